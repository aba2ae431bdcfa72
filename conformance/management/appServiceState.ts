import type { ServerContext } from "../context";
import { conflict } from "../core/errors";
import { stateAt } from "../core/transitions";
import type { AppServiceRecord } from "../model";
import type { AppServiceState } from "../../schema/api/appServices";

/** App Service `currentState` (the model's `appServiceStates`), shared by the areas that hang off
 *  an App Service (admin users, log streaming, private endpoints). `destroyed` is the server's
 *  own mark of a deleted one (it answers 404 from then on): the API never shows it. */
export const currentState = (ctx: ServerContext, svc: AppServiceRecord): AppServiceState => stateAt(svc.lifecycle, ctx.clock.now()) as AppServiceState;

/** States in which the App Service is up and serving: configuration changes to it and its
 *  parts are accepted only then (not while deploying, turned off, destroying, ...). */
export const RUNNING_STATES: readonly AppServiceState[] = ["healthy", "degraded", "scaling", "scaleFailed"];

export function requireRunning(ctx: ServerContext, svc: AppServiceRecord, operation: string): void {
  const state = currentState(ctx, svc);
  if (!RUNNING_STATES.includes(state)) {
    throw conflict(
      `App Service ${svc.id} is ${state}: ${operation} needs it in one of ${RUNNING_STATES.join(", ")}.`,
      "Wait until the App Service is healthy (or turn it on) and retry.",
    );
  }
}

/** Route of one App Service (the model's `A`), relative to the API prefix: for the areas whose
 *  routes are not yet the model's. */
export const APP_SERVICES_ROUTE = "/organizations/:organizationId/projects/:projectId/clusters/:clusterId/appservices";
export const APP_SERVICE_ROUTE = `${APP_SERVICES_ROUTE}/:appServiceId`;
