import type { FastifyRequest } from "fastify";
import { unsupportedMediaType } from "../../core/errors";

/** Request bodies of the admin API: JSON for resources (each route's `declaredBody`), raw
 *  JavaScript for functions. The core app refuses a body whose media type the route does not
 *  accept (415) before it is parsed. */
export const JAVASCRIPT_ONLY = ["application/javascript"] as const;

/** The JavaScript source of a function body (`Content-Type: application/javascript`, document
 *  4: "anything else 415" — no body at all included). */
export function javascriptBody(req: FastifyRequest): string {
  if (typeof req.body !== "string") throw unsupportedMediaType("", JAVASCRIPT_ONLY);
  return req.body;
}
