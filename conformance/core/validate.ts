import Ajv2020, { type ErrorObject, type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { z } from "zod";
import { badRequest } from "./errors";

/** Request bodies are validated strictly against the JSON Schemas generated from the zod specs
 *  in `schema/` (the same schemas the provider checks inputs with). No coercion, no defaults
 *  applied, no unknown properties: what the caller sent is what is stored. */
const ajv = new Ajv2020({ allErrors: true, strict: false, coerceTypes: false, useDefaults: false });
addFormats(ajv);

const compiled = new WeakMap<z.ZodType, ValidateFunction>();

export function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Record<string, unknown>;
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

/** `/a/0/b` → `a[0].b`. */
export function fieldPath(instancePath: string, extra?: string): string {
  const parts = instancePath.split("/").slice(1).map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"));
  if (extra !== undefined) parts.push(extra);
  let out = "";
  for (const p of parts) out += /^\d+$/.test(p) ? `[${p}]` : out ? `.${p}` : p;
  return out || "body";
}

function describeOne(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case "required":
      return `Field '${fieldPath(e.instancePath, String(p.missingProperty))}' is required.`;
    case "additionalProperties":
      return `Field '${fieldPath(e.instancePath, String(p.additionalProperty))}' is not allowed (unknown property).`;
    case "enum":
      return `Field '${fieldPath(e.instancePath)}' must be one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(", ")}.`;
    case "const":
      return `Field '${fieldPath(e.instancePath)}' must be ${JSON.stringify(p.allowedValue)}.`;
    case "pattern":
      return `Field '${fieldPath(e.instancePath)}' must match the pattern ${String(p.pattern)}.`;
    default:
      return `Field '${fieldPath(e.instancePath)}' ${e.message ?? "is invalid"} (${e.keyword}).`;
  }
}

function describe(errors: ErrorObject[]): string {
  // anyOf/oneOf failures repeat every branch's complaint; the branch errors say more.
  const useful = errors.filter((e) => e.keyword !== "anyOf" && e.keyword !== "oneOf" && e.keyword !== "if");
  const messages = [...new Set((useful.length > 0 ? useful : errors).map(describeOne))];
  return messages.slice(0, 5).join(" ");
}
