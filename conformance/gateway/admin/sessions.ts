import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ServerContext } from "../../context";
import { badRequest, notFound } from "../../core/errors";
import { declaredBody } from "../../core/validate";
import { createSession, DEFAULT_SESSION_TTL_SECONDS, deleteSession, deleteUserSessions, findSession, GUEST, sessionInfo } from "../databases";
import type { GatewaySession } from "../model";
import { adminDatabase } from "./auth";
import { sessionBody } from "./schema";
import { requireUser, userView } from "./users";

/** Admin sessions (document 1 "Create session for existing user", "Authentication" 4; codes
 *  and the ttl unit from document 4). Expiry follows the server clock. */
type Req = FastifyRequest<{ Params: { db: string; name?: string; id: string } }>;

const sessionJson = declaredBody(sessionBody);

export function registerSessionRoutes(app: FastifyInstance, ctx: ServerContext): void {
  /** The live session `id` of the request's database (and of user `name`, when the path has
   *  one); 404 otherwise. */
  const sessionOf = (req: Req): GatewaySession => {
    const db = adminDatabase(ctx, req, req.params.db);
    const session = findSession(ctx, req.params.id);
    if (!session || session.db !== db.name || (req.params.name !== undefined && session.name !== req.params.name)) {
      throw notFound("Session not found");
    }
    return session;
  };

  app.post("/:db/_session", sessionJson.route(), async (req: Req) => {
    const db = adminDatabase(ctx, req, req.params.db);
    const body = sessionJson.read(req);
    if (!body.name) throw badRequest("Missing name property");
    const ttl = body.ttl ?? DEFAULT_SESSION_TTL_SECONDS;
    if (ttl < 1) throw badRequest(`Invalid ttl ${ttl}: a session lasts at least 1 second`);
    if (body.name === GUEST) throw badRequest("Cannot create a session for the GUEST user");
    const user = requireUser(ctx, db.name, body.name);
    if (user.disabled) throw badRequest(`User "${user.name}" is disabled`);
    return createSession(ctx, db.name, user.name, ttl);
  });

  /** The session's owner, as the real gateway reports it. */
  app.get("/:db/_session/:id", async (req: Req) => {
    const session = sessionOf(req);
    const user = requireUser(ctx, session.db, session.name);
    return sessionInfo(user.name, userView(ctx, user).all_channels);
  });

  const endSession = async (req: Req) => {
    sessionOf(req);
    deleteSession(ctx, req.params.id);
    return {};
  };
  app.delete("/:db/_session/:id", endSession);
  app.delete("/:db/_user/:name/_session/:id", endSession);

  app.delete("/:db/_user/:name/_session", async (req: Req) => {
    const db = adminDatabase(ctx, req, req.params.db);
    const name = req.params.name!;
    requireUser(ctx, db.name, name);
    deleteUserSessions(ctx, db.name, name);
    return {};
  });
}
