import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { startConformanceServer } from "../../conformance";
import { call, client, expectError, paths } from "../support/conformance";
import { basic, expectGatewayError, startGateway, type Gateway } from "../support/gateway";

/** Limits between tenants (conformance/core/limits.ts), lowered so that each is reached in a few
 *  requests: each refusal is a 4xx in that API's error body naming the limit and its option, and
 *  changes nothing; the control plane shows the use beside each limit, also after a restart. */
const LIMITS = {
  documentsPerDatabase: 3,
  databaseBytes: 2000,
  tenantBytes: 3000,
  databasesPerTenant: 5,
  usersPerDatabase: 3,
  usersPerConfigRequest: 5,
  sessionsPerUser: 2,
  webhooksPerDatabase: 2,
  functionBytesPerDatabase: 400,
  adminUsersPerAppService: 2,
};
const STEP = 60_000;
let gw: Gateway;
const root = { user: "root", password: "pass-word" };

beforeAll(async () => {
  gw = await startGateway({ limits: LIMITS, transitionMs: STEP });
  for (const db of ["docs", "bytes-a", "bytes-b"]) {
    await gw.createDb(db);
    await gw.createUser(db, "root", { admin_channels: ["*"] });
  }
  await gw.createDb("config");
});
afterAll(() => gw.close());

/** A document body whose JSON is exactly `bytes` long. */
const sized = (bytes: number) => ({ p: "x".repeat(bytes - 8) });
const usage = async () => (await gw.control("GET", "usage")).body;
const databaseUse = async (name: string) => {
  for (const t of (await usage()).tenants) for (const d of t.databases) if (d.name === name) return { tenant: t, ...d.use };
  throw new Error(`no database ${name} in the usage view`);
};
const refusedNaming = (option: string) => new RegExp(`^(.* )?limit of .+ reached \\(server option --${option}\\)$`);

describe("documents and bytes", () => {
  test("past max-documents-per-database a new document is refused with 403; updates and deletions pass, and a tombstone still counts", async () => {
    const revs: string[] = [];
    for (const id of ["a", "b", "c"]) revs.push((await gw.pub("PUT", `/docs/${id}`, { n: 1 }, root)).body.rev);
    const refused = await gw.pub("PUT", "/docs/d", { n: 1 }, root);
    expectGatewayError(refused, 403, refusedNaming("max-documents-per-database"));
    expect(refused.body.reason).toBe("limit of 3 documents per database reached (server option --max-documents-per-database)");
    expectGatewayError(await gw.pub("GET", "/docs/d", undefined, root), 404);
    expect((await gw.pub("PUT", `/docs/a?rev=${revs[0]}`, { n: 2 }, root)).status).toBe(201);
    expect((await gw.pub("DELETE", `/docs/b?rev=${revs[1]}`, undefined, root)).status).toBe(200);
    expectGatewayError(await gw.pub("PUT", "/docs/d", { n: 1 }, root), 403, refusedNaming("max-documents-per-database"));
    expect((await databaseUse("docs")).documents).toEqual({ used: 3, limit: 3, option: "--max-documents-per-database" });
  });

  test("past max-database-bytes a growing write is refused with 403 and the document stays as it was; a shrinking one passes", async () => {
    const first = await gw.pub("PUT", "/bytes-a/big", sized(1500), root);
    expect(first.status).toBe(201);
    expectGatewayError(await gw.pub("PUT", "/bytes-a/more", sized(600), root), 403, refusedNaming("max-database-bytes"));
    expectGatewayError(await gw.pub("PUT", `/bytes-a/big?rev=${first.body.rev}`, sized(2100), root), 403, refusedNaming("max-database-bytes"));
    expect((await gw.pub("GET", "/bytes-a/big", undefined, root)).body._rev).toBe(first.body.rev);
    const smaller = await gw.pub("PUT", `/bytes-a/big?rev=${first.body.rev}`, sized(1400), root);
    expect(smaller.status).toBe(201);
    expect((await databaseUse("bytes-a")).bytes).toEqual({ used: 1400, limit: 2000, option: "--max-database-bytes" });
  });

  test("past max-tenant-bytes a write that fits its database is refused: the tenant's databases count together", async () => {
    const before = (await databaseUse("bytes-b")).tenant.use.bytes.used;
    const room = LIMITS.tenantBytes - before;
    expect(room).toBeGreaterThan(1000);
    expect((await gw.pub("PUT", "/bytes-b/one", sized(1000), root)).status).toBe(201);
    expectGatewayError(await gw.pub("PUT", "/bytes-b/two", sized(room - 1000 + 1), root), 403, refusedNaming("max-tenant-bytes"));
    expect((await gw.pub("PUT", "/bytes-b/two", sized(room - 1000), root)).status).toBe(201);
    const use = await databaseUse("bytes-b");
    expect(use.tenant.tenant).toBe("selfManaged");
    expect(use.tenant.use.bytes).toEqual({ used: LIMITS.tenantBytes, limit: LIMITS.tenantBytes, option: "--max-tenant-bytes" });
    expect(use.bytes.used).toBe(room);
  });
});

describe("users", () => {
  test("past max-users-per-database a new user is refused with 403, by the user API, by a configuration request (which changes nothing) and at an OpenID Connect login", async () => {
    for (const name of ["u1", "u2", "u3"]) await gw.createUser("config", name);
    expectGatewayError(await gw.admin.put("/config/_user/u4", { password: "pass-word" }), 403, refusedNaming("max-users-per-database"));
    expectGatewayError(await gw.admin.post("/config/_user/", { name: "u4", password: "pass-word" }), 403, refusedNaming("max-users-per-database"));
    const config = await gw.admin.post("/config/_config", { users: { u1: { admin_channels: ["changed"] }, u4: { password: "pass-word" } } });
    expectGatewayError(config, 403, refusedNaming("max-users-per-database"));
    expect((await gw.admin.get("/config/_user/u1")).body.admin_channels).toBeUndefined();
    expectGatewayError(await gw.admin.get("/config/_user/u4"), 404);
    // A user an OpenID Connect login would register is a new user too.
    const issuer = `${gw.t.apiUrl}/_conformance/oidc`;
    expect((await gw.admin.post("/config/_config", { oidc: { providers: { main: { issuer, client_id: "app", register: true, user_prefix: "oidc" } } } })).status).toBe(201);
    const token = (await gw.control("POST", "oidc/token", { sub: "newcomer", aud: "app" })).body.id_token;
    expectGatewayError(await gw.pub("GET", "/config/_session", undefined, { bearer: token }), 403, refusedNaming("max-users-per-database"));
    expectGatewayError(await gw.admin.get("/config/_user/oidc_newcomer"), 404);
    // GUEST always exists: configuring it is no new user.
    expect((await gw.admin.put("/config/_user/GUEST", { disabled: true })).status).toBe(200);
    expect((await databaseUse("config")).users).toEqual({ used: 3, limit: 3, option: "--max-users-per-database" });
  });

  test("a configuration request declaring more than max-users-per-config-request users is refused with 400 before any password is hashed", async () => {
    const users = Object.fromEntries(Array.from({ length: 400 }, (_, i) => [`many${i}`, { password: `password-${i}` }]));
    const started = performance.now();
    const res = await gw.admin.post("/config/_config", { users });
    const elapsed = performance.now() - started;
    expectGatewayError(res, 400, refusedNaming("max-users-per-config-request"));
    expect(res.body.reason).toMatch(/^400 users declared in one configuration request: limit of 5 users per request/);
    // 400 password hashes take seconds (about 40 ms each, two at a time).
    expect(elapsed).toBeLessThan(1000);
    expectGatewayError(await gw.admin.get("/config/_user/many0"), 404);
  });
});

describe("configuration", () => {
  const hook = (i: number) => ({ handler: "webhook", url: `https://hooks.example.com/${i}` });

  test("past max-webhooks-per-database a configuration is refused with 403 and stays as it was", async () => {
    expect((await gw.admin.post("/config/_config", { event_handlers: { document_changed: [hook(1), hook(2)] } })).status).toBe(201);
    const before = (await gw.admin.get("/config/_config")).body;
    const refused = await gw.admin.post("/config/_config", { event_handlers: { document_changed: [hook(1), hook(2), hook(3)] } });
    expectGatewayError(refused, 403, refusedNaming("max-webhooks-per-database"));
    expect((await gw.admin.get("/config/_config")).body).toEqual(before);
    expect((await databaseUse("config")).webhooks).toEqual({ used: 2, limit: 2, option: "--max-webhooks-per-database" });
  });

  test("past max-function-bytes-per-database JavaScript is refused with 403: in a configuration, by the function API, in webhook filters", async () => {
    const fn = (bytes: number) => `function(doc){channel(doc.c);${";".repeat(bytes - 30)}}`;
    const put = (text: string) => gw.admin.put("/config/_config/sync", undefined, { raw: text, headers: { "content-type": "application/javascript" } });
    expect(fn(300).length).toBe(300);
    expect((await put(fn(300))).status).toBe(200);
    expectGatewayError(await put(fn(401)), 403, refusedNaming("max-function-bytes-per-database"));
    expect((await gw.admin.get("/config/_config/sync")).text).toBe(fn(300));
    const filter = `function(doc){return true;${";".repeat(120)}}`;
    const config = await gw.admin.post("/config/_config", { event_handlers: { document_changed: [{ ...hook(1), filter }] } });
    expectGatewayError(config, 403, refusedNaming("max-function-bytes-per-database"));
    expect((await gw.admin.get("/config/_config")).body.event_handlers.document_changed).toEqual([hook(1), hook(2)]);
    expect((await put(fn(400))).status).toBe(200);
    expect((await databaseUse("config")).functionBytes).toEqual({ used: 400, limit: 400, option: "--max-function-bytes-per-database" });
  });

  test("past max-databases-per-tenant a self-managed database is refused with 403", async () => {
    expect((await gw.admin.put("/fifth/", {})).status).toBe(201);
    expectGatewayError(await gw.admin.put("/sixth/", {}), 403, refusedNaming("max-databases-per-tenant"));
    expect((await gw.admin.get("/_all_dbs")).body).not.toContain("sixth");
    expect((await usage()).tenants.find((t: { tenant: string }) => t.tenant === "selfManaged").use.databases).toEqual({ used: 5, limit: 5, option: "--max-databases-per-tenant" });
  });
});

describe("sessions", () => {
  const session = async (ttl?: number) => {
    const res = await gw.admin.post("/config/_session", { name: "u1", ...(ttl ? { ttl } : {}) });
    expect(res.status).toBe(200);
    return res.body.session_id as string;
  };
  const live = async (id: string) => (await gw.admin.get(`/config/_session/${id}`)).status === 200;

  test("past max-sessions-per-user a new session ends the user's oldest; public logins too", async () => {
    const [s1, s2, s3] = [await session(), await session(), await session()];
    expect([await live(s1), await live(s2), await live(s3)]).toEqual([false, true, true]);
    const login = await gw.pub("POST", "/config/_session", undefined, undefined, { headers: { authorization: basic("u1", "pass-word") } });
    expect(login.status).toBe(200);
    expect([await live(s2), await live(s3)]).toEqual([false, true]);
    expect((await databaseUse("config")).sessions).toEqual({ used: 2, perUser: { limit: 2, option: "--max-sessions-per-user" } });
  });

  test("expired sessions are removed: found expired, or swept", async () => {
    await gw.admin.delete("/config/_user/u1/_session");
    const [short, long] = [await session(60), await session(3600)];
    expect((await databaseUse("config")).sessions.used).toBe(2);
    expect((await gw.control("POST", "clock", { advanceMs: 61_000 })).status).toBe(200);
    expect(await live(short)).toBe(false);
    const other = await gw.admin.post("/config/_session", { name: "u2", ttl: 60 });
    await gw.control("POST", "clock", { advanceMs: 61_000 });
    // The usage view sweeps first: only the live session is left.
    expect(other.status).toBe(200);
    expect((await databaseUse("config")).sessions.used).toBe(1);
    expect(await live(long)).toBe(true);
  });
});

describe("App Endpoints (management API)", () => {
  test("past max-databases-per-tenant an App Endpoint is refused with 422 code 1000; past max-function-bytes-per-database a function, past max-admin-users-per-app-service an admin user too", async () => {
    const api = client(gw.t);
    const { C, A } = paths(gw.t);
    const svc = await api.post(`${C}/appservices`, { name: "quota" });
    expect((await api.post(`${C}/buckets`, { name: "quota" })).status).toBe(201);
    await gw.control("POST", "clock", { advanceMs: 3 * STEP });
    const base = `${A(svc.body.id)}/appEndpoints`;
    for (let i = 0; i < LIMITS.databasesPerTenant; i++) expect((await api.post(base, { name: `quota${i}`, bucket: "quota" })).status).toBe(201);
    const refused = await api.post(base, { name: "quota-extra", bucket: "quota" });
    expectError(refused, 422, 1000, refusedNaming("max-databases-per-tenant"));
    expect(refused.body.hint).toMatch(/larger --max-databases-per-tenant\.$/);
    expect((await api.get(`${base}?perPage=100`)).body.data).toHaveLength(LIMITS.databasesPerTenant);

    const fn = `function(doc){channel(doc.c);${";".repeat(400)}}`;
    const acf = `${base}/quota0/accessControlFunction`;
    const before = (await api.get(acf)).text;
    expectError(await api.put(acf, undefined, { raw: fn, headers: { "content-type": "application/javascript" } }), 422, 1000, refusedNaming("max-function-bytes-per-database"));
    expect((await api.get(acf)).text).toBe(before);

    const admin = (name: string) => api.post(`${A(svc.body.id)}/adminUsers`, { name, password: "Admin-pass-1!", access: { accessAllEndpoints: true } });
    for (const name of ["admin1", "admin2"]) expect((await admin(name)).status).toBe(201);
    expectError(await admin("admin3"), 422, 1000, refusedNaming("max-admin-users-per-app-service"));

    const tenant = (await usage()).tenants.find((t: { tenant: string }) => t.tenant === `appService:${svc.body.id}`);
    expect(tenant.use.databases).toEqual({ used: LIMITS.databasesPerTenant, limit: LIMITS.databasesPerTenant, option: "--max-databases-per-tenant" });
    expect(tenant.use.adminUsers).toEqual({ used: 2, limit: 2, option: "--max-admin-users-per-app-service" });
    expect(tenant.databases.map((d: { name: string }) => d.name).sort()).toEqual(["quota0", "quota1", "quota2", "quota3", "quota4"]);
  });
});

test("use is counted again when a data directory is opened: the view and the limits hold after a restart", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dbplane-quotas-"));
  const limits = { documentsPerDatabase: 2, databaseBytes: 10_000 };
  try {
    const first = await startConformanceServer({ dataDir: dir, limits, gatewayAdminPassword: "admin-pass" });
    const admin = (method: string, p: string, body?: unknown) => call(first.gatewayAdminUrl, undefined, method, p, body, { headers: { authorization: basic("admin", "admin-pass") } });
    expect((await admin("PUT", "/kept/", { guest: { disabled: false, admin_channels: ["*"] } })).status).toBe(201);
    expect((await admin("PUT", "/kept/_user/someone", { password: "pass-word" })).status).toBe(201);
    for (const id of ["one", "two"]) expect((await call(first.gatewayPublicUrl, undefined, "PUT", `/kept/${id}`, sized(100))).status).toBe(201);
    const viewOf = async (apiUrl: string) => {
      const body = (await call(apiUrl, undefined, "GET", "/_conformance/usage")).body;
      return body.tenants.find((t: { tenant: string }) => t.tenant === "selfManaged");
    };
    const before = await viewOf(first.apiUrl);
    expect(before.databases[0].use).toMatchObject({ documents: { used: 2 }, bytes: { used: 200 }, users: { used: 1 } });
    await first.close();

    const second = await startConformanceServer({ dataDir: dir, limits, gatewayAdminPassword: "admin-pass" });
    try {
      expect(await viewOf(second.apiUrl)).toEqual(before);
      expectGatewayError(await call(second.gatewayPublicUrl, undefined, "PUT", "/kept/three", sized(100)), 403, refusedNaming("max-documents-per-database"));
    } finally {
      await second.close();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
