import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import type { z } from "zod";
import type { ServerContext } from "../context";
import { referenceLink } from "./apiReference";
import { ApiError, badRequest, codeForStatus, methodNotAllowed, unsupportedMediaType, withReference } from "./errors";

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
 *  log and durability: a malformed request gets that API's error body and a 4xx, never a 5xx. */
export interface AppOptions {
  /** Name in the request log and in the reference's anchors. */
  api: ApiName;
  /** Renders an error in this API's body format. */
  errorBody: (err: ApiError) => unknown;
  bodyLimit?: number;
}

export const CONTROL_PREFIX = "/_conformance/";

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

export function createApp(ctx: ServerContext, opts: AppOptions): FastifyInstance {
  const app = Fastify({
    logger: false,
    bodyLimit: opts.bodyLimit ?? 4 * 1024 * 1024,
    forceCloseConnections: true,
    // `ttl=5` and `page=2` arrive as strings; the area modules parse what they accept.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
  });

  const defaultJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (req, body, done) => {
    const text = String(body);
    if (text.trim() === "") return done(null, undefined);
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

  const routes: RouteInfo[] = [];
  app.addHook("onRoute", (r) => {
    for (const method of Array.isArray(r.method) ? r.method : [r.method]) {
      if (method === "HEAD") continue;
      const { body, bodyOptional, accepts = JSON_TYPES, bodyNote, status } = r.config ?? {};
      routes.push({ method, url: r.url, body, bodyOptional, accepts, bodyNote, status });
    }
  });
  app.decorate("routeIndex", routes);

  // A known path asked with a method it does not have is a 405 naming those it has (`Allow`);
  // only a path no route matches is a 404.
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0];
    const allowed = allowedMethods(app, routes, path);
    const err = allowed.length > 0 ? methodNotAllowed(request.method, path, allowed) : new ApiError(404, `No route for ${request.method} ${path}.`);
    for (const [k, v] of Object.entries(err.headers)) reply.header(k, v);
    void reply.status(err.status).type("application/json").send(opts.errorBody(err));
  });

  // The body's media type is checked before it is parsed, against what the route accepts, so a
  // 415 names both (an unparsed body never reaches a handler).
  app.addHook("preParsing", async (request, _reply, payload) => {
    if (request.is404 || !sendsBody(request)) return payload;
    const accepts = request.routeOptions.config.accepts ?? JSON_TYPES;
    const type = mediaTypeOf(request);
    if (!accepts.includes(type)) throw unsupportedMediaType(type, accepts);
    return payload;
  });

  app.addHook("onRequest", async (request) => {
    (request as FastifyRequest & { startedAt: bigint }).startedAt = process.hrtime.bigint();
    if (isControl(request)) return;
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

  app.addHook("onSend", async (request, _reply, payload) => {
    if (request.method !== "GET" && request.method !== "HEAD") ctx.store.markDirty();
    ctx.store.flush();
    return payload;
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
