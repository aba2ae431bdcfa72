import { spawn, type ChildProcess } from "node:child_process";
import * as fs from "node:fs";
import { createServer, type Server } from "node:net";
import * as os from "node:os";
import * as path from "node:path";
import * as readline from "node:readline";
import { clientsFrom, CONFIG_ENV } from "../../provider/config";

/** `npm start` as a newcomer meets it: the real npm script (port check, build, runner) on free
 *  ports. It prints the ids, stack outputs, commands and `export` lines that work as printed;
 *  its state file is its owner's alone; SIGTERM to npm frees the ports; a port already taken,
 *  or a state directory in use, is reported at once, before the build. */

const ROOT = path.resolve(__dirname, "..", "..");
let stateDir: string;

beforeAll(() => {
  stateDir = fs.mkdtempSync(path.join(os.tmpdir(), "dbplane-npm-start-"));
});
afterAll(() => {
  fs.rmSync(stateDir, { recursive: true, force: true });
});

const startEnv = (ports: number[]): NodeJS.ProcessEnv => ({
  ...process.env,
  DBPLANE_STATE_DIR: stateDir,
  DBPLANE_API_PORT: String(ports[0]),
  DBPLANE_GATEWAY_PUBLIC_PORT: String(ports[1]),
  DBPLANE_GATEWAY_ADMIN_PORT: String(ports[2]),
  DBPLANE_TRANSITION_MS: "50",
});

function npmStart(ports: number[]): ChildProcess {
  return spawn("npm", ["start", "--silent"], { cwd: ROOT, env: startEnv(ports), stdio: ["ignore", "pipe", "pipe"] });
}

/** How the child ends: its exit code, and its stdout and stderr together. */
async function outcome(child: ChildProcess): Promise<{ code: number | null; out: string }> {
  let out = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  const code = await exited(child);
  return { code, out };
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode);
    child.once("exit", (code) => resolve(code));
  });

test("prints the ids, the stack outputs, curl commands and export lines that work as printed; keeps its state 0600; SIGTERM frees the ports", async () => {
  const ports = await freePorts(3);
  // A state file left world-readable (as an earlier version wrote it): rewritten 0600.
  const stackFile = path.join(stateDir, "quickstart-stack.json");
  fs.writeFileSync(stackFile, '{ "resources": [] }\n', { mode: 0o644 });
  fs.chmodSync(stackFile, 0o644);
  const child = npmStart(ports);
  const lines: string[] = [];
  let stderr = "";
  child.stderr!.on("data", (d) => (stderr += d));
  try {
    await new Promise<void>((resolve, reject) => {
      readline.createInterface({ input: child.stdout! }).on("line", (line) => {
        lines.push(line);
        if (line.startsWith('{"ready":true')) resolve();
      });
      child.once("exit", (code) => reject(new Error(`npm start exited ${code}:\n${lines.join("\n")}\n${stderr}`)));
    });
    const text = lines.join("\n");
    const seed = await (await fetch(`http://127.0.0.1:${ports[0]}/_conformance/seed`)).json();
    for (const id of [seed.organizationId, seed.projectId, seed.clusterId]) expect(text).toContain(id);
    // Every cluster not holding the quickstart's App Service is offered for the user's own.
    expect(text).toMatch(/clusterId +[0-9a-f-]{36} +\(gcp; free for an App Service of your own\)/);
    expect(text).toMatch(/^ {2}publicURL +http:\/\/127\.0\.0\.1:\d+\/travel$/m);
    expect(text).toMatch(/^ {2}ciKeyToken +\[secret\]$/m);

    // The curl commands, run as printed (curl's own parsing of -H, -u and the URL).
    const curls = lines.filter((l) => l.trim().startsWith("curl "));
    expect(curls).toHaveLength(3);
    const [management, gateway, publicApi] = curls.map((l) => curl(l.trim()));
    const service = await fetch(management.url, { headers: management.headers });
    expect(service.status).toBe(200);
    expect(await service.json()).toMatchObject({ name: "mobile-backend", currentState: "healthy" });
    // The events database's configuration, on the self-managed gateway: the bookings webhook.
    expect(gateway.url).toMatch(/\/travel-events\/_config$/);
    const config = await fetch(gateway.url, { headers: gateway.headers });
    expect(config.status).toBe(200);
    expect((await config.json()).event_handlers.document_changed).toEqual([expect.objectContaining({ url: "https://hooks.example.com/travel/bookings" })]);
    const database = await fetch(publicApi.url, { headers: publicApi.headers });
    expect(database.status).toBe(200);
    expect(await database.json()).toMatchObject({ db_name: "travel" });

    // The state holds the CI key's token and the users' passwords: its owner's alone.
    expect(fs.statSync(stackFile).mode & 0o777).toBe(0o600);

    // An export line for every provider setting; with them (and nothing else) the provider
    // reaches the management API and the gateway's admin API.
    const exported = Object.fromEntries(lines.flatMap((l) => [...l.matchAll(/^ {2}export (\w+)='([^']*)'$/g)].map((m) => [m[1], m[2]])));
    expect(Object.keys(exported).sort()).toEqual(Object.values(CONFIG_ENV).sort());
    const saved = { ...process.env };
    Object.assign(process.env, exported);
    try {
      const clients = clientsFrom({}, { howToSet: () => "unused" });
      const fromManagement = await clients.management().get(new URL(management.url).pathname);
      expect(fromManagement.body).toMatchObject({ name: "mobile-backend" });
      const fromGateway = await clients.gateway(undefined, "travel-events").get(new URL(gateway.url).pathname);
      expect(fromGateway.body.event_handlers.document_changed).toHaveLength(1);
    } finally {
      for (const name of Object.values(CONFIG_ENV)) {
        if (saved[name] === undefined) delete process.env[name];
        else process.env[name] = saved[name];
      }
    }

    // A second `npm start` on the same state directory is refused at once, before the build, in
    // one line naming the directory and the variable that chooses another.
    const inUse = `npm start: the state directory ${stateDir} is in use by process`;
    const second = await outcome(npmStart(await freePorts(3)));
    expect(second.code).toBe(1);
    const holder = `${escape(inUse)} \\d+ on host ${escape(os.hostname())} \\(started [^,)]+, lease renewed \\d+ s ago\\)`;
    expect(second.out).toMatch(new RegExp(`^${holder}, perhaps an earlier \`npm start\`\\. Stop it, or choose another directory with DBPLANE_STATE_DIR\\.\n$`));
    // The same when the directory is taken after that check (the runner, straight after a build).
    const runner = spawn(process.execPath, [path.join(ROOT, "dist", "local", "quickstart.js")], { cwd: ROOT, env: startEnv(await freePorts(3)), stdio: ["ignore", "pipe", "pipe"] });
    const late = await outcome(runner);
    expect(late.code).toBe(1);
    expect(late.out).toMatch(new RegExp(`^dbplane quickstart: the state directory ${escape(stateDir)} is in use by process \\d+ on host ${escape(os.hostname())} \\(started [^)]+\\), .* DBPLANE_STATE_DIR\\.\n$`));
  } finally {
    child.kill("SIGTERM");
    await exited(child);
  }
  // npm forwarded the signal; the runner stopped the server: the ports are free again.
  for (const port of ports) expect(await canBind(port)).toBe(true);
}, 120_000);

test("a port already in use is reported at once, naming it and the variable to change", async () => {
  const [taken, ...others] = await freePorts(3);
  const blocker = await listen(taken);
  try {
    const child = npmStart([taken, ...others]);
    let out = "";
    child.stdout!.on("data", (d) => (out += d));
    child.stderr!.on("data", (d) => (out += d));
    expect(await exited(child)).toBe(1);
    expect(out).toContain(`port ${taken} (the management API) is in use`);
    expect(out).toContain("DBPLANE_API_PORT");
    // Nothing ran: no server line, no build output.
    expect(out).not.toMatch(/Conformance server|error TS/);
  } finally {
    await new Promise((r) => blocker.close(r));
  }
}, 60_000);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** `curl -s -H 'Name: value' -u 'user:password' URL` → what fetch needs. */
function curl(command: string): { url: string; headers: Record<string, string> } {
  const words = [...command.matchAll(/'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2]);
  const headers: Record<string, string> = {};
  let url = "";
  for (let i = 1; i < words.length; i++) {
    if (words[i] === "-s") continue;
    if (words[i] === "-H") {
      const [name, ...value] = words[++i].split(":");
      headers[name.trim().toLowerCase()] = value.join(":").trim();
    } else if (words[i] === "-u") headers.authorization = `Basic ${Buffer.from(words[++i]).toString("base64")}`;
    else url = words[i];
  }
  return { url, headers };
}

function listen(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}

async function canBind(port: number): Promise<boolean> {
  try {
    const server = await listen(port);
    await new Promise((r) => server.close(r));
    return true;
  } catch {
    return false;
  }
}

async function freePorts(n: number): Promise<number[]> {
  const servers = await Promise.all(Array.from({ length: n }, () => listen(0)));
  const ports = servers.map((s) => (s.address() as { port: number }).port);
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  return ports;
}
