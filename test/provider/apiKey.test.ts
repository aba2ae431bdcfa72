import * as pulumi from "@pulumi/pulumi";
import * as dbplane from "dbplane";
import { paths } from "../support/conformance";
import { CREATE_FAULTS, Engine, errorLines, expectSteady, lossyProxy, ofName, startProviderEnv, UNKNOWN, upOk, type FaultRule, type ProviderEnv, type StackState } from "../support/engine";

/** The ApiKey resource through Pulumi's real dynamic-provider host against the conformance
 *  server: lifecycle, exact diffs, rotation, validation, faults and the API calls it makes. */

let env: ProviderEnv;
let O: string;

beforeAll(async () => {
  env = await startProviderEnv();
  O = paths(env.target).O;
});
afterAll(() => env?.close());
beforeEach(() => env.clearFaultsAndRequests());

type KeyArgs = Partial<dbplane.ApiKeyArgs>;
const keyArgs = (name: string, extra: KeyArgs = {}): dbplane.ApiKeyArgs => ({
  organizationId: env.target.organizationId,
  name,
  organizationRoles: ["organizationMember"],
  ...extra,
});
const oneKey = (name: string, extra: KeyArgs = {}, opts?: pulumi.CustomResourceOptions) => () => {
  new dbplane.ApiKey(name, keyArgs(name, extra), opts);
};
const keysNamed = async (name: string) =>
  ((await env.api.get(`${O}/apikeys?perPage=100`)).body.data as Array<{ id: string; name: string }>).filter((k) => k.name === name);

describe("lifecycle", () => {
  test("create: the list (names are not unique: see below), one POST and one GET; outputs from the API; the token is a secret output", async () => {
    const engine = env.engine();
    const report = await upOk(engine, oneKey("create-1", { description: "ci key" }));
    expect(report.creates).toEqual(["create-1"]);
    const entry = engine.resource("create-1")!;
    expect((await env.requests()).map((r) => `${r.method} ${r.path.split("?")[0]}`)).toEqual([
      `GET ${O}/apikeys`,
      `POST ${O}/apikeys`,
      `GET ${O}/apikeys/${entry.id}`,
    ]);
    const [live] = await keysNamed("create-1");
    expect(entry.id).toBe(live.id);
    expect(entry.outputs).toMatchObject({
      name: "create-1",
      description: "ci key",
      expiry: 180,
      allowedCIDRs: ["0.0.0.0/0"],
      organizationRoles: ["organizationMember"],
      organizationId: env.target.organizationId,
      audit: { version: 1 },
    });
    expect(typeof entry.outputs.token).toBe("string");
    expect(ofName(report.registrations, "create-1").additionalSecretOutputs).toEqual(["token"]);
    // The token works against the API.
    expect((await env.api.get(`${O}/apikeys`, undefined, { headers: { authorization: `Bearer ${entry.outputs.token}` } })).status).not.toBe(401);
    await engine.destroy();
  });

  test("a second run and a refresh with no change report no change and make no write", async () => {
    const engine = env.engine();
    const program = oneKey("same-1", { allowedCIDRs: ["10.0.0.0/8"], organizationRoles: ["organizationMember", "projectCreator"] });
    await upOk(engine, program);
    await expectSteady(env, engine, program);
    await engine.destroy();
  });

  test("a project resource without type (the API reads it back as type 'project'): no change, also after refresh", async () => {
    const engine = env.engine();
    const program = oneKey("project-1", { organizationRoles: ["projectCreator"], resources: [{ id: env.target.projectId, roles: ["projectViewer"] }] });
    await upOk(engine, program);
    const [live] = (await keysNamed("project-1")) as Array<{ id: string; resources?: unknown }>;
    expect((await env.api.get(`${O}/apikeys/${live.id}`)).body.resources).toEqual([{ type: "project", id: env.target.projectId, roles: ["projectViewer"] }]);
    await expectSteady(env, engine, program);
    await engine.destroy();
  });

  test("roles in another order (the API keeps them as a set) are no change", async () => {
    const engine = env.engine();
    await upOk(engine, oneKey("order-1", { organizationRoles: ["organizationMember", "projectCreator"] }));
    const again = await upOk(engine, oneKey("order-1", { organizationRoles: ["projectCreator", "organizationMember", "projectCreator"] }));
    expect(again.sames).toEqual(["order-1"]);
    await engine.destroy();
  });

  test("raising rotation rotates the secret in place: same id, new token, the old token stops working", async () => {
    const engine = env.engine();
    await upOk(engine, oneKey("rotate-1", { organizationRoles: ["organizationOwner"] }));
    const before = engine.resource("rotate-1")!;
    await env.clearRequests();
    const report = await upOk(engine, oneKey("rotate-1", { organizationRoles: ["organizationOwner"], rotation: 1 }));
    expect(report).toMatchObject({ updates: ["rotate-1"], replaces: [], creates: [], deletes: [] });
    const after = engine.resource("rotate-1")!;
    expect(after.id).toBe(before.id);
    expect(after.outputs.token).not.toBe(before.outputs.token);
    expect(after.outputs.rotation).toBe(1);
    expect((await env.requests({ writes: true })).map((r) => `${r.method} ${r.path}`)).toEqual([`POST ${O}/apikeys/${before.id}/rotate`]);
    const as = (token: string) => env.api.get(`${O}/apikeys/${before.id}`, undefined, { headers: { authorization: `Bearer ${token}` } });
    expect((await as(before.outputs.token)).status).toBe(401);
    expect((await as(after.outputs.token)).status).toBe(200);
    // Lowering it back is recorded without an API call.
    await env.clearRequests();
    const lowered = await upOk(engine, oneKey("rotate-1", { organizationRoles: ["organizationOwner"], rotation: 0 }));
    expect(lowered.updates).toEqual(["rotate-1"]);
    expect(await env.requests({ writes: true })).toEqual([]);
    expect(engine.resource("rotate-1")!.outputs.token).toBe(after.outputs.token);
    await engine.destroy();
  });

  test.each<[string, KeyArgs]>([
    ["name", {}],
    ["description", { description: "changed" }],
    ["expiry", { expiry: 30 }],
    ["allowedCIDRs", { allowedCIDRs: ["192.168.0.0/16"] }],
    ["organizationRoles", { organizationRoles: ["projectCreator"] }],
  ])("a change to %s replaces the key (create before delete)", async (field, change) => {
    const engine = env.engine();
    const name = `replace-${field.toLowerCase()}`;
    await upOk(engine, oneKey(name));
    const old = engine.resource(name)!;
    const newName = field === "name" ? `${name}-renamed` : name;
    const program = () => {
      new dbplane.ApiKey(name, keyArgs(newName, change));
    };
    const preview = await engine.preview(program);
    expect(preview).toMatchObject({ replaces: [name], updates: [], creates: [] });
    await env.clearRequests();
    const report = await upOk(engine, program);
    expect(report).toMatchObject({ replaces: [name], updates: [], creates: [], deletes: [] });
    const now = engine.resource(name)!;
    expect(now.id).not.toBe(old.id);
    expect((await env.api.get(`${O}/apikeys/${old.id}`)).status).toBe(404);
    const writes = (await env.requests({ writes: true })).map((r) => r.method);
    expect(writes).toEqual(["POST", "DELETE"]);
    await engine.destroy();
  });

  test("removing the resource from the program deletes the key; a key already gone is no error", async () => {
    const engine = env.engine();
    await upOk(engine, () => {
      new dbplane.ApiKey("del-1", keyArgs("del-1"));
      new dbplane.ApiKey("del-2", keyArgs("del-2"));
    });
    const [one, two] = [engine.resource("del-1")!, engine.resource("del-2")!];
    await env.api.delete(`${O}/apikeys/${two.id}`);
    const report = await upOk(engine, () => undefined);
    expect(report.deletes.sort()).toEqual(["del-1", "del-2"]);
    expect((await env.api.get(`${O}/apikeys/${one.id}`)).status).toBe(404);
    expect(engine.state.resources).toEqual([]);
  });

  test("refresh drops a key deleted outside Pulumi; the next run creates it again", async () => {
    const engine = env.engine();
    await upOk(engine, oneKey("gone-1"));
    await env.api.delete(`${O}/apikeys/${engine.resource("gone-1")!.id}`);
    const refresh = await engine.refresh();
    expect(refresh.deletes).toEqual(["gone-1"]);
    const report = await upOk(engine, oneKey("gone-1"));
    expect(report.creates).toEqual(["gone-1"]);
    await engine.destroy();
  });

  test("adopt: true takes over the existing key with the same name instead of creating one", async () => {
    const existing = await env.api.post(`${O}/apikeys`, { name: "adopt-1", organizationRoles: ["organizationMember"] });
    const engine = env.engine();
    await env.clearRequests();
    const report = await upOk(engine, oneKey("adopt-1", { adopt: true }));
    expect(report.creates).toEqual(["adopt-1"]);
    expect(engine.resource("adopt-1")!.id).toBe(existing.body.id);
    expect(await keysNamed("adopt-1")).toHaveLength(1);
    expect(await env.requests({ writes: true })).toEqual([]);
    // Its token was never seen: rotating issues one.
    await upOk(engine, oneKey("adopt-1", { adopt: true, rotation: 1 }));
    expect(typeof engine.resource("adopt-1")!.outputs.token).toBe("string");
    await engine.destroy();
  });
});

describe("check", () => {
  test.each<[string, KeyArgs, string, RegExp]>([
    ["expiry below 0.01", { expiry: 0 }, "expiry", /-1|0\.01/],
    ["a bad CIDR", { allowedCIDRs: ["10.0.0.0/8", "300.1.1.1"] }, "allowedCIDRs[1]", /IPv4/],
    ["an unknown role", { organizationRoles: ["admin" as never] }, "organizationRoles[0]", /organizationOwner/],
    ["an empty name", { name: "" }, "name", />=1|at least|too small/i],
    ["a bad timeout", { timeouts: { create: "soon" } }, "timeouts.create", /duration/],
    ["a negative rotation", { rotation: -1 }, "rotation", />=0|too small/i],
  ])("%s fails check with the property path and the rule, before any API call", async (_label, change, property, reason) => {
    const engine = env.engine();
    const report = await engine.up(() => {
      new dbplane.ApiKey("bad", { ...keyArgs("bad"), ...change });
    });
    expect(report.failures).toEqual([expect.objectContaining({ name: "bad", property, reason: expect.stringMatching(reason) })]);
    expect(await env.requests()).toEqual([]);
  });

  test("a missing required field is reported as required", async () => {
    const engine = env.engine();
    const report = await engine.preview(() => {
      new dbplane.ApiKey("bad", { organizationId: env.target.organizationId, name: "x" } as dbplane.ApiKeyArgs);
    });
    expect(report.failures).toEqual([expect.objectContaining({ name: "bad", property: "organizationRoles", reason: "required" })]);
  });

  test("unknown values pass check in preview; an unknown immutable field means a replacement", async () => {
    const engine = env.engine();
    await upOk(engine, oneKey("unknown-2"));
    // `unknown-1` is new, so its outputs are unknown during preview; `unknown-2` takes one.
    const program = () => {
      const first = new dbplane.ApiKey("unknown-1", keyArgs("unknown-1"));
      new dbplane.ApiKey("unknown-2", keyArgs("unknown-2", { description: first.audit.apply((a) => `after ${String(a?.version)}`) }));
    };
    const preview = await engine.preview(program);
    expect(preview).toMatchObject({ creates: ["unknown-1"], replaces: ["unknown-2"], failures: [], errors: [] });
    expect(ofName(preview.registrations, "unknown-2").inputs.description).toBe(UNKNOWN);
    await env.clearRequests();
    expect(await env.requests()).toEqual([]);
    const up = await upOk(engine, program);
    expect(up).toMatchObject({ creates: ["unknown-1"], replaces: ["unknown-2"] });
    expect(engine.resource("unknown-2")!.outputs.description).toBe("after 1");
    await engine.destroy();
  });
});

describe("faults", () => {
  test.each<[string, Partial<FaultRule>]>([...CREATE_FAULTS, ["504 (ambiguous: looked up, then retried)", { status: 504 }]])("a create survives %s on the POST and creates exactly one key", async (label, rule) => {
    const name = `fault-${label.split(" ")[0]}`;
    await env.fault({ method: "POST", path: "/apikeys$", times: 1, ...rule });
    const engine = env.engine();
    const report = await upOk(engine, oneKey(name));
    expect(report.creates).toEqual([name]);
    expect(await keysNamed(name)).toHaveLength(1);
    const calls = (await env.requests()).map((r) => `${r.method} ${r.path.split("?")[0]}`);
    const posts = calls.filter((c) => c.startsWith("POST"));
    expect(posts.length).toBe(rule.status ? 2 : 1);
    // After a 502/504 the key is looked up by name before the POST is repeated; never after 429/503.
    const lookedUp = calls[calls.indexOf(posts[0]) + 1] === `GET ${O}/apikeys`;
    expect(lookedUp).toBe(rule.status === 502 || rule.status === 504);
    await engine.destroy();
  });

  test.each<[string, Partial<FaultRule>]>([
    ["{}", { answerBody: "{}" }],
    ["HTML", { answerBody: "<html><body>502 Bad Gateway</body></html>", answerContentType: "text/html" }],
    ["null", { answerBody: "null" }],
    ["a wrapped body", { answerBody: '{"data":{"kind":"apiKey"}}' }],
    ["an answer past the size cap", { answerBytes: 33 * 1024 * 1024 }],
  ])("a create answered 201 with %s makes one owner key, found by its name and recorded with a working token", async (label, rule) => {
    const name = `no-id-${label.replace(/\W+/g, "-")}`;
    await env.fault({ method: "POST", path: "/apikeys$", times: 1, ...rule });
    const engine = env.engine();
    const report = await upOk(engine, oneKey(name, { organizationRoles: ["organizationOwner"] }));
    expect(report.creates).toEqual([name]);
    const keys = await keysNamed(name);
    expect(keys).toHaveLength(1);
    const entry = engine.resource(name)!;
    expect(entry.id).toBe(keys[0].id);
    // Nobody saw the first token: the key was rotated for one the state holds.
    expect((await env.api.get(`${O}/apikeys/${entry.id}`, undefined, { headers: { authorization: `Bearer ${entry.outputs.token}` } })).status).toBe(200);
    const posts = (await env.requests({ writes: true })).map((r) => `${r.method} ${r.path.split("?")[0]}`);
    expect(posts).toEqual([`POST ${O}/apikeys`, `POST ${O}/apikeys/${entry.id}/rotate`]);
    await engine.destroy();
  });

  test("the guard of non-unique names costs one list per collection and run, however many keys the run creates", async () => {
    const engine = new Engine(await env.hostFor(env.target.apiUrl));
    const program = () => {
      for (let i = 0; i < 6; i++) new dbplane.ApiKey(`many-${i}`, keyArgs(`many-${i}`));
    };
    expect((await upOk(engine, program)).creates).toHaveLength(6);
    const calls = (await env.requests()).map((r) => `${r.method} ${r.path.split("?")[0]}`);
    expect(calls.filter((c) => c === `GET ${O}/apikeys`)).toHaveLength(1);
    expect(calls.filter((c) => c === `POST ${O}/apikeys`)).toHaveLength(6);
    await engine.destroy();
  });

  describe("names are not unique: a lookup after an ambiguous POST failure never takes over an older key of the same name", () => {
    /** A key replaced (create before delete: old and new share the name) by the engine that
     *  `failing` sets up to fail the replacement's POST. */
    async function replaceWhile(name: string, failing: (state: StackState) => Promise<Engine>) {
      const owner: KeyArgs = { organizationRoles: ["organizationOwner"] };
      const first = env.engine();
      await upOk(first, oneKey(name, owner));
      const old = first.resource(name)!;
      const engine = await failing(first.state);
      await env.clearRequests();
      const report = await upOk(engine, oneKey(name, { ...owner, description: "replaced" }));
      expect(report.replaces).toEqual([name]);
      const now = engine.resource(name)!;
      expect(now.id).not.toBe(old.id);
      expect((await keysNamed(name)).map((k) => k.id)).toEqual([now.id]);
      expect((await env.api.get(`${O}/apikeys/${old.id}`)).status).toBe(404);
      const me = await env.api.get(`${O}/apikeys/${now.id}`, undefined, { headers: { authorization: `Bearer ${now.outputs.token}` } });
      expect(me).toMatchObject({ status: 200, body: { description: "replaced" } });
      await engine.destroy();
    }

    test("a POST that failed unprocessed (502) is posted again instead of taking over the key being replaced", async () => {
      await replaceWhile("dup-1", async (state) => {
        await env.fault({ method: "POST", path: "/apikeys$", status: 502, times: 1 });
        // A provider process of its own (as each `pulumi up` has): its first create lists the keys.
        return new Engine(await env.hostFor(env.target.apiUrl), state);
      });
      const calls = (await env.requests()).map((r) => `${r.method} ${r.path.split("?")[0]} ${r.status}`);
      // The keys there before the POST, the POST, the lookup after its 502, the POST again.
      expect(calls.slice(0, 4)).toEqual([`GET ${O}/apikeys 200`, `POST ${O}/apikeys 502`, `GET ${O}/apikeys 200`, `POST ${O}/apikeys 201`]);
    });

    test("a POST processed but its answer lost finds the new key, not the one being replaced", async () => {
      const proxy = await lossyProxy(env.target.apiUrl, (method, url) => method === "POST" && /\/apikeys$/.test(url));
      try {
        await replaceWhile("dup-2", async (state) => new Engine(await env.hostFor(proxy.url), state));
        const writes = (await env.requests({ writes: true })).map((r) => `${r.method} ${r.path.replace(/[0-9A-F]{32}/g, ":id")}`);
        // The POST, a rotation for the token its lost answer held, the old key's delete, the destroy.
        expect(writes).toEqual([`POST ${O}/apikeys`, `POST ${O}/apikeys/:id/rotate`, `DELETE ${O}/apikeys/:id`, `DELETE ${O}/apikeys/:id`]);
      } finally {
        await proxy.close();
      }
    });
  });

  test("reads, rotations and deletes are retried on 429, 503 and 504", async () => {
    const engine = env.engine();
    await upOk(engine, oneKey("fault-rw", { organizationRoles: ["organizationOwner"] }));
    await env.fault({ method: "GET", path: "/apikeys/", status: 503, times: 1 });
    expect((await engine.refresh()).errors).toEqual([]);
    await env.fault({ method: "POST", path: "/rotate$", status: 429, retryAfterSeconds: 0, times: 1 });
    await upOk(engine, oneKey("fault-rw", { organizationRoles: ["organizationOwner"], rotation: 1 }));
    await env.fault({ method: "DELETE", path: "/apikeys/", status: 504, times: 1 });
    expect((await engine.destroy()).errors).toEqual([]);
    expect(await keysNamed("fault-rw")).toEqual([]);
  });

  test("a failed rotation is recorded as not done (same token, old rotation): the next up alone rotates", async () => {
    const engine = env.engine();
    const owner: KeyArgs = { organizationRoles: ["organizationOwner"] };
    await upOk(engine, oneKey("rotate-fails", owner));
    const { id, outputs: before } = engine.resource("rotate-fails")!;
    await env.fault({ method: "POST", path: "/rotate$", status: 403, code: 1002, times: 1 });
    const failed = await engine.up(oneKey("rotate-fails", { ...owner, rotation: 1 }));
    expect(errorLines(failed)).toEqual([expect.stringMatching(/^ApiKey rotate-fails: dbplane: POST .*\/rotate failed: 403 \(code 1002\)/)]);
    expect(engine.resource("rotate-fails")!.outputs).toMatchObject({ token: before.token, audit: before.audit });
    expect(engine.resource("rotate-fails")!.outputs.rotation).toBeUndefined();
    await env.clearRequests();
    expect((await upOk(engine, oneKey("rotate-fails", { ...owner, rotation: 1 }))).updates).toEqual(["rotate-fails"]);
    expect((await env.requests({ writes: true })).map((r) => `${r.method} ${r.path}`)).toEqual([`POST ${O}/apikeys/${id}/rotate`]);
    expect(engine.resource("rotate-fails")!.outputs).toMatchObject({ rotation: 1, token: expect.not.stringMatching(before.token) });
    await engine.destroy();
  });

  test("a failed read after the POST still records the key, so it is not orphaned", async () => {
    const engine = env.engine();
    await env.fault({ method: "GET", path: "/apikeys/[0-9A-F]+$", status: 403, code: 1002, times: 1 });
    const report = await engine.up(oneKey("partial-1"));
    expect(errorLines(report)).toEqual([expect.stringMatching(/^ApiKey partial-1: dbplane: GET .* failed: 403 \(code 1002\)/)]);
    const [live] = await keysNamed("partial-1");
    const entry = engine.resource("partial-1")!;
    expect(entry.id).toBe(live.id);
    expect(entry.outputs.token).toEqual(expect.any(String));
    expect(entry.outputs.__provider).toContain('require("dbplane")');
    await engine.destroy();
    expect(await keysNamed("partial-1")).toEqual([]);
  });

  test("API errors surface in one line with status, code, message and hint, and never the token", async () => {
    await env.fault({ method: "POST", path: "/apikeys$", status: 400, code: 1000, times: 1 });
    const engine = env.engine();
    const report = await engine.up(oneKey("err-1"));
    expect(report.errors).toHaveLength(1);
    const [line] = errorLines(report);
    expect(line).toMatch(new RegExp(`^ApiKey err-1: dbplane: POST ${O}/apikeys failed: 400 \\(code 1000\\) .+ Hint: .+`));
    expect(line).not.toContain(env.target.token);
    expect(line).not.toMatch(/authorization:|Bearer /i);
  });
});
