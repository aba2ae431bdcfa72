import type { FastifyInstance } from "fastify";
import { appEndpointOperations as ops, NEVER_STARTED } from "../../schema/api/appEndpoints";
import type { ServerContext } from "../context";
import { newAudit } from "../core/audit";
import { ApiError, badRequest, conflict, ErrorCode } from "../core/errors";
import { base64url } from "../core/ids";
import { own } from "../core/own";
import { paginate } from "../core/paging";
import { lifecycle, start, target } from "../core/transitions";
import { checkProviderEgress } from "../gateway/oidc";
import type { DatabaseRecord } from "../gateway/model";
import { managementRefusal, requireWithin } from "../gateway/usage";
import type { AppEndpointRecord, AppServiceRecord, BucketRecord, OidcProviderRecord } from "../model";
import {
  applyFinishedResync,
  changed,
  defaultCors,
  deleteEndpoint,
  endpointsByAppService,
  endpointFunctionBytes,
  endpointsByName,
  endpointsTable,
  findEndpoint,
  markResync,
  newResync,
  normalizeCors,
  normalizeScopes,
  providersFrom,
  resyncState,
  unmarkResync,
  view,
} from "./appEndpoints/common";
import { registerAppEndpointCors } from "./appEndpoints/cors";
import { registerAppEndpointFunctions } from "./appEndpoints/functions";
import { registerAppEndpointObservability } from "./appEndpoints/observability";
import { registerOidcProviders } from "./appEndpoints/oidcProviders";
import { registerResync } from "./appEndpoints/resync";
import { requireRunning } from "./appServiceState";
import { bucketKey } from "./buckets";
import { defineRoute } from "./route";
import * as scope from "./scope";

/** App Endpoints (schema/api/appEndpoints.ts; document 2, "App Endpoint"). Each endpoint is
 *  also the gateway database of the same name, so names are unique across the whole server.
 *
 *  Operational state: a new endpoint comes online as real ones do (Starting → Online); pause
 *  goes Stopping → Offline; a pause while coming online is queued and happens after it is
 *  online (document 2). Asking for the state it is already heading to is accepted and changes
 *  nothing, so retries are safe. An endpoint that does not exist is the API's 403 (see
 *  endpointForbidden). */
export function registerAppEndpoints(app: FastifyInstance, ctx: ServerContext): void {
  const endpoints = () => endpointsTable(ctx);

  defineRoute(app, ctx, ops.createAppEndpoint, {
    handler: ({ params, body, caller }) => {
      const svc = scope.appService(ctx, params);
      requireRunning(ctx, svc, "creating an App Endpoint");
      requireBucket(ctx, svc, body.bucket);
      requireFreeName(ctx, body.name);
      const count = endpointsByAppService(ctx).size(svc.id);
      requireWithin(ctx, "databasesPerTenant", "App Endpoints", count + 1, count, managementRefusal);
      const scopes = normalizeScopes(body.scopes);
      requireWithin(ctx, "functionBytesPerDatabase", "JavaScript", endpointFunctionBytes(scopes), 0, managementRefusal);
      const now = ctx.clock.now();
      const rec: AppEndpointRecord = {
        appServiceId: svc.id,
        clusterId: svc.clusterId,
        name: body.name,
        bucket: body.bucket,
        userXattrKey: body.userXattrKey ?? "",
        disablePublicAllDocs: body.disablePublicAllDocs ?? false,
        deltaSyncEnabled: body.deltaSyncEnabled ?? false,
        cors: body.cors ? normalizeCors(body.cors, "cors.") : defaultCors(),
        scopes,
        oidc: checkedProviders(ctx, providersFrom(body.oidc ?? [], [])),
        lifecycle: start(lifecycle("Offline"), now, ctx.transitionMs, [["Starting", 1]], "Online"),
        requireResync: {},
        resync: newResync(lifecycle("completed"), NEVER_STARTED, {}),
        audit: newAudit(caller.apiKeyId, ctx.clock.iso()),
      };
      endpoints().set(scope.endpointKey(svc.id, rec.name), rec);
      // Its database's functions will run soon (configuration checks, writes).
      ctx.sandbox.warm();
      return undefined;
    },
  });

  defineRoute(app, ctx, ops.listAppEndpoints, {
    handler: ({ params, query, selfUrl }) => {
      const svc = scope.appService(ctx, params);
      // Views first: the `offline` order is of their state now.
      const items = endpointsByAppService(ctx)
        .rows(svc.id)
        .map((e) => view(ctx, applyFinishedResync(ctx, e)));
      return paginate(items, query, selfUrl, {
        // Unpublished: the sort fields are document 2's.
        sortable: ["name", "offline", "bucket"],
        defaultSort: "name",
        // "offline": not serving clients (Offline, or on the way between states).
        sortValue: (e, f) => (f === "offline" ? e.state !== "Online" : (e as unknown as Record<string, unknown>)[f]),
      });
    },
  });

  defineRoute(app, ctx, ops.getAppEndpoint, {
    handler: ({ params }) => view(ctx, findEndpoint(ctx, params)),
  });

  defineRoute(app, ctx, ops.replaceAppEndpoint, {
    handler: ({ params, body, caller }) => {
      const rec = findEndpoint(ctx, params);
      if (body.name !== rec.name) throw badRequestField("name", rec.name);
      if (body.bucket !== rec.bucket) throw badRequestField("bucket", rec.bucket);
      const scopes = normalizeScopes(body.scopes);
      requireWithin(ctx, "functionBytesPerDatabase", "JavaScript", endpointFunctionBytes(scopes), endpointFunctionBytes(rec.scopes), managementRefusal);
      const cors = normalizeCors(body.cors, "cors.");
      const oidc = checkedProviders(ctx, providersFrom(body.oidc, rec.oidc));
      // A changed access-control function needs a resync; a removed collection no longer does.
      for (const [scopeName, { collections }] of Object.entries(rec.scopes)) {
        for (const [collection, fns] of Object.entries(collections)) {
          const next = own(own(scopes, scopeName)?.collections, collection);
          if (!next) unmarkResync(rec, scopeName, collection);
          else if (next.accessControlFunction !== fns.accessControlFunction) markResync(rec, scopeName, collection);
        }
      }
      Object.assign(rec, {
        scopes,
        cors,
        oidc,
        deltaSyncEnabled: body.deltaSyncEnabled,
        userXattrKey: body.userXattrKey,
        disablePublicAllDocs: body.disablePublicAllDocs,
      });
      changed(ctx, rec, caller.apiKeyId);
      return undefined;
    },
  });

  defineRoute(app, ctx, ops.deleteAppEndpoint, {
    handler: ({ params }) => {
      deleteEndpoint(ctx, findEndpoint(ctx, params));
      return undefined;
    },
  });

  defineRoute(app, ctx, ops.bringAppEndpointOnline, {
    handler: ({ params, caller }) => {
      const rec = findEndpoint(ctx, params);
      if (target(rec.lifecycle) === "Online") return undefined;
      if (resyncState(ctx, rec) === "running" || resyncState(ctx, rec) === "stopping") {
        throw conflict(`App Endpoint '${rec.name}' is resyncing; stop the resync or wait for it to complete before bringing it online.`);
      }
      start(rec.lifecycle, ctx.clock.now(), ctx.transitionMs, [["Starting", 1]], "Online");
      changed(ctx, rec, caller.apiKeyId);
      return undefined;
    },
  });

  defineRoute(app, ctx, ops.pauseAppEndpoint, {
    handler: ({ params, caller }) => {
      const rec = findEndpoint(ctx, params);
      if (target(rec.lifecycle) === "Offline") return undefined;
      start(rec.lifecycle, ctx.clock.now(), ctx.transitionMs, [["Stopping", 1]], "Offline");
      changed(ctx, rec, caller.apiKeyId);
      return undefined;
    },
  });

  /** The answer is the scopes map itself; the paging query pages collections in keyspace order. */
  defineRoute(app, ctx, ops.listAppEndpointCollections, {
    handler: ({ params, query, selfUrl }) => {
      const rec = findEndpoint(ctx, params, 404);
      const items = Object.entries(rec.scopes).flatMap(([scopeName, { collections }]) =>
        Object.entries(collections).map(([collection, fns]) => ({ scope: scopeName, collection, fns })),
      );
      const page = paginate(items, query, selfUrl, {
        sortable: [],
        defaultSort: "keyspace",
        sortValue: (c) => `${c.scope}.${c.collection}`,
      });
      const scopes: Record<string, { collections: Record<string, unknown> }> = {};
      for (const c of page.data) {
        (scopes[c.scope] ??= { collections: {} }).collections[c.collection] = c.fns.importFilter ? c.fns : { accessControlFunction: c.fns.accessControlFunction };
      }
      return scopes;
    },
  });

  registerAppEndpointCors(app, ctx);
  registerAppEndpointFunctions(app, ctx);
  registerOidcProviders(app, ctx);
  registerResync(app, ctx);
  registerAppEndpointObservability(app, ctx);
}

const badRequestField = (field: string, value: string) => badRequest(`Field '${field}' cannot be changed: it is '${value}'.`);

/** The gateway has one database namespace: endpoints of every App Service and the databases
 *  created through the gateway admin API. */
function requireFreeName(ctx: ServerContext, name: string): void {
  if (endpointsByName(ctx).size(name) > 0) {
    throw conflict(`An App Endpoint named '${name}' already exists; names are unique across all App Services.`);
  }
  if (ctx.store.table<DatabaseRecord>("gatewayDatabases").get(name)?.source === "selfManaged") {
    throw conflict(`A gateway database named '${name}' already exists; App Endpoint names share the gateway's namespace.`);
  }
}

/** The backing bucket must exist in the App Service's cluster (a bucket's id is its name in
 *  URL-safe base64, document 3); one that does not is the API's 403, "no such App Endpoint or
 *  bucket". */
function requireBucket(ctx: ServerContext, svc: AppServiceRecord, bucket: string): void {
  const key = bucketKey(svc.clusterId, base64url(bucket));
  if (!ctx.store.table<BucketRecord>("buckets").has(key)) {
    throw new ApiError(
      403,
      `Access Denied: field 'bucket': no bucket named '${bucket}' the API key can reach in cluster ${svc.clusterId}.`,
      ErrorCode.forbidden,
      "Create the bucket first, or name one of the cluster's buckets.",
    );
  }
}

/** Providers whose discovery documents the egress rule allows fetching (400 otherwise). */
function checkedProviders(ctx: ServerContext, providers: OidcProviderRecord[]): OidcProviderRecord[] {
  providers.forEach((p, i) =>
    checkProviderEgress(ctx, { issuer: p.issuer, discovery_url: p.discoveryUrl }, `oidc[${i}].${p.discoveryUrl ? "discoveryUrl" : "issuer"}`),
  );
  return providers;
}
