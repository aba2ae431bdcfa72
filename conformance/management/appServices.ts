import type { FastifyInstance } from "fastify";
import {
  type AppServiceState,
  appServiceOperations as ops,
  describeComputeOptions,
  isSupportedCompute,
  LATEST_APP_SERVICE_VERSION,
  LOAD_BALANCER_CIDR_PROVIDER,
  MIN_NODES,
  TURN_OFF_FROM,
  TURN_ON_FROM,
} from "../../schema/api/appServices";
import type { ServerContext } from "../context";
import { bumpAudit, newAudit } from "../core/audit";
import { parseCidr } from "../core/cidr";
import { ApiError, badRequest, conflict, ErrorCode } from "../core/errors";
import { checkIfMatch, etagFor } from "../core/etag";
import { isUuid, newId } from "../core/ids";
import { paginate } from "../core/paging";
import { ScopeIndex } from "../core/scopeIndex";
import { isMoving, lifecycle } from "../core/transitions";
import type { AppServiceRecord, ClusterRecord } from "../model";
import { forgetAdminUsers, registerAdminUsers } from "./adminUsers";
import { deleteEndpoint, endpointsByAppService } from "./appEndpoints/common";
import { currentState } from "./appServiceState";
import { forgetLogStreaming } from "./logStreaming";
import { type FailableOperation, requireSettled, startOperation } from "./operations";
import { forgetPrivateEndpointService } from "./privateEndpoints";
import { defineRoute } from "./route";
import * as scope from "./scope";

/** App Services (states: the model's `appServiceStates`):
 *
 *    create     pending → deploying (2 steps) → healthy   | deploymentFailed
 *    update     scaling             → healthy      | scaleFailed
 *    turn off   turningOff          → turnedOff    | turnOffFailed
 *    turn on    turningOn           → healthy      | turnOnFailed
 *    delete     destroying          → destroyed (404 from then on) | destroyFailed
 *
 *  A change to a service that is mid-transition is a 409; a delete then is a 412 (the delete
 *  operation's refusal in the specification). One App Service per cluster (as on the real
 *  service): a second create is a 409. */

const DEFAULT_COMPUTE = { cpu: 2, ram: 4 };

/** The build the conformance server reports for a release line (reads give the full version). */
const BUILD_SUFFIX = "-1.0.0";
const fullVersion = (version: string): string => (version.split(".").length === 2 ? `${version}.0` : version) + BUILD_SUFFIX;

/** The App Service's plan is its cluster's support plan: basic on the free tier, enterprise on
 *  the paid aws cluster, developer pro elsewhere (as billing charges them). */
const planOf = (cluster: Pick<ClusterRecord, "freeTier" | "cloudProvider">) => (cluster.freeTier ? "basic" : cluster.cloudProvider === "aws" ? "enterprise" : "developer pro");

export function registerAppServices(app: FastifyInstance, ctx: ServerContext): void {
  const services = () => ctx.store.table<AppServiceRecord>("appServices");
  // Destroyed services stay in the table (their state is computed when read): lists filter them.
  const byOrganization = () => ScopeIndex.of(services(), "byOrganization", (s) => s.organizationId);
  const byCluster = () => ScopeIndex.of(services(), "byCluster", (s) => s.clusterId);
  const live = (svc: AppServiceRecord) => !scope.isGone(svc, ctx.clock.now());

  /** Starts an operation's transition (kind `appService` for `simulate/failure`); false when it
   *  was asked to fail. `destroyed` is the server's mark of a deleted service. */
  const transition = (
    svc: AppServiceRecord,
    operation: FailableOperation<"appService">,
    steps: Array<[AppServiceState, number]>,
    ok: AppServiceState | "destroyed",
    failed: AppServiceState,
  ) => startOperation(ctx, svc.lifecycle, { kind: "appService", operation, steps, ok, failed });

  const requireIn = (svc: AppServiceRecord, operation: string, allowed: readonly AppServiceState[]) => {
    requireSettled(ctx, svc.lifecycle, `App Service ${svc.id}`);
    const state = currentState(ctx, svc);
    if (!allowed.includes(state)) {
      throw conflict(`App Service ${svc.id} is ${state}: cannot ${operation} (allowed in ${allowed.join(", ")}).`);
    }
  };

  defineRoute(app, ctx, ops.createAppService, {
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
        // Shown only when given: a range the API allocates itself is not.
        loadBalancerCidr: body.loadBalancerCidr ?? "",
        cloudProvider: cluster.cloudProvider,
        plan: planOf(cluster),
        lifecycle: lifecycle("pending"),
        audit: newAudit(caller.apiKeyId, ctx.clock.iso()),
      };
      transition(svc, "create", [["deploying", 2]], "healthy", "deploymentFailed");
      services().set(svc.id, svc);
      return { id: svc.id };
    },
  });

  defineRoute(app, ctx, ops.listAppServices, {
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

  defineRoute(app, ctx, ops.getAppService, {
    handler: ({ params, reply }) => {
      const svc = scope.appService(ctx, params);
      reply.header("ETag", etagFor(svc.audit.version));
      return view(svc);
    },
  });

  defineRoute(app, ctx, ops.updateAppService, {
    handler: ({ params, body, headers, caller }) => {
      const svc = scope.appService(ctx, params);
      checkIfMatch(headers["if-match"], svc.audit.version);
      checkCompute(body.compute);
      requireIn(svc, "update", ["healthy", "degraded", "scaleFailed"]);
      const unchanged = body.nodes === svc.nodes && body.compute.cpu === svc.compute.cpu && body.compute.ram === svc.compute.ram;
      if (!unchanged) {
        svc.nodes = body.nodes;
        svc.compute = { cpu: body.compute.cpu, ram: body.compute.ram };
        transition(svc, "update", [["scaling", 1]], "healthy", "scaleFailed");
        bumpAudit(svc.audit, caller.apiKeyId, ctx.clock.iso());
        services().touch(svc.id);
      }
      return undefined;
    },
  });

  defineRoute(app, ctx, ops.deleteAppService, {
    handler: ({ params }) => {
      const svc = scope.appService(ctx, params);
      if (isMoving(svc.lifecycle, ctx.clock.now())) {
        throw new ApiError(
          412,
          `App Service ${svc.id} is ${currentState(ctx, svc)}: it can't be deleted while a change is under way.`,
          ErrorCode.preconditionFailed,
          "Wait until it reaches a final state and retry.",
        );
      }
      if (transition(svc, "delete", [["destroying", 1]], "destroyed", "destroyFailed")) removeParts(svc.id);
      services().touch(svc.id);
      return undefined;
    },
  });

  /** Turn on: only when the linked cluster is on. */
  defineRoute(app, ctx, ops.turnOnAppService, {
    handler: ({ params, caller }) => {
      const svc = scope.appService(ctx, params);
      const cluster = scope.cluster(ctx, params);
      requireIn(svc, "turn it on", TURN_ON_FROM);
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

  /** Turn off: a free-tier App Service only while its free-tier cluster is off. */
  defineRoute(app, ctx, ops.turnOffAppService, {
    handler: ({ params, caller }) => {
      const svc = scope.appService(ctx, params);
      const cluster = scope.cluster(ctx, params);
      requireIn(svc, "turn it off", TURN_OFF_FROM);
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
      version: fullVersion(svc.version),
      // From the cluster, so that data kept by an earlier version reads as the API has it.
      plan: planOf(ctx.seed().clusters.find((c) => c.id === svc.clusterId) ?? { freeTier: false, cloudProvider: svc.cloudProvider as ClusterRecord["cloudProvider"] }),
      audit: svc.audit,
      ...(svc.loadBalancerCidr && svc.cloudProvider === LOAD_BALANCER_CIDR_PROVIDER ? { loadBalancerCidr: svc.loadBalancerCidr } : {}),
    };
  }
}

function checkCompute(compute: { cpu: number; ram: number }): void {
  if (!isSupportedCompute(compute)) {
    throw badRequest(`Field 'compute' {cpu: ${compute.cpu}, ram: ${compute.ram}} is not a supported combination; supported: ${describeComputeOptions()}.`);
  }
}

function checkLoadBalancerCidr(cluster: ClusterRecord, cidr: string): void {
  if (cluster.cloudProvider !== LOAD_BALANCER_CIDR_PROVIDER) {
    throw badRequest(
      `Field 'loadBalancerCidr' is supported only for App Services on ${LOAD_BALANCER_CIDR_PROVIDER} clusters; cluster ${cluster.id} is on ${cluster.cloudProvider}.`,
      "Omit loadBalancerCidr on this cluster: the API allocates the range itself.",
    );
  }
  const parsed = parseCidr(cidr);
  if (!parsed || parsed.family !== "ipv4") {
    throw badRequest(`Field 'loadBalancerCidr' must be an IPv4 range a.b.c.d/n with octets up to 255 and n up to 32; got '${cidr}'.`);
  }
}
