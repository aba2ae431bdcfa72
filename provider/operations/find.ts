import type { Props } from "../spec";
import { durationMs } from "../values";
import { DEFAULT_TIMEOUT, type SpecContext } from "./context";
import { findByNaturalKey, listedId } from "./lookup";

/** The id of the one object named like `props`, undefined when there is none. */
export async function find(sc: SpecContext, props: Props): Promise<string | undefined> {
  const found = await findByNaturalKey(sc, sc.clientOf(props), props, Date.now() + durationMs(DEFAULT_TIMEOUT));
  if (found.length > 1) throw new Error(`dbplane: ${found.length} objects have ${sc.keyFields.join(" and ")} '${sc.keyOf(props)}': name ${sc.spec.kind} by its id instead.`);
  return found.length ? listedId(sc, found[0]) : undefined;
}
