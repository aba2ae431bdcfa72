import type { ServerContext } from "../context";
import { badRequest, notFound } from "../core/errors";
import { isUuid } from "../core/ids";
import type { AppEndpointRecord, AppServiceRecord, ClusterRecord } from "../model";
import type { Params } from "./route";
import { stateAt } from "../core/transitions";

/** Resolves the path's scope — organization, project, cluster, App Service, App Endpoint — in
 *  one place: a malformed uuid is a 400 naming the parameter, an unknown one a 404. */

/** A uuid path parameter. Document 2: "All identifiers named `...Id` in paths are UUIDs (`string
 *  <uuid>`) unless stated", and a 400 code 1000 means "request malformed or invalid": every area
 *  checks its own ids here too, so a malformed id is a 400 and only a well-formed unknown one a
 *  404. */
export function uuidParam(params: Params, name: string): string {
  const value = params[name];
  if (value === undefined) throw badRequest(`Path parameter '${name}' is required.`);
  if (!isUuid(value)) throw badRequest(`Path parameter '${name}' must be a UUID; got '${value}'.`);
  return value;
}

// The known ids are compared first: they are uuids, so only an unknown id needs the check.

export function organization(ctx: ServerContext, params: Params): string {
  if (params.organizationId === ctx.seed().organizationId) return params.organizationId;
  throw notFound(`Organization ${uuidParam(params, "organizationId")} not found.`);
}

export function project(ctx: ServerContext, params: Params): string {
  organization(ctx, params);
  if (params.projectId === ctx.seed().projectId) return params.projectId;
  throw notFound(`Project ${uuidParam(params, "projectId")} not found.`);
}

export function cluster(ctx: ServerContext, params: Params): ClusterRecord {
  const projectId = project(ctx, params);
  const id = uuidParam(params, "clusterId");
  const found = ctx.seed().clusters.find((c) => c.id === id && c.projectId === projectId);
  if (!found) throw notFound(`Cluster ${id} not found.`);
  return found;
}

/** The App Service, 404 when unknown or already destroyed. */
export function appService(ctx: ServerContext, params: Params): AppServiceRecord {
  const c = cluster(ctx, params);
  const id = uuidParam(params, "appServiceId");
  const found = ctx.store.table<AppServiceRecord>("appServices").get(id);
  if (!found || found.clusterId !== c.id || isGone(found, ctx.clock.now())) throw notFound(`App Service ${id} not found.`);
  return found;
}

export function isGone(svc: AppServiceRecord, now: number): boolean {
  return stateAt(svc.lifecycle, now) === "destroyed";
}

export const endpointKey = (appServiceId: string, name: string): string => `${appServiceId}/${name}`;

export function appEndpoint(ctx: ServerContext, params: Params): AppEndpointRecord {
  const svc = appService(ctx, params);
  const name = params.appEndpointName;
  const found = name === undefined ? undefined : ctx.store.table<AppEndpointRecord>("appEndpoints").get(endpointKey(svc.id, name));
  if (!found) throw notFound(`App Endpoint '${name ?? ""}' not found in App Service ${svc.id}.`);
  return found;
}
