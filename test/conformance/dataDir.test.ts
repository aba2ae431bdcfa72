import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { startConformanceServer, type ConformanceServer } from "../../conformance";
import { call, client, paths } from "../support/conformance";
import { basic, gateway } from "../support/gateway";

/** What `--data-dir` keeps and how (in-process servers; the CLI's process-level behaviour —
 *  SIGKILL, the lock between processes — is in persistence.test.ts): modes, no secret in plain
 *  text, writes that cost the size of the change, nothing written for reads and refusals,
 *  compaction, the lock within one process, stale temporary files, older data files. */
let dir: string;
const open: ConformanceServer[] = [];

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "dbplane-dir-"));
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
  fs.rmSync(dir, { recursive: true, force: true });
});

async function start(opts: Parameters<typeof startConformanceServer>[0] = {}): Promise<ConformanceServer> {
  const server = await startConformanceServer({ dataDir: path.join(dir, "data"), transitionMs: 10, ...opts });
  open.push(server);
  return server;
}

async function stop(server: ConformanceServer): Promise<void> {
  open.splice(open.indexOf(server), 1);
  await server.close();
}

const dataFiles = () => fs.readdirSync(path.join(dir, "data")).map((f) => path.join(dir, "data", f));
const journalBytes = () => dataFiles().filter((f) => /journal-\d+\.log$/.test(f)).reduce((n, f) => n + fs.statSync(f).size, 0);
const allText = () => dataFiles().map((f) => fs.readFileSync(f, "utf8")).join("\n");

test("the directory is 0700 and every file in it 0600, even where the directory existed with wider modes", async () => {
  fs.mkdirSync(path.join(dir, "data"), { mode: 0o755 });
  fs.chmodSync(path.join(dir, "data"), 0o755);
  const server = await start();
  const api = client({ apiUrl: server.apiUrl, token: server.apiToken });
  await api.post(`${paths(server).O}/apikeys`, { name: "k", organizationRoles: ["organizationMember"] });
  expect(fs.statSync(path.join(dir, "data")).mode & 0o777).toBe(0o700);
  const files = dataFiles();
  expect(files.length).toBeGreaterThanOrEqual(3); // lock, key, journal
  for (const f of files) expect({ f, mode: fs.statSync(f).mode & 0o777 }).toEqual({ f, mode: 0o600 });
});

test("no token, secret or password the API never returns again is on disk in plain text", async () => {
  const server = await start();
  const api = client({ apiUrl: server.apiUrl, token: server.apiToken });
  const { O, P, C, A } = paths(server);
  const secrets: string[] = [server.apiToken, Buffer.from(server.apiToken, "base64").toString().split(":")[1]];

  const key = await api.post(`${O}/apikeys`, { name: "ci", organizationRoles: ["organizationOwner"] });
  expect(key.status).toBe(201);
  secrets.push(key.body.token, Buffer.from(key.body.token, "base64").toString().split(":")[1]);
  const rotated = await api.post(`${O}/apikeys/${key.body.id}/rotate`, {});
  secrets.push(rotated.body.token, rotated.body.secretKey);

  const svc = await api.post(`${C}/appservices`, { name: "svc" });
  await api.control("POST", "clock", { advanceMs: 60_000 });
  const adminPassword = "Adm1n!Secret-Password";
  expect((await api.post(`${A(svc.body.id)}/adminUsers`, { name: "ops", password: adminPassword, access: { accessAllEndpoints: true } })).status).toBe(201);
  const collectorKey = "collector-api-key-0123456789";
  const auditStreaming = { streamingEnabled: true, outputType: "datadog", credentials: { url: "https://logs.example.com/in", apiKey: collectorKey } };
  expect((await api.put(`${A(svc.body.id)}/auditLogStreaming`, auditStreaming)).status).toBe(202);
  const splunkToken = "collector-splunk-token-0123456789";
  const streaming = { outputType: "splunk", credentials: { url: "https://splunk.example.com:8088", splunkToken } };
  expect((await api.post(`${A(svc.body.id)}/logStreaming`, streaming)).status).toBe(202);
  const alertToken = "alert-webhook-token-0123456789";
  const alert = { kind: "webhook", name: "hook", config: { webhook: { method: "POST", url: "https://alerts.example.com/hook", token: alertToken, basicAuth: { user: "u", password: `${alertToken}-pw` } } } };
  expect((await api.post(`${P}/alertIntegrations`, alert)).status).toBe(201);

  const admin = gateway(server.gatewayAdminUrl, basic(server.gatewayAdminUsername, server.gatewayAdminPassword));
  const userPassword = "gateway-user-password-42";
  expect((await admin.put("/db/", { bucket: "db" })).status).toBe(201);
  expect((await admin.put("/db/_role/staff", { admin_channels: ["stock"] })).status).toBe(201);
  expect((await admin.put("/db/_user/alice", { name: "alice", password: userPassword, admin_roles: ["staff"] })).status).toBe(201);
  const session = await admin.post("/db/_session", { name: "alice" });
  secrets.push(adminPassword, collectorKey, splunkToken, alertToken, userPassword, session.body.session_id, server.gatewayAdminPassword);

  // Still usable: the hashes are what the server checks against.
  expect((await call(server.apiUrl, rotated.body.token, "GET", `${O}/apikeys`)).status).toBe(200);
  expect((await gateway(server.gatewayPublicUrl, basic("alice", userPassword)).get("/db/_session")).body.userCtx.name).toBe("alice");
  await stop(server);
  const text = allText();
  for (const secret of secrets) expect({ secret, onDisk: text.includes(secret) }).toEqual({ secret, onDisk: false });

  // …and after a restart, from the hashes alone.
  const again = await start();
  expect(again.apiToken).toBe(server.apiToken);
  expect((await call(again.apiUrl, rotated.body.token, "GET", `${O}/apikeys`)).status).toBe(200);
  expect((await call(again.apiUrl, key.body.token, "GET", `${O}/apikeys`)).status).toBe(401);
  expect((await gateway(again.gatewayPublicUrl, basic("alice", userPassword)).get("/db/_session")).body.userCtx.name).toBe("alice");
  expect((await gateway(again.gatewayPublicUrl, basic("alice", "wrong-password")).get("/db/_session")).status).toBe(401);
  // Roles persist like users, and still give their users their channels.
  const againAdmin = gateway(again.gatewayAdminUrl, basic(again.gatewayAdminUsername, again.gatewayAdminPassword));
  expect((await againAdmin.get("/db/_role/staff")).body).toEqual({ name: "staff", admin_channels: ["stock"], all_channels: ["stock"] });
  expect((await againAdmin.get("/db/_user/alice")).body).toMatchObject({ admin_roles: ["staff"], all_channels: ["!", "stock"] });
  const cookie = `SyncGatewaySession=${session.body.session_id}`;
  expect((await call(again.gatewayPublicUrl, undefined, "GET", "/db/_session", undefined, { headers: { cookie } })).body.userCtx.name).toBe("alice");
  const adminUser = gateway(again.gatewayAdminUrl, basic("ops", adminPassword));
  expect((await adminUser.get("/db/_config")).status).toBe(403); // authenticated (a self-managed db is not the user's)
  expect((await gateway(again.gatewayAdminUrl, basic("ops", "Wr0ng!password")).get("/db/_config")).status).toBe(401);
});

test("a write appends only what it changed: at 400 objects one more write costs well under 2 KB", async () => {
  const server = await start();
  const api = client({ apiUrl: server.apiUrl, token: server.apiToken });
  const { O } = paths(server);
  await Promise.all(
    Array.from({ length: 400 }, (_, i) => api.post(`${O}/apikeys`, { name: `k${i}`, description: "x".repeat(200), organizationRoles: ["organizationMember"] })),
  );
  const before = journalBytes();
  expect(before).toBeGreaterThan(400 * 300); // the 400 keys are there
  expect((await api.post(`${O}/apikeys`, { name: "one-more", organizationRoles: ["organizationMember"] })).status).toBe(201);
  expect(journalBytes() - before).toBeGreaterThan(0);
  expect(journalBytes() - before).toBeLessThan(2048);
});

test("a route that writes its own answer (JavaScript, CSV) answers once, after the commit: GET and HEAD, and the server stays up", async () => {
  const server = await start();
  const api = client({ apiUrl: server.apiUrl, token: server.apiToken });
  const { O, C, A } = paths(server);
  const svc = await api.post(`${C}/appservices`, { name: "svc" });
  await api.control("POST", "clock", { advanceMs: 60_000 });
  await api.post(`${C}/buckets`, { name: "travel" });
  expect((await api.post(`${A(svc.body.id)}/appEndpoints`, { name: "ep", bucket: "travel" })).status).toBe(201);
  const acf = `${A(svc.body.id)}/appEndpoints/ep/accessControlFunction`;
  for (let i = 0; i < 3; i++) {
    const js = await api.get(acf);
    expect({ status: js.status, type: js.headers["content-type"] }).toEqual({ status: 200, type: expect.stringMatching(/^application\/javascript/) });
    expect(js.text).toMatch(/^function/);
    expect((await call(server.apiUrl, server.apiToken, "HEAD", acf)).status).toBe(200);
    const csv = await api.post(`${O}/billing/categorized`, { startDate: "2026-01-01", endDate: "2026-01-31" }, { headers: { accept: "text/csv" } });
    expect({ status: csv.status, type: csv.headers["content-type"] }).toEqual({ status: 200, type: expect.stringMatching(/^text\/csv/) });
  }
  expect((await api.post(`${O}/apikeys`, { name: "still-up", organizationRoles: ["organizationMember"] })).status).toBe(201);
});

test("reads and refused requests write nothing", async () => {
  const server = await start();
  const api = client({ apiUrl: server.apiUrl, token: server.apiToken });
  const { O } = paths(server);
  await api.post(`${O}/apikeys`, { name: "k", organizationRoles: ["organizationMember"] });
  const before = journalBytes();
  for (let i = 0; i < 10; i++) {
    expect((await api.get(`${O}/apikeys`)).status).toBe(200);
    expect((await call(server.apiUrl, "not-a-token", "POST", `${O}/apikeys`, { name: "x", organizationRoles: ["organizationMember"] })).status).toBe(401);
    expect((await api.delete(`${O}/apikeys/${"0".repeat(32)}`)).status).toBe(404);
    expect((await api.post(`${O}/apikeys`, { name: 5 })).status).toBe(400);
  }
  expect(journalBytes()).toBe(before);
});

test("compaction: the journal is folded into a snapshot in the background and a restart finds every write", async () => {
  const server = await start({ compactBytes: 16 * 1024 });
  const api = client({ apiUrl: server.apiUrl, token: server.apiToken });
  const { O } = paths(server);
  const ids: string[] = [];
  for (let round = 0; round < 6; round++) {
    const made = await Promise.all(
      Array.from({ length: 20 }, (_, i) => api.post(`${O}/apikeys`, { name: `c${round}-${i}`, description: "y".repeat(300), organizationRoles: ["organizationMember"] })),
    );
    ids.push(...made.map((r) => r.body.id as string));
  }
  await api.delete(`${O}/apikeys/${ids[0]}`);
  await stop(server);
  const names = fs.readdirSync(path.join(dir, "data"));
  expect(names).toContain("snapshot.json");
  // Older journal files go once the snapshot holds their lines.
  expect(names.filter((n) => n.startsWith("journal-")).length).toBeLessThanOrEqual(2);
  // The journal outgrows neither the threshold nor the snapshot by more than a batch of commits.
  const snapshotBytes = fs.statSync(path.join(dir, "data", "snapshot.json")).size;
  expect(snapshotBytes).toBeGreaterThan(100 * 300);
  expect(journalBytes()).toBeLessThan(Math.max(16 * 1024, snapshotBytes) + 20 * 1024);

  const again = await start({ compactBytes: 16 * 1024 });
  const listed = (await client({ apiUrl: again.apiUrl, token: again.apiToken }).get(`${O}/apikeys?perPage=100&page=1`)).body;
  expect(listed.cursor.pages.totalItems).toBe(ids.length); // 120 made, one deleted, plus the bootstrap key
  const all: string[] = [];
  for (let page = 1; page <= 2; page++) {
    all.push(...(await client({ apiUrl: again.apiUrl, token: again.apiToken }).get(`${O}/apikeys?perPage=100&page=${page}`)).body.data.map((k: { id: string }) => k.id));
  }
  for (const id of ids.slice(1)) expect(all).toContain(id);
  expect(all).not.toContain(ids[0]);
});

test("a restart reports the bootstrap token it is given (either form) only while that token authenticates as the bootstrap key", async () => {
  const restarted = async (given: string | undefined) => {
    const server = await start({ bootstrapToken: given });
    const token = server.apiToken;
    await stop(server);
    return token;
  };
  const fixed = "fixed-bootstrap-token_not-base64-of-id-and-secret";
  const first = await start({ bootstrapToken: fixed });
  const O = `/v4/organizations/${first.organizationId}`;
  const other = (await call(first.apiUrl, fixed, "POST", `${O}/apikeys`, { name: "other", organizationRoles: ["organizationOwner"] })).body.token as string;
  await stop(first);
  expect(await restarted(fixed)).toBe(fixed);
  // Another key's token authenticates, but not as the bootstrap key; a stranger's not at all.
  expect(await restarted(other)).toBe("");
  expect(await restarted("some-other-token")).toBe("");

  // Rotated to a secret the caller chose: the old token is gone, the new one (id:secret) is it.
  const again = await start({ bootstrapToken: fixed });
  const rotated = await call(again.apiUrl, fixed, "POST", `${O}/apikeys/${again.apiKeyId}/rotate`, { secret: "Chosen-secret_".padEnd(64, "x") });
  expect(rotated.status).toBe(200);
  await stop(again);
  expect(await restarted(fixed)).toBe("");
  expect(await restarted(rotated.body.token)).toBe(rotated.body.token);
});

test("one server per directory, in one process too; stale temporary files are removed at start", async () => {
  const first = await start();
  await expect(start()).rejects.toThrow(/data directory .*data is in use by process \d+/);
  await stop(first);
  const stale = path.join(dir, "data", "snapshot.json.12345.tmp");
  fs.writeFileSync(stale, "half a snapshot");
  await start();
  expect(fs.existsSync(stale)).toBe(false);
});

test("a data directory of the older whole-snapshot format is refused with a clear message", async () => {
  fs.mkdirSync(path.join(dir, "data"));
  fs.writeFileSync(path.join(dir, "data", "world.json"), JSON.stringify({ format: 1, clockOffsetMs: 0, tables: {} }));
  await expect(start()).rejects.toThrow(/world\.json was written by an older dbplane-server/);
  // …and it does not keep the directory locked.
  fs.rmSync(path.join(dir, "data", "world.json"));
  await start();
});

test("servers starting at once on a directory with a stale or half-made lock: exactly one holds it, the others are told who does", async () => {
  // Each process opens the directory, says whether it holds it, and keeps it until stdin closes.
  const dataDirJs = JSON.stringify(path.resolve(__dirname, "..", "..", "dist", "conformance", "core", "dataDir.js"));
  const script = `const { DataDir, DataDirLocked } = require(${dataDirJs});
    try { DataDir.open(process.argv[1]); console.log("held"); process.stdin.resume(); process.stdin.on("end", () => process.exit(0)); }
    catch (e) { console.log(e instanceof DataDirLocked ? "locked " + e.pid : "error " + e.message); }`;
  const { spawn, spawnSync } = await import("node:child_process");
  const dead = spawnSync(process.execPath, ["-e", "0"]).pid!;
  const data = path.join(dir, "data");
  for (let round = 0; round < 8; round++) {
    fs.mkdirSync(data, { recursive: true });
    // A dead server's lock, or (an older version's crash) an empty one.
    fs.writeFileSync(path.join(data, "lock"), round % 2 ? `${dead}\n` : "");
    const children = Array.from({ length: 5 }, () => spawn(process.execPath, ["-e", script, data], { stdio: ["pipe", "pipe", "inherit"] }));
    const exited = children.map((child) => new Promise((resolve) => child.once("exit", resolve)));
    const said = await Promise.all(
      children.map((child) => new Promise<string>((resolve) => child.stdout!.once("data", (d) => resolve(String(d).trim())))),
    );
    const holder = children[said.indexOf("held")]?.pid;
    expect({ round, held: said.filter((s) => s === "held").length }).toEqual({ round, held: 1 });
    expect(said.filter((s) => s !== "held")).toEqual(Array(4).fill(expect.stringMatching(/^locked \d+$/)));
    expect(JSON.parse(fs.readFileSync(path.join(data, "lock"), "utf8"))).toMatchObject({ pid: holder, host: os.hostname() });
    for (const child of children) child.stdin!.end();
    await Promise.all(exited);
    fs.rmSync(data, { recursive: true, force: true });
  }

  // The moment the race turns on, held still: while a live server is taking a stale lock over
  // (its guard names it), another one starting is told so and leaves the lock alone.
  fs.mkdirSync(data, { recursive: true });
  fs.writeFileSync(path.join(data, "lock"), `${dead}\n`);
  fs.writeFileSync(path.join(data, "lock.takeover"), `${process.pid}\n`);
  const late = spawnSync(process.execPath, ["-e", script, data], { input: "", encoding: "utf8" });
  expect(late.stdout.trim()).toBe(`locked ${process.pid}`);
  expect(fs.readFileSync(path.join(data, "lock"), "utf8")).toBe(`${dead}\n`);
}, 120_000);

test("files are read and written record by record: with 61-byte chunks, documents and keys (multi-byte text across every boundary, a compaction, a torn last line) come back after restarts", async () => {
  const opts = { ioChunkBytes: 61, compactBytes: 4096 };
  const server = await start(opts);
  const api = client({ apiUrl: server.apiUrl, token: server.apiToken });
  const admin = gateway(server.gatewayAdminUrl, basic(server.gatewayAdminUsername, server.gatewayAdminPassword));
  expect((await admin.put("/db/", { bucket: "db" })).status).toBe(201);
  expect((await admin.put("/db/_user/alice", { name: "alice", password: "alice-password", admin_channels: ["*"] })).status).toBe(201);
  const alice = (s: ConformanceServer) => gateway(s.gatewayPublicUrl, basic("alice", "alice-password"));
  const text = (i: number) => `é${"ü€😀".repeat(i % 7)}-${"x".repeat(i * 13)}`; // 2-, 3- and 4-byte characters
  const puts = await Promise.all(Array.from({ length: 40 }, (_, i) => alice(server).put(`/db/doc-${i}`, { i, text: text(i) })));
  expect(puts.map((r) => r.status)).toEqual(Array(40).fill(201));
  const keys = await Promise.all(Array.from({ length: 20 }, (_, i) => api.post(`${paths(server).O}/apikeys`, { name: `k${i}`, description: text(i % 10), organizationRoles: ["organizationMember"] })));
  await stop(server);
  expect(fs.readdirSync(path.join(dir, "data"))).toContain("snapshot.json");

  const check = async (s: ConformanceServer) => {
    const docs = await Promise.all(Array.from({ length: 40 }, (_, i) => alice(s).get(`/db/doc-${i}`)));
    docs.forEach((d, i) => expect(d.body).toMatchObject({ i, text: text(i) }));
    const listed = (await client({ apiUrl: s.apiUrl, token: s.apiToken }).get(`${paths(s).O}/apikeys?perPage=100`)).body.data;
    keys.forEach((k, i) => expect(listed.find((l: { id: string }) => l.id === k.body.id)).toMatchObject({ name: `k${i}`, description: text(i % 10) }));
  };
  const again = await start(opts);
  await check(again);
  await stop(again);

  // A commit torn mid-line (never acknowledged) is cut off the last journal file; the rest stays.
  const last = dataFiles().filter((f) => /journal-\d+\.log$/.test(f)).sort().pop()!;
  const whole = fs.statSync(last).size;
  fs.appendFileSync(last, `{"seq":999999,"rows":[["x","y","${"é".repeat(100)}`);
  const third = await start(opts);
  await check(third);
  expect(fs.statSync(last).size).toBe(whole);
}, 60_000);

test("a restart holds one record at a time, never a file: a 48 MiB journal reopens under a 16 MiB heap", async () => {
  // One row written 24 times at 2 MiB: the journal is three times the heap, the state small.
  const data = path.join(dir, "data");
  fs.mkdirSync(data);
  const journal = fs.openSync(path.join(data, "journal-000000000001.log"), "w");
  for (let seq = 1; seq <= 24; seq++) fs.writeSync(journal, `{"seq":${seq},"rows":[["docs","big",{"seq":${seq},"body":"${String(seq % 10).repeat(2 << 20)}"}]]}\n`);
  fs.closeSync(journal);
  const lib = (m: string) => JSON.stringify(path.resolve(__dirname, "..", "..", "dist", "conformance", "core", m));
  const script = `const { DataDir } = require(${lib("dataDir.js")}); const { Store } = require(${lib("store.js")});
    (async () => {
      const dir = DataDir.open(process.argv[1]);
      const { store } = await Store.open(dir, { compactBytes: 1e12 });
      const row = store.table("docs").get("big");
      console.log(JSON.stringify({ seq: row.seq, bytes: row.body.length }));
      await store.close(); dir.release();
    })();`;
  const { spawnSync } = await import("node:child_process");
  const read = spawnSync(process.execPath, ["--max-old-space-size=16", "-e", script, data], { encoding: "utf8" });
  expect({ status: read.status, stderr: read.stderr }).toEqual({ status: 0, stderr: "" });
  expect(JSON.parse(read.stdout)).toEqual({ seq: 24, bytes: 2 << 20 });
});

test("--data-dir on a non-empty directory it did not make is refused, touching nothing; one it made resumes (an older version's, unmarked, too)", async () => {
  const data = path.join(dir, "data");
  fs.mkdirSync(path.join(data, "photos"), { recursive: true });
  fs.writeFileSync(path.join(data, "notes.txt"), "mine");
  fs.writeFileSync(path.join(data, "draft.tmp"), "keep me");
  for (const [f, mode] of [[data, 0o755], [path.join(data, "photos"), 0o755], [path.join(data, "notes.txt"), 0o644], [path.join(data, "draft.tmp"), 0o644]] as const) fs.chmodSync(f, mode);
  const listing = () => [data, ...fs.readdirSync(data).map((n) => path.join(data, n))].map((f) => ({ f, mode: fs.statSync(f).mode & 0o777, mtime: fs.statSync(f).mtimeMs }));
  const before = listing();
  await expect(start()).rejects.toThrow(
    `--data-dir ${data} is not empty and was not made by dbplane-server (it holds draft.tmp, notes.txt, photos); it is left untouched: choose a new or empty directory`,
  );
  expect(listing()).toEqual(before);
  expect(fs.readFileSync(path.join(data, "draft.tmp"), "utf8")).toBe("keep me");
  fs.rmSync(data, { recursive: true });

  // An empty existing directory is taken; a restart resumes it, marked or not.
  fs.mkdirSync(data);
  const first = await start();
  const { O } = paths(first);
  expect((await client({ apiUrl: first.apiUrl, token: first.apiToken }).post(`${O}/apikeys`, { name: "kept", organizationRoles: ["organizationMember"] })).status).toBe(201);
  await stop(first);
  const marker = fs.readdirSync(data).filter((n) => !/^(lock|secret\.key|snapshot\.json|journal-\d+\.log)$/.test(n));
  expect(marker).toEqual(["dbplane-data-dir.json"]);
  fs.rmSync(path.join(data, marker[0])); // as an earlier version left it
  const again = await start();
  expect((await client({ apiUrl: again.apiUrl, token: again.apiToken }).get(`${O}/apikeys`)).body.data.map((k: { name: string }) => k.name)).toContain("kept");
  expect(fs.readdirSync(data)).toContain(marker[0]);
});

test("the lock is a lease: a holder in another PID namespace is judged by its renewals, not its pid; a lapsed lease is taken over; a holder whose lock was taken stops writing", async () => {
  const data = path.join(dir, "data");
  fs.mkdirSync(data);
  const lock = path.join(data, "lock");
  const { spawnSync } = await import("node:child_process");
  const dead = spawnSync(process.execPath, ["-e", "0"]).pid!;
  // Another container's server: its pid means nothing here (alive or not), its lease everything.
  const foreign = (pid: number) => `${JSON.stringify({ host: "other-container", pid, started: "2026-11-26T08:00:00.000Z", leaseMs: 1500, pidNamespace: "pid:[4026599999]", boot: "b", token: "theirs" })}\n`;
  for (const pid of [dead, process.pid]) {
    fs.writeFileSync(lock, foreign(pid));
    await expect(start()).rejects.toThrow(
      new RegExp(`data directory .*data is in use by process ${pid} on host other-container \\(started 2026-11-26T08:00:00.000Z, lease renewed \\d s ago\\)`),
    );
    expect(fs.readFileSync(lock, "utf8")).toBe(foreign(pid));
  }
  // Unrenewed for longer than its lease: a crashed holder; taken over.
  const past = new Date(Date.now() - 2000);
  fs.utimesSync(lock, past, past);
  const server = await start({ lockLeaseMs: 4000 });
  expect(JSON.parse(fs.readFileSync(lock, "utf8"))).toMatchObject({ pid: process.pid, host: os.hostname(), leaseMs: 4000 });
  const renewed = fs.statSync(lock).mtimeMs;
  await new Promise((r) => setTimeout(r, 1000));
  expect(fs.statSync(lock).mtimeMs).toBeGreaterThan(renewed);

  // Its own lock taken from it (a stalled holder's lease lapsed elsewhere): it writes nothing more.
  const api = client({ apiUrl: server.apiUrl, token: server.apiToken });
  const { O } = paths(server);
  expect((await api.post(`${O}/apikeys`, { name: "before", organizationRoles: ["organizationMember"] })).status).toBe(201);
  fs.writeFileSync(lock, foreign(dead));
  await new Promise((r) => setTimeout(r, 900));
  const bytes = journalBytes();
  const refused = await api.post(`${O}/apikeys`, { name: "after", organizationRoles: ["organizationMember"] });
  expect(refused.status).toBe(503);
  expect(refused.body.message).toMatch(/no longer holds its data directory: another server took .*data over \(the lock is now held by process \d+ on host other-container/);
  expect(journalBytes()).toBe(bytes);
  await stop(server);
  expect(fs.readFileSync(lock, "utf8")).toBe(foreign(dead)); // not its lock to remove
});
