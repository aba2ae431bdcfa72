import type { z } from "zod";
import * as alertIntegrations from "./alertIntegrations";
import * as allowedCidrs from "./allowedCidrs";
import * as apiKeys from "./apiKeys";
import * as appEndpoints from "./appEndpoints";
import * as appServices from "./appServices";
import * as backups from "./backups";
import * as billing from "./billing";
import * as buckets from "./buckets";
import * as clusterAudit from "./clusterAudit";
import * as logStreaming from "./logStreaming";
import * as privateEndpoints from "./privateEndpoints";

/** Every management-API request body, by name: `schema/json/api/<name>.json` is generated
 *  from these (see schema/generate.ts). */
export const apiBodies: Record<string, z.ZodType> = {
  ...apiKeys.bodies,
  ...allowedCidrs.bodies,
  ...alertIntegrations.bodies,
  ...appServices.bodies,
  ...appEndpoints.bodies,
  ...buckets.bodies,
  ...backups.bodies,
  ...logStreaming.bodies,
  ...privateEndpoints.bodies,
  ...clusterAudit.bodies,
  ...billing.bodies,
};
