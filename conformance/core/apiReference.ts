import type { z } from "zod";
import { apiBodies } from "../../schema/api";
import type { ApiName, RouteInfo } from "./http";
import { type JsonSchema, nonNullBranch, rulesOf, typeName } from "./schemaRules";
import { jsonSchemaOf } from "./validate";

/** docs/api-reference.md: every route of every port with its request body's fields, types and
 *  rules, rendered from the routes the server registers (their `config.body` zod specs, turned
 *  into the same JSON Schemas the server validates with) and worded as the 400 messages are
 *  (schemaRules.ts). The management API's 400 hints link to an operation's anchor here. It ships
 *  with the package; `npm run generate` regenerates it and a test fails when it is stale. */
export const REFERENCE_DOC = "docs/api-reference.md";

const API_SLUG: Record<ApiName, string> = { management: "management", gatewayPublic: "gateway-public", gatewayAdmin: "gateway-admin" };

/** `management-post-v4-organizations-organizationid-apikeys`: the operation's anchor. */
export function operationAnchor(api: ApiName, method: string, url: string): string {
  const slug = `${method} ${url}`.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
  return `${API_SLUG[api]}-${slug}`;
}

/** `docs/api-reference.md#<anchor>` for a route, the document itself for none. */
export function referenceLink(api: ApiName, route?: { method: string; url: string }): string {
  return route ? `${REFERENCE_DOC}#${operationAnchor(api, route.method, route.url)}` : REFERENCE_DOC;
}

/** `/v4/organizations/:organizationId` → `/v4/organizations/{organizationId}`. */
const displayPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

/** Markdown text: nothing in it may open emphasis, a code span, a table cell or HTML. */
const text = (s: string) => s.replace(/[\\`*_|<>]/g, (c) => `\\${c}`);
const code = (s: string) => `\`${s}\``;

interface Row {
  path: string;
  type: string;
  required: boolean;
  rules: string[];
}

function typeLabel(schema: JsonSchema): string {
  if (schema.type === "array") {
    const items = (schema.items ?? {}) as JsonSchema;
    return `array of ${items.properties ? "objects" : typeLabel(items)}`;
  }
  if (schema.type === "object" && !schema.properties && typeof schema.additionalProperties === "object") {
    return `map of name to ${typeLabel(schema.additionalProperties as JsonSchema)}`;
  }
  if (schema.type === undefined) return "const" in schema ? typeName(typeof schema.const) : "any JSON value";
  return String(schema.type);
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** The rows of one field and of the fields under it. */
function rowsOf(schema: JsonSchema, path: string, required: boolean, out: Row[]): void {
  const nonNull = nonNullBranch(schema);
  if (nonNull) {
    const first = out.length;
    rowsOf(nonNull, path, required, out);
    out[first].type += " or null";
    return;
  }
  const union = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (union) {
    const rules = rulesOf(schema);
    if (rules.length === 0) rules.push(`must be one of: ${union.map(typeLabel).join("; ")}`);
    out.push({ path, type: [...new Set(union.map(typeLabel))].join(" or "), required, rules });
    return;
  }
  const rules = rulesOf(schema);
  const items = schema.type === "array" ? ((schema.items ?? {}) as JsonSchema) : undefined;
  if (items && !items.properties) rules.push(...rulesOf(items).map((r) => `each item ${r}`));
  const keys = schema.propertyNames as JsonSchema | undefined;
  if (keys) rules.push(...rulesOf(keys).map((r) => `each name ${r}`));
  out.push({ path, type: typeLabel(schema), required, rules });

  childRows(schema, path, out);
  if (items?.properties) childRows(items, `${path}[]`, out);
  const values = schema.additionalProperties;
  if (!schema.properties && values && typeof values === "object" && (values as JsonSchema).type === "object") {
    childRows(values as JsonSchema, join(path, "{name}"), out);
  }
}

function childRows(schema: JsonSchema, path: string, out: Row[]): void {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = (schema.required ?? []) as string[];
  for (const [key, child] of Object.entries(properties)) rowsOf(child, join(path, key), required.includes(key), out);
}

/** The field table of a body schema. */
export function fieldTable(schema: JsonSchema): string[] {
  const rows: Row[] = [];
  if (schema.properties) childRows(schema, "", rows);
  else rowsOf(schema, "(the body)", true, rows);
  if (rows.length === 0) return ["An empty JSON object `{}`: it takes no fields."];
  return [
    "| Field | Type | Required | Rules |",
    "|---|---|---|---|",
    ...rows.map((r) => `| ${code(r.path)} | ${text(r.type)} | ${r.required ? "yes" : ""} | ${text(r.rules.join("; "))} |`),
  ];
}

const schemaNames = new Map<z.ZodType, string>(Object.entries(apiBodies).map(([name, schema]) => [schema, name]));

function operation(api: ApiName, route: RouteInfo): string[] {
  const lines = [`<a id="${operationAnchor(api, route.method, route.url)}"></a>`, "", `### ${code(`${route.method} ${displayPath(route.url)}`)}`, ""];
  const facts: string[] = [];
  if (route.status !== undefined) facts.push(`Success: ${route.status}.`);
  const body = `Body${route.bodyOptional ? " (optional)" : ""}`;
  if (route.body) {
    const name = schemaNames.get(route.body);
    const file = `schema/json/api/${name}.json`;
    facts.push(`${body}: ${route.accepts.map(code).join(" or ")}${name ? `, JSON Schema [${code(file)}](../${file})` : ""}.`);
  } else if (route.bodyNote) {
    facts.push(`${body} (${route.accepts.map(code).join(" or ")}): ${route.bodyNote}`);
  } else if (route.accepts.some((a) => !a.includes("json"))) {
    facts.push(`${body}: ${route.accepts.map(code).join(" or ")}.`);
  } else {
    facts.push("No request body.");
  }
  lines.push(facts.join(" "), "");
  if (route.body) lines.push(...fieldTable(jsonSchemaOf(route.body)), "");
  return lines;
}

export interface ReferenceRoutes {
  management: RouteInfo[];
  gatewayPublic: RouteInfo[];
  gatewayAdmin: RouteInfo[];
}

const CONTROL = "/_conformance/";

/** The whole document. Throws when two operations would share an anchor. */
export function renderReference(routes: ReferenceRoutes): string {
  const sections: Array<[string, string, ApiName, RouteInfo[]]> = [
    ["Management API", "The hosted database management API (v4); default port 8080. Bearer API-key token on every route.", "management", routes.management.filter((r) => !r.url.startsWith(CONTROL))],
    ["Control plane", "Unauthenticated routes under `/_conformance/` on the management API's port: time travel, faults, simulations, the request log.", "management", routes.management.filter((r) => r.url.startsWith(CONTROL))],
    ["Gateway public API", "The data-sync gateway's public API; default port 4984.", "gatewayPublic", routes.gatewayPublic],
    ["Gateway admin API", "The data-sync gateway's admin API; default port 4985. HTTP Basic on every route.", "gatewayAdmin", routes.gatewayAdmin],
  ];
  const anchors = new Set<string>();
  const out = [
    "# API reference",
    "",
    "<!-- Generated from the routes of the conformance server and the JSON Schemas of their bodies",
    "     (conformance/core/apiReference.ts). Do not edit: run `npm run generate`. -->",
    "",
    "Every route of the bundled conformance server's three ports, and for each request body its",
    "fields, their types and their rules, in the words the server's 400 messages use. A management",
    "API 400 names its operation here in `hint` (`docs/api-reference.md#<operation>`).",
    "",
    "Errors: the management API answers `{httpStatusCode, code, message, hint}` (400 code 1000 names",
    "the field and the rule; 405 code 1007 with `Allow` for a method the path does not have; 415",
    "code 1006 names the received and the accepted content types). The gateway answers",
    '`{"error", "reason"}` with the same statuses.',
    "",
    ...sections.map(([title, , , list]) => `- [${title}](#${title.toLowerCase().replace(/ /g, "-")}) (${list.length} routes)`),
    "",
  ];
  for (const [title, intro, api, list] of sections) {
    out.push(`## ${title}`, "", intro, "");
    for (const route of list) {
      const anchor = operationAnchor(api, route.method, route.url);
      if (anchors.has(anchor)) throw new Error(`two operations share the anchor ${anchor}`);
      anchors.add(anchor);
      out.push(...operation(api, route));
    }
  }
  return `${out.join("\n").replace(/\n+$/, "")}\n`;
}
