import type { ApiClient } from "../http";
import { listAll } from "../listing";
import type { Props, Scope } from "../spec";
import type { SpecContext } from "./context";

/** Finding objects by their natural key: for `adopt`, after an ambiguous create, and `find`. */

/** How long a listing of a collection with non-unique names serves its creates (see idsKnownIn). */
const KNOWN_IDS_MS = 60_000;

export const list = (sc: SpecContext, client: ApiClient, scope: Scope, deadline: number): Promise<Props[]> =>
  sc.spec.api.list ? sc.spec.api.list(client, scope, deadline) : listAll(client, sc.spec.api.collection(scope), deadline);

export const listedId = (sc: SpecContext, item: Props): string => (sc.spec.api.listedId ? sc.spec.api.listedId(item) : String(item.id));

/** The objects named like `inputs` (natural key), newest first. */
export async function findByNaturalKey(sc: SpecContext, client: ApiClient, inputs: Props, deadline: number): Promise<Props[]> {
  const matches = (await list(sc, client, inputs, deadline)).filter((item) => sc.keyFields.every((f) => item[f] === inputs[f]));
  return matches.sort((a, b) => String(b.audit?.createdAt ?? "").localeCompare(String(a.audit?.createdAt ?? "")));
}

/** For natural keys that are not unique: the ids a collection held when this process listed
 *  it, before its first create there (a listing serves the creates of the next minute, so a
 *  run lists a collection once, or once a minute for a long one, however many objects it
 *  creates), plus every id this process made there since. After an ambiguous create, an
 *  object named alike that is not among them is the one the create made; the minute bounds
 *  how long an object someone else made meanwhile could be mistaken for it. */
export function idsKnownIn(sc: SpecContext, client: ApiClient, inputs: Props, deadline: number): Promise<Set<string>> {
  let byCollection = sc.knownIds.get(client);
  if (!byCollection) sc.knownIds.set(client, (byCollection = new Map()));
  const path = sc.spec.api.collection(inputs);
  const cached = byCollection.get(path);
  if (cached && Date.now() - cached.listedAt < KNOWN_IDS_MS) return cached.ids;
  const ids = list(sc, client, inputs, deadline).then((items) => new Set(items.map((item) => listedId(sc, item))));
  byCollection.set(path, { ids, listedAt: Date.now() });
  // A failed listing is not remembered: the next create lists again.
  ids.catch(() => byCollection!.delete(path));
  return ids;
}
