import { spawnSync } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { call, client, expectError } from "../support/conformance";
import { CLI, kill, startCli, type RunningCli } from "../support/cli";

/** With --data-dir every acknowledged write is durable: SIGKILL the CLI server mid-run,
 *  restart it on the same directory, and find ids, tokens, states and the clock as they were;
 *  and a directory serves one server at a time. */
let dir: string;
const running: RunningCli[] = [];

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "dbplane-data-"));
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((c) => kill(c)));
  fs.rmSync(dir, { recursive: true, force: true });
});

async function start(args: string[] = [], env: NodeJS.ProcessEnv = {}): Promise<RunningCli> {
  const cli = await startCli(["--data-dir", dir, "--transition-ms", "60000", ...args], env);
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

/** Two containers on one volume: the second server runs in another PID namespace, where the
 *  first one's pid means nothing (here, as root, `unshare`; elsewhere the same steps in this
 *  namespace, and dataDir.test.ts judges a foreign namespace's lock by hand). */
const otherNamespace = process.getuid?.() === 0 && spawnSync("unshare", ["--pid", "--fork", "--mount-proc", "true"]).status === 0 ? ["unshare", "--pid", "--kill-child", "--mount-proc"] : [];

test(`a second server on the same directory${otherNamespace.length ? ", in another PID namespace," : ""} is refused, naming the holder; once a stalled holder's lease lapses it takes over, and the stalled one writes nothing more`, async () => {
  const lease = { DBPLANE_LOCK_LEASE_MS: "4000" };
  const first = await start([], lease);
  const api = client({ apiUrl: first.ready.apiUrl, token: first.ready.apiToken });
  const O = `/v4/organizations/${first.ready.organizationId}`;
  const key = (name: string, on = api) => on.post(`${O}/apikeys`, { name, organizationRoles: ["organizationMember"] });
  expect((await key("first-1")).status).toBe(201);
  const escaped = dir.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  await expect(startCli(["--data-dir", dir], lease, otherNamespace)).rejects.toThrow(
    new RegExp(`exited with 1.*data directory ${escaped} is in use by process ${first.child.pid} on host ${os.hostname()} \\(started [^,]+, lease renewed \\d+ s ago\\)`, "s"),
  );
  // Untouched, it keeps serving.
  expect((await key("first-2")).status).toBe(201);

  // Stalled (a frozen container): its lease lapses and the other server takes the directory.
  first.child.kill("SIGSTOP");
  await new Promise((r) => setTimeout(r, 4500));
  const second = await startCli(["--data-dir", dir, "--transition-ms", "60000"], lease, otherNamespace);
  running.push(second);
  const api2 = client({ apiUrl: second.ready.apiUrl, token: second.ready.apiToken });
  expect((await key("second-1", api2)).status).toBe(201);
  const lock = JSON.parse(fs.readFileSync(path.join(dir, "lock"), "utf8"));
  if (otherNamespace.length) expect(lock.pidNamespace).not.toBe(fs.readlinkSync("/proc/self/ns/pid"));

  // Woken, the first one finds it no longer holds the directory: it writes nothing, and on
  // its way out leaves the other's lock alone.
  first.child.kill("SIGCONT");
  const refused = await key("first-3");
  expect(refused.status).toBe(503);
  expect(refused.body.message).toMatch(/no longer holds its data directory/);
  await kill(first, "SIGTERM");
  expect(first.stderr()).toMatch(/this server no longer holds its data directory: its lease on .* went unrenewed|another server took/);
  expect(JSON.parse(fs.readFileSync(path.join(dir, "lock"), "utf8"))).toEqual(lock);
  expect((await key("second-2", api2)).status).toBe(201);
  // `unshare` ignores SIGTERM while it waits: the server in there (its child) is told.
  const pid = second.child.pid!;
  const inner = otherNamespace.length ? Number(fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim()) : pid;
  await new Promise((resolve) => {
    second.child.once("exit", resolve);
    process.kill(inner, "SIGTERM");
  });
  expect(fs.existsSync(path.join(dir, "lock"))).toBe(false); // given back on a clean stop

  // The journal both wrote to opens, holding exactly what was acknowledged.
  const third = await start();
  const names = (await client({ apiUrl: third.ready.apiUrl, token: third.ready.apiToken }).get(`${O}/apikeys?perPage=100`)).body.data.map((k: { name: string }) => k.name);
  expect(names).toEqual(expect.arrayContaining(["first-1", "first-2", "second-1", "second-2"]));
  expect(names).not.toContain("first-3");
}, 90_000);

test("DBPLANE_BOOTSTRAP_TOKEN fixes the bootstrap token", async () => {
  const cli = await startCli([], { DBPLANE_BOOTSTRAP_TOKEN: "dev-token-123" });
  running.push(cli);
  expect(cli.ready.apiToken).toBe("dev-token-123");
  const res = await call(cli.ready.apiUrl, "dev-token-123", "GET", `/v4/organizations/${cli.ready.organizationId}/apikeys`);
  expect(res.status).toBe(200);
});

/** 12 times: 8 writers create (and now and then delete) keys until a SIGKILL cuts them off,
 *  mid-write and, with a small compaction threshold, mid-compaction; the next server (taking
 *  over the dead one's lock) must hold every acknowledged change. */
test("12 SIGKILLs under 8 concurrent writers: no acknowledged write or delete is lost", async () => {
  const created = new Set<string>();
  const deleted = new Set<string>();
  /** Deletes sent, acknowledged or not (one cut off by the kill may have been applied). */
  const deleteSent = new Set<string>();
  let organizationId = "";
  for (let round = 0; round < 12; round++) {
    const cli = await start([], { DBPLANE_COMPACT_BYTES: "16384" });
    organizationId = cli.ready.organizationId;
    const api = client({ apiUrl: cli.ready.apiUrl, token: cli.ready.apiToken });
    const O = `/v4/organizations/${organizationId}`;
    // The kill comes once this round has enough of each kind acknowledged (how the writers'
    // requests interleave is the machine's business): at least 20 creates and 10 deletes.
    let creates = 0;
    let deletes = 0;
    let stop = false;
    let enough!: () => void;
    const killNow = new Promise<void>((resolve) => (enough = resolve));
    const writer = async (w: number) => {
      const mine: string[] = [];
      for (let i = 0; !stop; i++) {
        try {
          if (i % 3 === 2 && mine.length > 0) {
            const id = mine.shift()!;
            deleteSent.add(id);
            if ((await api.delete(`${O}/apikeys/${id}`)).status === 204) {
              deleted.add(id);
              deletes++;
            }
          } else {
            const res = await api.post(`${O}/apikeys`, { name: `r${round}-w${w}-${i}`, organizationRoles: ["organizationMember"] });
            if (res.status === 201) {
              created.add(res.body.id);
              mine.push(res.body.id);
              creates++;
            }
          }
          if (creates >= 20 + round && deletes >= 10) enough();
        } catch {
          return; // cut off by the kill: not acknowledged
        }
      }
    };
    const writers = Array.from({ length: 8 }, (_, w) => writer(w));
    await killNow;
    await kill(cli, "SIGKILL");
    stop = true;
    await Promise.all(writers);
  }
  const last = await start();
  const api = client({ apiUrl: last.ready.apiUrl, token: last.ready.apiToken });
  const ids = new Set<string>();
  for (let page = 1; ; page++) {
    const res = await api.get(`/v4/organizations/${organizationId}/apikeys?perPage=100&page=${page}`);
    for (const k of res.body.data) ids.add(k.id);
    if (page >= res.body.cursor.pages.last) break;
  }
  expect(created.size).toBeGreaterThanOrEqual(12 * 20);
  expect(deleted.size).toBeGreaterThanOrEqual(12 * 10);
  const lost = [...created].filter((id) => !deleteSent.has(id) && !ids.has(id));
  const resurrected = [...deleted].filter((id) => ids.has(id));
  expect({ lost, resurrected }).toEqual({ lost: [], resurrected: [] });
}, 180_000);

test("bad flags exit 2 with the usage; --help prints it and exits 0", async () => {
  await expect(startCli(["--api-port", "nope"])).rejects.toThrow(/exited with 2.*--api-port must be a port/s);
  await expect(startCli(["--bogus"])).rejects.toThrow(/exited with 2/);
  const help = spawnSync(process.execPath, [CLI, "--help"], { encoding: "utf8" });
  expect(help.status).toBe(0);
  expect(help.stdout).toMatch(/Usage: dbplane-server/);
  expect(help.stdout).toMatch(/--transition-ms/);
});
