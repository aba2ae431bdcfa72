import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { badRequest, notFound } from "../../core/errors";
import { PRINCIPAL_NAME } from "../../../schema/gateway/common";
import { sessionOperations as ops } from "../../../schema/gateway/sessions";
import { createSession, DEFAULT_SESSION_TTL_SECONDS, deleteSession, deleteUserSessions, findSession, findUser, GUEST, sessionInfo } from "../databases";
import type { GatewaySession } from "../model";
import { defineGatewayRoute, type GatewayRequest } from "../route";
import { adminDatabase } from "./auth";
import { userView } from "./users";

/** A session's lifetime in seconds at most: a century, so that its expiry stays a date the
 *  server can write, however far the test clock has been moved. (The gateway's own limit is
 *  where its duration arithmetic overflows, near 292 years.) */
export const MAX_SESSION_TTL_SECONDS = 100 * 365 * 24 * 3600;

/** Sessions the admin API makes and ends (schema/gateway/sessions.ts; both kinds of gateway).
 *  Expiry follows the server clock. */
export function registerSessionRoutes(app: FastifyInstance, ctx: ServerContext): void {
  /** The live session of the request's database (and of user `name`, when the path has one);
   *  404 otherwise. */
  const sessionOf = ({ raw, params }: GatewayRequest<unknown>): GatewaySession => {
    const db = adminDatabase(ctx, raw, params.db);
    const session = findSession(ctx, params.sessionid);
    if (!session || session.db !== db.name || !findUser(ctx, db.name, session.name) || (params.name !== undefined && session.name !== params.name)) {
      throw notFound("missing");
    }
    return session;
  };

  defineGatewayRoute(app, ctx, ops.createSession, {
    handler: ({ raw, params, body }) => {
      const db = adminDatabase(ctx, raw, params.db);
      const name = body.name ?? "";
      if (name === "" || name === GUEST || !PRINCIPAL_NAME.test(name)) throw badRequest("Invalid or missing user name");
      const user = findUser(ctx, db.name, name);
      if (!user) throw notFound(`No such user "${name}"`);
      const ttl = body.ttl ?? DEFAULT_SESSION_TTL_SECONDS;
      if (ttl < 1 || ttl > MAX_SESSION_TTL_SECONDS) throw badRequest("Invalid or missing ttl");
      if (user.disabled) throw badRequest("User is disabled");
      return createSession(ctx, db.name, user.name, ttl);
    },
  });

  /** The session's owner, as the real gateway reports it. */
  defineGatewayRoute(app, ctx, ops.getSession, {
    handler: (req) => {
      const session = sessionOf(req);
      const user = findUser(ctx, session.db, session.name)!;
      return sessionInfo(user.name, userView(ctx, user).all_channels ?? []);
    },
  });

  for (const op of [ops.deleteSession, ops.deleteUserSession]) {
    defineGatewayRoute(app, ctx, op, {
      handler: (req) => {
        sessionOf(req);
        deleteSession(ctx, req.params.sessionid);
      },
    });
  }

  /** Every session of the user; 200 when it has none, or is gone. */
  defineGatewayRoute(app, ctx, ops.deleteUserSessions, {
    handler: ({ raw, params }) => {
      const db = adminDatabase(ctx, raw, params.db);
      deleteUserSessions(ctx, db.name, params.name);
    },
  });
}
