import type { FastifyInstance } from "fastify";
import { appEndpointOperations as ops, NEVER_STARTED, resyncStates } from "../../../schema/api/appEndpoints";
import type { ServerContext } from "../../context";
import { conflict, notFound } from "../../core/errors";
import { own } from "../../core/own";
import { lifecycle, start, target } from "../../core/transitions";
import type { AppEndpointRecord } from "../../model";
import { defineRoute } from "../route";
import { changed, endpointState, findEndpoint, newResync, resyncState } from "./common";

/** Resync (`E/resync`): POST starts it on the listed collections or, by default, on every
 *  collection that needs it; `running` lasts two transition steps, then `completed` clears those
 *  collections from `requireResync`; DELETE stops it (`stopping` for a step, then `stopped`,
 *  nothing cleared). As on the real service the endpoint must be paused (Offline) first. With no
 *  resync ever run the status is `completed`, every count 0 and the zero time as `startTime`. */
const RUNNING_STEPS = 2;

export function registerResync(app: FastifyInstance, ctx: ServerContext): void {
  defineRoute(app, ctx, ops.getResync, {
    handler: ({ params }) => statusView(ctx, findEndpoint(ctx, params)),
  });

  // The body is optional: none means "every collection that needs resync".
  defineRoute(app, ctx, ops.startResync, {
    handler: ({ params, body, caller }) => {
      const rec = findEndpoint(ctx, params);
      const state = endpointState(ctx, rec);
      if (state !== "Offline" || target(rec.lifecycle) !== "Offline") {
        throw conflict(`App Endpoint '${rec.name}' is ${state}; pause it (DELETE .../activationStatus) and wait until it is Offline before a resync.`);
      }
      const now = resyncState(ctx, rec);
      if ((resyncStates.transitional as readonly string[]).includes(now)) throw conflict(`A resync of App Endpoint '${rec.name}' is already ${now}.`);
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

  defineRoute(app, ctx, ops.stopResync, {
    handler: ({ params, caller }) => {
      const rec = findEndpoint(ctx, params);
      const now = resyncState(ctx, rec);
      // Already on its way to stopped: nothing more to do (safe retries).
      if (now === "stopping") return undefined;
      if (now !== "running") throw conflict(`No resync of App Endpoint '${rec.name}' is running (it is ${now}).`);
      rec.resync.lifecycle = start(lifecycle("running"), ctx.clock.now(), ctx.transitionMs, [["stopping", 1]], "stopped");
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
  return Object.fromEntries(Object.entries(rec.requireResync).map(([s, names]) => [s, [...names]]));
}

function statusView(ctx: ServerContext, rec: AppEndpointRecord) {
  const rs = rec.resync;
  return {
    state: resyncState(ctx, rec),
    startTime: rs.startTime || NEVER_STARTED,
    lastError: rs.lastError,
    docsChanged: rs.docsChanged,
    docsProcessed: rs.docsProcessed,
    docsTargeted: rs.docsTargeted,
    docsErrored: rs.docsErrored,
    collections_processing: rs.collections_processing,
  };
}
