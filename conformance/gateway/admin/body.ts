import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { ApiError, badRequest } from "../../core/errors";
import { validateBody } from "../../core/validate";

/** Request bodies of the admin API: JSON for resources, raw JavaScript for functions. The core
 *  app only parses JSON and JavaScript; the wrong one of those two for a route is a 415 too. */
const mediaType = (req: FastifyRequest): string => String(req.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();

const unsupported = (req: FastifyRequest, wanted: string) =>
  new ApiError(415, `Unsupported Content-Type "${mediaType(req)}": this operation takes ${wanted}`);

/** The JSON body validated against `schema`; `whenEmpty` stands in for a missing body. */
export function jsonBody<S extends z.ZodType>(req: FastifyRequest, schema: S, whenEmpty?: z.input<S>): z.input<S> {
  if (req.body !== undefined && mediaType(req) !== "application/json") throw unsupported(req, "application/json");
  if (req.body === undefined && whenEmpty !== undefined) return whenEmpty;
  return validateBody(schema, req.body);
}

/** The JavaScript source of a function body (`Content-Type: application/javascript`). */
export function javascriptBody(req: FastifyRequest): string {
  if (mediaType(req) !== "application/javascript") throw unsupported(req, "application/javascript");
  if (typeof req.body !== "string") throw badRequest("The request body must be the function's JavaScript source");
  return req.body;
}
