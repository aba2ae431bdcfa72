import { propertyPath, type PropertyPath } from "../provider/check";
import { importIdFormat, importIdParts, parseImportId } from "../provider/importId";
import { PartialFailure, type ResourceOperations } from "../provider/operations";
import { changeCallsApi, defaultsOf, movedOutputs, type Props } from "../provider/spec";
import { containsUnknown as hasUnknownProp, pick } from "../provider/values";
import type { Shape } from "./shapes";
import { describePath, error, stepsOf, warning, type Diagnostic, type Step } from "./diagnostics";
import { snakeCase } from "./names";
import { inputAttributes, type Attribute, type ResourceSchema } from "./schema";
import { containsUnknown, fieldsToProps, fromJson, fromProps, toProps, Unknown, ValueError, type TfValue } from "./values";

/** One resource type of the Terraform provider: the protocol's resource calls in terms of the
 *  spec's operations (validation, diff, create, read, update, delete, adoption, waits and
 *  partial-create recording all happen there). This file only translates.
 *
 *  Where the API says the same thing in its own way (a list in another order, JSON formatted
 *  differently, a nested object normalized), the planned value, or on a refresh the prior one, is
 *  kept whenever the core finds it equal to what the API returned: that is what keeps Terraform
 *  from reporting "Provider produced inconsistent result", and a refresh from showing anything
 *  but real drift. What the configuration leaves out (nested members included) is the API's. */

export type TfObject = Record<string, TfValue>;

export interface PlanResult {
  /** The planned state; `unchanged` when it is the prior state itself. */
  planned: TfObject | null | "unchanged";
  requiresReplace: Step[][];
  diagnostics: Diagnostic[];
}

export interface ApplyResult {
  state: TfObject | null;
  diagnostics: Diagnostic[];
}

export class TerraformResource {
  private readonly inputs: Attribute[];

  constructor(
    readonly schema: ResourceSchema,
    private readonly ops: ResourceOperations,
  ) {
    this.inputs = inputAttributes(schema);
  }

  private get spec() {
    return this.schema.spec;
  }

  /** Import ids, e.g. `<organization_id>/<project_id>/<cluster_id>/<name>`. */
  importIdFormat(): string {
    return importIdParts(this.spec)
      .map((p) => `<${snakeCase(p)}>`)
      .join("/");
  }

  /** What the docs and the schema say of importing one: its import id, or why it can't be. */
  importNote(): string {
    const reason = this.spec.notImportable;
    return reason ? `Not importable: ${reason}.` : `Import id: \`${this.importIdFormat()}\`.`;
  }

  validate(config: TfObject): Diagnostic[] {
    const converted = this.configInputs(config);
    if ("diagnostics" in converted) return converted.diagnostics;
    return this.ops.check(converted.props).failures.map((f) => this.failure(f.path, f.reason));
  }

  plan(prior: TfObject | null, proposed: TfObject | null, config: TfObject | null): PlanResult {
    const result: PlanResult = { planned: null, requiresReplace: [], diagnostics: [] };
    if (proposed === null || config === null) return result;
    const converted = this.configInputs(config);
    if ("diagnostics" in converted) return { ...result, diagnostics: converted.diagnostics };
    const { inputs, failures } = this.ops.check(converted.props);
    // An attribute this plan leaves as it was is not the plan's to judge: e.g. one under
    // `ignore_changes`, which Terraform sends as the prior value (null for a write-only secret
    // after an import).
    const judged = failures.filter((f) => prior === null || !this.unchangedBy(f.path, prior, config));
    if (judged.length) return { ...result, diagnostics: judged.map((f) => this.failure(f.path, f.reason)) };
    if (prior === null) return { ...result, planned: this.planned(null, config, inputs, "all") };
    const { changed, replaces } = this.ops.diff(this.comparable(prior), inputs);
    if (replaces.length) {
      return { ...result, planned: this.planned(prior, config, inputs, "all"), requiresReplace: replaces.map((key) => [{ attribute_name: this.attribute(key).name }]) };
    }
    const planned = this.planned(prior, config, inputs, changed);
    return { ...result, planned: sameValue(planned, prior) ? "unchanged" : planned };
  }

  async apply(prior: TfObject | null, planned: TfObject | null, config: TfObject | null): Promise<ApplyResult> {
    try {
      if (planned === null) {
        const { warnings } = await this.ops.delete(String(prior!.id), this.comparable(prior!));
        return { state: null, diagnostics: warnings.map((w) => warning(w)) };
      }
      // What the plan says where it knows it: Terraform sends the configuration as written,
      // without `ignore_changes` applied (the plan has it); unknown parts come from the config.
      const converted = this.configInputs(config ? knownFrom(planned, config) : planned);
      if ("diagnostics" in converted) return { state: prior, diagnostics: converted.diagnostics };
      const { inputs } = this.ops.check(converted.props);
      if (prior === null) {
        const { id, outs } = await this.ops.create(inputs);
        return { state: this.stateOf(id, outs, planned, "planned"), diagnostics: [] };
      }
      const id = String(prior.id);
      const { outs } = await this.ops.update(id, this.comparable(prior), inputs);
      return { state: this.stateOf(id, outs, planned, "planned"), diagnostics: [] };
    } catch (e) {
      // The object exists (the API accepted it, or it was being updated): recorded as it is, and
      // with the error Terraform keeps it (a failed create: tainted, replaced by the next apply).
      if (e instanceof PartialFailure) return { state: this.stateOf(e.id, e.outputs, prior, "prior"), diagnostics: [error(e.message)] };
      return { state: prior, diagnostics: [error((e as Error).message)] };
    }
  }

  async read(current: TfObject): Promise<ApplyResult> {
    try {
      const id = String(current.id);
      const found = await this.ops.read(id, this.comparable(current));
      return { state: found ? this.stateOf(id, found.outs, current, "prior") : null, diagnostics: [] };
    } catch (e) {
      return { state: current, diagnostics: [error((e as Error).message)] };
    }
  }

  /** The state Terraform reads next (ReadResource fills in the rest): scope ids, the natural key
   *  and the id, found by the natural key when the import id names the object by it. */
  async import(text: string): Promise<ApplyResult> {
    if (this.spec.notImportable) return { state: null, diagnostics: [error(`Cannot import ${this.schema.typeName}`, `dbplane: ${this.spec.kind} can't be imported: ${this.spec.notImportable}.`)] };
    const parsed = parseImportId(this.spec, text);
    if (parsed.error !== undefined) return { state: null, diagnostics: [error(`Invalid import id for ${this.schema.typeName}`, `${parsed.error}: the format is ${this.importIdFormat()}.`)] };
    try {
      const id = parsed.id ?? (await this.ops.find(parsed.props)) ?? (await this.keyAsId(parsed.props));
      if (id === undefined) {
        return { state: null, diagnostics: [error(`Cannot import ${this.schema.typeName}`, `dbplane: no ${this.spec.kind} '${text}' was found.`)] };
      }
      return { state: fromProps(this.schema.object, { ...parsed.props, id }) as TfObject, diagnostics: [] };
    } catch (e) {
      return { state: null, diagnostics: [error(`Cannot import ${this.schema.typeName}`, (e as Error).message)] };
    }
  }

  /** An object the API does not list (e.g. a gateway database) may have its natural key as its
   *  id: the key, when a read by it finds the object. */
  private async keyAsId(props: Props): Promise<string | undefined> {
    const last = importIdFormat(this.spec).last;
    const key = last && "naturalKey" in last ? props[last.naturalKey] : undefined;
    return key !== undefined && (await this.ops.read(key, props)) ? key : undefined;
  }

  /** A state stored as JSON by this schema version (0): the same value, as msgpack wants it, with
   *  the id this version gives the object (see the spec's `currentId`). */
  upgrade(json: unknown): TfObject {
    const state = fromJson(this.schema.object, json) as TfObject;
    const { currentId } = this.spec;
    if (currentId && state !== null && typeof state === "object" && typeof state.id === "string") state.id = currentId(state.id);
    return state;
  }

  // ---- planning ----

  /** The planned state. `changed`: the inputs the core finds changed, or "all" for a new object.
   *  An input the change does not concern keeps its prior value; otherwise what the configuration
   *  sets is planned as set, and what it leaves to the API (attributes, nested members) takes the
   *  value the core's normalized inputs give it (the API's defaults), else is unknown. A computed
   *  output keeps its prior value through an in-place change, unless the change may move it
   *  (the spec's `movedByUpdate`): what apply returns must match every known planned value. */
  private planned(prior: TfObject | null, config: TfObject, inputs: Props, changed: string[] | "all"): TfObject {
    const inPlace = prior !== null && changed !== "all";
    const moving = inPlace ? this.moving(changed) : "all";
    const planned: TfObject = {};
    for (const a of this.schema.attributes) {
      const given = config[a.name] ?? null;
      const concerned = changed === "all" || changed.includes(a.key);
      const before = prior?.[a.name] ?? null;
      if (a.role === "id") planned[a.name] = inPlace ? before : new Unknown();
      else if (!a.optional && a.computed) planned[a.name] = moving === "all" ? new Unknown() : kept(a, before, moving);
      // The core finds the configured value equal to the prior one (said another way, perhaps):
      // the prior value stands (Terraform accepts that for any attribute that has both).
      else if (!concerned && a.role !== "adopt" && given !== null && before !== null) planned[a.name] = before;
      else if (a.role === "timeouts" || (given === null && !a.computed)) planned[a.name] = given;
      else if (given === null) planned[a.name] = concerned ? (this.defaultOf(a, inputs, inPlace) ?? new Unknown()) : before;
      else planned[a.name] = this.configured(a, given, inputs[a.key], inPlace ? before : null);
    }
    return planned;
  }

  /** A configured value with the members it leaves unset filled in (see `fill`); in an in-place
   *  change, with their prior values where the core finds the result the same as the configured
   *  value: the API's answer to it then passes as the planned value (see `stateOf`). */
  private configured(a: Attribute, given: TfValue, input: unknown, before: TfValue): TfValue {
    const normalized = fromProps(a.shape, input);
    const filled = fill(a.shape, given, normalized);
    if (before === null || !containsUnknown(filled)) return filled;
    const withPrior = fill(a.shape, given, normalized, before);
    if (containsUnknown(withPrior)) return filled;
    const { changed } = this.ops.diff({ [a.key]: input }, { [a.key]: toProps(a.shape, withPrior) });
    return changed.includes(a.key) ? filled : withPrior;
  }

  /** The computed outputs an in-place change of `changed` may move, as paths of spec keys:
   *  "none" when it calls no API (nothing on the API's side changes). */
  private moving(changed: string[]): string[][] | "none" | "all" {
    if (!changeCallsApi(this.spec, changed)) return "none";
    const moved = movedOutputs(this.spec, changed);
    return moved === "all" ? moved : moved.map((path) => path.split("."));
  }

  /** The value an unset attribute the change concerns is planned with, when it is known: a
   *  provider-only input's declared default; in an in-place change, an API field's fixed default
   *  (which the update sets: the live value that differs from it is drift to undo). Without one,
   *  the API chooses (unknown). */
  private defaultOf(a: Attribute, inputs: Props, inPlace: boolean): TfValue | undefined {
    const declared = this.spec.inputDefaults ?? {};
    if (declared[a.key] !== undefined) return fromProps(a.shape, declared[a.key]);
    const fixed = inPlace && a.role === "body" ? defaultsOf(this.spec, inputs) : {};
    // A default that follows another input (e.g. a name) not known yet is not known either.
    return a.key in fixed && !hasUnknownProp(fixed[a.key]) ? fromProps(a.shape, fixed[a.key]) : undefined;
  }

  // ---- values ----

  /** The configuration as the core's inputs (unknowns marked; provider-only switches left unset
   *  at their declared default), or diagnostics when a value can't be read. */
  private configInputs(config: TfObject): { props: Props } | { diagnostics: Diagnostic[] } {
    try {
      const props = fieldsToProps(this.inputs, config);
      for (const [key, value] of Object.entries(this.spec.inputDefaults ?? {})) props[key] ??= value;
      return { props };
    } catch (e) {
      if (!(e instanceof ValueError)) throw e;
      const where = describePath(e.path);
      return { diagnostics: [error(`Invalid ${this.schema.typeName} ${where}`, `${where}: ${e.message}`, e.path)] };
    }
  }

  /** A state as the core compares it: its inputs normalized (nested API defaults filled in, as
   *  `check` does for new inputs) and its outputs as they are. */
  private comparable(state: TfObject): Props {
    const props = fieldsToProps(this.schema.attributes.filter((a) => a.role !== "id"), state);
    const inputs = pick(props, this.inputs.map((f) => f.key));
    const checked = this.ops.check(inputs);
    return checked.failures.length ? props : { ...props, ...checked.inputs };
  }

  /** The new state from the API's outputs, keeping the reference value (the planned one, or the
   *  prior one on a refresh) of every input the core finds equal to what the API returned. A
   *  planned null is kept too (Terraform holds the provider to it); a prior null is not (the API
   *  now says what it is). */
  private stateOf(id: string, outs: Props, reference: TfObject | null, kind: "planned" | "prior"): TfObject {
    const state = fromProps(this.schema.object, { ...outs, id }) as TfObject;
    if (reference === null) return state;
    const known = this.inputs.filter((a) => !containsUnknown(reference[a.name] ?? null));
    const ref = fieldsToProps(known, reference);
    const checked = this.ops.check(ref);
    const { changed } = this.ops.diff(outs, checked.failures.length ? ref : checked.inputs);
    for (const a of known) {
      const value = reference[a.name] ?? null;
      if (!changed.includes(a.key) && (kind === "planned" || value !== null)) state[a.name] = value;
    }
    return state;
  }

  /** Whether the top-level attribute a property path is under has its prior value in `config`. */
  private unchangedBy(path: PropertyPath, prior: TfObject, config: TfObject): boolean {
    const first = stepsOf(this.schema.object, path)[0];
    return first !== undefined && "attribute_name" in first && sameValue(config[first.attribute_name] ?? null, prior[first.attribute_name] ?? null);
  }

  private attribute(key: string): Attribute {
    return this.schema.attributes.find((a) => a.key === key)!;
  }

  private failure(path: PropertyPath, reason: string): Diagnostic {
    const steps = stepsOf(this.schema.object, path);
    const where = steps.length ? describePath(steps) : propertyPath(path);
    return error(`Invalid ${this.schema.typeName} ${where}`, `${where}: ${reason}`, steps);
  }
}

/** A computed output through an in-place change: as it was, unknown where the change may move it
 *  (`moving`: paths of spec keys, the whole output or members of it), and unknown when there is
 *  no prior value to keep (e.g. an output a state written by an earlier version lacks). */
function kept(a: Attribute, before: TfValue, moving: string[][] | "none"): TfValue {
  if (moving === "none") return before;
  const paths = moving.filter((p) => p[0] === a.key).map((p) => p.slice(1));
  if (before === null) return new Unknown();
  return paths.length ? unknownAt(a.shape, before, paths) : before;
}

/** `value` with the members at `paths` (spec keys through nested objects) unknown; an empty path,
 *  or one through anything but an object, makes the whole value unknown. */
function unknownAt(shape: Shape, value: TfValue, paths: string[][]): TfValue {
  if (value === null || value instanceof Unknown || shape.kind !== "object" || paths.some((p) => p.length === 0)) return new Unknown();
  const members = value as TfObject;
  return Object.fromEntries(
    shape.fields.map((f) => {
      const under = paths.filter((p) => p[0] === f.key).map((p) => p.slice(1));
      const member = members[f.name] ?? null;
      return [f.name, under.length ? unknownAt(f.shape, member, under) : member];
    }),
  );
}

/** A configured value with the members it leaves unset (optional + computed members of nested
 *  attributes) taken from `normalized`, the core's normalized inputs, where they say something
 *  (the API's defaults), else from `prior` when given (null included), else unknown: map entries
 *  by key, list elements by position. */
function fill(shape: Shape, config: TfValue, normalized: TfValue | undefined, prior?: TfValue): TfValue {
  if (config === null || config instanceof Unknown) return config;
  const entry = (v: TfValue | undefined, k: string | number): TfValue | undefined =>
    v !== null && v !== undefined && typeof v === "object" && !(v instanceof Unknown) ? (v as any)[k] : undefined;
  switch (shape.kind) {
    case "object":
      return Object.fromEntries(
        shape.fields.map((f) => {
          const given = (config as TfObject)[f.name] ?? null;
          const value = entry(normalized, f.name);
          const before = entry(prior, f.name);
          if (given !== null || f.required) return [f.name, fill(f.shape, given, value, before)];
          if (value !== undefined && value !== null) return [f.name, value];
          return [f.name, before === undefined ? new Unknown() : before];
        }),
      );
    case "map":
      return shape.element.kind === "object"
        ? Object.fromEntries(Object.entries(config as TfObject).map(([k, v]) => [k, fill(shape.element, v, entry(normalized, k), entry(prior, k))]))
        : config;
    case "list":
      return shape.element.kind === "object" ? (config as TfValue[]).map((v, i) => fill(shape.element, v, entry(normalized, i), entry(prior, i))) : config;
    default:
      return config;
  }
}

/** Structural equality of two Terraform values (unknowns equal only to unknowns). */
function sameValue(a: TfValue, b: TfValue): boolean {
  if (a instanceof Unknown || b instanceof Unknown) return a instanceof Unknown && b instanceof Unknown;
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  if (a && b && typeof a === "object" && typeof b === "object") {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => sameValue((a as TfObject)[k] ?? null, (b as TfObject)[k] ?? null));
  }
  return a === b;
}

/** The configuration with every attribute the plan knows (wholly) taken from the plan. */
function knownFrom(planned: TfObject, config: TfObject): TfObject {
  const merged: TfObject = { ...config };
  for (const [name, value] of Object.entries(planned)) if (name in config && !containsUnknown(value)) merged[name] = value;
  return merged;
}
