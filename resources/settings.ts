import type { ApiMapping, Props, ScopeKey } from "../provider/spec";
import type { Operation } from "../schema/model";

/** What the settings of a parent share (audit settings, logging): one per parent and always
 *  there (a parent that never set them reads as the API's defaults), so there is nothing to
 *  make. Create is the PUT that sets them, taking over whatever was set before (`adopt` changes
 *  nothing); update is the same PUT; delete PUTs the API's defaults back. Every PUT carries the
 *  whole settings, unset fields at their defaults, so the settings become exactly what is
 *  declared. A 404: the parent is gone, and its settings with it. */
export function settingsApi(opts: {
  get: Operation;
  put: Operation;
  /** The scope key of the parent: the settings' id. */
  parent: ScopeKey;
  /** The API's settings of a parent that never set them. */
  defaults: () => Props;
  /** The declared inputs, as the API's fields. */
  fields: (inputs: Props) => Props;
}): ApiMapping {
  const { get, put, parent, defaults, fields } = opts;
  const body = (inputs: Props) => ({ ...defaults(), ...Object.fromEntries(Object.entries(fields(inputs)).filter(([, v]) => v !== undefined)) });
  return {
    collection: (s) => get.url(s),
    item: (s) => get.url(s),
    createRequest: async (client, inputs, { deadline }) => ({ response: await client.put(put.url(inputs), { body: body(inputs), deadline }) }),
    createdId: (_res, inputs) => inputs[parent],
    // Taking the singleton over is setting it: nothing to look up.
    list: async () => [],
    update: { method: "PUT", body: (inputs) => body(inputs) },
    deleteRequest: async ({ client, inputs, deadline, warn, what }) => {
      const res = await client.put(put.url(inputs), { body: defaults(), deadline, accept: [404, 409] });
      // A parent that can't take the change now (turned off, say) keeps its settings: say so.
      if (res.status === 409) warn(`${what}: the settings were left as they are, not put back to their defaults: ${res.body?.message ?? "409 Conflict"}`);
    },
  };
}
