import { z } from "zod";
import {
  ApiError,
  type ApiClient,
  type ApiResponse,
  type CheckFailure,
  deepEqual,
  type HookContext,
  type PendingInputs,
  isObject,
  listOperation,
  pick,
  POLL_CAP_MS,
  type Props,
  defineSpec,
  type Scope,
  type SpecInputs,
  isUnknown,
  waitForState,
} from "../provider";
import {
  APP_ENDPOINT_DEFAULTS,
  appEndpointOperations as ops,
  appEndpointStates,
  createAppEndpoint,
  DEFAULT_CORS_MAX_AGE,
  DEFAULT_OIDC_SCOPE,
  oidcProviderAnswer,
} from "../schema/api/appEndpoints";
import { emptyCollectionFailures } from "./collections";
import { doc } from "../schema/docs";

/** An App Endpoint. The id is the name, unique across the gateway: `name` and `bucket` can't
 *  change, so a change replaces the endpoint, deleting the old one first. Everything else is
 *  updated in place by the full-replace PUT. `paused` is declarative: the endpoint is brought
 *  online or paused to match it.
 *
 *  What the API chooses is never compared with a guess: `scopes`, `cors` and `userXattrKey` left
 *  unset take what the API filled in (the default scope and its functions, a CORS object that is
 *  off), and so do the members of a given CORS object, collection or OIDC provider that the
 *  input leaves unset (a collection's default access-control function depends on its name). Only
 *  the published defaults count: `deltaSyncEnabled` and `disablePublicAllDocs` false, a CORS
 *  `maxAge` of 5, an OIDC provider's `scope` of openid and email.
 *
 *  `oidc` is managed only when given: then the endpoint's providers are exactly that list (the
 *  first is the default). Left unset, the providers are someone else's (OidcProvider resources,
 *  the console): every PUT sends back the providers as they are right then, default first so
 *  the default stays the default.
 *
 *  An endpoint that does not exist is a 403 on the API (its "access forbidden or no such App
 *  Endpoint"); a read or delete that meets one lists the App Service's endpoints to tell a
 *  deleted endpoint from a refused key. */
const extraInputs = {
  /** true: paused (Offline); false or unset: online. */
  paused: doc(z.boolean().optional(), "Whether the App Endpoint is paused (offline): switched in place."),
};

type Inputs = SpecInputs<typeof createAppEndpoint, "organizationId" | "projectId" | "clusterId" | "appServiceId", typeof extraInputs>;

const BODY_FIELDS = Object.keys(createAppEndpoint.shape);

/** What absent members of an answer mean: no entries, off, the published defaults. */
const CORS_ABSENT = { loginOrigin: [], headers: [], maxAge: DEFAULT_CORS_MAX_AGE, disabled: false };
const OIDC_ABSENT = { register: false, userPrefix: "", discoveryUrl: "", usernameClaim: "", rolesClaim: "", scope: DEFAULT_OIDC_SCOPE };

/** The members `input` sets equal those of `live` (absent ones read as `absent` says). */
function sameMembers(live: unknown, input: unknown, absent: Props = {}): boolean {
  if (!isObject(live) || !isObject(input)) return deepEqual(live, input);
  return Object.entries(input).every(([k, v]) => v === undefined || deepEqual(live[k] ?? absent[k], v));
}

/** Scopes: the same scopes and collections; of each collection's functions, those the input
 *  sets. */
function sameScopes(live: unknown, input: unknown): boolean {
  if (!isObject(live) || !isObject(input)) return deepEqual(live, input);
  const sameKeys = (a: Props, b: Props) => deepEqual(Object.keys(a).sort(), Object.keys(b).sort());
  if (!sameKeys(live, input)) return false;
  return Object.entries(input).every(([name, scope]) => {
    const liveCollections = live[name]?.collections;
    const collections = scope?.collections;
    if (!isObject(liveCollections) || !isObject(collections)) return deepEqual(liveCollections, collections);
    return sameKeys(liveCollections, collections) && Object.entries(collections).every(([c, fns]) => sameMembers(liveCollections[c] ?? {}, fns));
  });
}

/** OIDC providers: the same list, each with the members the input sets. */
function sameProviders(live: unknown, input: unknown): boolean {
  if (!Array.isArray(live) || !Array.isArray(input)) return deepEqual(live, input);
  return live.length === input.length && input.every((p, i) => sameMembers(live[i], p, OIDC_ABSENT));
}

/** Given nested values with the published defaults filled in (values not known yet left alone). */
function normalize(inputs: PendingInputs<Inputs>): PendingInputs<Inputs> {
  const out = { ...inputs };
  if (isObject(out.cors) && out.cors.maxAge === undefined) out.cors = { ...out.cors, maxAge: DEFAULT_CORS_MAX_AGE };
  if (Array.isArray(out.oidc)) out.oidc = out.oidc.map((p) => (isObject(p) && p.scope === undefined ? { ...p, scope: DEFAULT_OIDC_SCOPE } : p));
  return out;
}

/** What the API checks beyond the JSON Schema, so `preview` fails instead of the request. */
function validate(inputs: PendingInputs<Inputs>): CheckFailure[] {
  const failures: CheckFailure[] = [];
  const cors = inputs.cors;
  if (isObject(cors) && cors.disabled !== true && !isUnknown(cors.disabled) && Array.isArray(cors.origin) && cors.origin.length === 0) {
    failures.push({ path: ["cors", "origin"], reason: "needs at least one origin when CORS is enabled (['*'] allows every origin; or set disabled: true)" });
  }
  if (isObject(inputs.scopes)) {
    if (Object.keys(inputs.scopes).length === 0) failures.push({ path: ["scopes"], reason: "must name at least one scope" });
    failures.push(...emptyCollectionFailures(inputs.scopes));
  }
  const oidc = inputs.oidc;
  if (Array.isArray(oidc)) {
    oidc.forEach((p, i) => {
      // (A provider, or its issuer or client id, not known yet can't be told a repeat.)
      if (!isObject(p) || isUnknown(p.issuer) || isUnknown(p.clientId)) return;
      const earlier = oidc.slice(0, i).some((q) => isObject(q) && q.issuer === p.issuer && q.clientId === p.clientId);
      if (earlier) failures.push({ path: ["oidc", i], reason: "repeats the issuer and clientId of an earlier provider" });
    });
  }
  return failures;
}

/** A provider as the create/replace body takes it (without the read-only fields). */
const providerBody = ({ providerId: _id, isDefault: _default, ...rest }: Props) => rest;

/** The endpoint's providers, default first (a replace makes the first the default). */
const currentOidc = (live: Props | undefined): Props[] => {
  const providers: Props[] = live?.oidc ?? [];
  return [...providers.filter((p) => p.isDefault), ...providers.filter((p) => !p.isDefault)].map(providerBody);
};

/** The full-replace body: every field as declared; what is unset goes back as the API has it
 *  now (its choice), or at the published default. */
async function replaceBody(inputs: Inputs, _olds: unknown, ctx: HookContext): Promise<Props> {
  const live = await ctx.read();
  return {
    ...APP_ENDPOINT_DEFAULTS,
    ...pick(inputs, BODY_FIELDS),
    scopes: inputs.scopes ?? live?.scopes ?? { _default: { collections: { _default: {} } } },
    userXattrKey: inputs.userXattrKey ?? live?.userXattrKey ?? "",
    oidc: inputs.oidc ?? currentOidc(live),
    cors: inputs.cors ?? (isObject(live?.cors) ? live.cors : { origin: [], disabled: true }),
  };
}

/** After the API refused a request on an endpoint with 403: whether the endpoint is gone (the
 *  App Service no longer lists it) rather than out of the key's reach. */
export async function endpointGone(client: ApiClient, scope: Scope, name: string, deadline: number): Promise<boolean> {
  const listed = await listOperation(client, ops.listAppEndpoints, scope, deadline);
  return !listed.some((e) => e.name === name);
}

/** `request`'s answer, or undefined when it met a 404, or a 403 for an endpoint that is gone. */
export async function unlessEndpointGone(
  client: ApiClient,
  scope: Scope,
  name: string,
  deadline: number,
  request: () => Promise<ApiResponse>,
): Promise<ApiResponse | undefined> {
  try {
    const res = await request();
    return res.status === 404 ? undefined : res;
  } catch (e) {
    if (e instanceof ApiError && e.status === 403 && (await endpointGone(client, scope, name, deadline))) return undefined;
    throw e;
  }
}

const isPaused = (state: string | undefined) => state === "Offline" || state === "Stopping";
const endpointUrl = (op: { url(params: object): string }, s: Scope, name: string) => op.url({ ...s, appEndpointName: name });

/** Brings the endpoint online or pauses it as declared, and waits until it is; no call when the
 *  last read already showed it so (`paused` is reported true exactly when it was paused). */
async function applyActivation({ client, id, inputs, olds, deadline, read, what }: HookContext<Inputs, Partial<Inputs>>): Promise<Props | undefined> {
  const paused = inputs.paused === true;
  if (paused === (olds.paused === true)) return undefined;
  if (paused) await client.delete(endpointUrl(ops.pauseAppEndpoint, inputs, id), { deadline });
  else await client.postAction(endpointUrl(ops.bringAppEndpointOnline, inputs, id), { deadline });
  const ready: string = paused ? "Offline" : "Online";
  await waitForState(read, { state: (live) => live.state, ready: [ready], pollCapMs: POLL_CAP_MS.seconds }, what, deadline);
  return {};
}

export const appEndpointSpec = defineSpec({
  kind: "AppEndpoint",
  description: "An App Endpoint of an App Service: a data-sync database serving a bucket's collections to clients, with its OIDC providers and CORS settings.",
  body: createAppEndpoint,
  scope: ["organizationId", "projectId", "clusterId", "appServiceId"],
  extraInputs,
  immutable: ["name", "bucket"],
  defaults: { ...APP_ENDPOINT_DEFAULTS },
  sameMeaning: {
    cors: (live, input) => sameMembers(live, input, CORS_ABSENT),
    scopes: sameScopes,
    oidc: sameProviders,
  },
  computed: {
    oidcProviders: doc(z.array(oidcProviderAnswer), "Every OIDC provider of the App Endpoint, as the API has them (also those OidcProvider resources manage)."),
    state: doc(z.string(), "`Online`, `Offline`, or on the way (`Starting`, `Stopping`)."),
    adminURL: doc(z.string(), "The URL of its admin API."),
    metricsURL: doc(z.string(), "The URL of its metrics."),
    publicURL: doc(z.string(), "The URL clients sync with."),
    requireResync: doc(z.record(z.string(), z.array(z.string())), "The collections whose functions changed and that need a resync, by scope."),
    isRequireResync: doc(z.boolean(), "Whether any collection needs a resync."),
  },
  // The URLs follow the name, which can't change. The PUT may reorder the providers (the default
  // first), OidcProvider resources change them meanwhile, and resyncs clear `requireResync`.
  movedByUpdate: ["state", "oidcProviders", "requireResync", "isRequireResync"],
  naturalKey: "name",
  deleteBeforeReplace: true,
  api: {
    collection: (s) => ops.listAppEndpoints.url(s),
    item: (s, id) => endpointUrl(ops.getAppEndpoint, s, id),
    list: (client, s, deadline) => listOperation(client, ops.listAppEndpoints, s, deadline),
    read: (client, s, id, deadline) =>
      unlessEndpointGone(client, s, id, deadline, () => client.get(endpointUrl(ops.getAppEndpoint, s, id), { deadline, accept: [404] })),
    deleteRequest: async ({ client, id, inputs, deadline }) => {
      await unlessEndpointGone(client, inputs, id, deadline, () => client.delete(endpointUrl(ops.deleteAppEndpoint, inputs, id), { deadline, accept: [404] }));
    },
    // 201 with no body: the name is the id.
    createdId: (_res, inputs) => inputs.name,
    listedId: (item) => item.name,
    update: { method: "PUT", body: replaceBody },
    outputs: (live, props) => {
      const paused = isPaused(live.state);
      return {
        name: live.name,
        bucket: live.bucket,
        userXattrKey: live.userXattrKey,
        disablePublicAllDocs: live.disablePublicAllDocs,
        deltaSyncEnabled: live.deltaSyncEnabled,
        cors: live.cors,
        scopes: live.scopes,
        // Managed only when given (see above); the full list, with ids, is `oidcProviders`.
        ...(props.oidc !== undefined ? { oidc: (live.oidc ?? []).map(providerBody) } : {}),
        oidcProviders: live.oidc ?? [],
        // Unset means online: reported only when given or when the endpoint is paused (drift).
        ...(props.paused !== undefined || paused ? { paused } : {}),
        state: live.state,
        adminURL: live.adminURL,
        metricsURL: live.metricsURL,
        publicURL: live.publicURL,
        requireResync: live.requireResync ?? {},
        isRequireResync: live.isRequireResync ?? Object.keys(live.requireResync ?? {}).length > 0,
      };
    },
  },
  wait: {
    create: {
      state: (live) => live.state,
      ready: ["Online"],
      readyFor: (inputs) => [inputs.paused === true ? "Offline" : "Online"],
      failed: (state) => appEndpointStates.isFailed(state),
      pollCapMs: POLL_CAP_MS.seconds,
    },
    delete: "gone",
  },
  // A pause asked for while the endpoint comes online happens once it is online (document 2).
  afterCreate: async (ctx) => {
    if (ctx.inputs.paused !== true) return undefined;
    await ctx.client.delete(endpointUrl(ops.pauseAppEndpoint, ctx.inputs, ctx.id), { deadline: ctx.deadline });
    return {};
  },
  actions: { paused: applyActivation },
  validate,
  normalize,
});
