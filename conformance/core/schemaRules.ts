/** The rules of a JSON Schema in plain words, one place for both readers of them: the server's
 *  400 messages (validate.ts) and docs/api-reference.md say the same thing, and neither ever
 *  shows a regular expression. A `pattern` (or a union) states its rule through the schema's
 *  `description`, a noun phrase such as "an IPv4 address or CIDR range such as 10.0.0.0/16"
 *  (see `matching` in schema/api/common.ts). */
export type JsonSchema = Record<string, unknown>;

/** Formats ajv-formats checks, in words (zod writes `format` next to a pattern of its own). */
const FORMATS: Record<string, string> = {
  date: "a date YYYY-MM-DD such as 2026-01-31",
  "date-time": "an RFC 3339 date-time such as 2026-01-31T12:00:00Z",
  time: "a time such as 12:00:00Z",
  email: "an email address",
  uri: "an absolute URI",
  url: "an absolute URL",
  uuid: "a UUID",
  ipv4: "an IPv4 address",
  hostname: "a host name",
};

const TYPES: Record<string, string> = {
  string: "a string",
  number: "a number",
  integer: "an integer",
  boolean: "true or false",
  object: "a JSON object",
  array: "an array",
  null: "null",
};

export function typeName(type: unknown): string {
  const types = Array.isArray(type) ? type : [type];
  return types.map((t) => TYPES[String(t)] ?? String(t)).join(" or ");
}

/** What a value is, for "got …": `a string`, `an array`, `null`. */
export function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "number") return Number.isInteger(value) ? "an integer" : "a number";
  if (typeof value === "object") return "a JSON object";
  return typeName(typeof value);
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const json = (v: unknown) => JSON.stringify(v);

/** The "must …" phrase of one keyword of `schema`; undefined for keywords that state no rule
 *  of their own (`properties`, `items`, `type` handled by the caller...). */
export function ruleOf(keyword: string, schema: JsonSchema): string | undefined {
  const v = schema[keyword];
  switch (keyword) {
    case "pattern":
    case "format":
      return `must be ${formatRule(schema)}`;
    case "anyOf":
    case "oneOf":
      return typeof schema.description === "string" ? `must be ${schema.description}` : undefined;
    case "enum":
      return `must be one of ${(v as unknown[]).map(json).join(", ")}`;
    case "const":
      return `must be ${json(v)}`;
    case "minLength":
      return v === 1 ? "must not be empty" : `must be at least ${plural(Number(v), "character", "characters")} long`;
    case "maxLength":
      return `must be at most ${plural(Number(v), "character", "characters")} long`;
    case "minimum":
      return `must be at least ${v}`;
    case "maximum":
      return `must be at most ${v}`;
    case "exclusiveMinimum":
      return `must be greater than ${v}`;
    case "exclusiveMaximum":
      return `must be less than ${v}`;
    case "multipleOf":
      return `must be a multiple of ${v}`;
    case "minItems":
      return v === 1 ? "must have at least one item" : `must have at least ${plural(Number(v), "item", "items")}`;
    case "maxItems":
      return `must have at most ${plural(Number(v), "item", "items")}`;
    case "uniqueItems":
      return v === true ? "must not repeat an item" : undefined;
    case "minProperties":
      return v === 1 ? "must have at least one entry" : `must have at least ${plural(Number(v), "entry", "entries")}`;
    case "maxProperties":
      return `must have at most ${plural(Number(v), "entry", "entries")}`;
    default:
      return undefined;
  }
}

/** A pattern's or format's rule: the schema's description, else the format in words. A pattern
 *  with neither is a spec to fix (a test sweeps every schema for it), never a regex shown. */
export function formatRule(schema: JsonSchema): string {
  if (typeof schema.description === "string") return schema.description;
  if (typeof schema.format === "string") return FORMATS[schema.format] ?? `a valid ${schema.format}`;
  return "in the form this field takes";
}

const RULE_KEYWORDS = [
  "enum",
  "const",
  "minLength",
  "maxLength",
  "pattern",
  "minimum",
  "exclusiveMinimum",
  "maximum",
  "exclusiveMaximum",
  "multipleOf",
  "minItems",
  "maxItems",
  "uniqueItems",
  "minProperties",
  "maxProperties",
];

/** Every rule `schema` states itself (not those of its properties or items), each once. */
export function rulesOf(schema: JsonSchema): string[] {
  const rules: string[] = [];
  const keywords = "pattern" in schema ? RULE_KEYWORDS : [...RULE_KEYWORDS, "format"];
  for (const k of keywords) {
    // zod's integers carry the safe-integer bounds: no rule a reader needs.
    if (!(k in schema) || Math.abs(Number(schema[k])) === Number.MAX_SAFE_INTEGER) continue;
    const rule = ruleOf(k, schema);
    if (rule && !rules.includes(rule)) rules.push(rule);
  }
  const union = schema.anyOf ?? schema.oneOf;
  if (union && typeof schema.description === "string") rules.push(`must be ${schema.description}`);
  return rules;
}

/** The non-null alternative of a nullable schema (`anyOf: [X, {type: "null"}]`), else undefined. */
export function nonNullBranch(schema: JsonSchema): JsonSchema | undefined {
  const union = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (!union || union.length !== 2) return undefined;
  const i = union.findIndex((b) => b.type === "null" && Object.keys(b).length === 1);
  return i < 0 ? undefined : union[1 - i];
}
