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

/** An answer's JSON Schema, for fastify to compile the route's serializer from. */
export type JsonSchema = Record<string, unknown>;

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

/** A route not (yet) described by the model: its method, path under /v4, body and status here. */
export interface RouteSpec<S extends z.ZodType | undefined> {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  roles?: OrganizationRole[];
  body?: S;
  bodyOptional?: boolean;
  status?: number;
  accepts?: readonly string[];
  response?: JsonSchema;
  handler: Handler<S extends z.ZodType ? z.input<S> : unknown>;
}

export const API_PREFIX = "/v4";
const READ_ROLES: OrganizationRole[] = ["organizationOwner", "organizationMember", "projectCreator"];
const WRITE_ROLES: OrganizationRole[] = ["organizationOwner"];

/** A management-API route: an operation of the model (schema/api), served by `options.handler`.
 *  The method, path, request body (validated strictly), success status and answer schema are the
 *  operation's; a JSON answer is serialized with code fastify compiles from its schema, so that
 *  nothing the model does not list leaves the server. */
export function defineRoute<R extends RequestBody>(app: FastifyInstance, ctx: ServerContext, op: Operation<R>, options: RouteOptions<R>): void;
export function defineRoute<S extends z.ZodType | undefined>(app: FastifyInstance, ctx: ServerContext, spec: RouteSpec<S>): void;
export function defineRoute(app: FastifyInstance, ctx: ServerContext, first: Operation | RouteSpec<z.ZodType | undefined>, options?: RouteOptions<RequestBody>): void {
  const spec = "match" in first ? routeOfOperation(first, options!) : { ...first, url: API_PREFIX + first.url };
  const status = spec.status ?? 200;
  app.route({
    method: spec.method,
    url: spec.url,
    config: { body: spec.body, bodyOptional: spec.bodyOptional, status, ...(spec.accepts ? { accepts: spec.accepts } : {}) },
    ...(spec.response ? { schema: { response: { [status]: spec.response } } } : {}),
    // Not async: a handler that answers at once (most do) costs no promise and no extra turn.
    handler: (request, reply) => {
      const caller = authenticate(ctx, request);
      const allowed = spec.roles ?? (spec.method === "GET" ? READ_ROLES : WRITE_ROLES);
      if (!caller.roles.some((r) => allowed.includes(r))) {
        throw forbidden(
          `Access denied: ${spec.method} ${spec.url.slice(API_PREFIX.length)} needs one of the roles ${allowed.join(", ")}; the API key has ${caller.roles.join(", ")}.`,
        );
      }
      const omitted = request.body === undefined && spec.bodyOptional;
      const body = !spec.body ? request.body : omitted ? {} : validateBody(spec.body, request.body);
      const result = spec.handler({
        params: request.params as Params,
        query: request.query as Record<string, unknown>,
        body: body as never,
        headers: request.headers,
        caller,
        selfUrl: ctx.urls.api + pathOf(request.url),
        raw: request,
        reply,
      });
      return result instanceof Promise ? result.then((answer) => answerWith(reply, status, answer)) : answerWith(reply, status, result);
    },
  });
}

/** The route an operation of the model makes. */
function routeOfOperation(op: Operation, options: RouteOptions<RequestBody>): RouteSpec<z.ZodType | undefined> & { url: string } {
  if (op.api !== "management") throw new Error(`dbplane: ${op.id} is not a management-API operation.`);
  const status = successStatus(op);
  const answer = op.responses[status];
  return {
    method: op.method as RouteSpec<undefined>["method"],
    url: op.route,
    roles: options.roles,
    body: typeof op.request === "object" ? op.request : undefined,
    bodyOptional: op.requestOptional,
    status,
    ...(op.request === "javascript" ? { accepts: JAVASCRIPT_TYPES } : {}),
    ...(answer && typeof answer === "object" ? { response: answerSchema(answer) } : {}),
    handler: options.handler as Handler<unknown>,
  };
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
