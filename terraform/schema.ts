import { z } from "zod";
import { CONFIG_ENV, SECRET_SETTINGS, SETTING_DESCRIPTIONS, type ProviderConfig } from "../provider/config";
import { COMMON_INPUT_SCHEMAS } from "../provider/check";
import { changeSentence, defaultText, fieldsOf, type FieldModel } from "../provider/fields";
import { type ResourceSpec, secretInputFields } from "../provider/spec";
import { resourceTypeName, snakeCase } from "./names";
import { checkNames, shapeOf, typeJson, type Field, type Shape } from "./shapes";

/** A resource's Terraform schema, derived from its spec alone:
 *  - scope ids: required strings (a change replaces: the plan says so);
 *  - API fields: required when the API requires them, else optional + computed (the API fills
 *    in what is left out); provider-only inputs (switches such as `turned_off`): optional +
 *    computed; `adopt` (a job's `triggers` instead): optional;
 *  - `spec.computed` outputs and `id` (the API's id of the object): computed;
 *  - secret inputs, secret outputs and write-only fields: sensitive;
 *  - a `timeouts` block (create, update, delete durations) where the resource waits. */

export type Role = "scope" | "body" | "extra" | "adopt" | "triggers" | "computed" | "id" | "timeouts";

export interface Attribute extends Field {
  role: Role;
  optional: boolean;
  computed: boolean;
  sensitive: boolean;
}

export interface ResourceSchema {
  typeName: string;
  spec: ResourceSpec;
  /** Every attribute, and the `timeouts` block (role "timeouts") where there is one. */
  attributes: Attribute[];
  /** The whole state object: every attribute and block. */
  object: Shape & { kind: "object" };
}

/** The `timeouts` block: its members' descriptions are the common input's. */
const TIMEOUTS = COMMON_INPUT_SCHEMAS.timeouts;

/** Whether a resource waits for something (a state, its deletion): then it takes `timeouts`. */
const waits = (spec: ResourceSpec) => spec.wait !== undefined || spec.timeouts !== undefined;

export function resourceSchema(spec: ResourceSpec): ResourceSchema {
  const where = resourceTypeName(spec.kind);
  const sensitive = new Set([...(spec.secretOutputs ?? []), ...secretInputFields(spec), ...(spec.writeOnly ?? [])]);
  const attributes: Attribute[] = [];
  const add = (role: Role, key: string, schema: z.core.$ZodType, flags: { required: boolean; optional: boolean; computed: boolean }, description: string) => {
    const { shape } = shapeOf(schema, `${where}.${key}`);
    const unordered = spec.unordered?.includes(key) && shape.kind === "list";
    attributes.push({
      role,
      key,
      name: snakeCase(key),
      shape: unordered ? { kind: "set", element: (shape as { element: Shape }).element } : shape,
      ...flags,
      sensitive: sensitive.has(key),
      description,
    });
  };
  const fields = fieldsOf(spec);
  const text = (f: FieldModel) => attributeDescription(spec, f);
  for (const f of fields.filter((f) => f.role === "scope")) add("scope", f.key, z.string(), { required: true, optional: false, computed: false }, text(f));
  for (const f of fields.filter((f) => f.role === "body")) add("body", f.key, f.schema, { required: f.required, optional: !f.required, computed: !f.required }, text(f));
  for (const f of fields.filter((f) => f.role === "extra")) add("extra", f.key, f.schema, { required: false, optional: true, computed: true }, text(f));
  const common = new Map(fields.filter((f) => f.role === "common").map((f) => [f.key, f]));
  const adopt = common.get("adopt");
  if (adopt) add("adopt", "adopt", z.boolean(), { required: false, optional: true, computed: false }, text(adopt));
  // A job's `triggers`: as configured, nothing filled in (removing them is a change too).
  for (const f of fields.filter((f) => f.role === "triggers")) add("triggers", f.key, f.schema, { required: false, optional: true, computed: false }, text(f));
  for (const f of fields.filter((f) => f.role === "computed")) add("computed", f.key, f.schema, { required: false, optional: false, computed: true }, text(f));
  add("id", "id", z.string(), { required: false, optional: false, computed: true }, `The API's id of the ${spec.kind}.`);
  const timeouts = common.get("timeouts")!;
  if (waits(spec)) add("timeouts", "timeouts", TIMEOUTS, { required: false, optional: true, computed: false }, text(timeouts));
  checkNames(attributes, where, true);
  return { typeName: where, spec, attributes, object: { kind: "object", fields: attributes } };
}

/** A field's description as Terraform shows it: what it is, its default, what a change does. */
function attributeDescription(spec: ResourceSpec, f: FieldModel): string {
  return [f.description, f.default ? `Default: \`${defaultText(f.default.value)}\`.` : undefined, changeSentence(spec, f)].filter(Boolean).join(" ");
}

/** The provider block: one optional string per setting of ProviderConfig, secrets sensitive. */
export function providerConfigSchema(): Attribute[] {
  return (Object.keys(CONFIG_ENV) as Array<keyof ProviderConfig>).map((key) => ({
    role: "extra",
    key,
    name: snakeCase(key),
    shape: { kind: "string" },
    required: false,
    optional: true,
    computed: false,
    sensitive: SECRET_SETTINGS.includes(key),
    description: `${SETTING_DESCRIPTIONS[key]} Unset: the environment variable ${CONFIG_ENV[key]}.`,
  }));
}

export const providerConfigShape = (): Shape & { kind: "object" } => ({ kind: "object", fields: providerConfigSchema() });

/** The input attributes of a resource: what a configuration sets. */
export const inputAttributes = (schema: ResourceSchema) => schema.attributes.filter((a) => a.role !== "computed" && a.role !== "id");

/** An attribute that is an object, or a collection of objects, is a nested attribute. */
function nestedOf(shape: Shape): { nesting: "single" | "list" | "set" | "map"; fields: Field[] } | undefined {
  if (shape.kind === "object") return { nesting: "single", fields: shape.fields };
  if ((shape.kind === "list" || shape.kind === "set" || shape.kind === "map") && shape.element.kind === "object") {
    return { nesting: shape.kind, fields: shape.element.fields };
  }
  return undefined;
}

/** Flags of the members of a nested attribute: computed all the way down under a computed-only
 *  attribute; else required as the object's shape says, or optional + computed (the API fills
 *  in what is left out: the plan keeps what it has, so an imported object plans no change) —
 *  except in sets, whose elements have no identity to keep a member's value by. */
const memberFlags = (field: Field, computedOnly: boolean, nesting?: string): Flags =>
  computedOnly
    ? { required: false, optional: false, computed: true }
    : { required: field.required, optional: !field.required, computed: !field.required && nesting !== "set" };
/** The members of the `timeouts` block: optional durations. */
const blockFlags = (field: Field): Flags => ({ required: field.required, optional: !field.required, computed: false });

interface Flags {
  required: boolean;
  optional: boolean;
  computed: boolean;
  sensitive?: boolean;
}

/** One attribute of the schema as both formats describe it: a type, or nested attributes. */
interface SchemaAttribute extends Required<Flags> {
  name: string;
  description?: string;
  type?: unknown;
  nested?: { nesting: "single" | "list" | "set" | "map"; attributes: SchemaAttribute[] };
}

/** What a schema says, whatever the format: its attributes and the `timeouts` block. */
interface SchemaTree {
  attributes: SchemaAttribute[];
  block?: { name: string; description?: string; attributes: SchemaAttribute[] };
}

function schemaTree(attributes: Attribute[]): SchemaTree {
  const block = attributes.find((a) => a.role === "timeouts");
  return {
    attributes: attributes.filter((a) => a !== block).map((a) => schemaAttribute(a, a, a.computed && !a.optional)),
    ...(block ? { block: { name: block.name, description: block.description, attributes: nestedFields(block.shape).map((f) => schemaAttribute(f, blockFlags(f), false)) } } : {}),
  };
}

const nestedFields = (shape: Shape) => (shape as { fields: Field[] }).fields;

function schemaAttribute(field: Field, flags: Flags, computedOnly: boolean): SchemaAttribute {
  const nested = nestedOf(field.shape);
  const { required, optional, computed, sensitive = false } = flags;
  return {
    name: field.name,
    ...(field.description ? { description: field.description } : {}),
    ...(nested
      ? { nested: { nesting: nested.nesting, attributes: nested.fields.map((f) => schemaAttribute(f, memberFlags(f, computedOnly, nested.nesting), computedOnly)) } }
      : { type: typeJson(field.shape) }),
    required,
    optional,
    computed,
    sensitive,
  };
}

// ---- GetProviderSchema (the protocol's Schema messages) ----

export function protoSchema(attributes: Attribute[], description?: string): object {
  const tree = schemaTree(attributes);
  return {
    version: 0,
    block: {
      version: 0,
      attributes: tree.attributes.map(protoAttribute),
      block_types: tree.block
        ? [{ type_name: tree.block.name, nesting: "SINGLE", block: { version: 0, attributes: tree.block.attributes.map(protoAttribute), description: tree.block.description ?? "", description_kind: "PLAIN" } }]
        : [],
      description: description ?? "",
      description_kind: "PLAIN",
    },
  };
}

function protoAttribute(a: SchemaAttribute): object {
  return {
    name: a.name,
    ...(a.nested ? { nested_type: { attributes: a.nested.attributes.map(protoAttribute), nesting: a.nested.nesting.toUpperCase() } } : { type: Buffer.from(JSON.stringify(a.type)) }),
    required: a.required,
    optional: a.optional,
    computed: a.computed,
    sensitive: a.sensitive,
    description: a.description ?? "",
    description_kind: "PLAIN",
  };
}

// ---- `terraform providers schema -json` ----

export function jsonSchema(attributes: Attribute[], description?: string): object {
  const tree = schemaTree(attributes);
  return {
    version: 0,
    block: {
      attributes: jsonAttributes(tree.attributes),
      ...(tree.block
        ? { block_types: { [tree.block.name]: { nesting_mode: "single", block: { attributes: jsonAttributes(tree.block.attributes), ...(tree.block.description ? { description: tree.block.description } : {}), description_kind: "plain" } } } }
        : {}),
      ...(description ? { description } : {}),
      description_kind: "plain",
    },
  };
}

const jsonAttributes = (attributes: SchemaAttribute[]) => Object.fromEntries(attributes.map((a) => [a.name, jsonAttribute(a)]));

function jsonAttribute(a: SchemaAttribute): object {
  return {
    ...(a.nested ? { nested_type: { attributes: jsonAttributes(a.nested.attributes), nesting_mode: a.nested.nesting } } : { type: a.type }),
    ...(a.description ? { description: a.description } : {}),
    description_kind: "plain",
    ...(a.required ? { required: true } : {}),
    ...(a.optional ? { optional: true } : {}),
    ...(a.computed ? { computed: true } : {}),
    ...(a.sensitive ? { sensitive: true } : {}),
  };
}
