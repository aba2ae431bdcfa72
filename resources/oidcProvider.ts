import { z } from "zod";
import { type HookContext, listAll, type Props, type ResourceSpec, type Scope } from "../provider";
import { oidcProvider } from "../schema/api/appEndpoints";
import { OIDC_DEFAULTS } from "./appEndpoint";

/** An OIDC provider of an App Endpoint (document 2, "OIDC provider"; paths and codes in
 *  document 4). Every field is updated in place (PUT). The API makes the endpoint's first
 *  provider the default; `default: true` makes this one the default and keeps it so.
 *
 *  The default can't be deleted while other providers exist (409). Deleting it makes another
 *  provider the default first (the first other one the API lists), so removing providers or
 *  destroying the stack never stalls on that rule; to choose the next default, give that
 *  provider `default: true` (its update runs before the delete). */
const extraInputs = {
  /** true: this provider is the endpoint's default. false or unset: the API (and the other
   *  providers) decide. */
  default: z.boolean().optional(),
};

const E = (s: Scope) =>
  `/v4/organizations/${s.organizationId}/projects/${s.projectId}/clusters/${s.clusterId}/appservices/${s.appServiceId}/appEndpoints/${s.appEndpointName}`;
const P = (s: Scope) => `${E(s)}/oidcProviders`;
const FIELDS = Object.keys(oidcProvider.shape);

const setDefault = (client: HookContext["client"], s: Scope, providerId: string, deadline: number) =>
  client.put(`${P(s)}/defaultProvider`, { body: { providerId }, deadline, accept: [404] });

/** Makes this provider the default unless it already is. */
async function makeDefault({ client, id, inputs, deadline, read }: HookContext): Promise<Props | undefined> {
  if (inputs.default !== true) return undefined;
  if (!(await read())?.isDefault) await setDefault(client, inputs, id, deadline);
  return {};
}

/** DELETE; a 409 (the default, with others left) hands the default to another provider first. */
async function deleteProvider({ client, id, inputs, deadline }: HookContext): Promise<void> {
  for (;;) {
    const res = await client.delete(`${P(inputs)}/${id}`, { deadline, accept: [404, 409] });
    if (res.status !== 409) return;
    if (Date.now() > deadline) {
      throw new Error(`dbplane: OidcProvider ${id} is the default of App Endpoint '${inputs.appEndpointName}' and could not hand that over in time.`);
    }
    const next = (await listAll(client, P(inputs), deadline)).find((p) => p.providerId !== id);
    // None left: they went meanwhile, so the DELETE can go through now.
    if (next) await setDefault(client, inputs, next.providerId, deadline);
  }
}

export const oidcProviderSpec: ResourceSpec = {
  kind: "OidcProvider",
  body: oidcProvider,
  scope: ["organizationId", "projectId", "clusterId", "appServiceId", "appEndpointName"],
  extraInputs,
  immutable: [],
  defaults: OIDC_DEFAULTS,
  computed: { providerId: z.string(), isDefault: z.boolean() },
  naturalKey: ["issuer", "clientId"],
  api: {
    collection: P,
    item: (s, id) => `${P(s)}/${id}`,
    createdId: (res) => res.body.providerId,
    listedId: (item) => item.providerId,
    update: { method: "PUT" },
    outputs: (live, props) => ({
      ...Object.fromEntries(FIELDS.map((f) => [f, live[f]])),
      providerId: live.providerId,
      isDefault: live.isDefault,
      // `default: true` reports whether it still is (drift when another became the default).
      ...(props.default === true ? { default: live.isDefault === true } : {}),
    }),
    deleteRequest: deleteProvider,
  },
  wait: { delete: "gone" },
  afterCreate: makeDefault,
  actions: { default: makeDefault },
};

