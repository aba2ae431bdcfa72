import { z } from "zod";
import { SCOPE_ID_SCHEMAS } from "../check";
import { GATEWAY_INPUT } from "../config";
import type { ApiClient } from "../http";
import { SpecContext } from "../operations/context";
import { list as specListing, listedId } from "../operations/lookup";
import { outputsOf } from "../operations/outputs";
import type { Props, ResourceSpec, ScopeKey } from "../spec";
import { doc } from "../../schema/docs";
import type { Lookup } from "./model";
import { singularResults } from "./singular";

/** A list lookup: the objects of a collection, each with the attributes its resource has (or,
 *  for objects no resource manages, the attributes the definition gives), as `items`. Nothing
 *  found is an empty list. Paging is the core's (provider/listing.ts). */

export interface ListLookupDef {
  name: string;
  description: string;
  /** The scope ids it lists under: required arguments. */
  scope: ScopeKey[];
  /** What each item is: a resource kind's objects, or documented attributes of their own. */
  item: { of: ResourceSpec } | { page: string; results: Record<string, z.ZodType> };
  /** The API's objects (every page); default: the resource kind's own listing. `readById`: one
   *  object of the resource kind by its id (undefined when gone), for a listing of ids only. */
  list?: (client: ApiClient, args: Props, deadline: number, readById: (id: string) => Promise<Props | undefined>) => Promise<Props[]>;
  /** An item's attributes from an API object of its own kind (default: as the API answers them). */
  toItem?: (live: Props) => Props;
}

export function listLookup(def: ListLookupDef): Lookup {
  const spec = "of" in def.item ? def.item.of : undefined;
  const itemResults = spec ? singularResults(spec) : (def.item as { results: Record<string, z.ZodType> }).results;
  const args: Record<string, z.ZodType> = Object.fromEntries(def.scope.map((k) => [k, SCOPE_ID_SCHEMAS[k]]));
  // A gateway resource's objects are reached through the provider's gateway settings or this.
  const gateway = spec?.extraInputs?.[GATEWAY_INPUT] as z.ZodType | undefined;
  if (gateway) args[GATEWAY_INPUT] = gateway.optional();
  const noun = spec ? `${spec.kind} objects` : "objects";
  return {
    name: def.name,
    form: "list",
    page: spec?.kind ?? (def.item as { page: string }).page,
    resultsOf: spec?.kind,
    description: def.description,
    arguments: args,
    results: { items: doc(z.array(z.object(itemResults)), `The ${noun} found, in the API's order: an empty list when there are none.`) },
    secretResults: spec?.secretOutputs?.some((k) => k in itemResults) ? ["items"] : [],
    secretArguments: gateway ? [GATEWAY_INPUT] : [],
    async read(clients, a, deadline) {
      if (!spec) return { items: (await def.list!(clients.management(), a, deadline, async () => undefined)).map((live) => pick(def.toItem ? def.toItem(live) : live, Object.keys(itemResults))) };
      const sc = new SpecContext(spec, () => clients);
      const client = sc.clientOf(a);
      const readById = async (id: string) => (await sc.readLive(client, a, id, deadline))?.body;
      const found = def.list ? await def.list(client, a, deadline, readById) : await specListing(sc, client, a, deadline);
      const items = found.map((live) => {
        const scope = { ...a, ...pick(live, spec.scope) };
        return { ...pick(outputsOf(sc, scope, { status: 200, body: live }, {}), Object.keys(itemResults)), id: listedId(sc, live) };
      });
      return { items };
    },
  };
}

const pick = (props: Props, keys: readonly string[]) => Object.fromEntries(keys.filter((k) => props[k] !== undefined).map((k) => [k, props[k]]));
