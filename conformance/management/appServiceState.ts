import type { ServerContext } from "../context";
import { conflict } from "../core/errors";
import { stateAt } from "../core/transitions";
import type { AppServiceRecord } from "../model";

/** App Service `currentState` (document 4's values), shared by the areas that hang off an App
 *  Service (admin users, log streaming, private endpoints). */
export const currentState = (ctx: ServerContext, svc: AppServiceRecord): string => stateAt(svc.lifecycle, ctx.clock.now());

/** States in which the App Service is up and serving: configuration changes to it and its
 *  parts are accepted only then (not while deploying, turned off, destroying, ...). */
export const RUNNING_STATES = ["healthy", "degraded", "scaling", "scaleFailed"];

export function requireRunning(ctx: ServerContext, svc: AppServiceRecord, operation: string): void {
  const state = currentState(ctx, svc);
  if (!RUNNING_STATES.includes(state)) {
    throw conflict(
      `App Service ${svc.id} is ${state}: ${operation} needs it in one of ${RUNNING_STATES.join(", ")}.`,
      "Wait until the App Service is healthy (or turn it on) and retry.",
    );
  }
}

/** Route of one App Service (document 4's `A`), relative to the API prefix. */
export const APP_SERVICES_ROUTE = "/organizations/:organizationId/projects/:projectId/clusters/:clusterId/appservices";
export const APP_SERVICE_ROUTE = `${APP_SERVICES_ROUTE}/:appServiceId`;
