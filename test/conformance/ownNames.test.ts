import { client, expectError, paths } from "../support/conformance";
import { expectGatewayError, startGateway, type Gateway } from "../support/gateway";

/** Scopes, collections and keyspaces are looked up by names the caller chooses: `constructor`,
 *  `toString` and `__proto__` name nothing unless configured, and never reach Object.prototype
 *  (a request through `__proto__` once wrote an access-control function onto it, after which
 *  every JSON write on every port was refused). */
const STEP = 60_000;
const JS = { "content-type": "application/javascript" };
const INHERITED = ["__proto__", "constructor", "toString", "hasOwnProperty"];

const BOB = { user: "bob", password: "pass-word" };
let gw: Gateway;
const api = () => client(gw.t);
let base: string;

beforeAll(async () => {
  gw = await startGateway({ transitionMs: STEP });
  const { C, A } = paths(gw.t);
  const svc = await api().post(`${C}/appservices`, { name: "names" });
  await api().post(`${C}/buckets`, { name: "travel" });
  await api().control("POST", "clock", { advanceMs: 3 * STEP });
  base = `${A(svc.body.id)}/appEndpoints`;
  expect((await api().post(base, { name: "ep", bucket: "travel" })).status).toBe(201);
  await gw.createDb("db", { scopes: { s1: { collections: { c1: {} } } } });
  await gw.createUser("db", "bob", { admin_channels: ["*"] });
});
afterAll(() => gw.close());

afterEach(() => {
  // Whatever a test sent, nothing was written onto Object.prototype.
  for (const key of ["accessControlFunction", "importFilter", "sync", "import_filter", "items"]) expect(Object.hasOwn(Object.prototype, key)).toBe(false);
});

describe("management API: App Endpoint keyspaces", () => {
  test.each(INHERITED.flatMap((name) => [`ep.${name}`, `ep._default.${name}`, `ep.${name}._default`]))(
    "%s is not found, to read, write or delete a function",
    async (keyspace) => {
      for (const fn of ["accessControlFunction", "importFilter"]) {
        const path = `${base}/${keyspace}/${fn}`;
        expectError(await api().put(path, undefined, { raw: "function (doc) { channel('x'); }", headers: JS }), 404, undefined, /not found/);
        expectError(await api().get(path), 404, undefined, /not found/);
        expectError(await api().delete(path), 404, undefined, /not found/);
      }
      // Still able to write JSON, and the endpoint's collections are as they were.
      expect((await api().post(`${paths(gw.t).O}/apikeys`, { name: `after-${keyspace}`, organizationRoles: ["organizationMember"] })).status).toBe(201);
      expect((await api().get(`${base}/ep`)).body.requireResync ?? {}).toEqual({});
    },
  );

  test("a resync naming an inherited collection is refused: 404 naming it", async () => {
    await api().control("POST", "clock", { advanceMs: STEP });
    await api().delete(`${base}/ep/activationStatus`);
    await api().control("POST", "clock", { advanceMs: STEP });
    for (const name of INHERITED.filter((n) => n !== "__proto__")) {
      expectError(await api().post(`${base}/ep/resync`, { scopes: { _default: [name] } }), 404, undefined, new RegExp(`no collection _default\\.${name}`));
    }
    // No configurable name starts with '_' but _default: refused by the body's rule first.
    expectError(await api().post(`${base}/ep/resync`, { scopes: { _default: ["__proto__"] } }), 400);
  });
});

describe("gateway: keyspaces of a database", () => {
  test.each(INHERITED.flatMap((name) => [`db.s1.${name}`, `db.${name}.c1`, `db.${name}`]))("%s is not found on either port", async (keyspace) => {
    expectGatewayError(await gw.admin.put(`/${keyspace}/_config/sync`, undefined, { raw: "function (doc) { channel('x'); }", headers: JS }), 404);
    expectGatewayError(await gw.admin.get(`/${keyspace}/_config/sync`), 404);
    expectGatewayError(await gw.pub("PUT", `/${keyspace}/doc1`, { a: 1 }, BOB), 404);
    expectGatewayError(await gw.pub("GET", `/${keyspace}/_all_docs`, undefined, BOB), 404);
    expect((await gw.pub("PUT", `/db.s1.c1/${encodeURIComponent(keyspace)}`, { a: 1 }, BOB)).status).toBe(201);
  });
});
