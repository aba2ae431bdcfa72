import * as dbplane from "dbplane";
import { paths } from "../support/conformance";
import { eventually, expectSteady, ofName, startProviderEnv, upOk, type ProviderEnv } from "../support/engine";

/** AllowedCidr (cluster) and AppServiceAllowedCidr (read through the list: no single GET)
 *  through the real host: the same spec format as ApiKey, replace-only with delete first. */

let env: ProviderEnv;
let C: string;
let appServiceId: string;

beforeAll(async () => {
  env = await startProviderEnv();
  C = paths(env.target).C;
  appServiceId = await env.healthyAppService("cidr-host");
});
afterAll(() => env?.close());
beforeEach(() => env.clearFaultsAndRequests());

const scope = () => ({ organizationId: env.target.organizationId, projectId: env.target.projectId, clusterId: env.target.clusterId });
const entries = async (path: string) => (await env.api.get(`${path}/allowedcidrs?perPage=100`)).body.data as Array<{ id: string; cidr: string }>;

describe.each([
  {
    kind: "AllowedCidr",
    base: () => C,
    make: (name: string, args: { cidr: string; comment?: string; expiresAt?: string }) => new dbplane.AllowedCidr(name, { ...scope(), ...args }),
  },
  {
    kind: "AppServiceAllowedCidr",
    base: () => `${C}/appservices/${appServiceId}`,
    make: (name: string, args: { cidr: string; comment?: string; expiresAt?: string }) =>
      new dbplane.AppServiceAllowedCidr(name, { ...scope(), appServiceId, ...args }),
  },
])("$kind", ({ kind, base, make }) => {
  test("create, no change (also after refresh) without writes, replace deleting first, delete", async () => {
    const engine = env.engine();
    const created = await upOk(engine, () => make("office", { cidr: "203.0.113.0/24" }));
    expect(created.creates).toEqual(["office"]);
    expect(ofName(created.registrations, "office").deleteBeforeReplace).toBe(true);
    const entry = engine.resource("office")!;
    expect(entry.outputs).toMatchObject({ cidr: "203.0.113.0/24", comment: "", status: "active", type: "permanent" });
    expect((await entries(base())).map((e) => e.id)).toEqual([entry.id]);

    await expectSteady(env, engine, () => make("office", { cidr: "203.0.113.0/24" }));
    await env.clearRequests();

    const replaced = await upOk(engine, () => make("office", { cidr: "203.0.113.0/24", comment: "HQ" }));
    expect(replaced.replaces).toEqual(["office"]);
    expect((await env.requests({ writes: true })).map((r) => r.method)).toEqual(["DELETE", "POST"]);
    expect((await entries(base())).map((e) => e.cidr)).toEqual(["203.0.113.0/24"]);

    expect((await upOk(engine, () => undefined)).deletes).toEqual(["office"]);
    expect(await entries(base())).toEqual([]);
  });

  test("a temporary entry: expiresAt read back as the same instant in UTC plans no change; removing it replaces the entry with a permanent one", async () => {
    const now = Date.parse((await env.api.control("GET", "health")).body.now);
    // Ten days on, written at +02:00 with fractional seconds.
    const expiresAt = new Date(now + 10 * 86_400_000 + 2 * 3_600_000).toISOString().replace(/\.\d+Z$/, ".500+02:00");
    const engine = env.engine();
    await upOk(engine, () => make("temp", { cidr: "198.51.100.0/24", expiresAt }));
    const [entry] = (await entries(base())) as Array<{ id: string; expiresAt?: string }>;
    expect(entry.expiresAt).not.toBe(expiresAt);
    expect(Date.parse(entry.expiresAt!)).toBe(Date.parse(expiresAt));
    await expectSteady(env, engine, () => make("temp", { cidr: "198.51.100.0/24", expiresAt }));
    const permanent = await upOk(engine, () => make("temp", { cidr: "198.51.100.0/24" }));
    expect(permanent.replaces).toEqual(["temp"]);
    expect((await entries(base())).map((e) => (e as { type?: string }).type)).toEqual(["permanent"]);
    await engine.destroy();
  });

  test("a bad range fails check; a 429 on the POST is survived with one entry", async () => {
    const engine = env.engine();
    const bad = await engine.up(() => make("bad", { cidr: "10.0.0.0/33" }));
    expect(bad.failures).toEqual([expect.objectContaining({ name: "bad", property: "cidr", reason: expect.stringMatching(/IPv4/) })]);
    await env.fault({ method: "POST", path: "/allowedcidrs$", status: 429, retryAfterSeconds: 0, times: 1 });
    await upOk(engine, () => make("lab", { cidr: "198.51.100.7" }));
    expect((await entries(base())).map((e) => e.cidr)).toEqual(["198.51.100.7"]);
    await engine.destroy();
  });

  test(`adopt: true takes over an existing entry for the same range (${kind})`, async () => {
    const existing = await env.api.post(`${base()}/allowedcidrs`, { cidr: "192.0.2.0/24" });
    const engine = env.engine();
    await upOk(engine, () => make("adopted", { cidr: "192.0.2.0/24", adopt: true } as never));
    expect(engine.resource("adopted")!.id).toBe(existing.body.id);
    expect(await entries(base())).toHaveLength(1);
    await engine.destroy();
    expect(await entries(base())).toEqual([]);
  });
});

test("an App Service deleted outside Pulumi takes its allow-list along: refresh drops the entry after one read", async () => {
  const gcp = env.clusterOn("gcp");
  const { A } = paths(env.target, gcp);
  const svc = await env.healthyAppService("cidr-doomed", gcp);
  const engine = env.engine();
  await upOk(engine, () => new dbplane.AppServiceAllowedCidr("doomed", { ...scope(), clusterId: gcp, appServiceId: svc, cidr: "203.0.113.9" }));
  await env.api.delete(A(svc));
  await eventually(async () => (await env.api.get(A(svc))).status, 404);
  await env.clearRequests();
  expect(await engine.refresh()).toMatchObject({ deletes: ["doomed"], errors: [] });
  expect((await env.requests()).map((r) => `${r.method} ${r.status}`)).toEqual(["GET 404"]);
});
