import type { ApiClient, ApiResponse } from "../http";
import type { HookContext, Props } from "../spec";
import type { SpecContext } from "./context";
import { declaredFields, outputsOf } from "./outputs";
import { recordOnFailure } from "./partialFailure";
import type { Created } from "./types";

/** The last steps of a create or an adoption, once the object exists. */

/** Runs a step of a create after the API accepted (or we adopted) the object, recording the
 *  object if it fails; `extra`: the outputs gathered so far. */
export const afterAccepted =
  (sc: SpecContext, client: ApiClient, id: string, inputs: Props, deadline: number) =>
  <T>(extra: Props, step: (ctx: HookContext) => Promise<T>): Promise<T> =>
    recordOnFailure(sc, client, id, inputs, extra, () => step(sc.hookContext(client, id, inputs, {}, deadline)));

/** The created (or adopted) object once usable, as outputs; `known`: a read still current. */
export async function settled(sc: SpecContext, client: ApiClient, id: string, inputs: Props, extra: Props, deadline: number, known?: ApiResponse): Promise<Created> {
  const settle = () => sc.settle(client, inputs, id, sc.spec.wait?.create, deadline, known);
  // A job that failed (or did not finish in time) is not done: it is not recorded, so the next
  // run runs it again.
  const live = sc.spec.job ? await settle() : await afterAccepted(sc, client, id, inputs, deadline)(extra, settle);
  return { id, outs: outputsOf(sc, inputs, live, extra), declared: declaredFields(sc, inputs) };
}
