import { z } from "zod";
import { matching } from "./common";

/** App Services, their admin users, metadata isolation (document 2, "App Service", "Admin
 *  user"; paths in document 4). Read-only fields (cloudProvider, plan, clusterId,
 *  currentState) are not part of any body, so strict objects reject them. */

/** Supported `compute` combinations (document 2: "not shown"; these are the real sizes). */
export const COMPUTE_OPTIONS = [
  { cpu: 2, ram: 4 },
  { cpu: 4, ram: 8 },
  { cpu: 8, ram: 16 },
  { cpu: 16, ram: 32 },
] as const;

export const isSupportedCompute = (c: { cpu: number; ram: number }): boolean =>
  COMPUTE_OPTIONS.some((o) => o.cpu === c.cpu && o.ram === c.ram);

export const describeComputeOptions = (): string => COMPUTE_OPTIONS.map((o) => `{cpu: ${o.cpu}, ram: ${o.ram}}`).join(", ");

/** The combination rule is checked by zod here and by the server's handler (JSON Schema keeps
 *  only the per-field enums). */
export const compute = z
  .strictObject({
    cpu: z.literal(COMPUTE_OPTIONS.map((o) => o.cpu)),
    ram: z.literal(COMPUTE_OPTIONS.map((o) => o.ram)),
  })
  .refine(isSupportedCompute, { message: `supported combinations: ${describeComputeOptions()}` });

/** Document 2: four dot-separated groups of 1 to 3 digits, slash, 1 or 2 digits. */
export const loadBalancerCidr = matching(/^\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\/\d{1,2}$/, "an IPv4 range a.b.c.d/n such as 10.0.0.0/23");

/** `major.minor` (optionally `.patch`); the default on create is the latest available. */
export const appServiceVersion = matching(/^\d{1,2}\.\d{1,2}(\.\d{1,2})?$/, "a version such as 3.2 (major.minor, optionally .patch)");
export const LATEST_APP_SERVICE_VERSION = "3.2";

export const MIN_NODES = 2;
export const MAX_NODES = 12;
const nodes = z.number().int().min(MIN_NODES).max(MAX_NODES);

export const createAppService = z.strictObject({
  name: z.string().min(1).max(256),
  description: z.string().optional(),
  /** Default 2. */
  nodes: nodes.optional(),
  /** Default {cpu: 2, ram: 4}. */
  compute: compute.optional(),
  version: appServiceVersion.optional(),
  /** Only on aws clusters; allocated when omitted; immutable. */
  loadBalancerCidr: loadBalancerCidr.optional(),
});

export const updateAppService = z.strictObject({
  nodes,
  compute,
  /** Immutable: only the value it already has is accepted. */
  loadBalancerCidr: loadBalancerCidr.optional(),
});

/** Admin user passwords: at least 8 characters with an upper-case letter, a lower-case letter,
 *  a digit and a symbol (document 2 does not show the policy; this is the hosted service's
 *  database-credential policy). */
export const ADMIN_PASSWORD_RULE = "8 to 128 characters with an upper-case letter, a lower-case letter, a digit and a symbol";
export const adminPassword = matching(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,128}$/, ADMIN_PASSWORD_RULE);

/** The admin user's name is its Basic-auth user name on the gateway admin API, so no ':'. */
export const adminUserName = matching(/^[^:]+$/, "a name without ':'", z.string().min(1).max(128));

const endpointNames = z.array(z.string().min(1)).min(1);

/** `access`: every endpoint (`{allEndpoints: true}`) or the named ones (`{endpoints: [...]}`). */
export const adminUserAccess = z
  .union([z.strictObject({ allEndpoints: z.literal(true) }), z.strictObject({ endpoints: endpointNames })])
  .meta({ description: '{"allEndpoints": true} or {"endpoints": [one or more App Endpoint names]}' });

export const createAdminUser = z.strictObject({
  name: adminUserName,
  password: adminPassword,
  /** Default true; only true is supported. */
  enableBucketLevelAccess: z.literal(true).optional(),
  access: adminUserAccess,
});

export const updateAdminUser = z.strictObject({ endpoints: endpointNames });

/** Only `true` is accepted: metadata isolation cannot be turned off again. */
export const setMetadataIsolation = z.strictObject({ enabled: z.literal(true) });

export const bodies = { createAppService, updateAppService, createAdminUser, updateAdminUser, setMetadataIsolation };
