import type { z } from "zod";
import { SCOPE_ID_SCHEMAS } from "../check";
import type { ApiClient } from "../http";
import type { Props, ScopeKey } from "../spec";
import type { Lookup } from "./model";

/** A read-only lookup: something the API answers that no resource manages (a certificate, the
 *  audit event ids, a billing view), read through the management API. */
export interface ReadOnlyLookupDef {
  name: string;
  /** The page of docs/resources/ that documents it. */
  page: string;
  description: string;
  /** The scope ids it reads under: required arguments. */
  scope: ScopeKey[];
  /** Further arguments (documented zod schemas; optional ones may be left out). */
  arguments?: Record<string, z.ZodType>;
  results: Record<string, z.ZodType>;
  secretResults?: string[];
  read: (client: ApiClient, args: Props, deadline: number) => Promise<Props>;
}

export function readOnlyLookup(def: ReadOnlyLookupDef): Lookup {
  return {
    name: def.name,
    form: "readOnly",
    page: def.page,
    description: def.description,
    arguments: { ...Object.fromEntries(def.scope.map((k) => [k, SCOPE_ID_SCHEMAS[k]])), ...def.arguments },
    results: def.results,
    secretResults: def.secretResults ?? [],
    read: (clients, args, deadline) => def.read(clients.management(), args, deadline),
  };
}
