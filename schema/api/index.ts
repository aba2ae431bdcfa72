import type { z } from "zod";
import type { Operation } from "../model";
import * as alertIntegrations from "./alertIntegrations";
import * as allowedCidrs from "./allowedCidrs";
import * as apiKeys from "./apiKeys";
import * as appEndpoints from "./appEndpoints";
import * as appServiceAudit from "./appServiceAudit";
import * as appServices from "./appServices";
import * as backups from "./backups";
import * as billing from "./billing";
import * as buckets from "./buckets";
import * as clusterAudit from "./clusterAudit";
import * as logStreaming from "./logStreaming";
import * as privateEndpoints from "./privateEndpoints";

/** The management API's model, one module per area. Each exports its operations (`xOperations`,
 *  see ../model.ts). */
const areas: Array<Record<string, unknown>> = [
  apiKeys,
  allowedCidrs,
  alertIntegrations,
  appServices,
  appEndpoints,
  buckets,
  backups,
  logStreaming,
  appServiceAudit,
  privateEndpoints,
  clusterAudit,
  billing,
];

const isOperations = (name: string, value: unknown): value is Record<string, Operation> => name.endsWith("Operations") && typeof value === "object";

/** Every operation of the management API in the model, by id. */
export const managementOperations: Record<string, Operation> = Object.assign(
  {},
  ...areas.flatMap((area) => Object.entries(area).filter(([name, value]) => isOperations(name, value)).map(([, value]) => value)),
);

/** Every management-API request body, by name (an operation's id): `schema/json/api/<name>.json`
 *  is generated from these (see schema/generate.ts). */
export const apiBodies: Record<string, z.ZodType> = Object.fromEntries(
  Object.values(managementOperations)
    .filter((op) => typeof op.request === "object")
    .map((op) => [op.id, op.request as z.ZodType]),
);
