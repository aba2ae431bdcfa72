import { z } from "zod";
import { defineSpec } from "../provider";
import { appServiceOperations as ops } from "../schema/api/appServices";
import { doc } from "../schema/docs";

/** An App Service's metadata isolation (`A/metadataIsolation`): once enabled, the API has no way
 *  to turn it off. Create is the PUT that enables it (enabling it again changes nothing: there is
 *  nothing to adopt); a read that finds it off finds the resource gone. Deleting leaves it
 *  enabled, with a warning that says so. The API takes it only while the App Service runs. */
const body = z.strictObject({
  enabled: doc(z.literal(true).optional(), "Always `true`: metadata isolation can be turned on, never off."),
});

export const metadataIsolationSpec = defineSpec({
  kind: "MetadataIsolation",
  description:
    "Metadata isolation of an App Service, turned on. The API can't turn it off again: deleting the resource leaves it on (with a warning); only deleting the App Service removes it.",
  body,
  scope: ["organizationId", "projectId", "clusterId", "appServiceId"],
  immutable: "all",
  defaults: { enabled: true },
  computed: {},
  naturalKey: "appServiceId",
  api: {
    collection: (s) => ops.getMetadataIsolation.url(s),
    item: (s) => ops.getMetadataIsolation.url(s),
    createBody: () => ({ enabled: true }),
    createRequest: async (client, inputs, { body, deadline }) => ({ response: await client.put(ops.setMetadataIsolation.url(inputs), { body, deadline }) }),
    createdId: (_res, inputs) => inputs.appServiceId,
    read: async (client, scope, _id, deadline) => {
      const res = await client.get(ops.getMetadataIsolation.url(scope), { deadline, accept: [404] });
      return res.status === 404 || res.body.enabled !== true ? undefined : res;
    },
    list: async () => [],
    deleteRequest: async ({ id, warn, what }) =>
      warn(`${what}: metadata isolation can't be turned off, so it stays enabled on App Service ${id}; only deleting the App Service removes it.`),
  },
});
