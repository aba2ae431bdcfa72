import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import * as dbplane from "dbplane";
import { paths } from "../support/conformance";
import { Engine, errorLines, lossyProxy, ofName, ProviderHost, startProviderEnv, type ProviderEnv } from "../support/engine";

/** How the provider runs inside Pulumi: the serialized shim, moving the program, credentials
 *  from stack config or the environment, and a create whose response is lost. */

const ROOT = path.resolve(__dirname, "..", "..");

let env: ProviderEnv;
let O: string;
const hosts: ProviderHost[] = [];
const dirs: string[] = [];

beforeAll(async () => {
  env = await startProviderEnv();
  O = paths(env.target).O;
});
afterAll(async () => {
  for (const host of hosts) await host.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  await env?.close();
});

const keyProgram = (name: string, rotation?: number) => () => {
  new dbplane.ApiKey(name, { organizationId: env.target.organizationId, name, organizationRoles: ["organizationOwner"], rotation });
};

async function startHost(opts: Parameters<typeof ProviderHost.start>[0]) {
  const host = await ProviderHost.start(opts);
  hosts.push(host);
  return host;
}

/** A program directory elsewhere with its own node_modules: `dbplane` and `@pulumi` linked in. */
function programDir(withDbplane = true): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dbplane-program-"));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, "node_modules"));
  fs.symlinkSync(path.join(ROOT, "node_modules", "@pulumi"), path.join(dir, "node_modules", "@pulumi"), "dir");
  if (withDbplane) fs.symlinkSync(ROOT, path.join(dir, "node_modules", "dbplane"), "dir");
  fs.writeFileSync(path.join(dir, "Pulumi.yaml"), "name: moved\nruntime: nodejs\n");
  return dir;
}

describe("the serialized provider", () => {
  test("is a small shim that requires dbplane by name: no paths, no inlined code, no credentials", async () => {
    const engine = env.engine();
    const report = await engine.up(keyProgram("shim-1"));
    expect(report.errors).toEqual([]);
    const text: string = ofName(report.registrations, "shim-1").inputs.__provider;
    expect(text.length).toBeLessThan(4096);
    expect(text).toContain('require("dbplane").__providers[kind]');
    expect(text).toContain('kind: "ApiKey"');
    expect(text).not.toMatch(/\/work\/|\/tmp\/|\/home\/|node_modules|[A-Za-z]:\\/);
    expect(text).not.toContain(env.target.token);
    expect(text).not.toContain(env.target.apiUrl);
    // Nothing from the package is inlined: no HTTP client, no zod, no spec.
    expect(text).not.toMatch(/undici|zod|apikeys|Pool/);
    // Credentials are neither inputs nor outputs.
    const entry = engine.resource("shim-1")!;
    expect(JSON.stringify({ ...entry.inputs, __provider: 0 })).not.toContain(env.target.apiUrl);
    expect(JSON.stringify({ ...entry.outputs, __provider: 0 })).not.toContain(env.target.apiUrl);
    await engine.destroy();
  });

  test("a resource created from one directory is updated and deleted from a copy of the program elsewhere", async () => {
    const engine = env.engine();
    expect((await engine.up(keyProgram("moved-1"))).errors).toEqual([]);
    const created = engine.resource("moved-1")!;

    const dir = programDir();
    const moved = await startHost({ cwd: dir });
    await moved.configure({ "dbplane:apiUrl": env.target.apiUrl, "dbplane:apiToken": env.target.token }, ["dbplane:apiToken"]);
    const elsewhere = new Engine(moved, JSON.parse(JSON.stringify(engine.state)));
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      const update = await elsewhere.up(keyProgram("moved-1", 1));
      expect(update).toMatchObject({ updates: ["moved-1"], errors: [] });
      expect(elsewhere.resource("moved-1")!.id).toBe(created.id);
      expect(elsewhere.resource("moved-1")!.outputs.token).not.toBe(created.outputs.token);
      const destroy = await elsewhere.destroy();
      expect(destroy).toMatchObject({ deletes: ["moved-1"], errors: [] });
    } finally {
      process.chdir(cwd);
    }
    expect((await env.api.get(`${O}/apikeys/${created.id}`)).status).toBe(404);
  });

  test("the shim resolves dbplane from the program's directory (without it installed, it fails to load)", async () => {
    const engine = env.engine();
    expect((await engine.up(keyProgram("noinstall-1"))).errors).toEqual([]);
    const bare = await startHost({ cwd: programDir(false) });
    await bare.configure({ "dbplane:apiUrl": env.target.apiUrl, "dbplane:apiToken": env.target.token });
    const report = await new Engine(bare, JSON.parse(JSON.stringify(engine.state))).destroy();
    expect(errorLines(report)).toEqual([expect.stringMatching(/Cannot find module 'dbplane'/)]);
    await engine.destroy();
  });
});

describe("configuration", () => {
  test("the environment is the fallback when the stack config has no dbplane keys", async () => {
    const host = await startHost({ env: { DBPLANE_API_URL: env.target.apiUrl, DBPLANE_API_TOKEN: env.target.token } });
    await host.configure({ "aws:region": "eu-west-1" });
    const engine = new Engine(host);
    expect((await engine.up(keyProgram("env-1"))).errors).toEqual([]);
    expect((await engine.destroy()).errors).toEqual([]);
  });

  test("the stack config wins over the environment", async () => {
    const host = await startHost({ env: { DBPLANE_API_URL: "http://127.0.0.1:9", DBPLANE_API_TOKEN: "wrong" } });
    await host.configure({ "dbplane:apiUrl": env.target.apiUrl, "dbplane:apiToken": env.target.token }, ["dbplane:apiToken"]);
    const engine = new Engine(host);
    expect((await engine.up(keyProgram("config-1"))).errors).toEqual([]);
    expect((await engine.destroy()).errors).toEqual([]);
  });

  test("without credentials the error says how to set them; preview needs none", async () => {
    const host = await startHost({ env: { DBPLANE_API_URL: undefined, DBPLANE_API_TOKEN: undefined } });
    await host.configure({});
    const engine = new Engine(host);
    expect((await engine.preview(keyProgram("nocreds-1"))).creates).toEqual(["nocreds-1"]);
    const report = await engine.up(keyProgram("nocreds-1"));
    expect(errorLines(report)).toEqual([expect.stringContaining("pulumi config set dbplane:apiUrl")]);
  });

  test("a URL setting that is not http(s), or carries credentials, is refused naming the setting and never shown", async () => {
    for (const [url, why] of [
      ["ftp://files.example.com", /API URL is not an absolute http\(s\) URL.*pulumi config set dbplane:apiUrl/],
      ["https://admin:Sup3r-secret@api.example.com", /API URL must not carry credentials/],
    ] as const) {
      const host = await startHost({ env: { DBPLANE_API_URL: undefined, DBPLANE_API_TOKEN: undefined } });
      await host.configure({ "dbplane:apiUrl": url, "dbplane:apiToken": env.target.token }, ["dbplane:apiToken"]);
      const report = await new Engine(host).up(keyProgram("badurl-1"));
      expect(errorLines(report)).toEqual([expect.stringMatching(why)]);
      expect(errorLines(report)[0]).not.toContain(url);
      expect(errorLines(report)[0]).not.toContain("Sup3r-secret");
    }
  });

  test("a rejected token gives a 401 error line that never shows the token", async () => {
    const host = await startHost({ env: { DBPLANE_API_URL: undefined, DBPLANE_API_TOKEN: undefined } });
    await host.configure({ "dbplane:apiUrl": env.target.apiUrl, "dbplane:apiToken": "not-a-valid-token-value" }, ["dbplane:apiToken"]);
    const report = await new Engine(host).up(keyProgram("badtoken-1"));
    expect(errorLines(report)).toEqual([expect.stringMatching(/^ApiKey badtoken-1: dbplane: [A-Z]+ \S+ failed: 401 \(code \d+\) /)]);
    expect(errorLines(report)[0]).not.toContain("not-a-valid-token-value");
    // (the API's hint may name the header; the header's value never appears)
    expect(errorLines(report)[0]).not.toMatch(/Bearer (?!<token>)/);
  });
});

describe("the engine's connection to the host (its own thread, protobufjs on the wire)", () => {
  const userProgram = (inputs: object) => () => {
    new dbplane.GatewayUser("wire-1", { database: "wire", name: "wire-1", ...inputs });
  };

  test("strings (non-ASCII, astral, 100 KB), booleans, numbers and lists cross it both ways unchanged", async () => {
    const engine = env.engine();
    const registered = ofName((await engine.preview(userProgram({}))).registrations, "wire-1");
    const long = "ü🙂".repeat(34_000);
    const news = { ...registered.inputs, name: "wire-ünï-ユーザー", adminChannels: ["ü", "🙂", long, "a\u0000b"], disabled: true, email: "é@example.com" };
    const checked = await engine.host.check(registered.urn, {}, news);
    expect(checked.failures).toEqual([]);
    expect(checked.inputs).toEqual(news);

    const key = ofName((await engine.preview(() => new dbplane.ApiKey("wire-key", { organizationId: "o", name: "wire-key", organizationRoles: ["organizationOwner"], rotation: 2.5 }))).registrations, "wire-key");
    expect((await engine.host.check(key.urn, {}, key.inputs)).inputs.rotation).toBe(2.5);
  });

  test("a diff's answer and a check's failures come back whole", async () => {
    const engine = env.engine();
    const { urn, inputs } = ofName((await engine.preview(userProgram({ adminChannels: ["a"] }))).registrations, "wire-1");
    const diff = await engine.host.diff(urn, "wire/wire-1", { ...inputs, allChannels: [], roles: [] }, { ...inputs, database: "other" }, inputs);
    expect(diff).toEqual({ changes: "some", replaces: ["database"], deleteBeforeReplace: expect.any(Boolean) });
    const failed = await engine.host.check(urn, {}, { ...inputs, adminChannels: [""] });
    expect(failed.failures).toEqual([{ property: "adminChannels[0]", reason: expect.stringMatching(/\S/) }]);
  });

  test("after close (twice: the second waits for the first), a call is refused at once with a clear error", async () => {
    const host = await startHost({});
    await Promise.all([host.close(), host.close()]);
    await host.close();
    await expect(host.check("urn:pulumi:s::p::t::n", {}, {})).rejects.toThrow("the provider host is closed");
  });
});

describe("a create whose response is lost", () => {
  test("is found by name instead of posted again: one key, and a fresh token by rotation", async () => {
    // The first POST to the key collection is processed, and its answer lost.
    const proxy = await lossyProxy(env.target.apiUrl, (method, url) => method === "POST" && /\/apikeys$/.test(url));
    try {
      const engine = new Engine(await env.hostFor(proxy.url));
      await env.clearRequests();
      const report = await engine.up(keyProgram("lost-1"));
      expect(report).toMatchObject({ creates: ["lost-1"], errors: [] });
      const keys = ((await env.api.get(`${O}/apikeys?perPage=100`)).body.data as Array<{ id: string; name: string }>).filter(
        (k) => k.name === "lost-1",
      );
      expect(keys).toHaveLength(1);
      const entry = engine.resource("lost-1")!;
      expect(entry.id).toBe(keys[0].id);
      const writes = (await env.requests({ writes: true })).map((r) => `${r.method} ${r.path}`);
      expect(writes).toEqual([`POST ${O}/apikeys`, `POST ${O}/apikeys/${entry.id}/rotate`]);
      const me = await env.api.get(`${O}/apikeys/${entry.id}`, undefined, { headers: { authorization: `Bearer ${entry.outputs.token}` } });
      expect(me.status).toBe(200);
      expect((await engine.destroy()).errors).toEqual([]);
    } finally {
      await proxy.close();
    }
  });
});
