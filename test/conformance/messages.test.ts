import { routeIndexOf, type RouteInfo } from "../../conformance/core/http";
import { jsonSchemaOf } from "../../conformance/core/validate";
import { buildApps, openWorld } from "../../conformance/world";
import { call, useTarget } from "../support/conformance";
import { basic } from "../support/gateway";

/** 400 messages in plain words (issue 7), swept over every request schema: for each field of
 *  every route's body, bodies that break its type and each of its rules are sent over HTTP, and
 *  no answer may show a regular expression, a raw validator keyword, "allowed: none" or a field
 *  named 'body'. The routes and their schemas come from the server's own route table (what is
 *  under test is the HTTP answer). */
const t = useTarget();

type Json = Record<string, any>;
interface Probe {
  /** The field path the server should name (`a.b[0].c`; a map entry's key is `k`). */
  field: string;
  rule: string;
  body: unknown;
}

const BAD_STRING = ":: bad value ::";
const BAD_KEY = ":: bad key ::";

function badValues(schema: Json): Array<[string, unknown]> {
  const out: Array<[string, unknown]> = [];
  const types: string[] = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 0) out.push(["type", types.includes("string") ? 12345 : "wrong type"]);
  if (schema.pattern !== undefined || schema.format !== undefined) out.push(["pattern", BAD_STRING]);
  if (schema.enum) out.push(["enum", "not-a-choice"]);
  if (schema.const !== undefined) out.push(["const", typeof schema.const === "string" ? "not-the-constant" : "x"]);
  if (schema.minLength > 0) out.push(["minLength", ""]);
  if (schema.maxLength !== undefined) out.push(["maxLength", "x".repeat(schema.maxLength + 1)]);
  if (schema.minimum !== undefined) out.push(["minimum", schema.minimum - 1]);
  if (schema.maximum !== undefined) out.push(["maximum", schema.maximum + 1]);
  if (schema.minItems > 0) out.push(["minItems", []]);
  if (schema.anyOf || schema.oneOf) out.push(["union", { wrong: true }]);
  return out;
}

/** Every probe under `schema`, placed into the body by `place`. */
function probesOf(schema: Json, field: string, place: (v: unknown) => unknown, out: Probe[], depth = 0): void {
  if (depth > 6) return;
  for (const [rule, value] of badValues(schema)) out.push({ field, rule, body: place(value) });
  const join = (key: string) => (field ? `${field}.${key}` : key);
  for (const [key, child] of Object.entries((schema.properties ?? {}) as Record<string, Json>)) {
    probesOf(child, join(key), (v) => place({ [key]: v }), out, depth + 1);
  }
  if (schema.items && typeof schema.items === "object") probesOf(schema.items, `${field}[0]`, (v) => place([v]), out, depth + 1);
  if (schema.additionalProperties && typeof schema.additionalProperties === "object") {
    probesOf(schema.additionalProperties, join("k"), (v) => place({ k: v }), out, depth + 1);
  }
  if (schema.propertyNames) out.push({ field, rule: "key", body: place({ [BAD_KEY]: {} }) });
  for (const branch of (schema.anyOf ?? schema.oneOf ?? []) as Json[]) probesOf(branch, field, place, out, depth + 1);
}

/** Every pattern of every schema: none of them may appear in a message. */
function patternsOf(schema: unknown, out: Set<string>): Set<string> {
  if (Array.isArray(schema)) for (const s of schema) patternsOf(s, out);
  else if (schema && typeof schema === "object") {
    for (const [k, v] of Object.entries(schema)) {
      if (k === "pattern" && typeof v === "string") out.add(v);
      else patternsOf(v, out);
    }
  }
  return out;
}

const FORBIDDEN = [
  /allowed: none/,
  /Field 'body'/,
  /must NOT|must match (pattern|format)|must match a schema/,
  /\((type|minimum|maximum|pattern|format|minLength|maxLength|minItems|anyOf|oneOf|const|enum|propertyNames)\)/,
  /in the form this field takes/,
  // regex syntax: escapes, groups, classes, anchors, quantifiers
  /\\[dswDSW./]|\(\?[:=!<]|\[\^|\[[A-Za-z0-9]-[A-Za-z0-9]|\^\(|\)\?\$|\{\d+,\d*\}/,
];

function problemsOf(message: string, patterns: Set<string>): string[] {
  const found = FORBIDDEN.filter((re) => re.test(message)).map(String);
  for (const p of patterns) if (p.length > 4 && message.includes(p)) found.push(`the pattern ${p}`);
  return found;
}

interface Target {
  api: "management" | "gatewayAdmin";
  route: RouteInfo;
}

let targets: Target[];
let patterns: Set<string>;

/** Every app with its routes (nothing bound, the world closed again). */
async function routedApps() {
  const world = await openWorld({ bootstrapToken: "messages-test", gatewayAdminPassword: "messages-test" });
  try {
    return buildApps(world.ctx);
  } finally {
    await world.close();
  }
}

beforeAll(async () => {
  const apps = await routedApps();
  const withBody = (api: Target["api"], list: RouteInfo[]) => list.filter((r) => r.body).map((route) => ({ api, route }));
  targets = [...withBody("management", routeIndexOf(apps.api)), ...withBody("gatewayAdmin", routeIndexOf(apps.gatewayAdmin))];
  patterns = new Set();
  for (const { route } of targets) patternsOf(jsonSchemaOf(route.body!), patterns);
  const admin = { authorization: basic(t.server!.gatewayAdminUsername, t.server!.gatewayAdminPassword) };
  expect((await call(t.server!.gatewayAdminUrl, undefined, "PUT", "/sweep/", { bucket: "sweep" }, { headers: admin })).status).toBe(201);
  expect((await call(t.server!.gatewayAdminUrl, undefined, "PUT", "/sweep/_user/u1", { password: "pass-word" }, { headers: admin })).status).toBe(201);
});

test("the sweep covers the request schemas of both APIs and the control plane", () => {
  expect(targets.filter((x) => x.api === "management" && !x.route.url.startsWith("/_conformance")).length).toBeGreaterThan(30);
  expect(targets.filter((x) => x.route.url.startsWith("/_conformance")).length).toBeGreaterThan(3);
  expect(targets.filter((x) => x.api === "gatewayAdmin").length).toBeGreaterThan(4);
  expect(patterns.size).toBeGreaterThan(10);
});

test("no 400 of any request schema shows a regex, a validator keyword, 'allowed: none' or a field named 'body'; a broken pattern names its field", async () => {
  const sample: Record<string, string> = { organizationId: t.organizationId, projectId: t.projectId, clusterId: t.clusterId, db: "sweep", name: "u1" };
  const admin = { authorization: basic(t.server!.gatewayAdminUsername, t.server!.gatewayAdminPassword) };
  const failures: Array<{ route: string; field: string; rule: string; message: string; problems: string[] }> = [];
  let answered = 0;
  let fresh = 0;
  for (const { api, route } of targets) {
    const probes: Probe[] = [{ field: "", rule: "array body", body: [] }];
    probesOf(jsonSchemaOf(route.body!), "", (v) => v, probes);
    for (const probe of probes) {
      // A database is created by PUT /{db}/: each probe names a new one (412 would hide the 400).
      const p = route.url
        .replace(/^\/:db$/, `/fresh${fresh++}`)
        .replace(/:([A-Za-z0-9_]+)/g, (_, n: string) => sample[n] ?? "00000000-0000-4000-8000-000000000001");
      const res =
        api === "management"
          ? await call(t.apiUrl, t.token, route.method, p, probe.body)
          : await call(t.server!.gatewayAdminUrl, undefined, route.method, p, probe.body, { headers: admin });
      expect({ route: `${route.method} ${route.url}`, status: res.status < 500 }).toEqual({ route: `${route.method} ${route.url}`, status: true });
      if (res.status !== 400) continue;
      answered += 1;
      const message: string = api === "management" ? res.body.message : res.body.reason;
      const problems = problemsOf(message, patterns);
      if (probe.rule === "pattern" && !message.includes(`Field '${probe.field}' must be `)) problems.push(`does not name '${probe.field}'`);
      if (problems.length > 0) failures.push({ route: `${route.method} ${route.url}`, field: probe.field, rule: probe.rule, message, problems });
    }
  }
  expect(failures).toEqual([]);
  expect(answered).toBeGreaterThan(300);
});

test("sortBy on every list: the allowed fields, or that the list cannot be sorted — never 'allowed: none'", async () => {
  const lists = routeIndexOf((await routedApps()).api).filter(
    (r) => r.method === "GET" && !r.url.startsWith("/_conformance"),
  );
  const sample: Record<string, string> = { organizationId: t.organizationId, projectId: t.projectId, clusterId: t.clusterId };
  const messages: string[] = [];
  for (const route of lists) {
    const p = route.url.replace(/:([A-Za-z0-9_]+)/g, (_, n: string) => sample[n] ?? "00000000-0000-4000-8000-000000000001");
    const res = await call(t.apiUrl, t.token, "GET", `${p}?sortBy=colour`);
    if (res.status === 400 && /sortBy/.test(res.body.message)) messages.push(res.body.message);
  }
  expect(messages.length).toBeGreaterThan(5);
  for (const m of messages) expect(m).toMatch(/^Query parameter 'sortBy' (does not accept 'colour': this list sorts by \w+(, \w+)*|is not supported on this list: (its order is fixed \(by \w+\)|it cannot be sorted); leave sortBy out)\.$/);
  expect(messages.some((m) => m.includes("is not supported"))).toBe(true);
  expect(messages.some((m) => m.includes("this list sorts by"))).toBe(true);
});

test("what a newcomer meets, word for word", async () => {
  const O = `/v4/organizations/${t.organizationId}`;
  const P = `${O}/projects/${t.projectId}`;
  const C = `${P}/clusters/${t.clusterId}`;
  const unknown = "00000000-0000-4000-8000-000000000001";
  const owner = { name: "k", organizationRoles: ["organizationOwner"] };
  const said = async (method: string, path: string, body: unknown) => {
    const res = await call(t.apiUrl, t.token, method, path, body);
    expect(res.status).toBe(400);
    return res.body.message as string;
  };
  expect(await said("POST", `${O}/apikeys`, [])).toBe("The request body must be a JSON object; got an array.");
  expect(await said("POST", `${O}/apikeys`, {})).toBe("Fields 'name' and 'organizationRoles' are required.");
  expect(await said("POST", `${O}/apikeys`, { ...owner, expiry: 0 })).toBe(
    "Field 'expiry' must be -1 (never expires) or a number of days of at least 0.01.",
  );
  expect(await said("POST", `${O}/apikeys`, { ...owner, colour: "red" })).toBe(
    "Field 'colour' is not allowed: the request body has no such property (it takes only name, description, expiry, allowedCIDRs, organizationRoles, resources).",
  );
  expect(await said("POST", `${C}/allowedcidrs`, { cidr: "10.0.0.0/99" })).toBe(
    "Field 'cidr' must be an IPv4 address or CIDR range such as 10.0.0.0/16.",
  );
  const hook = { webhook: { method: "POST", url: "https://alerts.example.com/hook" } };
  expect(await said("PUT", `${P}/alertIntegrations/${unknown}`, { name: 5, config: hook })).toBe("Field 'name' must be a string; got an integer.");
  expect(await said("PUT", `${P}/alertIntegrations/${unknown}`, { name: "x".repeat(1025), config: hook })).toBe("Field 'name' must be at most 1024 characters long.");
  expect(await said("PUT", `${P}/alertIntegrations/${unknown}`, { name: "x" })).toBe("Field 'config' is required.");
  expect(await said("POST", `${P}/alertIntegrations`, { kind: "webhook", name: "x", config: { webhook: { method: "POST", url: "hook" } } })).toBe(
    "Field 'config.webhook.url' must be an absolute URL such as https://alerts.example.com/hook.",
  );
  const admins = `${C}/appservices/${unknown}/adminUsers`;
  expect(await said("POST", admins, { name: "ops", password: "Secr3t!pw", access: { endpoints: [""] } })).toBe(
    "Field 'access.endpoints[0]' must not be empty.",
  );
  expect(await said("POST", admins, { name: "ops", password: "Secr3t!pw", access: { every: true } })).toBe(
    'Field \'access\' must be {"accessAllEndpoints": true} or {"endpoints": [App Endpoint names]}.',
  );
});
