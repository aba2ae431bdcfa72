import { client, paths, startTarget, type Target } from "../support/conformance";
import { basic, expectGatewayError, gateway, gatewayAdmin } from "../support/gateway";

/** Issue 4: every App Endpoint is a gateway database of the same name. Its scopes, functions,
 *  OIDC providers and CORS come from the management API; App Service admin users are the
 *  admin API's Basic credentials, limited to their endpoints; a paused endpoint answers 503, a
 *  deleted one is gone with its users and sessions. */
const STEP = 1000;
const SYNC = "function (doc) { channel(doc.type); }";
const FILTER = "function (doc) { return doc.type == 'hotel'; }";
const ADMIN_PASSWORD = "Adm1n!pass";

let t: Target;
let api: ReturnType<typeof client>;
let admin: ReturnType<typeof gatewayAdmin>;
let serviceId: string;
let base: string;

const advance = (steps: number) => api.control("POST", "clock", { advanceMs: steps * STEP });
const E = (name: string) => `${base}/${name}`;

async function createEndpoint(name: string, bucket = "travel", extra: Record<string, unknown> = {}): Promise<void> {
  const res = await api.post(base, { name, bucket, ...extra });
  expect(res.status).toBe(201);
  await advance(1);
}

async function createAdminUser(name: string, access: Record<string, unknown>) {
  const res = await api.post(`${paths(t).A(serviceId)}/adminUsers`, { name, password: ADMIN_PASSWORD, access });
  expect(res.status).toBe(201);
  return gateway(t.server!.gatewayAdminUrl, basic(name, ADMIN_PASSWORD));
}

beforeAll(async () => {
  t = await startTarget({ transitionMs: STEP });
  api = client(t);
  admin = gatewayAdmin(t);
  const { C, A } = paths(t);
  const svc = await api.post(`${C}/appservices`, { name: "gateway-test" });
  expect(svc.status).toBe(201);
  for (const bucket of ["travel", "other"]) expect((await api.post(`${C}/buckets`, { name: bucket })).status).toBe(201);
  await advance(3);
  expect((await api.get(A(svc.body.id))).body.currentState).toBe("healthy");
  serviceId = svc.body.id;
  base = `${A(serviceId)}/appEndpoints`;
});
afterAll(() => t.close());

describe("App Endpoints as gateway databases", () => {
  beforeAll(async () => {
    await createEndpoint("hotels", "travel", {
      scopes: { inventory: { collections: { hotel: { accessControlFunction: SYNC, importFilter: FILTER }, airline: {} } } },
      cors: { origin: ["https://app.example"], loginOrigin: ["https://login.example"], headers: ["X-A"], maxAge: 30 },
      oidc: [
        { issuer: "https://id.example/realms/a", clientId: "app", register: true, userPrefix: "a", usernameClaim: "email", rolesClaim: "roles", discoveryUrl: "https://id.example/realms/a/.well-known/openid-configuration", scope: ["openid"] },
        { issuer: "https://other.example", clientId: "b" },
      ],
    });
  });

  test("the endpoint's scopes, functions, OIDC providers and CORS appear in GET /{db}/_config", async () => {
    const res = await admin.get("/hotels/_config");
    expect(res.status).toBe(200);
    const config = res.body;
    expect(config).toMatchObject({
      name: "hotels",
      bucket: "travel",
      scopes: { inventory: { collections: { hotel: { sync: SYNC, import_filter: FILTER } } } },
      cors: { origin: ["https://app.example"], login_origin: ["https://login.example"], headers: ["X-A"], max_age: 30 },
    });
    const providers = Object.entries(config.oidc.providers) as Array<[string, Record<string, unknown>]>;
    expect(providers).toHaveLength(2);
    const [firstName, first] = providers.find(([, p]) => p.issuer === "https://id.example/realms/a")!;
    expect(first).toEqual({
      issuer: "https://id.example/realms/a",
      client_id: "app",
      register: true,
      user_prefix: "a",
      username_claim: "email",
      roles_claim: "roles",
      discovery_url: "https://id.example/realms/a/.well-known/openid-configuration",
      scope: ["openid"],
    });
    expect(config.oidc.default_provider).toBe(firstName);
  });

  test("changing the default provider through the management API moves default_provider", async () => {
    const list = await api.get(`${E("hotels")}/oidcProviders`);
    const other = list.body.data.find((p: { issuer: string }) => p.issuer === "https://other.example");
    expect((await api.put(`${E("hotels")}/oidcProviders/defaultProvider`, { providerId: other.providerId })).status).toBe(204);
    const config = (await admin.get("/hotels/_config")).body;
    expect(config.oidc.providers[config.oidc.default_provider].issuer).toBe("https://other.example");
  });

  test("the management read's adminURL and publicURL point at the gateway's ports", async () => {
    const read = await api.get(E("hotels"));
    expect(read.body.adminURL).toBe(`${t.server!.gatewayAdminUrl}/hotels`);
    expect(read.body.publicURL).toBe(`${t.server!.gatewayPublicUrl}/hotels`);
    expect((await admin.get("/_all_dbs")).body).toContain("hotels");
    expect((await admin.get("/hotels/")).body).toMatchObject({ db_name: "hotels", state: "Online" });
  });

  test("a function changed through the management API shows on the gateway (and changes the ETag)", async () => {
    const before = (await admin.get("/hotels/_config")).headers.etag;
    const updated = "function (doc) { channel('all'); }";
    const put = await api.put(`${base}/hotels.inventory.airline/accessControlFunction`, undefined, {
      raw: updated,
      headers: { "content-type": "application/javascript" },
    });
    expect(put.status).toBe(204);
    expect((await admin.get("/hotels.inventory.airline/_config/sync")).text).toBe(updated);
    expect((await admin.get("/hotels/_config")).headers.etag).not.toBe(before);
  });

  test("gateway-side fields can be set; management-owned ones may be repeated but not changed (403)", async () => {
    const current = (await admin.get("/hotels/_config")).body;
    const hooks = { document_changed: [{ handler: "webhook", url: "https://hooks.example.com/hook" }] };
    expect((await admin.post("/hotels/_config", { ...current, event_handlers: hooks, session_cookie_name: "Hotels" })).status).toBe(201);
    expect((await admin.get("/hotels/_config")).body).toMatchObject({ event_handlers: hooks, session_cookie_name: "Hotels", bucket: "travel" });
    expectGatewayError(await admin.post("/hotels/_config", { bucket: "other" }), 403, /management API/);
    expectGatewayError(await admin.post("/hotels/_config", { scopes: { x: { collections: { y: {} } } } }), 403, /scopes/);
    expectGatewayError(
      await admin.put("/hotels.inventory.hotel/_config/sync", undefined, { raw: SYNC, headers: { "content-type": "application/javascript" } }),
      403,
    );
  });

  test("an endpoint's database cannot be created again (412) nor deleted through the gateway (403)", async () => {
    expectGatewayError(await admin.put("/hotels/", {}), 412, /Duplicate database name/);
    expectGatewayError(await admin.delete("/hotels/"), 403);
    expect((await admin.get("/hotels/")).status).toBe(200);
  });
});

describe("paused and deleted endpoints", () => {
  test("a paused endpoint answers 503 (Stopping and Offline); online again it answers", async () => {
    await createEndpoint("pausable");
    await admin.post("/pausable/_user/", { name: "u", password: "pw1" });
    expect((await api.delete(`${E("pausable")}/activationStatus`)).status).toBe(202);
    expectGatewayError(await admin.get("/pausable/_user/u"), 503);
    await advance(1);
    expect((await api.get(E("pausable"))).body.state).toBe("Offline");
    expectGatewayError(await admin.get("/pausable/_user/u"), 503);
    expectGatewayError(await admin.get("/pausable/_config"), 503);
    expect((await admin.get("/pausable/")).body.state).toBe("Offline");
    expect((await api.post(`${E("pausable")}/activationStatus`)).status).toBe(202);
    await advance(1);
    expect((await admin.get("/pausable/_user/u")).status).toBe(200);
  });

  test("a deleted endpoint's database is gone (404) with its users and sessions, also when re-created", async () => {
    await createEndpoint("shortlived");
    await admin.post("/shortlived/_user/", { name: "u", password: "pw1" });
    await admin.post("/shortlived/_config", { session_cookie_name: "Old" });
    const session = await admin.post("/shortlived/_session", { name: "u" });
    expect(session.status).toBe(200);
    expect((await api.delete(E("shortlived"))).status).toBe(202);
    expectGatewayError(await admin.get("/shortlived/_user/u"), 404, /no such database "shortlived"/);
    expect((await admin.get("/_all_dbs")).body).not.toContain("shortlived");
    await createEndpoint("shortlived");
    expectGatewayError(await admin.get("/shortlived/_user/u"), 404, /no such user/);
    expectGatewayError(await admin.get(`/shortlived/_session/${session.body.session_id}`), 404);
    expect((await admin.get("/shortlived/_config")).body).not.toHaveProperty("session_cookie_name");
  });
});

describe("App Service admin users on the admin API", () => {
  beforeAll(async () => {
    await createEndpoint("mine", "travel");
    await createEndpoint("theirs", "other");
    await admin.put("/selfmanaged/", {});
  });

  test("a user with named endpoints reaches them; elsewhere 403 {error: Forbidden}", async () => {
    const user = await createAdminUser("named", { endpoints: ["mine"] });
    expect((await user.get("/mine/_config")).status).toBe(200);
    expect((await user.post("/mine/_user/", { name: "x", password: "pw1" })).status).toBe(201);
    for (const path of ["/theirs/_config", "/selfmanaged/_config", "/nosuchdb/_config"]) {
      const res = await user.get(path);
      expectGatewayError(res, 403);
      expect(res.body.error).toBe("Forbidden");
    }
    expectGatewayError(await user.put("/newdb/", {}), 403);
    expect((await user.get("/_all_dbs")).body).not.toContain("theirs");
  });

  test("bucket-level access reaches endpoints created later on the same bucket", async () => {
    const user = await createAdminUser("bucketwide", { endpoints: ["mine"] });
    await createEndpoint("later", "travel");
    expect((await user.get("/later/_config")).status).toBe(200);
    expectGatewayError(await user.get("/theirs/_config"), 403);
  });

  test("a user with accessAllEndpoints reaches every endpoint of its App Service, not self-managed databases", async () => {
    const user = await createAdminUser("everything", { accessAllEndpoints: true });
    expect((await user.get("/theirs/_config")).status).toBe(200);
    expect((await user.get("/mine/_user/")).status).toBe(200);
    expectGatewayError(await user.get("/selfmanaged/_config"), 403);
  });

  test("a wrong password, or a deleted admin user: 401 with WWW-Authenticate", async () => {
    const wrong = await gateway(t.server!.gatewayAdminUrl, basic("named", "Wrong1!pass")).get("/mine/_config");
    expectGatewayError(wrong, 401);
    expect(wrong.headers["www-authenticate"]).toMatch(/^Basic realm=/);
    const created = await api.post(`${paths(t).A(serviceId)}/adminUsers`, { name: "temporary", password: ADMIN_PASSWORD, access: { accessAllEndpoints: true } });
    await api.delete(`${paths(t).A(serviceId)}/adminUsers/${created.body.id}`);
    expectGatewayError(await gateway(t.server!.gatewayAdminUrl, basic("temporary", ADMIN_PASSWORD)).get("/mine/_config"), 401);
  });
});

describe("a turned-off App Service (last: it takes every endpoint of the service down)", () => {
  test("its endpoints answer 503 while it is turning off and off; again once it is back on", async () => {
    const A = paths(t).A(serviceId);
    expect((await admin.get("/mine/_config")).status).toBe(200);
    expect((await api.delete(`${A}/activationState`)).status).toBe(202);
    expectGatewayError(await admin.get("/mine/_config"), 503);
    await advance(1);
    expect((await api.get(A)).body.currentState).toBe("turnedOff");
    expectGatewayError(await admin.get("/mine/_config"), 503);
    expect((await admin.get("/mine/")).body.state).toBe("Offline");
    expect((await api.post(`${A}/activationState`)).status).toBe(202);
    await advance(1);
    expect((await admin.get("/mine/_config")).status).toBe(200);
  });
});
