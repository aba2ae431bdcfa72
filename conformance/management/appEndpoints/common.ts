import * as vm from "node:vm";
import type { z } from "zod";
import type { appEndpointCors, appEndpointScopes, oidcProvider } from "../../../schema/api/appEndpoints";
import type { ServerContext } from "../../context";
import { bumpAudit } from "../../core/audit";
import { badRequest } from "../../core/errors";
import { newId } from "../../core/ids";
import { ScopeIndex } from "../../core/scopeIndex";
import { type Lifecycle, settle, stateAt } from "../../core/transitions";
import type { AppEndpointRecord, CollectionFunctions, CorsConfig, OidcProviderRecord, ResyncRecord } from "../../model";
import type { Params } from "../route";
import * as scope from "../scope";

/** What the App Endpoint routes share: paths, lookup, defaults, input normalisation and the
 *  read view (document 2, "App Endpoint"). */

export const ENDPOINTS = "/organizations/:organizationId/projects/:projectId/clusters/:clusterId/appservices/:appServiceId/appEndpoints";
export const ENDPOINT = `${ENDPOINTS}/:appEndpointName`;

export const DEFAULT_ACCESS_CONTROL_FUNCTION = "function (doc, oldDoc, meta) {channel(doc.channels);}";
/** Empty: every document is imported. */
export const DEFAULT_IMPORT_FILTER = "";
export const DEFAULT_SCOPE = "_default";
export const DEFAULT_COLLECTION = "_default";

export type EndpointState = "Online" | "Offline" | "Starting" | "Stopping";

export const endpointsTable = (ctx: Pick<ServerContext, "store">) => ctx.store.table<AppEndpointRecord>("appEndpoints");
/** Endpoints by App Service, and by name (names are unique across the server: one gateway
 *  database each). */
export const endpointsByAppService = (ctx: Pick<ServerContext, "store">) => ScopeIndex.of(endpointsTable(ctx), "byAppService", (e) => e.appServiceId);
export const endpointsByName = (ctx: Pick<ServerContext, "store">) => ScopeIndex.of(endpointsTable(ctx), "byName", (e) => e.name);

/** Removes an endpoint and tells the other areas (the gateway forgets its database). */
export function deleteEndpoint(ctx: ServerContext, rec: AppEndpointRecord): void {
  endpointsTable(ctx).delete(scope.endpointKey(rec.appServiceId, rec.name));
  for (const hook of ctx.hooks.appEndpointDeleted) hook(rec.name);
}

/** The endpoint named in the path (400/404 per scope.ts), with a finished resync applied. */
export function findEndpoint(ctx: ServerContext, params: Params): AppEndpointRecord {
  return applyFinishedResync(ctx, scope.appEndpoint(ctx, params));
}

export function endpointState(ctx: ServerContext, rec: AppEndpointRecord): EndpointState {
  return stateAt(rec.lifecycle, ctx.clock.now()) as EndpointState;
}

export function resyncState(ctx: ServerContext, rec: AppEndpointRecord): string {
  return stateAt(rec.resync.lifecycle, ctx.clock.now());
}

/** States are computed lazily from the clock, so a resync that has run to completion clears the
 *  collections it processed from `requireResync` the first time the endpoint is read after. */
export function applyFinishedResync(ctx: ServerContext, rec: AppEndpointRecord): AppEndpointRecord {
  const rs = rec.resync;
  settle(rs.lifecycle, ctx.clock.now());
  if (rs.requireResyncCleared || rs.lifecycle.queue.length > 0 || rs.lifecycle.settled !== "completed") return rec;
  for (const [scopeName, collections] of Object.entries(rs.collections_processing)) {
    for (const collection of collections) unmarkResync(rec, scopeName, collection);
  }
  rs.docsProcessed = rs.docsTargeted;
  rs.requireResyncCleared = true;
  endpointsTable(ctx).touch(scope.endpointKey(rec.appServiceId, rec.name));
  return rec;
}

/** A resync over `collections` (none: the record of a new endpoint, which never ran one). The
 *  emulated bucket holds no documents, so the counts stay 0. */
export function newResync(lc: Lifecycle, startTime: string, collections: Record<string, string[]>): ResyncRecord {
  return {
    lifecycle: lc,
    startTime,
    lastError: "",
    docsChanged: 0,
    docsProcessed: 0,
    docsTargeted: 0,
    docsErrored: 0,
    collections_processing: collections,
    // Nothing to clear from requireResync when it processes nothing.
    requireResyncCleared: Object.keys(collections).length === 0,
  };
}

/** Records a change (audit version, modifiedBy/At) and marks the table for persistence. */
export function changed(ctx: ServerContext, rec: AppEndpointRecord, actor: string): void {
  bumpAudit(rec.audit, actor, ctx.clock.iso());
  endpointsTable(ctx).touch(scope.endpointKey(rec.appServiceId, rec.name));
}

export function markResync(rec: AppEndpointRecord, scopeName: string, collection: string): void {
  const items = (rec.requireResync[scopeName] ??= { items: [] }).items;
  if (!items.includes(collection)) items.push(collection);
}

export function unmarkResync(rec: AppEndpointRecord, scopeName: string, collection: string): void {
  const entry = rec.requireResync[scopeName];
  if (!entry) return;
  entry.items = entry.items.filter((c) => c !== collection);
  if (entry.items.length === 0) delete rec.requireResync[scopeName];
}

/** Compiles (never runs) user JavaScript and requires a function expression; a syntax error is
 *  a 400 naming the line. `allowEmpty`: an empty import filter means "import everything". */
export function checkFunction(code: string, what: string, allowEmpty = false): void {
  if (allowEmpty && code.trim() === "") return;
  const head = code.replace(/^(\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*/, "");
  if (!/^(async\s+)?function\b/.test(head) && !/^(\([^)]*\)|[A-Za-z_$][\w$]*)\s*=>/.test(head)) {
    throw badRequest(`${what} must be a JavaScript function expression such as 'function (doc, oldDoc, meta) {...}'.`);
  }
  try {
    // The newline keeps a trailing line comment from swallowing the closing parenthesis.
    new vm.Script(`(${code}\n)`, { filename: "function.js" });
  } catch (e) {
    const err = e as Error;
    const reported = Number(/^function\.js:(\d+)/.exec(err.stack ?? "")?.[1] ?? 1);
    const line = Math.min(reported, code.split("\n").length);
    throw badRequest(`${what} has a JavaScript syntax error on line ${line}: ${err.message}.`);
  }
}

/** The stored scopes with default functions filled in; every function compiled. */
export function normalizeScopes(
  input: z.input<typeof appEndpointScopes> | undefined,
): Record<string, { collections: Record<string, CollectionFunctions> }> {
  if (input === undefined) {
    return { [DEFAULT_SCOPE]: { collections: { [DEFAULT_COLLECTION]: defaultFunctions() } } };
  }
  const out: Record<string, { collections: Record<string, CollectionFunctions> }> = {};
  for (const [scopeName, { collections }] of Object.entries(input)) {
    if (Object.keys(collections).length === 0) {
      throw badRequest(`Field 'scopes.${scopeName}.collections' must name at least one collection.`);
    }
    out[scopeName] = { collections: {} };
    for (const [collection, fns] of Object.entries(collections)) {
      const field = `scopes.${scopeName}.collections.${collection}`;
      const functions = {
        accessControlFunction: fns.accessControlFunction ?? DEFAULT_ACCESS_CONTROL_FUNCTION,
        importFilter: fns.importFilter ?? DEFAULT_IMPORT_FILTER,
      };
      checkFunction(functions.accessControlFunction, `Field '${field}.accessControlFunction'`);
      checkFunction(functions.importFilter, `Field '${field}.importFilter'`, true);
      out[scopeName].collections[collection] = functions;
    }
  }
  if (Object.keys(out).length === 0) throw badRequest("Field 'scopes' must name at least one scope.");
  return out;
}

export const defaultFunctions = (): CollectionFunctions => ({
  accessControlFunction: DEFAULT_ACCESS_CONTROL_FUNCTION,
  importFilter: DEFAULT_IMPORT_FILTER,
});

/** Stored CORS is explicit: `{disabled: true}` alone, or every field with defaults applied. */
export function normalizeCors(input: z.input<typeof appEndpointCors>, prefix: string): CorsConfig {
  if (input.disabled === true) {
    const other = Object.keys(input).find((k) => k !== "disabled");
    if (other) {
      throw badRequest(`Field '${prefix}${other}' is not allowed when '${prefix}disabled' is true: disabled CORS takes no other property.`);
    }
    return { disabled: true };
  }
  if (!input.origin || input.origin.length === 0) {
    throw badRequest(`Field '${prefix}origin' is required when CORS is enabled (send {"disabled": true} to turn CORS off).`);
  }
  return {
    origin: input.origin,
    loginOrigin: input.loginOrigin ?? [],
    headers: input.headers ?? [],
    maxAge: input.maxAge ?? 5,
    disabled: false,
  };
}

export const CORS_OFF: CorsConfig = { disabled: true };

type OidcInput = z.input<typeof oidcProvider>;

export function oidcRecord(input: OidcInput, providerId: string, isDefault: boolean): OidcProviderRecord {
  return {
    providerId,
    issuer: input.issuer,
    clientId: input.clientId,
    register: input.register ?? false,
    userPrefix: input.userPrefix ?? "",
    discoveryUrl: input.discoveryUrl ?? "",
    usernameClaim: input.usernameClaim ?? "",
    rolesClaim: input.rolesClaim ?? "",
    scope: input.scope ?? ["openid", "email"],
    isDefault,
  };
}

/** Two providers with the same issuer and client id would match the same ID tokens. */
export const sameProvider = (a: Pick<OidcProviderRecord, "issuer" | "clientId">, b: Pick<OidcProviderRecord, "issuer" | "clientId">) =>
  a.issuer === b.issuer && a.clientId === b.clientId;

/** The `oidc` array of a create or replace: the first provider becomes the default; a provider
 *  matching an existing one (same issuer and client id) keeps its providerId. */
export function providersFrom(inputs: OidcInput[], existing: OidcProviderRecord[]): OidcProviderRecord[] {
  return inputs.map((input, i) => {
    if (inputs.slice(0, i).some((earlier) => sameProvider(earlier, input))) {
      throw badRequest(`Field 'oidc[${i}]' repeats the issuer and clientId of an earlier provider.`);
    }
    const kept = existing.find((p) => sameProvider(p, input));
    return oidcRecord(input, kept?.providerId ?? newId(), i === 0);
  });
}

export function view(ctx: ServerContext, rec: AppEndpointRecord) {
  return {
    name: rec.name,
    bucket: rec.bucket,
    userXattrKey: rec.userXattrKey,
    disablePublicAllDocs: rec.disablePublicAllDocs,
    deltaSyncEnabled: rec.deltaSyncEnabled,
    oidc: rec.oidc,
    cors: rec.cors,
    scopes: rec.scopes,
    requireResync: rec.requireResync,
    state: endpointState(ctx, rec),
    resyncState: resyncState(ctx, rec),
    adminURL: `${ctx.urls.gatewayAdmin}/${rec.name}`,
    publicURL: `${ctx.urls.gatewayPublic}/${rec.name}`,
    audit: rec.audit,
  };
}
