import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context";
import { registerDatabaseHooks } from "./databases";

/** The data-sync gateway's public and admin APIs (document 1, gateway part of document 4). */
export function registerGatewayPublic(_app: FastifyInstance, _ctx: ServerContext): void {}

export function registerGatewayAdmin(_app: FastifyInstance, ctx: ServerContext): void {
  registerDatabaseHooks(ctx);
}
