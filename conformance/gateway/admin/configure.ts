import { createHash } from "node:crypto";
import type { ServerContext } from "../../context";
import { badRequest, conflict, notFound, preconditionFailed } from "../../core/errors";
import { redactUrl, requireEgressAllowed } from "../../core/egress";
import { hex } from "../../core/ids";
import { limitReached } from "../../core/limits";
import { sortedJson } from "../../core/secrets";
import { GUEST } from "../../../schema/gateway/common";
import { mergeConfig, redacted, storedForm } from "../../../schema/gateway/configMerge";
import type { DatabaseConfigBody } from "../../../schema/gateway/databases";
import { type Database, DEFAULT_COLLECTION, DEFAULT_SCOPE, databaseRecord, findDatabase, keyOf, saveDatabaseRecord, SELF_MANAGED, tenantDatabaseCount, tenantOf } from "../databases";
import { inlineSource, resolveFunction, type ResolveOptions } from "../functions";
import type { DatabaseConfig, DatabaseRecord, ResolvedFunctions } from "../model";
import { checkProviderEgress } from "../oidc";
import { functionBytes, requireUserRoom, requireWithin, textBytes, webhookCount } from "../usage";
import { checkUserWrite, writeRole, writeUser } from "./users";

/** Setting a self-managed database's configuration (schema/gateway/databases.ts): validation
 *  beyond the JSON Schema, the merge of a POST, the JavaScript function properties resolved,
 *  the users, roles and GUEST it configures applied to their records, the stored form (with the
 *  secrets kept only as the redaction marker), and the configuration ETag. */

/** A content hash of the stored configuration, quoted. */
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

/** How one request resolves the functions of database `name`: its checks take the turns of the
 *  database's tenant (a new database's is the self-managed gateway's), and stop at the first
 *  refusal. */
export function resolveOptions(config: DatabaseConfig, warn: (m: string) => void, name: string, db: Database | undefined): ResolveOptions {
  return {
    tlsSkipVerify: config.unsupported?.remote_config_tls_skip_verify === true,
    warn,
    db: name,
    tenant: tenantOf(db ?? {}),
    checks: new AbortController(),
  };
}

/** How a configuration is written: created with the database, replaced (`PUT`), merged (`POST`). */
export type ConfigWriteKind = "create" | "replace" | "merge";

/** Validates and stores the configuration of database `name` that `body` makes (`existing`: the
 *  database as it is, for a replace or a merge). */
export async function applyConfig(
  ctx: ServerContext,
  name: string,
  body: DatabaseConfigBody,
  kind: ConfigWriteKind,
  existing: Database | undefined,
  warn: (m: string) => void,
): Promise<void> {
  // Each declared user costs a password hash: too many is refused before anything else.
  const declared = Object.keys(body.users ?? {}).length;
  if (declared > ctx.limits.usersPerConfigRequest) {
    throw badRequest(`${declared} users declared in one configuration request: ${limitReached(ctx.limits, "usersPerConfigRequest", "users")}`);
  }
  if (kind === "create") requireDatabaseRoom(ctx);
  if (body.name !== undefined && body.name !== "" && body.name !== name) {
    throw badRequest(
      kind === "create"
        ? `When providing a name in the JSON body (${body.name}), ensure it matches the name in the path (${name}).`
        : "Cannot update database name. This requires removing and re-creating the database with a new name",
    );
  }
  const config = (kind === "merge" && existing ? mergeConfig(existing.config, body) : body) as DatabaseConfig;
  if (existing) checkScopesUnchanged(existing.config, config);
  validateOidc(ctx, config);
  validateEventHandlers(ctx, config);
  let newUsers = 0;
  for (const [user, fields] of Object.entries(body.users ?? {})) {
    if (!checkUserWrite(ctx, name, config.allow_empty_password === true, user, fields, true) && user !== GUEST) newUsers++;
  }
  if (body.guest) checkUserWrite(ctx, name, true, GUEST, body.guest, true);
  requireUserRoom(ctx, name, newUsers);
  requireWithin(ctx, "webhooksPerDatabase", "webhook handlers", webhookCount(config), existing ? webhookCount(existing.config) : 0);
  const previousFunctionBytes = existing ? functionBytes(existing.functions, existing.webhookFilters) : 0;
  // Inline sources are measured before they are checked in the sandbox (a path or URL is
  // measured once read, below).
  requireWithin(ctx, "functionBytesPerDatabase", "JavaScript", inlineFunctionBytes(config), previousFunctionBytes);

  const opts = resolveOptions(config, warn, name, existing);
  const functions = await resolveCollectionFunctions(ctx, config, opts);
  const webhookFilters = await Promise.all(
    (config.event_handlers?.document_changed ?? []).map((h, i) =>
      h.filter ? resolveFunction(ctx, h.filter, `event_handlers.document_changed[${i}].filter`, opts) : undefined,
    ),
  );
  requireUnchanged(ctx, name, existing);
  requireWithin(ctx, "functionBytesPerDatabase", "JavaScript", functionBytes(functions, webhookFilters), previousFunctionBytes);
  if (kind === "create") requireDatabaseRoom(ctx);

  const now = ctx.clock.iso();
  const stored = redacted(
    storedForm({
      ...config,
      name,
      bucket: config.bucket ?? name,
      created_at: existing?.config.created_at ?? now,
      updated_at: now,
    }),
  ) as DatabaseConfig;
  const previous: DatabaseRecord | undefined = existing ? databaseRecord(ctx, existing) : undefined;
  const record: DatabaseRecord = {
    name,
    source: "selfManaged",
    config: stored,
    functions,
    webhookFilters,
    ...(previous?.offline || (kind === "create" && body.offline === true) ? { offline: true } : {}),
    incarnation: previous?.incarnation ?? hex(8),
    updateSeq: (previous?.updateSeq ?? 0) + 1,
  };
  saveDatabaseRecord(ctx, record);
  await applyPrincipals(ctx, findDatabase(ctx, name)!, body);
}

/** The scopes are set when the database is made: a write may name them again (or name the
 *  default scope where there was none), never others. */
function checkScopesUnchanged(before: DatabaseConfig, after: DatabaseConfig): void {
  const old = Object.keys(before.scopes ?? {}).sort();
  const next = Object.keys(after.scopes ?? {}).sort();
  if (old.length === 0 && next.length === 1 && next[0] === DEFAULT_SCOPE) return;
  if (old.join("\n") !== next.join("\n")) throw badRequest("cannot change scopes after database creation");
}

/** The users, roles and GUEST the body configures, with the fields it gives (a password sent
 *  back as the redaction marker becomes the marker, as the gateway takes it). */
async function applyPrincipals(ctx: ServerContext, db: Database, body: DatabaseConfigBody): Promise<void> {
  for (const [name, user] of Object.entries(body.users ?? {})) await writeUser(ctx, db, name, user, true);
  for (const [name, role] of Object.entries(body.roles ?? {})) writeRole(ctx, db, name, role, true);
  if (body.guest) await writeUser(ctx, db, GUEST, body.guest, true);
}

/** After a write's awaits, the database is still as the write found it (`existing`, or none).
 *  Gateway writers of one database take turns (the lock in config.ts), but document writes and
 *  the management API do not wait: a write must never bring back a database dropped meanwhile,
 *  nor lay its configuration over one changed meanwhile. */
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

/** A self-managed database past `databasesPerTenant`: 403. */
function requireDatabaseRoom(ctx: ServerContext): void {
  const count = tenantDatabaseCount(ctx, SELF_MANAGED);
  requireWithin(ctx, "databasesPerTenant", "databases", count + 1, count);
}

/** The bytes of the configuration's inline functions (what they resolve to, before any is
 *  checked). */
function inlineFunctionBytes(config: DatabaseConfig): number {
  const values: Array<string | undefined> = [config.sync, config.import_filter, ...(config.event_handlers?.document_changed ?? []).map((h) => h.filter)];
  for (const { collections } of Object.values(config.scopes ?? {})) for (const c of Object.values(collections ?? {})) values.push(c.sync, c.import_filter);
  return values.reduce((sum, v) => sum + (typeof v === "string" && v ? textBytes(inlineSource(v)) : 0), 0);
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
    for (const [coll, entry] of Object.entries(collections ?? {})) {
      await resolve(keyOf(scope, coll), `scopes.${scope}.collections.${coll}.`, entry);
    }
  }
  return out;
}

function validateOidc(ctx: ServerContext, config: DatabaseConfig): void {
  const oidc = config.oidc;
  if (!oidc) return;
  const providers = oidc.providers ?? {};
  if (oidc.default_provider !== undefined && oidc.default_provider !== "" && !providers[oidc.default_provider]) {
    throw badRequest(`Field 'oidc.default_provider': no provider named "${oidc.default_provider}" in oidc.providers`);
  }
  for (const [name, p] of Object.entries(providers)) {
    if (!isHttpUrl(p.issuer)) throw badRequest(`Field 'oidc.providers.${name}.issuer' must be an http(s) URL`);
    if (p.discovery_url !== undefined && p.discovery_url !== "" && !isHttpUrl(p.discovery_url)) {
      throw badRequest(`Field 'oidc.providers.${name}.discovery_url' must be an http(s) URL`);
    }
    checkProviderEgress(ctx, p, `oidc.providers.${name}.${p.discovery_url ? "discovery_url" : "issuer"}`);
  }
}

function validateEventHandlers(ctx: ServerContext, config: DatabaseConfig): void {
  (config.event_handlers?.document_changed ?? []).forEach((h, i) => {
    const field = `event_handlers.document_changed[${i}]`;
    if (!isHttpUrl(h.url)) throw badRequest(`Field '${field}.url' must be an http(s) URL; got "${redactUrl(h.url)}"`);
    requireEgressAllowed(h.url, ctx.egress.policy, `${field}.url`);
    // 0 is "no limit" to the gateway: here it waits the longest a handler may (webhooks.ts).
    if (h.timeout !== undefined && h.timeout > ctx.limits.webhookTimeout) {
      throw badRequest(`Field '${field}.timeout' asks for ${h.timeout} s: ${limitReached(ctx.limits, "webhookTimeout", "seconds")}`);
    }
  });
}

function isHttpUrl(s: string): boolean {
  try {
    const u = new URL(s);
    return u.protocol === "http:" || u.protocol === "https:";
  } catch {
    return false;
  }
}
