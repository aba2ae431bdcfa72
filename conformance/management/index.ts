import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context";
import { registerAlertIntegrations } from "./alertIntegrations";
import { registerAllowedCidrs } from "./allowedCidrs";
import { registerApiKeys } from "./apiKeys";
import { registerAppEndpoints } from "./appEndpoints";
import { registerAppServices } from "./appServices";
import { registerBackups } from "./backups";
import { registerBilling } from "./billing";
import { registerBuckets } from "./buckets";
import { registerClusterAudit } from "./clusterAudit";
import { registerLogStreaming } from "./logStreaming";
import { registerPrivateEndpoints } from "./privateEndpoints";

/** The management API (documents 2 and 3, paths from document 4), one module per area. */
export function registerManagementApi(app: FastifyInstance, ctx: ServerContext): void {
  registerApiKeys(app, ctx);
  registerAllowedCidrs(app, ctx);
  registerAlertIntegrations(app, ctx);
  registerAppServices(app, ctx);
  registerAppEndpoints(app, ctx);
  registerBuckets(app, ctx);
  registerBackups(app, ctx);
  registerLogStreaming(app, ctx);
  registerPrivateEndpoints(app, ctx);
  registerClusterAudit(app, ctx);
  registerBilling(app, ctx);
}
