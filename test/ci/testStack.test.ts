import { runProcess } from "../support/process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { serverEnv } from "../../ci/env";
import { startTestServer, type TestServer } from "../../testing";

/** `dbplane-test-stack`, as a pipeline's check job runs it after `dbplane-ci-server`: a Pulumi
 *  program (test/ci/fixture: a bucket and an allow-list entry, its config read through the
 *  project name in its Pulumi.yaml) applied to the server the environment names, a drift check
 *  that exits 0 when nothing changed and 2 when something changed outside the program, an up
 *  with a refresh that puts it back, a refresh, and a destroy; one process per command, the stack
 *  in a state file between them. */

const BIN = path.resolve(__dirname, "..", "..", "dist", "ci", "testStack.js");
const FIXTURE = path.join(__dirname, "fixture");

let server: TestServer;
let env: NodeJS.ProcessEnv;
let dir: string;
let state: string;

beforeAll(async () => {
  server = await startTestServer();
  const { close: _close, ...ready } = server;
  // The environment dbplane-ci-server exports for this server.
  env = { ...process.env, ...serverEnv({ ready: true, ...ready }, { pid: process.pid, log: "" }) };
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "dbplane-test-stack-"));
  state = path.join(dir, "stack.json");
});
afterAll(async () => {
  await server?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** Runs the command in the fixture's directory (not spawnSync: the server is in this process). */
const cli = (args: string[], extraEnv: NodeJS.ProcessEnv = env) => runProcess(process.execPath, [BIN, ...args], { cwd: FIXTURE, env: extraEnv });

const bucketUrl = () =>
  `${server.apiUrl}/v4/organizations/${server.organizationId}/projects/${server.projectId}/clusters/${server.clusterId}/buckets/${JSON.parse(fs.readFileSync(state, "utf8")).stack.resources.find((r: { name: string }) => r.name === "orders").id}`;
const api = (url: string, init: RequestInit = {}) =>
  fetch(url, { ...init, headers: { authorization: `Bearer ${server.apiToken}`, "content-type": "application/json" } });
/** Resizes the bucket through the management API, as someone outside the program would. */
async function resizeBucket(memoryAllocationInMb: number): Promise<void> {
  const current = (await (await api(bucketUrl())).json()) as { durabilityLevel: string; replicas: number };
  const resized = await api(bucketUrl(), { method: "PUT", body: JSON.stringify({ memoryAllocationInMb, durabilityLevel: current.durabilityLevel, replicas: current.replicas, timeToLiveInSeconds: 0 }) });
  expect(resized.status).toBe(204);
}
const savedBucket = () => JSON.parse(fs.readFileSync(state, "utf8")).stack.resources.find((r: { name: string }) => r.name === "orders");

test("up applies the program: each resource created, the stack outputs printed, state and config kept for the next commands", async () => {
  const up = await cli([
    "up",
    "--program",
    "index.js",
    "--state",
    state,
    "--config",
    `drift-fixture:organizationId=${server.organizationId}`,
    "--config",
    `drift-fixture:projectId=${server.projectId}`,
    "--secret",
    `drift-fixture:clusterId=${server.clusterId}`,
  ]);
  expect({ code: up.code, stderr: up.stderr }).toEqual({ code: 0, stderr: "" });
  expect(up.stdout.split("\n").filter(Boolean).sort()).toEqual(["create  AllowedCidr office", "create  Bucket orders", 'output  bucketId: "b3JkZXJz"', "output  memory: 256"]);
  expect(await (await api(bucketUrl())).json()).toMatchObject({ name: "orders", memoryAllocationInMb: 256 });
  const saved = JSON.parse(fs.readFileSync(state, "utf8"));
  expect(saved.config).toEqual({
    "drift-fixture:organizationId": server.organizationId,
    "drift-fixture:projectId": server.projectId,
    "drift-fixture:clusterId": { value: server.clusterId, secret: true },
  });
  expect(saved.stack.resources.map((r: { urn: string }) => r.urn).sort()).toEqual([
    "urn:pulumi:check::drift-fixture::pulumi-nodejs:dynamic/dbplane:AllowedCidr::office",
    "urn:pulumi:check::drift-fixture::pulumi-nodejs:dynamic/dbplane:Bucket::orders",
  ]);
  expect(fs.statSync(state).mode & 0o777).toBe(0o600);
});

test("drift, nothing changed: exit 0", async () => {
  const drift = await cli(["drift", "--program", "index.js", "--state", state]);
  expect(drift).toEqual({ code: 0, stdout: "no drift: 2 resources as the program declares them\n", stderr: "" });
});

test("drift, the bucket resized outside the program: exit 2, naming what changed and what the program would change back", async () => {
  await resizeBucket(512);

  const before = fs.readFileSync(state, "utf8");
  const drift = await cli(["drift", "--program", "index.js", "--state", state]);
  expect({ code: drift.code, stderr: drift.stderr }).toEqual({ code: 2, stderr: "" });
  expect(drift.stdout.split("\n").filter(Boolean)).toEqual([
    "changed outside the program: update  Bucket orders",
    "the program would: update  Bucket orders (memoryAllocationInMb)",
    "drift: 1 changed outside the program, 1 the program would change",
  ]);
  // A drift check changes nothing: neither the server nor the state.
  expect(await (await api(bucketUrl())).json()).toMatchObject({ memoryAllocationInMb: 512 });
  expect(fs.readFileSync(state, "utf8")).toBe(before);
});

test("up --refresh puts back what changed outside the program: the next drift check exits 0", async () => {
  const up = await cli(["up", "--refresh", "--program", "index.js", "--state", state]);
  expect({ code: up.code, stderr: up.stderr }).toEqual({ code: 0, stderr: "" });
  expect(up.stdout.split("\n").filter((l) => l && !l.startsWith("output")).sort()).toEqual([
    "changed outside the program: update  Bucket orders",
    "same    AllowedCidr office",
    "update  Bucket orders (memoryAllocationInMb)",
  ]);
  expect(await (await api(bucketUrl())).json()).toMatchObject({ memoryAllocationInMb: 256 });
  const drift = await cli(["drift", "--program", "index.js", "--state", state]);
  expect(drift).toEqual({ code: 0, stdout: "no drift: 2 resources as the program declares them\n", stderr: "" });
});

test("refresh reads every resource back into the state", async () => {
  await resizeBucket(384);
  const refresh = await cli(["refresh", "--state", state]);
  expect({ code: refresh.code, stderr: refresh.stderr }).toEqual({ code: 0, stderr: "" });
  expect(refresh.stdout.split("\n").filter(Boolean).sort()).toEqual(["same    AllowedCidr office", "update  Bucket orders"]);
  expect(savedBucket().outputs.memoryAllocationInMb).toBe(384);
});

test("up checks every resource before any change: each failure named by its kind and name", async () => {
  const other = path.join(dir, "unchecked.json");
  const up = await cli(["up", "--program", "index.js", "--state", other, "--config", "drift-fixture:organizationId=", "--config", "drift-fixture:projectId=", "--config", "drift-fixture:clusterId="]);
  expect({ code: up.code, stdout: up.stdout }).toEqual({ code: 1, stdout: "" });
  expect(up.stderr.split("\n").slice(0, 1)).toEqual(["dbplane-test-stack: up failed:"]);
  expect(up.stderr).toMatch(/^  Bucket orders: organizationId: /m);
  expect(up.stderr).toMatch(/^  AllowedCidr office: organizationId: /m);
  expect(JSON.parse(fs.readFileSync(other, "utf8")).stack.resources).toEqual([]);
});

test("destroy deletes every resource of the stack; the state it rewrites is 0600, even one made wider since", async () => {
  const url = bucketUrl();
  fs.chmodSync(state, 0o644);
  const destroyed = await cli(["destroy", "--state", state]);
  expect({ code: destroyed.code, stderr: destroyed.stderr }).toEqual({ code: 0, stderr: "" });
  expect(destroyed.stdout.split("\n").filter(Boolean).sort()).toEqual(["delete  AllowedCidr office", "delete  Bucket orders"]);
  expect((await api(url)).status).toBe(404);
  expect(JSON.parse(fs.readFileSync(state, "utf8")).stack.resources).toEqual([]);
  expect(fs.statSync(state).mode & 0o777).toBe(0o600);
  // Written whole under a temporary name: none is left beside it.
  expect(fs.readdirSync(dir).filter((f) => f.endsWith(".tmp"))).toEqual([]);
});

test("bad input gets a clear error (exit 1) before anything runs", async () => {
  const cases: Array<[string[], string, NodeJS.ProcessEnv?]> = [
    [[], "expected one command, up, refresh, drift, destroy; got none"],
    [["apply", "--program", "index.js"], "expected one command, up, refresh, drift, destroy; got apply"],
    [["destroy", "--refresh", "--state", state], "--refresh is an option of up"],
    [["up"], "up needs --program"],
    [["drift", "--program", "index.js", "--state", path.join(dir, "none.json")], `drift: no state in ${path.join(dir, "none.json")}: run \`dbplane-test-stack up\` first`],
    [["up", "--program", "index.ts"], "--program index.ts: compile it first (npm run build)"],
    [["up", "--program", "index.js", "--config", "organizationId"], "--config organizationId: expected project:key=value"],
    [["up", "--program", "index.js", "--state", path.join(dir, "other.json")], "no server: set DBPLANE_API_URL and DBPLANE_API_TOKEN", { PATH: process.env.PATH }],
    [["drift", "--program", "index.js", "--state", path.join(FIXTURE, "Pulumi.yaml")], "not a state file of dbplane-test-stack"],
  ];
  for (const [args, message, caseEnv] of cases) {
    const run = await cli(args, caseEnv);
    expect({ args, code: run.code, stdout: run.stdout, stderr: run.stderr }).toEqual({ args, code: 1, stdout: "", stderr: expect.stringContaining(message) });
  }
});
