import { unknown } from "../provider/values";
import type { Props } from "../provider/spec";

/** Pulumi's conventions for the values a dynamic provider exchanges with the engine, and their
 *  translation to the core's values at the Pulumi front end's edge. */

/** What an input not known yet during a preview looks like to a dynamic provider. */
export const UNKNOWN = "04da6b54-80e4-46f7-96ec-b56ff0331ba9";

/** The key under which the engine stores a dynamic resource's serialized provider (the shim),
 *  beside its inputs and outputs: Pulumi's, never the core's. */
export const PROVIDER_KEY = "__provider";

/** The key under which the front end keeps, beside a resource's outputs, the API fields its
 *  program declared (the core's `declared`), which a refresh needs to derive the program's inputs. */
export const DECLARED_KEY = "__declared";

/** Keys of a state that are the front end's bookkeeping: never handed to the core, never shown
 *  (the Pulumi CLI hides keys starting with `__` too). */
const INTERNAL_KEYS = [PROVIDER_KEY, DECLARED_KEY];

/** Props as the core takes them: without Pulumi's bookkeeping, unknowns as the core's marker. */
export function toCore(props: Props): Props {
  const core: Props = {};
  for (const [key, value] of Object.entries(props)) if (!INTERNAL_KEYS.includes(key)) core[key] = mapDeep(value, (v) => (v === UNKNOWN ? unknown : v));
  return core;
}

/** Core values as Pulumi takes them: unknowns as Pulumi's marker. */
export const toPulumi = (props: Props): Props => mapDeep(props, (v) => (v === unknown ? UNKNOWN : v));

/** A resource's outputs as a person sees them: without the front end's bookkeeping. */
export function shownOutputs(outputs: Props): Props {
  const shown: Props = {};
  for (const [key, value] of Object.entries(outputs)) if (!INTERNAL_KEYS.includes(key)) shown[key] = value;
  return shown;
}

/** `value` with `leaf` applied to every value that is not a plain object or an array. */
function mapDeep(value: any, leaf: (v: unknown) => unknown): any {
  if (Array.isArray(value)) return value.map((v) => mapDeep(v, leaf));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapDeep(v, leaf)]));
  }
  return leaf(value);
}
