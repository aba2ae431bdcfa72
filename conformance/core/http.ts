import { timingSafeEqual } from "node:crypto";
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import type { ServerContext } from "../context";
import { ApiError, badRequest, codeForStatus, ErrorCode } from "./errors";

/** One fastify instance per port (management API, gateway public, gateway admin), all built
 *  here so that every port shares the same body parsing, error mapping, fault rules, request
 *  log and durability: a malformed request gets that API's error body and a 4xx, never a 5xx.
 *
 *  Bounded input: a JSON body nests at most MAX_JSON_DEPTH levels (checked before it is
 *  parsed); headers and the whole request have time limits; a connection the HTTP parser gives
 *  up on (junk after a request, a timeout) is answered and closed, and a request of it that was
 *  not answered yet never reaches its handler. */
export interface AppOptions {
  /** Name in the request log: `management`, `gatewayPublic`, `gatewayAdmin`. */
  api: string;
  /** Renders an error in this API's body format. */
  errorBody: (err: ApiError) => unknown;
  bodyLimit?: number;
  timeouts?: Timeouts;
}

export interface Timeouts {
  /** The whole request, body included. */
  requestMs: number;
  headersMs: number;
}

export const MAX_JSON_DEPTH = 64;

export const CONTROL_PREFIX = "/_conformance/";

/** Every route registered on an app, as `METHOD /path/:param` (for `GET /_conformance/routes`). */
export function routesOf(app: FastifyInstance): string[] {
  return (app as FastifyInstance & { routeList?: string[] }).routeList ?? [];
}

export function createApp(ctx: ServerContext, opts: AppOptions): FastifyInstance {
  const timeouts = opts.timeouts ?? { requestMs: 30_000, headersMs: 10_000 };
  const app = Fastify({
    logger: false,
    bodyLimit: opts.bodyLimit ?? 4 * 1024 * 1024,
    forceCloseConnections: true,
    requestTimeout: timeouts.requestMs,
    // Node checks these limits every `connectionsCheckingInterval` ms.
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: Math.min(1000, timeouts.headersMs, timeouts.requestMs) },
    clientErrorHandler: (err: NodeJS.ErrnoException, socket: Socket) => answerClientError(err, socket, opts),
    // `ttl=5` and `page=2` arrive as strings; the area modules parse what they accept.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
  });

  const defaultJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (req, body, done) => {
    const text = String(body);
    if (text.trim() === "") return done(null, undefined);
    if (nestingExceeds(text, MAX_JSON_DEPTH)) return done(badRequest(`The request body nests deeper than ${MAX_JSON_DEPTH} levels.`), undefined);
    defaultJson(req, text, (err: Error | null, value?: unknown) => {
      if (err) return done(badRequest(`The request body is not valid JSON: ${err.message}`), undefined);
      done(null, value);
    });
  });
  app.addContentTypeParser(["application/javascript", "text/javascript"], { parseAs: "string" }, (_req, body, done) =>
    done(null, String(body)),
  );

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const apiError = toApiError(error);
    // A crash, not a refusal (injected faults are ApiErrors): the fastify logger is off, so say
    // it on stderr, where the CLI logs.
    if (!(error instanceof ApiError) && apiError.status >= 500) {
      process.stderr.write(`dbplane-server: internal error on ${request.method} ${request.url}: ${error.stack ?? error.message}\n`);
    }
    for (const [k, v] of Object.entries(apiError.headers)) reply.header(k, v);
    void reply.status(apiError.status).type("application/json").send(opts.errorBody(apiError));
  });
  app.setNotFoundHandler((request, reply) => {
    const err = new ApiError(404, `No route for ${request.method} ${request.url.split("?")[0]}.`);
    void reply.status(404).type("application/json").send(opts.errorBody(err));
  });

  const routes: string[] = [];
  app.addHook("onRoute", (r) => {
    for (const m of Array.isArray(r.method) ? r.method : [r.method]) if (m !== "HEAD") routes.push(`${m} ${r.url}`);
  });
  app.decorate("routeList", routes);

  app.addHook("onRequest", async (request) => {
    (request as FastifyRequest & { startedAt: bigint }).startedAt = process.hrtime.bigint();
    if (isControl(request)) return requireControlToken(ctx, request);
    const path = request.url.split("?")[0];
    const rule = ctx.faults.match(request.method, path);
    if (!rule) return;
    if (rule.latencyMs) await new Promise((r) => setTimeout(r, rule.latencyMs));
    if (rule.status) {
      const headers: Record<string, string> = {};
      if (rule.retryAfterSeconds !== undefined) headers["retry-after"] = String(rule.retryAfterSeconds);
      throw new ApiError(
        rule.status,
        `Injected fault: ${request.method} ${path} answered ${rule.status}.`,
        rule.code ?? codeForStatus(rule.status),
        undefined,
        headers,
      );
    }
  });

  // The parser handles a whole chunk of the connection before its callbacks continue: junk
  // pipelined behind this request has destroyed the socket by the next turn of the loop.
  app.addHook("preHandler", async (request) => {
    await new Promise((resolve) => setImmediate(resolve));
    if (request.raw.socket?.destroyed) throw new ApiError(400, "The connection failed before the request was handled.");
  });

  // Before the answer leaves, whatever changed is durable (and what this request saw too).
  app.addHook("onSend", async (_request, reply, payload) => {
    try {
      await ctx.store.commit();
      return payload;
    } catch (e) {
      void reply.status(503).type("application/json");
      return JSON.stringify(opts.errorBody(new ApiError(503, `The change could not be persisted: ${(e as Error).message}`)));
    }
  });

  app.addHook("onResponse", async (request: FastifyRequest, reply: FastifyReply) => {
    if (isControl(request)) return;
    const started = (request as FastifyRequest & { startedAt?: bigint }).startedAt ?? process.hrtime.bigint();
    ctx.requests.add({
      api: opts.api,
      method: request.method,
      path: request.url,
      status: reply.statusCode,
      durationMs: Number(process.hrtime.bigint() - started) / 1e6,
      at: ctx.clock.iso(),
    });
  });

  return app;
}

function isControl(request: FastifyRequest): boolean {
  return request.url.startsWith(CONTROL_PREFIX);
}

/** What the control plane serves without its token: liveness and the test issuer's public
 *  documents (a gateway elsewhere may need them). */
const OPEN_CONTROL = new Set(["GET /_conformance/health", "GET /_conformance/oidc/.well-known/openid-configuration", "GET /_conformance/oidc/jwks"]);

function requireControlToken(ctx: ServerContext, request: FastifyRequest): void {
  if (!ctx.controlToken || OPEN_CONTROL.has(`${request.method} ${request.url.split("?")[0]}`)) return;
  const header = request.headers.authorization;
  const sent = typeof header === "string" ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
  const a = Buffer.from(sent ?? "");
  const b = Buffer.from(ctx.controlToken);
  if (a.length !== b.length || !timingSafeEqual(a, b)) {
    throw new ApiError(
      401,
      "The control plane needs its token: send 'Authorization: Bearer <controlToken>'.",
      ErrorCode.unauthorized,
      "Use the controlToken printed in the server's ready line (or the one given with --control-token).",
    );
  }
}

/** Whether JSON text nests arrays and objects deeper than `max` (a linear scan, before parsing:
 *  deep documents are refused before they can cost stack or memory anywhere). */
export function nestingExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > max) return true;
    } else if (c === 125 || c === 93) depth--;
  }
  return false;
}

/** A connection the HTTP parser gave up on: answered in this API's error format, then closed. */
function answerClientError(err: NodeJS.ErrnoException, socket: Socket, opts: AppOptions): void {
  if (err.code === "ECONNRESET" || socket.destroyed) return;
  const status = err.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : err.code === "HPE_HEADER_OVERFLOW" ? 431 : 400;
  const message =
    status === 408 ? "The request was not received in time." : status === 431 ? "The request headers are too large." : "The request is not valid HTTP.";
  const body = JSON.stringify(opts.errorBody(new ApiError(status, message)));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

function toApiError(error: FastifyError | ApiError): ApiError {
  if (error instanceof ApiError) return error;
  const status = typeof error.statusCode === "number" ? error.statusCode : 500;
  if (status >= 500) return new ApiError(500, "Internal error in the conformance server.");
  const messages: Record<string, string> = {
    FST_ERR_CTP_INVALID_MEDIA_TYPE: `Unsupported content type: ${error.message}`,
    FST_ERR_CTP_BODY_TOO_LARGE: "The request body is too large.",
    FST_ERR_CTP_INVALID_CONTENT_LENGTH: "The Content-Length header does not match the body.",
  };
  return new ApiError(status, messages[error.code] ?? error.message);
}
