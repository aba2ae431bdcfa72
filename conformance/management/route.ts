import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { ServerContext } from "../context";
import { ipAllowed } from "../core/cidr";
import { forbidden, unauthorized } from "../core/errors";
import { JAVASCRIPT_TYPES, pathOf } from "../core/http";
import { answerSchema, validateBody } from "../core/validate";
import { successStatus, type Operation, type RequestBody } from "../../schema/model";
import type { ApiKeyRecord, OrganizationRole } from "../model";

/** How every management-API route is declared: bearer auth, the roles allowed, the body schema,
 *  the success status. Handlers return the response body (or undefined for an empty one). */
export interface Caller {
  apiKeyId: string;
  roles: OrganizationRole[];
}

export type Params = Record<string, string>;

export interface Handler<B> {
  (req: {
    params: Params;
    query: Record<string, unknown>;
    body: B;
    headers: FastifyRequest["headers"];
    caller: Caller;
    /** This request's URL without the query: the base of its paging links. */
    selfUrl: string;
    raw: FastifyRequest;
    reply: FastifyReply;
  }): unknown;
}

/** What a route adds to its operation: who may call it, and the handler. */
export interface RouteOptions<R extends RequestBody> {
  /** Roles any one of which may call it; default: every role may read, only owners may write. */
  roles?: OrganizationRole[];
  /** Returns the answer's body (undefined for none), or `reply` when it answered itself. */
  handler: Handler<R extends z.ZodType ? z.input<R> : unknown>;
}

const READ_ROLES: OrganizationRole[] = ["organizationOwner", "organizationMember", "projectCreator"];
const WRITE_ROLES: OrganizationRole[] = ["organizationOwner"];

/** A management-API route: an operation of the model (schema/api), served by `options.handler`.
 *  The method, path, request body (validated strictly), success status and answer schema are the
 *  operation's; a JSON answer is serialized with code fastify compiles from its schema, so that
 *  nothing the model does not list leaves the server. */
export function defineRoute<R extends RequestBody>(app: FastifyInstance, ctx: ServerContext, op: Operation<R>, options: RouteOptions<R>): void {
  if (op.api !== "management") throw new Error(`dbplane: ${op.id} is not a management-API operation.`);
  const status = successStatus(op);
  const answer = op.responses[status];
  const body = typeof op.request === "object" ? op.request : undefined;
  const handler = options.handler as Handler<unknown>;
  app.route({
    method: op.method,
    url: op.route,
    config: { body, bodyOptional: op.requestOptional, status, ...(op.request === "javascript" ? { accepts: JAVASCRIPT_TYPES } : {}) },
    ...(answer && typeof answer === "object" ? { schema: { response: { [status]: answerSchema(answer) } } } : {}),
    // Not async: a handler that answers at once (most do) costs no promise and no extra turn.
    handler: (request, reply) => {
      const caller = authenticate(ctx, request);
      const allowed = options.roles ?? (op.method === "GET" ? READ_ROLES : WRITE_ROLES);
      if (!caller.roles.some((r) => allowed.includes(r))) {
        throw forbidden(`Access denied: ${op.method} ${op.path} needs one of the roles ${allowed.join(", ")}; the API key has ${caller.roles.join(", ")}.`);
      }
      const omitted = request.body === undefined && op.requestOptional;
      const result = handler({
        params: request.params as Params,
        query: request.query as Record<string, unknown>,
        body: !body ? request.body : omitted ? {} : validateBody(body, request.body),
        headers: request.headers,
        caller,
        selfUrl: ctx.urls.api + pathOf(request.url),
        raw: request,
        reply,
      });
      return result instanceof Promise ? result.then((value) => answerWith(reply, status, value)) : answerWith(reply, status, result);
    },
  });
}

/** A handler that answers itself returns the reply: it may still be on its way out (the commit
 *  hook waits for the data directory), when `reply.sent` is not yet true, and must not be
 *  answered twice. */
function answerWith(reply: FastifyReply, status: number, result: unknown): FastifyReply {
  if (result === reply || reply.sent) return reply;
  reply.status(status);
  if (result === undefined) return reply.send();
  return reply.type("application/json").send(result);
}

/** The API key token is `base64(id:secret)`; rotation changes the secret, so the old token
 *  stops working at once. Only the secret's keyed hash is stored: the token is known when the
 *  key is made or rotated, and shown then only. */
export function tokenFor(id: string, secret: string): string {
  return Buffer.from(`${id}:${secret}`, "utf8").toString("base64");
}

/** The key a token belongs to: `base64(id:secret)` of a stored key, or the bootstrap key's fixed
 *  token. */
export function keyOfToken(ctx: Pick<ServerContext, "store" | "secrets" | "seed">, token: string): ApiKeyRecord | undefined {
  const keys = ctx.store.table<ApiKeyRecord>("apiKeys");
  const decoded = Buffer.from(token, "base64").toString("utf8");
  const sep = decoded.indexOf(":");
  const byId = sep > 0 ? keys.get(decoded.slice(0, sep)) : undefined;
  if (byId && !byId.fixedTokenHash && ctx.secrets.matches(decoded.slice(sep + 1), byId.secretHash)) return byId;
  const bootstrap = keys.get(ctx.seed().bootstrapApiKeyId);
  return bootstrap && ctx.secrets.matches(token, bootstrap.fixedTokenHash) ? bootstrap : undefined;
}

export function isExpired(key: ApiKeyRecord, now: number): boolean {
  if (key.expiry === -1) return false;
  return Date.parse(key.audit.createdAt) + key.expiry * 86_400_000 <= now;
}

export function authenticate(ctx: ServerContext, request: FastifyRequest): Caller {
  const header = request.headers.authorization;
  const match = typeof header === "string" ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match) throw unauthorized("Missing bearer token: send 'Authorization: Bearer <API key token>'.");
  const key = keyOfToken(ctx, match[1]);
  if (!key) throw unauthorized("The bearer token is not a valid API key token.");
  if (isExpired(key, ctx.clock.now())) throw unauthorized(`The API key ${key.id} has expired.`);
  if (!ipAllowed(request.ip, key.allowedCIDRs)) {
    throw forbidden(`Access denied: the caller's address ${request.ip} is not in the API key's allowedCIDRs.`);
  }
  return { apiKeyId: key.id, roles: key.organizationRoles };
}
