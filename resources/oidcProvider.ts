import { z } from "zod";
import { defineSpec, type HookContext, listOperation, type Props, type Scope, type SpecInputs } from "../provider";
import { appEndpointOperations as ops, DEFAULT_OIDC_SCOPE, oidcProvider } from "../schema/api/appEndpoints";
import { unlessEndpointGone } from "./appEndpoint";
import { doc } from "../schema/docs";

/** An OIDC provider of an App Endpoint. Every field is updated in place (PUT). The API makes the
 *  endpoint's first provider the default; `default: true` makes this one the default and keeps
 *  it so.
 *
 *  Only `scope` has a published default (openid and email): the other optional fields left unset
 *  take what the API chose. A provider whose endpoint is gone is gone (the API answers 403 for an
 *  endpoint that does not exist: see AppEndpoint).
 *
 *  The default can't be deleted while other providers exist (409). Deleting it makes another
 *  provider the default first (the first other one the API lists), so removing providers or
 *  destroying the stack never stalls on that rule; to choose the next default, give that
 *  provider `default: true` (its update runs before the delete). */
const extraInputs = {
  /** true: this provider is the endpoint's default. false or unset: the API (and the other
   *  providers) decide. */
  default: doc(z.boolean().optional(), "Whether this provider is the App Endpoint's default; left out, the API and the other providers decide."),
};

type Inputs = SpecInputs<typeof oidcProvider, "organizationId" | "projectId" | "clusterId" | "appServiceId" | "appEndpointName", typeof extraInputs>;

const FIELDS = Object.keys(oidcProvider.shape);
const providerUrl = (s: Scope, id: string) => ops.getOidcProvider.url({ ...s, OIDCProviderId: id });

const setDefault = (client: HookContext["client"], s: Scope, providerId: string, deadline: number) =>
  client.put(ops.setDefaultOidcProvider.url(s), { body: { providerId }, deadline, accept: [404] });

/** Makes this provider the default unless it already is. */
async function makeDefault({ client, id, inputs, deadline, read }: HookContext<Inputs>): Promise<Props | undefined> {
  if (inputs.default !== true) return undefined;
  if (!(await read())?.isDefault) await setDefault(client, inputs, id, deadline);
  return {};
}

/** DELETE; a 409 (the default, with others left) hands the default to another provider first. */
async function deleteProvider({ client, id, inputs, deadline }: HookContext<Inputs>): Promise<void> {
  for (;;) {
    const del = () => client.delete(providerUrl(inputs, id), { deadline, accept: [404, 409] });
    const res = await unlessEndpointGone(client, inputs, inputs.appEndpointName, deadline, del);
    if (res?.status !== 409) return;
    if (Date.now() > deadline) {
      throw new Error(`dbplane: OidcProvider ${id} is the default of App Endpoint '${inputs.appEndpointName}' and could not hand that over in time.`);
    }
    const next = (await listOperation(client, ops.listOidcProviders, inputs, deadline)).find((p) => p.providerId !== id);
    // None left: they went meanwhile, so the DELETE can go through now.
    if (next) await setDefault(client, inputs, next.providerId, deadline);
  }
}

export const oidcProviderSpec = defineSpec({
  kind: "OidcProvider",
  description: "An OIDC provider of an App Endpoint: an identity provider whose tokens log users in.",
  body: oidcProvider,
  scope: ["organizationId", "projectId", "clusterId", "appServiceId", "appEndpointName"],
  extraInputs,
  immutable: [],
  defaults: { scope: DEFAULT_OIDC_SCOPE },
  computed: {
    providerId: doc(z.string(), "The API's id of the provider."),
    isDefault: doc(z.boolean(), "Whether it is the App Endpoint's default provider now."),
  },
  // Another provider of the endpoint may take the default meanwhile (in the same apply, too).
  movedByUpdate: ["isDefault"],
  naturalKey: ["issuer", "clientId"],
  api: {
    collection: (s) => ops.listOidcProviders.url(s),
    item: providerUrl,
    list: (client, s, deadline) => listOperation(client, ops.listOidcProviders, s, deadline),
    read: (client, s, id, deadline) => unlessEndpointGone(client, s, s.appEndpointName!, deadline, () => client.get(providerUrl(s, id), { deadline, accept: [404] })),
    createdId: (res) => res.body.providerId,
    listedId: (item) => item.providerId,
    update: { method: "PUT" },
    outputs: (live, props) => ({
      ...Object.fromEntries(FIELDS.map((f) => [f, live[f]])),
      // Absent: the published default.
      scope: live.scope ?? DEFAULT_OIDC_SCOPE,
      providerId: live.providerId,
      isDefault: live.isDefault === true,
      // `default: true` reports whether it still is (drift when another became the default).
      ...(props.default === true ? { default: live.isDefault === true } : {}),
    }),
    deleteRequest: deleteProvider,
  },
  wait: { delete: "gone" },
  afterCreate: makeDefault,
  actions: { default: makeDefault },
});
