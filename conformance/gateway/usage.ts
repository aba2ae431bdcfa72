import type { ServerContext } from "../context";
import { ApiError, ErrorCode } from "../core/errors";
import { LIMIT_SPECS, type LimitName, limitReached } from "../core/limits";
import type { TableIndex } from "../core/store";
import { adminUsersByAppService } from "../management/adminUsers";
import type { AppServiceRecord } from "../model";
import {
  appServiceOf,
  appServiceTenant,
  type Database,
  databaseNames,
  findDatabase,
  SELF_MANAGED,
  sessionCount,
  sweepExpiredSessions,
  tenantDatabaseCount,
  tenantOf,
  tenantOfName,
  userCount,
} from "./databases";
import type { DatabaseConfig, ResolvedFunctions } from "./model";
import { type GatewayDoc, docsTable } from "./public/documentStore";

/** What each gateway database and tenant holds, against the limits of core/limits.ts, and the
 *  refusals past them. Document counts and bytes are kept by an index of the documents table
 *  (told of every change, rebuilt from the rows when a data directory is opened): a write
 *  checks its room in constant time, never by scanning. */

/** A gateway quota refusal: 403 `{error: "Forbidden", reason}` naming the limit and its option.
 *  The real gateway has no such quota; 403 is what it answers for a write it will not take (a
 *  sync function's `forbidden`), and the same request is refused again until room is made. */
export function quotaRefusal(ctx: ServerContext, name: LimitName, noun: string): ApiError {
  return new ApiError(403, limitReached(ctx.limits, name, noun));
}

/** A management API quota refusal: 422 in its error body, code 1000. The request is well formed,
 *  but the App Service (or App Endpoint) cannot take it while its use stays as it is: unlike
 *  403 it says nothing of the key's rights, and unlike 429 waiting alone does not help. */
export function managementRefusal(ctx: ServerContext, name: LimitName, noun: string): ApiError {
  return new ApiError(422, limitReached(ctx.limits, name, noun), ErrorCode.invalid, `Make room (delete or shorten what is no longer needed), or start the server with a larger --${LIMIT_SPECS[name].option}.`);
}

/** Refuses a change that takes a use past its limit; one that does not grow it passes, so that a
 *  database already past a lowered limit can still shrink. */
export function requireWithin(ctx: ServerContext, name: LimitName, noun: string, next: number, previous: number, refuse = quotaRefusal): void {
  if (next > ctx.limits[name] && next > previous) throw refuse(ctx, name, noun);
}

// ---- documents and bytes --------------------------------------------------------------------

/** The bytes a document counts for: its body as JSON (the user properties; a tombstone's are
 *  none). */
export const documentBytes = (body: Record<string, unknown>): number => Buffer.byteLength(JSON.stringify(body), "utf8");

interface DatabaseUse {
  tenant: string;
  documents: number;
  bytes: number;
}

/** Documents and bytes per database and bytes per tenant, kept up to date row by row. A
 *  database's tenant is fixed while it holds documents (dropping it removes them). */
class DocumentUsage implements TableIndex<GatewayDoc> {
  private readonly docBytes = new Map<string, number>();
  private readonly databases = new Map<string, DatabaseUse>();
  private readonly tenants = new Map<string, number>();

  constructor(private readonly tenantOf: (db: string) => string) {}

  put(id: string, row: GatewayDoc): void {
    const bytes = row.bytes ?? documentBytes(row.body);
    const before = this.docBytes.get(id);
    let use = this.databases.get(row.db);
    if (!use) this.databases.set(row.db, (use = { tenant: this.tenantOf(row.db), documents: 0, bytes: 0 }));
    if (before === undefined) use.documents++;
    this.add(use, bytes - (before ?? 0));
    this.docBytes.set(id, bytes);
  }

  remove(id: string): void {
    const before = this.docBytes.get(id);
    if (before === undefined) return;
    this.docBytes.delete(id);
    // A document key starts with its database's name, which has no '.' (documentStore.docKey).
    const db = id.slice(0, id.indexOf("."));
    const use = this.databases.get(db)!;
    use.documents--;
    this.add(use, -before);
    if (use.documents === 0) this.databases.delete(db);
  }

  clear(): void {
    this.docBytes.clear();
    this.databases.clear();
    this.tenants.clear();
  }

  /** The bytes of the document stored under `key`; undefined when there is none. */
  bytesOf(key: string): number | undefined {
    return this.docBytes.get(key);
  }

  database(db: string): { documents: number; bytes: number } {
    return this.databases.get(db) ?? { documents: 0, bytes: 0 };
  }

  tenantBytes(tenant: string): number {
    return this.tenants.get(tenant) ?? 0;
  }

  private add(use: DatabaseUse, delta: number): void {
    use.bytes += delta;
    const total = (this.tenants.get(use.tenant) ?? 0) + delta;
    if (total === 0) this.tenants.delete(use.tenant);
    else this.tenants.set(use.tenant, total);
  }
}

const documentUsage = (ctx: ServerContext) => docsTable(ctx).index("usage", () => new DocumentUsage((db) => tenantOfName(ctx, db)));

export function databaseDocuments(ctx: ServerContext, db: string): { documents: number; bytes: number } {
  return documentUsage(ctx).database(db);
}

export function tenantDocumentBytes(ctx: ServerContext, tenant: string): number {
  return documentUsage(ctx).tenantBytes(tenant);
}

/** Refuses (403) storing `bytes` under document `key` of `db` when that takes the database's
 *  documents or bytes, or its tenant's bytes, past their limits. */
export function requireDocumentRoom(ctx: ServerContext, db: Database, key: string, bytes: number): void {
  const usage = documentUsage(ctx);
  const before = usage.bytesOf(key);
  const use = usage.database(db.name);
  if (before === undefined) requireWithin(ctx, "documentsPerDatabase", "documents", use.documents + 1, use.documents);
  const delta = bytes - (before ?? 0);
  requireWithin(ctx, "databaseBytes", "document bodies", use.bytes + delta, use.bytes);
  const tenant = tenantOfName(ctx, db.name);
  const tenantBytes = usage.tenantBytes(tenant);
  requireWithin(ctx, "tenantBytes", "document bodies", tenantBytes + delta, tenantBytes);
}

// ---- users ------------------------------------------------------------------------------------

/** Refuses (403) `adding` new users to database `db` past `usersPerDatabase` (GUEST, which
 *  always exists, is never counted as one). */
export function requireUserRoom(ctx: ServerContext, db: string, adding: number): void {
  if (adding === 0) return;
  const count = userCount(ctx, db);
  requireWithin(ctx, "usersPerDatabase", "users", count + adding, count);
}

// ---- functions ------------------------------------------------------------------------------

/** Bytes of JavaScript a database's configuration holds: its collections' functions and its
 *  webhook filters, as resolved (a path or URL counts for what it was read as). */
export function functionBytes(functions: ResolvedFunctions, webhookFilters: ReadonlyArray<string | undefined>): number {
  let total = 0;
  for (const fns of Object.values(functions)) total += textBytes(fns.sync) + textBytes(fns.import_filter);
  for (const filter of webhookFilters) total += textBytes(filter);
  return total;
}

/** Webhook handlers a configuration declares (every event kind). */
export const webhookCount = (config: DatabaseConfig): number => (config.event_handlers?.document_changed?.length ?? 0) + (config.event_handlers?.db_state_changed?.length ?? 0);

export const textBytes = (text: string | undefined): number => (text ? Buffer.byteLength(text, "utf8") : 0);

// ---- the control plane's view -----------------------------------------------------------------

interface Use {
  used: number;
  limit?: number;
  option?: string;
}

const limitOf = (ctx: ServerContext, name: LimitName) => ({ limit: ctx.limits[name], option: `--${LIMIT_SPECS[name].option}` });
const use = (ctx: ServerContext, used: number, name?: LimitName): Use => (name ? { used, ...limitOf(ctx, name) } : { used });

/** `GET /_conformance/usage`: every tenant (each App Service, and the self-managed gateway) with
 *  its use beside its limits, and each of its databases with theirs. Expired sessions are swept
 *  first, so sessions counted are live ones. */
export function usageReport(ctx: ServerContext) {
  sweepExpiredSessions(ctx);
  const byTenant = new Map<string, Database[]>([[SELF_MANAGED, []]]);
  for (const svc of ctx.store.table<AppServiceRecord>("appServices").values()) byTenant.set(appServiceTenant(svc.id), []);
  for (const name of databaseNames(ctx)) {
    const db = findDatabase(ctx, name);
    if (!db) continue;
    const tenant = tenantOf(db);
    const list = byTenant.get(tenant);
    if (list) list.push(db);
    else byTenant.set(tenant, [db]);
  }
  const tenants = [...byTenant].map(([tenant, dbs]) => {
    const appService = appServiceOf(tenant);
    const databases = dbs.map((db) => databaseUse(ctx, db));
    const sum = (field: keyof (typeof databases)[number]["use"]) => databases.reduce((n, d) => n + d.use[field].used, 0);
    return {
      tenant,
      use: {
        databases: use(ctx, tenantDatabaseCount(ctx, tenant), "databasesPerTenant"),
        ...(appService === undefined ? {} : { adminUsers: use(ctx, adminUsersByAppService(ctx).size(appService), "adminUsersPerAppService") }),
        bytes: use(ctx, tenantDocumentBytes(ctx, tenant), "tenantBytes"),
        documents: use(ctx, sum("documents")),
        users: use(ctx, sum("users")),
        sessions: use(ctx, sum("sessions")),
        webhooks: use(ctx, sum("webhooks")),
        functionBytes: use(ctx, sum("functionBytes")),
      },
      databases,
    };
  });
  return { tenants };
}

function databaseUse(ctx: ServerContext, db: Database) {
  const docs = databaseDocuments(ctx, db.name);
  return {
    name: db.name,
    use: {
      documents: use(ctx, docs.documents, "documentsPerDatabase"),
      bytes: use(ctx, docs.bytes, "databaseBytes"),
      users: use(ctx, userCount(ctx, db.name), "usersPerDatabase"),
      // The limit is per user: a user past it loses its oldest session.
      sessions: { ...use(ctx, sessionCount(ctx, db.name)), perUser: limitOf(ctx, "sessionsPerUser") },
      webhooks: use(ctx, webhookCount(db.config), "webhooksPerDatabase"),
      functionBytes: use(ctx, functionBytes(db.functions, db.webhookFilters), "functionBytesPerDatabase"),
    },
  };
}
