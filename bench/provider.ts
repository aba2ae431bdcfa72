import { startConformanceServer } from "../conformance";
import { quickstart } from "../examples/quickstart/stack";
import { Engine, ProviderHost } from "../local";
import { heading, row, target } from "./table";

const linkSelf: () => void = require("../../scripts/link-self");

/** The provider through Pulumi's dynamic-provider host: wall time and API calls of the
 *  quickstart stack's first `up`, of a no-change `up` (target: 0 writes) and of a refresh
 *  (target: one read per resource). */
export async function providerSection(): Promise<void> {
  heading("Provider: the quickstart stack through Pulumi's dynamic-provider host (200 ms state steps)");
  linkSelf();
  const server = await startConformanceServer({ transitionMs: 200 });
  const host = await ProviderHost.start();
  try {
    await host.configure({ "dbplane:apiUrl": server.apiUrl, "dbplane:apiToken": server.apiToken }, ["dbplane:apiToken"]);
    const engine = new Engine(host);
    const program = () => {
      quickstart({
        organizationId: server.organizationId,
        projectId: server.projectId,
        clusterId: server.clusterId,
        oidcIssuer: `${server.apiUrl}/_conformance/oidc`,
      });
    };
    const calls = async () => {
      const res = await fetch(`${server.apiUrl}/_conformance/requests`);
      const data = ((await res.json()) as { data: Array<{ method: string }> }).data;
      await fetch(`${server.apiUrl}/_conformance/requests`, { method: "DELETE" });
      return { total: data.length, writes: data.filter((r) => r.method !== "GET").length };
    };
    const measure = async (label: string, step: () => Promise<unknown>) => {
      await calls();
      const t0 = Date.now();
      const result = await step();
      const ms = Date.now() - t0;
      const c = await calls();
      row(label, `${(ms / 1000).toFixed(2)} s`, `${c.total} API calls`, `${c.writes} writes`);
      return { ...c, result };
    };
    const first = await measure("quickstart up", () => engine.up(program));
    const resources = (first.result as { creates: string[] }).creates.length;
    row(`  (${resources} resources created)`);
    const noChange = await measure("no-change up", () => engine.up(program));
    target("writes of a no-change up", noChange.writes === 0, "0", String(noChange.writes));
    const refresh = await measure("refresh", () => engine.refresh());
    target("calls of a refresh", refresh.total <= resources, `≤ ${resources}: one read per resource`, String(refresh.total));
    await measure("destroy", () => engine.destroy());
  } finally {
    await host.close();
    await server.close();
  }
}
