import type { PropertyPath } from "../provider/check";
import type { Shape } from "./shapes";

/** Diagnostics as the protocol carries them, and attribute paths: the core's property paths use
 *  the spec's field names; Terraform wants steps with the attribute names. */

export type Step = { attribute_name: string } | { element_key_string: string } | { element_key_int: number };

export interface Diagnostic {
  severity: "ERROR" | "WARNING";
  summary: string;
  detail: string;
  attribute?: { steps: Step[] };
}

export const error = (summary: string, detail = "", steps?: Step[]): Diagnostic => ({
  severity: "ERROR",
  summary,
  detail,
  ...(steps && steps.length ? { attribute: { steps } } : {}),
});

export const warning = (summary: string, detail = ""): Diagnostic => ({ severity: "WARNING", summary, detail });

/** The steps of a core property path, read along the shape. Where the path goes below what the
 *  schema can address (inside a set or a JSON attribute), it stops at that attribute; where it
 *  leaves the shape, it stops where it left. */
export function stepsOf(shape: Shape, path: PropertyPath): Step[] {
  const steps: Step[] = [];
  let at = shape;
  for (const key of path) {
    if (at.kind === "object") {
      const field = at.fields.find((f) => f.key === key);
      if (!field) break;
      steps.push({ attribute_name: field.name });
      at = field.shape;
    } else if (at.kind === "map") {
      steps.push({ element_key_string: String(key) });
      at = at.element;
    } else if (at.kind === "list" && typeof key === "number") {
      steps.push({ element_key_int: key });
      at = at.element;
    } else break;
  }
  return steps;
}

/** A path as a person reads it in Terraform: `scopes["inventory"].collections`, `oidc[0]`. */
export function describePath(steps: Step[]): string {
  return steps
    .map((s, i) => ("attribute_name" in s ? `${i ? "." : ""}${s.attribute_name}` : "element_key_string" in s ? `[${JSON.stringify(s.element_key_string)}]` : `[${s.element_key_int}]`))
    .join("");
}
