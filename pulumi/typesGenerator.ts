import * as fs from "node:fs";
import * as path from "node:path";
import { z } from "zod";
import { COMMON_INPUT_SCHEMAS, inputSchema } from "../provider/check";
import { changeSentence, defaultText, fieldNotes, fieldsOf, type FieldModel } from "../provider/fields";
import { bodyFields, type ResourceSpec } from "../provider/spec";
import { descriptionOf, fieldDocs } from "../schema/docs";
import { specs } from "../resources";
import { lookups } from "../resources/lookups";
import { packageRoot } from "../schema/packageRoot";

/** Writes `pulumi/types.ts`: the inputs and computed outputs of every spec as plain TypeScript
 *  types, generated from the specs' zod schemas (through their JSON Schema). The public
 *  declaration files reference these instead of zod's own types, whose declarations do not
 *  compile in a Pulumi project's default tsconfig (no `esModuleInterop`, no `skipLibCheck`).
 *  `npm run generate` regenerates; a test fails when the checked-in file is stale.
 *
 *  The printer covers the JSON Schema subset zod emits for our specs (objects, records, arrays,
 *  unions, enums and literals, scalars); json-schema-to-typescript would bring prettier and a
 *  dozen packages to print a few inline types. */

type Schema = Record<string, any>;

/** `{a: string; b?: number}` for an object schema, a record for `additionalProperties`. */
function typeOf(schema: Schema, indent: string): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((v: unknown) => JSON.stringify(v)).join(" | ");
  const union = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(union)) return [...new Set(union.map((s: Schema) => typeOf(s, indent)))].join(" | ");
  switch (schema.type) {
    case "string":
      return "string";
    case "number":
    case "integer":
      return "number";
    case "boolean":
      return "boolean";
    case "null":
      return "null";
    case "array":
      return `Array<${schema.items ? typeOf(schema.items, indent) : "unknown"}>`;
    case "object":
      return objectType(schema, indent);
    default:
      return "unknown";
  }
}

/** `docs`: the TSDoc lines of the top-level members (from the field model); nested members
 *  carry their description in the JSON Schema. */
function objectType(schema: Schema, indent: string, docs: Record<string, string[]> = {}): string {
  const properties: Record<string, Schema> = schema.properties ?? {};
  const required = new Set<string>(schema.required ?? []);
  const inner = `${indent}  `;
  const members = Object.entries(properties).map(
    ([key, value]) => `${tsdoc(docs[key] ?? (value.description ? [value.description] : []), inner)}${inner}${propertyName(key)}${required.has(key) ? "" : "?"}: ${typeOf(value, inner)};`,
  );
  if (schema.additionalProperties && typeof schema.additionalProperties === "object") {
    const values = typeOf(schema.additionalProperties, inner);
    if (members.length === 0) return `Record<string, ${values}>`;
    members.push(`${inner}[key: string]: ${values};`);
  } else if (members.length === 0) {
    return schema.additionalProperties === false ? "Record<string, never>" : "Record<string, unknown>";
  }
  return `{\n${members.join("\n")}\n${indent}}`;
}

/** A TSDoc comment of these lines (none for none), escaped so that no line can close it early. */
export function tsdoc(lines: string[], indent: string): string {
  if (lines.length === 0) return "";
  const safe = lines.map((l) => l.replace(/\*\//g, "*\\/"));
  if (safe.length === 1) return `${indent}/** ${safe[0]} */\n`;
  return `${indent}/**\n${safe.map((l) => `${indent} * ${l}`).join("\n")}\n${indent} */\n`;
}

/** What an editor shows for a field: what it is (secret, write-only, compared as a set), what
 *  changing it does, its default. */
export function fieldDoc(spec: ResourceSpec, field: FieldModel): string[] {
  const change = changeSentence(spec, field);
  const notes = fieldNotes(field);
  return [[field.description, ...notes].join(" "), ...(change ? [change] : []), ...(field.default ? [`@default ${defaultText(field.default.value)}`] : [])];
}

const propertyName = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key));

/** JSON Schema with the fields' descriptions (schema/docs), not the rules the API's carries. */
const jsonSchema = (schema: z.ZodType, io: "input" | "output"): Schema => z.toJSONSchema(schema, { io, unrepresentable: "any", metadata: fieldDocs }) as Schema;

const fieldDocsOf = (spec: ResourceSpec): Record<string, string[]> => Object.fromEntries(fieldsOf(spec).map((f) => [f.key, fieldDoc(spec, f)]));

/** The inputs a program gives (scope ids, API fields, provider-only inputs, a job's `triggers`;
 *  not the common ones). */
function inputsType(spec: ResourceSpec): string {
  const all = jsonSchema(inputSchema(spec), "input");
  const keep = [...spec.scope, ...bodyFields(spec), ...Object.keys(spec.extraInputs ?? {}), ...(spec.job ? ["triggers"] : [])];
  const properties = Object.fromEntries(keep.map((k) => [k, all.properties[k]]));
  return objectType({ ...all, properties, required: (all.required ?? []).filter((k: string) => keep.includes(k)) }, "", fieldDocsOf(spec));
}

/** The common inputs (`timeouts`, `adopt`), documented once. */
function commonType(): string {
  const schema = jsonSchema(z.object(COMMON_INPUT_SCHEMAS), "input");
  const docs = Object.fromEntries(Object.entries(COMMON_INPUT_SCHEMAS).map(([key, s]) => [key, [descriptionOf(s) ?? ""]]));
  return objectType(schema, "", docs);
}

/** What the API returns beyond the inputs. */
function computedType(spec: ResourceSpec): string {
  return objectType({ ...jsonSchema(z.object(spec.computed), "output"), additionalProperties: undefined }, "", fieldDocsOf(spec));
}

export function generatedTypes(): string {
  const parts = [
    "// Generated from the resource specs by `npm run generate` (pulumi/typesGenerator.ts): do not edit.",
    "// Plain types, so that the package's declarations compile without zod's.",
    "",
  ];
  parts.push("/** The inputs every resource takes. */", `export type CommonInputs = ${commonType()};`, "");
  const article = (kind: string) => (/^[AEIOU]/.test(kind) ? "an" : "a");
  for (const spec of [...specs].sort((a, b) => a.kind.localeCompare(b.kind))) {
    parts.push(`/** The inputs of ${article(spec.kind)} ${spec.kind}. */`, `export type ${spec.kind}Inputs = ${inputsType(spec)};`, "");
    parts.push(`/** The outputs of ${article(spec.kind)} ${spec.kind} beyond its inputs. */`, `export type ${spec.kind}Computed = ${computedType(spec)};`, "");
  }
  for (const l of [...lookups].sort((a, b) => a.name.localeCompare(b.name))) {
    parts.push(`/** The arguments of get${l.name}. */`, `export type Get${l.name}Args = ${objectType(jsonSchema(z.object(l.arguments), "input"), "")};`, "");
    parts.push(`/** What get${l.name} answers. */`, `export type Get${l.name}Result = ${objectType({ ...jsonSchema(z.object(l.results), "output"), additionalProperties: undefined }, "")};`, "");
  }
  return `${parts.join("\n").trimEnd()}\n`;
}

export const TYPES_FILE = path.join("pulumi", "types.ts");


if (require.main === module) {
  const file = path.join(packageRoot(), TYPES_FILE);
  fs.writeFileSync(file, generatedTypes());
  process.stdout.write(`wrote ${file}\n`);
}
