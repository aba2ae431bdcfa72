import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { unsupportedMediaType } from "../../core/errors";
import { validateBody } from "../../core/validate";

/** Request bodies of the admin API: JSON for resources, raw JavaScript for functions. The core
 *  app refuses a body whose media type the route does not accept (415) before it is parsed; the
 *  route declares its schema (`config.body`) for the API reference. */
export const JAVASCRIPT_ONLY = ["application/javascript"] as const;

/** The JSON body validated against `schema`; `whenEmpty` stands in for a missing body. */
export function jsonBody<S extends z.ZodType>(req: FastifyRequest, schema: S, whenEmpty?: z.input<S>): z.input<S> {
  if (req.body === undefined && whenEmpty !== undefined) return whenEmpty;
  return validateBody(schema, req.body);
}

/** The JavaScript source of a function body (`Content-Type: application/javascript`, document
 *  4: "anything else 415" — no body at all included). */
export function javascriptBody(req: FastifyRequest): string {
  if (typeof req.body !== "string") throw unsupportedMediaType("", JAVASCRIPT_ONLY);
  return req.body;
}
