import type { Props } from "../spec";
import { waitUntilGone } from "../wait";
import type { SpecContext } from "./context";
import type { Removed } from "./types";

/** Deletes the object (gone already is fine), waiting until it is gone when the spec says so. A
 *  job is forgotten: what it did stays done (unless its spec deletes what it made). */
export async function remove(sc: SpecContext, id: string, props: Props): Promise<Removed> {
  const { spec } = sc;
  if (spec.job && !spec.api.deleteRequest) return { warnings: [] };
  const client = sc.clientOf(props);
  const deadline = sc.deadlineFor(props, "delete");
  const warnings: string[] = [];
  if (spec.api.deleteRequest) await spec.api.deleteRequest(sc.hookContext(client, id, props, props, deadline, warnings));
  else await client.delete(spec.api.item(props, id), { deadline, accept: [404] });
  if (spec.wait?.delete === "gone") {
    await waitUntilGone(async () => (await sc.readLive(client, props, id, deadline))?.body, sc.what(props, id), deadline);
  }
  return { warnings };
}
