import { lookupsByName, singularLookup, type Lookup } from "../../provider/lookups";
import type { ResourceSpec } from "../../provider/spec";
import { specs } from "../index";
import { listLookups } from "./lists";
import { readOnlyLookups } from "./readOnly";

/** Every lookup, as every front end serves it: the singular lookup of each resource kind (but
 *  those whose spec says `lookup: false`), then the lists and the read-only objects. */
export function lookupsFor(kinds: readonly ResourceSpec[]): Lookup[] {
  return [...kinds.filter((s) => s.lookup !== false).map(singularLookup), ...listLookups, ...readOnlyLookups];
}

export const lookups: readonly Lookup[] = lookupsFor(specs);

const byName = lookupsByName(lookups);

/** The lookup of a name (the generated Pulumi functions find theirs by it). */
export function lookupOf(name: string): Lookup {
  const lookup = byName.get(name);
  if (!lookup) throw new Error(`dbplane: no lookup ${name}`);
  return lookup;
}
