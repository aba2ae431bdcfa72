import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ServerContext } from "../../context";
import { badRequest, unauthorized } from "../../core/errors";
import { cookieNameOf, createSession, deleteSession, findSession, requireDatabase, sessionInfo, type Database } from "../databases";
import { providersOf } from "../oidc";
import { basicCredentials, INVALID_LOGIN } from "../errors";
import { authenticate, bearerToken, cookieOf, oidcLogin, passwordLogin, type Principal } from "./auth";

/** The public session endpoint (document 1 "Create session from ID token"; document 4):
 *  `POST /{db}/_session` authenticates (Bearer ID token when OpenID Connect is configured,
 *  then Basic, then a JSON `{name, password}`, then the cookie) and answers with the session
 *  cookie; `GET` tells who the caller is; `DELETE` logs the cookie's session out. */
type SessionRoute = { Params: { db: string } };

export function registerPublicSession(app: FastifyInstance, ctx: ServerContext): void {
  const credentialsNote = "optional: `{name, password}` as JSON, when the credentials are not sent as Basic auth or a Bearer ID token.";
  app.post<SessionRoute>("/:db/_session", { config: { bodyNote: credentialsNote } }, async (req, reply) => {
    const db = requireDatabase(ctx, req.params.db);
    const principal = await login(ctx, db, req);
    const session = createSession(ctx, db.name, principal.name);
    const expires = new Date(session.expires).toUTCString();
    void reply.header("set-cookie", `${session.cookie_name}=${session.session_id}; Path=/${db.name}; Expires=${expires}; HttpOnly`);
    return userContext(principal);
  });

  app.get<SessionRoute>("/:db/_session", async (req) => {
    const db = requireDatabase(ctx, req.params.db);
    const anonymous = req.headers.authorization === undefined && cookieOf(req, cookieNameOf(db)) === undefined;
    if (anonymous) return userContext(undefined);
    return userContext(await authenticate(ctx, db, req));
  });

  app.delete<SessionRoute>("/:db/_session", async (req, reply) => {
    const db = requireDatabase(ctx, req.params.db);
    const name = cookieNameOf(db);
    const id = cookieOf(req, name);
    if (id === undefined) throw badRequest("No session cookie to log out");
    deleteSession(ctx, id);
    void reply.header("set-cookie", `${name}=; Path=/${db.name}; Expires=${new Date(0).toUTCString()}; HttpOnly`);
    return { ok: true };
  });
}

async function login(ctx: ServerContext, db: Database, req: FastifyRequest): Promise<Principal> {
  const token = bearerToken(req);
  if (token !== undefined && providersOf(db).length > 0) return oidcLogin(ctx, db, token);

  const fromBody = bodyCredentials(req.body);
  const credentials = basicCredentials(req.headers.authorization) ?? fromBody;
  if (credentials) return passwordLogin(ctx, db, credentials);

  const sessionId = cookieOf(req, cookieNameOf(db));
  if (token === undefined && sessionId !== undefined && findSession(ctx, sessionId)) return authenticate(ctx, db, req);
  throw unauthorized(INVALID_LOGIN);
}

function bodyCredentials(body: unknown): { name: string; password: string } | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body !== "object" || Array.isArray(body)) throw badRequest("The session request body must be a JSON object {name, password}");
  const { name, password } = body as { name?: unknown; password?: unknown };
  if (name === undefined && password === undefined) return undefined;
  if (typeof name !== "string" || typeof password !== "string") throw badRequest("Fields 'name' and 'password' must be strings");
  return { name, password };
}

function userContext(principal: Principal | undefined) {
  return sessionInfo(principal && principal.via !== "guest" ? principal.name : null, principal?.channels ?? []);
}
