import { z } from "zod";
import { SCOPE_ID_SCHEMAS } from "../check";
import { GATEWAY_INPUT } from "../config";
import { ApiError, type ApiClient, type ApiResponse } from "../http";
import { fieldsOf } from "../fields";
import { SpecContext } from "../operations/context";
import { findByNaturalKey, listedId } from "../operations/lookup";
import { outputsOf } from "../operations/outputs";
import type { Props, ResourceSpec } from "../spec";
import { doc } from "../../schema/docs";
import { whereText, type Lookup } from "./model";

/** The lookup every resource kind has (unless its spec says `lookup: false`): one object, by its
 *  id or by its natural key, under its scope ids, answering what its resource has as outputs. */

/** What the singular lookup of a spec answers: its outputs (scope ids, API fields, provider-only
 *  inputs but a gateway connection, computed outputs) but those a read never gives (write-only
 *  fields, secrets only a create answers), and the API's `id`. */
export function singularResults(spec: ResourceSpec): Record<string, z.ZodType> {
  const unread = new Set([...(spec.writeOnly ?? []), ...Object.keys(spec.computed).filter((k) => (spec.secretOutputs ?? []).includes(k)), GATEWAY_INPUT]);
  const results: Record<string, z.ZodType> = {};
  for (const f of fieldsOf(spec)) {
    if (f.role === "common" || unread.has(f.key)) continue;
    results[f.key] = f.schema as z.ZodType;
  }
  results.id = doc(z.string(), `The API's id of the ${spec.kind}.`);
  return results;
}

/** The natural key fields a lookup must be given beside the scope ids (none for an object its
 *  scope names alone, such as an App Service's private endpoint service). */
const keyArguments = (spec: ResourceSpec, keyFields: string[]) => keyFields.filter((k) => !(spec.scope as string[]).includes(k));

export function singularLookup(spec: ResourceSpec): Lookup {
  const sc = new SpecContext(spec, () => {
    throw new Error("dbplane: a lookup reads with the clients it is given");
  });
  const keys = keyArguments(spec, sc.keyFields);
  const fields = new Map(fieldsOf(spec).map((f) => [f.key, f]));
  const args: Record<string, z.ZodType> = {};
  for (const key of spec.scope) args[key] = SCOPE_ID_SCHEMAS[key];
  const optional = (key: string) => (fields.get(key)!.schema as z.ZodType).optional();
  for (const key of keys) args[key] = optional(key);
  args.id = doc(z.string().min(1).optional(), `The API's id of the ${spec.kind}${keys.length ? `: give it, or ${keys.map((k) => `\`${k}\``).join(" and ")}` : ""}.`);
  if (fields.get(GATEWAY_INPUT)?.role === "extra") args[GATEWAY_INPUT] = optional(GATEWAY_INPUT);
  const results = singularResults(spec);
  const looked = (a: Props) => (a.id !== undefined ? `id ${a.id}` : keys.map((k) => `${k} '${a[k]}'`).join(" and "));

  return {
    name: spec.kind,
    form: "singular",
    page: spec.kind,
    resultsOf: spec.kind,
    description: `Looks up ${article(spec.kind)} ${spec.kind} by its id${keys.length ? ` or by ${keys.map((k) => `\`${k}\``).join(" and ")}` : ""}: its attributes as the resource has them. Finding none is an error.`,
    arguments: args,
    results,
    secretResults: (spec.secretOutputs ?? []).filter((k) => k in results),
    secretArguments: GATEWAY_INPUT in args ? [GATEWAY_INPUT] : [],
    oneOf: keys.length ? [["id"], keys] : undefined,
    async read(clients, a, deadline) {
      const reading = new SpecContext(spec, () => clients);
      const client = reading.clientOf(a);
      const id = a.id ?? (await idByKey(reading, a, deadline));
      const live = id === undefined ? undefined : await readIfValid(reading, client, a, id, deadline);
      if (live === undefined) throw new Error(`dbplane: no ${spec.kind}${looked(a) ? ` with ${looked(a)}` : ""} was found${whereText(a, spec.scope)}.`);
      const outs = outputsOf(sc, a, live, {});
      return { ...pick(outs, Object.keys(results)), id };
    },
  };

  /** The id of the object named by the key: found in the listing, or (an object the API does not
   *  list, such as a gateway database, or one its scope names) the key itself when a read finds it. */
  async function idByKey(reading: SpecContext, a: Props, deadline: number): Promise<string | undefined> {
    const found = await findByNaturalKey(reading, reading.clientOf(a), a, deadline);
    if (found.length > 1) throw new Error(`dbplane: ${found.length} ${spec.kind} objects have ${looked(a)}${whereText(a, spec.scope)}: look it up by its id instead.`);
    if (found.length === 1) return listedId(sc, found[0]);
    const key = reading.keyFields.length === 1 ? a[reading.keyFields[0]] : undefined;
    return typeof key === "string" ? key : undefined;
  }
}

/** The object, undefined when the API has none by this id (or refuses it as no id of its kind). */
async function readIfValid(sc: SpecContext, client: ApiClient, scope: Props, id: string, deadline: number): Promise<ApiResponse | undefined> {
  try {
    return await sc.readLive(client, scope, id, deadline);
  } catch (e) {
    if (e instanceof ApiError && (e.status === 400 || e.status === 422)) return undefined;
    throw e;
  }
}

const pick = (props: Props, keys: string[]) => Object.fromEntries(keys.filter((k) => props[k] !== undefined).map((k) => [k, props[k]]));

export const article = (word: string) => (/^[AEIOU]/.test(word) ? "an" : "a");
