import * as dbplane from "dbplane";
import { call, paths } from "../support/conformance";
import { basic } from "../support/gateway";
import { CREATE_FAULTS, expectSteady, ofName, startProviderEnv, upOk, type ProviderEnv } from "../support/engine";

/** The AppServiceAdminUser resource (an App Service's gateway admin credentials) through Pulumi's
 *  real dynamic-provider host against the conformance server: the write-only password, access
 *  updated in place (narrowed or widened to every endpoint), drift, adoption by name, faults and
 *  check failures. Its credentials on the gateway: gatewayScenarios.test.ts. */

let env: ProviderEnv;
let appServiceId: string;
let A: string;

beforeAll(async () => {
  env = await startProviderEnv();
  appServiceId = await env.healthyAppService("admins-host");
  A = paths(env.target).A(appServiceId);
  for (const name of ["red", "blue"]) {
    expect((await env.api.post(`${paths(env.target).C}/buckets`, { name })).status).toBe(201);
    expect((await env.api.post(`${A}/appEndpoints`, { name, bucket: name })).status).toBe(201);
  }
});
afterAll(() => env?.close());
beforeEach(() => env.clearFaultsAndRequests());
afterEach(async () => {
  // Every test leaves the App Service without admin users.
  expect((await env.api.get(`${A}/adminUsers`)).body.data).toEqual([]);
});

const PASSWORD = "Adm1n-secret!";
type Args = Partial<dbplane.AppServiceAdminUserArgs>;
const args = (extra: Args = {}): dbplane.AppServiceAdminUserArgs => ({
  organizationId: env.target.organizationId,
  projectId: env.target.projectId,
  clusterId: env.target.clusterId,
  appServiceId,
  name: "ops",
  password: PASSWORD,
  access: { endpoints: ["red"] },
  ...extra,
});
const program = (extra: Args = {}) => () => {
  new dbplane.AppServiceAdminUser("ops", args(extra));
};
const users = async () => (await env.api.get(`${A}/adminUsers`)).body.data as Array<{ id: string; name: string; endpoints: string[]; accessAllEndpoints: boolean }>;
const writes = async () => (await env.requests({ writes: true })).map((r) => `${r.method} ${r.path.slice(A.length)} ${r.status}`);
/** The gateway admin API's answer to these credentials for a database. */
const adminGet = (db: string, user: string, password: string) =>
  call(env.target.server!.gatewayAdminUrl, undefined, "GET", `/${db}/_user/GUEST`, undefined, { headers: { authorization: basic(user, password) } });

describe("lifecycle", () => {
  test("create: one POST; the password is a write-only secret the gateway admin API accepts; no change and refresh make no write; delete removes the user", async () => {
    const engine = env.engine();
    const report = await upOk(engine, program());
    expect(ofName(report.registrations, "ops").additionalSecretOutputs).toEqual(["password"]);
    const [live] = await users();
    const entry = engine.resource("ops")!;
    expect(entry.id).toBe(live.id);
    expect(entry.outputs).toMatchObject({ name: "ops", password: PASSWORD, access: { endpoints: ["red"] }, enableBucketLevelAccess: true });
    expect(await writes()).toEqual(["POST /adminUsers 201"]);
    expect(live).not.toHaveProperty("password");
    expect((await adminGet("red", "ops", PASSWORD)).status).toBe(200);

    await expectSteady(env, engine, program());
    expect((await engine.destroy()).deletes).toEqual(["ops"]);
    expect((await adminGet("red", "ops", PASSWORD)).status).toBe(401);
  });

  test("another endpoint list is one PUT in place; widening to every endpoint is one PUT in place too; narrowing again as well", async () => {
    const engine = env.engine();
    await upOk(engine, program());
    const id = engine.resource("ops")!.id;
    await env.clearRequests();
    expect(await upOk(engine, program({ access: { endpoints: ["blue", "red"] } }))).toMatchObject({ updates: ["ops"], replaces: [] });
    expect(await writes()).toEqual([`PUT /adminUsers/${id} 204`]);
    expect(engine.resource("ops")!.outputs.access).toEqual({ endpoints: ["blue", "red"] });
    expect((await upOk(engine, program({ access: { endpoints: ["blue", "red"] } }))).sames).toEqual(["ops"]);

    await env.clearRequests();
    expect(await upOk(engine, program({ access: { accessAllEndpoints: true } }))).toMatchObject({ updates: ["ops"], replaces: [] });
    const [all] = await users();
    expect(await writes()).toEqual([`PUT /adminUsers/${id} 204`]);
    expect(all).toMatchObject({ id, accessAllEndpoints: true });
    expect(engine.resource("ops")!.outputs.access).toEqual({ accessAllEndpoints: true });
    expect((await adminGet("blue", "ops", PASSWORD)).status).toBe(200);
    expect((await upOk(engine, program({ access: { accessAllEndpoints: true } }))).sames).toEqual(["ops"]);

    await env.clearRequests();
    expect((await upOk(engine, program())).updates).toEqual(["ops"]);
    expect(await writes()).toEqual([`PUT /adminUsers/${id} 204`]);
    await engine.destroy();
  });

  test.each<[string, Args]>([
    ["name", { name: "ops2" }],
    ["password", { password: "N3w-secret!" }],
  ])("a new %s replaces the user, the old one deleted first", async (_field, change) => {
    const engine = env.engine();
    await upOk(engine, program());
    const old = engine.resource("ops")!.id;
    await env.clearRequests();
    expect((await upOk(engine, program(change))).replaces).toEqual(["ops"]);
    expect(await writes()).toEqual([`DELETE /adminUsers/${old} 202`, "POST /adminUsers 201"]);
    const { name = "ops", password = PASSWORD } = change as { name?: string; password?: string };
    expect((await adminGet("red", name, password)).status).toBe(200);
    await engine.destroy();
  });

  test("refresh shows access changed by hand and nothing else (the password stays); the next up puts it back; deleted by hand, it is created again", async () => {
    const engine = env.engine();
    await upOk(engine, program());
    const id = engine.resource("ops")!.id;
    expect((await env.api.put(`${A}/adminUsers/${id}`, { endpoints: ["blue"] })).status).toBe(204);
    await env.clearRequests();
    expect(await engine.refresh()).toMatchObject({ updates: ["ops"], errors: [] });
    expect(await env.requests()).toHaveLength(1);
    expect(engine.resource("ops")!.inputs).toMatchObject({ access: { endpoints: ["blue"] }, password: PASSWORD });
    expect((await upOk(engine, program())).updates).toEqual(["ops"]);
    expect((await users())[0].endpoints).toEqual(["red"]);

    await env.api.delete(`${A}/adminUsers/${id}`);
    expect((await engine.refresh()).deletes).toEqual(["ops"]);
    expect((await upOk(engine, program())).creates).toEqual(["ops"]);
    await engine.destroy();
  });

  test("adopt: true takes over the user with the same name (no POST), and its access follows the program in the same run", async () => {
    const created = await env.api.post(`${A}/adminUsers`, { name: "ops", password: PASSWORD, access: { endpoints: ["blue"] } });
    const engine = env.engine();
    await env.clearRequests();
    await upOk(engine, program({ adopt: true }));
    expect(engine.resource("ops")!.id).toBe(created.body.id);
    expect(await writes()).toEqual([`PUT /adminUsers/${created.body.id} 204`]);
    expect((await users())[0].endpoints).toEqual(["red"]);
    expect((await upOk(engine, program({ adopt: true }))).sames).toEqual(["ops"]);
    await engine.destroy();
  });
});

describe("faults and check", () => {
  test.each(CREATE_FAULTS)("a create survives %s on the POST and makes exactly one user", async (_label, rule) => {
    await env.fault({ method: "POST", path: "/adminUsers$", times: 1, ...rule });
    const engine = env.engine();
    await upOk(engine, program());
    expect((await users()).map((u) => u.id)).toEqual([engine.resource("ops")!.id]);
    await engine.destroy();
  });

  test.each<[string, Args, string, RegExp]>([
    ["a weak password", { password: "password" }, "password", /upper-case letter/],
    ["an empty endpoint name", { access: { endpoints: [""] } }, "access.endpoints[0]", />=1|at least|too small/i],
    ["accessAllEndpoints false", { access: { accessAllEndpoints: false } as never }, "access", /must be one of/],
    ["the old spelling allEndpoints", { access: { allEndpoints: true } as never }, "access.allEndpoints", /write 'accessAllEndpoints'/],
    ["a name with a colon", { name: "a:b" }, "name", /without ':'/],
  ])("%s fails check with the property path and the rule, before any API call", async (_label, change, property, reason) => {
    const report = await env.engine().preview(program(change));
    expect(report.failures).toEqual([expect.objectContaining({ name: "ops", property, reason: expect.stringMatching(reason) })]);
    expect(JSON.stringify(report.failures)).not.toContain(PASSWORD);
    expect(await env.requests()).toEqual([]);
  });
});
