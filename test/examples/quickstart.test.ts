import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import * as readline from "node:readline";
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { quickstart } from "../../examples/quickstart/stack";
import { ofName, startProviderEnv, type ProviderEnv } from "../support/engine";

/** The quickstart stack end to end through Pulumi's real dynamic-provider host: what `npm start`
 *  applies and what a user's `pulumi up` in examples/quickstart would do. */
let env: ProviderEnv;

beforeAll(async () => {
  env = await startProviderEnv({ transitionMs: 50 });
});
afterAll(() => env?.close());

const program = (bucketName?: string) => () => {
  quickstart({
    bucketName,
    organizationId: env.target.organizationId,
    projectId: env.target.projectId,
    clusterId: env.target.clusterId,
    oidcIssuer: `${env.target.apiUrl}/_conformance/oidc`,
  });
};

test("up creates the whole stack; a second up and a refresh change nothing and write nothing; destroy removes it", async () => {
  const engine = env.engine();
  const first = await engine.up(program());
  expect({ errors: first.errors, failures: first.failures }).toEqual({ errors: [], failures: [] });
  expect(first.creates.sort()).toEqual([
    "ci-readonly",
    "mobile-backend",
    "office",
    "travel",
    "travel-admin",
    "travel-agent",
    "travel-bookings-hook",
    "travel-data",
    "travel-data-backups",
    "travel-events",
    "travel-guest",
    "travel-login",
  ]);
  expect(ofName(first.outputs, "travel")).toMatchObject({ state: "Online", publicURL: expect.stringMatching(/\/travel$/) });
  expect(ofName(first.outputs, "mobile-backend").currentState).toBe("healthy");

  // The App Endpoint has the declared function and OIDC provider (the management API's to say:
  // App Services serves no database configuration).
  const appEndpoint = ofName(first.outputs, "travel");
  expect(JSON.stringify(appEndpoint.scopes)).toContain("requireUser");
  const providers = await env.api.get(`${appEndpointPath(appEndpoint)}/oidcProviders`);
  expect(providers.body.data.map((p: any) => p.issuer)).toEqual([`${env.target.apiUrl}/_conformance/oidc`]);
  const asGatewayAdmin = { authorization: `Basic ${Buffer.from(`${env.target.server!.gatewayAdminUsername}:${env.target.server!.gatewayAdminPassword}`).toString("base64")}` };
  expect((await fetch(`${appEndpoint.adminURL}/_config`, { headers: asGatewayAdmin })).status).toBe(404);

  // The events database on the self-managed gateway, with the webhook.
  const events = await fetch(`${env.target.server!.gatewayAdminUrl}/travel-events/_config`, { headers: asGatewayAdmin });
  expect(events.status).toBe(200);
  expect((await events.json()).event_handlers).toEqual({
    max_processes: 50,
    wait_for_process: "100",
    document_changed: [{ handler: "webhook", url: "https://hooks.example.com/travel/bookings", filter: "function (doc, oldDoc) { return doc.type === 'booking'; }", timeout: 10 }],
  });

  // On the App Endpoint's database, made with the stack's own admin user: GUEST, the agents' user.
  const asAdmin = (path: string, user: string, password: string) =>
    fetch(`${ofName(first.outputs, "travel").adminURL}${path}`, { headers: { authorization: `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}` } });
  expect((await asAdmin("/_user/GUEST", "travel-admin", "Travel-admin-1!")).status).toBe(200);
  expect(await (await asAdmin("/_user/GUEST", "travel-admin", "Travel-admin-1!")).json()).toMatchObject({ disabled: false, admin_channels: ["public"] });
  expect(await (await asAdmin("/_user/agent", "travel-admin", "Travel-admin-1!")).json()).toMatchObject({ admin_channels: ["bookings", "public"] });
  const agentLogin = await fetch(`${ofName(first.outputs, "travel").publicURL}/_session`, { headers: { authorization: `Basic ${Buffer.from("agent:agent-pass").toString("base64")}` } });
  expect((await agentLogin.json()).userCtx.name).toBe("agent");
  expect(ofName(first.outputs, "travel-admin")).toMatchObject({ name: "travel-admin", access: { endpoints: ["travel"] } });

  await env.clearRequests();
  const second = await engine.up(program());
  expect(second.sames).toHaveLength(12);
  // The OIDC provider changed the endpoint after the endpoint was created: a refresh may pick up
  // such computed outputs once, but never changes what the program declared.
  const declared = engine.state.resources.map((r) => [r.name, r.inputs]);
  const refreshed = await engine.refresh();
  expect(refreshed.errors).toEqual([]);
  expect(engine.state.resources.map((r) => [r.name, r.inputs])).toEqual(declared);
  expect((await engine.up(program())).sames).toHaveLength(12);
  expect((await engine.refresh()).sames).toHaveLength(12);
  expect(await env.requests({ writes: true })).toEqual([]);

  // A new bucket name replaces the bucket and the App Endpoint on it, which the API deletes with
  // its OIDC provider and gateway users (they take the endpoint from its id): the preview shows
  // every replacement the up then makes, and nothing is left for another up.
  const opsOf = (report: { steps: Array<{ name: string; op: string }> }) => Object.fromEntries(report.steps.filter((s) => s.op !== "same").map((s) => [s.name, s.op]));
  const renamed = program("travel-data-2");
  const preview = await engine.preview(renamed);
  expect({ errors: preview.errors, failures: preview.failures }).toEqual({ errors: [], failures: [] });
  const replaced = ["travel-data", "travel-data-backups", "travel", "travel-login", "travel-guest", "travel-agent"];
  expect(opsOf(preview)).toEqual(Object.fromEntries(replaced.map((name) => [name, "replace"])));
  const applied = await engine.up(renamed);
  expect(applied.errors).toEqual([]);
  expect(opsOf(applied)).toEqual(opsOf(preview));
  expect((await engine.up(renamed)).sames).toHaveLength(12);
  expect(await (await asAdmin("/_user/agent", "travel-admin", "Travel-admin-1!")).json()).toMatchObject({ admin_channels: ["bookings", "public"] });

  const gone = await engine.destroy();
  expect(gone.errors).toEqual([]);
  expect(gone.deletes).toHaveLength(12);
  expect(engine.state.resources).toEqual([]);
});

test("`npm start`'s runner applies the stack, reports progress, and resumes with no changes", async () => {
  const runner = path.resolve(__dirname, "..", "..", "dist", "local", "quickstart.js");
  const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), "dbplane-quickstart-"));
  // Both runs on the same ports, as `npm start` twice would be (the OIDC issuer is on the API port).
  const [apiPort, publicPort, adminPort] = await freePorts(3);
  const run = async () => {
    const child = spawn(process.execPath, [runner], {
      env: {
        ...process.env,
        DBPLANE_STATE_DIR: stateDir,
        DBPLANE_API_PORT: String(apiPort),
        DBPLANE_GATEWAY_PUBLIC_PORT: String(publicPort),
        DBPLANE_GATEWAY_ADMIN_PORT: String(adminPort),
        DBPLANE_TRANSITION_MS: "50",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const lines: string[] = [];
    let stderr = "";
    child.stderr.on("data", (d) => (stderr += d));
    const ready = await new Promise<Record<string, string>>((resolve, reject) => {
      readline.createInterface({ input: child.stdout }).on("line", (line) => {
        lines.push(line);
        if (line.startsWith("{")) resolve(JSON.parse(line));
      });
      child.once("exit", (code) => reject(new Error(`runner exited ${code}: ${lines.join("\n")}\n${stderr}`)));
    });
    await new Promise<void>((resolve) => {
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
    return { ready, lines };
  };
  try {
    const first = await run();
    expect(first.ready.applied).toBe("12 created");
    expect(first.lines).toEqual(expect.arrayContaining([expect.stringMatching(/✓ created AppService mobile-backend \(\d+\.\d s\)/)]));
    // The App Service's certificate, a lookup, among the stack outputs.
    expect(first.lines).toEqual(expect.arrayContaining([expect.stringMatching(/^ {2}appServiceCertificate +-----BEGIN CERTIFICATE----- … \(\d+ lines\)$/)]));
    const second = await run();
    expect(second.ready.applied).toBe("12 unchanged");
  } finally {
    fs.rmSync(stateDir, { recursive: true, force: true });
  }
}, 60_000);

/** The management API path of an App Endpoint from its outputs. */
function appEndpointPath(o: Record<string, string>): string {
  return `/v4/organizations/${o.organizationId}/projects/${o.projectId}/clusters/${o.clusterId}/appservices/${o.appServiceId}/appEndpoints/${o.name}`;
}

async function freePorts(n: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from({ length: n }, () => new Promise<ReturnType<typeof createServer>>((resolve) => {
      const s = createServer();
      s.listen(0, "127.0.0.1", () => resolve(s));
    })),
  );
  const ports = servers.map((s) => (s.address() as { port: number }).port);
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  return ports;
}
