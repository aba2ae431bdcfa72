import type { Props } from "../spec";
import { durationMs } from "../values";
import { DEFAULT_TIMEOUT, type SpecContext } from "./context";
import { inputsOf, outputsOf } from "./outputs";

/** The object as it is now (undefined when gone), and the inputs a program declaring it has. */
export async function read(sc: SpecContext, id: string, props: Props, declared?: string[]): Promise<{ id: string; outs: Props; inputs: Props } | undefined> {
  const client = sc.clientOf(props);
  const live = await sc.readLive(client, props, id, Date.now() + durationMs(DEFAULT_TIMEOUT));
  if (live === undefined) return undefined;
  const outs = outputsOf(sc, props, live, props);
  return { id, outs, inputs: inputsOf(sc, outs, declared) };
}
