import { z } from "zod";
import { type ApiClient, type Props, defineSpec, type Scope } from "../provider";
import { privateEndpointOperations as ops, privateEndpointStates } from "../schema/api/privateEndpoints";
import { doc } from "../schema/docs";

/** An accepted private endpoint connection: the cloud side asks to connect (`pendingAcceptance`);
 *  creating this resource accepts the request by `endpointId` (`pending` → `linked`), deleting it
 *  rejects or unassociates it. The App Service's private endpoint service must be enabled. There
 *  is no single GET: reads go through the listing, which gives each endpoint's `id`,
 *  `serviceName` and `status` (no DNS name: clients use the names the cloud side gives its own
 *  endpoint). States: the model's `privateEndpointStates`; `failed` and `unrecognized` end the
 *  wait with an error. */
const body = z.strictObject({
  /** The cloud-side endpoint's id (e.g. `vpce-0abc…`). */
  endpointId: doc(z.string().regex(/^[A-Za-z0-9-]{1,64}$/, "letters, digits and '-', up to 64"), "The id of the endpoint on the cloud side (such as `vpce-0abc…`): letters, digits and '-', up to 64."),
});

const E = (s: Scope, endpointId: string) => ops.acceptPrivateEndpoint.url({ ...s, endpointId });

/** The connections, or undefined when the service is not enabled (409) or the App Service is gone
 *  (404): then no connection exists. */
async function listing(client: ApiClient, scope: Scope, deadline: number): Promise<Props[] | undefined> {
  const res = await client.get(ops.listPrivateEndpoints.url(scope), { deadline, accept: [404, 409] });
  return res.status === 200 ? (res.body.endpoints ?? []) : undefined;
}

/** Connections that were accepted (a pendingAcceptance or rejected one is nobody's yet). */
const accepted = (e: Props) => e.status !== "pendingAcceptance" && e.status !== "rejected";

export const privateEndpointSpec = defineSpec({
  kind: "PrivateEndpoint",
  description: "A private endpoint connection of an App Service: a cloud-side endpoint accepted into its private endpoint service.",
  body,
  scope: ["organizationId", "projectId", "clusterId", "appServiceId"],
  immutable: "all",
  computed: {
    status: doc(z.string(), "The connection's status, such as `linked`."),
    serviceName: doc(z.string(), "The name of the private endpoint service it connects to."),
  },
  naturalKey: "endpointId",
  api: {
    collection: (s) => ops.listPrivateEndpoints.url(s),
    item: E,
    createBody: () => undefined,
    // Accepting is a POST on the connection itself; after an ambiguous failure the listing says
    // whether it went through.
    createRequest: (client, inputs, opts) => client.create(E(inputs, inputs.endpointId), opts),
    createdId: (_res, inputs) => inputs.endpointId,
    read: async (client, scope, id, deadline) => {
      const found = (await listing(client, scope, deadline))?.find((e: Props) => e.id === id);
      if (!found || found.status === "rejected") return undefined;
      return { status: 200, body: { endpointId: found.id, ...found } };
    },
    list: async (client, scope, deadline) => ((await listing(client, scope, deadline)) ?? []).filter(accepted).map((e: Props) => ({ ...e, endpointId: e.id })),
    // 409: the service is not enabled, so the connection is already terminated.
    deleteRequest: async ({ client, id, inputs, deadline }) => {
      await client.delete(ops.rejectPrivateEndpoint.url({ ...inputs, endpointId: id }), { deadline, accept: [404, 409] });
    },
  },
  wait: {
    create: { state: (live) => live.status, ready: ["linked"], failed: privateEndpointStates.isFailed },
    delete: "gone",
  },
});
