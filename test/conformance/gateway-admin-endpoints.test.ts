import { call, client, paths, startTarget, type Target } from "../support/conformance";
import { basic, expectGatewayError, gateway, gatewayAdmin } from "../support/gateway";

/** Every App Endpoint is a gateway database of the same name, served as App Services serves it:
 *  its users by name, its roles and its sessions through the admin API, nothing else (its
 *  scopes, functions, OIDC providers and CORS come from the management API, and show on the
 *  public API). App Service admin users are the admin API's Basic credentials, limited to their
 *  endpoints; a paused endpoint answers 503, a deleted one is gone with its users and sessions. */
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

const JS = { "content-type": "application/javascript" };

describe("App Endpoints as gateway databases, as App Services serves them", () => {
  beforeAll(async () => {
    await createEndpoint("hotels", "travel", {
      scopes: { inventory: { collections: { hotel: { accessControlFunction: SYNC, importFilter: FILTER }, airline: {} } } },
      cors: { origin: ["https://app.example"], loginOrigin: ["https://login.example"], headers: ["X-A"], maxAge: 30 },
    });
  });

  test("users by name, roles and sessions are served", async () => {
    expect((await admin.put("/hotels/_user/ann", { password: "pw-ann", admin_channels: ["hotel"] })).status).toBe(201);
    expect((await admin.put("/hotels/_user/ann", { email: "ann@example.com" })).status).toBe(200);
    expect((await admin.get("/hotels/_user/ann")).body).toMatchObject({ name: "ann", admin_channels: ["hotel"], email: "ann@example.com" });
    expect((await admin.post("/hotels/_role/", { name: "crew", admin_channels: ["airline"] })).status).toBe(201);
    expect((await admin.get("/hotels/_role/")).body).toEqual(["crew"]);
    const session = await admin.post("/hotels/_session", { name: "ann" });
    expect(session.status).toBe(200);
    expect((await admin.get(`/hotels/_session/${session.body.session_id}`)).body.userCtx.name).toBe("ann");
    expect((await admin.delete("/hotels/_user/ann/_session")).status).toBe(200);
  });

  test.each([
    ["GET", "/hotels/_config"],
    ["PUT", "/hotels/_config"],
    ["POST", "/hotels/_config"],
    ["GET", "/hotels/"],
    ["PUT", "/hotels/"],
    ["DELETE", "/hotels/"],
    ["POST", "/hotels/_offline"],
    ["GET", "/hotels/_user/"],
    ["POST", "/hotels/_user/"],
    ["GET", "/hotels.inventory.hotel/_config/sync"],
    ["DELETE", "/hotels.inventory.hotel/_config/import_filter"],
  ])("%s %s: 404 saying App Services does not serve it (even to the gateway's own administrator)", async (method, path) => {
    const body = method === "POST" || method === "PUT" ? { name: "x", password: "pw-x" } : undefined;
    const res = await call(t.server!.gatewayAdminUrl, undefined, method, path, body, { headers: { authorization: basic(t.server!.gatewayAdminUsername, t.server!.gatewayAdminPassword) } });
    expectGatewayError(res, 404, /App Services does not serve .*users by name, roles and sessions/);
  });

  test("a function body to an App Endpoint's keyspace: 404 as well", async () => {
    expectGatewayError(await admin.put("/hotels.inventory.hotel/_config/sync", undefined, { raw: SYNC, headers: JS }), 404, /App Services/);
    expect((await admin.get("/_all_dbs")).body).not.toContain("hotels");
  });

  test("the management read's adminURL and publicURL point at the gateway's ports; the public API has the database", async () => {
    const read = await api.get(E("hotels"));
    expect(read.body.adminURL).toBe(`${t.server!.gatewayAdminUrl}/hotels`);
    expect(read.body.publicURL).toBe(`${t.server!.gatewayPublicUrl}/hotels`);
    await admin.put("/hotels/_user/reader", { password: "pw-reader" });
    const info = await call(t.server!.gatewayPublicUrl, undefined, "GET", "/hotels/", undefined, { headers: { authorization: basic("reader", "pw-reader") } });
    expect(info.body).toMatchObject({ db_name: "hotels", state: "Online" });
  });

  test("the endpoint's access-control function runs on the public API's writes", async () => {
    await admin.put("/hotels/_user/writer", { password: "pw-writer", admin_channels: ["hotel"] });
    await admin.put("/hotels/_user/other", { password: "pw-other", admin_channels: ["airline"] });
    const as = (user: string) => ({ authorization: basic(user, `pw-${user}`) });
    const put = await call(t.server!.gatewayPublicUrl, undefined, "PUT", "/hotels.inventory.hotel/h1", { type: "hotel" }, { headers: as("writer") });
    expect(put.status).toBe(201);
    expect((await call(t.server!.gatewayPublicUrl, undefined, "GET", "/hotels.inventory.hotel/h1", undefined, { headers: as("writer") })).status).toBe(200);
    expectGatewayError(await call(t.server!.gatewayPublicUrl, undefined, "GET", "/hotels.inventory.hotel/h1", undefined, { headers: as("other") }), 403);
  });
});

describe("paused and deleted endpoints", () => {
  test("a paused endpoint answers 503 (Stopping and Offline); online again it answers", async () => {
    await createEndpoint("pausable");
    expect((await admin.put("/pausable/_user/u", { password: "pw1" })).status).toBe(201);
    expect((await api.delete(`${E("pausable")}/activationStatus`)).status).toBe(202);
    expectGatewayError(await admin.get("/pausable/_user/u"), 503);
    await advance(1);
    expect((await api.get(E("pausable"))).body.state).toBe("Offline");
    expectGatewayError(await admin.get("/pausable/_user/u"), 503);
    expectGatewayError(await admin.get("/pausable/_role/"), 503);
    expect((await api.post(`${E("pausable")}/activationStatus`)).status).toBe(202);
    await advance(1);
    expect((await admin.get("/pausable/_user/u")).status).toBe(200);
  });

  test("a deleted endpoint's database is gone (404) with its users, roles and sessions, also when re-created", async () => {
    await createEndpoint("shortlived");
    await admin.put("/shortlived/_user/u", { password: "pw1" });
    await admin.put("/shortlived/_role/r", { admin_channels: ["c"] });
    const session = await admin.post("/shortlived/_session", { name: "u" });
    expect(session.status).toBe(200);
    expect((await api.delete(E("shortlived"))).status).toBe(202);
    expectGatewayError(await admin.get("/shortlived/_user/u"), 404, /no such database "shortlived"/);
    await createEndpoint("shortlived");
    expectGatewayError(await admin.get("/shortlived/_user/u"), 404, /missing/);
    expectGatewayError(await admin.get("/shortlived/_role/r"), 404);
    expectGatewayError(await admin.get(`/shortlived/_session/${session.body.session_id}`), 404);
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
    expect((await user.get("/mine/_user/GUEST")).status).toBe(200);
    expect((await user.put("/mine/_user/x", { password: "pw1" })).status).toBe(201);
    for (const path of ["/theirs/_user/GUEST", "/selfmanaged/_user/GUEST", "/nosuchdb/_user/GUEST", "/selfmanaged/_config"]) {
      const res = await user.get(path);
      expectGatewayError(res, 403);
      expect(res.body.error).toBe("Forbidden");
    }
    expectGatewayError(await user.put("/newdb/", {}), 403);
    // The server's routes without a database are a self-managed gateway's: App Services has none.
    expectGatewayError(await user.get("/_all_dbs"), 404, /App Services/);
  });

  test("bucket-level access reaches endpoints created later on the same bucket", async () => {
    const user = await createAdminUser("bucketwide", { endpoints: ["mine"] });
    await createEndpoint("later", "travel");
    expect((await user.get("/later/_user/GUEST")).status).toBe(200);
    expectGatewayError(await user.get("/theirs/_user/GUEST"), 403);
  });

  test("a user with accessAllEndpoints reaches every endpoint of its App Service, not self-managed databases", async () => {
    const user = await createAdminUser("everything", { accessAllEndpoints: true });
    expect((await user.get("/theirs/_user/GUEST")).status).toBe(200);
    expect((await user.get("/mine/_role/")).status).toBe(200);
    expectGatewayError(await user.get("/selfmanaged/_user/GUEST"), 403);
  });

  test("a wrong password, or a deleted admin user: 401 with WWW-Authenticate", async () => {
    const wrong = await gateway(t.server!.gatewayAdminUrl, basic("named", "Wrong1!pass")).get("/mine/_user/GUEST");
    expectGatewayError(wrong, 401);
    expect(wrong.headers["www-authenticate"]).toMatch(/^Basic realm=/);
    const created = await api.post(`${paths(t).A(serviceId)}/adminUsers`, { name: "temporary", password: ADMIN_PASSWORD, access: { accessAllEndpoints: true } });
    await api.delete(`${paths(t).A(serviceId)}/adminUsers/${created.body.id}`);
    expectGatewayError(await gateway(t.server!.gatewayAdminUrl, basic("temporary", ADMIN_PASSWORD)).get("/mine/_user/GUEST"), 401);
  });
});

describe("a turned-off App Service (last: it takes every endpoint of the service down)", () => {
  test("its endpoints answer 503 while it is turning off and off; again once it is back on", async () => {
    const A = paths(t).A(serviceId);
    expect((await admin.get("/mine/_user/GUEST")).status).toBe(200);
    expect((await api.delete(`${A}/activationState`)).status).toBe(202);
    expectGatewayError(await admin.get("/mine/_user/GUEST"), 503);
    await advance(1);
    expect((await api.get(A)).body.currentState).toBe("turnedOff");
    expectGatewayError(await admin.get("/mine/_user/GUEST"), 503);
    expect((await api.post(`${A}/activationState`)).status).toBe(202);
    await advance(1);
    expect((await admin.get("/mine/_user/GUEST")).status).toBe(200);
  });
});
