import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ServerContext } from "../../context";
import { forbidden, notFound, unauthorized } from "../../core/errors";
import { adminUsersByName, reachesEndpoint } from "../../management/adminUsers";
import type { AdminUserRecord } from "../../model";
import { appServiceTenant, type Database, findDatabase, findEndpoint, requireDatabase } from "../databases";
import { basicCredentials, INVALID_LOGIN } from "../errors";

/** HTTP Basic on every admin route. The bootstrap gateway admin (`--gateway-admin-user`)
 *  reaches every database and may create self-managed ones; an App Service admin user reaches
 *  only its App Service's endpoints it was given (all of them, the named ones, or those on the
 *  named buckets, including endpoints created later). */
export type AdminCaller = { kind: "bootstrap"; name: string } | { kind: "appServiceAdmin"; name: string; grants: AdminUserRecord[] };

const callers = new WeakMap<FastifyRequest, AdminCaller>();

export function registerAdminAuth(app: FastifyInstance, ctx: ServerContext): void {
  app.addHook("onRequest", async (request) => {
    callers.set(request, await authenticate(ctx, request.headers.authorization));
  });
}

export function callerOf(request: FastifyRequest): AdminCaller {
  const caller = callers.get(request);
  if (!caller) throw unauthorized("Login required");
  return caller;
}

async function authenticate(ctx: ServerContext, header: string | undefined): Promise<AdminCaller> {
  const credentials = basicCredentials(header);
  if (!credentials) throw unauthorized("Login required");
  const { name, password } = credentials;
  if (equal(name, ctx.gatewayAdmin.username) && equal(password, ctx.gatewayAdmin.password)) return { kind: "bootstrap", name };
  const grants: AdminUserRecord[] = [];
  for (const u of adminUsersByName(ctx).rows(name)) {
    if (await ctx.secrets.verifyPassword(u.passwordHash, password, { tenant: appServiceTenant(u.appServiceId), user: `admin:${name}` })) grants.push(u);
  }
  if (grants.length === 0) throw unauthorized(INVALID_LOGIN);
  return { kind: "appServiceAdmin", name, grants };
}

function equal(a: string, b: string): boolean {
  const x = Buffer.from(a, "utf8");
  const y = Buffer.from(b, "utf8");
  return x.length === y.length && timingSafeEqual(x, y);
}

export function mayAccess(ctx: ServerContext, caller: AdminCaller, dbName: string): boolean {
  if (caller.kind === "bootstrap") return true;
  const endpoint = findEndpoint(ctx, dbName);
  if (!endpoint) return false;
  return caller.grants.some((g) => reachesEndpoint(g, endpoint));
}

export function requireBootstrap(caller: AdminCaller, action: string): void {
  if (caller.kind !== "bootstrap") throw forbidden(`${caller.name} may not ${action}: only the gateway administrator may`);
}

/** The caller's access first (403 for a database outside an admin user's grants, existing or
 *  not), then the database (404 unknown, 503 offline). */
export function adminDatabase(ctx: ServerContext, request: FastifyRequest, name: string, opts: { allowOffline?: boolean } = {}): Database {
  const caller = callerOf(request);
  if (!mayAccess(ctx, caller, name)) throw forbidden(`${caller.name} has no access to database "${name}"`);
  if (!opts.allowOffline) return requireDatabase(ctx, name);
  const db = findDatabase(ctx, name);
  if (!db) throw notFound(`no such database "${name}"`);
  return db;
}
