import { decode, encode, ExtData } from "@msgpack/msgpack";
import type { Props } from "../provider/spec";
import { isUnknown, unknown } from "../provider/values";
import type { Step } from "./diagnostics";
import type { Field, Shape } from "./shapes";

/** Values as Terraform sends them (msgpack-encoded cty values) and as the core takes them.
 *
 *  A Terraform value here is what msgpack decodes to, with snake_case attribute names, every
 *  attribute present (null when unset) and `Unknown` where a value is not known yet: cty encodes
 *  an unknown as a msgpack extension (type 0, or type 12 for an unknown with refinements such as
 *  "not null"); every extension counts as unknown and is sent back as it came. Props are the
 *  core's values: the spec's field names, unset fields absent, unknowns as the core's `unknown`
 *  marker. */

export class Unknown {
  /** `ext`: the extension as Terraform sent it (with its refinements), else a plain unknown. */
  constructor(readonly ext: ExtData = new ExtData(0, new Uint8Array([0]))) {}
}

/** Something Terraform would refuse as a value of the schema (e.g. text that is not JSON). */
export class ValueError extends Error {
  constructor(
    readonly path: Step[],
    message: string,
  ) {
    super(message);
  }
}

export type TfValue = null | string | number | boolean | Unknown | TfValue[] | { [key: string]: TfValue };

// ---- msgpack ----

export function decodeValue(bytes: Uint8Array): TfValue {
  return bytes.length === 0 ? null : unknownsOf(decode(bytes));
}

function unknownsOf(v: unknown): TfValue {
  if (v instanceof ExtData) return new Unknown(v);
  if (Array.isArray(v)) return v.map(unknownsOf);
  if (v instanceof Uint8Array) return Buffer.from(v).toString("utf8");
  if (v !== null && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, unknownsOf(x)]));
  if (typeof v === "bigint") return Number(v);
  return v as TfValue;
}

/** msgpack of a value, object attributes and map keys in sorted order as cty writes them. */
export function encodeValue(v: TfValue): Uint8Array {
  return encode(prepare(v));
}

function prepare(v: TfValue): unknown {
  if (v instanceof Unknown) return v.ext;
  if (Array.isArray(v)) return v.map(prepare);
  if (v !== null && typeof v === "object") {
    return Object.fromEntries(Object.keys(v).sort().map((k) => [k, prepare(v[k])]));
  }
  return v;
}

export const containsUnknown = (v: TfValue): boolean =>
  v instanceof Unknown || (Array.isArray(v) ? v.some(containsUnknown) : v !== null && typeof v === "object" ? Object.values(v).some(containsUnknown) : false);

// ---- Terraform values ↔ props ----

/** The core's value of a Terraform value (null → undefined; JSON strings parsed). */
export function toProps(shape: Shape, v: TfValue, path: Step[] = []): any {
  if (v === null || v === undefined) return undefined;
  if (v instanceof Unknown) return unknown;
  switch (shape.kind) {
    case "json":
      try {
        return JSON.parse(String(v));
      } catch {
        throw new ValueError(path, "must be JSON text (e.g. jsonencode({...}))");
      }
    case "number":
      return typeof v === "string" ? Number(v) : v;
    case "string":
    case "bool":
      return v;
    case "list":
      return (v as TfValue[]).map((e, i) => toProps(shape.element, e, [...path, { element_key_int: i }]));
    case "set":
      // A set's elements have no address: a problem in one is reported on the set.
      return (v as TfValue[]).map((e) => toProps(shape.element, e, path));
    case "map":
      return Object.fromEntries(Object.entries(v as Record<string, TfValue>).map(([k, e]) => [k, toProps(shape.element, e, [...path, { element_key_string: k }])]));
    case "object":
      return fieldsToProps(shape.fields, v as Record<string, TfValue>, path);
  }
}

export function fieldsToProps(fields: Field[], v: Record<string, TfValue>, path: Step[] = []): Props {
  const out: Props = {};
  for (const f of fields) {
    const x = toProps(f.shape, v[f.name] ?? null, [...path, { attribute_name: f.name }]);
    if (x !== undefined) out[f.key] = x;
  }
  return out;
}

/** The Terraform value of a core value: every attribute present, null when unset; free-form
 *  values as JSON text. */
export function fromProps(shape: Shape, v: unknown): TfValue {
  if (v === undefined || v === null) return null;
  if (isUnknown(v)) return new Unknown();
  switch (shape.kind) {
    case "json":
      return JSON.stringify(v);
    case "string":
      return typeof v === "string" ? v : JSON.stringify(v);
    case "number":
    case "bool":
      return v as number | boolean;
    case "list":
    case "set":
      return Array.isArray(v) ? v.map((e) => fromProps(shape.element, e)) : null;
    case "map":
      return Object.fromEntries(Object.entries(v as Props).map(([k, e]) => [k, fromProps(shape.element, e)]));
    case "object":
      return Object.fromEntries(shape.fields.map((f) => [f.name, fromProps(f.shape, (v as Props)[f.key])]));
  }
}

/** A value of the schema read from Terraform's JSON state (UpgradeResourceState): attributes the
 *  schema no longer has are dropped, missing ones are null. */
export function fromJson(shape: Shape, v: unknown): TfValue {
  if (v === undefined || v === null) return null;
  switch (shape.kind) {
    case "list":
    case "set":
      return Array.isArray(v) ? v.map((e) => fromJson(shape.element, e)) : null;
    case "map":
      return Object.fromEntries(Object.entries(v as Props).map(([k, e]) => [k, fromJson(shape.element, e)]));
    case "object":
      return Object.fromEntries(shape.fields.map((f) => [f.name, fromJson(f.shape, (v as Props)[f.name])]));
    default:
      return v as TfValue;
  }
}
