import { client, startTarget, type Target } from "../support/conformance";
import { basic, expectGatewayError, gateway, gatewayAdmin } from "../support/gateway";

/** Document 1 "User", "Session request/response", "Create user", "Create or update GUEST",
 *  "Create session for existing user", "States and transitions" (GUEST, Session); codes and
 *  defaults from the gateway part of document 4. */
let t: Target;
let admin: ReturnType<typeof gatewayAdmin>;

beforeAll(async () => {
  t = await startTarget();
  admin = gatewayAdmin(t);
  expect((await admin.put("/users/", {})).status).toBe(201);
});
afterAll(() => t.close());

describe("admin authentication", () => {
  test("no credentials or wrong ones: 401 with WWW-Authenticate Basic", async () => {
    for (const auth of [undefined, basic(t.server!.gatewayAdminUsername, "wrong"), "Bearer abc", "Basic !!!"]) {
      const res = await gateway(t.server!.gatewayAdminUrl, auth).get("/users/_user/");
      expectGatewayError(res, 401);
      expect(res.headers["www-authenticate"]).toMatch(/^Basic realm="[^"]+"$/);
    }
  });

  test("an unknown database: 404 not_found with the real gateway's reason", async () => {
    expectGatewayError(await admin.get("/nope/_user/"), 404, /^no such database "nope"$/);
  });
});

describe("users", () => {
  test("create answers 201 with an empty body; GET returns the documented fields, never the password", async () => {
    const created = await admin.post("/users/_user/", { name: "alice", password: "secret", admin_channels: ["b", "a"], email: "a@x.io" });
    expect(created.status).toBe(201);
    expect(created.text).toBe("");
    const read = await admin.get("/users/_user/alice");
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      name: "alice",
      admin_channels: ["a", "b"],
      all_channels: expect.arrayContaining(["a", "b"]),
      email: "a@x.io",
      disabled: false,
      admin_roles: [],
      roles: [],
    });
    expect(read.text).not.toContain("secret");
  });

  test("the trailing slash is optional on create", async () => {
    expect((await admin.post("/users/_user", { name: "noslash", password: "pw1" })).status).toBe(201);
  });

  test("create of an existing user: 409 conflict", async () => {
    await admin.post("/users/_user/", { name: "dup", password: "pw1" });
    expectGatewayError(await admin.post("/users/_user/", { name: "dup", password: "pw2" }), 409);
  });

  test("create without a name: 400 Missing name property", async () => {
    expectGatewayError(await admin.post("/users/_user/", { password: "pw1" }), 400, /^Missing name property$/);
  });

  test("passwords shorter than 3 characters are rejected (create, update, config)", async () => {
    expectGatewayError(await admin.post("/users/_user/", { name: "short", password: "ab" }), 400, /at least 3/);
    expect((await admin.post("/users/_user/", { name: "short", password: "abc" })).status).toBe(201);
    expectGatewayError(await admin.put("/users/_user/short", { password: "ab" }), 400, /at least 3/);
    expectGatewayError(await admin.post("/users/_config", { users: { x: { password: "a" } } }), 400, /users\.x\.password/);
  });

  test("PUT creates (201) then updates (200) only the fields given", async () => {
    const created = await admin.put("/users/_user/bob", { name: "bob", password: "pw1", admin_channels: ["x"] });
    expect(created.status).toBe(201);
    const updated = await admin.put("/users/_user/bob", { disabled: true });
    expect(updated.status).toBe(200);
    expect((await admin.get("/users/_user/bob")).body).toMatchObject({ disabled: true, admin_channels: ["x"] });
  });

  test("PUT with a body name different from the path: 400", async () => {
    expectGatewayError(await admin.put("/users/_user/carol", { name: "dave", password: "pw1" }), 400, /does not match/);
    expectGatewayError(await admin.get("/users/_user/carol"), 404);
  });

  test("DELETE removes the user (then 404); an unknown user is 404", async () => {
    await admin.post("/users/_user/", { name: "gone", password: "pw1" });
    expect((await admin.delete("/users/_user/gone")).status).toBe(200);
    expectGatewayError(await admin.get("/users/_user/gone"), 404);
    expectGatewayError(await admin.delete("/users/_user/gone"), 404);
  });

  test("GET /{db}/_user/ lists the user names", async () => {
    const list = await admin.get("/users/_user/");
    expect(list.status).toBe(200);
    expect(list.body).toEqual(expect.arrayContaining(["alice", "bob"]));
    expect(list.body).not.toContain("GUEST");
  });

  test("users declared in the configuration exist, without their password in the config", async () => {
    expect((await admin.post("/users/_config", { users: { fromconfig: { password: "pw-config", admin_channels: ["c"] } } })).status).toBe(201);
    expect((await admin.get("/users/_user/fromconfig")).body).toMatchObject({ name: "fromconfig", admin_channels: ["c"], disabled: false });
    const config = await admin.get("/users/_config");
    expect(config.body.users).toEqual({ fromconfig: { admin_channels: ["c"] } });
    expect(config.text).not.toContain("pw-config");
  });

  test.each([
    ["POST", "/users/_user/", { name: 5 }],
    ["POST", "/users/_user/", { name: "x", password: 123 }],
    ["POST", "/users/_user/", { name: "x", surprise: true }],
    ["POST", "/users/_user/", ["not", "an", "object"]],
    ["PUT", "/users/_user/x", { admin_channels: "a" }],
    ["PUT", "/users/_user/a:b", { password: "pw1" }],
    ["POST", "/users/_session", { name: "alice", ttl: "1h" }],
    ["POST", "/users/_session", { name: "alice", ttl: 1.5 }],
  ])("malformed %s %s %j: 400 with the gateway error body", async (method, path, body) => {
    const res = method === "POST" ? await admin.post(path, body) : await admin.put(path, body);
    expectGatewayError(res, 400);
  });

  test.each([
    ["POST", "/users/_user/"],
    ["PUT", "/users/_user/x"],
    ["POST", "/users/_session"],
    ["PUT", "/users/_config"],
  ])("invalid JSON, a missing body or a non-JSON content type on %s %s: 4xx, never 5xx", async (method, path) => {
    const send = method === "POST" ? admin.post : admin.put;
    expectGatewayError(await send(path, undefined, { raw: "{", headers: { "content-type": "application/json" } }), 400, /not valid JSON/);
    expectGatewayError(await send(path, undefined, { raw: "", headers: { "content-type": "application/json" } }), 400);
    expectGatewayError(await send(path, undefined, { raw: "name=x", headers: { "content-type": "text/plain" } }), 415);
    expectGatewayError(await send(path, undefined, { raw: "function(){}", headers: { "content-type": "application/javascript" } }), 415);
  });
});

describe("GUEST", () => {
  test("GET always answers: disabled, no channels, by default", async () => {
    const read = await admin.get("/users/_user/GUEST");
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ name: "GUEST", disabled: true, admin_channels: [] });
  });

  test("PUT answers 200 and enables it with channels", async () => {
    const res = await admin.put("/users/_user/GUEST", { disabled: false, admin_channels: ["public"] });
    expect(res.status).toBe(200);
    expect((await admin.get("/users/_user/GUEST")).body).toMatchObject({ disabled: false, admin_channels: ["public"] });
  });

  test("DELETE answers 405: it can only be disabled", async () => {
    const res = await admin.delete("/users/_user/GUEST");
    expectGatewayError(res, 405, /can only be disabled/);
    expect((await admin.get("/users/_user/GUEST")).status).toBe(200);
  });

  test("the configuration's guest entry configures it", async () => {
    await admin.put("/guestcfg/", { guest: { disabled: false, admin_channels: ["g"] } });
    expect((await admin.get("/guestcfg/_user/GUEST")).body).toMatchObject({ disabled: false, admin_channels: ["g"] });
  });
});

describe("admin sessions", () => {
  beforeAll(async () => {
    await admin.post("/users/_user/", { name: "sam", password: "pw-sam" });
    await admin.post("/users/_user/", { name: "off", password: "pw-off", disabled: true });
  });

  test("create answers 200 {session_id (40 hex), expires (RFC 3339, fractional, offset), cookie_name}; ttl in seconds", async () => {
    const before = Date.parse((await client(t).control("GET", "health")).body.now);
    const res = await admin.post("/users/_session", { name: "sam", ttl: 3600 });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(["cookie_name", "expires", "session_id"]);
    expect(res.body.session_id).toMatch(/^[0-9a-f]{40}$/);
    expect(res.body.expires).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+[+-]\d\d:\d\d$/);
    expect(res.body.cookie_name).toBe("SyncGatewaySession");
    const lifetime = Date.parse(res.body.expires) - before;
    expect(lifetime).toBeGreaterThanOrEqual(3600_000);
    expect(lifetime).toBeLessThan(3660_000);
  });

  test("ttl defaults to 86400 seconds", async () => {
    const before = Date.parse((await client(t).control("GET", "health")).body.now);
    const res = await admin.post("/users/_session", { name: "sam" });
    const lifetime = Date.parse(res.body.expires) - before;
    expect(lifetime).toBeGreaterThanOrEqual(86_400_000);
    expect(lifetime).toBeLessThan(86_460_000);
  });

  test("session_cookie_name in the database config names the cookie", async () => {
    await admin.put("/cookies/", { session_cookie_name: "MyCookie" });
    await admin.post("/cookies/_user/", { name: "u", password: "pw1" });
    expect((await admin.post("/cookies/_session", { name: "u" })).body.cookie_name).toBe("MyCookie");
  });

  test("unknown user 404; disabled user, GUEST, ttl < 1, missing name: 400", async () => {
    expectGatewayError(await admin.post("/users/_session", { name: "nobody" }), 404);
    expectGatewayError(await admin.post("/users/_session", { name: "off" }), 400, /disabled/);
    expectGatewayError(await admin.post("/users/_session", { name: "GUEST" }), 400);
    expectGatewayError(await admin.post("/users/_session", { name: "sam", ttl: 0 }), 400, /ttl/);
    expectGatewayError(await admin.post("/users/_session", { name: "sam", ttl: -5 }), 400, /ttl/);
    expectGatewayError(await admin.post("/users/_session", {}), 400, /Missing name/);
  });

  test("ttl at most a century (its expiry must stay a writable date): beyond, 400 naming the field", async () => {
    expectGatewayError(await admin.post("/users/_session", { name: "sam", ttl: 10_000_000_000_000 }), 400, /'ttl'.*3153600000/);
    expectGatewayError(await admin.post("/users/_session", { name: "sam", ttl: 3_153_600_001 }), 400, /'ttl'/);
    const longest = await admin.post("/users/_session", { name: "sam", ttl: 3_153_600_000 });
    expect(longest.status).toBe(200);
    expect(Date.parse(longest.body.expires) - Date.now()).toBeGreaterThan(3_153_500_000 * 1000);
  });

  test("GET /_session/{id} names the user; DELETE ends it (then 404)", async () => {
    const { body } = await admin.post("/users/_session", { name: "sam", ttl: 60 });
    const read = await admin.get(`/users/_session/${body.session_id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ ok: true, userCtx: { name: "sam" } });
    expect((await admin.delete(`/users/_session/${body.session_id}`)).status).toBe(200);
    expectGatewayError(await admin.get(`/users/_session/${body.session_id}`), 404);
    expectGatewayError(await admin.delete(`/users/_session/${body.session_id}`), 404);
  });

  test("a session of another database is not found through this one", async () => {
    const { body } = await admin.post("/users/_session", { name: "sam", ttl: 60 });
    expectGatewayError(await admin.get(`/cookies/_session/${body.session_id}`), 404);
  });

  test("active → expired when the server clock passes expires", async () => {
    const { body } = await admin.post("/users/_session", { name: "sam", ttl: 120 });
    await client(t).control("POST", "clock", { advanceMs: 119_000 });
    expect((await admin.get(`/users/_session/${body.session_id}`)).status).toBe(200);
    await client(t).control("POST", "clock", { advanceMs: 2_000 });
    expectGatewayError(await admin.get(`/users/_session/${body.session_id}`), 404);
  });

  test("DELETE /{db}/_user/{name}/_session revokes all of the user's sessions, not others'", async () => {
    await admin.post("/users/_user/", { name: "other", password: "pw-other" });
    const a = await admin.post("/users/_session", { name: "sam" });
    const b = await admin.post("/users/_session", { name: "sam" });
    const keep = await admin.post("/users/_session", { name: "other" });
    expect((await admin.delete("/users/_user/sam/_session")).status).toBe(200);
    expectGatewayError(await admin.get(`/users/_session/${a.body.session_id}`), 404);
    expectGatewayError(await admin.get(`/users/_session/${b.body.session_id}`), 404);
    expect((await admin.get(`/users/_session/${keep.body.session_id}`)).status).toBe(200);
    expectGatewayError(await admin.delete("/users/_user/nobody/_session"), 404);
  });

  test("deleting a user ends its sessions", async () => {
    await admin.post("/users/_user/", { name: "temp", password: "pw-temp" });
    const s = await admin.post("/users/_session", { name: "temp" });
    await admin.delete("/users/_user/temp");
    expectGatewayError(await admin.get(`/users/_session/${s.body.session_id}`), 404);
  });
});
