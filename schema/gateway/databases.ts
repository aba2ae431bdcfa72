import { z } from "zod";
import { operations } from "../model";
import { SELF_MANAGED } from "./common";
import { userBody, roleBody } from "./principals";

/** A self-managed gateway's databases and their configuration, as the gateway's admin OpenAPI
 *  document and its source (rest/config.go, rest/admin_api.go) have them. App Services serves
 *  none of these for an App Endpoint's database: its configuration belongs to the management
 *  API.
 *
 *  The configuration's fields are the gateway's, every one of them; an unknown field is refused
 *  (the gateway decodes the body strictly). Where the gateway's Go type is a string or an
 *  unsigned integer, so is the field here: `event_handlers.wait_for_process` is a string of
 *  milliseconds, `max_processes` an unsigned integer.
 *
 *  Before it is decoded, the body of `PUT /{db}/` and `PUT|POST /{db}/_config` passes the
 *  gateway's configuration parser (see configText.ts): `$NAME`, `${NAME}` and `${NAME:-default}`
 *  are replaced from the gateway's environment, and text between backticks becomes a JSON string.
 *
 *  `POST /{db}/_config` merges the body into the configuration (see mergeConfig in
 *  configMerge.ts); `PUT` replaces it. Both answer 201 with the new ETag.
 *
 *  `GET /{db}/_config` answers with the secrets replaced by `xxxxx` (REDACTED): configured users'
 *  passwords and a replication's passwords (and the password in its remote URL). The gateway
 *  stamps `bucket` (the database's name when none was given), `created_at` and `updated_at`. */

const uint = z.int().min(0);
const strings = z.array(z.string());

/** A JavaScript function property: inline source, an absolute path, or an http(s) URL. */
const functionSource = z.string();

export const collectionConfig = z.strictObject({ sync: functionSource.optional(), import_filter: functionSource.optional() });
export const scopesConfig = z.record(z.string(), z.strictObject({ collections: z.record(z.string(), collectionConfig).optional() }));

/** One entry of `event_handlers.document_changed` (or `db_state_changed`). `timeout`: seconds to
 *  wait for the receiver (default 60; 0 waits without limit). */
export const eventHandler = z.strictObject({
  handler: z.literal("webhook"),
  url: z.string().min(1),
  filter: functionSource.optional(),
  timeout: uint.optional(),
  options: z.record(z.string(), z.unknown()).optional(),
});

export const eventHandlers = z.strictObject({
  /** Events processed at once; 0 or unset: 500. */
  max_processes: uint.optional(),
  /** Milliseconds an event waits for room when the queue is full, as a string of digits; unset
   *  (or not a number): 100. */
  wait_for_process: z.string().optional(),
  document_changed: z.array(eventHandler).optional(),
  db_state_changed: z.array(eventHandler).optional(),
});

/** The session cookie's name when the configuration gives none. */
export const DEFAULT_SESSION_COOKIE = "SyncGatewaySession";

/** The gateway's defaults for event processing. */
export const EVENT_DEFAULTS = { maxProcesses: 500, waitForProcessMs: 100, timeoutSeconds: 60 };

export const oidcProvider = z.strictObject({
  issuer: z.string(),
  register: z.boolean().optional(),
  client_id: z.string().optional(),
  user_prefix: z.string().optional(),
  disable_session: z.boolean().optional(),
  username_claim: z.string().optional(),
  roles_claim: z.string().optional(),
  channels_claim: z.string().optional(),
  validation_key: z.string().optional(),
  callback_url: z.string().optional(),
  scope: strings.optional(),
  include_access: z.boolean().optional(),
  discovery_url: z.string().optional(),
  disable_cfg_validation: z.boolean().optional(),
  disable_callback_state: z.boolean().optional(),
  allow_unsigned_provider_tokens: z.boolean().optional(),
});

/** Fields of an OIDC provider the gateway always writes back (its Go fields have no omitempty):
 *  a read shows each, at its zero value when it was not given. */
export const OIDC_PROVIDER_ALWAYS = { issuer: "", register: false, username_claim: "", roles_claim: "", channels_claim: "", allow_unsigned_provider_tokens: false } as const;

export const oidcConfig = z.strictObject({ providers: z.record(z.string(), oidcProvider).optional(), default_provider: z.string().optional() });

export const corsConfig = z.strictObject({ origin: strings.optional(), login_origin: strings.optional(), headers: strings.optional(), max_age: z.int().optional() });

/** A replication (the gateway's `replications.<id>`); its passwords are redacted in reads. */
export const replicationConfig = z.strictObject({
  replication_id: z.string().max(160).optional(),
  remote: z.string().optional(),
  direction: z.enum(["push", "pull", "pushAndPull"]),
  collections_enabled: z.boolean().optional(),
  collections_local: strings.optional(),
  collections_remote: z.array(z.string().nullable()).optional(),
  username: z.string().optional(),
  password: z.string().optional(),
  remote_username: z.string().optional(),
  remote_password: z.string().optional(),
  conflict_resolution_type: z.enum(["default", "remoteWins", "localWins", "custom"]).optional(),
  custom_conflict_resolver: z.string().optional(),
  purge_on_removal: z.boolean().optional(),
  enable_delta_sync: z.boolean().optional(),
  max_backoff_time: z.int().optional(),
  initial_state: z.enum(["running", "stopped"]).optional(),
  continuous: z.boolean().optional(),
  filter: z.string().optional(),
  query_params: z.unknown().optional(),
  adhoc: z.boolean().optional(),
  batch_size: z.int().optional(),
  run_as: z.string().optional(),
  updated_at: z.string().optional(),
  created_at: z.string().optional(),
});

/** Settings the gateway offers as unsupported, accepted as given. */
const unsupported = z.looseObject({ remote_config_tls_skip_verify: z.boolean().optional() });

/** Nested settings this model accepts as given (the gateway's types are richer). */
const settings = z.record(z.string(), z.unknown());

/** A database configuration, as `PUT /{db}/` and `PUT|POST /{db}/_config` take it and
 *  `GET /{db}/_config` answers it. */
export const databaseConfig = z.strictObject({
  name: z.string().optional(),
  bucket: z.string().optional(),
  server: z.string().optional(),
  pool: z.string().optional(),
  username: z.string().optional(),
  password: z.string().optional(),
  certpath: z.string().optional(),
  keypath: z.string().optional(),
  cacertpath: z.string().optional(),
  kv_tls_port: z.int().optional(),
  max_concurrent_query_ops: z.int().optional(),
  scopes: scopesConfig.optional(),
  /** The default collection's sync function (when `scopes` does not list it). */
  sync: functionSource.optional(),
  import_filter: functionSource.optional(),
  users: z.record(z.string(), userBody).optional(),
  roles: z.record(z.string(), roleBody).optional(),
  guest: userBody.optional(),
  revs_limit: uint.optional(),
  /** true, false or "continuous". */
  import_docs: z.union([z.boolean(), z.string()]).optional(),
  import_partitions: z.int().min(1).max(1024).optional(),
  import_backup_old_rev: z.boolean().optional(),
  event_handlers: eventHandlers.optional(),
  feed_type: z.string().optional(),
  allow_empty_password: z.boolean().optional(),
  cache: settings.optional(),
  rev_cache_size: uint.optional(),
  /** Creates the database offline. */
  offline: z.boolean().optional(),
  unsupported: unsupported.optional(),
  oidc: oidcConfig.optional(),
  local_jwt: settings.optional(),
  old_rev_expiry_seconds: uint.optional(),
  view_query_timeout_secs: uint.optional(),
  local_doc_expiry_secs: uint.optional(),
  enable_shared_bucket_access: z.boolean().optional(),
  session_cookie_secure: z.boolean().optional(),
  session_cookie_name: z.string().optional(),
  session_cookie_http_only: z.boolean().optional(),
  allow_conflicts: z.boolean().optional(),
  num_index_replicas: uint.optional(),
  index: z.strictObject({ num_replicas: uint.optional(), num_partitions: uint.optional() }).optional(),
  use_views: z.boolean().optional(),
  send_www_authenticate_header: z.boolean().optional(),
  disable_password_auth: z.boolean().optional(),
  bucket_op_timeout_ms: uint.optional(),
  slow_query_warning_threshold: uint.optional(),
  delta_sync: z.strictObject({ enabled: z.boolean().optional(), rev_max_age_seconds: uint.optional() }).optional(),
  store_legacy_revtree_data: z.boolean().optional(),
  compact_interval_days: z.number().min(0).optional(),
  sgreplicate_enabled: z.boolean().optional(),
  sgreplicate_websocket_heartbeat_secs: z.int().optional(),
  replications: z.record(z.string(), replicationConfig).optional(),
  serve_insecure_attachment_types: z.boolean().optional(),
  query_pagination_limit: z.int().optional(),
  user_xattr_key: z.string().max(15).optional(),
  client_partition_window_secs: z.int().optional(),
  javascript_timeout_secs: uint.optional(),
  functions: settings.optional(),
  suspendable: z.boolean().optional(),
  changes_request_plus: z.boolean().optional(),
  cors: corsConfig.optional(),
  logging: settings.optional(),
  updated_at: z.string().optional(),
  created_at: z.string().optional(),
  disable_public_all_docs: z.boolean().optional(),
  use_system_metadata_collection: z.boolean().optional(),
});

export type DatabaseConfigBody = z.infer<typeof databaseConfig>;

const state = z.enum(["Online", "Offline", "Starting", "Stopping", "Resyncing"]);

export const databaseInfo = z.strictObject({
  db_name: z.string(),
  update_seq: z.int(),
  committed_update_seq: z.int(),
  instance_start_time: z.int(),
  compact_running: z.boolean(),
  purge_seq: z.number(),
  disk_format_version: z.number(),
  state,
  server_uuid: z.string(),
  require_resync: z.boolean().optional(),
  init_in_progress: z.boolean().optional(),
});

export const serverInfo = z.strictObject({
  ADMIN: z.boolean().optional(),
  couchdb: z.string(),
  vendor: z.strictObject({ name: z.string(), version: z.string().optional() }),
  version: z.string().optional(),
  persistent_config: z.boolean().optional(),
});

const verboseDatabase = z.strictObject({
  db_name: z.string(),
  bucket: z.string().optional(),
  state: state.optional(),
  require_resync: z.boolean().optional(),
  init_in_progress: z.boolean().optional(),
});

/** `DELETE /{db}/` answers an empty JSON object. */
const emptyObject = z.strictObject({});

const ADMIN = { api: "gatewayAdmin", servedBy: SELF_MANAGED } as const;
const CONFIG_QUERY = ["redact", "include_javascript", "include_runtime", "refresh_config"] as const;

export const databaseOperations = operations({
  getServer: { ...ADMIN, method: "GET", path: "/", responses: { 200: serverInfo } },
  /** Names; `verbose=true`: each with its bucket and state. */
  listDatabases: { ...ADMIN, method: "GET", path: "/_all_dbs", query: ["verbose"], responses: { 200: z.union([z.array(z.string()), z.array(verboseDatabase)]) } },
  createDatabase: { ...ADMIN, method: "PUT", path: "/{db}/", query: ["disable_oidc_validation"], request: databaseConfig, responses: { 201: null } },
  getDatabase: { ...ADMIN, method: "GET", path: "/{db}/", responses: { 200: databaseInfo } },
  headDatabase: { ...ADMIN, method: "HEAD", path: "/{db}/", responses: { 200: null } },
  deleteDatabase: { ...ADMIN, method: "DELETE", path: "/{db}/", responses: { 200: emptyObject } },
  takeDatabaseOffline: { ...ADMIN, method: "POST", path: "/{db}/_offline", responses: { 200: null } },
  bringDatabaseOnline: { ...ADMIN, method: "POST", path: "/{db}/_online", request: z.strictObject({ delay: uint.optional() }), requestOptional: true, responses: { 200: null } },
  getDatabaseConfig: { ...ADMIN, method: "GET", path: "/{db}/_config", query: CONFIG_QUERY, responses: { 200: databaseConfig }, etag: true },
  replaceDatabaseConfig: { ...ADMIN, method: "PUT", path: "/{db}/_config", query: ["disable_oidc_validation"], request: databaseConfig, responses: { 201: null }, etag: true },
  /** Merges the body into the configuration (see configMerge.ts). */
  updateDatabaseConfig: { ...ADMIN, method: "POST", path: "/{db}/_config", request: databaseConfig, responses: { 201: null }, etag: true },
  getSyncFunction: { ...ADMIN, method: "GET", path: "/{keyspace}/_config/sync", responses: { 200: "javascript" }, etag: true },
  putSyncFunction: { ...ADMIN, method: "PUT", path: "/{keyspace}/_config/sync", query: ["disable_oidc_validation"], request: "javascript", responses: { 200: null } },
  deleteSyncFunction: { ...ADMIN, method: "DELETE", path: "/{keyspace}/_config/sync", responses: { 200: null } },
  getKeyspaceImportFilter: { ...ADMIN, method: "GET", path: "/{keyspace}/_config/import_filter", responses: { 200: "javascript" }, etag: true },
  putKeyspaceImportFilter: { ...ADMIN, method: "PUT", path: "/{keyspace}/_config/import_filter", query: ["disable_oidc_validation"], request: "javascript", responses: { 200: null } },
  deleteKeyspaceImportFilter: { ...ADMIN, method: "DELETE", path: "/{keyspace}/_config/import_filter", responses: { 200: null } },
});
