import { TestStack, startTestServer } from "dbplane/testing";
import { program } from "./app";

/** Runs the program through dbplane/testing, from this project's own node_modules. */
async function main(): Promise<void> {
  const server = await startTestServer();
  const ids = {
    organizationId: server.organizationId,
    projectId: server.projectId,
    clusterId: server.clusterId,
    oidcIssuer: `${server.apiUrl}/_conformance/oidc`,
    gatewayAdminUrl: server.gatewayAdminUrl,
    gatewayAdminUsername: server.gatewayAdminUsername,
    gatewayAdminPassword: server.gatewayAdminPassword,
    privateEndpointId: undefined as string | undefined,
  };
  const stack = await TestStack.create({ server, program: () => program(ids) });
  try {
    const preview = await stack.preview();
    const first = await stack.up();
    // The cloud side asks to connect; the next run accepts the connection.
    ids.privateEndpointId = "vpce-0123456789abcdef0";
    const res = await fetch(`${server.apiUrl}/_conformance/simulate/private-endpoint`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ appServiceId: first.outputs.appServiceId.value, endpointId: ids.privateEndpointId }),
    });
    if (res.status !== 201) throw new Error(`simulate/private-endpoint answered ${res.status}`);
    const second = await stack.up();
    const destroy = await stack.destroy();
    const report = {
      preview: preview.changeSummary,
      first: first.summary.resourceChanges,
      second: second.summary.resourceChanges,
      destroy: destroy.summary.resourceChanges,
      tokenSecret: first.outputs.token.secret,
      publicURL: first.outputs.publicURL.value,
    };
    process.stdout.write(`${JSON.stringify(report)}\n`);
  } finally {
    await stack.dispose();
    await server.close();
  }
}

main().catch((e: Error) => {
  process.stderr.write(`${e.stack ?? e.message}\n`);
  process.exit(1);
});
