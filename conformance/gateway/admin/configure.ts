import { createHash } from "node:crypto";
import type { ServerContext } from "../../context";
import { badRequest, conflict, forbidden, notFound, preconditionFailed } from "../../core/errors";
import {
  type Database,
  DEFAULT_COLLECTION,
  DEFAULT_SCOPE,
  databaseRecord,
  findDatabase,
  findUser,
  GUEST,
  keyOf,
  MANAGEMENT_FIELDS,
  newUser,
  saveDatabaseRecord,
  saveUser,
} from "../databases";
import { redactUrl, requireEgressAllowed } from "../../core/egress";
import { sortedJson } from "../../core/secrets";
import { resolveFunction, type ResolveOptions } from "../functions";
import { checkProviderEgress } from "../oidc";
import type { ConfigUser, DatabaseConfig, DatabaseRecord, GatewayUser, ResolvedFunctions } from "../model";

/** Setting a database configuration: validation beyond the JSON Schema, resolution of the
 *  JavaScript function properties, users and GUEST applied to the user records, and the
 *  configuration ETag. */
export const MIN_PASSWORD_LENGTH = 3;

/** A content hash of the effective configuration, quoted. */
export function configEtag(db: Database): string {
  return `"${createHash("sha1").update(canonical(db.config)).digest("hex")}"`;
}

/** 412 unless `If-Match` (when sent) names the current configuration ETag (or `*`). */
export function checkConfigIfMatch(ifMatch: string | string[] | undefined, db: Database): void {
  if (ifMatch === undefined) return;
  const sent = (Array.isArray(ifMatch) ? ifMatch.join(",") : ifMatch).split(",").map((t) => t.trim().replace(/^W\//, ""));
  if (sent.includes("*") || sent.includes(configEtag(db))) return;
  throw preconditionFailed("Provided If-Match header does not match current config version");
}

/** JSON with sorted keys: equal values, equal text. */
export const canonical = sortedJson;

export function resolveOptions(config: DatabaseConfig, warn: (m: string) => void): ResolveOptions {
  return { tlsSkipVerify: config.unsupported?.remote_config_tls_skip_verify === true, warn };
}

/** Validates and stores `config` as the whole configuration of database `name` (`existing`
 *  when it exists). For an App Endpoint's database, management-owned fields may be repeated as
 *  they are but not changed: they are set through the management API. */
export async function applyConfig(
  ctx: ServerContext,
  name: string,
  config: DatabaseConfig,
  existing: Database | undefined,
  warn: (m: string) => void,
): Promise<void> {
  if (config.name !== undefined && config.name !== name) {
    throw badRequest(`Field 'name' ("${config.name}") does not match the database name "${name}" in the path`);
  }
  const endpointBacked = existing?.source === "appEndpoint";
  if (endpointBacked) {
    for (const field of MANAGEMENT_FIELDS) {
      if (config[field] === undefined || canonical(config[field]) === canonical(existing.config[field])) continue;
      throw forbidden(
        `Field '${field}' of database "${name}" belongs to its App Endpoint: change it through the management API`,
      );
    }
  }
  validateOidc(ctx, config);
  validateEventHandlers(ctx, config);
  validateUsers(config);

  const opts = resolveOptions(config, warn);
  const functions = endpointBacked ? {} : await resolveCollectionFunctions(ctx, config, opts);
  const webhookFilters = await Promise.all(
    (config.event_handlers?.document_changed ?? []).map((h, i) =>
      h.filter ? resolveFunction(ctx, h.filter, `event_handlers.document_changed[${i}].filter`, opts) : undefined,
    ),
  );

  const passwords = await hashPasswords(ctx, config);
  requireUnchanged(ctx, name, existing);
  const stored: DatabaseConfig = endpointBacked
    ? (Object.fromEntries(Object.entries(config).filter(([k]) => !MANAGEMENT_FIELDS.includes(k))) as DatabaseConfig)
    : { ...config, name, bucket: config.bucket ?? name };
  applyUsers(ctx, name, stored, passwords);

  const previous: DatabaseRecord | undefined = existing ? databaseRecord(ctx, existing) : undefined;
  saveDatabaseRecord(ctx, {
    name,
    source: endpointBacked ? "appEndpoint" : "selfManaged",
    config: stored,
    functions,
    webhookFilters,
    ...(previous?.offline ? { offline: true } : {}),
    updateSeq: (previous?.updateSeq ?? 0) + 1,
  });
}

/** After a write's awaits, the database is still as the write found it (`existing`, or none).
 *  Gateway writers of one database take turns (the lock in config.ts), but the management API
 *  and document writes do not wait: a write must never bring back a database dropped meanwhile
 *  (its App Endpoint deleted), nor lay its configuration over one changed meanwhile. */
export function requireUnchanged(ctx: ServerContext, name: string, existing: Database | undefined): void {
  const now = findDatabase(ctx, name);
  if (!existing) {
    if (now) throw preconditionFailed(`Duplicate database name "${name}"`);
    return;
  }
  if (!now) throw notFound(`no such database "${name}"`);
  if (configEtag(now) !== configEtag(existing)) {
    throw conflict(`The configuration of database "${name}" changed while this change was being applied`, "Read the configuration again and send the change again.");
  }
}

async function resolveCollectionFunctions(ctx: ServerContext, config: DatabaseConfig, opts: ResolveOptions): Promise<ResolvedFunctions> {
  const out: ResolvedFunctions = {};
  const resolve = async (key: string, field: string, entry: { sync?: string; import_filter?: string }) => {
    const fns: { sync?: string; import_filter?: string } = {};
    if (entry.sync) fns.sync = await resolveFunction(ctx, entry.sync, `${field}sync`, opts);
    if (entry.import_filter) fns.import_filter = await resolveFunction(ctx, entry.import_filter, `${field}import_filter`, opts);
    out[key] = fns;
  };
  await resolve(keyOf(DEFAULT_SCOPE, DEFAULT_COLLECTION), "", config);
  for (const [scope, { collections }] of Object.entries(config.scopes ?? {})) {
    for (const [coll, entry] of Object.entries(collections)) {
      await resolve(keyOf(scope, coll), `scopes.${scope}.collections.${coll}.`, entry);
    }
  }
  return out;
}

function validateOidc(ctx: ServerContext, config: DatabaseConfig): void {
  const oidc = config.oidc;
  if (!oidc) return;
  if (oidc.default_provider !== undefined && !oidc.providers[oidc.default_provider]) {
    throw badRequest(`Field 'oidc.default_provider': no provider named "${oidc.default_provider}" in oidc.providers`);
  }
  for (const [name, p] of Object.entries(oidc.providers)) {
    if (!isHttpUrl(p.issuer)) throw badRequest(`Field 'oidc.providers.${name}.issuer' must be an http(s) URL`);
    if (p.discovery_url !== undefined && !isHttpUrl(p.discovery_url)) {
      throw badRequest(`Field 'oidc.providers.${name}.discovery_url' must be an http(s) URL`);
    }
    checkProviderEgress(ctx, p, `oidc.providers.${name}.${p.discovery_url ? "discovery_url" : "issuer"}`);
  }
}

function validateEventHandlers(ctx: ServerContext, config: DatabaseConfig): void {
  (config.event_handlers?.document_changed ?? []).forEach((h, i) => {
    const field = `event_handlers.document_changed[${i}]`;
    if (h.handler !== "webhook") throw badRequest(`Field '${field}.handler' must be "webhook"; got "${h.handler}"`);
    if (!h.url) throw badRequest(`Field '${field}.url' must not be empty`);
    if (!isHttpUrl(h.url)) throw badRequest(`Field '${field}.url' must be an http(s) URL; got "${redactUrl(h.url)}"`);
    requireEgressAllowed(h.url, ctx.egress.policy, `${field}.url`);
  });
}

function validateUsers(config: DatabaseConfig): void {
  for (const [name, u] of Object.entries(config.users ?? {})) {
    if (name === GUEST) throw badRequest("Field 'users.GUEST': configure the anonymous account under 'guest'");
    if (u.password !== undefined) checkPassword(u.password, `users.${name}.password`);
  }
}

export function checkPassword(password: string, field: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw badRequest(`Field '${field}': passwords must be at least ${MIN_PASSWORD_LENGTH} characters long`);
  }
}

/** The scrypt hash of each configured user's password, by user name: computed before anything
 *  is stored, so that a failure stores nothing. */
async function hashPasswords(ctx: ServerContext, config: DatabaseConfig): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  for (const [name, u] of Object.entries(config.users ?? {})) {
    if (u.password !== undefined) hashes.set(name, await ctx.secrets.hashPassword(u.password));
  }
  return hashes;
}

/** Users of the configuration are created or updated; their passwords go to the user record
 *  only, hashed (the stored configuration keeps everything else). */
function applyUsers(ctx: ServerContext, db: string, config: DatabaseConfig, passwords: Map<string, string>): void {
  if (config.users) {
    const kept: Record<string, ConfigUser> = {};
    for (const [name, u] of Object.entries(config.users)) {
      saveUser(ctx, mergeUser(findUser(ctx, db, name) ?? newUser(db, name), u, passwords.get(name)));
      const withoutPassword = { ...u };
      delete withoutPassword.password;
      kept[name] = withoutPassword;
    }
    config.users = kept;
  }
  if (config.guest) saveUser(ctx, mergeUser(findUser(ctx, db, GUEST) ?? newUser(db, GUEST), config.guest));
}

/** Only the fields given change (no `passwordHash` keeps the current password). */
export function mergeUser(user: GatewayUser, patch: Omit<ConfigUser, "password">, passwordHash?: string): GatewayUser {
  return {
    ...user,
    ...(passwordHash !== undefined ? { password: passwordHash } : {}),
    ...(patch.disabled !== undefined ? { disabled: patch.disabled } : {}),
    ...(patch.admin_channels !== undefined ? { admin_channels: [...new Set(patch.admin_channels)] } : {}),
    ...(patch.admin_roles !== undefined ? { admin_roles: [...new Set(patch.admin_roles)] } : {}),
    ...(patch.email !== undefined ? { email: patch.email } : {}),
  };
}

function isHttpUrl(s: string): boolean {
  try {
    const u = new URL(s);
    return u.protocol === "http:" || u.protocol === "https:";
  } catch {
    return false;
  }
}
