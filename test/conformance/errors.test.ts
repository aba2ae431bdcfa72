import * as fs from "node:fs";
import * as path from "node:path";
import { call, client, expectError, paths, type Response } from "../support/conformance";
import { basic, expectGatewayError, type Gateway, startGateway } from "../support/gateway";

/** Errors that teach (issue 7): a wrong method is a 405 naming the methods the path has
 *  (`Allow`), on every port; a 415 names the media type received and those accepted; a 400's
 *  hint links the operation in docs/api-reference.md, which ships with the package. */
let g: Gateway;
let api: ReturnType<typeof client>;
let routes: { management: string[]; gatewayPublic: string[]; gatewayAdmin: string[] };
const REFERENCE = fs.readFileSync(path.resolve(__dirname, "..", "..", "docs", "api-reference.md"), "utf8");

beforeAll(async () => {
  g = await startGateway();
  api = client(g.t);
  routes = (await api.control("GET", "routes")).body;
  await g.createDb("errs");
  await g.createUser("errs", "ann");
});
afterAll(() => g.close());

const O = () => paths(g.t).O;
const adminAuth = () => basic(g.t.server!.gatewayAdminUsername, g.t.server!.gatewayAdminPassword);

/** Each route's path with sample values for its parameters, and the methods registered on it. */
function pathsOf(list: string[], sample: Record<string, string>): Map<string, Set<string>> {
  const byPath = new Map<string, Set<string>>();
  for (const route of list) {
    const [method, url] = route.split(" ");
    const filled = url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => sample[name] ?? "00000000-0000-4000-8000-000000000001");
    byPath.set(filled, new Set([...(byPath.get(filled) ?? []), method]));
  }
  return byPath;
}

/** A method the path has no route for. */
const otherMethod = (methods: Set<string>) => ["PATCH", "POST", "PUT", "DELETE", "GET"].find((m) => !methods.has(m))!;

function expectAllow(res: Response, has: Set<string>, sent: string, what: string): string[] {
  expect({ what, status: res.status }).toEqual({ what, status: 405 });
  const allow = String(res.headers.allow ?? "").split(", ");
  expect({ what, missing: [...has].filter((m) => !allow.includes(m)), sentIsAllowed: allow.includes(sent) }).toEqual({
    what,
    missing: [],
    sentIsAllowed: false,
  });
  return allow;
}

describe("405 with Allow for a known path and a method it does not have", () => {
  test("management API: the error body with code 1007, Allow listing exactly the path's methods", async () => {
    const res = await api.patch(`${O()}/apikeys`, {});
    expectError(res, 405, 1007, /PATCH/);
    expect(res.headers.allow).toBe("GET, HEAD, POST");
    expect(res.body.message).toMatch(/GET, HEAD, POST/);
    expect(res.body.hint).toMatch(/Allow/);
    // HEAD is served wherever GET is; a path no route matches stays a 404.
    expect((await call(g.t.apiUrl, g.t.token, "HEAD", `${O()}/apikeys`)).status).toBe(200);
    expectError(await api.patch(`${O()}/no-such-thing`, {}), 404, 1003);
  });

  test("management API: a refused method changes nothing", async () => {
    const before = (await api.get(`${O()}/apikeys?perPage=100`)).body.cursor.pages.totalItems;
    expectError(await api.put(`${O()}/apikeys`, { name: "x", organizationRoles: ["organizationOwner"] }), 405, 1007);
    expect((await api.get(`${O()}/apikeys?perPage=100`)).body.cursor.pages.totalItems).toBe(before);
  });

  test("management API: every route's path answers another method with 405 and its methods", async () => {
    const sample = { organizationId: g.t.organizationId, projectId: g.t.projectId, clusterId: g.t.clusterId };
    const all = pathsOf(routes.management, sample);
    expect(all.size).toBeGreaterThan(50);
    for (const [p, methods] of all) {
      const sent = otherMethod(methods);
      const res = await call(g.t.apiUrl, g.t.token, sent, p, sent === "GET" ? undefined : {});
      expectAllow(res, methods, sent, `${sent} ${p}`);
      expect({ what: `${sent} ${p}`, body: res.body }).toMatchObject({ body: { httpStatusCode: 405, code: 1007 } });
    }
  });

  test("control plane: the same 405s", async () => {
    const clock = await api.control("GET", "clock");
    expectError(clock, 405, 1007);
    expect(clock.headers.allow).toBe("POST");
    const faults = await api.control("PUT", "faults", {});
    expect(faults.headers.allow).toBe("GET, HEAD, POST, DELETE");
  });

  test("gateway public port: the gateway error body, Allow; unknown paths stay 404", async () => {
    const all = pathsOf(routes.gatewayPublic, { db: "errs", keyspace: "errs", docid: "doc1" });
    for (const [p, methods] of all) {
      const sent = otherMethod(methods);
      const res = await g.pub(sent, p, sent === "GET" ? undefined : {});
      expectAllow(res, methods, sent, `${sent} ${p}`);
      expectGatewayError(res, 405, new RegExp(`Method ${sent} is not allowed`));
      expect(res.body.error).toBe("Method Not Allowed");
    }
    expectGatewayError(await g.pub("GET", "/errs/doc1/extra/segments"), 404);
  });

  test("gateway admin port: the gateway error body and Allow, after the admin has logged in", async () => {
    const all = pathsOf(routes.gatewayAdmin, { db: "errs", name: "ann", id: "0".repeat(40) });
    for (const [p, methods] of all) {
      const sent = otherMethod(methods);
      const res = await call(g.t.server!.gatewayAdminUrl, undefined, sent, p, sent === "GET" ? undefined : {}, { headers: { authorization: adminAuth() } });
      expectAllow(res, methods, sent, `${sent} ${p}`);
      expectGatewayError(res, 405);
    }
    // Without credentials the admin port says 401 first, whatever the method.
    expectGatewayError(await call(g.t.server!.gatewayAdminUrl, undefined, "PATCH", "/errs/_user/ann"), 401);
  });
});

describe("415 names the media type received and the ones accepted", () => {
  test("a JSON route given text/plain, and a body with no Content-Type", async () => {
    const plain = await api.post(`${O()}/apikeys`, undefined, { raw: "name=x", headers: { "content-type": "text/plain" } });
    expectError(plain, 415, 1006, /'text\/plain'.*accepts application\/json/);
    expect(plain.body.hint).toMatch(/Content-Type: application\/json/);
    const none = await call(g.t.apiUrl, g.t.token, "POST", `${O()}/apikeys`, undefined, { raw: "{}", headers: { "content-type": "" } });
    expectError(none, 415, 1006, /No Content-Type.*accepts application\/json/);
  });

  test("a body in a charset other than UTF-8 is a 415 naming it, on every port, and changes nothing; UTF-8 however spelled is read", async () => {
    const keys = async () => (await api.get(`${O()}/apikeys?perPage=100`)).body.cursor.pages.totalItems as number;
    const before = await keys();
    const body = JSON.stringify({ name: "charset-key", organizationRoles: ["organizationMember"] });
    const post = (contentType: string) => call(g.t.apiUrl, g.t.token, "POST", `${O()}/apikeys`, undefined, { raw: body, headers: { "content-type": contentType } });
    for (const charset of ["utf-16", "UTF-16LE", '"iso-8859-1"']) {
      const refused = await post(`application/json; charset=${charset}`);
      expectError(refused, 415, 1006, new RegExp(`Unsupported charset '${charset.replace(/"/g, "").toLowerCase()}'`));
      expect(refused.body.hint).toMatch(/UTF-8/);
    }
    expect(await keys()).toBe(before);
    for (const charset of ["utf-8", '"UTF-8"', "us-ascii"]) expect((await post(`application/json;charset=${charset}`)).status).toBe(201);
    expect(await keys()).toBe(before + 3);

    const doc = await call(g.t.server!.gatewayPublicUrl, undefined, "PUT", "/errs/cs", undefined, {
      raw: "{}",
      headers: { authorization: basic("ann", "pass-word"), "content-type": "application/json; charset=utf-16" },
    });
    expectGatewayError(doc, 415, /Unsupported charset 'utf-16'/);
    expectGatewayError(await g.pub("GET", "/errs/cs", undefined, { user: "ann", password: "pass-word" }), 404);
    const sync = await call(g.t.server!.gatewayAdminUrl, undefined, "PUT", "/errs/_config/sync", undefined, {
      raw: "function (doc) {}",
      headers: { authorization: adminAuth(), "content-type": "application/javascript; charset=latin1" },
    });
    expectGatewayError(sync, 415, /Unsupported charset 'latin1'/);
  });

  test("the function routes take JavaScript, and say so; a refused body changes nothing", async () => {
    const { A, C } = paths(g.t);
    const svc = await api.post(`${C}/appservices`, { name: "errs-svc" });
    expect(svc.status).toBe(201);
    expect((await api.post(`${C}/buckets`, { name: "errs-bucket" })).status).toBe(201);
    await api.control("POST", "clock", { advanceMs: 10 * 60_000 });
    const ep = await api.post(`${A(svc.body.id)}/appEndpoints`, { name: "errs-ep", bucket: "errs-bucket" });
    expect(ep.status).toBe(201);
    const url = `${A(svc.body.id)}/appEndpoints/errs-ep/accessControlFunction`;
    const before = (await api.get(url)).text;
    const json = await api.put(url, { code: "function (doc) { channel('x'); }" });
    expectError(json, 415, 1006, /'application\/json'.*accepts application\/javascript or text\/javascript/);
    expect((await api.get(url)).text).toBe(before);
  });

  test("gateway: the admin function routes take application/javascript only; documents take JSON", async () => {
    const admin = { authorization: adminAuth() };
    const sync = await call(g.t.server!.gatewayAdminUrl, undefined, "PUT", "/errs/_config/sync", undefined, {
      raw: "function (doc) {}",
      headers: { ...admin, "content-type": "text/javascript" },
    });
    expectGatewayError(sync, 415, /'text\/javascript'.*accepts application\/javascript\./);
    const user = await call(g.t.server!.gatewayAdminUrl, undefined, "PUT", "/errs/_user/bob", undefined, {
      raw: "function () {}",
      headers: { ...admin, "content-type": "application/javascript" },
    });
    expectGatewayError(user, 415, /'application\/javascript'.*accepts application\/json/);
    expectGatewayError(await g.admin.get("/errs/_user/bob"), 404);
    const doc = await g.pub("PUT", "/errs/d1", undefined, { user: "ann", password: "pass-word" }, { raw: "hello", headers: { "content-type": "text/plain" } });
    expectGatewayError(doc, 415, /'text\/plain'.*accepts application\/json/);
  });
});

describe("a 400's hint links the operation in docs/api-reference.md", () => {
  /** The operation heading under an anchor of the reference, e.g. "POST /v4/organizations/{organizationId}/apikeys". */
  function headingAt(anchor: string): string | undefined {
    const at = REFERENCE.indexOf(`<a id="${anchor}"></a>`);
    if (at < 0) return undefined;
    return /### `([^`]+)`/.exec(REFERENCE.slice(at))?.[1];
  }

  test("every management write route answers a non-object body with a hint whose anchor is that route's heading", async () => {
    const sample = { organizationId: g.t.organizationId, projectId: g.t.projectId, clusterId: g.t.clusterId };
    let checked = 0;
    for (const route of routes.management) {
      const [method, url] = route.split(" ");
      if (method === "GET" || method === "DELETE") continue;
      const p = url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => sample[name as keyof typeof sample] ?? "00000000-0000-4000-8000-000000000001");
      const res = await api[method.toLowerCase() as "post" | "put" | "patch"](p, [1, 2]);
      if (res.status !== 400) continue;
      const anchor = /docs\/api-reference\.md#([a-z0-9-]+)/.exec(res.body.hint)?.[1];
      expect({ route, anchor: anchor !== undefined }).toEqual({ route, anchor: true });
      expect({ route, heading: headingAt(anchor!) }).toEqual({ route, heading: `${method} ${url.replace(/:([A-Za-z0-9_]+)/g, "{$1}")}` });
      checked += 1;
    }
    expect(checked).toBeGreaterThan(30);
  });

  test("a handler's own 400 and a query-parameter 400 link it too; the control plane's as well", async () => {
    const sorted = await api.get(`${O()}/apikeys?sortBy=colour`);
    expectError(sorted, 400, 1000);
    expect(headingAt(/#([a-z0-9-]+)/.exec(sorted.body.hint)![1])).toBe("GET /v4/organizations/{organizationId}/apikeys");
    const fault = await api.control("POST", "faults", { path: "(", status: 500 });
    expectError(fault, 400, 1000, /regular expression/);
    expect(headingAt(/#([a-z0-9-]+)/.exec(fault.body.hint)![1])).toBe("POST /_conformance/faults");
  });
});
