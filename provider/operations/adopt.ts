import { changedInputs } from "../diff";
import type { ApiClient } from "../http";
import type { Props } from "../spec";
import type { SpecContext } from "./context";
import { afterAccepted, settled } from "./accepted";
import { outputsOf } from "./outputs";
import type { Created } from "./types";
import type { Update } from "./update";

/** `adopt: true` found the object `id` named like the inputs: it is taken over as it is, against
 *  the inputs. What can't change in place refuses the adoption before anything is touched
 *  (taking it over would mean replacing, i.e. deleting, what was adopted); the rest is brought to
 *  the inputs now, as an update would, so that the object recorded is the one declared (and a
 *  front end that checks the result against its plan finds what it planned). */
export async function adopt(sc: SpecContext, client: ApiClient, inputs: Props, id: string, deadline: number, update: Update): Promise<Created> {
  const { spec } = sc;
  const recorded = afterAccepted(sc, client, id, inputs, deadline);
  const asFound = async () => {
    const live = await sc.readLive(client, inputs, id, deadline);
    if (!live) throw new Error(`dbplane: ${sc.what(inputs, id)} disappeared while being adopted.`);
    return live;
  };
  let extra: Props = {};
  let known = await asFound();
  let adopted = outputsOf(sc, inputs, known, extra);
  let differences = changedInputs(spec, adopted, inputs);
  const { replaces } = differences;
  if (replaces.length) {
    throw new Error(
      `dbplane: cannot adopt ${sc.what(inputs, id)}: it differs from the inputs in ${replaces.join(", ")}, which can't change in place. Declare it as it is, or delete it and let the next run create it.`,
    );
  }
  if (spec.afterAdopt) {
    // It sets what can't be compared (e.g. a write-only secret), perhaps more: read again.
    extra = { ...extra, ...(await recorded(extra, spec.afterAdopt)) };
    known = await recorded(extra, asFound);
    adopted = outputsOf(sc, inputs, known, extra);
    differences = changedInputs(spec, adopted, inputs);
  }
  if (differences.changed.length) return { id, ...(await update(id, { ...adopted, ...extra }, inputs)) };
  return settled(sc, client, id, inputs, extra, deadline, known);
}
