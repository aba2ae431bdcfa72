import type { z } from "zod";
import {
  type appEndpointCors,
  type appEndpointStates,
  type appEndpointScopes,
  DEFAULT_COLLECTION,
  DEFAULT_CORS_MAX_AGE,
  DEFAULT_OIDC_SCOPE,
  DEFAULT_SCOPE,
  defaultAccessControlFunction,
  type oidcProvider,
} from "../../../schema/api/appEndpoints";
import { describeSyntaxError, nodeSyntaxError } from "../../../schema/gateway/functionSource";
import type { ServerContext } from "../../context";
import { bumpAudit } from "../../core/audit";
import { ApiError, badRequest, ErrorCode, notFound } from "../../core/errors";
import { newId } from "../../core/ids";
import { ScopeIndex } from "../../core/scopeIndex";
import { type Lifecycle, settle, stateAt } from "../../core/transitions";
import type { AppEndpointRecord, CollectionFunctions, CorsConfig, OidcProviderRecord, ResyncRecord } from "../../model";
import type { Params } from "../route";
import * as scope from "../scope";
import { textBytes } from "../../gateway/usage";

/** What the App Endpoint routes share: lookup, defaults, input normalisation and the read view
 *  (schema/api/appEndpoints.ts; document 2, "App Endpoint"). */

/** Empty: every document is imported. */
export const DEFAULT_IMPORT_FILTER = "";

export type EndpointState = (typeof appEndpointStates.all)[number];

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

/** An endpoint the path names that does not exist: the API answers 403, its "access forbidden
 *  or no such App Endpoint" (published on the operations that name an endpoint, except the
 *  collections, admin users and function ones, which answer 404). */
export function endpointForbidden(name: string, appServiceId: string): ApiError {
  return new ApiError(
    403,
    `Access Denied: no App Endpoint '${name}' the API key can reach in App Service ${appServiceId}.`,
    ErrorCode.forbidden,
    "The App Endpoint does not exist, or the API key lacks access to it: check its name.",
  );
}

/** The endpoint named in the path (400/404 for the ids before it per scope.ts; 403 when it does
 *  not exist, or 404 where `missing` says so), with a finished resync applied. */
export function findEndpoint(ctx: ServerContext, params: Params, missing: 403 | 404 = 403): AppEndpointRecord {
  const svc = scope.appService(ctx, params);
  const name = params.appEndpointName ?? "";
  const found = endpointsTable(ctx).get(scope.endpointKey(svc.id, name));
  if (!found) throw missing === 403 ? endpointForbidden(name, svc.id) : notFound(`App Endpoint '${name}' not found in App Service ${svc.id}.`);
  return applyFinishedResync(ctx, found);
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
  const names = (rec.requireResync[scopeName] ??= []);
  if (!names.includes(collection)) names.push(collection);
}

export function unmarkResync(rec: AppEndpointRecord, scopeName: string, collection: string): void {
  const names = rec.requireResync[scopeName];
  if (!names) return;
  rec.requireResync[scopeName] = names.filter((c) => c !== collection);
  if (rec.requireResync[scopeName].length === 0) delete rec.requireResync[scopeName];
}

/** Compiles (never runs) user JavaScript and requires a function expression; a syntax error is
 *  a 400 naming its line and column within the source, with the source's text there. `allowEmpty`: an empty import filter means "import everything". */
export function checkFunction(code: string, what: string, allowEmpty = false): void {
  if (allowEmpty && code.trim() === "") return;
  const head = code.replace(/^(\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*/, "");
  if (!/^(async\s+)?function\b/.test(head) && !/^(\([^)]*\)|[A-Za-z_$][\w$]*)\s*=>/.test(head)) {
    throw badRequest(`${what} must be a JavaScript function expression such as 'function (doc, oldDoc, meta) {...}'.`);
  }
  const syntax = nodeSyntaxError(code);
  if (syntax) throw badRequest(`${what} has a JavaScript syntax error on ${describeSyntaxError(syntax)}.`);
}

/** The stored scopes with default functions filled in (`_default._default` when none are
 *  given); every function compiled. */
/** Bytes of JavaScript an endpoint's collections hold (access-control functions and import
 *  filters), what `functionBytesPerDatabase` bounds. */
export function endpointFunctionBytes(scopes: Record<string, { collections: Record<string, Partial<CollectionFunctions>> }>): number {
  let total = 0;
  for (const { collections } of Object.values(scopes)) {
    for (const fns of Object.values(collections)) total += textBytes(fns.accessControlFunction) + textBytes(fns.importFilter);
  }
  return total;
}

export function normalizeScopes(
  input: z.input<typeof appEndpointScopes> | undefined,
): Record<string, { collections: Record<string, CollectionFunctions> }> {
  if (input === undefined) {
    return { [DEFAULT_SCOPE]: { collections: { [DEFAULT_COLLECTION]: defaultFunctions(DEFAULT_SCOPE, DEFAULT_COLLECTION) } } };
  }
  const out: Record<string, { collections: Record<string, CollectionFunctions> }> = {};
  for (const [scopeName, { collections }] of Object.entries(input)) {
    if (Object.keys(collections).length === 0) {
      throw badRequest(`Field 'scopes.${scopeName}.collections' must name at least one collection.`);
    }
    out[scopeName] = { collections: {} };
    for (const [collection, fns] of Object.entries(collections)) {
      const field = `scopes.${scopeName}.collections.${collection}`;
      const functions = { ...defaultFunctions(scopeName, collection), ...definedOf(fns) };
      checkFunction(functions.accessControlFunction, `Field '${field}.accessControlFunction'`);
      checkFunction(functions.importFilter, `Field '${field}.importFilter'`, true);
      out[scopeName].collections[collection] = functions;
    }
  }
  if (Object.keys(out).length === 0) throw badRequest("Field 'scopes' must name at least one scope.");
  return out;
}

const definedOf = (fns: { accessControlFunction?: string; importFilter?: string }): Partial<CollectionFunctions> =>
  Object.fromEntries(Object.entries(fns).filter(([, v]) => v !== undefined));

export const defaultFunctions = (scopeName: string, collection: string): CollectionFunctions => ({
  accessControlFunction: defaultAccessControlFunction(scopeName, collection),
  importFilter: DEFAULT_IMPORT_FILTER,
});

/** What an endpoint created without `cors` has (the API fills one in; its shape is not
 *  published): off, no origins, the default cache time. */
export const defaultCors = (): CorsConfig => ({ origin: [], loginOrigin: [], headers: [], maxAge: DEFAULT_CORS_MAX_AGE, disabled: true });

/** Stored CORS is explicit: every member, the ones left out at their defaults. `origin` comes
 *  with `disabled: true` too (the API takes both); enabled CORS needs an origin: else the API's
 *  422. */
export function normalizeCors(input: z.input<typeof appEndpointCors>, prefix: string): CorsConfig {
  const disabled = input.disabled ?? false;
  if (!disabled && input.origin.length === 0) {
    throw new ApiError(
      422,
      `Field '${prefix}origin' is empty: enabled CORS needs at least one origin ('*' allows every origin).`,
      ErrorCode.invalid,
      `Give '${prefix}origin' the origins to allow, or set '${prefix}disabled' to true.`,
    );
  }
  return {
    origin: input.origin,
    loginOrigin: input.loginOrigin ?? [],
    headers: input.headers ?? [],
    maxAge: input.maxAge ?? DEFAULT_CORS_MAX_AGE,
    disabled,
  };
}

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
    scope: input.scope ?? [...DEFAULT_OIDC_SCOPE],
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

/** A collection's functions as reads show them: no import filter, none shown. */
const functionsView = (fns: CollectionFunctions) => (fns.importFilter ? fns : { accessControlFunction: fns.accessControlFunction });

/** The gateway serves no metrics of its own here: the URL names where a real deployment's
 *  metrics are, on the gateway's admin origin. */
const metricsUrlOf = (ctx: ServerContext) => `${new URL(ctx.urls.gatewayAdmin).origin}/_metrics`;

/** An endpoint as reads answer it: exactly the fields of the API's answer (no `audit`, no
 *  resync state: `getResync` has that). */
export function view(ctx: ServerContext, rec: AppEndpointRecord) {
  return {
    name: rec.name,
    cors: rec.cors,
    deltaSyncEnabled: rec.deltaSyncEnabled,
    bucket: rec.bucket,
    scopes: Object.fromEntries(
      Object.entries(rec.scopes).map(([s, { collections }]) => [s, { collections: Object.fromEntries(Object.entries(collections).map(([c, fns]) => [c, functionsView(fns)])) }]),
    ),
    userXattrKey: rec.userXattrKey,
    disablePublicAllDocs: rec.disablePublicAllDocs,
    state: endpointState(ctx, rec),
    oidc: rec.oidc,
    requireResync: rec.requireResync,
    isRequireResync: Object.keys(rec.requireResync).length > 0,
    adminURL: `${ctx.urls.gatewayAdmin}/${rec.name}`,
    metricsURL: metricsUrlOf(ctx),
    publicURL: `${ctx.urls.gatewayPublic}/${rec.name}`,
  };
}
