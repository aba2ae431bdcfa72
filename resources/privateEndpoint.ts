import { z } from "zod";
import { type ApiClient, type Props, type ResourceSpec, type Scope } from "../provider";
import { privateEndpointServicePath as S } from "./privateEndpointService";

/** An accepted private endpoint connection (document 2 "Private endpoints"; states in document
 *  4): the cloud side asks to connect (`pendingAcceptance`); creating this resource accepts the
 *  request by `endpointId` (`pending` → `linked`), deleting it rejects or unassociates it. The
 *  App Service's private endpoint service must be enabled. There is no single GET: reads go
 *  through the listing. */
const body = z.strictObject({
  /** The cloud-side endpoint's id (e.g. `vpce-0abc…`). */
  endpointId: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, "letters, digits and '-', up to 64"),
});

const E = (s: Scope, endpointId: string) => `${S(s)}/endpoints/${endpointId}`;

/** The connections and the DNS name, or undefined when the service is not enabled (409) or the
 *  App Service is gone (404): then no connection exists. */
async function listing(client: ApiClient, scope: Scope, deadline: number): Promise<Props | undefined> {
  const res = await client.get(`${S(scope)}/endpoints`, { deadline, accept: [404, 409] });
  return res.status === 200 ? res.body : undefined;
}

/** Connections that were accepted (a pendingAcceptance or rejected one is nobody's yet). */
const accepted = (e: Props) => e.status !== "pendingAcceptance" && e.status !== "rejected";

export const privateEndpointSpec: ResourceSpec = {
  kind: "PrivateEndpoint",
  body,
  scope: ["organizationId", "projectId", "clusterId", "appServiceId"],
  immutable: "all",
  computed: { status: z.string(), serviceName: z.string(), privateEndpointDNS: z.string() },
  naturalKey: "endpointId",
  api: {
    collection: (s) => `${S(s)}/endpoints`,
    item: E,
    createBody: () => undefined,
    // Accepting is a POST on the connection itself; after an ambiguous failure the listing says
    // whether it went through.
    createRequest: (client, inputs, opts) => client.create(E(inputs, inputs.endpointId), opts),
    createdId: (_res, inputs) => inputs.endpointId,
    read: async (client, scope, id, deadline) => {
      const list = await listing(client, scope, deadline);
      const found = list?.endpoints.find((e: Props) => e.id === id);
      if (!found || found.status === "rejected") return undefined;
      return { status: 200, body: { endpointId: found.id, ...found, privateEndpointDNS: list!.privateEndpointDNS } };
    },
    list: async (client, scope, deadline) =>
      ((await listing(client, scope, deadline))?.endpoints ?? []).filter(accepted).map((e: Props) => ({ ...e, endpointId: e.id })),
    // 409: the service is not enabled, so the connection is already terminated.
    deleteRequest: async ({ client, id, inputs, deadline }) => {
      await client.delete(E(inputs, id), { deadline, accept: [404, 409] });
    },
  },
  wait: {
    create: { state: (live) => live.status, ready: ["linked"], failed: (s) => s === "failed" },
    delete: "gone",
  },
};
