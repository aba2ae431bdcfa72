import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import type { ServerContext } from "../context";
import { ApiError, badRequest, codeForStatus } from "./errors";

/** One fastify instance per port (management API, gateway public, gateway admin), all built
 *  here so that every port shares the same body parsing, error mapping, fault rules, request
 *  log and durability: a malformed request gets that API's error body and a 4xx, never a 5xx. */
export interface AppOptions {
  /** Name in the request log: `management`, `gatewayPublic`, `gatewayAdmin`. */
  api: string;
  /** Renders an error in this API's body format. */
  errorBody: (err: ApiError) => unknown;
  bodyLimit?: number;
}

export const CONTROL_PREFIX = "/_conformance/";

/** Every route registered on an app, as `METHOD /path/:param` (for `GET /_conformance/routes`). */
export function routesOf(app: FastifyInstance): string[] {
  return (app as FastifyInstance & { routeList?: string[] }).routeList ?? [];
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
