import type { ServerContext } from "../context";
import { ApiError, notFound } from "../core/errors";
import { hex } from "../core/ids";
import type { PasswordCheckFor } from "../core/secrets";
import { ScopeIndex } from "../core/scopeIndex";
import { endpointsByAppService, endpointsByName } from "../management/appEndpoints/common";
import { stateAt } from "../core/transitions";
import type { AppEndpointRecord, AppServiceRecord } from "../model";
import { DEFAULT_SESSION_COOKIE, EVENT_DEFAULTS } from "../../schema/gateway/databases";
import { DEFAULT_SESSION_TTL_SECONDS } from "../../schema/gateway/sessions";
import type {
  CollectionConfig,
  DatabaseConfig,
  DatabaseRecord,
  EventHandlersConfig,
  GatewayRole,
  GatewaySession,
  GatewayUser,
  OidcConfig,
  ResolvedFunctions,
  WebhookHandlerConfig,
} from "./model";
import { own } from "../core/own";

/** The gateway's database registry. Every App Endpoint is a database of the same name (its
 *  management-owned fields projected from the endpoint record when read); other databases are
 *  self-managed, created through the admin API (`PUT /{db}/`). */
export interface Database extends Pick<DatabaseRecord, "name" | "source" | "functions" | "webhookFilters" | "updateSeq" | "incarnation"> {
  /** The effective configuration, as `GET /{db}/_config` returns it. */
  config: DatabaseConfig;
  /** False while a self-managed database is offline or an App Endpoint (or its App Service) is
   *  paused: requests get 503. */
  online: boolean;
  /** The App Endpoint behind an endpoint-backed database. */
  endpoint?: AppEndpointRecord;
}

export const DEFAULT_SCOPE = "_default";
export const DEFAULT_COLLECTION = "_default";
export const GUEST = "GUEST";
/** The public channel every user can read. */
export const PUBLIC_CHANNEL = "!";

/** The channels every principal reads besides its own: the public channel `!` for users, none
 *  for GUEST — document 1: an enabled GUEST "without `admin_channels` … see[s] no documents". */
export const implicitChannels = (name: string): string[] => (name === GUEST ? [] : [PUBLIC_CHANNEL]);

const databases = (ctx: ServerContext) => ctx.store.table<DatabaseRecord>("gatewayDatabases");
const users = (ctx: ServerContext) => ctx.store.table<GatewayUser>("gatewayUsers");
const sessions = (ctx: ServerContext) => ctx.store.table<GatewaySession>("gatewaySessions");
const roles = (ctx: ServerContext) => ctx.store.table<GatewayRole>("gatewayRoles");
const rolesByDatabase = (ctx: ServerContext) => ScopeIndex.of(roles(ctx), "byDatabase", (r) => r.db);
const usersByDatabase = (ctx: ServerContext) => ScopeIndex.of(users(ctx), "byDatabase", (u) => u.db);
const sessionsByDatabase = (ctx: ServerContext) => ScopeIndex.of(sessions(ctx), "byDatabase", (s) => s.db);
const sessionsByUser = (ctx: ServerContext) => ScopeIndex.of(sessions(ctx), "byUser", (s) => userKey(s.db, s.name));

export const keyOf = (scope: string, collection: string): string => `${scope}.${collection}`;

// ---- databases ------------------------------------------------------------------------------

export function findEndpoint(ctx: ServerContext, name: string): AppEndpointRecord | undefined {
  return endpointsByName(ctx).rows(name)[0];
}

export function findDatabase(ctx: ServerContext, name: string): Database | undefined {
  const endpoint = findEndpoint(ctx, name);
  const record = databases(ctx).get(name);
  if (endpoint) return endpointDatabase(ctx, endpoint, record?.source === "appEndpoint" ? record : undefined);
  if (!record || record.source !== "selfManaged") return undefined;
  const { offline, ...stored } = record;
  return { ...stored, online: !offline };
}

/** 404 `no such database "x"`; 503 when the App Endpoint (or its App Service) is paused. */
export function requireDatabase(ctx: ServerContext, name: string): Database {
  const db = findDatabase(ctx, name);
  if (!db) throw notFound(`no such database "${name}"`);
  if (!db.online) throw new ApiError(503, `Database "${name}" is offline`);
  return db;
}

/** Which life of a database of this name this is: a database dropped and made again (or an App
 *  Endpoint deleted and made again) is another. */
export const incarnationOf = (db: Database): string => (db.endpoint ? `endpoint ${db.endpoint.audit.createdAt}` : (db.incarnation ?? ""));

/** The tenant a database's use counts against (core/limits.ts): its App Endpoint's App Service,
 *  or the self-managed gateway for a self-managed database. */
export const tenantOf = (db: Pick<Database, "endpoint">): string => (db.endpoint ? appServiceTenant(db.endpoint.appServiceId) : SELF_MANAGED);

export const SELF_MANAGED = "selfManaged";
export const appServiceTenant = (appServiceId: string): string => `appService:${appServiceId}`;
/** The App Service a tenant is; undefined for the self-managed gateway. */
export const appServiceOf = (tenant: string): string | undefined => (tenant.startsWith("appService:") ? tenant.slice("appService:".length) : undefined);

/** The tenant of the database called `name` (whether or not it exists yet: a name no App
 *  Endpoint has is self-managed). */
export const tenantOfName = (ctx: ServerContext, name: string): string => tenantOf({ endpoint: findEndpoint(ctx, name) });

/** Self-managed databases: one tenant, the self-managed gateway (core/limits.ts). */
const selfManaged = (ctx: ServerContext) => ScopeIndex.of(databases(ctx), "selfManaged", (r) => (r.source === "selfManaged" ? SELF_MANAGED : undefined));

/** How many databases the tenant has: its App Service's endpoints, or the self-managed ones. */
export function tenantDatabaseCount(ctx: ServerContext, tenant: string): number {
  const appService = appServiceOf(tenant);
  return appService === undefined ? selfManaged(ctx).size(SELF_MANAGED) : endpointsByAppService(ctx).size(appService);
}

/** Whose turn a database's webhook connections and password checks take: its tenant's, except
 *  that each self-managed database takes turns of its own — the teams that share a self-managed
 *  gateway each have their databases (and only self-managed databases have webhooks), so one
 *  database's flood must not queue another's. Quotas and the sandbox's turns count by tenant. */
export const fairShareOf = (db: Pick<Database, "endpoint" | "name">): string => (db.endpoint ? tenantOf(db) : `database:${db.name}`);

/** Whose queue a password check of gateway user `name` of `db` waits in (core/secrets.ts). */
export const passwordCheckFor = (db: Database, name: string): PasswordCheckFor => ({ tenant: fairShareOf(db), user: `${db.name}/${name}` });

/** Names of every database, sorted. */
export function databaseNames(ctx: ServerContext): string[] {
  const names = new Set<string>();
  for (const e of ctx.store.table<AppEndpointRecord>("appEndpoints").values()) names.add(e.name);
  for (const r of databases(ctx).values()) if (r.source === "selfManaged") names.add(r.name);
  return [...names].sort();
}

/** The stored gateway-side record of a database (created on first write for endpoint dbs). */
export function databaseRecord(ctx: ServerContext, db: Database): DatabaseRecord {
  return (
    databases(ctx).get(db.name) ?? {
      name: db.name,
      source: db.source,
      config: { name: db.name, bucket: db.config.bucket },
      functions: {},
      webhookFilters: [],
      updateSeq: 0,
    }
  );
}

export function saveDatabaseRecord(ctx: ServerContext, record: DatabaseRecord): void {
  databases(ctx).set(record.name, record);
}

/** Fields of an endpoint-backed database's configuration owned by the management API. */
export const MANAGEMENT_FIELDS = ["name", "bucket", "scopes", "sync", "import_filter", "oidc", "cors", "user_xattr_key", "delta_sync", "disable_public_all_docs"];

function endpointDatabase(ctx: ServerContext, endpoint: AppEndpointRecord, record: DatabaseRecord | undefined): Database {
  const now = ctx.clock.now();
  const state = stateAt(endpoint.lifecycle, now);
  const service = ctx.store.table<AppServiceRecord>("appServices").get(endpoint.appServiceId);
  const serviceState = service ? stateAt(service.lifecycle, now) : "healthy";
  const online = state !== "Offline" && state !== "Stopping" && serviceState !== "turnedOff" && serviceState !== "turningOff";

  const scopes: NonNullable<DatabaseConfig["scopes"]> = {};
  const functions: ResolvedFunctions = {};
  for (const [scope, { collections }] of Object.entries(endpoint.scopes ?? {})) {
    scopes[scope] = { collections: {} };
    for (const [coll, fns] of Object.entries(collections ?? {})) {
      const entry: CollectionConfig = {};
      if (fns.accessControlFunction) entry.sync = fns.accessControlFunction;
      if (fns.importFilter) entry.import_filter = fns.importFilter;
      scopes[scope].collections[coll] = entry;
      functions[keyOf(scope, coll)] = { ...entry };
    }
  }

  const gatewaySide = Object.fromEntries(
    Object.entries(record?.config ?? {}).filter(([k]) => !MANAGEMENT_FIELDS.includes(k)),
  );
  const config: DatabaseConfig = {
    name: endpoint.name,
    bucket: endpoint.bucket,
    scopes,
    ...(endpoint.oidc?.length ? { oidc: oidcOf(endpoint) } : {}),
    ...(endpoint.cors && !endpoint.cors.disabled ? { cors: corsOf(endpoint) } : {}),
    ...(endpoint.userXattrKey ? { user_xattr_key: endpoint.userXattrKey } : {}),
    delta_sync: { enabled: !!endpoint.deltaSyncEnabled },
    disable_public_all_docs: !!endpoint.disablePublicAllDocs,
    ...gatewaySide,
  };
  return {
    name: endpoint.name,
    config,
    functions,
    webhookFilters: record?.webhookFilters ?? [],
    online,
    source: "appEndpoint",
    endpoint,
    updateSeq: (record?.updateSeq ?? 0) + endpoint.audit.version,
  };
}

/** Providers are keyed by their providerId (stable across deletions of other providers). */
function oidcOf(endpoint: AppEndpointRecord): OidcConfig {
  const providers: OidcConfig["providers"] = {};
  let defaultProvider: string | undefined;
  for (const p of endpoint.oidc) {
    providers[p.providerId] = {
      issuer: p.issuer,
      client_id: p.clientId,
      register: p.register,
      ...(p.userPrefix ? { user_prefix: p.userPrefix } : {}),
      ...(p.usernameClaim ? { username_claim: p.usernameClaim } : {}),
      ...(p.rolesClaim ? { roles_claim: p.rolesClaim } : {}),
      ...(p.discoveryUrl ? { discovery_url: p.discoveryUrl } : {}),
      ...(p.scope?.length ? { scope: p.scope } : {}),
    };
    if (p.isDefault) defaultProvider = p.providerId;
  }
  return { ...(defaultProvider ? { default_provider: defaultProvider } : {}), providers };
}

function corsOf(endpoint: AppEndpointRecord): NonNullable<DatabaseConfig["cors"]> {
  const c = endpoint.cors;
  return {
    ...(c.origin ? { origin: c.origin } : {}),
    ...(c.loginOrigin ? { login_origin: c.loginOrigin } : {}),
    ...(c.headers ? { headers: c.headers } : {}),
    ...(c.maxAge !== undefined ? { max_age: c.maxAge } : {}),
  };
}

/** Whether the keyspace's collection is part of the database. */
export function hasCollection(db: Database, scope: string, collection: string): boolean {
  const scopes = db.config.scopes;
  if (!scopes || Object.keys(scopes).length === 0) return scope === DEFAULT_SCOPE && collection === DEFAULT_COLLECTION;
  if (own(own(scopes, scope)?.collections, collection)) return true;
  return scope === DEFAULT_SCOPE && collection === DEFAULT_COLLECTION && !own(scopes, DEFAULT_SCOPE);
}

export interface Keyspace {
  db: Database;
  scope: string;
  collection: string;
}

/** A keyspace `db`, `db.collection` (default scope) or `db.scope.collection` of a database
 *  `open` finds (by default: online, else 404 or 503); 404 when malformed or when the
 *  collection is not part of the database. */
export function requireKeyspace(
  ctx: ServerContext,
  keyspace: string,
  open: (name: string) => Database = (name) => requireDatabase(ctx, name),
): Keyspace {
  const parts = keyspace.split(".");
  if (parts.length > 3 || parts.some((p) => p === "")) throw notFound(`keyspace "${keyspace}" not found`);
  const db = open(parts[0]);
  const scope = parts.length === 3 ? parts[1] : DEFAULT_SCOPE;
  const collection = parts.length === 1 ? DEFAULT_COLLECTION : parts[parts.length - 1];
  if (!hasCollection(db, scope, collection)) throw notFound(`keyspace "${keyspace}" not found`);
  return { db, scope, collection };
}

/** The resolved source of a keyspace's `sync` (undefined = the default sync function) or
 *  `import_filter` (undefined = import everything). */
export function functionOf(ks: Keyspace, fn: keyof CollectionConfig): string | undefined {
  return own(ks.db.functions, keyOf(ks.scope, ks.collection))?.[fn];
}

export interface WebhookHandler extends Omit<WebhookHandlerConfig, "filter" | "timeout"> {
  /** Resolved JavaScript source of the filter, if any. */
  filter?: string;
  /** Seconds; 0: no limit. */
  timeout: number;
}

/** The most events this server processes at once for one database (the gateway's default): a
 *  larger `max_processes` is taken and kept as given, and works as this many, so that a database's
 *  queue (three times as many events) stays bounded. */
export const MAX_PROCESSES = EVENT_DEFAULTS.maxProcesses;

/** Event processing as the gateway reads its settings: `max_processes` 0 or unset is 500;
 *  `wait_for_process` is a string of milliseconds, and unset, negative or not a number means
 *  100; a handler's `timeout` unset is 60 seconds (0: no limit). */
export function eventSettings(eh: EventHandlersConfig) {
  const wait = eh.wait_for_process === undefined || !/^[+-]?\d+$/.test(eh.wait_for_process) ? -1 : Number.parseInt(eh.wait_for_process, 10);
  return {
    max_processes: Math.min(eh.max_processes || EVENT_DEFAULTS.maxProcesses, MAX_PROCESSES),
    wait_for_process: wait < 0 ? EVENT_DEFAULTS.waitForProcessMs : wait,
    document_changed: (eh.document_changed ?? []).map((h) => ({ ...h, timeout: h.timeout ?? EVENT_DEFAULTS.timeoutSeconds })),
  };
}

/** The `document_changed` handlers with their defaults applied and filters resolved. */
export function eventHandlersOf(db: Database): { max_processes: number; wait_for_process: number; document_changed: WebhookHandler[] } {
  const settings = eventSettings(db.config.event_handlers ?? {});
  return { ...settings, document_changed: settings.document_changed.map((h, i) => ({ ...h, filter: db.webhookFilters[i] })) };
}

export function cookieNameOf(db: Database): string {
  return db.config.session_cookie_name || DEFAULT_SESSION_COOKIE;
}

// ---- users ----------------------------------------------------------------------------------

const userKey = (db: string, name: string) => `${db}/${name}`;

/** A user as it starts: enabled, without channels or roles, without a password. */
export function newUser(db: string, name: string): GatewayUser {
  return { db, name, disabled: false, admin_channels: [], admin_roles: [] };
}

/** GUEST always exists: disabled, without channels, until configured. */
export function findUser(ctx: ServerContext, db: string, name: string): GatewayUser | undefined {
  const stored = users(ctx).get(userKey(db, name));
  if (stored || name !== GUEST) return stored;
  return { ...newUser(db, GUEST), disabled: true };
}

export function saveUser(ctx: ServerContext, user: GatewayUser): void {
  users(ctx).set(userKey(user.db, user.name), user);
}

// ---- roles ----------------------------------------------------------------------------------

/** A live role (a deleted one is kept, marked, until purged). */
export function findRole(ctx: ServerContext, db: string, name: string, withDeleted = false): GatewayRole | undefined {
  const role = roles(ctx).get(userKey(db, name));
  return role && (withDeleted || !role.deleted) ? role : undefined;
}

export function saveRole(ctx: ServerContext, role: GatewayRole): void {
  roles(ctx).set(userKey(role.db, role.name), role);
}

export function purgeRole(ctx: ServerContext, db: string, name: string): void {
  roles(ctx).delete(userKey(db, name));
}

export function listRoles(ctx: ServerContext, db: string): GatewayRole[] {
  return rolesByDatabase(ctx).rows(db);
}

/** The channels the live roles among `names` grant through their `admin_channels`. */
export function roleChannels(ctx: ServerContext, db: string, names: readonly string[]): string[] {
  return names.flatMap((name) => findRole(ctx, db, name)?.admin_channels ?? []);
}

export function deleteUser(ctx: ServerContext, db: string, name: string): boolean {
  deleteUserSessions(ctx, db, name);
  return users(ctx).delete(userKey(db, name));
}

/** The users a database has stored, but GUEST (which always exists). */
export function userCount(ctx: ServerContext, db: string): number {
  return usersByDatabase(ctx).size(db) - (users(ctx).has(userKey(db, GUEST)) ? 1 : 0);
}

export function listUsers(ctx: ServerContext, db: string): GatewayUser[] {
  return usersByDatabase(ctx).rows(db);
}

export function verifyPassword(ctx: ServerContext, db: Database, user: GatewayUser, password: string): Promise<boolean> {
  return ctx.secrets.verifyPassword(user.password, password, passwordCheckFor(db, user.name));
}

// ---- sessions -------------------------------------------------------------------------------

/** RFC 3339 in UTC, to the second, as the gateway writes a session's expiry. */
export function rfc3339(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d+Z$/, "Z");
}

export { DEFAULT_SESSION_TTL_SECONDS };

/** Sessions are stored under the keyed hash of their id (a bearer secret, never kept). */
export function createSession(
  ctx: ServerContext,
  db: string,
  name: string,
  ttlSeconds = DEFAULT_SESSION_TTL_SECONDS,
): { session_id: string; expires: string; cookie_name: string } {
  makeRoomForSession(ctx, db, name);
  const id = hex(20);
  const key = ctx.secrets.keyedHash(id);
  const now = ctx.clock.now();
  const expiresAt = now + ttlSeconds * 1000;
  sessions(ctx).set(key, { key, db, name, expiresAt, ttl: ttlSeconds, createdAt: now });
  const database = findDatabase(ctx, db);
  return { session_id: id, expires: rfc3339(expiresAt), cookie_name: database ? cookieNameOf(database) : DEFAULT_SESSION_COOKIE };
}

/** A user holds at most `sessionsPerUser` live sessions: its expired ones go, then its oldest
 *  until there is room for one more (a login never fails for it; a client holding a session it
 *  no longer uses loses it first). Bounded by the limit, whatever the number of sessions. */
function makeRoomForSession(ctx: ServerContext, db: string, name: string): void {
  const now = ctx.clock.now();
  const mine = sessionsByUser(ctx).rows(userKey(db, name));
  const live = mine.filter((s) => s.expiresAt > now);
  for (const s of mine) if (s.expiresAt <= now) sessions(ctx).delete(s.key);
  const started = (s: GatewaySession) => s.createdAt ?? s.expiresAt - (s.ttl ?? DEFAULT_SESSION_TTL_SECONDS) * 1000;
  live.sort((a, b) => started(a) - started(b));
  for (const s of live.slice(0, Math.max(0, live.length - ctx.limits.sessionsPerUser + 1))) sessions(ctx).delete(s.key);
}

/** Expired sessions (by the server clock) are not returned: one found expired is removed. */
export function findSession(ctx: ServerContext, id: string): GatewaySession | undefined {
  const s = ctx.secrets.lookupBearer(id, (key) => sessions(ctx).get(key));
  if (!s || s.expiresAt > ctx.clock.now()) return s;
  sessions(ctx).delete(s.key);
  return undefined;
}

/** Sessions in order of expiry, so that a sweep reads only the expired ones. */
const sessionsByExpiry = (ctx: ServerContext) => ScopeIndex.of(sessions(ctx), "byExpiry", () => "all", { expiresAt: (s) => s.expiresAt });

/** Removes every expired session (the earliest first); how many went. */
export function sweepExpiredSessions(ctx: ServerContext): number {
  const now = ctx.clock.now();
  const byExpiry = sessionsByExpiry(ctx).listing("all");
  let removed = 0;
  for (;;) {
    const batch = byExpiry.sortedBy("expiresAt")!.slice(0, 256).filter((s) => s.expiresAt <= now);
    for (const s of batch) sessions(ctx).delete(s.key);
    removed += batch.length;
    if (batch.length < 256) return removed;
  }
}

/** Sessions a database holds (live ones only once expired ones are swept). */
export function sessionCount(ctx: ServerContext, db: string): number {
  return sessionsByDatabase(ctx).size(db);
}

/** Who a session (or a public request) acts as, as both APIs' `_session` reads answer it;
 *  `name` null for an anonymous caller. */
export function sessionInfo(name: string | null, channels: string[]) {
  return {
    authentication_handlers: ["default", "cookie"],
    ok: true,
    userCtx: { channels: Object.fromEntries(channels.map((c) => [c, 1])), name },
  };
}

export function deleteSession(ctx: ServerContext, id: string): boolean {
  return sessions(ctx).delete(ctx.secrets.bearerHash(id));
}

export function deleteUserSessions(ctx: ServerContext, db: string, name: string): number {
  const mine = sessionsByUser(ctx).rows(userKey(db, name));
  for (const s of mine) sessions(ctx).delete(s.key);
  return mine.length;
}

// ---- dropping a database --------------------------------------------------------------------

const dropListeners = new WeakMap<ServerContext, Array<(db: string) => void>>();

/** Lets another gateway module forget its own rows (documents...) when a database goes. */
export function onDatabaseDropped(ctx: ServerContext, listener: (db: string) => void): void {
  const list = dropListeners.get(ctx) ?? [];
  list.push(listener);
  dropListeners.set(ctx, list);
}

/** Forgets everything the gateway holds for a database: config, users, sessions, and
 *  whatever other modules registered with `onDatabaseDropped`. */
export function dropDatabase(ctx: ServerContext, name: string): void {
  databases(ctx).delete(name);
  for (const u of listUsers(ctx, name)) users(ctx).delete(userKey(name, u.name));
  for (const s of sessionsByDatabase(ctx).rows(name)) sessions(ctx).delete(s.key);
  for (const r of listRoles(ctx, name)) roles(ctx).delete(userKey(name, r.name));
  for (const listener of dropListeners.get(ctx) ?? []) listener(name);
}

/** A deleted App Endpoint takes its database with it; a database's sandbox calls take its
 *  tenant's turns; a dropped database (or a reset world) leaves nothing of its functions' state
 *  in the sandbox for a later one of the same name. */
export function registerDatabaseHooks(ctx: ServerContext): void {
  ctx.hooks.appEndpointDeleted.push((name) => dropDatabase(ctx, name));
  ctx.sandbox.assignTenants((name) => {
    const db = findDatabase(ctx, name);
    return db ? tenantOf(db) : tenantOf({});
  });
  onDatabaseDropped(ctx, (name) => ctx.sandbox.forget(name));
  ctx.hooks.reset.push(() => ctx.sandbox.forgetAll());
}
