import { z } from "zod";
import { operations, states } from "../model";
import { httpUrl, matching, pageOf } from "./common";
import { adminUser } from "./appServices";
import { A, E, PAGED, SORTED } from "./paths";
import { doc, fieldDocs } from "../docs";

/** App Endpoints and what hangs off one (CORS, the access-control function and import filter of
 *  each collection, OIDC providers, resync, audit and log-streaming configuration, the admin
 *  users who reach it), as the management API's v4 specification has them. Rules the
 *  specification does not publish are the documents' (document 2) and say so; cross-field rules
 *  JSON Schema cannot express (enabled CORS without an origin, JavaScript syntax, at least one
 *  collection per scope) are checked by the server's handlers. */

/** Fewer than 228 characters of lowercase letters, digits and `-_$+()` (the API's set); the
 *  first a letter, as the gateway requires of a database name (the endpoint is one). No periods:
 *  a keyspace joins the endpoint, scope and collection names with periods. */
export const appEndpointName = matching(
  /^[a-z][a-z0-9_$+()-]*$/,
  "a name of lowercase letters, digits and '-', '_', '$', '+', '(', ')', starting with a letter",
  z.string().min(1).max(227),
);

/** Scope and collection names follow the bucket's rules: 1 to 251 characters from letters,
 *  digits, `_`, `-`, `%`, not starting with `_` or `%` — except `_default`. */
export const keyspacePart = matching(
  /^(_default|[A-Za-z0-9][A-Za-z0-9_%-]{0,250})$/,
  "'_default' or 1 to 251 letters, digits, '_', '-', '%', not starting with '_' or '%'",
);

export const DEFAULT_SCOPE = "_default";
export const DEFAULT_COLLECTION = "_default";

/** The access-control function a collection has until one is given (the gateway's default sync
 *  function): the document's own `channels` in the default collection, the collection's name as
 *  the one channel of a named collection. Collection names need no quoting (see keyspacePart).
 *  The provider never compares with it: an unset function is the API's choice. */
export function defaultAccessControlFunction(scope: string, collection: string): string {
  return scope === DEFAULT_SCOPE && collection === DEFAULT_COLLECTION ? "function(doc){channel(doc.channels);}" : `function(doc){channel("${collection}");}`;
}

/** Both JavaScript function expressions; unset: the default above, and no import filter (every
 *  document is imported). */
export const collectionFunctions = z.strictObject({
  accessControlFunction: doc(z.string().optional(), "The collection's access control function (JavaScript); left out, the API's default."),
  importFilter: doc(z.string().optional(), "The collection's import filter (JavaScript); left out, every document is imported."),
});

export const appEndpointScopes = z.record(
  keyspacePart,
  z.strictObject({ collections: doc(z.record(keyspacePart, collectionFunctions), "The scope's collections served, by name, with their functions.") }),
);

/** OIDC providers one App Endpoint may have. Unpublished: each login tries a token against the
 *  providers, and a real deployment has a handful. */
export const MAX_OIDC_PROVIDERS = 32;

/** The scopes an OIDC provider asks for unless told (published default). */
export const DEFAULT_OIDC_SCOPE = ["openid", "email"];

/** What each member of an OIDC provider means, as sent and as read back. */
const OIDC_MEMBER = {
  issuer: "The provider's issuer URL.",
  clientId: "The client id the App Endpoint has at the provider.",
  register: "Whether a user the provider vouches for is created on first login.",
  userPrefix: "The prefix of the names of users created from this provider.",
  discoveryUrl: "The provider's discovery document URL, when not at the issuer's well-known path; empty: the issuer's.",
  usernameClaim: "The token claim that holds the user's name.",
  rolesClaim: "The token claim that holds the user's roles.",
  scope: "The scopes asked of the provider.",
};

/** An OIDC provider as requests send it (`providerId` and `isDefault` are read-only). */
export const oidcProvider = z.strictObject({
  issuer: doc(httpUrl, OIDC_MEMBER.issuer),
  clientId: doc(z.string().min(1), OIDC_MEMBER.clientId),
  register: doc(z.boolean().optional(), OIDC_MEMBER.register),
  userPrefix: doc(z.string().optional(), OIDC_MEMBER.userPrefix),
  discoveryUrl: z
    .union([z.literal(""), httpUrl])
    .meta({ description: "empty, or an http(s) URL such as https://issuer.example.com/.well-known/openid-configuration" })
    .optional()
    .register(fieldDocs, { description: OIDC_MEMBER.discoveryUrl }),
  usernameClaim: doc(z.string().optional(), OIDC_MEMBER.usernameClaim),
  rolesClaim: doc(z.string().optional(), OIDC_MEMBER.rolesClaim),
  scope: doc(z.array(z.string().min(1)).optional(), OIDC_MEMBER.scope),
});

/** An OIDC provider as reads answer it: only `issuer` and `clientId` are sure to be there. */
export const oidcProviderAnswer = z.strictObject({
  issuer: doc(z.string(), OIDC_MEMBER.issuer),
  clientId: doc(z.string(), OIDC_MEMBER.clientId),
  register: doc(z.boolean().optional(), OIDC_MEMBER.register),
  userPrefix: doc(z.string().optional(), OIDC_MEMBER.userPrefix),
  discoveryUrl: doc(z.string().optional(), OIDC_MEMBER.discoveryUrl),
  usernameClaim: doc(z.string().optional(), OIDC_MEMBER.usernameClaim),
  rolesClaim: doc(z.string().optional(), OIDC_MEMBER.rolesClaim),
  providerId: doc(z.string().optional(), "The API's id of the provider."),
  isDefault: doc(z.boolean().optional(), "Whether it is the App Endpoint's default provider."),
  scope: doc(z.array(z.string()).optional(), OIDC_MEMBER.scope),
});

/** Seconds a browser may cache a preflight answer (published default). */
export const DEFAULT_CORS_MAX_AGE = 5;

/** CORS: `origin` is always required (`["*"]` allows every origin); the API takes it together
 *  with `disabled: true`. Enabled CORS needs at least one origin (checked by the handlers: the
 *  API's 422). CORS is off on an endpoint created without it. */
export const appEndpointCors = z.strictObject({
  origin: doc(z.array(z.string()), "The origins allowed (`[\"*\"]`: every origin)."),
  loginOrigin: doc(z.array(z.string()).optional(), "The origins allowed to log in."),
  headers: doc(z.array(z.string()).optional(), "The request headers allowed."),
  /** Unpublished lower bound: a negative number of seconds means nothing. */
  maxAge: doc(z.int().min(0).optional(), `Seconds a browser may cache a preflight answer (default ${DEFAULT_CORS_MAX_AGE}).`),
  disabled: doc(z.boolean().optional(), "Whether CORS is off (the settings kept)."),
});

/** CORS as reads answer it. */
export const appEndpointCorsAnswer = z.strictObject({
  origin: z.array(z.string()),
  loginOrigin: z.array(z.string()).optional(),
  headers: z.array(z.string()).optional(),
  maxAge: z.int().optional(),
  disabled: z.boolean().optional(),
});

/** A user extended-attribute key; empty disables. Unpublished limit: the bucket's limit on
 *  attribute keys, 15 characters. */
export const userXattrKey = z.string().max(15);

const bucketName = z.string().min(1).max(100);

export const createAppEndpoint = z.strictObject({
  name: doc(appEndpointName, "The App Endpoint's name (its data-sync database)."),
  bucket: doc(bucketName, "The bucket it serves, by name."),
  oidc: doc(z.array(oidcProvider).max(MAX_OIDC_PROVIDERS).optional(), `Its OIDC providers (at most ${MAX_OIDC_PROVIDERS}); OidcProvider resources may manage them instead.`),
  cors: doc(appEndpointCors.optional(), "Its CORS settings; left out, CORS is off."),
  scopes: doc(appEndpointScopes.optional(), "The scopes and collections of the bucket it serves, by name, with their functions; left out, the API's choice."),
  deltaSyncEnabled: doc(z.boolean().optional(), "Whether clients may pull only the changed parts of documents (delta sync)."),
  userXattrKey: doc(userXattrKey.optional(), "The user extended-attribute key, at most 15 characters; empty disables it."),
  disablePublicAllDocs: doc(z.boolean().optional(), "Whether the public `_all_docs` endpoint is off."),
});

/** The published defaults of a create (fixed: they depend on nothing). `scopes`, `cors` and
 *  `userXattrKey` left out are the API's choice. */
export const APP_ENDPOINT_DEFAULTS = { deltaSyncEnabled: false, disablePublicAllDocs: false } as const;

/** Full replace: every field required; `name` and `bucket` must be the existing ones. */
export const replaceAppEndpoint = z.strictObject({
  name: appEndpointName,
  bucket: bucketName,
  scopes: appEndpointScopes,
  deltaSyncEnabled: z.boolean(),
  userXattrKey,
  disablePublicAllDocs: z.boolean(),
  oidc: z.array(oidcProvider).max(MAX_OIDC_PROVIDERS),
  cors: appEndpointCors,
});

/** Where an App Endpoint is: on the way online or to a pause, or resting there. */
export const appEndpointStates = states({ transitional: ["Starting", "Stopping"], final: ["Online", "Offline"] });

/** An App Endpoint as reads answer it. Which collections need a resync is here
 *  (`requireResync`, scope name to collection names); how a resync goes is `getResync`'s. */
export const appEndpoint = z.strictObject({
  name: z.string(),
  cors: appEndpointCorsAnswer.optional(),
  deltaSyncEnabled: z.boolean().optional(),
  bucket: z.string(),
  scopes: appEndpointScopes.optional(),
  userXattrKey: z.string().optional(),
  disablePublicAllDocs: z.boolean().optional(),
  state: z.string().optional(),
  oidc: z.array(oidcProviderAnswer).optional(),
  requireResync: z.record(z.string(), z.array(z.string())).optional(),
  isRequireResync: z.boolean().optional(),
  adminURL: z.string().optional(),
  metricsURL: z.string().optional(),
  publicURL: z.string().optional(),
});

export const setDefaultOidcProvider = z.strictObject({ providerId: z.string().min(1) });

/** Optional body: the collections to resync (scope name to collection names); default every
 *  collection that needs one. */
export const startResync = z.strictObject({
  scopes: z.record(keyspacePart, z.array(keyspacePart).min(1)).optional(),
});

/** How a resync goes. `docsTargeted` and `docsErrored` are not in the specification at hand; a
 *  later version of the same document adds both as optional (as the official provider's
 *  generated client shows), and documents 2 lists them. */
export const resyncStates = states({ transitional: ["running", "stopping"], final: ["completed", "stopped", "error"], failed: ["error"] });

/** `startTime` of an endpoint that never ran a resync: the zero time (the answer is then
 *  `completed` with every count 0). */
export const NEVER_STARTED = "0001-01-01T00:00:00Z";

export const resyncStatus = z.strictObject({
  state: z.enum(resyncStates.all),
  startTime: z.string(),
  lastError: z.string(),
  docsChanged: z.int(),
  docsProcessed: z.int(),
  docsTargeted: z.int().optional(),
  docsErrored: z.int().optional(),
  collections_processing: z.record(z.string(), z.array(z.string())).optional(),
});

/** Unpublished values (document 2): the levels and keys of the gateway's console log a
 *  collector may receive. The specification takes any string. */
export const LOG_LEVELS = ["info", "warn", "error"] as const;
export const LOG_KEYS = [
  "Admin", "Access", "Auth", "Cache", "Changes", "CRUD", "HTTP", "HTTP+", "Import", "Javascript", "Query", "Sync", "SyncMsg",
] as const;

/** Both optional (a field left out keeps its value: unpublished); `logLevel` may be null. */
export const appEndpointLogStreaming = z.strictObject({
  logLevel: z.enum(LOG_LEVELS).nullable().optional(),
  logKeys: z.array(z.enum(LOG_KEYS)).optional(),
});

/** Unpublished: the gateway's own default console logging (info, HTTP), an endpoint's until set. */
export const appEndpointLoggingDefaults = (): { logLevel: (typeof LOG_LEVELS)[number]; logKeys: Array<(typeof LOG_KEYS)[number]> } => ({ logLevel: "info", logKeys: ["HTTP"] });

export const appEndpointLogStreamingAnswer = z.strictObject({
  logLevel: z.string().nullable().optional(),
  logKeys: z.array(z.string()).optional(),
});

/** A user or role whose operations are left out of the audit log: `domain` `sgw` (the
 *  gateway's) or `cbs` (the cluster's). */
const auditPrincipal = z.strictObject({ domain: z.string().min(1), name: z.string().min(1).max(256) });

/** The PUT replaces the whole configuration: `auditEnabled` left out is false, lists left out
 *  are empty (as the gateway's own replace does). */
export const appEndpointAuditLog = z.strictObject({
  auditEnabled: z.boolean().optional(),
  enabledEventIds: z.array(z.strictObject({ id: z.int().optional() })).optional(),
  disabledUsers: z.array(auditPrincipal).optional(),
  disabledRoles: z.array(auditPrincipal).optional(),
});

export const appEndpointAuditLogAnswer = z.strictObject({
  auditEnabled: z.boolean().optional(),
  enabledEventIds: z.array(z.strictObject({ id: z.int().optional() })).optional(),
  disabledUsers: z.array(z.strictObject({ domain: z.string(), name: z.string() })).optional(),
  disabledRoles: z.array(z.strictObject({ domain: z.string(), name: z.string() })).optional(),
});

/** The audit events of an endpoint, by id: the specification says only "an object"; its values
 *  are the gateway's own description of a database's events (name, description, enabled,
 *  filterable). */
export const auditLogEvents = z.strictObject({
  events: z
    .record(
      z.string(),
      z.strictObject({ name: z.string().optional(), description: z.string().optional(), enabled: z.boolean().optional(), filterable: z.boolean().optional() }),
    )
    .optional(),
});


/** The collections of an endpoint: the scopes map itself (no `cursor`, though it takes the
 *  paging query). */
export const endpointCollections = appEndpointScopes;

const ENDPOINTS = `${A}/appEndpoints`;
/** An endpoint, a collection of its default scope, or any collection: `endpoint`,
 *  `endpoint.collection`, `endpoint.scope.collection`. */
const KEYSPACE = `${A}/appEndpoints/{appEndpointKeyspace}`;
const OIDC = `${E}/oidcProviders`;

export const appEndpointOperations = operations({
  listAppEndpoints: { api: "management", method: "GET", path: ENDPOINTS, query: SORTED, responses: { 200: pageOf(appEndpoint) } },
  /** 201 with no body: the name is the id. */
  createAppEndpoint: { api: "management", method: "POST", path: ENDPOINTS, request: createAppEndpoint, responses: { 201: null } },
  getAppEndpoint: { api: "management", method: "GET", path: E, responses: { 200: appEndpoint } },
  replaceAppEndpoint: { api: "management", method: "PUT", path: E, request: replaceAppEndpoint, responses: { 204: null } },
  deleteAppEndpoint: { api: "management", method: "DELETE", path: E, responses: { 202: null } },
  listAppEndpointCollections: { api: "management", method: "GET", path: `${E}/collections`, query: PAGED, responses: { 200: endpointCollections } },
  bringAppEndpointOnline: { api: "management", method: "POST", path: `${E}/activationStatus`, responses: { 202: null } },
  pauseAppEndpoint: { api: "management", method: "DELETE", path: `${E}/activationStatus`, responses: { 202: null } },
  getAppEndpointCors: { api: "management", method: "GET", path: `${E}/cors`, responses: { 200: appEndpointCorsAnswer } },
  putAppEndpointCors: { api: "management", method: "PUT", path: `${E}/cors`, request: appEndpointCors, responses: { 204: null } },
  listAppEndpointAdminUsers: { api: "management", method: "GET", path: `${E}/adminUsers`, query: PAGED, responses: { 200: pageOf(adminUser) } },
  getAppEndpointAuditLogEvents: { api: "management", method: "GET", path: `${E}/auditLogEvents`, responses: { 200: auditLogEvents } },
  putAppEndpointAuditLog: { api: "management", method: "PUT", path: `${E}/auditLog`, request: appEndpointAuditLog, responses: { 204: null } },
  getAppEndpointAuditLog: { api: "management", method: "GET", path: `${E}/auditLog`, responses: { 200: appEndpointAuditLogAnswer } },
  putAppEndpointLogStreaming: { api: "management", method: "PUT", path: `${E}/logStreaming`, request: appEndpointLogStreaming, responses: { 204: null } },
  getAppEndpointLogStreaming: { api: "management", method: "GET", path: `${E}/logStreaming`, responses: { 200: appEndpointLogStreamingAnswer } },
  getAccessControlFunction: { api: "management", method: "GET", path: `${KEYSPACE}/accessControlFunction`, responses: { 200: "javascript" } },
  putAccessControlFunction: { api: "management", method: "PUT", path: `${KEYSPACE}/accessControlFunction`, request: "javascript" as const, responses: { 204: null } },
  deleteAccessControlFunction: { api: "management", method: "DELETE", path: `${KEYSPACE}/accessControlFunction`, responses: { 202: null } },
  getImportFilter: { api: "management", method: "GET", path: `${KEYSPACE}/importFilter`, responses: { 200: "javascript" } },
  putImportFilter: { api: "management", method: "PUT", path: `${KEYSPACE}/importFilter`, request: "javascript" as const, responses: { 204: null } },
  deleteImportFilter: { api: "management", method: "DELETE", path: `${KEYSPACE}/importFilter`, responses: { 202: null } },
  createOidcProvider: { api: "management", method: "POST", path: OIDC, request: oidcProvider, responses: { 201: z.strictObject({ providerId: z.string() }) } },
  listOidcProviders: { api: "management", method: "GET", path: OIDC, query: PAGED, responses: { 200: pageOf(oidcProviderAnswer) } },
  getOidcProvider: { api: "management", method: "GET", path: `${OIDC}/{OIDCProviderId}`, responses: { 200: oidcProviderAnswer } },
  updateOidcProvider: { api: "management", method: "PUT", path: `${OIDC}/{OIDCProviderId}`, request: oidcProvider, responses: { 204: null } },
  deleteOidcProvider: { api: "management", method: "DELETE", path: `${OIDC}/{OIDCProviderId}`, responses: { 202: null } },
  setDefaultOidcProvider: { api: "management", method: "PUT", path: `${OIDC}/defaultProvider`, request: setDefaultOidcProvider, responses: { 204: null } },
  getResync: { api: "management", method: "GET", path: `${E}/resync`, responses: { 200: resyncStatus } },
  startResync: { api: "management", method: "POST", path: `${E}/resync`, request: startResync, requestOptional: true, responses: { 202: null } },
  stopResync: { api: "management", method: "DELETE", path: `${E}/resync`, responses: { 202: null } },
});
