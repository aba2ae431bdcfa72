import type { ApiResponse } from "../http";
import { defaultsOf, type Props } from "../spec";
import { deepEqual, pick, presentEntries } from "../values";
import type { SpecContext } from "./context";

/** Outputs: the inputs as given for provider-only fields, the live API object for the rest,
 *  write-only values as just sent (the inputs) or else carried over from before. */
export function outputsOf(sc: SpecContext, inputs: Props, live: ApiResponse, carried: Props): Props {
  const { spec, providerOnly } = sc;
  const fromApi = spec.api.outputs ? spec.api.outputs(live.body, inputs) : pick(live.body, [...sc.fields, ...sc.answeredComputed]);
  const outs: Props = {};
  for (const f of providerOnly) if (inputs[f] !== undefined) outs[f] = inputs[f];
  for (const f of spec.writeOnly ?? []) if ((inputs[f] ?? carried[f]) !== undefined) outs[f] = inputs[f] ?? carried[f];
  Object.assign(outs, fromApi);
  // A value the API gives back otherwise (another spelling, members it filled in) is kept as it
  // was given while it means the same, so that a refresh reports only real drift.
  for (const [f, same] of presentEntries(spec.sameMeaning)) {
    if (inputs[f] !== undefined && outs[f] !== undefined && same(outs[f], inputs[f])) outs[f] = inputs[f];
  }
  // Secret outputs the API returns only once (a token); a provider-only input (a connection) is as given.
  for (const f of spec.secretOutputs ?? []) {
    if (outs[f] === undefined && carried[f] !== undefined && !providerOnly.includes(f)) outs[f] = carried[f];
  }
  if (spec.etag && live.etag) outs.etag = live.etag;
  // An output the API left out is absent, not undefined (Pulumi's host can't serialize one in a
  // failed create's properties).
  for (const f of Object.keys(outs)) if (outs[f] === undefined) delete outs[f];
  return outs;
}

/** The API fields the program set: what lets a refresh tell a field the program gave from one
 *  the API filled in, and so derive the program's inputs (see inputsOf). */
export const declaredFields = (sc: SpecContext, inputs: Props): string[] => sc.fields.filter((f) => inputs[f] !== undefined);

/** Inputs as the live object says they are, so a refresh shows real drift only: provider-only
 *  inputs as given, and the API fields the program declared; one it left unset only when it
 *  differs from the API's fixed default (what the API chose where it has none is not the
 *  program's). */
export function inputsOf(sc: SpecContext, outs: Props, declared: string[] | undefined): Props {
  const inputs: Props = pick(outs, sc.providerOnly);
  const defaults = defaultsOf(sc.spec, outs);
  for (const f of sc.fields) {
    if (outs[f] === undefined) continue;
    if (!declared?.includes(f) && (!(f in defaults) || deepEqual(outs[f], defaults[f]))) continue;
    inputs[f] = outs[f];
  }
  return inputs;
}
