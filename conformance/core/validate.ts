import Ajv2020, { type ErrorObject, type ValidateFunction } from "ajv/dist/2020";
import type { FastifyContextConfig, FastifyRequest } from "fastify";
import addFormats from "ajv-formats";
import { z } from "zod";
import { badRequest } from "./errors";
import { type JsonSchema, kindOf, nonNullBranch, ruleOf, typeName } from "./schemaRules";

/** Request bodies are validated strictly against the JSON Schemas generated from the zod specs
 *  in `schema/` (the same schemas the provider checks inputs with). No coercion, no defaults
 *  applied, no unknown properties: what the caller sent is what is stored. `verbose` gives each
 *  error its schema, so a message can say the rule in words (schemaRules.ts).
 *
 *  The schemas are not checked against the JSON Schema meta-schema here (`validateSchema`):
 *  compiling the meta-schema took ~60 ms of a server's first request with a body, and the
 *  schemas are ours, checked once by a test (bodySchemas.test.ts), not at every start. */
export const AJV_OPTIONS = { allErrors: true, strict: false, coerceTypes: false, useDefaults: false, verbose: true } as const;
const ajv = new Ajv2020({ ...AJV_OPTIONS, validateSchema: false });
addFormats(ajv);

const compiled = new WeakMap<z.ZodType, ValidateFunction>();

export function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Record<string, unknown>;
}

/** The JSON Schema of an answer, for fastify to compile its serializer from (draft 7, as
 *  fast-json-stringify reads it): the output side of the zod schema. */
export function answerSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: "output", unrepresentable: "any", target: "draft-7" }) as Record<string, unknown>;
  return rest;
}

export function validateBody<S extends z.ZodType>(schema: S, body: unknown): z.input<S> {
  let check = compiled.get(schema);
  if (!check) {
    check = ajv.compile(jsonSchemaOf(schema));
    compiled.set(schema, check);
  }
  if (body === undefined || body === null) {
    throw badRequest("The request body is missing: send a JSON object with Content-Type: application/json.");
  }
  if (!check(body)) throw badRequest(describe(check.errors ?? []));
  return body as z.input<S>;
}

/** The JSON body of a route registered by hand (not through a management `defineRoute`), named
 *  once: `route()` declares it in the route's options (`config.body`, which the API reference
 *  lists), and `read()` validates a request's body against the same schema. `whenEmpty` stands
 *  in for a body left out (declare `bodyOptional` with it). */
export function declaredBody<S extends z.ZodType>(schema: S) {
  return {
    route: (config: Omit<FastifyContextConfig, "body"> = {}) => ({ config: { ...config, body: schema } }),
    read: (request: FastifyRequest, whenEmpty?: z.input<S>): z.input<S> =>
      request.body === undefined && whenEmpty !== undefined ? whenEmpty : validateBody(schema, request.body),
  };
}

/** `/a/0/b` → `a[0].b`; "" (the body itself) → "". */
export function fieldPath(instancePath: string, extra?: string): string {
  const parts = instancePath.split("/").slice(1).map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"));
  if (extra !== undefined) parts.push(extra);
  let out = "";
  for (const p of parts) out += /^\d+$/.test(p) ? `[${p}]` : out ? `.${p}` : p;
  return out;
}

/** Who a rule is about: a field, or the body as a whole (never a field named 'body'). */
const subject = (path: string) => (path ? `Field '${path}'` : "The request body");

/** Properties an object schema takes, for "is not allowed: … takes only a, b, c". */
function knownProperties(schema: JsonSchema): string {
  const names = Object.keys((schema.properties as JsonSchema | undefined) ?? {});
  if (names.length === 0) return "it takes no properties";
  return `it takes only ${names.slice(0, 15).join(", ")}${names.length > 15 ? ", …" : ""}`;
}

function describeOne(e: ErrorObject): string | undefined {
  const p = e.params as Record<string, unknown>;
  const parent = (e.parentSchema ?? {}) as JsonSchema;
  const path = fieldPath(e.instancePath);
  // A map key breaking the rule of `propertyNames` (the key's own error, not the summary).
  if (e.propertyName !== undefined) {
    return `${subject(path)} has an invalid key '${e.propertyName}': it ${ruleOf(e.keyword, parent) ?? "breaks the rule for keys"}.`;
  }
  switch (e.keyword) {
    case "propertyNames":
      return undefined;
    case "required":
      return `Field '${fieldPath(e.instancePath, String(p.missingProperty))}' is required.`;
    case "additionalProperties": {
      const where = path ? `'${path}'` : "the request body";
      return `Field '${fieldPath(e.instancePath, String(p.additionalProperty))}' is not allowed: ${where} has no such property (${knownProperties(parent)}).`;
    }
    case "type":
      return `${subject(path)} must be ${typeName(p.type)}; got ${kindOf(e.data)}.`;
    case "enum": {
      const got = typeof e.data === "string" || typeof e.data === "number" ? `; got ${JSON.stringify(e.data)}` : "";
      return `${subject(path)} ${ruleOf("enum", parent)}${got}.`;
    }
    default: {
      const rule = ruleOf(e.keyword, parent);
      return `${subject(path)} ${rule ?? "is invalid"}.`;
    }
  }
}

const isUnion = (e: ErrorObject) => e.keyword === "anyOf" || e.keyword === "oneOf";

/** An error on its own, or a failing union with its alternatives' complaints. */
interface Unit {
  error: ErrorObject;
  branches?: ErrorObject[];
}

/** Groups errors into units in one pass. Ajv reports a failing union right after its
 *  alternatives' complaints (it drops them when one alternative passes), so a union's branches
 *  are the run just before it whose schema lies under the union's and whose value lies within
 *  the union's value. Walking backwards, each error is looked at once: a body with thousands of
 *  bad values costs what its size costs, never its square. */
function unitsOf(errors: ErrorObject[]): Unit[] {
  const units: Unit[] = [];
  let i = errors.length - 1;
  while (i >= 0) {
    const error = errors[i];
    let j = i;
    if (isUnion(error)) {
      const under = `${error.schemaPath}/`;
      const within = (path: string) => path === error.instancePath || path.startsWith(`${error.instancePath}/`);
      while (j > 0 && errors[j - 1].schemaPath.startsWith(under) && within(errors[j - 1].instancePath)) j--;
    }
    units.push(j < i ? { error, branches: errors.slice(j, i) } : isUnion(error) ? { error, branches: [] } : { error });
    i = j - 1;
  }
  return units.reverse();
}

/** The distinct messages of a set of errors, in order of first appearance. A union (anyOf/oneOf) speaks once for its alternatives: its description when it has
 *  one, the non-null alternative's rule "or null" when nullable, else each alternative's
 *  complaint. */
function messagesOf(errors: ErrorObject[]): string[] {
  return messagesOfUnits(unitsOf(errors));
}

/** The same for units already grouped, stopping at `limit` messages. */
function messagesOfUnits(units: Unit[], limit = Infinity): string[] {
  const out = new Set<string>();
  for (const { error, branches } of units) {
    if (out.size >= limit) break;
    const m = branches ? unionMessage(error, branches) : describeOne(error);
    if (m) out.add(m);
  }
  return [...out];
}

function unionMessage(union: ErrorObject, branches: ErrorObject[]): string {
  const parent = (union.parentSchema ?? {}) as JsonSchema;
  const path = fieldPath(union.instancePath);
  const alternatives = (parent[union.keyword] ?? []) as JsonSchema[];
  const byBranch = alternatives.map((_, i) => branches.filter((b) => b.schemaPath.startsWith(`${union.schemaPath}/${i}/`)));
  // The value has the shape of one alternative (its complaints are all about what lies inside):
  // that alternative's complaints say the most, e.g. 'access.endpoints' must have an item.
  const inside = byBranch.filter((errs) => errs.length > 0 && errs.every((e) => e.instancePath.startsWith(`${union.instancePath}/`)));
  if (inside.length === 1) return messagesOf(inside[0]).join(" ");
  const described = ruleOf(union.keyword, parent);
  if (described) return `${subject(path)} ${described}.`;
  const nonNull = nonNullBranch(parent);
  if (nonNull) {
    const errs = byBranch[alternatives.indexOf(nonNull)];
    const wrongType = errs.find((e) => e.keyword === "type" && e.instancePath === union.instancePath);
    if (wrongType) return `${subject(path)} must be ${typeName(nonNull.type)} or null; got ${kindOf(union.data)}.`;
    return `${messagesOf(errs).join(" ").replace(/\.$/, "")}, or null.`;
  }
  const each = byBranch.map((errs, i) => `(${i + 1}) ${messagesOf(errs).join(" ")}`);
  return `${subject(path)} must match one of its ${alternatives.length} forms: ${each.join(" ")}`;
}

/** An array with too many items is told so; what is wrong inside its items is noise then. */
function withoutItemsOfOverlongArrays(errors: ErrorObject[]): ErrorObject[] {
  const overlong = new Set(errors.filter((e) => e.keyword === "maxItems").map((e) => e.instancePath));
  if (overlong.size === 0) return errors;
  const inside = (path: string) => {
    for (let at = path.lastIndexOf("/"); at > 0; at = path.lastIndexOf("/", at - 1)) if (overlong.has(path.slice(0, at))) return true;
    return false;
  };
  return errors.filter((e) => !inside(e.instancePath));
}

/** At most five messages: those about values the caller sent first, then the missing fields,
 *  each object's together ("Fields 'a' and 'b' are required."). */
function describe(errors: ErrorObject[]): string {
  const units = unitsOf(withoutItemsOfOverlongArrays(errors));
  const missing = units.filter((u) => !u.branches && u.error.keyword === "required").map((u) => u.error);
  const sent = messagesOfUnits(units.filter((u) => u.branches || u.error.keyword !== "required"), 5);
  const byObject = new Map<string, string[]>();
  for (const e of missing) {
    if (!byObject.has(e.instancePath) && byObject.size + sent.length >= 5) continue;
    const names = byObject.get(e.instancePath) ?? [];
    names.push(`'${fieldPath(e.instancePath, String((e.params as { missingProperty: unknown }).missingProperty))}'`);
    byObject.set(e.instancePath, names);
  }
  const required = [...byObject.values()].map((names) =>
    names.length === 1 ? `Field ${names[0]} is required.` : `Fields ${names.slice(0, -1).join(", ")} and ${names[names.length - 1]} are required.`,
  );
  return [...sent, ...required].slice(0, 5).join(" ");
}
