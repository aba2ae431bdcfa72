import * as dbplane from "dbplane";
import { checkInputs } from "../../provider/check";
import { unknown } from "../../provider/values";
import { appEndpointSpec } from "../../resources/appEndpoint";
import { paths } from "../support/conformance";
import { CREATE_FAULTS, errorLines, expectOk, expectSteady, ofName, startProviderEnv, UNKNOWN, type Engine, type ProviderEnv } from "../support/engine";

/** The AppEndpoint resource through Pulumi's real dynamic-provider host against the conformance
 *  server: create (waiting Starting → Online on the server's clock), exact diffs that leave the
 *  API's choices alone, the full-replace PUT, the declarative pause, replacements that delete
 *  first, OIDC left to others unless given, an endpoint that is gone (the API's 403), partial
 *  creates recorded, faults and validation. */

/** One transition step: long, so nothing moves unless the test moves the server's clock. */
const STEP = 60_000;
/** The gateway's default sync function of the default collection. */
const DEFAULT_ACF = "function(doc){channel(doc.channels);}";

let env: ProviderEnv;
let base: string;
let appServiceId: string;

const advance = (steps = 1) => env.api.control("POST", "clock", { advanceMs: steps * STEP });
const withClock = <T>(op: Promise<T>) => env.withClock(op);

beforeAll(async () => {
  env = await startProviderEnv({ transitionMs: STEP });
  const { C, A } = paths(env.target);
  appServiceId = await env.healthyAppService("endpoints-host");
  for (const name of ["travel", "hotels"]) expect((await env.api.post(`${C}/buckets`, { name })).status).toBe(201);
  base = `${A(appServiceId)}/appEndpoints`;
});
afterAll(() => env?.close());
beforeEach(() => env.clearFaultsAndRequests());

type Args = Partial<dbplane.AppEndpointArgs>;
const args = (name: string, extra: Args = {}): dbplane.AppEndpointArgs => ({
  organizationId: env.target.organizationId,
  projectId: env.target.projectId,
  clusterId: env.target.clusterId,
  appServiceId,
  name,
  bucket: "travel",
  ...extra,
});
const one = (name: string, extra: Args = {}) => () => {
  new dbplane.AppEndpoint(name, args(name, extra));
};
const live = async (name: string) => (await env.api.get(`${base}/${name}`)).body;
const writes = async () => (await env.requests({ writes: true })).map((r) => `${r.method} ${r.path.slice(base.length)}`);

/** A run that must succeed, while the server's clock moves. */
const upOk = async (engine: Engine, program: () => void) => expectOk(await withClock(engine.up(program)));

describe("lifecycle", () => {
  test("create: one POST, waits until Online; outputs are the API's, with URLs and state", async () => {
    const engine = env.engine();
    const report = await upOk(engine, one("create-1"));
    expect(report.creates).toEqual(["create-1"]);
    expect(ofName(report.registrations, "create-1").deleteBeforeReplace).toBe(true);
    const entry = engine.resource("create-1")!;
    expect(entry.id).toBe("create-1");
    expect(entry.outputs).toMatchObject({
      name: "create-1",
      bucket: "travel",
      userXattrKey: "",
      disablePublicAllDocs: false,
      deltaSyncEnabled: false,
      // What the API filled in: a CORS object that is off, the default scope and its function.
      cors: { origin: [], loginOrigin: [], headers: [], maxAge: 5, disabled: true },
      scopes: { _default: { collections: { _default: { accessControlFunction: DEFAULT_ACF } } } },
      oidcProviders: [],
      state: "Online",
      adminURL: expect.stringMatching(/\/create-1$/),
      metricsURL: expect.stringMatching(/\/_metrics$/),
      publicURL: expect.stringMatching(/\/create-1$/),
      requireResync: {},
      isRequireResync: false,
    });
    // The API's answer has neither: the resync status is its own operation.
    expect(entry.outputs.resyncState).toBeUndefined();
    expect(entry.outputs.audit).toBeUndefined();
    // Neither managed OIDC nor a pause switch was declared: none reported.
    expect(entry.outputs.oidc).toBeUndefined();
    expect(entry.outputs.paused).toBeUndefined();
    expect(await writes()).toEqual(["POST "]);
    // What the API filled in (CORS, scopes) is its choice: no change planned, no write.
    await expectSteady(env, engine, one("create-1"));
    await engine.destroy();
  });

  test("CORS given with its origins and disabled: true, as the API takes it: created, then no change", async () => {
    const engine = env.engine();
    const program = one("cors-off", { cors: { origin: ["https://app.example.com"], disabled: true } });
    await upOk(engine, program);
    expect((await live("cors-off")).cors).toEqual({ origin: ["https://app.example.com"], loginOrigin: [], headers: [], maxAge: 5, disabled: true });
    await expectSteady(env, engine, program);
    await engine.destroy();
  });

  test("a second run and a refresh with no change report no change and make no write", async () => {
    const engine = env.engine();
    const program = one("same-1", {
      cors: { origin: ["https://app.example.com"] },
      scopes: { inventory: { collections: { hotels: { accessControlFunction: "function (doc) {channel(doc.owner);}" }, airlines: {} } } },
      deltaSyncEnabled: true,
      userXattrKey: "channels",
    });
    await upOk(engine, program);
    await expectSteady(env, engine, program);
    await engine.destroy();
  });

  test("an in-place update is one full-replace PUT with every field; a removed field with a published default goes back to it, CORS stays as the API has it", async () => {
    const engine = env.engine();
    await upOk(engine, one("update-1"));
    await env.clearRequests();
    const changed = await upOk(engine, one("update-1", { cors: { origin: ["*"], maxAge: 60 }, disablePublicAllDocs: true }));
    expect(changed).toMatchObject({ updates: ["update-1"], replaces: [] });
    expect(await writes()).toEqual(["PUT /update-1"]);
    expect(await live("update-1")).toMatchObject({
      cors: { origin: ["*"], loginOrigin: [], headers: [], maxAge: 60, disabled: false },
      disablePublicAllDocs: true,
      deltaSyncEnabled: false,
      state: "Online",
    });
    expect(engine.resource("update-1")!.outputs.cors.maxAge).toBe(60);
    await env.clearRequests();
    const back = await upOk(engine, one("update-1"));
    expect(back.updates).toEqual(["update-1"]);
    expect(await writes()).toEqual(["PUT /update-1"]);
    // Unset, CORS is the API's choice: sent back as it is (the PUT requires one).
    expect(await live("update-1")).toMatchObject({ cors: { origin: ["*"], maxAge: 60, disabled: false }, disablePublicAllDocs: false });
    expect((await upOk(engine, one("update-1"))).sames).toEqual(["update-1"]);
    await engine.destroy();
  });

  test("a changed access-control function is updated in place and the API marks the collection for resync", async () => {
    const engine = env.engine();
    const scopes = (fn: string) => ({ _default: { collections: { _default: { accessControlFunction: fn } } } });
    await upOk(engine, one("acf-1", { scopes: scopes(DEFAULT_ACF) }));
    const report = await upOk(engine, one("acf-1", { scopes: scopes("function (doc) {channel(doc.type);}") }));
    expect(report.updates).toEqual(["acf-1"]);
    expect(engine.resource("acf-1")!.outputs).toMatchObject({ requireResync: { _default: ["_default"] }, isRequireResync: true });
    await engine.destroy();
  });

  test.each<[string, Args]>([
    ["name", {}],
    ["bucket", { bucket: "hotels" }],
  ])("a change to %s replaces the endpoint, deleting the old one first (names are unique)", async (field, change) => {
    const engine = env.engine();
    const name = `replace-${field}`;
    await upOk(engine, one(name));
    const newName = field === "name" ? `${name}-renamed` : name;
    const program = () => {
      new dbplane.AppEndpoint(name, args(newName, change));
    };
    expect(await engine.preview(program)).toMatchObject({ replaces: [name], updates: [] });
    await env.clearRequests();
    const report = await upOk(engine, program);
    expect(report.replaces).toEqual([name]);
    expect(await writes()).toEqual([`DELETE /${name}`, "POST "]);
    expect(engine.resource(name)!.outputs).toMatchObject({ name: newName, bucket: change.bucket ?? "travel", state: "Online" });
    if (field === "name") expect((await env.api.get(`${base}/${name}`)).status).toBe(403);
    await engine.destroy();
  });

  test("removing the resource deletes the endpoint and waits until it is gone (the API's 403, and no longer listed); one already gone is no error", async () => {
    const engine = env.engine();
    await upOk(engine, () => {
      new dbplane.AppEndpoint("del-1", args("del-1"));
      new dbplane.AppEndpoint("del-2", args("del-2"));
    });
    await env.api.delete(`${base}/del-2`);
    await env.clearRequests();
    const report = await upOk(engine, () => undefined);
    expect(report.deletes.sort()).toEqual(["del-1", "del-2"]);
    // Each delete: the DELETE (403 for the one already gone, which the listing confirms), then a
    // read that finds it gone (403, not listed).
    expect((await env.requests()).map((r) => `${r.method} ${r.path.slice(base.length).replace(/^(\?.*)?$/, "(list)")} ${r.status}`).sort()).toEqual(
      ["DELETE /del-1 202", "DELETE /del-2 403", "GET (list) 200", "GET (list) 200", "GET (list) 200", "GET /del-1 403", "GET /del-2 403"],
    );
    expect(engine.state.resources).toEqual([]);
  });

  test("adopt: true takes over the existing endpoint of that name", async () => {
    expect((await env.api.post(base, { name: "adopt-1", bucket: "travel", deltaSyncEnabled: true })).status).toBe(201);
    const engine = env.engine();
    await env.clearRequests();
    const report = await upOk(engine, one("adopt-1", { adopt: true, deltaSyncEnabled: true }));
    expect(report.creates).toEqual(["adopt-1"]);
    expect(engine.resource("adopt-1")!.id).toBe("adopt-1");
    expect(await env.requests({ writes: true })).toEqual([]);
    await engine.destroy();
  });

  test("adopting a paused endpoint declared online brings it online in the same run", async () => {
    expect((await env.api.post(base, { name: "adopt-2", bucket: "travel" })).status).toBe(201);
    await advance();
    await env.api.delete(`${base}/adopt-2/activationStatus`);
    await advance();
    expect((await live("adopt-2")).state).toBe("Offline");
    const engine = env.engine();
    await env.clearRequests();
    await upOk(engine, one("adopt-2", { adopt: true }));
    expect(await writes()).toEqual(["POST /adopt-2/activationStatus"]);
    expect(engine.resource("adopt-2")!.outputs.state).toBe("Online");
    expect((await upOk(engine, one("adopt-2", { adopt: true }))).sames).toEqual(["adopt-2"]);
    await withClock(engine.destroy());
  });

  test("a bucket not known during preview means a replacement", async () => {
    const engine = env.engine();
    await upOk(engine, one("unknown-1"));
    const preview = await engine.preview(() => {
      const first = new dbplane.AppEndpoint("unknown-0", args("unknown-0"));
      new dbplane.AppEndpoint("unknown-1", args("unknown-1", { bucket: first.adminURL.apply(() => "travel") }));
      // Nested values not known yet pass check (CORS origins from another resource).
      new dbplane.AppEndpoint("unknown-2", args("unknown-2", { cors: { origin: first.publicURL.apply((u) => [u]) } }));
    });
    expect(preview).toMatchObject({ creates: ["unknown-0", "unknown-2"], replaces: ["unknown-1"], failures: [], errors: [] });
    expect(ofName(preview.registrations, "unknown-1").inputs.bucket).toBe(UNKNOWN);
    await engine.destroy();
  });
});

describe("pause", () => {
  test("paused: true pauses in place (DELETE activationStatus, waits Offline); unset brings it back online", async () => {
    const engine = env.engine();
    await upOk(engine, one("pause-1"));
    await env.clearRequests();
    const paused = await upOk(engine, one("pause-1", { paused: true }));
    expect(paused.updates).toEqual(["pause-1"]);
    expect(await writes()).toEqual(["DELETE /pause-1/activationStatus"]);
    expect(engine.resource("pause-1")!.outputs).toMatchObject({ paused: true, state: "Offline" });
    expect((await upOk(engine, one("pause-1", { paused: true }))).sames).toEqual(["pause-1"]);
    await env.clearRequests();
    const online = await upOk(engine, one("pause-1"));
    expect(online.updates).toEqual(["pause-1"]);
    expect(await writes()).toEqual(["POST /pause-1/activationStatus"]);
    expect(engine.resource("pause-1")!.outputs.state).toBe("Online");
    expect(engine.resource("pause-1")!.outputs.paused).toBeUndefined();
    // Saying `paused: false` explicitly about an online endpoint calls nothing.
    await env.clearRequests();
    await upOk(engine, one("pause-1", { paused: false }));
    expect(await env.requests({ writes: true })).toEqual([]);
    await engine.destroy();
  });

  test("created paused: the pause is sent right after the POST and the create waits for Offline", async () => {
    const engine = env.engine();
    await upOk(engine, one("pause-2", { paused: true }));
    expect(await writes()).toEqual(["POST ", "DELETE /pause-2/activationStatus"]);
    expect(engine.resource("pause-2")!.outputs).toMatchObject({ paused: true, state: "Offline" });
    expect((await live("pause-2")).state).toBe("Offline");
    await engine.destroy();
  });

  test("a pause made outside Pulumi is drift: refresh shows it, the next run brings the endpoint online", async () => {
    const engine = env.engine();
    await upOk(engine, one("drift-1"));
    await env.api.delete(`${base}/drift-1/activationStatus`);
    await advance();
    const refresh = await engine.refresh();
    expect(refresh.updates).toEqual(["drift-1"]);
    expect(engine.resource("drift-1")!.outputs).toMatchObject({ paused: true, state: "Offline" });
    await env.clearRequests();
    expect((await upOk(engine, one("drift-1"))).updates).toEqual(["drift-1"]);
    expect(await writes()).toEqual(["POST /drift-1/activationStatus"]);
    expect((await live("drift-1")).state).toBe("Online");
    await engine.destroy();
  });
});

describe("OIDC", () => {
  const provider = (clientId: string) => ({ issuer: "https://id.example.com", clientId });

  test("unset oidc is left to others: an update keeps their providers and their default", async () => {
    const engine = env.engine();
    await upOk(engine, one("oidc-1"));
    const first = await env.api.post(`${base}/oidc-1/oidcProviders`, provider("first"));
    const second = await env.api.post(`${base}/oidc-1/oidcProviders`, provider("second"));
    await env.api.put(`${base}/oidc-1/oidcProviders/defaultProvider`, { providerId: second.body.providerId });
    // Their providers are no drift of this resource.
    expect((await engine.refresh()).errors).toEqual([]);
    expect((await upOk(engine, one("oidc-1"))).sames).toEqual(["oidc-1"]);
    await upOk(engine, one("oidc-1", { deltaSyncEnabled: true }));
    const after = (await live("oidc-1")).oidc as Array<{ providerId: string; clientId: string; isDefault: boolean }>;
    expect(after.map((p) => [p.providerId, p.isDefault]).sort()).toEqual(
      [
        [first.body.providerId, false],
        [second.body.providerId, true],
      ].sort(),
    );
    expect(engine.resource("oidc-1")!.outputs.oidcProviders).toHaveLength(2);
    await engine.destroy();
  });

  test("given oidc is managed: exactly these providers, the first the default; a change is an update", async () => {
    const engine = env.engine();
    await upOk(engine, one("oidc-2", { oidc: [provider("a"), provider("b")] }));
    const entry = engine.resource("oidc-2")!;
    // `oidc` keeps the providers as declared (the API's values for the fields they leave unset are
    // its choice); `oidcProviders` shows every provider as the API has it.
    expect(entry.outputs.oidc).toEqual([
      { ...provider("a"), scope: ["openid", "email"] },
      { ...provider("b"), scope: ["openid", "email"] },
    ]);
    expect(entry.outputs.oidcProviders[0]).toMatchObject({ ...provider("a"), register: false, scope: ["openid", "email"], isDefault: true });
    expect(entry.outputs.oidcProviders.map((p: { isDefault: boolean }) => p.isDefault)).toEqual([true, false]);
    await env.clearRequests();
    expect((await upOk(engine, one("oidc-2", { oidc: [provider("a"), provider("b")] }))).sames).toEqual(["oidc-2"]);
    expect((await engine.refresh()).sames).toEqual(["oidc-2"]);
    expect(await env.requests({ writes: true })).toEqual([]);
    // A provider added outside Pulumi is drift when the list is managed.
    await env.api.post(`${base}/oidc-2/oidcProviders`, provider("c"));
    expect((await engine.refresh()).updates).toEqual(["oidc-2"]);
    await upOk(engine, one("oidc-2", { oidc: [provider("b")] }));
    expect(((await live("oidc-2")).oidc as Array<{ clientId: string }>).map((p) => p.clientId)).toEqual(["b"]);
    await engine.destroy();
  });
});

describe("waits and failures", () => {
  test("a create that does not come online in time fails naming the states, and the endpoint is kept in the state", async () => {
    const engine = env.engine();
    // No clock movement: the endpoint stays Starting.
    const report = await engine.up(one("slow-1", { timeouts: { create: "1s" } }));
    expect(errorLines(report)).toEqual([
      expect.stringMatching(/^AppEndpoint slow-1: dbplane: AppEndpoint 'slow-1' \(id slow-1\) timed out waiting for state Online; last state Starting\.$/),
    ]);
    expect(engine.resource("slow-1")!.id).toBe("slow-1");
    expect((await withClock(engine.destroy())).errors).toEqual([]);
    expect((await env.api.get(`${base}/slow-1`)).status).toBe(403);
  });

  test("a failure after the POST (the pause call refused) still records the endpoint with its id", async () => {
    await env.fault({ method: "DELETE", path: "/activationStatus$", status: 403, code: 1002, times: 1 });
    const engine = env.engine();
    const report = await withClock(engine.up(one("partial-1", { paused: true })));
    expect(errorLines(report)).toEqual([expect.stringMatching(/^AppEndpoint partial-1: dbplane: DELETE .*\/partial-1\/activationStatus failed: 403 \(code 1002\)/)]);
    const entry = engine.resource("partial-1")!;
    expect(entry.id).toBe("partial-1");
    expect(entry.outputs.__provider).toContain('require("dbplane")');
    // Recorded as the API has it (online): the next run alone pauses it.
    expect(engine.resource("partial-1")!.outputs.paused).toBe(false);
    expect((await upOk(engine, one("partial-1", { paused: true }))).updates).toEqual(["partial-1"]);
    expect((await live("partial-1")).state).toBe("Offline");
    await withClock(engine.destroy());
    expect((await env.api.get(`${base}/partial-1`)).status).toBe(403);
  });

  test("a pause refused on an existing endpoint is recorded as the API has it (online): the next up alone pauses it", async () => {
    const engine = env.engine();
    await upOk(engine, one("partial-2"));
    await env.fault({ method: "DELETE", path: "/activationStatus$", status: 403, code: 1002, times: 1 });
    const report = await withClock(engine.up(one("partial-2", { paused: true })));
    expect(errorLines(report)).toEqual([expect.stringMatching(/^AppEndpoint partial-2: dbplane: DELETE .*\/partial-2\/activationStatus failed: 403 \(code 1002\)/)]);
    expect(engine.resource("partial-2")!.outputs).toMatchObject({ state: "Online" });
    expect(engine.resource("partial-2")!.outputs.paused).toBeUndefined();
    await env.clearRequests();
    expect((await upOk(engine, one("partial-2", { paused: true }))).updates).toEqual(["partial-2"]);
    expect(await writes()).toEqual(["DELETE /partial-2/activationStatus"]);
    expect((await live("partial-2")).state).toBe("Offline");
    await withClock(engine.destroy());
  });

  test.each(CREATE_FAULTS)("a create survives %s on the POST and creates exactly one endpoint", async (label, rule) => {
    const name = `fault-${label.split(" ")[0]}`;
    await env.fault({ method: "POST", path: "/appEndpoints$", times: 1, ...rule });
    const engine = env.engine();
    await upOk(engine, one(name));
    const listed = (await env.api.get(`${base}?perPage=100`)).body.data as Array<{ name: string }>;
    expect(listed.filter((e) => e.name === name)).toHaveLength(1);
    expect(engine.resource(name)!.outputs.state).toBe("Online");
    await withClock(engine.destroy());
  });

  test("updates, pauses and deletes are retried on 503", async () => {
    const engine = env.engine();
    await upOk(engine, one("fault-rw"));
    await env.fault({ method: "PUT", path: "/fault-rw$", status: 503, times: 1 });
    await upOk(engine, one("fault-rw", { userXattrKey: "meta" }));
    await env.fault({ method: "DELETE", path: "/activationStatus$", status: 503, times: 1 });
    await upOk(engine, one("fault-rw", { userXattrKey: "meta", paused: true }));
    await env.fault({ method: "DELETE", path: "/fault-rw$", status: 503, times: 1 });
    expect((await withClock(engine.destroy())).errors).toEqual([]);
    expect((await env.api.get(`${base}/fault-rw`)).status).toBe(403);
  });

  test("an App Service that is not running: the API's 409 in one line", async () => {
    const { C, A } = paths(env.target, env.target.clusters[1].id);
    const svc = await env.api.post(`${C}/appservices`, { name: "still-deploying" });
    expect(svc.status).toBe(201);
    const engine = env.engine();
    const report = await engine.up(() => {
      new dbplane.AppEndpoint("early", { ...args("early"), clusterId: env.target.clusters[1].id, appServiceId: svc.body.id });
    });
    expect(errorLines(report)).toEqual([expect.stringMatching(/^AppEndpoint early: dbplane: POST .*\/appEndpoints failed: 409 \(code \d+\) App Service .* is (pending|deploying)/)]);
    expect(engine.state.resources).toEqual([]);
    expect((await env.api.get(`${A(svc.body.id)}/appEndpoints`)).body.data).toEqual([]);
  });
});

describe("check", () => {
  test.each<[string, Args, string, RegExp]>([
    ["an upper-case name", { name: "Upper" }, "name", /lowercase/],
    ["a name of 228 characters", { name: "a".repeat(228) }, "name", /227|too big|at most/i],
    ["CORS without origin (required by the API, also when disabled)", { cors: { disabled: true } }, "cors.origin", /^required$/],
    ["enabled CORS with no origin", { cors: { origin: [], maxAge: 10 } }, "cors.origin", /at least one origin when CORS is enabled/],
    ["a scope without collections", { scopes: { inventory: { collections: {} } } }, "scopes.inventory.collections", /at least one collection/],
    ["a bad scope name", { scopes: { _bad: { collections: { a: {} } } } }, "scopes._bad", /_default/],
    ["an unknown collection field", { scopes: { s: { collections: { c: { filter: "x" } as never } } } }, "scopes.s.collections.c.filter", /unknown property/],
    ["a repeated OIDC provider", { oidc: [{ issuer: "https://a.example", clientId: "x" }, { issuer: "https://a.example", clientId: "x" }] }, "oidc[1]", /repeats/],
    ["an OIDC issuer that is not a URL", { oidc: [{ issuer: "nope", clientId: "x" }] }, "oidc[0].issuer", /http/],
    ["a userXattrKey of 16 characters", { userXattrKey: "x".repeat(16) }, "userXattrKey", /15|too big|at most/i],
  ])("%s fails check with the property path and the rule, before any API call", async (_label, change, property, reason) => {
    const engine = env.engine();
    const report = await engine.preview(() => {
      new dbplane.AppEndpoint("bad", { ...args("bad"), ...change });
    });
    expect(report.failures).toEqual([expect.objectContaining({ name: "bad", property, reason: expect.stringMatching(reason) })]);
    expect(await env.requests()).toEqual([]);
  });

  test("OIDC providers not known yet (preview) are no repeat of each other", () => {
    const given = { ...args("later"), oidc: [unknown, unknown, { issuer: unknown, clientId: "x" }, { issuer: unknown, clientId: "x" }] };
    expect(checkInputs(appEndpointSpec, given)).toEqual([]);
  });
});
