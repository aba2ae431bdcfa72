/** Records of the data-sync gateway (document 1; gateway part of document 4). The admin side
 *  (gateway/admin, gateway/databases.ts) owns the tables below; the public side only reads
 *  them, except users and sessions, which it writes through databases.ts. */

/** A JavaScript function property (`sync`, `import_filter`, a webhook `filter`): inline code
 *  (optionally in a backtick pair), an absolute path to a file, or an HTTP(S) URL. Resolved
 *  once, when the configuration is set (see functions.ts). */
export type FunctionSource = string;

export interface CollectionConfig {
  sync?: FunctionSource;
  import_filter?: FunctionSource;
}

export interface OidcProviderConfig {
  issuer: string;
  client_id: string;
  validation_key?: string;
  register?: boolean;
  user_prefix?: string;
  username_claim?: string;
  roles_claim?: string;
  channels_claim?: string;
  discovery_url?: string;
  /** Default `["openid", "email"]` (document 4). */
  scope?: string[];
}

export interface OidcConfig {
  default_provider?: string;
  providers: Record<string, OidcProviderConfig>;
}

export interface WebhookHandlerConfig {
  handler: "webhook";
  url: string;
  filter?: FunctionSource;
  /** Seconds; default 60; 0: no limit. */
  timeout?: number;
  options?: Record<string, unknown>;
}

export interface EventHandlersConfig {
  /** 0 or unset: 500; the queue holds 3 × max_processes. */
  max_processes?: number;
  /** Milliseconds, as a string of digits; default 100; "0" = discard at once when the queue is full. */
  wait_for_process?: string;
  document_changed?: WebhookHandlerConfig[];
  db_state_changed?: WebhookHandlerConfig[];
}

/** A user declared in the configuration (`users.<name>`). The password is applied to the user
 *  record; the configuration keeps only the redaction marker in its place. */
export interface ConfigUser {
  password?: string;
  disabled?: boolean;
  admin_channels?: string[];
  admin_roles?: string[];
  email?: string;
}

export interface CorsGatewayConfig {
  origin?: string[];
  login_origin?: string[];
  headers?: string[];
  max_age?: number;
}

/** The JSON database configuration in its stored form (schema/gateway/configMerge.ts), as
 *  `GET /{db}/_config` returns it. Functions appear as they were configured (a path or URL
 *  stays a path or URL); their resolved source is in `DatabaseRecord.functions`. */
export interface DatabaseConfig {
  name: string;
  bucket: string;
  scopes?: Record<string, { collections: Record<string, CollectionConfig> }>;
  /** Functions of the default collection (`_default._default`) when `scopes` does not list it. */
  sync?: FunctionSource;
  import_filter?: FunctionSource;
  users?: Record<string, ConfigUser>;
  guest?: ConfigUser;
  oidc?: OidcConfig;
  event_handlers?: EventHandlersConfig;
  /** Default `SyncGatewaySession`. */
  session_cookie_name?: string;
  cors?: CorsGatewayConfig;
  unsupported?: { remote_config_tls_skip_verify?: boolean; [k: string]: unknown };
  user_xattr_key?: string;
  delta_sync?: { enabled?: boolean };
  disable_public_all_docs?: boolean;
  [field: string]: unknown;
}

/** Resolved JavaScript sources, by keyspace `scope.collection`. */
export type ResolvedFunctions = Record<string, CollectionConfig>;

/** table `gatewayDatabases`, keyed by database name. For a self-managed database the whole
 *  configuration; for an App Endpoint's database only the gateway-side fields (event handlers,
 *  users, guest, session cookie name...): the management-owned fields (bucket, scopes and
 *  their functions, OIDC, CORS) are projected from the endpoint record when read. */
export interface DatabaseRecord {
  name: string;
  source: "appEndpoint" | "selfManaged";
  config: DatabaseConfig;
  functions: ResolvedFunctions;
  /** Resolved `filter` of each `event_handlers.document_changed` entry, same order. */
  webhookFilters: Array<string | undefined>;
  /** Self-managed databases can be taken offline (`POST /{db}/_offline`). */
  offline?: boolean;
  /** Set when a self-managed database is made: one dropped and made again is another. */
  incarnation?: string;
  /** The last sequence: bumped by every document write and configuration change; `update_seq`
   *  of the database info. */
  updateSeq: number;
}

/** table `gatewayUsers`, keyed by `${db}/${name}`. */
export interface GatewayUser {
  db: string;
  name: string;
  /** A salted scrypt hash (core/secrets.ts), never the clear password: check it with
   *  `verifyPassword` (databases.ts). */
  password?: string;
  disabled: boolean;
  admin_channels: string[];
  admin_roles: string[];
  email?: string;
  /** Channels per collection: scope → collection → channels. */
  collection_access?: CollectionAccess;
}

export type CollectionAccess = Record<string, Record<string, string[]>>;

/** table `gatewayRoles`, keyed by `${db}/${name}`. A deleted role stays, marked, until purged
 *  (`GET /{db}/_role/?deleted=true` lists it). */
export interface GatewayRole {
  db: string;
  name: string;
  admin_channels: string[];
  collection_access?: CollectionAccess;
  deleted?: boolean;
}

/** table `gatewaySessions`, keyed by the keyed hash of the session id (40 hex characters, a
 *  bearer secret the store never holds). */
export interface GatewaySession {
  key: string;
  db: string;
  name: string;
  /** Server-clock milliseconds. */
  expiresAt: number;
  /** Requested lifetime in seconds. */
  ttl?: number;
  /** Server-clock milliseconds; the oldest of a user's sessions is ended first past
   *  `sessionsPerUser`. Absent on sessions made before it was kept: `expiresAt - ttl`. */
  createdAt?: number;
}
