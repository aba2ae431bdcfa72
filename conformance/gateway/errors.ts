import { STATUS_CODES } from "node:http";
import type { ApiError } from "../core/errors";

/** The gateway's error body (document 4): `{"error": E, "reason": R}`, where E is `not_found`
 *  for 404, `conflict` for 409, otherwise the status text. */
export function gatewayErrorBody(err: ApiError): { error: string; reason: string } {
  const error = err.status === 404 ? "not_found" : err.status === 409 ? "conflict" : (STATUS_CODES[err.status] ?? "Error");
  return { error, reason: err.message };
}
