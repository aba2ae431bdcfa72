import { z } from "zod";
import { doc } from "../schema/docs";
import { bodyFields, type Props, type ResourceSpec, type ScopeKey } from "./spec";
import { DURATION, isUnknown, presentEntries } from "./values";

/** Input validation for `check`: the spec's zod body plus scope ids, provider-only inputs and
 *  the common inputs, reported as `{property, reason}` with the property path and the rule.
 *  Values not known yet (preview) pass: a rule failing on or under one is dropped. */

const scopeId = z.string().min(1);
/** The path ids a resource lives under, each documented once. */
export const SCOPE_ID_SCHEMAS: Record<ScopeKey, z.ZodString> = {
  organizationId: doc(scopeId, "The id of the organization the object belongs to."),
  projectId: doc(scopeId, "The id of the project the object belongs to."),
  clusterId: doc(scopeId, "The id of the cluster the object belongs to."),
  appServiceId: doc(scopeId, "The id of the App Service the object belongs to."),
  appEndpointName: doc(scopeId, "The name of the App Endpoint the object belongs to."),
  bucketId: doc(scopeId, "The id of the bucket the object belongs to."),
  database: doc(scopeId, "The data-sync gateway database the object belongs to: an App Endpoint's, or a self-managed one."),
};
const duration = z.string().regex(DURATION, 'a duration such as "20m", "90s" or "1h30m"');
/** The inputs every resource takes (see `CommonInputs`). */
export const COMMON_INPUT_SCHEMAS = {
  timeouts: doc(
    z.strictObject({
      create: doc(duration.optional(), 'How long a create may take, such as "20m".'),
      update: doc(duration.optional(), 'How long an update may take, such as "20m".'),
      delete: doc(duration.optional(), 'How long a delete may take, such as "20m".'),
    }).optional(),
    "How long each operation may wait for the object to be ready or gone, overriding the resource's own limits.",
  ),
  adopt: doc(z.boolean().optional(), "Take over an object that already exists with the same name (natural key) instead of failing to create it."),
};
/** The input every job takes instead of `adopt` (see `ResourceSpec.job`), documented once. */
export const JOB_INPUT_SCHEMAS = {
  timeouts: COMMON_INPUT_SCHEMAS.timeouts,
  triggers: doc(
    z.record(z.string(), z.string()).optional(),
    "Values of your choosing (a map of strings, such as a date or a release): a change of any of them runs the action again, as a replacement.",
  ),
};

/** The schemas of the common inputs a spec takes. */
export const commonInputSchemas = (spec: ResourceSpec): Record<string, z.ZodType> => (spec.job ? JOB_INPUT_SCHEMAS : COMMON_INPUT_SCHEMAS);

const schemas = new WeakMap<ResourceSpec, z.ZodType>();

export function inputSchema(spec: ResourceSpec): z.ZodType {
  let schema = schemas.get(spec);
  if (!schema) {
    const scope = Object.fromEntries(spec.scope.map((key) => [key, scopeId]));
    schema = spec.body.extend({ ...scope, ...spec.extraInputs, ...commonInputSchemas(spec) });
    schemas.set(spec, schema);
  }
  return schema;
}

/** Where a property is: keys of objects and maps, positions in lists, from the inputs' top. */
export type PropertyPath = ReadonlyArray<string | number>;

/** An input breaking a rule: where, and the rule. Each front end names the place its own way
 *  (Pulumi `a.b[0].c`, Terraform attribute steps). */
export interface CheckFailure {
  path: PropertyPath;
  reason: string;
}

export function checkInputs(spec: ResourceSpec, inputs: Props): CheckFailure[] {
  const result = inputSchema(spec).safeParse(inputs);
  const failures: CheckFailure[] = formerValueFailures(spec, inputs);
  const renamed = new Set(failures.map((f) => f.path[0]));
  const rekeyed = formerKeyFailures(spec, inputs);
  failures.push(...rekeyed);
  const rekeyedFields = new Set(rekeyed.map((f) => f.path[0]));
  if (!result.success) {
    for (const issue of result.error.issues) {
      if (notJudgedYet(inputs, issue) || (issue.path.length === 1 && renamed.has(String(issue.path[0])))) continue;
      if (rekeyedFields.has(String(issue.path[0]))) continue;
      for (const failure of describeIssue(issue, inputs)) failures.push(failure);
    }
  }
  if (failures.length === 0 && spec.validate && !bodyFields(spec).some((f) => isUnknown(inputs[f]))) {
    failures.push(...spec.validate(inputs));
  }
  return failures;
}

/** A value an earlier version took under its neutral name: refused, naming the real one. */
function formerValueFailures(spec: ResourceSpec, inputs: Props): CheckFailure[] {
  return presentEntries(spec.formerValues).flatMap(([field, renames]) => {
    const value = inputs[field];
    if (typeof value !== "string" || !Object.hasOwn(renames, value)) return [];
    return [{ path: [field], reason: `'${value}' is now spelled as the API spells it: write '${renames[value]}'` }];
  });
}

/** A key an earlier version took under its neutral name, inside an object input: refused,
 *  naming the real key (the object's other complaints would only repeat it). */
function formerKeyFailures(spec: ResourceSpec, inputs: Props): CheckFailure[] {
  return presentEntries(spec.formerKeys).flatMap(([field, renames]) => {
    const value = inputs[field];
    if (value === null || typeof value !== "object" || Array.isArray(value)) return [];
    return Object.keys(value)
      .filter((key) => Object.hasOwn(renames, key))
      .map((key) => ({ path: [field, key], reason: `'${key}' is now spelled as the API spells it: write '${renames[key]}'` }));
  });
}

/** Whether an issue can't be judged yet: it is about a value not known yet, or one under it; or
 *  it is a union's, and one alternative fails only there (a union reports its alternatives'
 *  issues under its own path, relative to its value). */
function notJudgedYet(value: unknown, issue: z.core.$ZodIssue): boolean {
  if (underUnknown(value, issue.path)) return true;
  if (issue.code !== "invalid_union") return false;
  const union = valueAt(value, issue.path);
  return issue.errors.some((alternative) => alternative.every((i) => notJudgedYet(union, i)));
}

function underUnknown(value: unknown, path: readonly PropertyKey[]): boolean {
  let current: any = value;
  for (const key of path) {
    if (isUnknown(current)) return true;
    if (current === null || typeof current !== "object") return false;
    current = current[key as any];
  }
  return isUnknown(current);
}

/** `a.b[0].c` — how Pulumi names a nested property. */
export function propertyPath(path: PropertyPath): string {
  return path.map((key, i) => (typeof key === "number" ? `[${key}]` : i === 0 ? String(key) : `.${String(key)}`)).join("");
}

function describeIssue(issue: z.core.$ZodIssue, inputs: Props): CheckFailure[] {
  if (issue.code === "unrecognized_keys") {
    return issue.keys.map((key) => ({ path: [...pathOf(issue), key], reason: `unknown property '${key}'` }));
  }
  if (issue.code === "invalid_union") {
    // "-1 or at least 0.01": one reason per alternative.
    const reasons = issue.errors.map((branch) => branch.map((i) => i.message).join("; "));
    return [{ path: pathOf(issue), reason: `must be one of: ${reasons.join(" | ")}` }];
  }
  if (issue.code === "invalid_key") {
    // A map key breaking its rule (e.g. a scope name): the key's rule, not "Invalid key in record".
    return [{ path: pathOf(issue), reason: `invalid key: ${issue.issues.map((i) => i.message).join("; ")}` }];
  }
  if ((issue.code === "invalid_type" || issue.code === "invalid_value") && valueAt(inputs, issue.path) === undefined) {
    return [{ path: pathOf(issue), reason: "required" }];
  }
  return [{ path: pathOf(issue), reason: issue.message }];
}

/** A zod issue's path (inputs hold no symbol keys). */
const pathOf = (issue: z.core.$ZodIssue): PropertyPath => issue.path.map((key) => (typeof key === "number" ? key : String(key)));

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let current: any = value;
  for (const key of path) current = current?.[key as any];
  return current;
}
