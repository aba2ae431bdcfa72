import { client, expectError, paths, useTarget } from "../support/conformance";

/** CORS, the access-control function and import filter, OIDC providers, resync, per-endpoint log
 *  streaming, audit and admin users of an App Endpoint, as the management API's v4
 *  specification has them (schema/api/appEndpoints.ts), with document 2's rules where it
 *  publishes none; the audit events are the gateway's per-database ones. */
/** One transition step: far longer than the few ms between a test's requests, so states move
 *  only when the test moves the clock, however loaded the machine. */
const STEP = 60_000;
/** The gateway's default sync function of the default collection. */
const DEFAULT_ACF = "function(doc){channel(doc.channels);}";
const JS = { "content-type": "application/javascript" };

const t = useTarget({ transitionMs: STEP });
const api = client(t);
let A: string;
let base: string;

const advance = (steps: number) => api.control("POST", "clock", { advanceMs: steps * STEP });
const E = (name: string) => `${base}/${name}`;
const create = async (name: string, extra: Record<string, unknown> = {}) => {
  const res = await api.post(base, { name, bucket: "travel", ...extra });
  expect(res.status).toBe(201);
  return E(name);
};
const putJs = (path: string, code: string, headers: Record<string, string> = JS) => api.put(path, undefined, { raw: code, headers });

beforeAll(async () => {
  const { C, A: appService } = paths(t);
  const svc = await api.post(`${C}/appservices`, { name: "sync" });
  await api.post(`${C}/buckets`, { name: "travel" });
  await api.post(`${C}/buckets`, { name: "hotels" });
  await advance(3);
  A = appService(svc.body.id);
  base = `${A}/appEndpoints`;
});

describe("CORS", () => {
  test("off by default: GET answers the CORS object the API filled in, with its required origin", async () => {
    const ep = await create("cors-default");
    const res = await api.get(`${ep}/cors`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ origin: [], loginOrigin: [], headers: [], maxAge: 5, disabled: true });
  });

  test("PUT answers 204; origin is always required, enabled CORS needs one (422) and maxAge defaults to 5", async () => {
    const ep = await create("cors-put");
    expect((await api.put(`${ep}/cors`, { origin: ["*"], headers: ["Authorization"] })).status).toBe(204);
    expect((await api.get(`${ep}/cors`)).body).toEqual({ origin: ["*"], loginOrigin: [], headers: ["Authorization"], maxAge: 5, disabled: false });
    expectError(await api.put(`${ep}/cors`, { loginOrigin: ["https://a.example.com"] }), 400, 1000, /'origin' is required/);
    expectError(await api.put(`${ep}/cors`, {}), 400, 1000, /'origin' is required/);
    expectError(await api.put(`${ep}/cors`, { disabled: true }), 400, 1000, /'origin' is required/);
    expectError(await api.put(`${ep}/cors`, { origin: [] }), 422, 1000, /'origin' is empty/);
  });

  test("disabled: true comes with the origins, as the API takes it; they are kept", async () => {
    const ep = await create("cors-disabled");
    expect((await api.put(`${ep}/cors`, { disabled: true, origin: ["*"], maxAge: 30 })).status).toBe(204);
    expect((await api.get(`${ep}/cors`)).body).toEqual({ origin: ["*"], loginOrigin: [], headers: [], maxAge: 30, disabled: true });
    expect((await api.put(`${ep}/cors`, { disabled: true, origin: [] })).status).toBe(204);
    expect((await api.get(`${ep}/cors`)).body).toEqual({ origin: [], loginOrigin: [], headers: [], maxAge: 5, disabled: true });
  });

  test.each([
    [{ origin: "*" }, /'origin' must be an array; got a string/],
    [{ origin: ["*"], maxAge: -1 }, /'maxAge'/],
    [{ origin: ["*"], maxAge: 1.5 }, /'maxAge'/],
    [{ origin: ["*"], credentials: true }, /'credentials' is not allowed/],
  ])("PUT rejects %j with 400 code 1000", async (body, message) => {
    const ep = E("cors-put");
    expectError(await api.put(`${ep}/cors`, body), 400, 1000, message);
  });
});

describe("access-control function and import filter", () => {
  test("GET answers the JavaScript for each keyspace form of the default collection: the gateway's default function", async () => {
    await create("fns");
    for (const keyspace of ["fns", "fns._default", "fns._default._default"]) {
      const res = await api.get(`${base}/${keyspace}/accessControlFunction`);
      expect(res.status).toBe(200);
      expect(String(res.headers["content-type"])).toMatch(/^application\/javascript/);
      expect(res.text).toBe(DEFAULT_ACF);
    }
    const filter = await api.get(`${base}/fns/importFilter`);
    expect(filter.status).toBe(200);
    expect(filter.text).toBe("");
  });

  test("keyspace endpoint.collection is the default scope; endpoint.scope.collection any scope; unknown → 404", async () => {
    await create("named", { scopes: { inventory: { collections: { airline: {} } }, _default: { collections: { hotel: {} } } } });
    // A named collection's default function sends every document to the channel of its name.
    expect((await api.get(`${base}/named.hotel/accessControlFunction`)).text).toBe('function(doc){channel("hotel");}');
    expect((await api.get(`${base}/named.inventory.airline/accessControlFunction`)).text).toBe('function(doc){channel("airline");}');
    expect((await api.get(`${base}/named.inventory.airline/importFilter`)).status).toBe(200);
    for (const keyspace of ["named", "named.airline", "named.inventory.hotel", "named.a.b.c", "named..hotel", "nobody.inventory.airline"]) {
      expectError(await api.get(`${base}/${keyspace}/accessControlFunction`), 404, 1003);
      expectError(await putJs(`${base}/${keyspace}/importFilter`, "function (doc) { return true; }"), 404, 1003);
    }
  });

  test("PUT of the access-control function answers 204, is read back and marks the collection for resync", async () => {
    const ep = await create("acf");
    const code = "function (doc, oldDoc, meta) {\n  channel('public');\n}";
    expect((await putJs(`${base}/acf.inventory.nothing/accessControlFunction`, code)).status).toBe(404);
    expect((await putJs(`${base}/acf/accessControlFunction`, code)).status).toBe(204);
    expect((await api.get(`${base}/acf/accessControlFunction`)).text).toBe(code);
    const read = await api.get(ep);
    expect(read.body.requireResync).toEqual({ _default: ["_default"] });
    expect(read.body.scopes._default.collections._default.accessControlFunction).toBe(code);
  });

  test("writing the same function again, or an import filter, does not require a resync", async () => {
    const ep = await create("no-resync");
    expect((await putJs(`${base}/no-resync/accessControlFunction`, DEFAULT_ACF)).status).toBe(204);
    expect((await putJs(`${base}/no-resync/importFilter`, "function (doc) { return doc.type === 'hotel'; }")).status).toBe(204);
    expect((await api.get(ep)).body.requireResync).toEqual({});
    expect((await api.get(`${base}/no-resync/importFilter`)).text).toBe("function (doc) { return doc.type === 'hotel'; }");
  });

  test("DELETE answers 202 and restores the default (of the collection's name)", async () => {
    await create("restore", { scopes: { _default: { collections: { _default: {}, hotel: {} } } } });
    await putJs(`${base}/restore.hotel/accessControlFunction`, "function (doc) { channel('x'); }");
    expect((await api.delete(`${base}/restore.hotel/accessControlFunction`)).status).toBe(202);
    expect((await api.get(`${base}/restore.hotel/accessControlFunction`)).text).toBe('function(doc){channel("hotel");}');
    await putJs(`${base}/restore/accessControlFunction`, "function (doc) { channel('x'); }");
    await putJs(`${base}/restore/importFilter`, "function (doc) { return false; }");
    expect((await api.delete(`${base}/restore/accessControlFunction`)).status).toBe(202);
    expect((await api.delete(`${base}/restore/importFilter`)).status).toBe(202);
    expect((await api.get(`${base}/restore/accessControlFunction`)).text).toBe(DEFAULT_ACF);
    expect((await api.get(`${base}/restore/importFilter`)).text).toBe("");
  });

  test("a JavaScript syntax error is a 400 code 1000 naming the line", async () => {
    await create("syntax");
    const broken = "function (doc, oldDoc) {\n  if (doc.type == 'a' {\n    channel('a');\n  }\n}";
    expectError(await putJs(`${base}/syntax/accessControlFunction`, broken), 400, 1000, /syntax error on line 2/);
    expectError(await putJs(`${base}/syntax/importFilter`, "function (doc) {\n\n\n  return doc.;\n}"), 400, 1000, /line 4/);
    // Placed in the source as written (line, column, the text there), never in the compiler's
    // wrapper around it.
    const shapes: Array<[string, string]> = [
      ["function (doc, oldDoc) { channel(doc.channels);", `line 1, column 48 ("function (doc, oldDoc) { channel(doc.channels);"): the source ends inside the function`],
      [broken, `line 2, column 23 ("if (doc.type == 'a' {"): Unexpected token '{'.`],
      ["function (doc) {\n  var s = 'abc;\n}", `line 2, column 11 ("var s = 'abc;"): `],
    ];
    for (const [source, place] of shapes) {
      for (const [fn, what] of [["accessControlFunction", "The access-control function"], ["importFilter", "The import filter"]]) {
        expectError(await putJs(`${base}/syntax/${fn}`, source), 400, 1000, new RegExp(`^${escapeRegExp(`${what} has a JavaScript syntax error on ${place}`)}`));
      }
    }
    expect((await api.get(`${base}/syntax/accessControlFunction`)).text).toBe(DEFAULT_ACF);
  });

  test("the body must be a function expression (never executed)", async () => {
    await create("not-fn");
    for (const code of ["", "1 + 1", "channel(doc.channels)", "while (true) {}"]) {
      expectError(await putJs(`${base}/not-fn/accessControlFunction`, code), 400, 1000, /function expression/);
    }
    expect((await putJs(`${base}/not-fn/accessControlFunction`, "// comment first\n(doc) => { channel(doc.c); }")).status).toBe(204);
  });

  test("a content type other than JavaScript is a 415", async () => {
    await create("media");
    expectError(await api.put(`${base}/media/accessControlFunction`, { code: "function () {}" }), 415, 1006);
    expectError(await putJs(`${base}/media/importFilter`, "function (doc) { return true; }", { "content-type": "text/plain" }), 415, 1006);
    expect((await putJs(`${base}/media/importFilter`, "function (doc) { return true; }", { "content-type": "text/javascript; charset=utf-8" })).status).toBe(204);
  });
});

describe("OIDC providers", () => {
  const provider = (clientId: string, extra: Record<string, unknown> = {}) => ({ issuer: "https://idp.example.com/realms/app", clientId, ...extra });

  test("create answers 201 {providerId}; the first becomes the default; reads apply the defaults", async () => {
    const ep = await create("oidc");
    const first = await api.post(`${ep}/oidcProviders`, provider("mobile"));
    expect(first.status).toBe(201);
    expect(Object.keys(first.body)).toEqual(["providerId"]);
    const second = await api.post(`${ep}/oidcProviders`, provider("web", { register: true, userPrefix: "web", scope: ["openid"] }));
    const one = await api.get(`${ep}/oidcProviders/${first.body.providerId}`);
    expect(one.body).toEqual({
      providerId: first.body.providerId,
      issuer: "https://idp.example.com/realms/app",
      clientId: "mobile",
      register: false,
      userPrefix: "",
      discoveryUrl: "",
      usernameClaim: "",
      rolesClaim: "",
      scope: ["openid", "email"],
      isDefault: true,
    });
    expect((await api.get(`${ep}/oidcProviders/${second.body.providerId}`)).body).toMatchObject({ isDefault: false, register: true, scope: ["openid"] });
    const list = await api.get(`${ep}/oidcProviders`);
    expect(list.status).toBe(200);
    expect(list.body.data.map((p: { clientId: string }) => p.clientId)).toEqual(["mobile", "web"]);
  });

  test.each([
    [{ clientId: "x" }, /'issuer' is required/],
    [{ issuer: "https://idp.example.com" }, /'clientId' is required/],
    [{ issuer: "not a url", clientId: "x" }, /'issuer' must be an http\(s\) URL such as https:\/\/issuer.example.com\.$/],
    [{ issuer: "https://idp.example.com", clientId: "x", providerId: "7b1d0c8e-0000-4000-8000-000000000000" }, /'providerId' is not allowed/],
    [{ issuer: "https://idp.example.com", clientId: "x", isDefault: true }, /'isDefault' is not allowed/],
    [{ issuer: "https://idp.example.com", clientId: "x", scope: "openid" }, /'scope' must be an array; got a string/],
    [{ issuer: "https://idp.example.com", clientId: "x", register: "yes" }, /'register' must be true or false; got a string/],
  ])("create rejects %j with 400 code 1000", async (body, message) => {
    expectError(await api.post(`${E("oidc")}/oidcProviders`, body), 400, 1000, message);
  });

  test("two providers with the same issuer and clientId: 409", async () => {
    expectError(await api.post(`${E("oidc")}/oidcProviders`, provider("mobile")), 409);
  });

  test("at most 32 providers per endpoint: the 33rd is a 422 that changes nothing", async () => {
    const ep = await create("oidc-limit");
    for (let i = 0; i < 32; i++) expect((await api.post(`${ep}/oidcProviders`, provider(`c${i}`))).status).toBe(201);
    expectError(await api.post(`${ep}/oidcProviders`, provider("c32")), 422, 1000, /already has 32 OIDC providers, the limit/);
    const list = await api.get(`${ep}/oidcProviders?perPage=100`);
    expect(list.body.data).toHaveLength(32);
  });

  test("PUT replaces the fields (204), keeping providerId and isDefault", async () => {
    const ep = await create("oidc-put");
    const { body } = await api.post(`${ep}/oidcProviders`, provider("app"));
    expect((await api.put(`${ep}/oidcProviders/${body.providerId}`, provider("app", { rolesClaim: "groups" }))).status).toBe(204);
    expect((await api.get(`${ep}/oidcProviders/${body.providerId}`)).body).toMatchObject({ providerId: body.providerId, isDefault: true, rolesClaim: "groups" });
    expectError(await api.put(`${ep}/oidcProviders/${body.providerId}`, { clientId: "app" }), 400, 1000, /'issuer' is required/);
  });

  test("set default answers 204 and moves the default; an unknown providerId is a 404", async () => {
    const ep = await create("oidc-default");
    const a = await api.post(`${ep}/oidcProviders`, provider("a"));
    const b = await api.post(`${ep}/oidcProviders`, provider("b"));
    expect((await api.put(`${ep}/oidcProviders/defaultProvider`, { providerId: b.body.providerId })).status).toBe(204);
    expect((await api.get(`${ep}/oidcProviders/${a.body.providerId}`)).body.isDefault).toBe(false);
    expect((await api.get(`${ep}/oidcProviders/${b.body.providerId}`)).body.isDefault).toBe(true);
    expectError(await api.put(`${ep}/oidcProviders/defaultProvider`, { providerId: "9a7c7a8e-0000-4000-8000-000000000000" }), 404, 1003, /providerId/);
    expectError(await api.put(`${ep}/oidcProviders/defaultProvider`, { id: b.body.providerId }), 400, 1000);
  });

  test("deleting the default while others exist fails (409); deleting the only one is fine (202)", async () => {
    const ep = await create("oidc-delete");
    const a = await api.post(`${ep}/oidcProviders`, provider("a"));
    const b = await api.post(`${ep}/oidcProviders`, provider("b"));
    expectError(await api.delete(`${ep}/oidcProviders/${a.body.providerId}`), 409, 1004, /default/);
    expect((await api.delete(`${ep}/oidcProviders/${b.body.providerId}`)).status).toBe(202);
    expectError(await api.get(`${ep}/oidcProviders/${b.body.providerId}`), 404);
    expect((await api.delete(`${ep}/oidcProviders/${a.body.providerId}`)).status).toBe(202);
    expect((await api.get(`${ep}/oidcProviders`)).body.data).toEqual([]);
  });

  test("unknown provider ids are 404, malformed ones 400; on an endpoint that does not exist, the API's 403", async () => {
    const ep = E("oidc");
    expectError(await api.get(`${ep}/oidcProviders/5f0e0f39-0000-4000-8000-000000000000`), 404, 1003);
    expectError(await api.delete(`${ep}/oidcProviders/5f0e0f39-0000-4000-8000-000000000000`), 404, 1003);
    expectError(await api.get(`${ep}/oidcProviders/not-a-uuid`), 400, 1000, /OIDCProviderId/);
    expectError(await api.get(`${E("nobody")}/oidcProviders/5f0e0f39-0000-4000-8000-000000000000`), 403, 1002);
  });
});

describe("resync", () => {
  const pause = async (ep: string) => {
    await advance(1);
    await api.delete(`${ep}/activationStatus`);
    await advance(1);
    expect((await api.get(ep)).body.state).toBe("Offline");
  };

  test("never run: state completed, every count 0 and the zero time as startTime (required in the answer)", async () => {
    const ep = await create("resync-fresh");
    const res = await api.get(`${ep}/resync`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      state: "completed",
      startTime: "0001-01-01T00:00:00Z",
      lastError: "",
      docsChanged: 0,
      docsProcessed: 0,
      docsTargeted: 0,
      docsErrored: 0,
      collections_processing: {},
    });
  });

  test("the endpoint must be paused (Offline) to resync: 409 while Online or Stopping", async () => {
    const ep = await create("resync-online");
    await putJs(`${base}/resync-online/accessControlFunction`, "function (doc) { channel('x'); }");
    await advance(1);
    expectError(await api.post(`${ep}/resync`), 409, 1004, /Online/);
    await api.delete(`${ep}/activationStatus`);
    expectError(await api.post(`${ep}/resync`), 409, 1004, /Stopping/);
  });

  test("with no collection needing resync and none listed: 409", async () => {
    const ep = await create("resync-nothing");
    await pause(ep);
    expectError(await api.post(`${ep}/resync`), 409, 1004, /needs resync/);
  });

  test("start (202) runs the collections needing resync, then completes and clears requireResync", async () => {
    const ep = await create("resync-run");
    await putJs(`${base}/resync-run/accessControlFunction`, "function (doc) { channel('x'); }");
    await pause(ep);
    expect((await api.post(`${ep}/resync`)).status).toBe(202);
    const running = await api.get(`${ep}/resync`);
    expect(running.body).toMatchObject({ state: "running", collections_processing: { _default: ["_default"] } });
    expect(Date.parse(running.body.startTime)).not.toBeNaN();
    // The endpoint's own answer has no resync state: the resync status is where it is.
    const endpoint = (await api.get(ep)).body;
    expect(endpoint).toMatchObject({ requireResync: { _default: ["_default"] }, isRequireResync: true });
    expect(endpoint).not.toHaveProperty("resyncState");
    expectError(await api.post(`${ep}/resync`), 409, 1004, /already running/);
    expectError(await api.post(`${ep}/activationStatus`), 409, 1004, /resync/);
    await advance(2);
    expect((await api.get(`${ep}/resync`)).body.state).toBe("completed");
    expect((await api.get(ep)).body).toMatchObject({ requireResync: {}, isRequireResync: false });
    // A function changed after the resync needs a new one.
    await putJs(`${base}/resync-run/accessControlFunction`, "function (doc) { channel('y'); }");
    expect((await api.get(ep)).body.requireResync).toEqual({ _default: ["_default"] });
  });

  test("start with listed scopes resyncs those collections; unknown ones are a 404, wrong types a 400", async () => {
    const ep = await create("resync-listed", { scopes: { inventory: { collections: { airline: {}, route: {} } } } });
    await pause(ep);
    expectError(await api.post(`${ep}/resync`, { scopes: { inventory: ["hotel"] } }), 404, 1003, /inventory.hotel/);
    expectError(await api.post(`${ep}/resync`, { scopes: { inventory: "airline" } }), 400, 1000, /scopes.inventory/);
    expectError(await api.post(`${ep}/resync`, { collections: [] }), 400, 1000, /'collections' is not allowed/);
    expect((await api.post(`${ep}/resync`, { scopes: { inventory: ["route"] } })).status).toBe(202);
    expect((await api.get(`${ep}/resync`)).body.collections_processing).toEqual({ inventory: ["route"] });
  });

  test("stop (202): stopping, then stopped for all collections; requireResync stays; stopping again is a 409", async () => {
    const ep = await create("resync-stop");
    await putJs(`${base}/resync-stop/accessControlFunction`, "function (doc) { channel('x'); }");
    await pause(ep);
    await api.post(`${ep}/resync`);
    expect((await api.delete(`${ep}/resync`)).status).toBe(202);
    expect((await api.get(`${ep}/resync`)).body.state).toBe("stopping");
    // A retry while it stops changes nothing.
    expect((await api.delete(`${ep}/resync`)).status).toBe(202);
    expectError(await api.post(`${ep}/resync`), 409, 1004, /stopping/);
    await advance(1);
    expect((await api.get(`${ep}/resync`)).body.state).toBe("stopped");
    await advance(5);
    expect((await api.get(`${ep}/resync`)).body.state).toBe("stopped");
    expect((await api.get(ep)).body.requireResync).toEqual({ _default: ["_default"] });
    expectError(await api.delete(`${ep}/resync`), 409, 1004);
  });
});

describe("per-endpoint log streaming", () => {
  const config = { logLevel: "warn", logKeys: ["HTTP", "CRUD", "HTTP+"] };

  test("allowed only while the App Service's log streaming is enabled or paused (409 otherwise)", async () => {
    const ep = await create("logs");
    expectError(await api.get(`${ep}/logStreaming`), 409, 1004, /disabled/);
    expectError(await api.put(`${ep}/logStreaming`, config), 409, 1004, /disabled/);
    // Audit log streaming is another stream: it does not count.
    const audit = { streamingEnabled: true, outputType: "generic_http", credentials: { url: "https://logs.example.com/audit" } };
    expect((await api.put(`${A}/auditLogStreaming`, audit)).status).toBe(202);
    await advance(1);
    expectError(await api.get(`${ep}/logStreaming`), 409, 1004, /disabled/);
    const enable = await api.post(`${A}/logStreaming`, { outputType: "generic_http", credentials: { url: "https://logs.example.com/ingest" } });
    expect(enable.status).toBe(202);
    expectError(await api.put(`${ep}/logStreaming`, config), 409, 1004, /enabling/);
    await advance(1);
    expect((await api.get(`${ep}/logStreaming`)).body).toEqual({ logLevel: "info", logKeys: ["HTTP"] });
    expect((await api.put(`${ep}/logStreaming`, config)).status).toBe(204);
    expect((await api.get(`${ep}/logStreaming`)).body).toEqual(config);
    expect((await api.delete(`${A}/logStreaming/activationState`)).status).toBe(202);
    await advance(1);
    expect((await api.get(`${A}/logStreaming`)).body.configState).toBe("paused");
    expect((await api.get(`${ep}/logStreaming`)).body).toEqual(config);
  });

  test("PUT takes either field alone (the other keeps its value) and a null level", async () => {
    const ep = E("logs");
    expect((await api.put(`${ep}/logStreaming`, { logKeys: ["Import"] })).status).toBe(204);
    expect((await api.get(`${ep}/logStreaming`)).body).toEqual({ logLevel: "warn", logKeys: ["Import"] });
    expect((await api.put(`${ep}/logStreaming`, { logLevel: "error" })).status).toBe(204);
    expect((await api.get(`${ep}/logStreaming`)).body).toEqual({ logLevel: "error", logKeys: ["Import"] });
    expect((await api.put(`${ep}/logStreaming`, { logLevel: null })).status).toBe(204);
    expect((await api.get(`${ep}/logStreaming`)).body).toEqual({ logLevel: null, logKeys: ["Import"] });
  });

  test.each([
    [{ logLevel: "debug", logKeys: ["HTTP"] }, /'logLevel' must be one of/],
    [{ logLevel: "info", logKeys: ["Events"] }, /'logKeys\[0\]' must be one of/],
    [{ logLevel: "info", logKeys: "HTTP" }, /'logKeys' must be an array/],
  ])("PUT rejects %j with 400 code 1000", async (body, message) => {
    expectError(await api.put(`${E("logs")}/logStreaming`, body), 400, 1000, message);
  });
});

describe("per-endpoint audit", () => {
  type Event = { name: string; description: string; enabled: boolean; filterable: boolean };

  test("events: the gateway's per-database events by id, with name, description, enabled (its defaults) and filterable", async () => {
    const ep = await create("audit");
    const res = await api.get(`${ep}/auditLogEvents`);
    expect(res.status).toBe(200);
    const events = res.body.events as Record<string, Event>;
    for (const [id, e] of Object.entries(events)) {
      expect(id).toMatch(/^5[345]\d{3}$/);
      expect(e).toEqual({ name: expect.any(String), description: expect.any(String), enabled: expect.any(Boolean), filterable: true });
    }
    // The gateway's ids and names; on or off as it has them by default.
    expect(events["53280"]).toMatchObject({ name: "Public API user authenticated", enabled: true });
    expect(events["54100"]).toMatchObject({ name: "Create user", enabled: true });
    expect(events["55001"]).toMatchObject({ name: "Read document", enabled: false });
    expect(events["54001"]).toMatchObject({ name: "Read database", enabled: false });
    // Server-wide events are not the endpoint's.
    for (const id of ["53248", "53270", "53300", "54003"]) expect(events).not.toHaveProperty(id);
    expect((await api.get(`${ep}/auditLog`)).body).toMatchObject({ auditEnabled: false, enabledEventIds: expect.arrayContaining([{ id: 53280 }, { id: 54100 }]) });
  });

  test("PUT (204) switches filterable events; GET returns the configuration", async () => {
    const ep = E("audit");
    const events = (await api.get(`${ep}/auditLogEvents`)).body.events as Record<string, Event>;
    const filterable = Object.keys(events).filter((id) => events[id].filterable).map(Number);
    const chosen = filterable[filterable.length - 1];
    const body = { auditEnabled: true, enabledEventIds: [{ id: chosen }], disabledUsers: [{ domain: "sgw", name: "bot" }] };
    expect((await api.put(`${ep}/auditLog`, body)).status).toBe(204);
    expect((await api.get(`${ep}/auditLog`)).body).toEqual({ ...body, disabledRoles: [] });
    const after = (await api.get(`${ep}/auditLogEvents`)).body.events as Record<string, Event>;
    for (const id of filterable) expect(after[id].enabled).toBe(id === chosen);
  });

  test("the PUT replaces the configuration: a field left out is off or empty", async () => {
    const ep = E("audit");
    expect((await api.put(`${ep}/auditLog`, { enabledEventIds: [{ id: 55001 }] })).status).toBe(204);
    expect((await api.get(`${ep}/auditLog`)).body).toEqual({ auditEnabled: false, enabledEventIds: [{ id: 55001 }], disabledUsers: [], disabledRoles: [] });
    expect((await api.put(`${ep}/auditLog`, {})).status).toBe(204);
    expect((await api.get(`${ep}/auditLog`)).body).toEqual({ auditEnabled: false, enabledEventIds: [], disabledUsers: [], disabledRoles: [] });
  });

  test("a server-wide, unknown or missing event id is a 400 naming it", async () => {
    const ep = E("audit");
    expectError(await api.put(`${ep}/auditLog`, { auditEnabled: true, enabledEventIds: [{ id: 53270 }] }), 400, 1000, /enabledEventIds\[0\].id.*not configurable per App Endpoint/);
    expectError(await api.put(`${ep}/auditLog`, { auditEnabled: true, enabledEventIds: [{ id: 1 }] }), 400, 1000, /enabledEventIds\[0\]/);
    expectError(await api.put(`${ep}/auditLog`, { auditEnabled: true, enabledEventIds: [{}] }), 400, 1000, /enabledEventIds\[0\].id' is required/);
    expectError(await api.put(`${ep}/auditLog`, { auditEnabled: true, enabledEventIds: [5] }), 400, 1000, /enabledEventIds\[0\]/);
    expectError(await api.put(`${ep}/auditLog`, { disabledUsers: [{ domain: "sgw", name: "x".repeat(257) }] }), 400, 1000, /disabledUsers\[0\].name/);
  });
});

describe("admin users of an endpoint", () => {
  test("lists users with access to every endpoint, to this endpoint, or to its bucket", async () => {
    await create("admins");
    await create("admins-sibling");
    await create("admins-other", { bucket: "hotels" });
    const password = "Secr3t!pass";
    const add = (name: string, access: unknown) => api.post(`${A}/adminUsers`, { name, password, access });
    expect((await add("everything", { accessAllEndpoints: true })).status).toBe(201);
    expect((await add("direct", { endpoints: ["admins"] })).status).toBe(201);
    expect((await add("same-bucket", { endpoints: ["admins-sibling"] })).status).toBe(201);
    expect((await add("elsewhere", { endpoints: ["admins-other"] })).status).toBe(201);
    const res = await api.get(`${E("admins")}/adminUsers`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((u: { name: string }) => u.name)).toEqual(["direct", "everything", "same-bucket"]);
    expect(res.body.data[0]).not.toHaveProperty("password");
    expect(res.body.cursor.pages.totalItems).toBe(3);
    const other = await api.get(`${E("admins-other")}/adminUsers`);
    expect(other.body.data.map((u: { name: string }) => u.name)).toEqual(["elsewhere", "everything"]);
    expectError(await api.get(`${E("nobody")}/adminUsers`), 404, 1003);
  });
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
