import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ServerContext } from "../../context";
import { ApiError, badRequest, conflict, notFound } from "../../core/errors";
import { declaredBody } from "../../core/validate";
import { deleteUser, findUser, GUEST, implicitChannels, listUsers, newUser, saveUser } from "../databases";
import type { GatewayUser } from "../model";
import { grantsOf } from "../public/documentStore";
import { adminDatabase } from "./auth";
import { checkPassword, mergeUser } from "./configure";
import { userBody } from "./schema";

/** Users and the GUEST account (document 1 "User", "Create user", "Create or update GUEST";
 *  codes from document 4). Reads never return the password. */
type Req = FastifyRequest<{ Params: { db: string; name: string } }>;

/** The user as `GET /{db}/_user/{name}` shows it: with what the sync function granted. */
export function userView(ctx: ServerContext, user: GatewayUser) {
  const sorted = (xs: string[]) => [...new Set(xs)].sort();
  const granted = grantsOf(ctx, user.db, user.name, user.admin_roles);
  return {
    name: user.name,
    admin_channels: sorted(user.admin_channels),
    all_channels: sorted([...user.admin_channels, ...granted.channels, ...implicitChannels(user.name)]),
    ...(user.email ? { email: user.email } : {}),
    disabled: user.disabled,
    admin_roles: sorted(user.admin_roles),
    roles: sorted([...user.admin_roles, ...granted.roles]),
  };
}

/** 404 unless the user exists (GUEST always does). */
export function requireUser(ctx: ServerContext, db: string, name: string): GatewayUser {
  const user = findUser(ctx, db, name);
  if (!user) throw notFound(`no such user "${name}"`);
  return user;
}

function checkName(name: string): void {
  if (/[:/]/.test(name)) throw badRequest(`Invalid user name "${name}": it may not contain ':' or '/'`);
}

const userJson = declaredBody(userBody);

export function registerUserRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get("/:db/_user", async (req: Req) => {
    const db = adminDatabase(ctx, req, req.params.db);
    return listUsers(ctx, db.name)
      .map((u) => u.name)
      .filter((n) => n !== GUEST)
      .sort();
  });

  app.post("/:db/_user", userJson.route({ status: 201 }), async (req: Req, reply) => {
    const db = adminDatabase(ctx, req, req.params.db);
    const body = userJson.read(req);
    if (!body.name) throw badRequest("Missing name property");
    checkName(body.name);
    if (findUser(ctx, db.name, body.name)) throw conflict(`User "${body.name}" already exists`);
    if (body.password !== undefined) checkPassword(body.password, "password");
    const passwordHash = body.password === undefined ? undefined : await ctx.secrets.hashPassword(body.password);
    // Checked again: the database may have been dropped, or the name taken, while hashing.
    adminDatabase(ctx, req, db.name);
    if (findUser(ctx, db.name, body.name)) throw conflict(`User "${body.name}" already exists`);
    saveUser(ctx, mergeUser(newUser(db.name, body.name), body, passwordHash));
    return reply.status(201).send();
  });

  app.get("/:db/_user/:name", async (req: Req) => {
    const db = adminDatabase(ctx, req, req.params.db);
    return userView(ctx, requireUser(ctx, db.name, req.params.name));
  });

  app.put("/:db/_user/:name", userJson.route(), async (req: Req, reply) => {
    const db = adminDatabase(ctx, req, req.params.db);
    const name = req.params.name;
    checkName(name);
    const body = userJson.read(req);
    if (body.name !== undefined && body.name !== name) {
      throw badRequest(`Name in the body ("${body.name}") does not match the name in the path ("${name}")`);
    }
    if (body.password !== undefined) {
      if (name === GUEST) throw badRequest("The GUEST account cannot have a password");
      checkPassword(body.password, "password");
    }
    const passwordHash = body.password === undefined ? undefined : await ctx.secrets.hashPassword(body.password);
    adminDatabase(ctx, req, db.name); // (not dropped while hashing: a user never outlives its database)
    const existing = findUser(ctx, db.name, name);
    saveUser(ctx, mergeUser(existing ?? newUser(db.name, name), body, passwordHash));
    return reply.status(existing ? 200 : 201).send();
  });

  app.delete("/:db/_user/:name", async (req: Req) => {
    const db = adminDatabase(ctx, req, req.params.db);
    if (req.params.name === GUEST) throw new ApiError(405, "The GUEST user cannot be deleted; it can only be disabled");
    if (!deleteUser(ctx, db.name, req.params.name)) throw notFound(`no such user "${req.params.name}"`);
    return {};
  });
}
