import SerializerSelector, { type Serializer, type SerializerFactory } from "@fastify/fast-json-stringify-compiler";
import { timingSafeEqual } from "node:crypto";
import { type IncomingMessage, type ServerResponse, STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { Readable } from "node:stream";
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type onRequestHookHandler,
  type preHandlerHookHandler,
  type preParsingHookHandler,
} from "fastify";
import type { z } from "zod";
import type { ServerContext } from "../context";
import { browserProblem } from "../control/browserGuard";
import { referenceLink } from "./apiReference";
import { type FaultRule, spoilsAnswer } from "./faults";
import { limitReached } from "./limits";
import { ApiError, badRequest, codeForStatus, ErrorCode, methodNotAllowed, unsupportedCharset, unsupportedMediaType, withReference } from "./errors";

/** What a route says about its request body (fastify route `config`): the server enforces the
 *  media type here, and docs/api-reference.md is generated from the same declarations. */
declare module "fastify" {
  interface FastifyContextConfig {
    /** zod spec of the JSON body (the route validates it; the reference lists its fields). */
    body?: z.ZodType;
    /** The body may be left out (the reference says so). */
    bodyOptional?: boolean;
    /** Media types the body may have; default `application/json`. Anything else is a 415. */
    accepts?: readonly string[];
    /** What the body is, for a body without a schema (shown in the reference). */
    bodyNote?: string;
    /** The success status, when the route has one (shown in the reference). */
    status?: number;
  }
}

export const JSON_TYPES = ["application/json"] as const;
export const JAVASCRIPT_TYPES = ["application/javascript", "text/javascript"] as const;

/** One registered route (HEAD routes that fastify derives from GET are left out). */
export interface RouteInfo {
  method: string;
  url: string;
  body?: z.ZodType;
  bodyOptional?: boolean;
  accepts: readonly string[];
  bodyNote?: string;
  status?: number;
}

export type ApiName = "management" | "gatewayPublic" | "gatewayAdmin";

/** One fastify instance per port (management API, gateway public, gateway admin), all built
 *  here so that every port shares the same body parsing, error mapping, fault rules, request
 *  log and durability: a malformed request gets that API's error body and a 4xx, never a 5xx.
 *
 *  Bounded input: a JSON body nests at most MAX_JSON_DEPTH levels (checked before it is
 *  parsed); headers and the whole request have time limits; a connection the HTTP parser gives
 *  up on (junk after a request, a timeout) is answered and closed, and a request of it that was
 *  not answered yet never reaches its handler. */
export interface AppOptions {
  /** Name in the request log and in the reference's anchors. */
  api: ApiName;
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

/** A request as `admit` saw it: when its hooks started, and whether it is for the control plane
 *  (the request log reads both; a request `admit` never saw is neither). */
type Admitted = FastifyRequest & { startedAt?: bigint; control?: boolean; spoiler?: FaultRule };

/** Every route registered on an app, in registration order. */
export function routeIndexOf(app: FastifyInstance): RouteInfo[] {
  return (app as FastifyInstance & { routeIndex?: RouteInfo[] }).routeIndex ?? [];
}

/** Every route registered on an app, as `METHOD /path/:param` (for `GET /_conformance/routes`). */
export function routesOf(app: FastifyInstance): string[] {
  return routeIndexOf(app).map((r) => `${r.method} ${r.url}`);
}

/** The media type of a request's body, lowercased, without parameters; "" when none is named. */
export function mediaTypeOf(request: FastifyRequest): string {
  return String(request.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();
}

/** The `charset` parameter of a request's Content-Type, lowercased and unquoted; undefined when
 *  none is named. */
function charsetOf(request: FastifyRequest): string | undefined {
  const header = String(request.headers["content-type"] ?? "");
  if (!header.includes(";")) return undefined;
  const match = /;\s*charset\s*=\s*("?)([^";\s]*)\1/i.exec(header);
  return match ? match[2].toLowerCase() : undefined;
}

/** Charsets a body is read in: UTF-8, and ASCII, a subset of it. */
const READABLE_CHARSETS = new Set(["utf-8", "utf8", "us-ascii"]);

/** fastify's own response serializers (fast-json-stringify), each compiled at its route's first
 *  answer with that status instead of at start: a server answers few of its routes' statuses,
 *  and compiling every one of them was a sixth of a start. */
const lazySerializers: SerializerFactory = (externalSchemas, options) => {
  const compile = SerializerSelector()(externalSchemas, options);
  return (route) => {
    let serialize: Serializer | undefined;
    return (doc) => (serialize ??= compile(route))(doc);
  };
};

export function createApp(ctx: ServerContext, opts: AppOptions): FastifyInstance {
  const timeouts = opts.timeouts ?? { requestMs: 30_000, headersMs: 10_000 };
  const app = Fastify({
    logger: false,
    bodyLimit: opts.bodyLimit ?? 4 * 1024 * 1024,
    forceCloseConnections: true,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: ctx.limits.keepAliveTimeout,
    // Node checks these limits every `connectionsCheckingInterval` ms.
    // A request without Host is refused in `admit`, with this API's error body (Node's own 400
    // has an empty body).
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: Math.min(1000, timeouts.headersMs, timeouts.requestMs), requireHostHeader: false },
    clientErrorHandler: (err: NodeJS.ErrnoException, socket: Socket) => answerClientError(err, socket, opts),
    // A path the router cannot decode, or a segment past maxParamLength: this API's error body
    // too (fastify's own otherwise).
    frameworkErrors: (err, _request, reply: FastifyReply) => {
      const apiError =
        err.code === "FST_ERR_MAX_PARAM_LENGTH"
          ? new ApiError(414, "A segment of the request path is longer than 1000 characters.")
          : badRequest("The request path is not valid: '%' must start an escape of two hex digits (%XX) that decode to UTF-8.");
      void reply.status(apiError.status).type("application/json").send(opts.errorBody(apiError));
    },
    // `ttl=5` and `page=2` arrive as strings; the area modules parse what they accept.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
    schemaController: { compilersFactory: { buildSerializer: lazySerializers } },
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
  app.addContentTypeParser([...JAVASCRIPT_TYPES], { parseAs: "string" }, (_req, body, done) =>
    done(null, String(body)),
  );

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const apiError = withReference(toApiError(error, request), referenceOf(opts.api, request));
    // A crash, not a refusal (injected faults are ApiErrors): the fastify logger is off, so say
    // it on stderr, where the CLI logs.
    if (!(error instanceof ApiError) && apiError.status >= 500) {
      process.stderr.write(`dbplane-server: internal error on ${request.method} ${request.url}: ${error.stack ?? error.message}\n`);
    }
    for (const [k, v] of Object.entries(apiError.headers)) reply.header(k, v);
    void reply.status(apiError.status).type("application/json").send(opts.errorBody(apiError));
  });

  // The body's media type is checked before it is parsed, against what the route accepts, so a
  // 415 names both (an unparsed body never reaches a handler). Only routes of methods that carry
  // a body have the check: a GET pays nothing for it.
  const checkMediaType: preParsingHookHandler = (request, _reply, payload, done) => {
    if (!sendsBody(request)) return done(null, payload);
    const accepts = request.routeOptions.config.accepts ?? JSON_TYPES;
    const type = mediaTypeOf(request);
    if (!accepts.includes(type)) return done(unsupportedMediaType(type, accepts));
    const charset = charsetOf(request);
    if (charset !== undefined && !READABLE_CHARSETS.has(charset)) return done(unsupportedCharset(charset));
    done(null, payload);
  };

  // A request that may change something waits one turn first, so the HTTP parser has handled the
  // rest of the chunk it came in: junk pipelined behind it has destroyed the socket by then, and
  // a request of a connection the parser gave up on never reaches its handler. A read needs
  // neither: it changes nothing, and its answer, written at the end of the turn, finds the
  // connection closed with the junk's 400 like any other.
  const afterTheChunk: onRequestHookHandler = (_request, _reply, done) => queueMicrotask(() => done());
  const connectionIntact: preHandlerHookHandler = (request, _reply, done) =>
    done(request.raw.socket?.destroyed ? new ApiError(400, "The connection failed before the request was handled.") : undefined);

  const routes: RouteInfo[] = [];
  app.addHook("onRoute", (r) => {
    const methods = Array.isArray(r.method) ? r.method : [r.method];
    if (methods.some((m) => m !== "GET" && m !== "HEAD")) {
      r.onRequest = [...[r.onRequest ?? []].flat(), afterTheChunk];
      r.preParsing = [...[r.preParsing ?? []].flat(), checkMediaType];
      r.preHandler = [...[r.preHandler ?? []].flat(), connectionIntact];
    }
    for (const method of methods) {
      if (method === "HEAD") continue;
      const { body, bodyOptional, accepts = JSON_TYPES, bodyNote, status } = r.config ?? {};
      routes.push({ method, url: r.url, body, bodyOptional, accepts, bodyNote, status });
    }
  });
  app.decorate("routeIndex", routes);

  // A known path asked with a method it does not have is a 405 naming those it has (`Allow`);
  // only a path no route matches is a 404.
  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request.url);
    const allowed = allowedMethods(app, routes, path);
    const err = allowed.length > 0 ? methodNotAllowed(request.method, path, allowed) : new ApiError(404, `No route for ${request.method} ${path}.`);
    for (const [k, v] of Object.entries(err.headers)) reply.header(k, v);
    void reply.status(err.status).type("application/json").send(opts.errorBody(err));
  });

  // Every request: its start time, the control plane's token, the fault rules. A callback hook
  // that answers at once (no promise, no extra turn) unless a fault rule delays the request.
  const admit: onRequestHookHandler = (request, reply, done) => {
    const admitted = request as Admitted;
    admitted.startedAt = process.hrtime.bigint();
    if (overAllowance.has(request.raw.socket)) {
      void reply.header("connection", "close");
      return done(new ApiError(503, limitReached(ctx.limits, "connectionsPerClient", "open connections"), codeForStatus(503), "Close idle connections, or open fewer at once.", { "retry-after": "1" }));
    }
    if (request.headers.host === undefined && request.raw.httpVersionMinor >= 1) {
      return done(badRequest("The request has no Host header, which HTTP/1.1 requires."));
    }
    admitted.control = isControl(request);
    if (admitted.control) return done(browserProblem(ctx.ownNames, request) ?? controlTokenProblem(ctx, request));
    const path = pathOf(request.url);
    const rule = ctx.faults.match(request.method, path);
    if (!rule) return done();
    const apply = () => {
      if (rule.hang) return; // never answered: the client's own deadline ends it (or the server's close)
      if (spoilsAnswer(rule)) admitted.spoiler = rule;
      done(rule.status ? injectedFault(rule, request.method, path) : undefined);
    };
    if (rule.latencyMs) setTimeout(apply, rule.latencyMs);
    else apply();
  };
  app.addHook("onRequest", admit);

  app.server.on("connection", (socket: Socket) => admitConnection(ctx, socket));

  // What Node answers before fastify sees a request gets this API's error body too: an Expect
  // other than 100-continue (Node's own is an empty 417), CONNECT (Node closes the socket).
  app.server.on("checkExpectation", (req: IncomingMessage, res: ServerResponse) => {
    const body = JSON.stringify(opts.errorBody(new ApiError(417, `The expectation '${String(req.headers.expect).slice(0, 100)}' cannot be met: only 100-continue is.`)));
    res.writeHead(417, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(body), connection: "close" }).end(body);
  });
  app.server.on("connect", (_req: IncomingMessage, socket: Socket) => {
    answerOnSocket(socket, 405, JSON.stringify(opts.errorBody(new ApiError(405, "CONNECT is not supported: this is not a proxy."))));
  });

  // Before the answer leaves, whatever changed is durable (and what this request saw too); in
  // memory, and with nothing to wait for on disk, at once. Then the request log has it, with
  // the status that leaves.
  const logged = (request: FastifyRequest, reply: FastifyReply) => {
    const { startedAt, control } = request as Admitted;
    if (control ?? isControl(request)) return;
    const started = startedAt ?? process.hrtime.bigint();
    ctx.requests.add({
      api: opts.api,
      method: request.method,
      path: request.url,
      status: reply.statusCode,
      durationMs: Number(process.hrtime.bigint() - started) / 1e6,
      atMs: ctx.clock.now(),
    });
  };
  app.addHook("onSend", (request, reply, payload, done) => {
    const durable = ctx.store.commit();
    if (durable === undefined) {
      logged(request, reply);
      return done(null, payload);
    }
    durable.then(
      () => {
        logged(request, reply);
        done(null, payload);
      },
      (e: Error) => {
        void reply.status(503).type("application/json");
        logged(request, reply);
        done(null, JSON.stringify(opts.errorBody(new ApiError(503, `The change could not be persisted: ${e.message}`))));
      },
    );
  });

  // A fault rule that spoils the answer: the change is made and durable, then the answer is not
  // what the API promises.
  app.addHook("onSend", (request, reply, payload, done) => {
    const rule = (request as Admitted).spoiler;
    if (!rule) return done(null, payload);
    let body = payload as string | Buffer | null;
    if (rule.answerBody !== undefined) {
      body = rule.answerBody;
      void reply.type(rule.answerContentType ?? "application/json");
    } else if (rule.answerBytes !== undefined) {
      body = Buffer.alloc(rule.answerBytes, " ");
    }
    if (rule.trickleMs === undefined) return done(null, body);
    reply.removeHeader("content-length");
    done(null, trickled(Buffer.from(body ?? ""), rule.trickleMs));
  });

  return app;
}

/** A body sent one byte every `everyMs` ms (stopped when the connection goes). */
function trickled(bytes: Buffer, everyMs: number): Readable {
  let at = 0;
  let timer: NodeJS.Timeout | undefined;
  return new Readable({
    read() {
      timer = setTimeout(() => {
        this.push(at < bytes.length ? bytes.subarray(at, ++at) : null);
      }, everyMs);
    },
    destroy(err, callback) {
      clearTimeout(timer);
      callback(err);
    },
  });
}

/** Whether the request is for the control plane, by the route it matched: the router decodes
 *  the path (`/%5Fconformance/reset` is `/_conformance/reset`), the raw URL would not say so. */
function isControl(request: FastifyRequest): boolean {
  return request.routeOptions.url?.startsWith(CONTROL_PREFIX) === true;
}

/** Whether the request carries a body to parse: any body at all, or a declared media type on a
 *  method whose body fastify parses even when empty. */
function sendsBody(request: FastifyRequest): boolean {
  const { method, headers } = request;
  if (method === "GET" || method === "HEAD") return false;
  const length = headers["content-length"];
  if (headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0")) return true;
  return headers["content-type"] !== undefined && (method === "POST" || method === "PUT" || method === "PATCH");
}

const METHOD_ORDER = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/** The methods some route answers on `path` (HEAD wherever GET is, as fastify serves it). */
function allowedMethods(app: FastifyInstance, routes: RouteInfo[], path: string): string[] {
  const methods = new Set<string>();
  for (const method of new Set(routes.map((r) => r.method))) {
    if (app.findRoute({ method: method as never, url: path })) methods.add(method);
  }
  if (methods.has("GET")) methods.add("HEAD");
  return [...methods].sort((a, b) => METHOD_ORDER.indexOf(a) - METHOD_ORDER.indexOf(b));
}

/** Where the reference documents the route a request matched (the whole document for none). */
function referenceOf(api: ApiName, request: FastifyRequest): string {
  const { method, url } = request.routeOptions;
  return referenceLink(api, request.is404 || !url ? undefined : { method: String(method), url });
}

/** What the control plane serves without its token: liveness and the test issuer's public
 *  documents (a gateway elsewhere may need them). */
const OPEN_CONTROL = new Set(["GET /_conformance/health", "GET /_conformance/oidc/.well-known/openid-configuration", "GET /_conformance/oidc/jwks"]);

/** Why a control-plane request may not go on: undefined when it may. */
function controlTokenProblem(ctx: ServerContext, request: FastifyRequest): ApiError | undefined {
  if (!ctx.controlToken || OPEN_CONTROL.has(`${request.method} ${request.routeOptions.url}`)) return undefined;
  const header = request.headers.authorization;
  const sent = typeof header === "string" ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
  const a = Buffer.from(sent ?? "");
  const b = Buffer.from(ctx.controlToken);
  if (a.length === b.length && timingSafeEqual(a, b)) return undefined;
  return new ApiError(
    401,
    "The control plane needs its token: send 'Authorization: Bearer <controlToken>'.",
    ErrorCode.unauthorized,
    "Use the controlToken printed in the server's ready line (or the one given with --control-token).",
  );
}

/** The error a fault rule injects. */
function injectedFault(rule: FaultRule, method: string, path: string): ApiError {
  const headers: Record<string, string> = {};
  if (rule.retryAfterSeconds !== undefined) headers["retry-after"] = String(rule.retryAfterSeconds);
  return new ApiError(rule.status!, `Injected fault: ${method} ${path} answered ${rule.status}.`, rule.code ?? codeForStatus(rule.status!), undefined, headers);
}

/** A URL without its query. */
export function pathOf(url: string): string {
  const q = url.indexOf("?");
  return q < 0 ? url : url.slice(0, q);
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

/** Open connections by client address, across the three ports of one server. */
const connectionsOf = new WeakMap<ServerContext, Map<string, number>>();

/** A connection past its client's allowance: each request on it is answered 503, and it closes. */
const overAllowance = new WeakSet<Socket>();

/** Counts a new connection against its client's allowance (idle keep-alive connections are
 *  closed after `--keep-alive-timeout-ms`, so a well-behaved client's count falls by itself). */
function admitConnection(ctx: ServerContext, socket: Socket): void {
  let open = connectionsOf.get(ctx);
  if (!open) connectionsOf.set(ctx, (open = new Map()));
  const client = socket.remoteAddress ?? "";
  const count = open.get(client) ?? 0;
  if (count >= ctx.limits.connectionsPerClient) {
    overAllowance.add(socket);
    return;
  }
  open.set(client, count + 1);
  socket.once("close", () => {
    const left = (open.get(client) ?? 1) - 1;
    if (left > 0) open.set(client, left);
    else open.delete(client);
  });
}

/** A connection the HTTP parser gave up on: answered in this API's error format, then closed. */
function answerClientError(err: NodeJS.ErrnoException, socket: Socket, opts: AppOptions): void {
  if (err.code === "ECONNRESET" || socket.destroyed) return;
  const status = err.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : err.code === "HPE_HEADER_OVERFLOW" ? 431 : 400;
  const message =
    status === 408 ? "The request was not received in time." : status === 431 ? "The request headers are too large." : "The request is not valid HTTP.";
  answerOnSocket(socket, status, JSON.stringify(opts.errorBody(new ApiError(status, message))), err);
}

/** An answer written on the socket itself (no request object to answer through), then closed. */
function answerOnSocket(socket: Socket, status: number, body: string, err?: Error): void {
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

function toApiError(error: FastifyError | ApiError, request: FastifyRequest): ApiError {
  if (error instanceof ApiError) return error;
  const status = typeof error.statusCode === "number" ? error.statusCode : 500;
  if (status >= 500) return new ApiError(500, "Internal error in the conformance server.");
  if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
    return unsupportedMediaType(mediaTypeOf(request), request.routeOptions.config?.accepts ?? JSON_TYPES);
  }
  const messages: Record<string, string> = {
    FST_ERR_CTP_BODY_TOO_LARGE: "The request body is too large.",
    FST_ERR_CTP_INVALID_CONTENT_LENGTH: "The Content-Length header does not match the body.",
  };
  return new ApiError(status, messages[error.code] ?? error.message);
}
