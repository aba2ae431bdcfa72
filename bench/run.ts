/** `npm run bench`: prints the figures dbplane's speed is judged by. Targets live here, not in
 *  timed unit tests: a regression shows as a worse figure (and, for call counts, a FAIL line).
 *
 *   - conformance server: requests per second and latency percentiles, keep-alive, 2 cores;
 *   - durable writes (`--data-dir`) at 100 and at 10,000 objects, 8 concurrent clients (targets:
 *     at least 1,000 acknowledged writes/s at 10k, median latency at 10k within 1.5x of 100);
 *   - the sandbox: sync-function calls per second, the median cost of one call, and gateway
 *     document PUTs per second (each runs the sync function);
 *   - provider: wall time and API calls of the quickstart stack's first `up`, of a no-change
 *     `up` (target: 0 writes) and of a refresh (target: one read per resource);
 *   - the Terraform provider: the same stack (examples/terraform) through the real `terraform`:
 *     apply, a no-change plan (target: 0 writes, one read per resource: a plan refreshes) and
 *     `apply -refresh-only` (target: one read per resource). */
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { Pool } from "undici";
import { startConformanceServer } from "../conformance";
import { Sandbox } from "../conformance/gateway/sandbox";
import { quickstart } from "../examples/quickstart/stack";
import { Engine, ProviderHost } from "../local";
import { terraformSteps } from "./terraform";

const linkSelf: () => void = require("../../scripts/link-self");

interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

/** Sends `total` requests from `concurrency` clients; prints and returns the figures. */
async function measure(label: string, total: number, concurrency: number, send: (i: number) => Promise<number>, note = ""): Promise<Figures> {
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
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))];
  const figures = { perSecond: Math.round(total / seconds), p50: pct(0.5), p99: pct(0.99), failures };
  row(label, `${figures.perSecond} req/s`, `p50 ${figures.p50.toFixed(2)} ms`, `p99 ${figures.p99.toFixed(2)} ms`, failures ? `${failures} FAILED` : note || "ok");
  return figures;
}

async function serverThroughput(): Promise<void> {
  const server = await startConformanceServer({ transitionMs: 50 });
  const pool = new Pool(server.apiUrl, { connections: 8 });
  const O = `/v4/organizations/${server.organizationId}`;
  const headers = { authorization: `Bearer ${server.apiToken}`, "content-type": "application/json" };
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
  await measure("server: POST apikeys (in memory), 8 concurrent", 2000, 8, post);
  await measure("server: GET apikeys page of 10 (2000 keys), 8 concurrent", 2000, 8, get);
  await pool.close();
  await server.close();
}

/** Acknowledged writes with `--data-dir` (each one on disk before its answer) against a world of
 *  `objects` API keys: key rotations, so the world keeps its size while it is measured. */
async function durableWrites(objects: number): Promise<Figures> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dbplane-bench-"));
  const server = await startConformanceServer({ transitionMs: 50, dataDir: dir });
  const pool = new Pool(server.apiUrl, { connections: 8 });
  const O = `/v4/organizations/${server.organizationId}`;
  const headers = { authorization: `Bearer ${server.apiToken}`, "content-type": "application/json" };
  const send = async (method: "POST", p: string, body: unknown) => {
    const res = await pool.request({ method, path: p, headers, body: JSON.stringify(body) });
    const text = await res.body.text();
    return { status: res.statusCode, body: res.statusCode < 300 ? JSON.parse(text) : undefined };
  };
  // The world first (not measured).
  const ids: string[] = [];
  let made = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (made < objects) {
        made++;
        const res = await send("POST", `${O}/apikeys`, { name: `world-${made}`, description: "a key of the benchmark's world", organizationRoles: ["organizationMember"] });
        ids.push(res.body.id);
      }
    }),
  );
  const rotate = async (i: number) => (await send("POST", `${O}/apikeys/${ids[i % ids.length]}/rotate`, {})).status;
  for (let i = 0; i < 300; i++) await rotate(i); // warm up
  const figures = await measure(`server: key rotations with --data-dir, ${objects} objects, 8 concurrent`, 3000, 8, rotate);
  await pool.close();
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
  return figures;
}

async function durability(): Promise<void> {
  const small = await durableWrites(100);
  const large = await durableWrites(10_000);
  const ratio = large.p50 / small.p50;
  row(
    "server: durable writes at 10k objects vs 100",
    `${large.perSecond} req/s`,
    `p50 ratio ${ratio.toFixed(2)}`,
    large.perSecond >= 1000 && ratio <= 1.5 ? "ok (targets ≥ 1000/s, ratio ≤ 1.5)" : "FAIL: targets ≥ 1000/s and p50 ratio ≤ 1.5",
  );
}

/** The sandbox alone (one database's sync function, calls in flight from 8 callers), the cost of
 *  one call on its own, and the gateway's document PUTs end to end (in memory). */
async function sandboxCalls(): Promise<void> {
  const sandbox = new Sandbox();
  const prelude = "({ out: () => ({ channels: [] }), builtins: (state) => ({ channel(c) { state.out.channels.push(c); } }) })";
  const call = (i: number) =>
    sandbox.run({ db: "bench", source: "function (doc) { channel(doc.channels); }", prelude, args: [{ _id: `d${i}`, channels: ["a", "b"], n: i }, null] }).then(
      () => 200,
      () => 500,
    );
  await call(0); // the workers start and compile
  await measure("sandbox: sync-function calls, one database, 8 in flight", 20_000, 8, call);
  await measure("sandbox: one sync-function call at a time (median = the cost of a call)", 3000, 1, call);
  await sandbox.close();

  const server = await startConformanceServer({ transitionMs: 50, gatewayAdminPassword: "bench-admin" });
  const admin = new Pool(server.gatewayAdminUrl, { connections: 2 });
  const auth = `Basic ${Buffer.from(`${server.gatewayAdminUsername}:bench-admin`).toString("base64")}`;
  const setup = async (method: "PUT", p: string, body: unknown) => {
    const res = await admin.request({ method, path: p, headers: { authorization: auth, "content-type": "application/json" }, body: JSON.stringify(body) });
    await res.body.dump();
  };
  await setup("PUT", "/bench/", { bucket: "bench", sync: "function (doc) { channel(doc.channels); }" });
  await setup("PUT", "/bench/_user/writer", { name: "writer", password: "writer-pass", admin_channels: ["*"] });
  const pub = new Pool(server.gatewayPublicUrl, { connections: 8 });
  const writer = { authorization: `Basic ${Buffer.from("writer:writer-pass").toString("base64")}`, "content-type": "application/json" };
  const put = async (i: number) => {
    const res = await pub.request({ method: "PUT", path: `/bench/doc-${i}`, headers: writer, body: JSON.stringify({ channels: ["a"], n: i }) });
    await res.body.dump();
    return res.statusCode;
  };
  await measure("gateway: document PUTs (sync function each), in memory, 8 concurrent", 3000, 8, put);
  await Promise.all([admin.close(), pub.close()]);
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
  const resources = 11;
  const checks: Record<string, (c: { total: number; writes: number }) => string> = {
    "no-change plan": (c) => (c.writes === 0 && c.total === resources ? `ok (target 0 writes, ${resources} reads)` : "FAIL: writes or redundant reads"),
    "apply -refresh-only": (c) => (c.writes === 0 && c.total === resources ? `ok (target ${resources} reads)` : "FAIL: writes or redundant reads"),
  };
  const steps: Array<[string, string[]]> = [
    ["apply (11 resources, 200 ms state steps)", ["apply", "-auto-approve"]],
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
  await durability();
  await sandboxCalls();
  await providerCalls();
  await terraformCalls();
}

main().catch((e) => {
  process.stderr.write(`${(e as Error).stack}\n`);
  process.exit(1);
});
