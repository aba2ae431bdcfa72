import { z } from "zod";
import { matching } from "../../../schema/api/common";

export const MAX_PROCESSES = 500;

/** Request bodies of the gateway admin API (document 1; gateway part of document 4). Like the
 *  real gateway, unknown fields are rejected. */
const channels = z.array(z.string());

export const userBody = z.strictObject({
  name: z.string().min(1).optional(),
  password: z.string().optional(),
  disabled: z.boolean().optional(),
  admin_channels: channels.optional(),
  admin_roles: channels.optional(),
  email: z.string().optional(),
});

/** A session's lifetime in seconds at most: a century, so that its expiry stays a date the
 *  server can write, however far the test clock has been moved. */
export const MAX_SESSION_TTL_SECONDS = 100 * 365 * 24 * 3600;

export const sessionBody = z.strictObject({
  name: z.string().optional(),
  ttl: z.number().int().max(MAX_SESSION_TTL_SECONDS).optional(),
});

const configUser = userBody.omit({ name: true });

const functionSource = z.string();

const collectionConfig = z.strictObject({
  sync: functionSource.optional(),
  import_filter: functionSource.optional(),
});

const oidcProvider = z.strictObject({
  issuer: z.string().min(1),
  client_id: z.string().min(1),
  validation_key: z.string().optional(),
  register: z.boolean().optional(),
  user_prefix: z.string().optional(),
  username_claim: z.string().optional(),
  roles_claim: z.string().optional(),
  channels_claim: z.string().optional(),
  discovery_url: z.string().optional(),
  scope: z.array(z.string()).optional(),
});

const webhook = z.strictObject({
  handler: z.string(),
  url: z.string(),
  filter: functionSource.optional(),
  timeout: z.number().int().min(0).optional(),
  options: z.record(z.string(), z.unknown()).optional(),
});

/** The database configuration. Fields of the real gateway this server does not act on are
 *  accepted and kept as given. */
export const databaseConfig = z.strictObject({
  name: z.string().optional(),
  bucket: z.string().min(1).optional(),
  scopes: z
    .record(z.string().min(1), z.strictObject({ collections: z.record(z.string().min(1), collectionConfig) }))
    .optional(),
  sync: functionSource.optional(),
  import_filter: functionSource.optional(),
  users: z.record(z.string().min(1), configUser).optional(),
  guest: configUser.omit({ password: true }).optional(),
  oidc: z
    .strictObject({
      default_provider: z.string().optional(),
      providers: z.record(z.string().min(1), oidcProvider),
    })
    .optional(),
  event_handlers: z
    .strictObject({
      // At most 500 (document 4's default): each process may hold a connection; the queue holds
      // three times as many events.
      max_processes: z.number().int().min(1).max(MAX_PROCESSES).optional(),
      wait_for_process: z.number().int().min(0).optional(),
      document_changed: z.array(webhook).optional(),
    })
    .optional(),
  session_cookie_name: matching(/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/, "a cookie name of letters, digits and !#$%&'*+-.^_`|~").optional(),
  cors: z
    .strictObject({
      origin: z.array(z.string()).optional(),
      login_origin: z.array(z.string()).optional(),
      headers: z.array(z.string()).optional(),
      max_age: z.number().int().min(0).optional(),
    })
    .optional(),
  unsupported: z.looseObject({ remote_config_tls_skip_verify: z.boolean().optional() }).optional(),
  user_xattr_key: z.string().optional(),
  delta_sync: z.looseObject({ enabled: z.boolean().optional() }).optional(),
  disable_public_all_docs: z.boolean().optional(),
  // Accepted as given (not acted on here).
  revs_limit: z.number().int().min(0).optional(),
  import_docs: z.boolean().optional(),
  enable_shared_bucket_access: z.boolean().optional(),
  allow_conflicts: z.boolean().optional(),
  num_index_replicas: z.number().int().min(0).optional(),
  allow_empty_password: z.boolean().optional(),
  old_rev_expiry_seconds: z.number().int().min(0).optional(),
  cache: z.record(z.string(), z.unknown()).optional(),
});
