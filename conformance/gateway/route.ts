import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest, preParsingHookHandler } from "fastify";
import type { z } from "zod";
import type { ServerContext } from "../context";
import { ApiError, badRequest, notFound } from "../core/errors";
import { mediaTypeOf } from "../core/http";
import { answerSchema, validateBody } from "../core/validate";
import { ConfigTextError, parseConfigText } from "../../schema/gateway/configText";
import { successStatuses, type GatewayKind, type Operation, type RequestBody } from "../../schema/model";
import { callerOf, type AdminCaller } from "./admin/auth";
import { findEndpoint } from "./databases";

/** How every route of the gateway's admin API is declared: an operation of the model
 *  (schema/gateway), served by a handler. The method, path, request body (validated strictly),
 *  success statuses and answer schemas are the operation's; a JSON answer is serialized from its
 *  schema, so nothing the model does not list leaves the server.
 *
 *  Where the operation is served is the model's too (`servedBy`): a request naming an App
 *  Endpoint's database is App Services', and one naming no database, made by an App Service
 *  admin user, too; App Services answers only the operations it publishes (users by name, roles,
 *  sessions). Anything else is a 404 that says so. (What App Services answers to a path it does
 *  not publish is not published: the 404 is this server's choice.) */

export type Params = Record<string, string>;

export interface GatewayRequest<B> {
  params: Params;
  query: Record<string, string | undefined>;
  body: B;
  headers: FastifyRequest["headers"];
  caller: AdminCaller;
  raw: FastifyRequest;
  reply: FastifyReply;
}

/** A success status other than the operation's only one, with its body. */
export class Answer {
  constructor(
    readonly status: number,
    readonly body?: unknown,
  ) {}
}

export interface GatewayRouteOptions<R extends RequestBody> {
  /** Returns the answer's body (undefined for none), an Answer (another success status), or
   *  `reply` when it answered itself (a text body). */
  handler: (req: GatewayRequest<R extends z.ZodType ? z.input<R> : R extends "javascript" ? string : unknown>) => unknown;
  /** The body is a database configuration: it passes the gateway's configuration parser before
   *  it is decoded (schema/gateway/configText.ts). */
  configText?: boolean;
  /** What the reference says of a text body. */
  bodyNote?: string;
}

/** Which kind of gateway serves a request: an App Endpoint's database is App Services'. */
export function kindOf(ctx: ServerContext, params: Params, caller: AdminCaller): GatewayKind {
  const db = params.db ?? params.keyspace?.split(".")[0];
  if (db === undefined) return caller.kind === "appServiceAdmin" ? "appServices" : "selfManaged";
  return findEndpoint(ctx, db) ? "appServices" : "selfManaged";
}

const SERVED_BY_APP_SERVICES = "users by name, roles and sessions";

export function defineGatewayRoute<R extends RequestBody>(app: FastifyInstance, ctx: ServerContext, op: Operation<R>, options: GatewayRouteOptions<R>): void {
  if (op.api !== "gatewayAdmin") throw new Error(`dbplane: ${op.id} is not a gateway admin operation.`);
  // fastify answers HEAD with the GET route of the path (its headers, no body).
  if (op.method === "HEAD") return;
  const statuses = successStatuses(op);
  const only = statuses.length === 1 ? statuses[0] : undefined;
  const body = typeof op.request === "object" ? (op.request as z.ZodType) : undefined;
  const response: Record<number, unknown> = {};
  for (const status of statuses) {
    const answer = op.responses[status];
    if (answer && typeof answer === "object") response[status] = answerSchema(answer);
  }
  app.route({
    method: op.method,
    url: op.route,
    config: {
      body,
      bodyOptional: op.requestOptional,
      status: only,
      ...(op.request === "javascript" ? { accepts: ["application/javascript"], bodyNote: options.bodyNote } : {}),
    },
    ...(Object.keys(response).length ? { schema: { response } } : {}),
    ...(options.configText ? { preParsing: [configTextHook(ctx, app)] } : {}),
    handler: (request, reply) => {
      const params = request.params as Params;
      const caller = callerOf(request);
      const kind = kindOf(ctx, params, caller);
      const servedBy = op.servedBy ?? ["selfManaged", "appServices"];
      if (!servedBy.includes(kind)) {
        throw notFound(
          kind === "appServices"
            ? `App Services does not serve ${op.method} ${op.path}: an App Endpoint's database offers only ${SERVED_BY_APP_SERVICES} through the admin API (its configuration is the management API's)`
            : `${op.method} ${op.path} is served by App Services only`,
        );
      }
      let parsed: unknown = request.body;
      if (body) {
        const omitted = request.body === undefined && op.requestOptional;
        parsed = omitted ? {} : validateBody(body, request.body);
      }
      const result = options.handler({
        params,
        query: request.query as Record<string, string | undefined>,
        body: parsed as never,
        headers: request.headers,
        caller,
        raw: request,
        reply,
      });
      return result instanceof Promise ? result.then((answer) => answerWith(reply, only, answer)) : answerWith(reply, only, result);
    },
  });
}

function answerWith(reply: FastifyReply, only: number | undefined, result: unknown): FastifyReply {
  if (result === reply || reply.sent) return reply;
  const answer = result instanceof Answer ? result : new Answer(only ?? 200, result);
  reply.status(answer.status);
  if (answer.body === undefined) return reply.send();
  return reply.type("application/json").send(answer.body);
}

/** The configuration parser on the raw body of a JSON request, before fastify decodes it, with
 *  the server's own variables (never its process's environment). The body is read whole, within
 *  the app's body limit. */
function configTextHook(ctx: ServerContext, app: FastifyInstance): preParsingHookHandler {
  const limit = app.initialConfig.bodyLimit ?? 1024 * 1024;
  return (request, _reply, payload, done) => {
    if (mediaTypeOf(request) !== "application/json") return done(null, payload);
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    payload.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit && !failed) {
        failed = true;
        done(new ApiError(413, `The request body is larger than ${limit} bytes.`));
      }
      if (!failed) chunks.push(chunk);
    });
    payload.on("error", (e) => {
      if (!failed) {
        failed = true;
        done(e);
      }
    });
    payload.on("end", () => {
      if (failed) return;
      let text: string;
      try {
        text = parseConfigText(Buffer.concat(chunks).toString("utf8"), (name) => ctx.gatewayConfigEnv[name]);
      } catch (e) {
        if (e instanceof ConfigTextError) return done(badRequest(e.message));
        return done(e as Error);
      }
      // fastify holds the body it reads to the Content-Length of what was sent.
      const parsedBody = Object.assign(Readable.from([Buffer.from(text, "utf8")]), { receivedEncodedLength: size });
      done(null, parsedBody);
    });
  };
}
