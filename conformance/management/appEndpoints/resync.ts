import type { FastifyInstance } from "fastify";
import { startResync } from "../../../schema/api/appEndpoints";
import type { ServerContext } from "../../context";
import { conflict, notFound } from "../../core/errors";
import { force, lifecycle, start, target } from "../../core/transitions";
import type { AppEndpointRecord } from "../../model";
import { defineRoute } from "../route";
import { ENDPOINT, changed, endpointState, findEndpoint, newResync, resyncState } from "./common";
import { own } from "../../core/own";

/** Resync (document 2, "Resync status"; `E/resync` in document 4): POST starts it on the listed
 *  collections or, by default, on every collection that needs it; `running` lasts two
 *  transition steps, then `completed` clears those collections from `requireResync`; DELETE
 *  stops it (`stopped`, nothing cleared). As on the real service the endpoint must be paused
 *  (Offline) first. With no resync ever run the status is `completed` with all counts 0. */
const RUNNING_STEPS = 2;

export function registerResync(app: FastifyInstance, ctx: ServerContext): void {
  const url = `${ENDPOINT}/resync`;

  defineRoute(app, ctx, {
    method: "GET",
    url,
    handler: ({ params }) => statusView(ctx, findEndpoint(ctx, params)),
  });

  defineRoute(app, ctx, {
    method: "POST",
    url,
    status: 202,
    // The body is optional: no body means "every collection that needs resync".
    body: startResync,
    bodyOptional: true,
    handler: ({ params, body, caller }) => {
      const rec = findEndpoint(ctx, params);
      const state = endpointState(ctx, rec);
      if (state !== "Offline" || target(rec.lifecycle) !== "Offline") {
        throw conflict(`App Endpoint '${rec.name}' is ${state}; pause it (DELETE .../activationStatus) and wait until it is Offline before a resync.`);
      }
      if (resyncState(ctx, rec) === "running") throw conflict(`A resync of App Endpoint '${rec.name}' is already running.`);
      const collections = body.scopes ? listed(rec, body.scopes) : needing(rec);
      if (Object.keys(collections).length === 0) {
        throw conflict(`No collection of App Endpoint '${rec.name}' needs resync; list the collections to resync in 'scopes'.`);
      }
      const running = start(lifecycle("completed"), ctx.clock.now(), ctx.transitionMs, [["running", RUNNING_STEPS]], "completed");
      rec.resync = newResync(running, ctx.clock.iso(), collections);
      changed(ctx, rec, caller.apiKeyId);
      return undefined;
    },
  });

  defineRoute(app, ctx, {
    method: "DELETE",
    url,
    status: 202,
    handler: ({ params, caller }) => {
      const rec = findEndpoint(ctx, params);
      if (resyncState(ctx, rec) !== "running") throw conflict(`No resync of App Endpoint '${rec.name}' is running.`);
      force(rec.resync.lifecycle, "stopped");
      changed(ctx, rec, caller.apiKeyId);
      return undefined;
    },
  });
}

function listed(rec: AppEndpointRecord, scopes: Record<string, string[]>): Record<string, string[]> {
  for (const [scopeName, collections] of Object.entries(scopes)) {
    for (const collection of collections) {
      if (!own(own(rec.scopes, scopeName)?.collections, collection)) {
        throw notFound(`Field 'scopes.${scopeName}': App Endpoint '${rec.name}' has no collection ${scopeName}.${collection}.`);
      }
    }
  }
  return Object.fromEntries(Object.entries(scopes).map(([s, cs]) => [s, [...new Set(cs)]]));
}

function needing(rec: AppEndpointRecord): Record<string, string[]> {
  return Object.fromEntries(Object.entries(rec.requireResync).map(([s, { items }]) => [s, [...items]]));
}

function statusView(ctx: ServerContext, rec: AppEndpointRecord) {
  const rs = rec.resync;
  return {
    state: resyncState(ctx, rec),
    ...(rs.startTime ? { startTime: rs.startTime } : {}),
    lastError: rs.lastError,
    docsChanged: rs.docsChanged,
    docsProcessed: rs.docsProcessed,
    docsTargeted: rs.docsTargeted,
    docsErrored: rs.docsErrored,
    collections_processing: rs.collections_processing,
  };
}
