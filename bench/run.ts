/** `npm run bench`: prints the figures dbplane's speed is judged by. Targets live here, not in
 *  timed unit tests: a regression shows as a worse figure (and, for call counts, a FAIL line).
 *
 *   - conformance server: requests per second and latency percentiles, keep-alive, 2 cores;
 *   - provider: wall time and API calls of the quickstart stack's first `up`, of a no-change
 *     `up` (target: 0 writes) and of a refresh (target: one read per resource);
 *   - the Terraform provider: the same stack (examples/terraform) through the real `terraform`:
 *     apply, a no-change plan (target: 0 writes, one read per resource: a plan refreshes) and
 *     `apply -refresh-only` (target: one read per resource). */
import { Pool } from "undici";
import { startConformanceServer } from "../conformance";
import { quickstart } from "../examples/quickstart/stack";
import { Engine, ProviderHost } from "../local";
import { terraformSteps } from "./terraform";

const linkSelf: () => void = require("../../scripts/link-self");

async function serverThroughput(): Promise<void> {
  const server = await startConformanceServer({ transitionMs: 50 });
  const pool = new Pool(server.apiUrl, { connections: 8 });
  const O = `/v4/organizations/${server.organizationId}`;
  const headers = { authorization: `Bearer ${server.apiToken}`, "content-type": "application/json" };
  const run = async (label: string, total: number, concurrency: number, send: (i: number) => Promise<number>) => {
    const latencies: number[] = [];
    let next = 0;
    let failures = 0;
    const started = process.hrtime.bigint();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < total) {
          const i = next++;
          const t0 = process.hrtime.bigint();
          if ((await send(i)) >= 400) failures++;
          latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
        }
      }),
    );
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    latencies.sort((a, b) => a - b);
    const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))].toFixed(2);
    row(label, `${Math.round(total / seconds)} req/s`, `p50 ${pct(0.5)} ms`, `p99 ${pct(0.99)} ms`, failures ? `${failures} FAILED` : "ok");
  };
  const post = async (i: number) => {
    const res = await pool.request({ method: "POST", path: `${O}/apikeys`, headers, body: JSON.stringify({ name: `bench-${i}`, organizationRoles: ["organizationMember"] }) });
    await res.body.dump();
    return res.statusCode;
  };
  const get = async () => {
    const res = await pool.request({ method: "GET", path: `${O}/apikeys?perPage=10`, headers });
    await res.body.dump();
    return res.statusCode;
  };
  await run("server: POST apikeys (in memory), 8 concurrent", 2000, 8, post);
  await run("server: GET apikeys page of 10 (2000 keys), 8 concurrent", 2000, 8, get);
  await pool.close();
  await server.close();
}

async function providerCalls(): Promise<void> {
  linkSelf();
  const server = await startConformanceServer({ transitionMs: 200 });
  const host = await ProviderHost.start();
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
  const measure = async (label: string, step: () => Promise<unknown>, check?: (c: { total: number; writes: number }) => string) => {
    await calls();
    const t0 = Date.now();
    await step();
    const ms = Date.now() - t0;
    const c = await calls();
    row(label, `${(ms / 1000).toFixed(2)} s`, `${c.total} API calls`, `${c.writes} writes`, check ? check(c) : "");
  };
  const resources = 7;
  await measure("provider: quickstart up (7 resources, 200 ms state steps)", () => engine.up(program));
  await measure("provider: no-change up", () => engine.up(program), (c) => (c.writes === 0 ? "ok (target 0 writes)" : "FAIL: writes on a no-change run"));
  await measure("provider: refresh", () => engine.refresh(), (c) => (c.total <= resources + 2 ? `ok (target ≤ ${resources + 2} reads)` : "FAIL: redundant reads"));
  await measure("provider: destroy", () => engine.destroy());
  await host.close();
  await server.close();
}

async function terraformCalls(): Promise<void> {
  const server = await startConformanceServer({ transitionMs: 200 });
  const calls = async () => {
    const res = await fetch(`${server.apiUrl}/_conformance/requests`);
    const data = ((await res.json()) as { data: Array<{ method: string }> }).data;
    await fetch(`${server.apiUrl}/_conformance/requests`, { method: "DELETE" });
    return { total: data.length, writes: data.filter((r) => r.method !== "GET").length };
  };
  const resources = 7;
  const checks: Record<string, (c: { total: number; writes: number }) => string> = {
    "no-change plan": (c) => (c.writes === 0 && c.total === resources ? `ok (target 0 writes, ${resources} reads)` : "FAIL: writes or redundant reads"),
    "apply -refresh-only": (c) => (c.writes === 0 && c.total === resources ? `ok (target ${resources} reads)` : "FAIL: writes or redundant reads"),
  };
  const steps: Array<[string, string[]]> = [
    ["apply (7 resources, 200 ms state steps)", ["apply", "-auto-approve"]],
    ["no-change plan", ["plan", "-detailed-exitcode"]],
    ["apply -refresh-only", ["apply", "-refresh-only", "-auto-approve"]],
    ["destroy", ["destroy", "-auto-approve"]],
  ];
  await calls();
  const running = terraformSteps(server, steps, async ({ label, ms, ok }) => {
    const c = await calls();
    row(`terraform: ${label}`, `${(ms / 1000).toFixed(2)} s`, `${c.total} API calls`, `${c.writes} writes`, ok ? (checks[label]?.(c) ?? "") : "FAIL: terraform failed");
  });
  if (!running) row("terraform: not on the PATH, the Terraform provider's figures were not measured");
  await running;
  await server.close();
}

function row(...cells: string[]): void {
  process.stdout.write(`${cells[0].padEnd(62)} ${cells.slice(1).map((c) => c.padEnd(16)).join(" ")}\n`);
}

async function main(): Promise<void> {
  await serverThroughput();
  await providerCalls();
  await terraformCalls();
}

main().catch((e) => {
  process.stderr.write(`${(e as Error).stack}\n`);
  process.exit(1);
});
