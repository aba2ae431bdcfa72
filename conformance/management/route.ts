import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { ServerContext } from "../context";
import { ipAllowed } from "../core/cidr";
import { forbidden, unauthorized } from "../core/errors";
import { pathOf } from "../core/http";
import { validateBody } from "../core/validate";
import type { ApiKeyRecord, OrganizationRole } from "../model";
import type { JsonSchema } from "./responses";

/** How every management-API route is declared: bearer auth, the roles allowed, the body schema,
 *  the success status. Handlers return the response body (or undefined for an empty one). */
export interface Caller {
  apiKeyId: string;
  roles: OrganizationRole[];
}

export type Params = Record<string, string>;

export interface RouteSpec<S extends z.ZodType | undefined> {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  /** Roles any one of which may call it; default: every role may read, only owners may write. */
  roles?: OrganizationRole[];
  /** zod spec of the JSON body (validated with its generated JSON Schema). */
  body?: S;
  /** The body may be left out: the handler then gets `{}`. */
  bodyOptional?: boolean;
  /** Success status; default 200. */
  status?: number;
  /** Media types of the body when it is not JSON (the function routes take JavaScript). */
  accepts?: readonly string[];
  /** JSON Schema of the success answer, when its shape is fixed (responses.ts): serialized by
   *  code fastify compiles once. */
  response?: JsonSchema;
  /** Returns the answer's body (undefined for none), or `reply` when it answered itself. */
  handler: (req: {
    params: Params;
    query: Record<string, unknown>;
    body: S extends z.ZodType ? z.input<S> : unknown;
    headers: FastifyRequest["headers"];
    caller: Caller;
    /** This request's URL without the query: the base of its paging links. */
    selfUrl: string;
    raw: FastifyRequest;
    reply: FastifyReply;
  }) => unknown;
}

export const API_PREFIX = "/v4";
const READ_ROLES: OrganizationRole[] = ["organizationOwner", "organizationMember", "projectCreator"];
const WRITE_ROLES: OrganizationRole[] = ["organizationOwner"];

export function defineRoute<S extends z.ZodType | undefined>(app: FastifyInstance, ctx: ServerContext, spec: RouteSpec<S>) {
  app.route({
    method: spec.method,
    url: API_PREFIX + spec.url,
    config: { body: spec.body, bodyOptional: spec.bodyOptional, status: spec.status ?? 200, ...(spec.accepts ? { accepts: spec.accepts } : {}) },
    ...(spec.response ? { schema: { response: { [spec.status ?? 200]: spec.response } } } : {}),
    // Not async: a handler that answers at once (most do) costs no promise and no extra turn.
    handler: (request, reply) => {
      const caller = authenticate(ctx, request);
      const allowed = spec.roles ?? (spec.method === "GET" ? READ_ROLES : WRITE_ROLES);
      if (!caller.roles.some((r) => allowed.includes(r))) {
        throw forbidden(
          `Access denied: ${spec.method} ${spec.url} needs one of the roles ${allowed.join(", ")}; the API key has ${caller.roles.join(", ")}.`,
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
      return result instanceof Promise ? result.then((answer) => answerWith(reply, spec, answer)) : answerWith(reply, spec, result);
    },
  });
}

/** A handler that answers itself returns the reply: it may still be on its way out (the commit
 *  hook waits for the data directory), when `reply.sent` is not yet true, and must not be
 *  answered twice. */
function answerWith(reply: FastifyReply, spec: { status?: number }, result: unknown): FastifyReply {
  if (result === reply || reply.sent) return reply;
  reply.status(spec.status ?? 200);
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
