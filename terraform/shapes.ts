import type { z } from "zod";
import { descriptionOf } from "../schema/docs";
import { RESERVED_ATTRIBUTE_NAMES, snakeCase } from "./names";

/** The Terraform (cty) shape of a zod schema, with the name table of every object in it.
 *
 *  - objects → objects whose attributes are the snake_case field names (`Field.name` ↔
 *    `Field.key`, the exact two-way table); a union of objects is one object with every member
 *    of every alternative, optional unless all of them require it;
 *  - records → maps (keys untouched), arrays → lists (sets where the spec compares them as sets);
 *  - strings, enums, string literals → string; numbers, integers, number literals → number;
 *    booleans → bool;
 *  - free-form values (`z.unknown()`, `z.any()`, a record of them, a union of unlike scalars) → a
 *    string holding JSON (`jsonencode(...)` in a configuration): one type every tool reads the
 *    same way, where `dynamic` would give CDKTF bindings an untyped value. */
export type Shape =
  | { kind: "string" | "number" | "bool" | "json" }
  | { kind: "list" | "set" | "map"; element: Shape }
  | { kind: "object"; fields: Field[] };

export interface Field {
  /** The Terraform attribute name. */
  name: string;
  /** The spec's field name. */
  key: string;
  shape: Shape;
  /** Required within its object (not optional in the zod shape). */
  required: boolean;
  /** What it means (see schema/docs). */
  description?: string;
}

/** What a zod schema is, with `optional` when it may be left out. */
export function shapeOf(schema: z.core.$ZodType, where: string): { shape: Shape; optional: boolean } {
  const def = (schema as any)._zod.def;
  switch (def.type) {
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
      return { shape: shapeOf(def.innerType, where).shape, optional: true };
    case "nonoptional":
      return required(shapeOf(def.innerType, where).shape);
    case "pipe":
      return shapeOf(def.in, where);
    case "lazy":
      return shapeOf(def.getter(), where);
    case "readonly":
    case "catch":
      return shapeOf(def.innerType, where);
    case "string":
    case "enum":
    case "template_literal":
      return required({ kind: "string" });
    case "number":
    case "int":
    case "bigint":
      return required({ kind: "number" });
    case "boolean":
      return required({ kind: "bool" });
    case "literal":
      return required(scalarOf(def.values.map((v: unknown) => typeof v)));
    case "unknown":
    case "any":
      return required({ kind: "json" });
    case "array":
      return required({ kind: "list", element: shapeOf(def.element, `${where}[]`).shape });
    case "record": {
      const element = shapeOf(def.valueType, `${where}{}`).shape;
      return required(element.kind === "json" ? element : { kind: "map", element });
    }
    case "object":
      return required(objectShape(def.shape, where));
    case "union":
      return required(unionShape(def.options.map((o: z.core.$ZodType) => shapeOf(o, where).shape)));
    default:
      throw new Error(`dbplane: ${where}: no Terraform type for a zod ${def.type}`);
  }
}

const required = (shape: Shape) => ({ shape, optional: false });

function scalarOf(types: string[]): Shape {
  const kinds = new Set(types.map((t) => (t === "boolean" ? "bool" : t === "number" || t === "bigint" ? "number" : t === "string" ? "string" : "json")));
  return kinds.size === 1 ? { kind: [...kinds][0] as "string" | "number" | "bool" | "json" } : { kind: "json" };
}

/** An object's fields with their Terraform names; two fields with one name are a spec error. */
export function objectShape(zodShape: Record<string, z.core.$ZodType>, where: string): Shape & { kind: "object" } {
  const fields = Object.entries(zodShape).map(([key, schema]) => {
    const { shape, optional } = shapeOf(schema, `${where}.${key}`);
    const description = descriptionOf(schema);
    return { name: snakeCase(key), key, shape, required: !optional, ...(description ? { description } : {}) };
  });
  checkNames(fields, where);
  return { kind: "object", fields };
}

/** `topLevel`: the attributes of a resource, where Terraform reserves some names (`count`, …). */
export function checkNames(fields: Field[], where: string, topLevel = false): void {
  const seen = new Map<string, string>();
  for (const f of fields) {
    const other = seen.get(f.name);
    if (other !== undefined) throw new Error(`dbplane: ${where}: fields '${other}' and '${f.key}' would both be the Terraform attribute '${f.name}'`);
    if (topLevel && RESERVED_ATTRIBUTE_NAMES.has(f.name)) throw new Error(`dbplane: ${where}: field '${f.key}' would be '${f.name}', a name Terraform reserves`);
    seen.set(f.name, f.key);
  }
}

function unionShape(options: Shape[]): Shape {
  if (options.every((o) => o.kind === "object")) {
    const byKey = new Map<string, Field & { count: number }>();
    for (const option of options as Array<Shape & { kind: "object" }>) {
      for (const f of option.fields) {
        const seen = byKey.get(f.key);
        if (!seen) byKey.set(f.key, { ...f, count: 1 });
        else {
          seen.count++;
          seen.required &&= f.required;
          if (!sameShape(seen.shape, f.shape)) seen.shape = { kind: "json" };
        }
      }
    }
    return { kind: "object", fields: [...byKey.values()].map(({ count, ...f }) => ({ ...f, required: f.required && count === options.length })) };
  }
  const [first, ...rest] = options;
  return rest.every((o) => sameShape(o, first)) ? first : { kind: "json" };
}

export function sameShape(a: Shape, b: Shape): boolean {
  return JSON.stringify(typeJson(a)) === JSON.stringify(typeJson(b));
}

/** The JSON type constraint Terraform reads (`"string"`, `["list","string"]`, `["object",{…}]`). */
export function typeJson(shape: Shape): unknown {
  switch (shape.kind) {
    case "json":
      return "string";
    case "string":
    case "number":
    case "bool":
      return shape.kind;
    case "list":
    case "set":
    case "map":
      return [shape.kind, typeJson(shape.element)];
    case "object":
      return ["object", Object.fromEntries(shape.fields.map((f) => [f.name, typeJson(f.shape)]))];
  }
}
