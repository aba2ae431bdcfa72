import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context";

/** Routes of this area (documents 2–4). */
export function registerAppEndpoints(_app: FastifyInstance, _ctx: ServerContext): void {}
