import { STATUS_CODES } from "node:http";
import type { FastifyInstance } from "fastify";
import { type ApiError, unauthorized } from "../core/errors";

/** The gateway's error body (document 4): `{"error": E, "reason": R}`, where E is `not_found`
 *  for 404, `conflict` for 409, otherwise the status text. */
export function gatewayErrorBody(err: ApiError): { error: string; reason: string } {
  const error = err.status === 404 ? "not_found" : err.status === 409 ? "conflict" : (STATUS_CODES[err.status] ?? "Error");
  return { error, reason: err.message };
}

/** Document 4: "401 carries `WWW-Authenticate: Basic realm="..."`": every 401 of a gateway
 *  port, whatever raised it (a failed login, a sync function's `throw({unauthorized})`, an
 *  injected fault). */
export function challengeEvery401(app: FastifyInstance): void {
  app.addHook("onSend", (_req, reply, payload, done) => {
    if (reply.statusCode === 401 && !reply.hasHeader("www-authenticate")) void reply.header("www-authenticate", 'Basic realm="Couchbase Sync Gateway"');
    done(null, payload);
  });
}

export const INVALID_LOGIN = "Invalid login";

/** The credentials of an `Authorization: Basic` header; undefined for no header or another
 *  scheme; 401 `Invalid login` when they cannot be decoded into a name and a password. */
export function basicCredentials(authorization: string | undefined): { name: string; password: string } | undefined {
  const match = authorization === undefined ? null : /^Basic\s+(.*)$/i.exec(authorization);
  if (!match) return undefined;
  const decoded = Buffer.from(match[1].trim(), "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 1) throw unauthorized(INVALID_LOGIN);
  return { name: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}
