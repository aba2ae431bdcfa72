/** Every limit the conformance server enforces between tenants, in one table: its command-line
 *  option, its default (sized for one server shared by the teams of an organization), its unit
 *  and what it bounds. The CLI's options and help, `ConformanceServerOptions.limits`, the
 *  control plane's usage view and the docs table are all read from here.
 *
 *  A tenant is an App Service (the databases of its App Endpoints) or, for self-managed gateway
 *  databases, the self-managed gateway as a whole; on the management API, an organization. For
 *  turns at webhook connections and password checks each self-managed database takes turns of
 *  its own (gateway/databases.ts `fairShareOf`). */

export type LimitUnit = "count" | "bytes" | "ms" | "seconds";

export interface LimitSpec {
  /** The CLI option, without its dashes. */
  option: string;
  default: number;
  unit: LimitUnit;
  /** What one allowance is counted over. */
  per: "server" | "tenant" | "database" | "user" | "client" | "connection" | "request" | "handler";
  /** One sentence for the docs and `--help`: what it bounds and what a refusal looks like. */
  description: string;
}

const MiB = 1024 * 1024;

export const LIMIT_SPECS = {
  documentsPerDatabase: {
    option: "max-documents-per-database",
    default: 100_000,
    unit: "count",
    per: "database",
    description: "Documents (live and deleted) one gateway database holds; a new document past it is refused with 403.",
  },
  databaseBytes: {
    option: "max-database-bytes",
    default: 64 * MiB,
    unit: "bytes",
    per: "database",
    description: "Bytes of document bodies (as JSON) one gateway database holds; a write that grows it past the limit is refused with 403.",
  },
  tenantBytes: {
    option: "max-tenant-bytes",
    default: 256 * MiB,
    unit: "bytes",
    per: "tenant",
    description: "Bytes of document bodies all of one tenant's databases hold together (everything is held in memory); past it, as above.",
  },
  databasesPerTenant: {
    option: "max-databases-per-tenant",
    default: 50,
    unit: "count",
    per: "tenant",
    description: "Gateway databases one tenant has: App Endpoints of one App Service (past it, 422 from the management API) or self-managed databases (403 from the gateway admin API).",
  },
  usersPerDatabase: {
    option: "max-users-per-database",
    default: 10_000,
    unit: "count",
    per: "database",
    description: "Gateway users one database has, GUEST aside; a new user past it is refused with 403 (a configuration request declaring users, or an OpenID Connect login that would register one, too).",
  },
  adminUsersPerAppService: {
    option: "max-admin-users-per-app-service",
    default: 100,
    unit: "count",
    per: "tenant",
    description: "Admin users (the gateway admin API's logins) one App Service has; past it, 422 from the management API.",
  },
  usersPerConfigRequest: {
    option: "max-users-per-config-request",
    default: 50,
    unit: "count",
    per: "request",
    description: "Users one database configuration request may declare (each costs a password hash); more is refused with 400 before any is hashed.",
  },
  sessionsPerUser: {
    option: "max-sessions-per-user",
    default: 100,
    unit: "count",
    per: "user",
    description: "Live sessions one gateway user holds; a new one ends the oldest (a login is never refused for it). Expired sessions are removed.",
  },
  webhooksPerDatabase: {
    option: "max-webhooks-per-database",
    default: 50,
    unit: "count",
    per: "database",
    description: "Webhook handlers one database's event configuration declares; a configuration past it is refused with 403.",
  },
  functionBytesPerDatabase: {
    option: "max-function-bytes-per-database",
    default: 1 * MiB,
    unit: "bytes",
    per: "database",
    description: "Bytes of JavaScript (sync and import functions, webhook filters) one database's configuration holds, as read from a file or URL; past it, 403 from the gateway admin API, 422 from the management API.",
  },
  webhookTimeout: {
    option: "max-webhook-timeout",
    default: 60,
    unit: "seconds",
    per: "handler",
    description: "The largest `timeout` a webhook handler may ask for.",
  },
  webhookConnections: {
    option: "max-webhook-connections",
    default: 256,
    unit: "count",
    per: "server",
    description: "Webhook POSTs in flight across the server.",
  },
  webhookConnectionsPerTenant: {
    option: "max-webhook-connections-per-tenant",
    default: 32,
    unit: "count",
    per: "tenant",
    description: "Webhook POSTs in flight for one tenant (each self-managed database counts as one); the rest wait in that tenant's own queue, and the queues take turns.",
  },
  passwordChecksWaitingPerUser: {
    option: "max-password-checks-waiting-per-user",
    default: 16,
    unit: "count",
    per: "user",
    description: "Password checks waiting for one user name (logins, admin logins, password changes); beyond, a check is refused with 429 and Retry-After.",
  },
  passwordChecksWaitingPerTenant: {
    option: "max-password-checks-waiting-per-tenant",
    default: 128,
    unit: "count",
    per: "tenant",
    description: "Password checks waiting for one tenant's users (each self-managed database counts as one); beyond, a check is refused with 429 and Retry-After. Tenants' queues take turns.",
  },
  allDocsRows: {
    option: "max-all-docs-rows",
    default: 1000,
    unit: "count",
    per: "request",
    description: "Rows one `_all_docs` page answers: the page when `limit` is not given, and the most a larger `limit` gets; page on with `startkey`.",
  },
  allDocsBytes: {
    option: "max-all-docs-bytes",
    default: 16 * MiB,
    unit: "bytes",
    per: "request",
    description: "Bytes of rows (with `include_docs`, of documents) one `_all_docs` page answers; the page ends at the row that reaches it.",
  },
  sandboxQueuedPerTenant: {
    option: "max-sandbox-queue-per-tenant",
    default: 1000,
    unit: "count",
    per: "tenant",
    description: "JavaScript calls (sync functions, webhook filters, configuration checks) one tenant may have waiting for the sandbox; past it a write is refused with 503. Tenants take turns at the workers.",
  },
  sandboxSourceBytes: {
    option: "max-sandbox-source-bytes",
    default: 64 * MiB,
    unit: "bytes",
    per: "server",
    description: "Bytes of function source the sandbox keeps for reuse (its digest cache, and each worker's copies); the least recently used go first.",
  },
  keepAliveTimeout: {
    option: "keep-alive-timeout-ms",
    default: 5_000,
    unit: "ms",
    per: "connection",
    description: "How long a keep-alive connection may sit idle between requests before the server closes it.",
  },
  connectionsPerClient: {
    option: "max-connections-per-client",
    default: 256,
    unit: "count",
    per: "client",
    description: "Connections one client address holds open at once, across the server's ports; one more is answered 503 and closed.",
  },
} as const satisfies Record<string, LimitSpec>;

export type LimitName = keyof typeof LIMIT_SPECS;
export type Limits = Record<LimitName, number>;

/** The defaults, with the given overrides; each override must be a positive whole number. */
export function resolveLimits(overrides: Partial<Limits> = {}): Limits {
  const limits = {} as Limits;
  for (const name of Object.keys(LIMIT_SPECS) as LimitName[]) {
    const value = overrides[name] ?? LIMIT_SPECS[name].default;
    if (!Number.isSafeInteger(value) || value < 1) {
      throw new Error(`limit ${name} (--${LIMIT_SPECS[name].option}) must be a whole number from 1; got ${value}`);
    }
    limits[name] = value;
  }
  return limits;
}

/** How a refusal names the limit: "limit of 100 sessions per user reached (server option
 *  --max-sessions-per-user)". The noun is the caller's ("sessions"). */
export function limitReached(limits: Limits, name: LimitName, noun: string): string {
  const spec: LimitSpec = LIMIT_SPECS[name];
  const amount = spec.unit === "bytes" ? `${limits[name]} bytes of ${noun}` : `${limits[name]} ${noun}`;
  const per = spec.per === "server" ? "" : ` per ${spec.per}`;
  return `limit of ${amount}${per} reached (server option --${spec.option})`;
}
