import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import type { ServerContext } from "../../context";
import { ApiError, badRequest, conflict, notFound } from "../../core/errors";
import { principalNameProblem } from "../../../schema/gateway/common";
import { principalOperations as ops, type roleBody, type userBody } from "../../../schema/gateway/principals";
import {
  type Database,
  deleteUser,
  findDatabase,
  findRole,
  findUser,
  GUEST,
  implicitChannels,
  incarnationOf,
  listRoles,
  listUsers,
  newUser,
  passwordCheckFor,
  purgeRole,
  roleChannels,
  saveRole,
  saveUser,
} from "../databases";
import { requireUserRoom } from "../usage";
import type { CollectionAccess, GatewayRole, GatewayUser } from "../model";
import { grantsOf } from "../public/documentStore";
import { Answer, defineGatewayRoute } from "../route";
import { adminDatabase } from "./auth";

/** Users, GUEST and roles of a database (schema/gateway/principals.ts; both kinds of gateway,
 *  but the list of users and `POST /{db}/_user/` on a self-managed one only). Reads never
 *  return a password. */
type UserBody = z.input<typeof userBody>;
type RoleBody = z.input<typeof roleBody>;

const sorted = (xs: Iterable<string>) => [...new Set(xs)].sort();
/** An empty set is left out of a read, as the gateway leaves it out. */
const nonEmpty = (xs: string[]) => (xs.length > 0 ? xs : undefined);

function accessView(access: CollectionAccess | undefined) {
  if (!access || Object.keys(access).length === 0) return undefined;
  return Object.fromEntries(
    Object.entries(access).map(([scope, collections]) => [
      scope,
      Object.fromEntries(Object.entries(collections).map(([c, channels]) => [c, { admin_channels: sorted(channels), all_channels: sorted(channels) }])),
    ]),
  );
}

/** The user as `GET /{db}/_user/{name}` shows it: its channels with those its roles and the sync
 *  function granted; `email` and `disabled` always, empty sets left out. */
export function userView(ctx: ServerContext, user: GatewayUser) {
  const granted = grantsOf(ctx, user.db, user.name, user.admin_roles);
  const roles = sorted([...user.admin_roles, ...granted.roles]);
  const all = sorted([...user.admin_channels, ...granted.channels, ...roleChannels(ctx, user.db, roles), ...implicitChannels(user.name)]);
  const view = {
    name: user.name,
    admin_channels: nonEmpty(sorted(user.admin_channels)),
    all_channels: nonEmpty(all),
    collection_access: accessView(user.collection_access),
    email: user.email ?? "",
    disabled: user.disabled,
    admin_roles: nonEmpty(sorted(user.admin_roles)),
    roles: nonEmpty(roles),
  };
  return Object.fromEntries(Object.entries(view).filter(([, v]) => v !== undefined)) as typeof view;
}

export function roleView(ctx: ServerContext, role: GatewayRole) {
  const granted = grantsOf(ctx, role.db, `role:${role.name}`, []);
  const view = {
    name: role.name,
    admin_channels: nonEmpty(sorted(role.admin_channels)),
    all_channels: nonEmpty(sorted([...role.admin_channels, ...granted.channels])),
    collection_access: accessView(role.collection_access),
  };
  return Object.fromEntries(Object.entries(view).filter(([, v]) => v !== undefined)) as typeof view;
}

/** 404 unless the user exists (GUEST always does). */
export function requireUser(ctx: ServerContext, db: string, name: string): GatewayUser {
  const user = findUser(ctx, db, name);
  if (!user) throw notFound("missing");
  return user;
}

function checkName(name: string): void {
  if (name === GUEST) return;
  const problem = principalNameProblem(name);
  if (problem) throw badRequest(`invalid name: ${problem}`);
}

/** The gateway's password rule: a new user needs one (unless the database allows empty ones),
 *  and a password given has at least 3 characters. */
function checkPassword(allowEmpty: boolean, password: string | undefined, creating: boolean): void {
  const prefix = creating ? "Error creating user" : "Error updating user/role";
  if (password === undefined && !creating) return;
  if (password === undefined || password === "") {
    if (!allowEmpty) throw badRequest(`${prefix}: Empty passwords are not allowed `);
  } else if (password.length < 3) {
    throw badRequest(`${prefix}: Passwords must be at least three 3 characters`);
  }
}

/** Read-only fields may be repeated as they are, never changed. */
function checkReadOnly(body: UserBody, current: { all_channels?: string[]; roles?: string[] } | undefined): void {
  const same = (given: string[] | undefined, now: string[] | undefined) => given === undefined || given.length === 0 || sorted(given).join("\n") === sorted(now ?? []).join("\n");
  if (!same(body.all_channels, current?.all_channels)) throw badRequest("all_channels is read-only");
  if (!same(body.roles, current?.roles)) throw badRequest("roles is read-only");
  if ((body.jwt_issuer ?? "") !== "" || (body.jwt_roles?.length ?? 0) > 0 || (body.jwt_channels?.length ?? 0) > 0) throw badRequest("Can't change read-only properties");
}

function collectionAccessOf(given: UserBody["collection_access"], current: CollectionAccess | undefined): CollectionAccess | undefined {
  if (!given) return current;
  const out: CollectionAccess = structuredClone(current ?? {});
  for (const [scope, collections] of Object.entries(given)) {
    out[scope] ??= {};
    for (const [c, access] of Object.entries(collections)) if (access.admin_channels !== undefined) out[scope][c] = sorted(access.admin_channels);
  }
  return out;
}

/** Why the gateway would refuse this write of user `name` (a 400 or 409), checked before
 *  anything changes. */
export function checkUserWrite(ctx: ServerContext, db: string, allowEmptyPassword: boolean, name: string, body: UserBody, allowReplace: boolean): GatewayUser | undefined {
  checkName(name);
  const existing = findUser(ctx, db, name);
  if (existing && !allowReplace) throw conflict("Already exists");
  checkPassword(allowEmptyPassword, body.password, !existing);
  checkReadOnly(body, existing ? userView(ctx, existing) : undefined);
  return existing;
}

/** Creates the user, or changes the fields the body gives (a POST refuses a name taken); the
 *  status says which. */
export async function writeUser(ctx: ServerContext, db: Database, name: string, body: UserBody, allowReplace: boolean): Promise<number> {
  const existing = checkUserWrite(ctx, db.name, db.config.allow_empty_password === true, name, body, allowReplace);
  const adding = !existing && name !== GUEST ? 1 : 0;
  // Before the password is hashed, and again just before the user is stored (others may have
  // come meanwhile).
  requireUserRoom(ctx, db.name, adding);
  const passwordHash = body.password === undefined || body.password === "" ? undefined : await ctx.secrets.hashPassword(body.password, passwordCheckFor(db, name));
  // Checked again: the database may have been dropped (and made again), or the name taken, while
  // hashing. A user never outlives its database.
  const still = findDatabase(ctx, db.name);
  if (!still || incarnationOf(still) !== incarnationOf(db)) throw notFound(`no such database "${db.name}"`);
  const now = findUser(ctx, db.name, name);
  if (now && !existing && !allowReplace) throw conflict("Already exists");
  const base = now ?? newUser(db.name, name);
  if (!now) requireUserRoom(ctx, db.name, adding);
  saveUser(ctx, {
    ...base,
    ...(passwordHash !== undefined ? { password: passwordHash } : body.password === "" ? { password: undefined } : {}),
    ...(body.disabled !== undefined ? { disabled: body.disabled } : {}),
    ...(body.admin_channels !== undefined ? { admin_channels: sorted(body.admin_channels) } : {}),
    ...(body.admin_roles !== undefined ? { admin_roles: sorted(body.admin_roles) } : {}),
    ...(body.email !== undefined ? { email: body.email } : {}),
    ...(body.collection_access !== undefined ? { collection_access: collectionAccessOf(body.collection_access, base.collection_access) } : {}),
  });
  return now ? 200 : 201;
}

export function writeRole(ctx: ServerContext, db: Database, name: string, body: RoleBody, allowReplace: boolean): number {
  checkName(name);
  const existing = findRole(ctx, db.name, name);
  if (existing && !allowReplace) throw conflict("Already exists");
  const current = existing ? roleView(ctx, existing) : undefined;
  if (body.all_channels !== undefined && body.all_channels.length > 0 && sorted(body.all_channels).join("\n") !== (current?.all_channels ?? []).join("\n")) {
    throw badRequest("all_channels is read-only");
  }
  const base: GatewayRole = existing ?? { db: db.name, name, admin_channels: [] };
  saveRole(ctx, {
    db: db.name,
    name,
    admin_channels: body.admin_channels !== undefined ? sorted(body.admin_channels) : base.admin_channels,
    ...(body.collection_access !== undefined || base.collection_access ? { collection_access: collectionAccessOf(body.collection_access, base.collection_access) } : {}),
  });
  return existing ? 200 : 201;
}

const truthy = (v: string | undefined) => v === "true" || v === "1";

export function registerUserRoutes(app: FastifyInstance, ctx: ServerContext): void {
  defineGatewayRoute(app, ctx, ops.listUsers, {
    handler: ({ raw, params, query }) => {
      const db = adminDatabase(ctx, raw, params.db);
      const nameOnly = query.name_only === undefined ? true : truthy(query.name_only);
      const limit = Number.parseInt(query.limit ?? "0", 10) || 0;
      if (limit > 0 && nameOnly) throw badRequest("Use of limit only supported when name_only=false");
      const users = listUsers(ctx, db.name)
        .filter((u) => u.name !== GUEST)
        .sort((a, b) => a.name.localeCompare(b.name));
      if (nameOnly) return users.map((u) => u.name);
      return (limit > 0 ? users.slice(0, limit) : users).map((u) => userView(ctx, u));
    },
  });

  defineGatewayRoute(app, ctx, ops.createUser, {
    handler: async ({ raw, params, body }) => {
      const db = adminDatabase(ctx, raw, params.db);
      if (body.name === undefined) throw badRequest("Missing name property");
      await writeUser(ctx, db, body.name, body, false);
      adminDatabase(ctx, raw, db.name);
    },
  });

  defineGatewayRoute(app, ctx, ops.getUser, {
    handler: ({ raw, params }) => {
      const db = adminDatabase(ctx, raw, params.db);
      return userView(ctx, requireUser(ctx, db.name, params.name));
    },
  });

  defineGatewayRoute(app, ctx, ops.putUser, {
    handler: async ({ raw, params, body }) => {
      const db = adminDatabase(ctx, raw, params.db);
      if (body.name !== undefined && body.name !== params.name) throw badRequest("Name mismatch (can't change name)");
      const status = await writeUser(ctx, db, params.name, body, true);
      // (Not dropped while hashing: a user never outlives its database.)
      adminDatabase(ctx, raw, db.name);
      return new Answer(status);
    },
  });

  defineGatewayRoute(app, ctx, ops.deleteUser, {
    handler: ({ raw, params }) => {
      const db = adminDatabase(ctx, raw, params.db);
      if (params.name === GUEST) throw new ApiError(405, "The GUEST user cannot be deleted. Only disabled via an update.");
      if (!deleteUser(ctx, db.name, params.name)) throw notFound("missing");
    },
  });

  defineGatewayRoute(app, ctx, ops.listRoles, {
    handler: ({ raw, params, query }) => {
      const db = adminDatabase(ctx, raw, params.db);
      const withDeleted = truthy(query.deleted);
      return sorted(listRoles(ctx, db.name).filter((r) => withDeleted || !r.deleted).map((r) => r.name));
    },
  });

  defineGatewayRoute(app, ctx, ops.createRole, {
    handler: ({ raw, params, body }) => {
      const db = adminDatabase(ctx, raw, params.db);
      if (body.name === undefined) throw badRequest("Missing name property");
      writeRole(ctx, db, body.name, body, false);
    },
  });

  defineGatewayRoute(app, ctx, ops.getRole, {
    handler: ({ raw, params }) => {
      const db = adminDatabase(ctx, raw, params.db);
      const role = findRole(ctx, db.name, params.name);
      if (!role) throw notFound("missing");
      return roleView(ctx, role);
    },
  });

  defineGatewayRoute(app, ctx, ops.putRole, {
    handler: ({ raw, params, body }) => {
      const db = adminDatabase(ctx, raw, params.db);
      if (body.name !== undefined && body.name !== params.name) throw badRequest("Name mismatch (can't change name)");
      return new Answer(writeRole(ctx, db, params.name, body, true));
    },
  });

  defineGatewayRoute(app, ctx, ops.deleteRole, {
    handler: ({ raw, params, query }) => {
      const db = adminDatabase(ctx, raw, params.db);
      const role = findRole(ctx, db.name, params.name);
      if (!role) throw notFound("missing");
      if (truthy(query.purge)) purgeRole(ctx, db.name, role.name);
      else saveRole(ctx, { ...role, deleted: true });
    },
  });
}
