import { z } from "zod";

/** What a field means to its users (what it is, its units, its rule), written once beside the
 *  field and printed on every surface (Terraform schema, bindings, Pulumi types, docs tables).
 *  A registry of its own: JSON Schema's `description` already holds a pattern's rule in words
 *  (see `matching`), which the server's refusals quote. */
export const fieldDocs = z.registry<{ description: string }>();

/** `schema`, documented: a copy, so that a schema several fields share keeps its own meaning
 *  (the copy keeps the original's rule and metadata). */
export function doc<T extends z.ZodType>(schema: T, description: string): T {
  const copy = schema.clone() as T;
  fieldDocs.add(copy, { description });
  return copy;
}

/** A field's description: its own, else that of the schema it wraps (optional, default, …). */
export function descriptionOf(schema: z.core.$ZodType): string | undefined {
  let current: z.core.$ZodType | undefined = schema;
  while (current) {
    const own = fieldDocs.get(current)?.description;
    if (own) return own;
    const def: any = (current as any)._zod.def;
    current = def.innerType ?? (def.type === "pipe" ? def.in : undefined);
  }
  return undefined;
}

/** The value a zod `.default()` gives a field left unset, if any. */
export function zodDefaultOf(schema: z.core.$ZodType): { value: unknown } | undefined {
  let current: z.core.$ZodType | undefined = schema;
  while (current) {
    const def: any = (current as any)._zod.def;
    if (def.type === "default" || def.type === "prefault") return { value: typeof def.defaultValue === "function" ? def.defaultValue() : def.defaultValue };
    current = def.innerType;
  }
  return undefined;
}
