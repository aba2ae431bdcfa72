import type { FastifyInstance } from "fastify";
import {
  LATEST_APP_SERVICE_VERSION,
  MIN_NODES,
  createAppService,
  describeComputeOptions,
  isSupportedCompute,
  updateAppService,
} from "../../schema/api/appServices";
import type { ServerContext } from "../context";
import { bumpAudit, newAudit } from "../core/audit";
import { parseCidr } from "../core/cidr";
import { badRequest, conflict } from "../core/errors";
import { checkIfMatch, etagFor } from "../core/etag";
import { isUuid, newId } from "../core/ids";
import { paginate } from "../core/paging";
import { ScopeIndex } from "../core/scopeIndex";
import { lifecycle } from "../core/transitions";
import type { AppServiceRecord, ClusterRecord } from "../model";
import { forgetAdminUsers, registerAdminUsers } from "./adminUsers";
import { deleteEndpoint, endpointsByAppService } from "./appEndpoints/common";
import { APP_SERVICE_ROUTE, APP_SERVICES_ROUTE, currentState } from "./appServiceState";
import { forgetLogStreaming } from "./logStreaming";
import { type FailableOperation, requireSettled, startOperation } from "./operations";
import { forgetPrivateEndpointService } from "./privateEndpoints";
import { defineRoute } from "./route";
import * as scope from "./scope";

/** App Services (document 2 "App Service", states from document 4):
 *
 *    create     deploying (2 steps) → healthy      | deploymentFailed
 *    update     scaling             → healthy      | scaleFailed
 *    turn off   turningOff          → turnedOff    | turnOffFailed
 *    turn on    turningOn           → healthy      | turnOnFailed
 *    delete     destroying          → destroyed (404 from then on) | destroyFailed
 *
 *  Any operation on a service that is mid-transition is a 409. One App Service per cluster
 *  (as on the real service): a second create is a 409. */

const DEFAULT_COMPUTE = { cpu: 2, ram: 4 };
/** `loadBalancerCidr` is supported on this provider only (document 2: "a single cloud provider"). */
const LOAD_BALANCER_PROVIDER = "aws";

export function registerAppServices(app: FastifyInstance, ctx: ServerContext): void {
  const services = () => ctx.store.table<AppServiceRecord>("appServices");
  // Destroyed services stay in the table (their state is computed when read): lists filter them.
  const byOrganization = () => ScopeIndex.of(services(), "byOrganization", (s) => s.organizationId);
  const byCluster = () => ScopeIndex.of(services(), "byCluster", (s) => s.clusterId);
  const live = (svc: AppServiceRecord) => !scope.isGone(svc, ctx.clock.now());

  /** Starts an operation's transition (kind `appService` for `simulate/failure`); false when it
   *  was asked to fail. */
  const transition = (svc: AppServiceRecord, operation: FailableOperation<"appService">, steps: Array<[string, number]>, ok: string, failed: string) =>
    startOperation(ctx, svc.lifecycle, { kind: "appService", operation, steps, ok, failed });

  const requireIn = (svc: AppServiceRecord, operation: string, allowed: string[]) => {
    requireSettled(ctx, svc.lifecycle, `App Service ${svc.id}`);
    const state = currentState(ctx, svc);
    if (!allowed.includes(state)) {
      throw conflict(`App Service ${svc.id} is ${state}: cannot ${operation} (allowed in ${allowed.join(", ")}).`);
    }
  };

  defineRoute(app, ctx, {
    method: "POST",
    url: APP_SERVICES_ROUTE,
    body: createAppService,
    status: 201,
    handler: ({ params, body, caller }) => {
      const cluster = scope.cluster(ctx, params);
      const compute = body.compute ?? DEFAULT_COMPUTE;
      checkCompute(compute);
      if (body.loadBalancerCidr !== undefined) checkLoadBalancerCidr(cluster, body.loadBalancerCidr);
      const existing = byCluster().find(cluster.id, live);
      if (existing) {
        throw conflict(`Cluster ${cluster.id} already has an App Service (${existing.id}); a cluster holds one App Service.`);
      }
      if (cluster.power !== "on") {
        throw conflict(`Cluster ${cluster.id} is turned off: an App Service can be created only on a cluster that is on.`);
      }
      const svc: AppServiceRecord = {
        id: newId(),
        organizationId: ctx.seed().organizationId,
        projectId: cluster.projectId,
        clusterId: cluster.id,
        name: body.name,
        description: body.description ?? "",
        nodes: body.nodes ?? MIN_NODES,
        compute: { cpu: compute.cpu, ram: compute.ram },
        version: body.version ?? LATEST_APP_SERVICE_VERSION,
        loadBalancerCidr: body.loadBalancerCidr ?? (cluster.cloudProvider === LOAD_BALANCER_PROVIDER ? allocateCidr() : ""),
        cloudProvider: cluster.cloudProvider,
        plan: cluster.freeTier ? "free" : "enterprise",
        lifecycle: lifecycle("pending"),
        audit: newAudit(caller.apiKeyId, ctx.clock.iso()),
      };
      transition(svc, "create", [["deploying", 2]], "healthy", "deploymentFailed");
      services().set(svc.id, svc);
      return { id: svc.id };
    },
  });

  defineRoute(app, ctx, {
    method: "GET",
    url: "/organizations/:organizationId/appservices",
    handler: ({ params, query, selfUrl }) => {
      const organizationId = scope.organization(ctx, params);
      const projectId = query.projectId === undefined ? undefined : String(query.projectId);
      if (projectId !== undefined && !isUuid(projectId)) {
        throw badRequest(`Query parameter 'projectId' must be a UUID; got '${projectId}'.`);
      }
      const items = byOrganization()
        .rows(organizationId)
        .filter((s) => live(s) && (projectId === undefined || s.projectId === projectId));
      return paginate(items, query, selfUrl, { sortable: ["name", "id", "description"], defaultSort: "name", view });
    },
  });

  defineRoute(app, ctx, {
    method: "GET",
    url: APP_SERVICE_ROUTE,
    handler: ({ params, reply }) => {
      const svc = scope.appService(ctx, params);
      reply.header("ETag", etagFor(svc.audit.version));
      return view(svc);
    },
  });

  defineRoute(app, ctx, {
    method: "PUT",
    url: APP_SERVICE_ROUTE,
    body: updateAppService,
    status: 204,
    handler: ({ params, body, headers, caller, reply }) => {
      const svc = scope.appService(ctx, params);
      const cluster = scope.cluster(ctx, params);
      checkIfMatch(headers["if-match"], svc.audit.version);
      checkCompute(body.compute);
      if (body.loadBalancerCidr !== undefined) {
        checkLoadBalancerCidr(cluster, body.loadBalancerCidr);
        if (body.loadBalancerCidr !== svc.loadBalancerCidr) {
          throw badRequest(
            `Field 'loadBalancerCidr' cannot be changed after creation: it is '${svc.loadBalancerCidr}', got '${body.loadBalancerCidr}'.`,
          );
        }
      }
      requireIn(svc, "update", ["healthy", "degraded", "scaleFailed"]);
      const unchanged = body.nodes === svc.nodes && body.compute.cpu === svc.compute.cpu && body.compute.ram === svc.compute.ram;
      if (!unchanged) {
        svc.nodes = body.nodes;
        svc.compute = { cpu: body.compute.cpu, ram: body.compute.ram };
        transition(svc, "update", [["scaling", 1]], "healthy", "scaleFailed");
        bumpAudit(svc.audit, caller.apiKeyId, ctx.clock.iso());
        services().touch(svc.id);
      }
      reply.header("ETag", etagFor(svc.audit.version));
      return undefined;
    },
  });

  defineRoute(app, ctx, {
    method: "DELETE",
    url: APP_SERVICE_ROUTE,
    status: 202,
    handler: ({ params }) => {
      const svc = scope.appService(ctx, params);
      requireSettled(ctx, svc.lifecycle, `App Service ${svc.id}`);
      if (transition(svc, "delete", [["destroying", 1]], "destroyed", "destroyFailed")) removeParts(svc.id);
      services().touch(svc.id);
      return undefined;
    },
  });

  /** Turn on (document 2): only when the linked cluster is on. */
  defineRoute(app, ctx, {
    method: "POST",
    url: `${APP_SERVICE_ROUTE}/activationState`,
    status: 202,
    handler: ({ params, caller }) => {
      const svc = scope.appService(ctx, params);
      const cluster = scope.cluster(ctx, params);
      requireIn(svc, "turn it on", ["turnedOff", "turnOnFailed"]);
      if (cluster.power !== "on") {
        throw conflict(
          `Cluster ${cluster.id} is turned off: App Service ${svc.id} can be turned on only while its cluster is on.`,
          "Turn the cluster on first.",
        );
      }
      transition(svc, "turnOn", [["turningOn", 1]], "healthy", "turnOnFailed");
      bumpAudit(svc.audit, caller.apiKeyId, ctx.clock.iso());
      services().touch(svc.id);
      return undefined;
    },
  });

  /** Turn off (document 2): a free-tier App Service only while its free-tier cluster is off. */
  defineRoute(app, ctx, {
    method: "DELETE",
    url: `${APP_SERVICE_ROUTE}/activationState`,
    status: 202,
    handler: ({ params, caller }) => {
      const svc = scope.appService(ctx, params);
      const cluster = scope.cluster(ctx, params);
      requireIn(svc, "turn it off", ["healthy", "degraded", "scaleFailed", "turnOffFailed"]);
      if (cluster.freeTier && cluster.power !== "off") {
        throw conflict(
          `App Service ${svc.id} is on the free tier: it can be turned off only while its free-tier cluster ${cluster.id} is off.`,
          "Turn the cluster off first.",
        );
      }
      transition(svc, "turnOff", [["turningOff", 1]], "turnedOff", "turnOffFailed");
      bumpAudit(svc.audit, caller.apiKeyId, ctx.clock.iso());
      services().touch(svc.id);
      return undefined;
    },
  });

  registerAdminUsers(app, ctx);

  /** A destroyed App Service takes its App Endpoints, admin users, settings, log streaming and
   *  private endpoint service with it. */
  function removeParts(appServiceId: string): void {
    for (const endpoint of endpointsByAppService(ctx).rows(appServiceId)) deleteEndpoint(ctx, endpoint);
    forgetAdminUsers(ctx, appServiceId);
    forgetLogStreaming(ctx, appServiceId);
    forgetPrivateEndpointService(ctx, appServiceId);
  }

  /** A free 10.x.y.0/23 block. */
  function allocateCidr(): string {
    const taken = new Set(services().values().map((s) => s.loadBalancerCidr));
    for (;;) {
      const cidr = `10.${Math.floor(Math.random() * 256)}.${2 * Math.floor(Math.random() * 128)}.0/23`;
      if (!taken.has(cidr)) return cidr;
    }
  }

  function view(svc: AppServiceRecord) {
    return {
      id: svc.id,
      name: svc.name,
      description: svc.description,
      cloudProvider: svc.cloudProvider,
      nodes: svc.nodes,
      compute: svc.compute,
      clusterId: svc.clusterId,
      currentState: currentState(ctx, svc),
      version: svc.version,
      plan: svc.plan,
      loadBalancerCidr: svc.loadBalancerCidr,
      audit: svc.audit,
    };
  }
}

function checkCompute(compute: { cpu: number; ram: number }): void {
  if (!isSupportedCompute(compute)) {
    throw badRequest(
      `Field 'compute' {cpu: ${compute.cpu}, ram: ${compute.ram}} is not a supported combination; supported: ${describeComputeOptions()}.`,
    );
  }
}

function checkLoadBalancerCidr(cluster: ClusterRecord, cidr: string): void {
  if (cluster.cloudProvider !== LOAD_BALANCER_PROVIDER) {
    throw badRequest(
      `Field 'loadBalancerCidr' is supported only for App Services on ${LOAD_BALANCER_PROVIDER} clusters; cluster ${cluster.id} is on ${cluster.cloudProvider}.`,
      "Omit loadBalancerCidr on this cluster.",
    );
  }
  const parsed = parseCidr(cidr);
  if (!parsed || parsed.family !== "ipv4") {
    throw badRequest(`Field 'loadBalancerCidr' must be an IPv4 range a.b.c.d/n with octets up to 255 and n up to 32; got '${cidr}'.`);
  }
}
