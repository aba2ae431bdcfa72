import * as dbplane from "dbplane";
import { call, paths } from "../support/conformance";
import { basic, expectGatewayError } from "../support/gateway";
import { CREATE_FAULTS, errorLines, expectSteady, lossyProxy, ofName, startProviderEnv, upOk, type ProviderEnv } from "../support/engine";

/** The GatewayUser resource (a gateway database's user, or GUEST) through Pulumi's real
 *  dynamic-provider host against the conformance server's gateway: create (a read by name, then
 *  a PUT: App Services has no POST of users), no-change runs, refresh and drift, outputs that
 *  change with the data, in-place updates (a new password included), replacement, adoption,
 *  GUEST, an App Endpoint's database, faults and check failures. */

let env: ProviderEnv;
let dbs = 0;

beforeAll(async () => {
  env = await startProviderEnv();
});
afterAll(() => env?.close());
beforeEach(() => env.clearFaultsAndRequests());

/** A fresh self-managed database whose sync function lets a document grant channels and roles. */
async function newDatabase(): Promise<string> {
  const name = `users${++dbs}`;
  const sync = "function (doc) { channel(doc.channels); if (doc.grant) { access(doc.grant.user, doc.grant.channels); role(doc.grant.user, doc.grant.roles); } }";
  expect((await env.gateway.put(`/${name}/`, { bucket: name, sync })).status).toBe(201);
  await env.clearRequests();
  return name;
}

type Args = Partial<dbplane.GatewayUserArgs>;
const args = (database: string, extra: Args = {}): dbplane.GatewayUserArgs => ({ database, name: "alice", password: "pass-word", ...extra });
const program = (database: string, extra: Args = {}) => () => {
  new dbplane.GatewayUser("alice", args(database, extra));
};
const live = async (db: string, name = "alice") => env.gateway.get(`/${db}/_user/${name}`);
const writes = async () => (await env.requests({ writes: true })).map((r) => `${r.method} ${r.path} ${r.status}`);
/** Who the public API takes the caller for (401 when the credentials are refused). */
const login = (db: string, user: string, password: string) =>
  call(env.target.server!.gatewayPublicUrl, undefined, "GET", `/${db}/_session`, undefined, { headers: { authorization: basic(user, password) } });

describe("lifecycle", () => {
  test("create: a read by name, then one PUT (201); the password is a write-only secret that logs in; no change and refresh make no write; delete removes the user", async () => {
    const db = await newDatabase();
    const engine = env.engine();
    const report = await upOk(engine, program(db, { adminChannels: ["orders"], email: "alice@example.com" }));
    expect(ofName(report.registrations, "alice").additionalSecretOutputs.sort()).toEqual(["gateway", "password"]);
    const entry = engine.resource("alice")!;
    expect(entry.id).toBe("alice");
    expect(entry.outputs).toMatchObject({
      database: db,
      name: "alice",
      password: "pass-word",
      disabled: false,
      adminChannels: ["orders"],
      adminRoles: [],
      email: "alice@example.com",
      allChannels: ["!", "orders"],
      roles: [],
    });
    expect(await writes()).toEqual([`PUT /${db}/_user/alice 201`]);
    expect((await env.requests()).slice(0, 2).map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([`GET /${db}/_user/alice 404`, `PUT /${db}/_user/alice 201`]);
    expect((await live(db)).body).not.toHaveProperty("password");
    expect((await login(db, "alice", "pass-word")).body.userCtx.name).toBe("alice");

    await expectSteady(env, engine, program(db, { adminChannels: ["orders"], email: "alice@example.com" }));
    expect((await engine.destroy()).deletes).toEqual(["alice"]);
    expect((await live(db)).status).toBe(404);
  });

  test("channels, roles, email and disabled change in place with one PUT of the whole record; unset fields go back to their defaults", async () => {
    const db = await newDatabase();
    const engine = env.engine();
    await upOk(engine, program(db));
    await env.clearRequests();
    const changed = { adminChannels: ["b", "a"], adminRoles: ["staff"], email: "a@example.com", disabled: true };
    expect(await upOk(engine, program(db, changed))).toMatchObject({ updates: ["alice"], replaces: [] });
    expect(await writes()).toEqual([`PUT /${db}/_user/alice 200`]);
    expect((await live(db)).body).toMatchObject({ admin_channels: ["a", "b"], admin_roles: ["staff"], email: "a@example.com", disabled: true });
    // The gateway sorts channels: the same set is no change.
    expect((await upOk(engine, program(db, changed))).sames).toEqual(["alice"]);
    // Nor is it a changed key beside a real change: preview and up list only what the update sets.
    const reordered = program(db, { ...changed, adminChannels: ["a", "b"], email: "b@example.com" });
    expect((await engine.preview(reordered)).steps).toEqual([expect.objectContaining({ op: "update", diffs: ["email"] })]);
    expect((await upOk(engine, reordered)).steps).toEqual([expect.objectContaining({ op: "update", diffs: ["email"] })]);
    await upOk(engine, program(db));
    // Empty sets are left out of the read; the email is "".
    expect((await live(db)).body).toEqual({ name: "alice", all_channels: ["!"], email: "", disabled: false });
    await engine.destroy();
  });

  test("a new password is an in-place update: the new one logs in, the old one no longer does; an unchanged one is never sent again", async () => {
    const db = await newDatabase();
    const engine = env.engine();
    await upOk(engine, program(db));
    await env.clearRequests();
    expect(await upOk(engine, program(db, { password: "new-secret" }))).toMatchObject({ updates: ["alice"], replaces: [] });
    const [put] = (await env.requests({ writes: true })).map((r) => `${r.method} ${r.path}`);
    expect(put).toBe(`PUT /${db}/_user/alice`);
    expect((await login(db, "alice", "new-secret")).status).toBe(200);
    expect((await login(db, "alice", "pass-word")).status).toBe(401);
    expect(engine.resource("alice")!.outputs.password).toBe("new-secret");

    // Another change: the PUT leaves the password out, so a password changed by hand stays.
    await env.gateway.put(`/${db}/_user/alice`, { password: "by-hand" });
    await upOk(engine, program(db, { password: "new-secret", adminChannels: ["x"] }));
    expect((await login(db, "alice", "by-hand")).status).toBe(200);
    await engine.destroy();
  });

  test("a new name or database replaces the user (the new one first, then the old one goes)", async () => {
    const [one, two] = [await newDatabase(), await newDatabase()];
    const engine = env.engine();
    await upOk(engine, program(one));
    expect((await upOk(engine, program(one, { name: "bob" }))).replaces).toEqual(["alice"]);
    expect([(await live(one, "alice")).status, (await live(one, "bob")).status]).toEqual([404, 200]);
    expect((await upOk(engine, program(two, { name: "bob" }))).replaces).toEqual(["alice"]);
    expect([(await live(one, "bob")).status, (await live(two, "bob")).status]).toEqual([404, 200]);
    await engine.destroy();
  });

  test("refresh shows a change made by hand and nothing else; the next up puts the declared record back", async () => {
    const db = await newDatabase();
    const engine = env.engine();
    await upOk(engine, program(db, { adminChannels: ["orders"] }));
    await env.gateway.put(`/${db}/_user/alice`, { admin_channels: ["orders", "secret"], disabled: true });
    await env.clearRequests();
    const refresh = await engine.refresh();
    expect(refresh).toMatchObject({ updates: ["alice"], errors: [] });
    expect(await env.requests()).toHaveLength(1);
    expect(engine.resource("alice")!.inputs).toMatchObject({ adminChannels: ["orders", "secret"], disabled: true, password: "pass-word" });
    expect((await upOk(engine, program(db, { adminChannels: ["orders"] }))).updates).toEqual(["alice"]);
    expect((await live(db)).body).toMatchObject({ admin_channels: ["orders"], disabled: false });
    await engine.destroy();
  });

  test("deleted by hand: refresh drops it and the next up creates it again", async () => {
    const db = await newDatabase();
    const engine = env.engine();
    await upOk(engine, program(db));
    await env.gateway.delete(`/${db}/_user/alice`);
    expect((await engine.refresh()).deletes).toEqual(["alice"]);
    expect((await upOk(engine, program(db))).creates).toEqual(["alice"]);
    expect((await login(db, "alice", "pass-word")).status).toBe(200);
    await engine.destroy();
  });

  test("allChannels and roles follow what the sync function grants: never a diff, and a refresh changes no input", async () => {
    const db = await newDatabase();
    const engine = env.engine();
    await upOk(engine, program(db, { adminChannels: ["orders"] }));
    const grant = { channels: ["orders"], grant: { user: "alice", channels: ["granted"], roles: ["editor"] } };
    expect((await call(env.target.server!.gatewayPublicUrl, undefined, "PUT", `/${db}/g1`, grant, { headers: { authorization: basic("alice", "pass-word") } })).status).toBe(201);
    expect((await live(db)).body).toMatchObject({ all_channels: ["!", "granted", "orders"], roles: ["editor"] });
    await env.clearRequests();
    expect((await upOk(engine, program(db, { adminChannels: ["orders"] }))).sames).toEqual(["alice"]);
    const declared = engine.resource("alice")!.inputs;
    await engine.refresh();
    expect(engine.resource("alice")!.outputs).toMatchObject({ allChannels: ["!", "granted", "orders"], roles: ["editor"], adminRoles: [] });
    expect(engine.resource("alice")!.inputs).toEqual(declared);
    expect((await upOk(engine, program(db, { adminChannels: ["orders"] }))).sames).toEqual(["alice"]);
    expect(await env.requests({ writes: true })).toEqual([]);
    await engine.destroy();
  });
});

describe("adoption", () => {
  test("an existing user is refused without adopt (nothing written: a PUT would take it over); adopt: true takes it over with one PUT of the declared record, password included", async () => {
    const db = await newDatabase();
    expect((await env.gateway.post(`/${db}/_user/`, { name: "alice", password: "old-pass", admin_channels: ["x"] })).status).toBe(201);
    const engine = env.engine();
    await env.clearRequests();
    const refused = await engine.up(program(db));
    expect(errorLines(refused)).toEqual([expect.stringMatching(new RegExp(`^GatewayUser alice: dbplane: GatewayUser 'alice': database '${db}' already has a user named 'alice'\\. To manage it, set \`adopt: true\`\\.$`))]);
    expect(engine.state.resources).toEqual([]);
    expect(await writes()).toEqual([]);
    expect((await login(db, "alice", "old-pass")).status).toBe(200);

    await env.clearRequests();
    await upOk(engine, program(db, { adopt: true }));
    expect(await writes()).toEqual([`PUT /${db}/_user/alice 200`]);
    expect((await login(db, "alice", "pass-word")).status).toBe(200);
    expect((await live(db)).body).not.toHaveProperty("admin_channels");
    expect((await upOk(engine, program(db, { adopt: true }))).sames).toEqual(["alice"]);
    await engine.destroy();
  });
});

describe("on an App Endpoint's database (App Services: users by name only)", () => {
  test("reached as an App Service admin user: created with a PUT after a read by name, read by name, adopted by name; never a list or a POST", async () => {
    const svc = await env.healthyAppService("users-host");
    expect((await env.api.post(`${paths(env.target).C}/buckets`, { name: "agents" })).status).toBe(201);
    expect((await env.api.post(`${paths(env.target).A(svc)}/appEndpoints`, { name: "agents", bucket: "agents" })).status).toBe(201);
    await env.api.control("POST", "clock", { advanceMs: 60_000 });
    expect((await env.api.post(`${paths(env.target).A(svc)}/adminUsers`, { name: "ops", password: "Adm1n!pass-word", access: { endpoints: ["agents"] } })).status).toBe(201);
    const gateway = { adminUrl: `${env.target.server!.gatewayAdminUrl}/agents`, username: "ops", password: "Adm1n!pass-word" };
    const engine = env.engine();
    await env.clearRequests();
    await upOk(engine, program("agents", { gateway, adminChannels: ["bookings"] }));
    await expectSteady(env, engine, program("agents", { gateway, adminChannels: ["bookings"] }));
    expect((await env.requests()).filter((r) => r.path === "/agents/_user/" || r.method === "POST")).toEqual([]);
    expect((await engine.destroy()).deletes).toEqual(["alice"]);
    expect((await env.gateway.put("/agents/_user/alice", { password: "pass-word" })).status).toBe(201);
    const adopting = env.engine();
    await upOk(adopting, program("agents", { gateway, adopt: true }));
    expect((await env.requests()).filter((r) => r.path === "/agents/_user/")).toEqual([]);
    await adopting.destroy();

    // Roles are served there alike.
    const roles = env.engine();
    const role = (adminChannels: string[]) => () => {
      new dbplane.GatewayRole("crew", { database: "agents", gateway, name: "crew", adminChannels });
    };
    await upOk(roles, role(["bookings"]));
    expect((await env.gateway.get("/agents/_role/crew")).body).toMatchObject({ name: "crew", admin_channels: ["bookings"] });
    await expectSteady(env, roles, role(["bookings"]));
    expect((await upOk(roles, role(["bookings", "fleet"]))).updates).toEqual(["crew"]);
    expect((await roles.destroy()).deletes).toEqual(["crew"]);
    expect((await env.gateway.get("/agents/_role/crew")).status).toBe(404);
  });
});

describe("GatewayRole", () => {
  type RoleArgs = Partial<dbplane.GatewayRoleArgs>;
  /** A role, and alice holding it by reference (so she is created after it and deleted before). */
  const withRole = (database: string, role: RoleArgs = {}, user: Args = {}) => () => {
    const staff = new dbplane.GatewayRole("staff", { database, name: "staff", adminChannels: ["orders"], ...role });
    new dbplane.GatewayUser("alice", args(database, { adminRoles: [staff.name], ...user }));
  };
  const liveRole = async (db: string) => env.gateway.get(`/${db}/_role/staff`);

  test("create POSTs the role; a user naming it reads its channels; steady; channels change in place with one PUT; delete takes them from the user", async () => {
    const db = await newDatabase();
    const engine = env.engine();
    await upOk(engine, withRole(db));
    expect(await writes()).toEqual([`POST /${db}/_role/ 201`, `PUT /${db}/_user/alice 201`]);
    expect(engine.resource("staff")!).toMatchObject({ id: "staff", outputs: { database: db, name: "staff", adminChannels: ["orders"], allChannels: ["orders"] } });
    expect((await live(db)).body).toMatchObject({ admin_roles: ["staff"], all_channels: ["!", "orders"] });
    await expectSteady(env, engine, withRole(db));

    await env.clearRequests();
    expect(await upOk(engine, withRole(db, { adminChannels: ["stock", "orders"] }))).toMatchObject({ updates: ["staff"], replaces: [] });
    expect(await writes()).toEqual([`PUT /${db}/_role/staff 200`]);
    expect((await liveRole(db)).body).toEqual({ name: "staff", admin_channels: ["orders", "stock"], all_channels: ["orders", "stock"] });
    expect((await live(db)).body.all_channels).toEqual(["!", "orders", "stock"]);
    // The same set in another order is no change.
    expect((await upOk(engine, withRole(db, { adminChannels: ["orders", "stock"] }))).sames.sort()).toEqual(["alice", "staff"]);

    expect((await engine.destroy()).deletes).toEqual(["alice", "staff"]);
    expectGatewayError(await liveRole(db), 404);
  });

  test("a role that exists is refused with the gateway's 409 and the error names adopt; adopt: true takes it over and writes the declared channels", async () => {
    const db = await newDatabase();
    expect((await env.gateway.put(`/${db}/_role/staff`, { admin_channels: ["by-hand"] })).status).toBe(201);
    const engine = env.engine();
    const program = (role: RoleArgs = {}) => () => {
      new dbplane.GatewayRole("staff", { database: db, name: "staff", adminChannels: ["orders"], ...role });
    };
    expect(errorLines(await engine.up(program()))).toEqual([expect.stringMatching(/409.*GatewayRole 'staff' \(id staff\) already exists: set `adopt: true`/)]);
    expect((await liveRole(db)).body.admin_channels).toEqual(["by-hand"]);
    await upOk(engine, program({ adopt: true }));
    expect((await liveRole(db)).body.admin_channels).toEqual(["orders"]);
    await engine.destroy();
  });

  test("check names a bad role name", async () => {
    const report = await env.engine().preview(() => {
      new dbplane.GatewayRole("bad", { database: "db", name: "a/b" });
    });
    expect(report.failures.map((f) => `${f.property}: ${f.reason}`)).toEqual([expect.stringMatching(/^name: .*no '\/'/)]);
  });
});

/** GUEST read anonymously, and destroyed back to disabled: gatewayScenarios.test.ts. */
describe("GUEST", () => {
  test("GUEST: create and update are PUTs, disabled by default (as the gateway's); its delete is a PUT too", async () => {
    const db = await newDatabase();
    const engine = env.engine();
    await upOk(engine, () => new dbplane.GatewayUser("guest", { database: db, name: "GUEST", adminChannels: ["a"] }));
    expect((await live(db, "GUEST")).body).toMatchObject({ disabled: true, admin_channels: ["a"] });
    await upOk(engine, () => new dbplane.GatewayUser("guest", { database: db, name: "GUEST", adminChannels: ["a"], disabled: false }));
    expect((await live(db, "GUEST")).body).toMatchObject({ disabled: false, admin_channels: ["a"] });
    await engine.destroy();
    expect((await live(db, "GUEST")).body).toEqual({ name: "GUEST", email: "", disabled: true });
    expect(await writes()).toEqual([`PUT /${db}/_user/GUEST 200`, `PUT /${db}/_user/GUEST 200`, `PUT /${db}/_user/GUEST 200`]);
  });
});

describe("faults", () => {
  test.each(CREATE_FAULTS)("a create survives %s on the PUT and makes exactly one user", async (_label, rule) => {
    const db = await newDatabase();
    await env.fault({ method: "PUT", path: `^/${db}/_user/alice$`, times: 1, ...rule });
    const engine = env.engine();
    await upOk(engine, program(db));
    expect((await env.gateway.get(`/${db}/_user/`)).body).toEqual(["alice"]);
    expect((await login(db, "alice", "pass-word")).status).toBe(200);
    await engine.destroy();
  });

  test("a PUT processed whose answer was lost is found again by name, not repeated", async () => {
    const db = await newDatabase();
    const proxy = await lossyProxy(env.target.server!.gatewayAdminUrl, (method, url) => method === "PUT" && url.endsWith("/_user/alice"));
    try {
      const engine = env.engine();
      await upOk(engine, program(db, { gateway: { ...env.gatewayConnection(), adminUrl: proxy.url } }));
      expect((await env.requests({ writes: true })).map((r) => r.method)).toEqual(["PUT"]);
      expect(engine.resource("alice")!.id).toBe("alice");
      await engine.destroy();
      expect((await live(db)).status).toBe(404);
    } finally {
      await proxy.close();
    }
  });
});

describe("check", () => {
  const connection = { adminUrl: "https://gw.example.com:4985", username: "admin", password: "Sup3r-secret" };
  test.each<[string, Args, string, RegExp]>([
    ["a password on GUEST", { name: "GUEST", password: "secret" }, "password", /not allowed on GUEST/],
    ["an email on GUEST", { name: "GUEST", password: undefined, email: "x@example.com" }, "email", /not allowed on GUEST/],
    ["a password shorter than 3 characters", { password: "ab" }, "password", /at least 3 characters/],
    ["a database name against the gateway's rule", { database: "Orders" }, "database", /lowercase letters/],
    ["a user name with a colon", { name: "a:b" }, "name", /no '\/', ':', ',' or '`'/],
    ["a user name with a comma", { name: "a,b" }, "name", /no '\/', ':', ',' or '`'/],
    ["a user name longer than 239 bytes", { name: "é".repeat(120) }, "name", /at most 239 bytes/],
    ["an empty channel", { adminChannels: ["ok", ""] }, "adminChannels[1]", /at least|>=1|too small/i],
    ["an unknown field of the gateway connection", { gateway: { ...connection, realm: "x" } as never }, "gateway.realm", /unknown property/],
    ["a gateway URL that is not http(s)", { gateway: { ...connection, adminUrl: "ftp://gw.example.com" } }, "gateway.adminUrl", /an http\(s\) URL/],
    ["credentials in the gateway URL", { gateway: { ...connection, adminUrl: "https://admin:Sup3r-secret@gw.example.com" } }, "gateway.adminUrl", /must not carry credentials/],
    ["a gateway connection without password", { gateway: { adminUrl: "https://gw.example.com", username: "admin" } as never }, "gateway.password", /^required$/],
  ])("%s fails check with the property path and the rule, before any API call", async (_label, change, property, reason) => {
    const report = await env.engine().preview(program("orders", change));
    expect(report.failures).toEqual([expect.objectContaining({ name: "alice", property, reason: expect.stringMatching(reason) })]);
    expect(JSON.stringify(report.failures)).not.toMatch(/Sup3r-secret/);
    expect(await env.requests()).toEqual([]);
  });
});
