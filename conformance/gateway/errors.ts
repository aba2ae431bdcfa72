import { STATUS_CODES } from "node:http";
import { ApiError } from "../core/errors";

/** The gateway's error body (document 4): `{"error": E, "reason": R}`, where E is `not_found`
 *  for 404, `conflict` for 409, otherwise the status text. */
export function gatewayErrorBody(err: ApiError): { error: string; reason: string } {
  const error = err.status === 404 ? "not_found" : err.status === 409 ? "conflict" : (STATUS_CODES[err.status] ?? "Error");
  return { error, reason: err.message };
}

const REALM = 'Basic realm="Couchbase Sync Gateway"';

export const INVALID_LOGIN = "Invalid login";

/** 401 with `WWW-Authenticate: Basic realm="..."` (document 4), on both APIs. */
export function loginRequired(reason: string): ApiError {
  return new ApiError(401, reason, undefined, undefined, { "www-authenticate": REALM });
}

/** The credentials of an `Authorization: Basic` header; undefined for no header or another
 *  scheme; 401 `Invalid login` when they cannot be decoded into a name and a password. */
export function basicCredentials(authorization: string | undefined): { name: string; password: string } | undefined {
  const match = authorization === undefined ? null : /^Basic\s+(.*)$/i.exec(authorization);
  if (!match) return undefined;
  const decoded = Buffer.from(match[1].trim(), "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 1) throw loginRequired(INVALID_LOGIN);
  return { name: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}
