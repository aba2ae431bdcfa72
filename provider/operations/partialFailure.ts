import type { ApiClient } from "../http";
import type { Props } from "../spec";
import { pick } from "../values";
import type { SpecContext } from "./context";
import { declaredFields, outputsOf } from "./outputs";

/** How long the read that records a failed step's object may take (its own deadline may be past). */
const RECORD_READ_MS = 30_000;

/** A step failed after the API accepted the object (or while updating it): the object exists,
 *  and `outputs` are what it is now, so a front end records it (Pulumi: a partially created
 *  resource; Terraform: a tainted one) instead of orphaning it, and the next run goes on.
 *  `declared`: as a create or update gives it (see Applied). */
export class PartialFailure extends Error {
  constructor(
    message: string,
    readonly id: string,
    readonly outputs: Props,
    readonly declared: string[],
  ) {
    super(message);
    this.name = "PartialFailure";
  }
}

/** Runs a step after the API accepted the object. If it fails, the front end still records the object
 *  (so the next run updates or deletes it instead of orphaning it), with outputs read from the
 *  API right then: a change that did not go through (a switch, a rotation) then differs from the
 *  inputs and the next apply makes it again, no refresh needed. `applied`: the inputs
 *  as far as they were applied. Without a read, the outputs we know. */
export async function recordOnFailure<T>(sc: SpecContext, client: ApiClient, id: string, applied: Props, extra: Props, step: () => Promise<T>, olds: Props = {}): Promise<T> {
  try {
    return await step();
  } catch (e) {
    let outs: Props | undefined;
    try {
      const live = await sc.readLive(client, applied, id, Date.now() + RECORD_READ_MS);
      if (live) outs = outputsOf(sc, applied, live, extra);
    } catch {
      // The API can't say: record what we know.
    }
    outs ??= { ...olds, ...pick(applied, [...sc.providerOnly, ...sc.fields]), ...extra };
    throw new PartialFailure((e as Error).message, id, outs, declaredFields(sc, applied));
  }
}
