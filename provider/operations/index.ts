import type { Clients } from "../config";
import type { Props, ResourceSpec } from "../spec";
import { check } from "./check";
import { SpecContext } from "./context";
import { create } from "./create";
import { diff } from "./diff";
import { find } from "./find";
import { read } from "./read";
import { remove } from "./remove";
import type { ResourceOperations } from "./types";
import { update } from "./update";

/** The operations of one spec (see ./types.ts), each in its own module over the shared
 *  `SpecContext`. */
export function resourceOperations(spec: ResourceSpec, clients: () => Clients): ResourceOperations {
  const sc = new SpecContext(spec, clients);
  const updateOf = (id: string, olds: Props, news: Props) => update(sc, id, olds, news);
  return {
    spec,
    check: (news) => check(sc, news),
    diff: (olds, news) => diff(sc, olds, news),
    create: (inputs) => create(sc, inputs, updateOf),
    read: (id, props, declared) => read(sc, id, props, declared),
    update: updateOf,
    delete: (id, props) => remove(sc, id, props),
    find: (props) => find(sc, props),
  };
}

export { PartialFailure } from "./partialFailure";
export type { Applied, Created, DiffResult, Removed, ResourceOperations } from "./types";
