/** Every limit the conformance server enforces between tenants, in one table: its command-line
 *  option, its default (sized for one server shared by the teams of an organization), its unit
 *  and what it bounds. The CLI's options and help, `ConformanceServerOptions.limits`, the
 *  control plane's usage view and the docs table are all read from here.
 *
 *  A tenant is an App Service (the databases of its App Endpoints) or, for self-managed gateway
 *  databases, the self-managed gateway as a whole; on the management API, an organization. */

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
    description: "Documents (live and deleted) one gateway database holds; a write past it is refused with 403.",
  },
  databaseBytes: {
    option: "max-database-bytes",
    default: 256 * MiB,
    unit: "bytes",
    per: "database",
    description: "Bytes of document bodies one gateway database holds; a write past it is refused with 403.",
  },
  tenantBytes: {
    option: "max-tenant-bytes",
    default: 1024 * MiB,
    unit: "bytes",
    per: "tenant",
    description: "Bytes of document bodies all of one tenant's databases hold together.",
  },
  databasesPerTenant: {
    option: "max-databases-per-tenant",
    default: 50,
    unit: "count",
    per: "tenant",
    description: "Gateway databases one tenant has (App Endpoints of one App Service, or self-managed databases).",
  },
  usersPerDatabase: {
    option: "max-users-per-database",
    default: 10_000,
    unit: "count",
    per: "database",
    description: "Gateway users one database has.",
  },
  usersPerConfigRequest: {
    option: "max-users-per-config-request",
    default: 100,
    unit: "count",
    per: "request",
    description: "Users one database configuration request may declare (each costs a password hash).",
  },
  sessionsPerUser: {
    option: "max-sessions-per-user",
    default: 100,
    unit: "count",
    per: "user",
    description: "Live sessions one gateway user holds; the oldest is ended to make room for a new one.",
  },
  webhooksPerDatabase: {
    option: "max-webhooks-per-database",
    default: 50,
    unit: "count",
    per: "database",
    description: "Webhook handlers one database's event configuration declares.",
  },
  functionBytesPerDatabase: {
    option: "max-function-bytes-per-database",
    default: 1 * MiB,
    unit: "bytes",
    per: "database",
    description: "Bytes of JavaScript (sync and import functions, webhook filters) one database's configuration holds.",
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
    description: "Webhook POSTs in flight for one tenant; the rest wait in that tenant's own queue.",
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
