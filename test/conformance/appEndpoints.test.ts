import { call, client, expectError, paths, useTarget } from "../support/conformance";

/** App Endpoints as the management API's v4 specification has them (schema/api/appEndpoints.ts),
 *  with document 2's rules where it publishes none; state names from document 4. CORS,
 *  functions, OIDC providers, resync and per-endpoint logging are in appEndpointsConfig.test.ts. */
/** One transition step: far longer than the few ms between a test's requests, so states move
 *  only when the test moves the clock, however loaded the machine. */
const STEP = 60_000;
/** The gateway's default sync function: the default collection's, and a named collection's. */
const DEFAULT_ACF = "function(doc){channel(doc.channels);}";
const acfOf = (collection: string) => `function(doc){channel("${collection}");}`;

const t = useTarget({ transitionMs: STEP });
const api = client(t);
let base: string;
let serviceId: string;

const advance = (steps: number) => api.control("POST", "clock", { advanceMs: steps * STEP });
const E = (name: string) => `${base}/${name}`;
const create = (name: string, extra: Record<string, unknown> = {}) => api.post(base, { name, bucket: "travel", ...extra });
const stateOf = async (name: string) => (await api.get(E(name))).body.state as string;

/** A healthy App Service with bucket `travel` in its cluster. */
async function appServiceWithBucket(clusterId: string, bucket: string): Promise<string> {
  const { C, A } = paths(t, clusterId);
  const svc = await api.post(`${C}/appservices`, { name: `sync-${bucket}` });
  expect(svc.status).toBe(201);
  expect((await api.post(`${C}/buckets`, { name: bucket })).status).toBe(201);
  await advance(3);
  expect((await api.get(A(svc.body.id))).body.currentState).toBe("healthy");
  return svc.body.id;
}

beforeAll(async () => {
  serviceId = await appServiceWithBucket(t.clusterId, "travel");
  base = `${paths(t).A(serviceId)}/appEndpoints`;
});

describe("App Endpoints: create and read", () => {
  test("create answers 201 with no body; a read has exactly the API's fields: defaults, a CORS object that is off, state and URLs", async () => {
    const created = await create("defaults");
    expect(created.status).toBe(201);
    expect(created.text).toBe("");
    const read = await api.get(E("defaults"));
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      name: "defaults",
      bucket: "travel",
      userXattrKey: "",
      disablePublicAllDocs: false,
      deltaSyncEnabled: false,
      oidc: [],
      // The API fills in a CORS object (origin is required in it) when none is given.
      cors: { origin: [], loginOrigin: [], headers: [], maxAge: 5, disabled: true },
      // No import filter: none shown.
      scopes: { _default: { collections: { _default: { accessControlFunction: DEFAULT_ACF } } } },
      requireResync: {},
      isRequireResync: false,
      state: "Starting",
      adminURL: expect.stringMatching(/^http:\/\/[^/]+\/defaults$/),
      metricsURL: expect.stringMatching(/^http:\/\/[^/]+\/_metrics$/),
      publicURL: expect.stringMatching(/^http:\/\/[^/]+\/defaults$/),
    });
    expect(read.body.adminURL).not.toBe(read.body.publicURL);
  });

  test("a new endpoint comes online: Starting, then Online after one step", async () => {
    await create("comes-online");
    expect(await stateOf("comes-online")).toBe("Starting");
    await advance(1);
    expect(await stateOf("comes-online")).toBe("Online");
  });

  const NAME_RULE = /'name' must be a name of lowercase letters, digits and '-', '_', '\$', '\+', '\(', '\)', starting with a letter/;
  test.each([["Upper"], ["-leading-dash"], ["0-leading-digit"], ["has.period"], ["has space"], ["has/slash"], [""], ["a".repeat(228)]])(
    "name %j is rejected with 400 code 1000 naming the field and the rule",
    async (name) => {
      expectError(await create(name), 400, 1000, name === "" || name.length > 227 ? /'name'/ : NAME_RULE);
    },
  );

  test("names of 227 characters with digits and the API's '-_$+()' are accepted (fewer than 228)", async () => {
    expect((await create("a".repeat(227))).status).toBe(201);
    expect((await create("sync_gateway-1")).status).toBe(201);
    expect((await create("a$b+c(d)")).status).toBe(201);
    expect((await api.get(E("a$b+c(d)"))).body.name).toBe("a$b+c(d)");
  });

  test.each([
    [{ name: "no-bucket" }, /'bucket' is required/],
    [{ bucket: "travel" }, /'name' is required/],
    [{ name: "x1", bucket: "travel", deltaSyncEnabled: "yes" }, /'deltaSyncEnabled' must be true or false; got a string/],
    [{ name: "x2", bucket: "travel", userXattrKey: "much-longer-than-fifteen" }, /'userXattrKey'/],
    [{ name: "x3", bucket: "travel", surprise: 1 }, /'surprise' is not allowed/],
    [{ name: "x4", bucket: "travel", scopes: { _bad: { collections: { c: {} } } } }, /scopes/],
    [{ name: "x5", bucket: "travel", scopes: { s: {} } }, /'scopes.s.collections' is required/],
    [{ name: "x6", bucket: "travel", state: "Online" }, /'state' is not allowed/],
  ])("create rejects %j with 400 code 1000", async (body, message) => {
    expectError(await api.post(base, body), 400, 1000, message);
  });

  test("malformed JSON is a 400 with the error body", async () => {
    expectError(await api.post(base, undefined, { raw: '{"name":', headers: { "content-type": "application/json" } }), 400, 1000, /not valid JSON/);
  });

  test("the bucket must exist in the App Service's cluster: the API's 403 (no such bucket), naming the field", async () => {
    expectError(await create("no-such-bucket", { bucket: "nope" }), 403, 1002, /'bucket'.*nope/);
  });

  test("an unknown or malformed App Service id: 404 / 400", async () => {
    const { A } = paths(t);
    expectError(await api.post(`${A("00000000-0000-4000-8000-000000000000")}/appEndpoints`, { name: "x", bucket: "travel" }), 404);
    expectError(await api.get(`${A("not-a-uuid")}/appEndpoints`), 400, 1000, /appServiceId/);
  });

  test("names are unique across the whole server: 409 in the same or another App Service", async () => {
    await create("taken");
    expectError(await create("taken"), 409);
    const gcp = t.clusters.find((c) => c.id !== t.clusterId && !c.freeTier)!;
    const otherService = await appServiceWithBucket(gcp.id, "travel");
    const other = `${paths(t, gcp.id).A(otherService)}/appEndpoints`;
    expectError(await api.post(other, { name: "taken", bucket: "travel" }), 409, undefined, /taken/);
    expect((await api.post(other, { name: "taken-elsewhere", bucket: "travel" })).status).toBe(201);
  });

  test("a database created through the gateway admin API takes the name too (409)", async () => {
    if (!t.server) return;
    const basic = `Basic ${Buffer.from(`${t.server.gatewayAdminUsername}:${t.server.gatewayAdminPassword}`).toString("base64")}`;
    const made = await call(t.server.gatewayAdminUrl, undefined, "PUT", "/self_managed/", { bucket: "travel" }, { headers: { authorization: basic } });
    expect(made.status).toBeLessThan(300);
    expectError(await create("self_managed"), 409, 1004, /gateway database/);
  });

  test("endpoints are created only once the App Service is running (409 while it deploys)", async () => {
    const free = t.clusters.find((c) => c.freeTier)!;
    const { C, A } = paths(t, free.id);
    const svc = await api.post(`${C}/appservices`, { name: "deploying" });
    await api.post(`${C}/buckets`, { name: "travel" });
    expectError(await api.post(`${A(svc.body.id)}/appEndpoints`, { name: "too-early", bucket: "travel" }), 409, undefined, /deploying/);
  });

  test("create with scopes fills in the gateway's default function for each collection's name and compiles the given ones", async () => {
    const res = await create("scoped", {
      scopes: {
        inventory: { collections: { airline: { importFilter: "function (doc) { return doc.type == 'airline'; }" }, route: {} } },
        _default: { collections: { _default: {}, hotel: {} } },
      },
    });
    expect(res.status).toBe(201);
    const read = await api.get(E("scoped"));
    expect(read.body.scopes).toEqual({
      inventory: {
        collections: {
          airline: { accessControlFunction: acfOf("airline"), importFilter: "function (doc) { return doc.type == 'airline'; }" },
          route: { accessControlFunction: acfOf("route") },
        },
      },
      _default: { collections: { _default: { accessControlFunction: DEFAULT_ACF }, hotel: { accessControlFunction: acfOf("hotel") } } },
    });
  });

  test("a scope without collections, or a function with a syntax error, is a 400 naming the field", async () => {
    expectError(await create("empty-scope", { scopes: { inventory: { collections: {} } } }), 400, 1000, /scopes.inventory.collections/);
    const broken = "function (doc) {\n  channel(doc.x;\n}";
    expectError(
      await create("broken", { scopes: { inventory: { collections: { airline: { accessControlFunction: broken } } } } }),
      400,
      1000,
      /scopes.inventory.collections.airline.accessControlFunction.*line 2/,
    );
  });

  test("create with oidc: the first provider becomes the default; read-only fields are refused", async () => {
    const oidc = [
      { issuer: "https://idp.example.com", clientId: "first" },
      { issuer: "https://idp.example.com", clientId: "second" },
    ];
    expect((await create("with-oidc", { oidc })).status).toBe(201);
    const read = await api.get(E("with-oidc"));
    expect(read.body.oidc.map((p: { clientId: string; isDefault: boolean }) => [p.clientId, p.isDefault])).toEqual([
      ["first", true],
      ["second", false],
    ]);
    expectError(await create("oidc-id", { oidc: [{ ...oidc[0], providerId: "x" }] }), 400, 1000, /'oidc\[0\].providerId' is not allowed/);
    expectError(await create("oidc-default", { oidc: [{ ...oidc[0], isDefault: true }] }), 400, 1000, /isDefault/);
  });

  test("create with CORS: origin is required, also with disabled: true, which the API takes together; enabled CORS needs an origin (422)", async () => {
    expectError(await create("cors-no-origin", { cors: { maxAge: 10 } }), 400, 1000, /'cors.origin' is required/);
    expectError(await create("cors-disabled-alone", { cors: { disabled: true } }), 400, 1000, /'cors.origin' is required/);
    expectError(await create("cors-empty", { cors: { origin: [] } }), 422, 1000, /'cors.origin' is empty/);
    expect((await create("cors-on", { cors: { origin: ["*"] } })).status).toBe(201);
    expect((await api.get(E("cors-on"))).body.cors).toEqual({ origin: ["*"], loginOrigin: [], headers: [], maxAge: 5, disabled: false });
    expect((await create("cors-off", { cors: { origin: ["https://app.example.com"], maxAge: 10, disabled: true } })).status).toBe(201);
    expect((await api.get(E("cors-off"))).body.cors).toEqual({ origin: ["https://app.example.com"], loginOrigin: [], headers: [], maxAge: 10, disabled: true });
  });

  test("an unknown endpoint is the API's 403 where the specification says so, a 404 on the collections, admin users and functions", async () => {
    for (const [method, suffix] of [
      ["GET", ""],
      ["DELETE", ""],
      ["POST", "/activationStatus"],
      ["DELETE", "/activationStatus"],
      ["GET", "/cors"],
      ["GET", "/resync"],
      ["GET", "/oidcProviders"],
      ["GET", "/auditLog"],
      ["GET", "/auditLogEvents"],
      ["GET", "/logStreaming"],
    ]) {
      const res = await (method === "GET" ? api.get : method === "POST" ? api.post : api.delete)(`${E("no-such-endpoint")}${suffix}`);
      expectError(res, 403, 1002, /no-such-endpoint/);
    }
    for (const suffix of ["/collections", "/adminUsers", "/accessControlFunction", "/importFilter"]) {
      expectError(await api.get(`${E("no-such-endpoint")}${suffix}`), 404, 1003, /no-such-endpoint/);
    }
  });
});

describe("App Endpoints: online and pause", () => {
  test("pause answers 202: Stopping, then Offline; bring online answers 202: Starting, then Online", async () => {
    await create("toggle");
    await advance(1);
    expect((await api.delete(`${E("toggle")}/activationStatus`)).status).toBe(202);
    expect(await stateOf("toggle")).toBe("Stopping");
    await advance(1);
    expect(await stateOf("toggle")).toBe("Offline");
    expect((await api.post(`${E("toggle")}/activationStatus`)).status).toBe(202);
    expect(await stateOf("toggle")).toBe("Starting");
    await advance(1);
    expect(await stateOf("toggle")).toBe("Online");
  });

  test("pausing while coming online pauses after it is online (the pause is queued)", async () => {
    await create("queued");
    expect((await api.delete(`${E("queued")}/activationStatus`)).status).toBe(202);
    expect(await stateOf("queued")).toBe("Starting");
    await advance(1);
    expect(await stateOf("queued")).toBe("Stopping");
    await advance(1);
    expect(await stateOf("queued")).toBe("Offline");
  });

  test("asking for the state it is already in changes nothing (safe retries)", async () => {
    await create("steady");
    await advance(1);
    expect((await api.post(`${E("steady")}/activationStatus`)).status).toBe(202);
    expect(await stateOf("steady")).toBe("Online");
    await api.delete(`${E("steady")}/activationStatus`);
    expect((await api.delete(`${E("steady")}/activationStatus`)).status).toBe(202);
    expect(await stateOf("steady")).toBe("Stopping");
    await advance(1);
    expect(await stateOf("steady")).toBe("Offline");
  });

  test("list sorts by offline", async () => {
    await create("zz-paused");
    await advance(1);
    await api.delete(`${E("zz-paused")}/activationStatus`);
    await advance(1);
    const res = await api.get(`${base}?sortBy=offline&sortDirection=desc&perPage=100`);
    expect(res.status).toBe(200);
    expect(res.body.data[0].state).not.toBe("Online");
    expect(res.body.data[res.body.data.length - 1].state).toBe("Online");
  });
});

describe("App Endpoints: replace", () => {
  const full = (name: string) => ({
    name,
    bucket: "travel",
    scopes: { _default: { collections: { _default: { accessControlFunction: DEFAULT_ACF, importFilter: "" } } } },
    deltaSyncEnabled: false,
    userXattrKey: "",
    disablePublicAllDocs: false,
    oidc: [],
    cors: { origin: [], disabled: true },
  });

  test("PUT replaces every field and answers 204", async () => {
    await create("replaced");
    const body = {
      ...full("replaced"),
      deltaSyncEnabled: true,
      userXattrKey: "channels",
      disablePublicAllDocs: true,
      cors: { origin: ["https://app.example.com"], maxAge: 60 },
      scopes: { inventory: { collections: { hotel: {} } } },
    };
    expect((await api.put(E("replaced"), body)).status).toBe(204);
    const read = await api.get(E("replaced"));
    expect(read.body).toMatchObject({
      deltaSyncEnabled: true,
      userXattrKey: "channels",
      disablePublicAllDocs: true,
      cors: { origin: ["https://app.example.com"], maxAge: 60, disabled: false },
      scopes: { inventory: { collections: { hotel: { accessControlFunction: acfOf("hotel") } } } },
    });
    expect(read.body.scopes._default).toBeUndefined();
  });

  test.each(["name", "bucket", "scopes", "deltaSyncEnabled", "userXattrKey", "disablePublicAllDocs", "oidc", "cors"])(
    "every field is required: without '%s' the replace is a 400 naming it",
    async (field) => {
      await create(`needs-${field.toLowerCase()}`);
      const body: Record<string, unknown> = full(`needs-${field.toLowerCase()}`);
      delete body[field];
      expectError(await api.put(E(`needs-${field.toLowerCase()}`), body), 400, 1000, new RegExp(`'${field}' is required`));
    },
  );

  test("name and bucket cannot change (400 naming the field)", async () => {
    await create("immutable");
    expectError(await api.put(E("immutable"), full("renamed")), 400, 1000, /'name' cannot be changed/);
    expectError(await api.put(E("immutable"), { ...full("immutable"), bucket: "other" }), 400, 1000, /'bucket' cannot be changed/);
  });

  test("changing a collection's access-control function marks it in requireResync", async () => {
    await create("resync-on-replace");
    const body = full("resync-on-replace");
    body.scopes._default.collections._default.accessControlFunction = "function (doc) { channel('all'); }";
    expect((await api.put(E("resync-on-replace"), body)).status).toBe(204);
    // Scope name to an array of collection names.
    expect((await api.get(E("resync-on-replace"))).body).toMatchObject({ requireResync: { _default: ["_default"] }, isRequireResync: true });
  });

  test("replace with oidc makes the first provider the default and keeps ids of unchanged providers", async () => {
    await create("oidc-replace", { oidc: [{ issuer: "https://a.example.com", clientId: "a" }] });
    const before = (await api.get(E("oidc-replace"))).body.oidc[0];
    const oidc = [
      { issuer: "https://b.example.com", clientId: "b" },
      { issuer: "https://a.example.com", clientId: "a" },
    ];
    expect((await api.put(E("oidc-replace"), { ...full("oidc-replace"), oidc })).status).toBe(204);
    const after = (await api.get(E("oidc-replace"))).body.oidc;
    expect(after[0]).toMatchObject({ clientId: "b", isDefault: true });
    expect(after[1]).toMatchObject({ clientId: "a", isDefault: false, providerId: before.providerId });
  });

  test("replace of an unknown endpoint is the API's 403; wrong types are a 400", async () => {
    expectError(await api.put(E("ghost"), full("ghost")), 403, 1002);
    expectError(await api.put(E("immutable"), { ...full("immutable"), oidc: "none" }), 400, 1000, /'oidc' must be an array; got a string/);
  });
});

describe("App Endpoints: list, collections, delete", () => {
  test("list pages and sorts by name and bucket only", async () => {
    const page = await api.get(`${base}?perPage=2&page=1&sortBy=name`);
    expect(page.status).toBe(200);
    expect(page.body.data).toHaveLength(2);
    expect(page.body.cursor.pages).toMatchObject({ page: 1, next: 2, perPage: 2 });
    const all = await api.get(`${base}?perPage=100&sortBy=name&sortDirection=desc`);
    const names = all.body.data.map((e: { name: string }) => e.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => b.localeCompare(a)));
    expect((await api.get(`${base}?sortBy=bucket`)).status).toBe(200);
    expectError(await api.get(`${base}?sortBy=audit`), 400, 1000, /sortBy/);
    expectError(await api.get(`${base}?perPage=0`), 400, 1000, /perPage/);
  });

  test("the list holds only this App Service's endpoints, each with its state", async () => {
    const all = await api.get(`${base}?perPage=100`);
    expect(all.body.data.some((e: { name: string }) => e.name === "taken-elsewhere")).toBe(false);
    expect(all.body.data.every((e: { state: string }) => typeof e.state === "string")).toBe(true);
  });

  test("collections: the scopes map itself (no cursor), paged and ordered by keyspace", async () => {
    await create("collections", {
      scopes: { inventory: { collections: { route: {}, airline: {} } }, _default: { collections: { _default: {} } } },
    });
    const all = await api.get(`${E("collections")}/collections`);
    expect(all.status).toBe(200);
    expect(all.body).toEqual({
      _default: { collections: { _default: { accessControlFunction: DEFAULT_ACF } } },
      inventory: { collections: { airline: { accessControlFunction: acfOf("airline") }, route: { accessControlFunction: acfOf("route") } } },
    });
    const first = await api.get(`${E("collections")}/collections?perPage=1`);
    expect(first.body).toEqual({ _default: { collections: { _default: expect.any(Object) } } });
    const last = await api.get(`${E("collections")}/collections?perPage=1&sortDirection=desc`);
    expect(Object.keys(last.body.inventory.collections)).toEqual(["route"]);
    expectError(await api.get(`${E("collections")}/collections?sortDirection=up`), 400, 1000, /sortDirection/);
  });

  test("delete answers 202; then the endpoint is the API's 403 and its name is free again", async () => {
    await create("short-lived");
    expect((await api.delete(E("short-lived"))).status).toBe(202);
    expectError(await api.get(E("short-lived")), 403, 1002);
    expectError(await api.delete(E("short-lived")), 403, 1002);
    expect((await create("short-lived")).status).toBe(201);
  });

  test("the endpoint is the gateway database at adminURL; deleting it removes the database", async () => {
    if (!t.server) return; // an external target does not tell us its gateway credentials
    await create("gateway-db", { cors: { origin: ["https://app.example.com"] }, deltaSyncEnabled: true });
    await advance(1);
    const { adminURL } = (await api.get(E("gateway-db"))).body;
    const basic = `Basic ${Buffer.from(`${t.server.gatewayAdminUsername}:${t.server.gatewayAdminPassword}`).toString("base64")}`;
    // App Services serves the database's users (GUEST always exists), not its configuration.
    const guest = await call(adminURL, undefined, "GET", "/_user/GUEST", undefined, { headers: { authorization: basic } });
    expect(guest.status).toBe(200);
    expect((await api.delete(E("gateway-db"))).status).toBe(202);
    expect((await call(adminURL, undefined, "GET", "/_user/GUEST", undefined, { headers: { authorization: basic } })).body).toMatchObject({ error: "not_found", reason: 'no such database "gateway-db"' });
  });

  test("a member key may read but not write (403 code 1002)", async () => {
    const key = await api.post(`/v4/organizations/${t.organizationId}/apikeys`, { name: "member", organizationRoles: ["organizationMember"] });
    const member = client(t, key.body.token);
    expect((await member.get(E("defaults"))).status).toBe(200);
    expectError(await member.post(base, { name: "by-member", bucket: "travel" }), 403, 1002);
    expectError(await member.delete(`${E("defaults")}/activationStatus`), 403, 1002);
  });
});
