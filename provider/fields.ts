import type { z } from "zod";
import { descriptionOf, zodDefaultOf } from "../schema/docs";
import { commonInputSchemas, SCOPE_ID_SCHEMAS } from "./check";
import { bodyFields, commonInputsOf, defaultsOf, secretInputFields, type ResourceSpec } from "./spec";

/** Every field of a resource as its users meet it, whatever the front end: read from the spec
 *  alone, so that the Terraform schema, the bindings, the Pulumi types and the docs tables say
 *  the same thing. */

/** `triggers`: a job's `triggers` input (see `ResourceSpec.job`), a replacement when changed. */
export type FieldRole = "scope" | "body" | "extra" | "common" | "triggers" | "computed";

/** What changing an input does: in place, a replacement, or a replacement in some cases. */
export type Change = "in place" | "replaces" | "may replace";

export interface FieldModel {
  key: string;
  role: FieldRole;
  schema: z.core.$ZodType;
  /** An input a program must give. */
  required: boolean;
  /** An output only (the API's). */
  computed: boolean;
  secret: boolean;
  /** Never read back from the API (kept from what was sent). */
  writeOnly: boolean;
  /** An array compared as a set. */
  unordered: boolean;
  /** What it is, its units, its rule. */
  description: string;
  /** What the field is when left unset, when that is fixed (not the API's choice). */
  default?: { value: unknown };
  /** Inputs only. */
  change?: Change;
}

/** A replacement deletes the old object first (the two can't coexist). */
export const deletesFirst = (spec: ResourceSpec): boolean => spec.deleteBeforeReplace === true;

/** Every input (scope ids, API fields, provider-only and common inputs), then every computed
 *  output. A field without a description is a spec error, named. */
export function fieldsOf(spec: ResourceSpec): FieldModel[] {
  const secret = new Set([...(spec.secretOutputs ?? []), ...secretInputFields(spec), ...(spec.writeOnly ?? [])]);
  const defaults = defaultsOf(spec, {});
  const out: FieldModel[] = [];
  const add = (role: FieldRole, key: string, schema: z.core.$ZodType, fixedDefault?: { value: unknown }) => {
    const description = descriptionOf(schema);
    if (!description) throw new Error(`dbplane: ${spec.kind}.${key}: no description (document the field beside it, with doc() from schema/docs)`);
    const optional = (schema as any)._zod.optin === "optional";
    out.push({
      key,
      role,
      schema,
      required: role !== "computed" && !optional,
      computed: role === "computed",
      secret: secret.has(key),
      writeOnly: (spec.writeOnly ?? []).includes(key),
      unordered: (spec.unordered ?? []).includes(key),
      description,
      ...(fixedDefault ? { default: fixedDefault } : {}),
      ...(role === "computed" ? {} : { change: changeOf(spec, role, key) }),
    });
  };
  for (const key of spec.scope) add("scope", key, SCOPE_ID_SCHEMAS[key]);
  for (const key of bodyFields(spec)) {
    const schema = spec.body.shape[key] as z.core.$ZodType;
    add("body", key, schema, defaults[key] !== undefined ? { value: defaults[key] } : zodDefaultOf(schema));
  }
  const inputDefaults: Record<string, unknown> = spec.inputDefaults ?? {};
  for (const [key, schema] of Object.entries(spec.extraInputs ?? {})) {
    add("extra", key, schema, inputDefaults[key] !== undefined ? { value: inputDefaults[key] } : zodDefaultOf(schema));
  }
  const common = commonInputSchemas(spec);
  for (const key of commonInputsOf(spec)) add(key === "triggers" ? "triggers" : "common", key, common[key]);
  const inputs = new Set(out.map((f) => f.key));
  for (const [key, schema] of Object.entries(spec.computed)) if (!inputs.has(key)) add("computed", key, schema);
  return out;
}

function changeOf(spec: ResourceSpec, role: FieldRole, key: string): Change {
  if (role === "scope" || role === "triggers") return "replaces";
  if (role === "body" && (spec.immutable === "all" || !spec.api.update || spec.immutable.includes(key))) return "replaces";
  if (spec.replaceWhen && key in spec.replaceWhen) return "may replace";
  return "in place";
}

/** "Changing it replaces the Bucket (deleting the old one first)." and the like. */
export function changeSentence(spec: ResourceSpec, field: FieldModel): string | undefined {
  const first = deletesFirst(spec) ? ", deleting the old one first" : "";
  switch (field.change) {
    case "replaces":
      return `Changing it replaces the ${spec.kind}${first}.`;
    case "may replace":
      return `Some changes of it replace the ${spec.kind}${first}.`;
    case "in place":
      return field.role === "common" ? undefined : `Changing it updates the ${spec.kind} in place.`;
    default:
      return undefined;
  }
}

/** What else users must know of a field's value: secret, write-only, compared as a set. */
export const fieldNotes = (field: FieldModel): string[] =>
  [field.secret && "Secret.", field.writeOnly && "Write-only: never read back.", field.unordered && "Compared as a set."].filter((n): n is string => !!n);

/** A default as users write it. */
export const defaultText = (value: unknown): string => JSON.stringify(value);
