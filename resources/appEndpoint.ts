import { z } from "zod";
import { type CheckFailure, type HookContext, isObject, pick, POLL_CAP_MS, type Props, type ResourceSpec, type Scope, UNKNOWN, waitForState } from "../provider";
import { createAppEndpoint, oidcProvider } from "../schema/api/appEndpoints";
import { emptyCollectionFailures, withCollectionDefaults } from "./collections";
import { auditOutput } from "./outputs";

/** An App Endpoint (document 2, "App Endpoint"; paths and codes in document 4). The id is the
 *  name, unique across the gateway: `name` and `bucket` can't change, so a change replaces the
 *  endpoint, deleting the old one first. Everything else is updated in place by the full-replace
 *  PUT. `paused` is declarative: the endpoint is brought online or paused to match it.
 *
 *  `oidc` is managed only when given: then the endpoint's providers are exactly that list (the
 *  first is the default). Left unset, the providers are someone else's (OidcProvider resources,
 *  the console): every PUT sends back the providers as they are right then, default first so
 *  the default stays the default. */
const extraInputs = {
  /** true: paused (Offline); false or unset: online. */
  paused: z.boolean().optional(),
};

const A = (s: Scope) => `/v4/organizations/${s.organizationId}/projects/${s.projectId}/clusters/${s.clusterId}/appservices/${s.appServiceId}`;
const E = (s: Scope, name: string) => `${A(s)}/appEndpoints/${name}`;

/** The API's defaults (document 2): the default scope and collection with the default functions,
 *  CORS off, OIDC provider fields. */
const DEFAULT_ACCESS_CONTROL_FUNCTION = "function (doc, oldDoc, meta) {channel(doc.channels);}";
const DEFAULT_FUNCTIONS = { accessControlFunction: DEFAULT_ACCESS_CONTROL_FUNCTION, importFilter: "" };
const DEFAULT_SCOPES = { _default: { collections: { _default: DEFAULT_FUNCTIONS } } };
const CORS_OFF = { disabled: true };
const CORS_ON_DEFAULTS = { loginOrigin: [], headers: [], maxAge: 5, disabled: false };
export const OIDC_DEFAULTS = { register: false, userPrefix: "", discoveryUrl: "", usernameClaim: "", rolesClaim: "", scope: ["openid", "email"] };

const defaults = { userXattrKey: "", disablePublicAllDocs: false, deltaSyncEnabled: false, cors: CORS_OFF, scopes: DEFAULT_SCOPES };

const BODY_FIELDS = Object.keys(createAppEndpoint.shape);

/** Given nested values with the API's defaults filled in (values not known yet left alone). */
function normalize(inputs: Props): Props {
  const out = { ...inputs };
  if (isObject(out.cors) && out.cors.disabled !== true) out.cors = { ...CORS_ON_DEFAULTS, ...out.cors };
  if (isObject(out.scopes)) out.scopes = withCollectionDefaults(out.scopes, DEFAULT_FUNCTIONS);
  if (Array.isArray(out.oidc)) out.oidc = out.oidc.map((p) => (isObject(p) ? { ...OIDC_DEFAULTS, ...p } : p));
  return out;
}

/** What the API checks beyond the JSON Schema, so `preview` fails instead of the PUT. */
function validate(inputs: Props) {
  const failures: CheckFailure[] = [];
  const cors = inputs.cors;
  if (!isObject(cors) || cors.disabled === UNKNOWN || cors.origin === UNKNOWN) {
    // Not known yet (preview): nothing to say.
  } else if (cors.disabled === true) {
    for (const key of Object.keys(cors).filter((k) => k !== "disabled")) {
      failures.push({ path: ["cors", key], reason: "not allowed when 'disabled' is true: disabled CORS takes no other property" });
    }
  } else if (!Array.isArray(cors.origin) || cors.origin.length === 0) {
    failures.push({ path: ["cors", "origin"], reason: "required when CORS is enabled (set `{disabled: true}` to turn CORS off)" });
  }
  if (isObject(inputs.scopes)) {
    if (Object.keys(inputs.scopes).length === 0) failures.push({ path: ["scopes"], reason: "must name at least one scope" });
    failures.push(...emptyCollectionFailures(inputs.scopes));
  }
  if (Array.isArray(inputs.oidc)) {
    inputs.oidc.forEach((p: Props, i: number) => {
      const earlier = inputs.oidc.slice(0, i).some((q: Props) => q.issuer === p.issuer && q.clientId === p.clientId);
      if (earlier && p.issuer !== UNKNOWN && p.clientId !== UNKNOWN) {
        failures.push({ path: ["oidc", i], reason: "repeats the issuer and clientId of an earlier provider" });
      }
    });
  }
  return failures;
}

/** A provider as the create/replace body takes it (without the read-only fields). */
const providerBody = ({ providerId: _id, isDefault: _default, ...rest }: Props) => rest;

/** The endpoint's providers right now, default first (a replace makes the first the default). */
async function currentOidc(ctx: HookContext): Promise<Props[]> {
  const providers: Props[] = (await ctx.read())?.oidc ?? [];
  return [...providers.filter((p) => p.isDefault), ...providers.filter((p) => !p.isDefault)].map(providerBody);
}

const isPaused = (state: string | undefined) => state === "Offline" || state === "Stopping";

/** Brings the endpoint online or pauses it as declared, and waits until it is; no call when the
 *  last read already showed it so (`paused` is reported true exactly when it was paused). */
async function applyActivation({ client, id, inputs, olds, deadline, read, what }: HookContext): Promise<Props | undefined> {
  const path = `${E(inputs, id)}/activationStatus`;
  const paused = inputs.paused === true;
  if (paused === (olds.paused === true)) return undefined;
  if (paused) await client.delete(path, { deadline });
  else await client.postAction(path, { deadline });
  await waitForState(read, { state: (live) => live.state, ready: [paused ? "Offline" : "Online"], pollCapMs: POLL_CAP_MS.seconds }, what, deadline);
  return {};
}

export const appEndpointSpec: ResourceSpec = {
  kind: "AppEndpoint",
  body: createAppEndpoint,
  scope: ["organizationId", "projectId", "clusterId", "appServiceId"],
  extraInputs,
  immutable: ["name", "bucket"],
  defaults,
  computed: {
    oidcProviders: z.array(oidcProvider.required().extend({ providerId: z.string(), isDefault: z.boolean() })),
    state: z.string(),
    adminURL: z.string(),
    publicURL: z.string(),
    requireResync: z.record(z.string(), z.object({ items: z.array(z.string()) })),
    resyncState: z.string(),
    audit: auditOutput,
  },
  naturalKey: "name",
  deleteBeforeReplace: true,
  api: {
    collection: (s) => `${A(s)}/appEndpoints`,
    item: E,
    // 201 with no body: the name is the id.
    createdId: (_res, inputs) => inputs.name,
    listedId: (item) => item.name,
    update: {
      method: "PUT",
      // A full replace: every field, unset ones at the API's default; unmanaged OIDC as it is now.
      body: async (inputs, _olds, ctx) => ({
        ...defaults,
        ...pick(inputs, BODY_FIELDS),
        oidc: inputs.oidc ?? (await currentOidc(ctx)),
      }),
    },
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
        publicURL: live.publicURL,
        requireResync: live.requireResync,
        resyncState: live.resyncState,
        audit: live.audit,
      };
    },
  },
  wait: {
    create: { state: (live) => live.state, ready: ["Online"], readyFor: (inputs) => [inputs.paused === true ? "Offline" : "Online"], pollCapMs: POLL_CAP_MS.seconds },
    delete: "gone",
  },
  // A pause asked for while the endpoint comes online happens once it is online (document 2).
  afterCreate: async (ctx) => {
    if (ctx.inputs.paused !== true) return undefined;
    await ctx.client.delete(`${E(ctx.inputs, ctx.id)}/activationStatus`, { deadline: ctx.deadline });
    return {};
  },
  actions: { paused: applyActivation },
  validate,
  normalize,
};
