import type { FastifyInstance } from "fastify";
import { appEndpointCors } from "../../../schema/api/appEndpoints";
import type { ServerContext } from "../../context";
import { defineRoute } from "../route";
import { ENDPOINT, changed, findEndpoint, normalizeCors } from "./common";

/** CORS of an App Endpoint (document 2, "CORS"): off by default; `{disabled: true}` comes
 *  alone; when enabled `origin` is required (`*` allows all) and `maxAge` defaults to 5 s. */
export function registerAppEndpointCors(app: FastifyInstance, ctx: ServerContext): void {
  defineRoute(app, ctx, {
    method: "GET",
    url: `${ENDPOINT}/cors`,
    handler: ({ params }) => findEndpoint(ctx, params).cors,
  });

  defineRoute(app, ctx, {
    method: "PUT",
    url: `${ENDPOINT}/cors`,
    body: appEndpointCors,
    status: 204,
    handler: ({ params, body, caller }) => {
      const rec = findEndpoint(ctx, params);
      rec.cors = normalizeCors(body, "");
      changed(ctx, rec, caller.apiKeyId);
      return undefined;
    },
  });
}
