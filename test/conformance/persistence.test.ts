import { spawnSync } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { call, client, expectError } from "../support/conformance";
import { CLI, kill, startCli, type RunningCli } from "../support/cli";

/** With --data-dir every acknowledged write is durable: SIGKILL the CLI server mid-run,
 *  restart it on the same directory, and find ids, tokens, states and the clock as they were. */
let dir: string;
const running: RunningCli[] = [];

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "dbplane-data-"));
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((c) => kill(c)));
  fs.rmSync(dir, { recursive: true, force: true });
});

async function start(args: string[] = []): Promise<RunningCli> {
  const cli = await startCli(["--data-dir", dir, "--transition-ms", "60000", ...args]);
  running.push(cli);
  return cli;
}

test("the ready line has every documented key", async () => {
  const cli = await start();
  expect(cli.ready).toMatchObject({ ready: true });
  for (const key of ["apiUrl", "gatewayPublicUrl", "gatewayAdminUrl", "organizationId", "projectId", "clusterId", "clusters", "apiKeyId", "apiToken"]) {
    expect(cli.ready).toHaveProperty(key);
  }
  expect(cli.ready.clusters.map((c: { cloudProvider: string }) => c.cloudProvider)).toEqual(expect.arrayContaining(["aws", "gcp"]));
  expect(cli.ready.clusters.find((c: { id: string }) => c.id === cli.ready.clusterId).cloudProvider).toBe("aws");
});

test("acknowledged writes survive SIGKILL: ids, tokens, rotation, the clock", async () => {
  const first = await start();
  const t = { apiUrl: first.ready.apiUrl, token: first.ready.apiToken };
  const api = client(t);
  const O = `/v4/organizations/${first.ready.organizationId}`;
  const created = [];
  for (let i = 0; i < 5; i++) {
    const res = await api.post(`${O}/apikeys`, { name: `durable-${i}`, organizationRoles: ["organizationOwner"] });
    expect(res.status).toBe(201);
    created.push(res.body);
  }
  const rotated = await api.post(`${O}/apikeys/${created[0].id}/rotate`, {});
  expect(rotated.status).toBe(200);
  await api.delete(`${O}/apikeys/${created[1].id}`);
  const clock = await api.control("POST", "clock", { advanceMs: 7 * 86_400_000 });
  await kill(first, "SIGKILL");

  const second = await start();
  expect(second.ready.organizationId).toBe(first.ready.organizationId);
  expect(second.ready.clusterId).toBe(first.ready.clusterId);
  expect(second.ready.apiToken).toBe(first.ready.apiToken);
  const api2 = client({ apiUrl: second.ready.apiUrl, token: second.ready.apiToken });
  const names = (await api2.get(`${O}/apikeys?perPage=100`)).body.data.map((k: { name: string }) => k.name);
  expect(names).toEqual(expect.arrayContaining(["durable-0", "durable-2", "durable-3", "durable-4"]));
  expect(names).not.toContain("durable-1");
  expectError(await client({ apiUrl: second.ready.apiUrl, token: created[0].token }).get(`${O}/apikeys`), 401);
  expect((await client({ apiUrl: second.ready.apiUrl, token: rotated.body.token }).get(`${O}/apikeys`)).status).toBe(200);
  expect((await client({ apiUrl: second.ready.apiUrl, token: created[2].token }).get(`${O}/apikeys`)).status).toBe(200);
  const now = Date.parse((await api2.control("GET", "health")).body.now);
  expect(now).toBeGreaterThanOrEqual(Date.parse(clock.body.now));
});

test("the data file is replaced atomically: no temporary file is left behind", async () => {
  const cli = await start();
  const api = client({ apiUrl: cli.ready.apiUrl, token: cli.ready.apiToken });
  await api.post(`/v4/organizations/${cli.ready.organizationId}/apikeys`, { name: "x", organizationRoles: ["organizationOwner"] });
  expect(fs.readdirSync(dir)).toEqual(["world.json"]);
  expect(() => JSON.parse(fs.readFileSync(path.join(dir, "world.json"), "utf8"))).not.toThrow();
});

test("DBPLANE_BOOTSTRAP_TOKEN fixes the bootstrap token", async () => {
  const cli = await startCli([], { DBPLANE_BOOTSTRAP_TOKEN: "dev-token-123" });
  running.push(cli);
  expect(cli.ready.apiToken).toBe("dev-token-123");
  const res = await call(cli.ready.apiUrl, "dev-token-123", "GET", `/v4/organizations/${cli.ready.organizationId}/apikeys`);
  expect(res.status).toBe(200);
});

test("writes in flight at SIGKILL: every acknowledged one is there after restart", async () => {
  const first = await start();
  const api = client({ apiUrl: first.ready.apiUrl, token: first.ready.apiToken });
  const O = `/v4/organizations/${first.ready.organizationId}`;
  const acknowledged: string[] = [];
  let firstAcks!: () => void;
  const someAcknowledged = new Promise<void>((r) => (firstAcks = r));
  const writes = Array.from({ length: 60 }, (_, i) =>
    api.post(`${O}/apikeys`, { name: `inflight-${i}`, organizationRoles: ["organizationMember"] }).then(
      (res) => {
        if (res.status === 201) acknowledged.push(res.body.id);
        if (acknowledged.length === 3) firstAcks();
      },
      () => undefined, // cut off by the kill: not acknowledged
    ),
  );
  // Kill as soon as a few writes are acknowledged, while the rest are still in flight.
  await someAcknowledged;
  await kill(first, "SIGKILL");
  await Promise.all(writes);
  expect(acknowledged.length).toBeGreaterThan(0);
  const second = await start();
  const api2 = client({ apiUrl: second.ready.apiUrl, token: second.ready.apiToken });
  const ids = new Set((await api2.get(`${O}/apikeys?perPage=100`)).body.data.map((k: { id: string }) => k.id));
  for (const id of acknowledged) expect(ids.has(id)).toBe(true);
});

test("bad flags exit 2 with the usage; --help prints it and exits 0", async () => {
  await expect(startCli(["--api-port", "nope"])).rejects.toThrow(/exited with 2.*--api-port must be a port/s);
  await expect(startCli(["--bogus"])).rejects.toThrow(/exited with 2/);
  const help = spawnSync(process.execPath, [CLI, "--help"], { encoding: "utf8" });
  expect(help.status).toBe(0);
  expect(help.stdout).toMatch(/Usage: dbplane-server/);
  expect(help.stdout).toMatch(/--transition-ms/);
});
