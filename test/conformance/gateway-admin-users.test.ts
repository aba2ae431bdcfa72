import { call, client, startTarget, type Target } from "../support/conformance";
import { basic, expectGatewayError, gateway, gatewayAdmin } from "../support/gateway";

/** Users, GUEST, roles and the admin API's sessions (schema/gateway/principals.ts,
 *  sessions.ts): what each write takes and answers, what reads show (empty sets left out), and
 *  the gateway's rules (a new user's password, read-only fields, names). */
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
    // Empty sets (admin_roles, roles) are left out, as the gateway leaves them out.
    expect(read.body).toEqual({
      name: "alice",
      admin_channels: ["a", "b"],
      all_channels: ["!", "a", "b"],
      email: "a@x.io",
      disabled: false,
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
    expectGatewayError(await admin.post("/users/_user/", { name: "short", password: "ab" }), 400, /^Error creating user: Passwords must be at least three 3 characters$/);
    expect((await admin.post("/users/_user/", { name: "short", password: "abc" })).status).toBe(201);
    expectGatewayError(await admin.put("/users/_user/short", { password: "ab" }), 400, /^Error updating user\/role: Passwords must be at least three 3 characters$/);
    expectGatewayError(await admin.post("/users/_config", { users: { x: { password: "a" } } }), 400, /at least three 3 characters/);
  });

  test("a new user needs a password, unless the database allows empty ones; an existing one may be changed without", async () => {
    expectGatewayError(await admin.post("/users/_user/", { name: "nopass" }), 400, /Empty passwords are not allowed/);
    expectGatewayError(await admin.put("/users/_user/nopass", { admin_channels: ["a"] }), 400, /Empty passwords are not allowed/);
    expectGatewayError(await admin.get("/users/_user/nopass"), 404);
    expect((await admin.put("/users/_user/short", { admin_channels: ["x"] })).status).toBe(200);
    await admin.put("/emptyok/", { allow_empty_password: true });
    expect((await admin.put("/emptyok/_user/nopass", { admin_channels: ["a"] })).status).toBe(201);
  });

  test("read-only fields may be repeated as they are, never changed", async () => {
    const read = (await admin.get("/users/_user/alice")).body;
    expect((await admin.put("/users/_user/alice", read)).status).toBe(200);
    expectGatewayError(await admin.put("/users/_user/alice", { all_channels: ["everything"] }), 400, /^all_channels is read-only$/);
    expectGatewayError(await admin.put("/users/_user/alice", { roles: ["boss"] }), 400, /^roles is read-only$/);
    expectGatewayError(await admin.put("/users/_user/alice", { jwt_issuer: "https://id.example.com", jwt_roles: ["r"], jwt_channels: ["c"] }), 400, /read-only/);
  });

  test("names: no '/', ':', ',' or '`', and at least one letter or digit", async () => {
    for (const name of ["a,b", "a`b", "__", "x".repeat(240)]) {
      expectGatewayError(await admin.post("/users/_user/", { name, password: "pw1" }), 400, /invalid name/);
    }
    expect((await admin.post("/users/_user/", { name: "Émile_2", password: "pw1" })).status).toBe(201);
  });

  test("PUT creates (201) then updates (200) only the fields given", async () => {
    const created = await admin.put("/users/_user/bob", { name: "bob", password: "pw1", admin_channels: ["x"] });
    expect(created.status).toBe(201);
    const updated = await admin.put("/users/_user/bob", { disabled: true });
    expect(updated.status).toBe(200);
    expect((await admin.get("/users/_user/bob")).body).toMatchObject({ disabled: true, admin_channels: ["x"] });
  });

  test("PUT with a body name different from the path: 400", async () => {
    expectGatewayError(await admin.put("/users/_user/carol", { name: "dave", password: "pw1" }), 400, /^Name mismatch \(can't change name\)$/);
    expectGatewayError(await admin.get("/users/_user/carol"), 404);
  });

  test("DELETE removes the user with an empty answer (then 404); an unknown user is 404", async () => {
    await admin.post("/users/_user/", { name: "gone", password: "pw1" });
    const res = await admin.delete("/users/_user/gone");
    expect({ status: res.status, text: res.text }).toEqual({ status: 200, text: "" });
    expectGatewayError(await admin.get("/users/_user/gone"), 404);
    expectGatewayError(await admin.delete("/users/_user/gone"), 404);
  });

  test("GET /{db}/_user/ lists the user names", async () => {
    const list = await admin.get("/users/_user/");
    expect(list.status).toBe(200);
    expect(list.body).toEqual(expect.arrayContaining(["alice", "bob"]));
    expect(list.body).not.toContain("GUEST");
    const whole = await admin.get("/users/_user/?name_only=false&limit=2");
    expect(whole.body).toHaveLength(2);
    expect(whole.body[0]).toMatchObject({ name: expect.any(String), disabled: expect.any(Boolean) });
    expectGatewayError(await admin.get("/users/_user/?limit=2"), 400, /name_only=false/);
  });

  test("users declared in the configuration exist; the configuration shows their password as xxxxx", async () => {
    expect((await admin.post("/users/_config", { users: { fromconfig: { password: "pw-config", admin_channels: ["c"] } } })).status).toBe(201);
    expect((await admin.get("/users/_user/fromconfig")).body).toMatchObject({ name: "fromconfig", admin_channels: ["c"], disabled: false });
    const config = await admin.get("/users/_config");
    expect(config.body.users).toEqual({ fromconfig: { password: "xxxxx", admin_channels: ["c"] } });
    expect(config.text).not.toContain("pw-config");
  });

  test.each([
    ["POST", "/users/_user/", { name: 5 }],
    ["POST", "/users/_user/", { name: "x", password: 123 }],
    ["POST", "/users/_user/", { name: "x", surprise: true }],
    ["POST", "/users/_role/", { name: "r", admin_roles: ["x"] }],
    ["PUT", "/users/_role/r", { admin_channels: "a" }],
    ["POST", "/users/_role/", ["not", "a", "role"]],
    ["POST", "/users/_role/", { name: "a/b" }],
    ["PUT", "/users/_role/r", { collection_access: { s: { c: { admin_channels: "x" } } } }],
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
    expect(read.body).toEqual({ name: "GUEST", email: "", disabled: true });
  });

  test("PUT answers 200 and enables it with channels", async () => {
    const res = await admin.put("/users/_user/GUEST", { disabled: false, admin_channels: ["public"] });
    expect(res.status).toBe(200);
    expect((await admin.get("/users/_user/GUEST")).body).toMatchObject({ disabled: false, admin_channels: ["public"] });
  });

  test("DELETE answers 405: it can only be disabled", async () => {
    const res = await admin.delete("/users/_user/GUEST");
    expectGatewayError(res, 405, /Only disabled via an update/);
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

  test("create answers 200 {session_id (40 hex), expires (RFC 3339 in UTC, to the second), cookie_name}; ttl in seconds", async () => {
    const before = Math.floor(Date.parse((await client(t).control("GET", "health")).body.now) / 1000) * 1000;
    const res = await admin.post("/users/_session", { name: "sam", ttl: 3600 });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(["cookie_name", "expires", "session_id"]);
    expect(res.body.session_id).toMatch(/^[0-9a-f]{40}$/);
    expect(res.body.expires).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(res.body.cookie_name).toBe("SyncGatewaySession");
    const lifetime = Date.parse(res.body.expires) - before;
    expect(lifetime).toBeGreaterThanOrEqual(3600_000);
    expect(lifetime).toBeLessThan(3660_000);
  });

  test("ttl defaults to 86400 seconds", async () => {
    const before = Math.floor(Date.parse((await client(t).control("GET", "health")).body.now) / 1000) * 1000;
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
    expectGatewayError(await admin.post("/users/_session", { name: "nobody" }), 404, /No such user "nobody"/);
    expectGatewayError(await admin.post("/users/_session", { name: "off" }), 400, /^User is disabled$/);
    expectGatewayError(await admin.post("/users/_session", { name: "GUEST" }), 400, /^Invalid or missing user name$/);
    expectGatewayError(await admin.post("/users/_session", { name: "sam", ttl: 0 }), 400, /^Invalid or missing ttl$/);
    expectGatewayError(await admin.post("/users/_session", { name: "sam", ttl: -5 }), 400, /ttl/);
    expectGatewayError(await admin.post("/users/_session", {}), 400, /^Invalid or missing user name$/);
  });

  test("ttl at most a century (its expiry must stay a writable date): beyond, 400", async () => {
    expectGatewayError(await admin.post("/users/_session", { name: "sam", ttl: 10_000_000_000_000 }), 400, /ttl/);
    expectGatewayError(await admin.post("/users/_session", { name: "sam", ttl: 3_153_600_001 }), 400, /ttl/);
    const longest = await admin.post("/users/_session", { name: "sam", ttl: 3_153_600_000 });
    expect(longest.status).toBe(200);
    expect(Date.parse(longest.body.expires) - Date.now()).toBeGreaterThan(3_153_500_000 * 1000);
  });

  test("GET /_session/{id} names the user; DELETE ends it (then 404)", async () => {
    const { body } = await admin.post("/users/_session", { name: "sam", ttl: 60 });
    const read = await admin.get(`/users/_session/${body.session_id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ ok: true, userCtx: { name: "sam" } });
    const ended = await admin.delete(`/users/_session/${body.session_id}`);
    expect({ status: ended.status, text: ended.text }).toEqual({ status: 200, text: "" });
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
    // A user with no sessions, or none at all: 200 all the same, with an empty answer.
    const none = await admin.delete("/users/_user/nobody/_session");
    expect({ status: none.status, text: none.text }).toEqual({ status: 200, text: "" });
  });

  test("deleting a user ends its sessions", async () => {
    await admin.post("/users/_user/", { name: "temp", password: "pw-temp" });
    const s = await admin.post("/users/_session", { name: "temp" });
    await admin.delete("/users/_user/temp");
    expectGatewayError(await admin.get(`/users/_session/${s.body.session_id}`), 404);
  });
});

describe("roles", () => {
  test("POST creates (201, empty answer; 409 for a name taken); PUT upserts (201 new, 200 replaced); GET names them", async () => {
    const created = await admin.post("/users/_role/", { name: "staff", admin_channels: ["staff"] });
    expect({ status: created.status, text: created.text }).toEqual({ status: 201, text: "" });
    expectGatewayError(await admin.post("/users/_role/", { name: "staff" }), 409);
    expectGatewayError(await admin.post("/users/_role/", { admin_channels: ["x"] }), 400, /Missing name property/);
    expect((await admin.put("/users/_role/crew", { admin_channels: ["crew"] })).status).toBe(201);
    expect((await admin.put("/users/_role/crew", { admin_channels: ["crew", "deck"] })).status).toBe(200);
    expect((await admin.get("/users/_role/crew")).body).toEqual({ name: "crew", admin_channels: ["crew", "deck"], all_channels: ["crew", "deck"] });
    expect((await admin.get("/users/_role/")).body).toEqual(expect.arrayContaining(["crew", "staff"]));
    expectGatewayError(await admin.put("/users/_role/crew", { name: "other" }), 400, /Name mismatch/);
  });

  test("a user's roles give it their channels", async () => {
    await admin.put("/users/_role/readers", { admin_channels: ["news"] });
    await admin.put("/users/_user/reader", { password: "pw-reader", admin_roles: ["readers"] });
    expect((await admin.get("/users/_user/reader")).body).toMatchObject({ admin_roles: ["readers"], roles: ["readers"], all_channels: ["!", "news"] });
    await admin.put("/users/_role/readers", { admin_channels: ["news", "sports"] });
    expect((await admin.get("/users/_user/reader")).body.all_channels).toEqual(["!", "news", "sports"]);
  });

  test("DELETE (200, empty answer) hides the role; ?deleted=true still lists it; purge forgets it", async () => {
    await admin.put("/users/_role/temp", { admin_channels: ["t"] });
    const res = await admin.delete("/users/_role/temp");
    expect({ status: res.status, text: res.text }).toEqual({ status: 200, text: "" });
    expectGatewayError(await admin.get("/users/_role/temp"), 404);
    expect((await admin.get("/users/_role/")).body).not.toContain("temp");
    expect((await admin.get("/users/_role/?deleted=true")).body).toContain("temp");
    expectGatewayError(await admin.delete("/users/_role/temp"), 404);
    expect((await admin.put("/users/_role/temp", {})).status).toBe(201);
    expect((await admin.delete("/users/_role/temp?purge=true")).status).toBe(200);
    expect((await admin.get("/users/_role/?deleted=true")).body).not.toContain("temp");
  });

  test("HEAD answers whether a user or role exists", async () => {
    const head = (path: string) => call(t.server!.gatewayAdminUrl, undefined, "HEAD", path, undefined, { headers: { authorization: basic(t.server!.gatewayAdminUsername, t.server!.gatewayAdminPassword) } });
    expect((await head("/users/_role/staff")).status).toBe(200);
    expect((await head("/users/_role/nope")).status).toBe(404);
    expect((await head("/users/_user/alice")).status).toBe(200);
    expect((await head("/users/_user/nope")).status).toBe(404);
  });
});
