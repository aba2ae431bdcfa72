import { z } from "zod";
import type { CheckFailure } from "../check";
import type { Clients } from "../config";
import type { Props } from "../spec";
import { isUnknown } from "../values";

/** A lookup (a Terraform data source, a Pulumi `getX` function): it reads what exists and
 *  manages nothing. Every front end serves it from this alone: its arguments (what a program
 *  gives), its results (what it answers; a key may be both, e.g. a name looked up by), and the
 *  read. Three kinds: the singular lookup every resource kind has (./singular.ts), a list of
 *  objects (./list.ts), a read-only object of the API (./readOnly.ts). */
export interface Lookup {
  /** `AppService`, `AppServices`, `AppServiceCertificate`: Terraform `dbplane_<snake_case>`,
   *  Pulumi `get<Name>`. */
  name: string;
  form: "singular" | "list" | "readOnly";
  /** The page of docs/resources/ that documents it (a resource kind, or `Lookups`). */
  page: string;
  /** The resource kind whose outputs (and `id`) it answers: the object's, or each item's. */
  resultsOf?: string;
  description: string;
  /** Documented zod schemas; an optional one may be left out. */
  arguments: Record<string, z.ZodType>;
  /** Documented zod schemas of what it answers (any may be absent). */
  results: Record<string, z.ZodType>;
  /** Results that are secrets (Terraform: sensitive; Pulumi: a secret output). */
  secretResults: string[];
  /** Arguments that are secrets (a gateway connection). */
  secretArguments?: string[];
  /** Alternative groups of arguments, exactly one of which must be given whole (e.g. `id`, or
   *  the natural key). */
  oneOf?: string[][];
  /** Reads it. A singular lookup that finds nothing throws a message naming what it looked for
   *  and where; a list that finds nothing is empty. */
  read(clients: Clients, args: Props, deadline: number): Promise<Props>;
}

/** How long a lookup may take. */
export const LOOKUP_TIMEOUT_MS = 5 * 60_000;

/** What is wrong with a lookup's arguments: each given one against its schema (unknown values
 *  are checked once known), required ones missing, and the `oneOf` groups. */
export function checkArguments(lookup: Lookup, args: Props): CheckFailure[] {
  const failures: CheckFailure[] = [];
  for (const [key, schema] of Object.entries(lookup.arguments)) {
    const value = args[key];
    if (isUnknown(value)) continue;
    if (value === undefined) {
      if ((schema as any)._zod.optin !== "optional") failures.push({ path: [key], reason: "required" });
      continue;
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) for (const issue of parsed.error.issues) failures.push({ path: [key, ...(issue.path as Array<string | number>)], reason: issue.message });
  }
  const groups = lookup.oneOf ?? [];
  if (groups.length && !groups.flat().some((k) => isUnknown(args[k]))) {
    const chosen = groups.filter((g) => g.every((k) => args[k] !== undefined));
    const names = groups.map((g) => g.map((k) => `\`${k}\``).join(" and ")).join(" or ");
    if (chosen.length !== 1) failures.push({ path: [groups[0][0]], reason: chosen.length ? `give ${names}, not both` : `give ${names}` });
  }
  return failures;
}

/** Lookups by name; two with one name are a definition error, naming both. */
export function lookupsByName(lookups: readonly Lookup[]): Map<string, Lookup> {
  const byName = new Map<string, Lookup>();
  for (const l of lookups) {
    const other = byName.get(l.name);
    if (other) throw new Error(`dbplane: two lookups are named ${l.name} (a ${other.form} one and a ${l.form} one): rename one, or opt the resource kind out with \`lookup: false\`.`);
    byName.set(l.name, l);
  }
  return byName;
}

/** Reads a lookup after checking its arguments: a failure is an error naming the argument and the rule. */
export async function runLookup(lookup: Lookup, clients: Clients, args: Props): Promise<Props> {
  const failures = checkArguments(lookup, args);
  if (failures.length) throw new Error(`dbplane: lookup ${lookup.name}: ${failures.map((f) => `${f.path.join(".")}: ${f.reason}`).join("; ")}.`);
  return lookup.read(clients, args, Date.now() + LOOKUP_TIMEOUT_MS);
}

/** Where a lookup looked, for its messages: `in organization o, project p, cluster c`. */
export function whereText(args: Props, scope: readonly string[]): string {
  const named = scope.filter((k) => args[k] !== undefined).map((k) => `${k.replace(/(Id|Name)$/, "").replace(/([A-Z])/g, " $1").toLowerCase()} ${args[k]}`);
  return named.length ? ` in ${named.join(", ")}` : "";
}
