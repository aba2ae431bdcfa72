import { randomUUID } from "node:crypto";
import * as net from "node:net";
import { call, type Response, useTarget } from "../support/conformance";

/** Every route of every port, asked badly: malformed JSON, wrong types, unknown and malformed
 *  ids. Each answer is a 4xx with that API's error body — never a 5xx, never a hang. The route
 *  list comes from the server itself, so a route added later is covered without editing this. */
const t = useTarget();
let routes: { management: string[]; gatewayPublic: string[]; gatewayAdmin: string[] };

beforeAll(async () => {
  routes = (await call(t.apiUrl, undefined, "GET", "/_conformance/routes")).body;
});

const WRITE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function fill(url: string, known: Record<string, string>, fallback: () => string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(known[name] ?? fallback()));
}

/** No 5xx, and any 4xx carries the error body; `what` names the request in a failure. */
function expectManagementError(res: Response, what: string): void {
  if (res.status >= 500) throw new Error(`${what} answered ${res.status}: ${res.text}`);
  if (res.status >= 400) {
    expect({ what, body: res.body }).toMatchObject({
      what,
      body: { httpStatusCode: res.status, code: expect.any(Number), message: expect.any(String), hint: expect.any(String) },
    });
  }
}

/** Refused: a 4xx with the error body. */
function expectManagementRefusal(res: Response, what: string): void {
  expectManagementError(res, what);
  expect({ what, refused: res.status >= 400 }).toEqual({ what, refused: true });
}

function expectGatewayError(res: Response, what: string): void {
  if (res.status >= 500) throw new Error(`${what} answered ${res.status}: ${res.text}`);
  if (res.status >= 400) {
    expect({ what, body: res.body }).toMatchObject({ what, body: { error: expect.any(String), reason: expect.any(String) } });
  }
}

const badBodies: Array<[string, { raw: string; type: string }]> = [
  ["malformed JSON", { raw: "{\"a\":", type: "application/json" }],
  ["a JSON array", { raw: "[1,2,3]", type: "application/json" }],
  ["wrong types", { raw: JSON.stringify({ name: 42, nodes: "many", enabled: "yes", cidr: [], kind: {}, origin: 5 }), type: "application/json" }],
  ["a JSON string", { raw: "\"hello\"", type: "application/json" }],
  ["an unsupported media type", { raw: "<xml/>", type: "application/xml" }],
];

test("the server lists its routes (sanity: the sweep below is not empty)", () => {
  expect(routes.management.length).toBeGreaterThan(3);
});

test("management API: unknown ids on every route → 4xx with the error body", async () => {
  const seeded = { organizationId: t.organizationId, projectId: t.projectId, clusterId: t.clusterId };
  for (const route of routes.management) {
    const [method, url] = route.split(" ");
    if (!/:(?!organizationId|projectId|clusterId)/.test(url)) continue; // nothing unknown to ask for
    const path = fill(url, seeded, () => randomUUID());
    const res = await call(t.apiUrl, t.token, method, path, WRITE.has(method) && method !== "DELETE" ? {} : undefined);
    expectManagementRefusal(res, `${route} with unknown ids`);
  }
});

test("management API: malformed ids on every route → 4xx with the error body", async () => {
  for (const route of routes.management) {
    const [method, url] = route.split(" ");
    if (!url.includes(":")) continue;
    const res = await call(t.apiUrl, t.token, method, fill(url, {}, () => "not-a-uuid"));
    expectManagementRefusal(res, `${route} with malformed ids`);
  }
});

test.each(badBodies)("management API: %s to every write route → 4xx with the error body", async (_, bad) => {
  const seeded = { organizationId: t.organizationId, projectId: t.projectId, clusterId: t.clusterId };
  for (const route of routes.management) {
    const [method, url] = route.split(" ");
    if (!WRITE.has(method) || method === "DELETE") continue;
    const res = await call(t.apiUrl, t.token, method, fill(url, seeded, () => randomUUID()), undefined, {
      raw: bad.raw,
      headers: { "content-type": bad.type },
    });
    expectManagementError(res, `${route} with ${_}`);
  }
});

test("management API: every route without a token → 401", async () => {
  for (const route of routes.management) {
    const [method, url] = route.split(" ");
    const res = await call(t.apiUrl, undefined, method, fill(url, {}, () => randomUUID()));
    expect({ route, status: res.status }).toEqual({ route, status: 401 });
    expectManagementError(res, `${route} without a token`);
  }
});

describe("gateway", () => {
  const basic = () => `Basic ${Buffer.from(`${t.server!.gatewayAdminUsername}:${t.server!.gatewayAdminPassword}`).toString("base64")}`;
  const sweep = async (base: string, list: string[], auth: string | undefined) => {
    for (const route of list) {
      const [method, url] = route.split(" ");
      const path = fill(url, { db: "no_such_db" }, () => "no-such-thing");
      const headers: Record<string, string> = auth ? { authorization: auth } : {};
      for (const [label, bad] of badBodies) {
        const res = await call(base, undefined, method, path, undefined, {
          raw: WRITE.has(method) ? bad.raw : undefined,
          headers: WRITE.has(method) ? { ...headers, "content-type": bad.type } : headers,
        });
        expectGatewayError(res, `${route} with ${label}`);
      }
    }
  };

  test("admin API: malformed requests to every route → 4xx with {error, reason}", async () => {
    if (!t.server) return; // an external target does not tell us its gateway ports
    await sweep(t.server.gatewayAdminUrl, routes.gatewayAdmin, basic());
    await sweep(t.server.gatewayAdminUrl, routes.gatewayAdmin, undefined);
  });

  test("public API: malformed requests to every route → 4xx with {error, reason}", async () => {
    if (!t.server) return;
    await sweep(t.server.gatewayPublicUrl, routes.gatewayPublic, undefined);
  });
});

test("a path the router cannot decode, or with a segment past 1000 characters: each API's error body on every port", async () => {
  const ports: Array<[string, string]> = [
    ["management", t.apiUrl],
    ["gatewayAdmin", t.server!.gatewayAdminUrl],
    ["gatewayPublic", t.server!.gatewayPublicUrl],
  ];
  for (const [api, url] of ports) {
    const long = api === "management" ? `/v4/organizations/${"a".repeat(1001)}` : `/${"a".repeat(1001)}/_config`;
    for (const [path, status] of [["/v4/%zz", 400], ["/db/%E0%A4%A", 400], [long, 414]] as const) {
      const res = await fetch(`${url}${path}`);
      const body = await res.json();
      const what = `${api} GET ${path.slice(0, 20)}`;
      expect({ what, status: res.status }).toEqual({ what, status });
      if (api === "management") expect({ what, body }).toMatchObject({ what, body: { httpStatusCode: status, code: expect.any(Number), message: expect.stringMatching(/request path/) } });
      else expect({ what, body }).toEqual({ what, body: { error: expect.any(String), reason: expect.stringMatching(/request path/) } });
    }
  }
});

/** One raw HTTP/1.1 exchange: what came back, status and body, once the server closed or a
 *  whole answer arrived. */
async function raw(url: string, request: string): Promise<{ status: number; body: unknown }> {
  const { port } = new URL(url);
  const text = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(Number(port), "127.0.0.1", () => socket.write(request));
    let got = "";
    socket.setTimeout(5000, () => socket.destroy(new Error(`no answer to ${request.split("\r\n")[0]}`)));
    socket.on("data", (d) => {
      got += String(d);
      const [head, body = ""] = got.split("\r\n\r\n");
      const length = Number(/content-length: *(\d+)/i.exec(head)?.[1] ?? NaN);
      if (body.length >= length) socket.end();
    });
    socket.on("close", () => resolve(got));
    socket.on("error", reject);
  });
  const [head, body = ""] = text.split("\r\n\r\n");
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), body: body ? JSON.parse(body) : undefined };
}

test("what Node answers before the router (an Expect it cannot meet, no Host, CONNECT): each API's error body on every port", async () => {
  const ports: Array<[string, string, string]> = [
    ["management", t.apiUrl, `/v4/organizations/${t.organizationId}/apikeys`],
    ["gatewayAdmin", t.server!.gatewayAdminUrl, "/_all_dbs"],
    ["gatewayPublic", t.server!.gatewayPublicUrl, "/"],
  ];
  for (const [api, url, path] of ports) {
    const cases: Array<[string, string, number]> = [
      ["Expect", `GET ${path} HTTP/1.1\r\nHost: x\r\nExpect: 202-accepted\r\n\r\n`, 417],
      ["no Host", `GET ${path} HTTP/1.1\r\nConnection: close\r\n\r\n`, 400],
      ["CONNECT", "CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n", 405],
    ];
    for (const [what, request, status] of cases) {
      const res = await raw(url, request);
      const label = `${api}: ${what}`;
      expect({ label, status: res.status }).toEqual({ label, status });
      if (api === "management") expect({ label, body: res.body }).toMatchObject({ label, body: { httpStatusCode: status, message: expect.any(String) } });
      else expect({ label, body: res.body }).toEqual({ label, body: { error: expect.any(String), reason: expect.any(String) } });
    }
  }
});
