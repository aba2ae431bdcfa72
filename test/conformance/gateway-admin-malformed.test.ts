import { call, startTarget, type Target } from "../support/conformance";
import { gatewayAdmin } from "../support/gateway";

/** Every admin route against a database that exists, asked badly: the body reaches the
 *  handler, so body handling (not just the database lookup) is what answers. Each answer is
 *  below 500 and every error carries the gateway's `{error, reason}`. */
let t: Target;
let routes: string[];

beforeAll(async () => {
  t = await startTarget();
  routes = (await call(t.apiUrl, undefined, "GET", "/_conformance/routes")).body.gatewayAdmin;
  const admin = gatewayAdmin(t);
  await admin.put("/sweep/", {});
  await admin.post("/sweep/_user/", { name: "u", password: "pw1" });
});
afterAll(() => t.close());

const bodies: Array<[string, string | undefined, string | undefined]> = [
  ["no body", undefined, undefined],
  ["malformed JSON", '{"name":', "application/json"],
  ["a JSON array", "[1,2]", "application/json"],
  ["a JSON string", '"x"', "application/json"],
  ["a JSON null", "null", "application/json"],
  ["wrong types", JSON.stringify({ name: 1, password: [], ttl: "x", sync: 5, bucket: {}, users: [] }), "application/json"],
  ["deeply wrong config", JSON.stringify({ scopes: { a: { collections: { b: { sync: "(((" } } } }, event_handlers: { document_changed: "x" } }), "application/json"],
  ["broken JavaScript", "function (", "application/javascript"],
  ["XML", "<a/>", "application/xml"],
];

const params: Record<string, string[]> = {
  db: ["sweep", "sweep.nope", "sweep.a.b.c", "%00"],
  name: ["u", "GUEST", "nobody", "a:b"],
  id: ["no-such-session", "0".repeat(40)],
};

/** These would create, delete or take offline the database the sweep needs. */
const SKIPPED = ["PUT /:db", "DELETE /:db", "POST /:db/_offline"];

function expand(url: string): string[] {
  let paths = [url];
  for (const [name, values] of Object.entries(params)) {
    if (!url.includes(`:${name}`)) continue;
    paths = paths.flatMap((p) => values.map((v) => p.replace(`:${name}`, v)));
  }
  return paths;
}

test("the sweep covers the admin routes", () => {
  expect(routes).toEqual(expect.arrayContaining(["PUT /:db/_config", "POST /:db/_session", "PUT /:db/_user/:name"]));
});

test("malformed requests to every admin route of an existing database: < 500 with {error, reason}", async () => {
  const admin = gatewayAdmin(t);
  const failures: string[] = [];
  for (const route of routes) {
    const [method, url] = route.split(" ");
    if (SKIPPED.includes(route)) continue;
    for (const path of expand(url)) {
      for (const [label, raw, type] of method === "POST" || method === "PUT" ? bodies : bodies.slice(0, 1)) {
        const send = { GET: admin.get, POST: admin.post, PUT: admin.put, DELETE: admin.delete }[method]!;
        const res = await send(path, undefined, { raw, headers: type ? { "content-type": type } : {} });
        const what = `${method} ${path} with ${label} → ${res.status} ${res.text.slice(0, 120)}`;
        if (res.status >= 500) failures.push(what);
        else if (res.status >= 400 && !(typeof res.body?.error === "string" && typeof res.body?.reason === "string")) failures.push(what);
      }
    }
  }
  expect(failures).toEqual([]);
});
