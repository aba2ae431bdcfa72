import * as dbplane from "dbplane";
import { paths } from "../support/conformance";
import { CREATE_FAULTS, errorLines, expectSteady, startProviderEnv, upOk, type ProviderEnv } from "../support/engine";

/** The OidcProvider resource through Pulumi's real dynamic-provider host against the conformance
 *  server: in-place updates, the declarative default, deleting the default while others exist,
 *  adoption by issuer and client id, faults and validation. */

const STEP = 60_000;

let env: ProviderEnv;
let appServiceId: string;
let E: (endpoint: string) => string;

const withClock = <T>(op: Promise<T>) => env.withClock(op);

let endpoints = 0;
/** A fresh App Endpoint per test (created through the API). */
async function newEndpoint(): Promise<string> {
  const name = `oidc-host-${++endpoints}`;
  expect((await env.api.post(`${paths(env.target).A(appServiceId)}/appEndpoints`, { name, bucket: "travel" })).status).toBe(201);
  await env.clearRequests();
  return name;
}

beforeAll(async () => {
  env = await startProviderEnv({ transitionMs: STEP });
  appServiceId = await env.healthyAppService("oidc-host");
  expect((await env.api.post(`${paths(env.target).C}/buckets`, { name: "travel" })).status).toBe(201);
  E = (endpoint) => `${paths(env.target).A(appServiceId)}/appEndpoints/${endpoint}`;
});
afterAll(() => env?.close());
beforeEach(() => env.clearFaultsAndRequests());

type Args = Partial<dbplane.OidcProviderArgs>;
const ISSUER = "https://id.example.com";
const args = (endpoint: string, clientId: string, extra: Args = {}): dbplane.OidcProviderArgs => ({
  organizationId: env.target.organizationId,
  projectId: env.target.projectId,
  clusterId: env.target.clusterId,
  appServiceId,
  appEndpointName: endpoint,
  issuer: ISSUER,
  clientId,
  ...extra,
});
type Live = { providerId: string; clientId: string; issuer: string; isDefault: boolean; rolesClaim: string; scope: string[] };
const providers = async (endpoint: string) => (await env.api.get(`${E(endpoint)}/oidcProviders?perPage=100`)).body.data as Live[];
const writes = async (endpoint: string) =>
  (await env.requests({ writes: true })).map((r) => `${r.method} ${r.path.slice(E(endpoint).length)} ${r.status}`);

describe("lifecycle", () => {
  test("create: one POST; the first provider is the API's default; no change and refresh make no write", async () => {
    const ep = await newEndpoint();
    const engine = env.engine();
    const program = () => {
      new dbplane.OidcProvider("idp", args(ep, "app"));
    };
    await upOk(engine, program);
    const [live] = await providers(ep);
    const entry = engine.resource("idp")!;
    expect(entry.id).toBe(live.providerId);
    expect(entry.outputs).toMatchObject({
      issuer: ISSUER,
      clientId: "app",
      register: false,
      userPrefix: "",
      discoveryUrl: "",
      usernameClaim: "",
      rolesClaim: "",
      scope: ["openid", "email"],
      providerId: live.providerId,
      isDefault: true,
    });
    expect(entry.outputs.default).toBeUndefined();
    expect(await writes(ep)).toEqual(["POST /oidcProviders 201"]);
    await expectSteady(env, engine, program);
    await engine.destroy();
    expect(await providers(ep)).toEqual([]);
  });

  test("every field is updated in place with one PUT (even the issuer); unset fields go back to the API defaults", async () => {
    const ep = await newEndpoint();
    const engine = env.engine();
    await upOk(engine, () => new dbplane.OidcProvider("idp", args(ep, "app")));
    const id = engine.resource("idp")!.id;
    await env.clearRequests();
    const changed = { issuer: "https://login.example.org", rolesClaim: "groups", scope: ["openid", "profile"], register: true };
    const report = await upOk(engine, () => new dbplane.OidcProvider("idp", args(ep, "app", changed)));
    expect(report).toMatchObject({ updates: ["idp"], replaces: [] });
    expect(await writes(ep)).toEqual([`PUT /oidcProviders/${id} 204`]);
    expect(await providers(ep)).toEqual([expect.objectContaining({ providerId: id, ...changed, isDefault: true })]);
    await upOk(engine, () => new dbplane.OidcProvider("idp", args(ep, "app")));
    expect(await providers(ep)).toEqual([expect.objectContaining({ providerId: id, issuer: ISSUER, rolesClaim: "", register: false, scope: ["openid", "email"] })]);
    await engine.destroy();
  });

  test("a change of App Endpoint replaces the provider", async () => {
    const [one, two] = [await newEndpoint(), await newEndpoint()];
    const engine = env.engine();
    await upOk(engine, () => new dbplane.OidcProvider("idp", args(one, "app")));
    const report = await upOk(engine, () => new dbplane.OidcProvider("idp", args(two, "app")));
    expect(report.replaces).toEqual(["idp"]);
    expect(await providers(one)).toEqual([]);
    expect((await providers(two)).map((p) => p.providerId)).toEqual([engine.resource("idp")!.id]);
    await engine.destroy();
  });

  test("with its AppEndpoint in the same program: created after it, deleted before it", async () => {
    const engine = env.engine();
    const program = () => {
      const { organizationId, projectId, clusterId } = env.target;
      const endpoint = new dbplane.AppEndpoint("endpoint", { organizationId, projectId, clusterId, appServiceId, name: "with-endpoint", bucket: "travel" });
      new dbplane.OidcProvider("idp", args("", "app", { appEndpointName: endpoint.name }));
    };
    await withClock(upOk(engine, program));
    expect((await providers("with-endpoint")).map((p) => p.clientId)).toEqual(["app"]);
    expect(engine.resource("endpoint")!.outputs.oidcProviders).toEqual([]);
    // The endpoint leaves its providers alone (oidc not given): no change.
    await env.clearRequests();
    expect((await upOk(engine, program)).sames.sort()).toEqual(["endpoint", "idp"]);
    expect(await env.requests({ writes: true })).toEqual([]);
    expect((await withClock(engine.destroy())).deletes).toEqual(["idp", "endpoint"]);
  });

  test("adopt: true takes over the provider with the same issuer and client id", async () => {
    const ep = await newEndpoint();
    await env.api.post(`${E(ep)}/oidcProviders`, { issuer: "https://other.example.com", clientId: "app" });
    const existing = await env.api.post(`${E(ep)}/oidcProviders`, { issuer: ISSUER, clientId: "app" });
    const engine = env.engine();
    await env.clearRequests();
    await upOk(engine, () => new dbplane.OidcProvider("idp", args(ep, "app", { adopt: true })));
    expect(engine.resource("idp")!.id).toBe(existing.body.providerId);
    expect(await env.requests({ writes: true })).toEqual([]);
    expect(await providers(ep)).toHaveLength(2);
    await engine.destroy();
  });
});

describe("default", () => {
  test("default: true makes a later provider the default; a default changed outside Pulumi is drift, set back", async () => {
    const ep = await newEndpoint();
    const engine = env.engine();
    const program = () => {
      new dbplane.OidcProvider("first", args(ep, "first"));
      new dbplane.OidcProvider("second", args(ep, "second", { default: true }));
    };
    await upOk(engine, program);
    const second = engine.resource("second")!;
    expect(second.outputs).toMatchObject({ default: true, isDefault: true });
    expect(await writes(ep)).toEqual(["POST /oidcProviders 201", "POST /oidcProviders 201", "PUT /oidcProviders/defaultProvider 204"]);
    expect((await providers(ep)).map((p) => [p.clientId, p.isDefault])).toEqual([
      ["first", false],
      ["second", true],
    ]);

    // (The two creates run concurrently: a refresh settles what `first` reports.)
    await engine.refresh();
    const first = engine.resource("first")!;
    expect(first.outputs.isDefault).toBe(false);
    await env.api.put(`${E(ep)}/oidcProviders/defaultProvider`, { providerId: first.id });
    const refresh = await engine.refresh();
    expect(refresh.updates.sort()).toEqual(["first", "second"]);
    expect(engine.resource("second")!.outputs).toMatchObject({ default: false, isDefault: false });
    await env.clearRequests();
    const report = await upOk(engine, program);
    expect(report.updates).toEqual(["second"]);
    expect(await writes(ep)).toEqual(["PUT /oidcProviders/defaultProvider 204"]);
    expect((await providers(ep)).find((p) => p.isDefault)!.clientId).toBe("second");
    await engine.destroy();
  });

  test("default: true on the first provider (already the API's default) makes no extra write", async () => {
    const ep = await newEndpoint();
    const engine = env.engine();
    await upOk(engine, () => new dbplane.OidcProvider("only", args(ep, "only", { default: true })));
    expect(await writes(ep)).toEqual(["POST /oidcProviders 201"]);
    await engine.destroy();
  });

  test("deleting the default while others exist hands the default to another provider first", async () => {
    const ep = await newEndpoint();
    const engine = env.engine();
    await upOk(engine, () => {
      new dbplane.OidcProvider("a", args(ep, "a"));
      new dbplane.OidcProvider("b", args(ep, "b"));
    });
    const [a, b] = [engine.resource("a")!, engine.resource("b")!];
    await env.clearRequests();
    const report = await upOk(engine, () => new dbplane.OidcProvider("b", args(ep, "b")));
    expect(report.deletes).toEqual(["a"]);
    expect(await writes(ep)).toEqual([`DELETE /oidcProviders/${a.id} 409`, "PUT /oidcProviders/defaultProvider 204", `DELETE /oidcProviders/${a.id} 202`]);
    expect(await providers(ep)).toEqual([expect.objectContaining({ providerId: b.id, isDefault: true })]);
    await engine.destroy();
  });

  test("destroying several providers never stalls on the default rule", async () => {
    const ep = await newEndpoint();
    const engine = env.engine();
    await upOk(engine, () => {
      new dbplane.OidcProvider("x", args(ep, "x"));
      new dbplane.OidcProvider("y", args(ep, "y", { default: true }));
      new dbplane.OidcProvider("z", args(ep, "z"));
    });
    const report = await engine.destroy();
    expect(report.errors).toEqual([]);
    expect(report.deletes.sort()).toEqual(["x", "y", "z"]);
    expect(await providers(ep)).toEqual([]);
  });
});

describe("faults and check", () => {
  test.each(CREATE_FAULTS)("a create survives %s on the POST and creates exactly one provider", async (_label, rule) => {
    const ep = await newEndpoint();
    await env.api.post(`${E(ep)}/oidcProviders`, { issuer: "https://other.example.com", clientId: "app" });
    await env.fault({ method: "POST", path: "/oidcProviders$", times: 1, ...rule });
    const engine = env.engine();
    await upOk(engine, () => new dbplane.OidcProvider("idp", args(ep, "app")));
    const mine = (await providers(ep)).filter((p) => p.issuer === ISSUER);
    expect(mine.map((p) => p.providerId)).toEqual([engine.resource("idp")!.id]);
    await engine.destroy();
  });

  test("the API's 409 for a provider with the same issuer and client id comes in one line", async () => {
    const ep = await newEndpoint();
    await env.api.post(`${E(ep)}/oidcProviders`, { issuer: ISSUER, clientId: "app" });
    const engine = env.engine();
    const report = await engine.up(() => new dbplane.OidcProvider("dup", args(ep, "app")));
    expect(errorLines(report)).toEqual([expect.stringMatching(/^OidcProvider dup: dbplane: POST .*\/oidcProviders failed: 409 \(code \d+\) OIDC provider .* already has issuer/)]);
    expect(engine.state.resources).toEqual([]);
  });

  test.each<[string, Args, string, RegExp]>([
    ["an issuer that is not a URL", { issuer: "id.example.com" }, "issuer", /http/],
    ["an empty client id", { clientId: "" }, "clientId", /at least|>=1|too small/i],
    ["an empty scope entry", { scope: ["openid", ""] }, "scope[1]", /at least|>=1|too small/i],
    ["a discovery URL that is not a URL", { discoveryUrl: "ftp://x" }, "discoveryUrl", /http/],
    ["an unknown field", { isDefault: true } as never, "isDefault", /unknown property/],
  ])("%s fails check with the property path and the rule, before any API call", async (_label, change, property, reason) => {
    const engine = env.engine();
    const report = await engine.preview(() => new dbplane.OidcProvider("bad", { ...args("some-endpoint", "app"), ...change }));
    expect(report.failures).toEqual([expect.objectContaining({ name: "bad", property, reason: expect.stringMatching(reason) })]);
    expect(await env.requests()).toEqual([]);
  });
});
