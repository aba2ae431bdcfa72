import { z } from "zod";
import { httpUrl, matching } from "./common";

/** App Endpoints and their CORS, OIDC providers, resync, log-streaming and audit configuration
 *  (document 2, "App Endpoint", "OIDC provider", "CORS", "Resync status"; paths in document 4).
 *  Cross-field rules JSON Schema cannot express (CORS `disabled` alone, JavaScript syntax, at
 *  least one collection per scope) are checked by the server's handlers. */

/** Fewer than 228 characters; lowercase letters, digits and (our choice where document 2 says
 *  "not shown") `_` and `-`, starting with a letter or digit. No periods: a keyspace joins the
 *  endpoint, scope and collection names with periods. */
export const appEndpointName = matching(
  /^[a-z0-9][a-z0-9_-]*$/,
  "a name of lowercase letters, digits, '_' and '-', starting with a letter or digit",
  z.string().min(1).max(227),
);

/** Scope and collection names follow the bucket's rules: 1 to 251 characters from letters,
 *  digits, `_`, `-`, `%`, not starting with `_` or `%` — except `_default`. */
export const keyspacePart = matching(
  /^(_default|[A-Za-z0-9][A-Za-z0-9_%-]{0,250})$/,
  "'_default' or 1 to 251 letters, digits, '_', '-', '%', not starting with '_' or '%'",
);

export const collectionFunctions = z.strictObject({
  /** JavaScript function expression; default `function (doc, oldDoc, meta) {channel(doc.channels);}`. */
  accessControlFunction: z.string().optional(),
  /** JavaScript function expression; default empty (every document is imported). */
  importFilter: z.string().optional(),
});

export const appEndpointScopes = z.record(
  keyspacePart,
  z.strictObject({ collections: z.record(keyspacePart, collectionFunctions) }),
);

/** OIDC providers one App Endpoint may have. Document 2 states no limit; ours: each login tries
 *  a token against the providers, and a real deployment has a handful. */
export const MAX_OIDC_PROVIDERS = 32;

/** `providerId` and `isDefault` are read-only. */
export const oidcProvider = z.strictObject({
  issuer: httpUrl,
  clientId: z.string().min(1),
  register: z.boolean().optional(),
  userPrefix: z.string().optional(),
  discoveryUrl: z
    .union([z.literal(""), httpUrl])
    .meta({ description: "empty, or an http(s) URL such as https://issuer.example.com/.well-known/openid-configuration" })
    .optional(),
  usernameClaim: z.string().optional(),
  rolesClaim: z.string().optional(),
  /** Default `["openid", "email"]`. */
  scope: z.array(z.string().min(1)).optional(),
});

/** CORS is off by default; `disabled: true` must come alone; when enabled `origin` is required. */
export const appEndpointCors = z.strictObject({
  origin: z.array(z.string().min(1)).optional(),
  loginOrigin: z.array(z.string().min(1)).optional(),
  headers: z.array(z.string().min(1)).optional(),
  /** Seconds; default 5. */
  maxAge: z.number().int().min(0).optional(),
  disabled: z.boolean().optional(),
});

/** A user extended-attribute key (the bucket's limit on attribute keys is 15 characters);
 *  empty disables. */
export const userXattrKey = z.string().max(15);

export const createAppEndpoint = z.strictObject({
  name: appEndpointName,
  bucket: z.string().min(1).max(100),
  oidc: z.array(oidcProvider).max(MAX_OIDC_PROVIDERS).optional(),
  cors: appEndpointCors.optional(),
  scopes: appEndpointScopes.optional(),
  deltaSyncEnabled: z.boolean().optional(),
  userXattrKey: userXattrKey.optional(),
  disablePublicAllDocs: z.boolean().optional(),
});

/** Full replace: every field required; `name` and `bucket` must equal the existing ones. */
export const replaceAppEndpoint = z.strictObject({
  name: appEndpointName,
  bucket: z.string().min(1).max(100),
  scopes: appEndpointScopes,
  deltaSyncEnabled: z.boolean(),
  userXattrKey,
  disablePublicAllDocs: z.boolean(),
  oidc: z.array(oidcProvider).max(MAX_OIDC_PROVIDERS),
  cors: appEndpointCors,
});

export const setDefaultOidcProvider = z.strictObject({ providerId: z.string().min(1) });

/** Optional body: which collections to resync (scope name → collection names); default every
 *  collection that needs resync. */
export const startResync = z.strictObject({
  scopes: z.record(keyspacePart, z.array(keyspacePart).min(1)).optional(),
});

export const LOG_LEVELS = ["info", "warn", "error"] as const;
export const LOG_KEYS = [
  "Admin", "Access", "Auth", "Cache", "Changes", "CRUD", "HTTP", "HTTP+", "Import", "Javascript", "Query", "Sync", "SyncMsg",
] as const;

export const appEndpointLogStreaming = z.strictObject({
  logLevel: z.enum(LOG_LEVELS),
  logKeys: z.array(z.enum(LOG_KEYS)),
});

const auditPrincipal = z.strictObject({ domain: z.string().min(1), name: z.string().min(1) });

/** Omitted lists mean empty (the PUT replaces the whole configuration). */
export const appEndpointAuditLog = z.strictObject({
  auditEnabled: z.boolean(),
  enabledEventIds: z.array(z.strictObject({ id: z.number().int() })).optional(),
  disabledUsers: z.array(auditPrincipal).optional(),
  disabledRoles: z.array(auditPrincipal).optional(),
});

export const bodies = {
  createAppEndpoint,
  replaceAppEndpoint,
  appEndpointCors,
  oidcProvider,
  setDefaultOidcProvider,
  startResync,
  appEndpointLogStreaming,
  appEndpointAuditLog,
};
