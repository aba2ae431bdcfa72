import { startConformanceServer } from "../conformance";
import { quickstart, quickstartOutputs } from "../examples/quickstart/stack";
import { providerConfigFor } from "../local/serverConfig";
import { Engine, ProviderHost, type RunReport } from "../local";
import { heading, row, target } from "./table";
import { takeRequestCounts } from "./requestCounts";

const linkSelf: () => void = require("../../scripts/link-self");

/** State steps as long as the CLI's default, so that waits dominate as they do for real. */
const TRANSITION_MS = 2000;
/** The quickstart's longest chain of transitions: the App Service deploys (2 steps), then its
 *  App Endpoint comes online (1 step); everything else is immediate. */
const CRITICAL_PATH_STEPS = 3;

/** The quickstart stack through Pulumi's dynamic-provider host: its first `up` against the
 *  critical path of its transitions (target ≤ 1.10×), the API calls of a no-change `up`
 *  (target: none) and of a refresh (target: one read per resource).
 *
 *  The `up` is timed after a preview, as `pulumi up` runs one first: the preview pays what a
 *  process pays once (the SDK serializing the provider shim, the host loading dbplane, ~0.5 s),
 *  which is no part of waiting on transitions; it is printed on its own row. */
export async function providerSection(): Promise<void> {
  heading(`Provider: the quickstart stack through Pulumi's dynamic-provider host (${TRANSITION_MS} ms state steps)`);
  linkSelf();
  const server = await startConformanceServer({ transitionMs: TRANSITION_MS });
  const host = await ProviderHost.start();
  try {
    const { values, secretKeys } = providerConfigFor(server);
    await host.configure(values, secretKeys);
    const engine = new Engine(host);
    // The program's lookup (the App Service's certificate) reads the provider's settings.
    engine.config = values;
    engine.secretKeys = secretKeys;
    const program = () =>
      quickstartOutputs(
        quickstart({
          organizationId: server.organizationId,
          projectId: server.projectId,
          clusterId: server.clusterId,
          oidcIssuer: `${server.apiUrl}/_conformance/oidc`,
        }),
      );
    const calls = () => takeRequestCounts(server.apiUrl);
    const measure = async (label: string, step: () => Promise<RunReport>) => {
      await calls();
      const t0 = Date.now();
      const report = await step();
      const ms = Date.now() - t0;
      const c = await calls();
      if (report.errors.length || report.failures.length) throw new Error(`${label} failed: ${JSON.stringify([...report.errors, ...report.failures])}`);
      row(label, `${(ms / 1000).toFixed(2)} s`, `${c.total} API calls`, `${c.writes} writes`);
      return { ...c, ms, report };
    };
    await measure("preview (a process's first run)", () => engine.preview(program));
    const first = await measure("quickstart up", () => engine.up(program));
    const resources = first.report.creates.length;
    const criticalPath = CRITICAL_PATH_STEPS * TRANSITION_MS;
    target(
      `up ÷ critical path of its transitions (${(criticalPath / 1000).toFixed(1)} s)`,
      first.ms / criticalPath <= 1.1,
      "≤ 1.10",
      `${(first.ms / criticalPath).toFixed(3)} (${resources} resources)`,
    );
    const noChange = await measure("no-change up", () => engine.up(program));
    target("API calls of a no-change up", noChange.total === 0, "0", String(noChange.total));
    const refresh = await measure("refresh", () => engine.refresh());
    target("API calls of a refresh", refresh.total <= resources, `≤ ${resources}: one read per resource`, String(refresh.total));
    await measure("destroy", () => engine.destroy());
  } finally {
    await host.close();
    await server.close();
  }
}
