import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context";
import { registerAdminAuth } from "./admin/auth";
import { registerConfigRoutes } from "./admin/config";
import { registerSessionRoutes } from "./admin/sessions";
import { registerUserRoutes } from "./admin/users";
import { registerDatabaseHooks, requireDatabase, sweepExpiredSessions } from "./databases";
import { challengeEvery401 } from "./errors";
import { registerGatewayInfo } from "./info";
import { authenticate } from "./public/auth";
import { registerPublicDocuments } from "./public/documents";
import { registerDocumentCleanup } from "./public/documentStore";
import { registerPublicSession } from "./public/session";

/** The data-sync gateway's public and admin APIs (document 1, gateway part of document 4; the
 *  admin API's routes are the model's, schema/gateway). */
export function registerGatewayPublic(app: FastifyInstance, ctx: ServerContext): void {
  challengeEvery401(app);
  registerDocumentCleanup(ctx);
  registerPublicSession(app, ctx);
  registerPublicDocuments(app, ctx);
  // The database info with the caller's rules: an online database, a caller who may log in.
  registerGatewayInfo(app, ctx, {
    admin: false,
    open: async (req) => {
      const db = requireDatabase(ctx, req.params.db);
      await authenticate(ctx, db, req);
      return db;
    },
  });
}

export function registerGatewayAdmin(app: FastifyInstance, ctx: ServerContext): void {
  challengeEvery401(app);
  registerDatabaseHooks(ctx);
  registerAdminAuth(app, ctx);
  registerConfigRoutes(app, ctx);
  registerUserRoutes(app, ctx);
  registerSessionRoutes(app, ctx);
  sweepSessions(app, ctx);
}

/** How often expired sessions are removed (one found expired on use goes at once). */
const SESSION_SWEEP_MS = 30_000;

/** Expired sessions are removed in the background, found through their index by expiry. */
function sweepSessions(app: FastifyInstance, ctx: ServerContext): void {
  const timer = setInterval(() => {
    if (sweepExpiredSessions(ctx) > 0) void ctx.store.commit()?.catch(() => undefined);
  }, SESSION_SWEEP_MS);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}
