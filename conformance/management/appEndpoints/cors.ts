import type { FastifyInstance } from "fastify";
import { appEndpointOperations as ops } from "../../../schema/api/appEndpoints";
import type { ServerContext } from "../../context";
import { defineRoute } from "../route";
import { changed, findEndpoint, normalizeCors } from "./common";

/** CORS of an App Endpoint: off on an endpoint created without it; `origin` always required
 *  (`*` allows all), also with `disabled: true`; enabled CORS needs an origin (422); `maxAge`
 *  defaults to 5 s. */
export function registerAppEndpointCors(app: FastifyInstance, ctx: ServerContext): void {
  defineRoute(app, ctx, ops.getAppEndpointCors, {
    handler: ({ params }) => findEndpoint(ctx, params).cors,
  });

  defineRoute(app, ctx, ops.putAppEndpointCors, {
    handler: ({ params, body, caller }) => {
      const rec = findEndpoint(ctx, params);
      rec.cors = normalizeCors(body, "");
      changed(ctx, rec, caller.apiKeyId);
      return undefined;
    },
  });
}
