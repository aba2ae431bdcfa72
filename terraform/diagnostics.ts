import type { Shape } from "./shapes";

/** Diagnostics as the protocol carries them, and attribute paths: the core names a property as
 *  `a.b[0].c` with the spec's field names; Terraform wants steps with the attribute names. */

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

/** The steps of a core property path, read along the shape (map keys are data: a key may hold
 *  `.` or `[`, so each possible end of a key is tried). Where the path goes below what the
 *  schema can address (inside a set or a JSON attribute), it stops at that attribute. */
export function stepsOf(shape: Shape, property: string): Step[] {
  return walk(shape, `.${property}`, []) ?? [];
}

function walk(shape: Shape, rest: string, steps: Step[]): Step[] | undefined {
  if (rest === "") return steps;
  switch (shape.kind) {
    case "object": {
      if (!rest.startsWith(".")) return undefined;
      for (const f of shape.fields) {
        const after = rest.slice(1 + f.key.length);
        if (rest.startsWith(f.key, 1) && (after === "" || after[0] === "." || after[0] === "[")) {
          const found = walk(f.shape, after, [...steps, { attribute_name: f.name }]);
          if (found) return found;
        }
      }
      return undefined;
    }
    case "map": {
      if (!rest.startsWith(".")) return undefined;
      for (let end = 1; end <= rest.length; end++) {
        if (end < rest.length && rest[end] !== "." && rest[end] !== "[") continue;
        const found = walk(shape.element, rest.slice(end), [...steps, { element_key_string: rest.slice(1, end) }]);
        if (found) return found;
      }
      return undefined;
    }
    case "list": {
      const m = /^\[(\d+)\]/.exec(rest);
      return m ? walk(shape.element, rest.slice(m[0].length), [...steps, { element_key_int: Number(m[1]) }]) : undefined;
    }
    case "set":
    case "json":
      return steps;
    default:
      return undefined;
  }
}

/** A path as a person reads it in Terraform: `scopes["inventory"].collections`, `oidc[0]`. */
export function describePath(steps: Step[]): string {
  return steps
    .map((s, i) => ("attribute_name" in s ? `${i ? "." : ""}${s.attribute_name}` : "element_key_string" in s ? `[${JSON.stringify(s.element_key_string)}]` : `[${s.element_key_int}]`))
    .join("");
}
