import { REDACTED } from "./common";
import { OIDC_PROVIDER_ALWAYS } from "./databases";

/** How the gateway keeps and merges a database configuration, from the Go types it decodes it
 *  into (rest/config.go DbConfig) and its merge (base.ConfigMerge: mergo with override, and
 *  pointers set whenever given):
 *
 *  - stored form: the configuration as the gateway writes it back. A field whose Go type is a
 *    plain value (not a pointer) with `omitempty` disappears at its zero value (`""`, `0`,
 *    `false`); empty arrays and maps disappear too; a pointer field is kept, zero or not (`"sync":
 *    ""` stays); the few fields without `omitempty` (an OIDC provider's `issuer`, `register` and
 *    claims; a replication's `replication_id`, `remote`, `direction`, `continuous`) are always
 *    there.
 *  - merge (`POST /{db}/_config`): a field the body gives replaces the stored one, except that a
 *    plain value at its zero value and an empty array change nothing, and that maps merge key by
 *    key (a key the body leaves out stays): the providers of `oidc`, `users`, `roles` and
 *    `replications` merge field by field into the entry of the same name; a scope given replaces
 *    the stored one. Nested objects merge field by field (`event_handlers` keeps the handlers
 *    when the body gives only `max_processes`). So a POST can add and change, but never remove a
 *    map entry, nor bring a plain value back to its default.
 *  Settings this model accepts as given (`cache`, `logging`, `functions`, `local_jwt`,
 *  `unsupported`) are replaced whole. */

type Shape =
  | "pointer" // kept when given, zero included; replaced when given
  | "value" // dropped at its zero value; replaced only by a non-zero value
  | "always" // never dropped (zero value when missing); replaced only by a non-zero value
  | "list" // dropped when empty; replaced only by a non-empty list
  | "set" // a list the gateway keeps as a set: dropped when empty; a merge adds to it
  | { fields: Record<string, Shape>; always?: Record<string, unknown> } // an object: merged field by field
  | { map: Shape; merge: "entries" | "replace" } // keys merged one by one: an entry's own shape, or replaced whole
  | { list: Shape }; // a list of objects of that shape: replaced only by a non-empty list

const principal: Shape = {
  fields: {
    name: "pointer",
    admin_channels: "set",
    collection_access: { map: { map: { fields: { admin_channels: "set", all_channels: "set", jwt_channels: "set", jwt_last_updated: "pointer" } }, merge: "entries" }, merge: "entries" },
    email: "pointer",
    disabled: "pointer",
    password: "pointer",
    admin_roles: "set",
    all_channels: "set",
    roles: "list",
    jwt_issuer: "pointer",
    jwt_roles: "set",
    jwt_channels: "set",
    jwt_last_updated: "pointer",
  },
};

const eventHandler: Shape = { fields: { handler: "value", url: "value", filter: "value", timeout: "pointer", options: { map: "pointer", merge: "replace" } } };

const oidcProvider: Shape = {
  fields: {
    issuer: "always",
    register: "always",
    client_id: "pointer",
    user_prefix: "value",
    disable_session: "value",
    username_claim: "always",
    roles_claim: "always",
    channels_claim: "always",
    validation_key: "pointer",
    callback_url: "pointer",
    scope: "list",
    include_access: "value",
    discovery_url: "value",
    disable_cfg_validation: "value",
    disable_callback_state: "value",
    allow_unsigned_provider_tokens: "always",
  },
  always: OIDC_PROVIDER_ALWAYS,
};

const replication: Shape = {
  fields: {
    replication_id: "always",
    remote: "always",
    direction: "always",
    continuous: "always",
    collections_enabled: "value",
    collections_local: "list",
    collections_remote: "list",
    username: "value",
    password: "value",
    remote_username: "value",
    remote_password: "value",
    conflict_resolution_type: "value",
    custom_conflict_resolver: "value",
    purge_on_removal: "value",
    enable_delta_sync: "value",
    max_backoff_time: "value",
    initial_state: "value",
    filter: "value",
    query_params: "pointer",
    adhoc: "value",
    batch_size: "value",
    run_as: "value",
    updated_at: "pointer",
    created_at: "pointer",
  },
  always: { replication_id: "", remote: "", direction: "", continuous: false },
};

const P = "pointer" as const;

/** The database configuration (DbConfig and the BucketConfig it embeds). */
export const DATABASE_CONFIG_SHAPE: Shape = {
  fields: {
    name: "value",
    bucket: P,
    server: P,
    pool: P,
    username: "value",
    password: "value",
    certpath: "value",
    keypath: "value",
    cacertpath: "value",
    kv_tls_port: "value",
    max_concurrent_query_ops: P,
    scopes: { map: { fields: { collections: { map: { fields: { sync: P, import_filter: P } }, merge: "entries" } } }, merge: "replace" },
    sync: P,
    import_filter: P,
    users: { map: principal, merge: "entries" },
    roles: { map: principal, merge: "entries" },
    guest: principal,
    revs_limit: P,
    import_docs: P,
    import_partitions: P,
    import_backup_old_rev: P,
    event_handlers: { fields: { max_processes: "value", wait_for_process: "value", document_changed: { list: eventHandler }, db_state_changed: { list: eventHandler } } },
    feed_type: "value",
    allow_empty_password: P,
    cache: P,
    rev_cache_size: P,
    offline: P,
    unsupported: P,
    oidc: { fields: { providers: { map: oidcProvider, merge: "entries" }, default_provider: P } },
    local_jwt: { map: P, merge: "replace" },
    old_rev_expiry_seconds: P,
    view_query_timeout_secs: P,
    local_doc_expiry_secs: P,
    enable_shared_bucket_access: P,
    session_cookie_secure: P,
    session_cookie_name: "value",
    session_cookie_http_only: P,
    allow_conflicts: P,
    num_index_replicas: P,
    index: { fields: { num_replicas: P, num_partitions: P } },
    use_views: P,
    send_www_authenticate_header: P,
    disable_password_auth: P,
    bucket_op_timeout_ms: P,
    slow_query_warning_threshold: P,
    delta_sync: { fields: { enabled: P, rev_max_age_seconds: P } },
    store_legacy_revtree_data: P,
    compact_interval_days: P,
    sgreplicate_enabled: P,
    sgreplicate_websocket_heartbeat_secs: P,
    replications: { map: replication, merge: "entries" },
    serve_insecure_attachment_types: P,
    query_pagination_limit: P,
    user_xattr_key: P,
    client_partition_window_secs: P,
    javascript_timeout_secs: P,
    functions: P,
    suspendable: P,
    changes_request_plus: P,
    cors: { fields: { origin: "list", login_origin: "list", headers: "list", max_age: "value" } },
    logging: P,
    updated_at: P,
    created_at: P,
    disable_public_all_docs: P,
    use_system_metadata_collection: P,
  },
};

type Json = any;
const isObject = (v: unknown): v is Record<string, Json> => typeof v === "object" && v !== null && !Array.isArray(v);
const isZero = (v: unknown) => v === "" || v === 0 || v === false || v === null || v === undefined;
const isEmpty = (v: unknown) => isZero(v) || (Array.isArray(v) && v.length === 0) || (isObject(v) && Object.keys(v).length === 0);

const isListOf = (s: Shape): s is { list: Shape } => typeof s === "object" && "list" in s;

/** The value as the gateway writes it back. */
export function storedForm(value: Json, shape: Shape = DATABASE_CONFIG_SHAPE): Json {
  if (isListOf(shape)) return Array.isArray(value) && value.length > 0 ? value.map((v) => storedForm(v, shape.list)) : undefined;
  if (typeof shape === "string") {
    if (value === undefined || value === null) return undefined;
    if (shape === "value" && isZero(value)) return undefined;
    if ((shape === "list" || shape === "set") && Array.isArray(value)) return value.length === 0 ? undefined : shape === "set" ? [...new Set(value)].sort() : value;
    return value;
  }
  if (!isObject(value)) return undefined;
  if ("map" in shape) {
    const out: Record<string, Json> = {};
    for (const [k, v] of Object.entries(value)) {
      const stored = storedForm(v, shape.map);
      // A map keeps its entries, empty ones included (a collection with no functions).
      out[k] = stored === undefined && isObject(v) ? {} : stored;
      if (out[k] === undefined) delete out[k];
    }
    return Object.keys(out).length === 0 ? undefined : out;
  }
  const out: Record<string, Json> = { ...(shape.always ?? {}) };
  for (const [k, v] of Object.entries(value)) {
    const fieldShape = shape.fields[k];
    const stored = fieldShape === undefined ? v : storedForm(v, fieldShape);
    if (stored !== undefined) out[k] = stored;
    else if (!(shape.always && k in shape.always)) delete out[k];
  }
  return out;
}

/** `src` merged into `dst` as `POST /{db}/_config` merges (a new value; neither is changed). */
export function mergeConfig(dst: Json, src: Json, shape: Shape = DATABASE_CONFIG_SHAPE): Json {
  if (src === undefined || src === null) return dst;
  if (isListOf(shape)) return Array.isArray(src) && src.length > 0 ? src : dst;
  if (typeof shape === "string") {
    switch (shape) {
      case "pointer":
        return src;
      case "value":
      case "always":
        return isZero(src) ? dst : src;
      case "list":
        return Array.isArray(src) && src.length === 0 ? dst : src;
      case "set":
        return Array.isArray(src) && Array.isArray(dst) ? [...new Set([...dst, ...src])] : isEmpty(src) ? dst : src;
    }
  }
  if (!isObject(src)) return src;
  if (!isObject(dst)) return src;
  const out: Record<string, Json> = { ...dst };
  if ("map" in shape) {
    for (const [k, v] of Object.entries(src)) {
      out[k] = shape.merge === "entries" && isObject(out[k]) && isObject(v) ? mergeConfig(out[k], v, shape.map) : v;
    }
    return out;
  }
  for (const [k, v] of Object.entries(src)) {
    const fieldShape = shape.fields[k];
    out[k] = fieldShape === undefined ? v : mergeConfig(dst[k], v, fieldShape);
    if (out[k] === undefined) delete out[k];
  }
  return out;
}

/** Where a configuration (as `GET /{db}/_config` answers it) holds the redaction marker in place
 *  of a secret: writing it back would set that secret to the marker. */
export function redactedSecrets(config: Json): string[] {
  const out: string[] = [];
  if (!isObject(config)) return out;
  if (config.password === REDACTED) out.push("password");
  for (const [name, user] of Object.entries<Json>(isObject(config.users) ? config.users : {})) {
    if (isObject(user) && user.password === REDACTED) out.push(`users.${name}.password`);
  }
  for (const [id, r] of Object.entries<Json>(isObject(config.replications) ? config.replications : {})) {
    if (!isObject(r)) continue;
    for (const field of ["password", "remote_password"]) if (r[field] === REDACTED) out.push(`replications.${id}.${field}`);
    if (typeof r.remote === "string" && remotePassword(r.remote) === REDACTED) out.push(`replications.${id}.remote`);
  }
  return out;
}

/** The password in a URL's user information, if any. */
export function remotePassword(url: string): string | undefined {
  try {
    const u = new URL(url);
    return u.password === "" ? undefined : decodeURIComponent(u.password);
  } catch {
    return undefined;
  }
}

/** The configuration with its secrets replaced by the marker, as `GET /{db}/_config` shows it. */
export function redacted(config: Json): Json {
  if (!isObject(config)) return config;
  const out = { ...config };
  if (typeof out.password === "string" && out.password !== "") out.password = REDACTED;
  if (isObject(out.users)) {
    out.users = Object.fromEntries(
      Object.entries<Json>(out.users).map(([n, u]) => [n, isObject(u) && typeof u.password === "string" && u.password !== "" ? { ...u, password: REDACTED } : u]),
    );
  }
  if (isObject(out.replications)) {
    out.replications = Object.fromEntries(
      Object.entries<Json>(out.replications).map(([id, r]) => {
        if (!isObject(r)) return [id, r];
        const copy = { ...r };
        for (const field of ["password", "remote_password"]) if (typeof copy[field] === "string" && copy[field] !== "") copy[field] = REDACTED;
        if (typeof copy.remote === "string" && remotePassword(copy.remote) !== undefined) {
          const u = new URL(copy.remote);
          u.password = REDACTED;
          copy.remote = u.toString();
        }
        return [id, copy];
      }),
    );
  }
  return out;
}
