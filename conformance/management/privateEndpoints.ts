import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { matching, uuid } from "../../schema/api/common";
import {
  PRIVATE_ENDPOINT_PROVIDER as PROVIDER,
  type PrivateEndpointServiceState,
  type PrivateEndpointState,
  privateEndpointOperations as ops,
} from "../../schema/api/privateEndpoints";
import type { ServerContext } from "../context";
import { type Audit, bumpAudit, newAudit } from "../core/audit";
import { badRequest, conflict, notFound } from "../core/errors";
import { type Lifecycle, force, lifecycle, stateAt } from "../core/transitions";
import { declaredBody } from "../core/validate";
import type { AppServiceRecord } from "../model";
import { requireRunning } from "./appServiceState";
import { requireSettled, startOperation } from "./operations";
import { defineRoute, type Params } from "./route";
import * as scope from "./scope";

/** App Service private endpoints (states: the model's `privateEndpointServiceStates` and
 *  `privateEndpointStates`), aws clusters only:
 *
 *    service   enable   enabling  → enabled  | failed
 *              disable  disabling → disabled | failed (connections are terminated)
 *    endpoint  a cloud-side request (POST /_conformance/simulate/private-endpoint) → pendingAcceptance
 *              accept   pending → linked | failed
 *              reject   pendingAcceptance → rejected; unassociate (any other status) → removed
 *
 *  Endpoint operations, the listing and the connect command need the service enabled (409).
 *  Failures: kind `privateEndpointService` (`enable`, `disable`), kind `privateEndpoint`
 *  (`accept`). */
const REGION = "us-east-1";

/** The service's and an endpoint's transitions, named from the model's state lists. */
type ServiceStep = { steps: Array<[PrivateEndpointServiceState, number]>; ok: PrivateEndpointServiceState; failed: PrivateEndpointServiceState };
const ENABLE: ServiceStep = { steps: [["enabling", 2]], ok: "enabled", failed: "failed" };
const DISABLE: ServiceStep = { steps: [["disabling", 2]], ok: "disabled", failed: "failed" };
const ACCEPT: { steps: Array<[PrivateEndpointState, number]>; ok: PrivateEndpointState; failed: PrivateEndpointState } = { steps: [["pending", 1]], ok: "linked", failed: "failed" };
const REQUESTED: PrivateEndpointState = "pendingAcceptance";
const REJECTED: PrivateEndpointState = "rejected";

interface PrivateEndpointRecord {
  id: string;
  /** pendingAcceptance; pending → linked | failed; rejected */
  lifecycle: Lifecycle;
}

interface PrivateEndpointServiceRecord {
  appServiceId: string;
  /** enabling → enabled | failed; disabling → disabled | failed */
  lifecycle: Lifecycle;
  targetState: "enabled" | "disabled";
  endpoints: Record<string, PrivateEndpointRecord>;
  audit: Audit;
}

const simulateBody = declaredBody(z.strictObject({
  appServiceId: uuid,
  endpointId: matching(/^[A-Za-z0-9-]{1,64}$/, "an id of 1 to 64 letters, digits and '-'"),
}));

const services = (ctx: ServerContext) => ctx.store.table<PrivateEndpointServiceRecord>("privateEndpointServices");

/** The endpoint service name callers connect their VPC endpoints to. */
const serviceNameOf = (appServiceId: string) => `com.amazonaws.vpce.${REGION}.vpce-svc-${appServiceId.replace(/-/g, "").slice(0, 17)}`;

export function registerPrivateEndpoints(app: FastifyInstance, ctx: ServerContext): void {
  const now = () => ctx.clock.now();
  // A failure kept by an earlier version (enableFailed, disableFailed) reads as the API's `failed`.
  const stateOf = (rec: PrivateEndpointServiceRecord | undefined): PrivateEndpointServiceState => {
    const state = rec ? stateAt(rec.lifecycle, now()) : "disabled";
    return state.endsWith("Failed") ? "failed" : (state as PrivateEndpointServiceState);
  };
  const statusOf = (e: PrivateEndpointRecord) => stateAt(e.lifecycle, now()) as PrivateEndpointState;

  /** The App Service, 400 unless it is on the one provider that has private endpoints. */
  const awsService = (params: Params): AppServiceRecord => {
    const svc = scope.appService(ctx, params);
    if (svc.cloudProvider !== PROVIDER) {
      throw badRequest(
        `Private endpoints are available only for App Services on ${PROVIDER} clusters; App Service ${svc.id} is on ${svc.cloudProvider}.`,
      );
    }
    return svc;
  };

  const requireServiceSettled = (rec: PrivateEndpointServiceRecord | undefined, svc: AppServiceRecord) => {
    if (rec) requireSettled(ctx, rec.lifecycle, `The private endpoint service of App Service ${svc.id}`);
  };

  const enabledService = (svc: AppServiceRecord): PrivateEndpointServiceRecord => {
    const rec = services(ctx).get(svc.id);
    const state = stateOf(rec);
    if (!rec || state !== "enabled") {
      throw conflict(
        `The private endpoint service of App Service ${svc.id} is ${state}: this operation needs it enabled.`,
        "Enable the private endpoint service and wait until it is enabled.",
      );
    }
    return rec;
  };

  const findEndpoint = (svc: AppServiceRecord, id: string): { rec: PrivateEndpointServiceRecord; endpoint: PrivateEndpointRecord } => {
    const rec = enabledService(svc);
    const endpoint = rec.endpoints[id];
    if (!endpoint) throw notFound(`Private endpoint '${id}' not found for App Service ${svc.id}.`);
    return { rec, endpoint };
  };

  defineRoute(app, ctx, ops.enablePrivateEndpointService, {
    handler: ({ params, caller }) => {
      const svc = awsService(params);
      const existing = services(ctx).get(svc.id);
      requireServiceSettled(existing, svc);
      if (stateOf(existing) === "enabled") throw conflict(`The private endpoint service of App Service ${svc.id} is already enabled.`);
      requireRunning(ctx, svc, "enabling private endpoints");
      const rec = existing ?? {
        appServiceId: svc.id,
        lifecycle: lifecycle("disabled"),
        targetState: "enabled" as const,
        endpoints: {},
        audit: newAudit(caller.apiKeyId, ctx.clock.iso()),
      };
      if (existing) bumpAudit(existing.audit, caller.apiKeyId, ctx.clock.iso());
      rec.targetState = "enabled";
      startOperation(ctx, rec.lifecycle, { kind: "privateEndpointService", operation: "enable", ...ENABLE });
      services(ctx).set(svc.id, rec);
      return undefined;
    },
  });

  defineRoute(app, ctx, ops.getPrivateEndpointService, {
    handler: ({ params }) => {
      const rec = services(ctx).get(awsService(params).id);
      return { state: stateOf(rec), targetState: rec?.targetState ?? "disabled" };
    },
  });

  /** Disabling is allowed while the App Service is off too: its private endpoints stay (and
   *  keep costing) after it is turned off (document 2). */
  defineRoute(app, ctx, ops.disablePrivateEndpointService, {
    handler: ({ params, caller }) => {
      const svc = awsService(params);
      const rec = services(ctx).get(svc.id);
      requireServiceSettled(rec, svc);
      if (!rec || stateOf(rec) === "disabled") {
        throw conflict(`The private endpoint service of App Service ${svc.id} is not enabled.`);
      }
      rec.targetState = "disabled";
      const disabled = startOperation(ctx, rec.lifecycle, {
        kind: "privateEndpointService",
        operation: "disable",
        ...DISABLE,
      });
      if (disabled) rec.endpoints = {};
      bumpAudit(rec.audit, caller.apiKeyId, ctx.clock.iso());
      services(ctx).touch(svc.id);
      return undefined;
    },
  });

  defineRoute(app, ctx, ops.listPrivateEndpoints, {
    handler: ({ params }) => {
      const svc = awsService(params);
      const rec = enabledService(svc);
      return { endpoints: Object.values(rec.endpoints).map((e) => ({ id: e.id, serviceName: serviceNameOf(svc.id), status: statusOf(e) })) };
    },
  });

  defineRoute(app, ctx, ops.acceptPrivateEndpoint, {
    handler: ({ params }) => {
      const svc = awsService(params);
      const { endpoint } = findEndpoint(svc, params.endpointId);
      const status = statusOf(endpoint);
      if (status !== REQUESTED) {
        throw conflict(`Private endpoint '${endpoint.id}' is ${status}: only a pendingAcceptance connection can be accepted.`);
      }
      startOperation(ctx, endpoint.lifecycle, { kind: "privateEndpoint", operation: "accept", ...ACCEPT });
      services(ctx).touch(svc.id);
      return undefined;
    },
  });

  defineRoute(app, ctx, ops.rejectPrivateEndpoint, {
    handler: ({ params }) => {
      const svc = awsService(params);
      const { rec, endpoint } = findEndpoint(svc, params.endpointId);
      if (statusOf(endpoint) === REQUESTED) force(endpoint.lifecycle, REJECTED);
      else delete rec.endpoints[endpoint.id];
      services(ctx).touch(svc.id);
      return undefined;
    },
  });

  defineRoute(app, ctx, ops.getPrivateEndpointCommand, {
    handler: ({ params, body }) => {
      const svc = awsService(params);
      enabledService(svc);
      const command = [
        "aws ec2 create-vpc-endpoint",
        `--vpc-id ${body.vpcID}`,
        `--region ${REGION}`,
        `--service-name ${serviceNameOf(svc.id)}`,
        "--vpc-endpoint-type Interface",
        `--subnet-ids ${body.subnetIDs.join(" ")}`,
      ].join(" ");
      return { command };
    },
  });

  /** Control plane: a connection request made on the cloud side, awaiting acceptance. */
  app.post("/_conformance/simulate/private-endpoint", simulateBody.route({ status: 201 }), async (req, reply) => {
    const body = simulateBody.read(req);
    const svc = ctx.store.table<AppServiceRecord>("appServices").get(body.appServiceId);
    if (!svc || scope.isGone(svc, now())) throw notFound(`App Service ${body.appServiceId} not found.`);
    const rec = services(ctx).get(svc.id);
    if (!rec || stateOf(rec) !== "enabled") {
      throw conflict(`The private endpoint service of App Service ${svc.id} is ${stateOf(rec)}: enable it first.`);
    }
    if (rec.endpoints[body.endpointId]) throw conflict(`Private endpoint '${body.endpointId}' already exists.`);
    rec.endpoints[body.endpointId] = { id: body.endpointId, lifecycle: lifecycle(REQUESTED) };
    services(ctx).touch(svc.id);
    return reply.status(201).send({ id: body.endpointId, serviceName: serviceNameOf(svc.id), status: REQUESTED });
  });
}

/** Forgets an App Service's private endpoint service (when the App Service is destroyed). */
export function forgetPrivateEndpointService(ctx: ServerContext, appServiceId: string): void {
  services(ctx).delete(appServiceId);
}
