import { z } from "zod";
import { operations, states } from "../model";
import { audit, matching, pageOf } from "./common";
import { A, C, O, PAGED, SORTED } from "./paths";
import { doc } from "../docs";

/** App Services, their admin users, their certificate and metadata isolation, as the management
 *  API's v4 specification has them. `loadBalancerCidr` is not in the published document: the
 *  official Terraform provider sends it on create and reads it back (Azure App Services only).
 *  Metadata isolation is not in it either: its two operations keep the service documentation's
 *  behaviour (`unpublished`). */

/** `currentState`. A `…Failed` state is final: the operation failed, and the App Service waits
 *  for the next one (a retry, a delete). */
export const appServiceStates = states({
  transitional: ["pending", "deploying", "destroying", "scaling", "upgrading", "turningOff", "turningOn"],
  final: ["healthy", "degraded", "turnedOff", "deploymentFailed", "destroyFailed", "scaleFailed", "upgradeFailed", "turnOffFailed", "turnOnFailed"],
  failed: ["deploymentFailed", "destroyFailed", "scaleFailed", "upgradeFailed", "turnOffFailed", "turnOnFailed"],
});
export type AppServiceState = (typeof appServiceStates.all)[number];

/** Up and serving (healthy, or degraded: usable, some nodes not). */
export const APP_SERVICE_UP: readonly AppServiceState[] = ["healthy", "degraded"];

/** Where a switch may start (elsewhere the API refuses it as busy): turned off from up (or a failed
 *  resize or switch-off), turned on from off (or a failed switch-on). Unpublished: the service's
 *  documentation's behaviour. */
export const TURN_OFF_FROM: readonly AppServiceState[] = [...APP_SERVICE_UP, "scaleFailed", "turnOffFailed"];
export const TURN_ON_FROM: readonly AppServiceState[] = ["turnedOff", "turnOnFailed"];

/** The supported `compute` combinations (the specification's table). */
export const COMPUTE_OPTIONS = [
  { cpu: 2, ram: 4 },
  { cpu: 4, ram: 8 },
  { cpu: 8, ram: 16 },
  { cpu: 16, ram: 32 },
  { cpu: 36, ram: 72 },
] as const;

export const isSupportedCompute = (c: { cpu: number; ram: number }): boolean => COMPUTE_OPTIONS.some((o) => o.cpu === c.cpu && o.ram === c.ram);

export const describeComputeOptions = (): string => COMPUTE_OPTIONS.map((o) => `{cpu: ${o.cpu}, ram: ${o.ram}}`).join(", ");

/** The combination rule is checked by zod here and by the server's handler (JSON Schema keeps
 *  only the per-field enums). */
export const compute = z
  .strictObject({
    cpu: doc(z.literal(COMPUTE_OPTIONS.map((o) => o.cpu)), "vCPUs per node."),
    ram: doc(z.literal(COMPUTE_OPTIONS.map((o) => o.ram)), "GB of memory per node."),
  })
  .refine(isSupportedCompute, { message: `supported combinations: ${describeComputeOptions()}` });

/** The one cloud provider whose App Services take `loadBalancerCidr` (the API refuses it on the
 *  others). */
export const LOAD_BALANCER_CIDR_PROVIDER = "azure";

/** Four dot-separated groups of 1 to 3 digits, slash, 1 or 2 digits (the API also refuses octets
 *  above 255 and prefixes above 32). */
export const loadBalancerCidr = matching(/^\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\/\d{1,2}$/, "an IPv4 range a.b.c.d/n such as 10.0.0.0/23");

/** `major.minor`, optionally `.patch`; the default on create is the latest available. Reads give
 *  the full version the App Service runs (`3.2.4-1.0.0` for `3.2`): the same release when its
 *  `major.minor` is the one asked for. */
export const appServiceVersion = matching(/^\d+\.\d+(\.\d+)?$/, "a version such as 3.2 (major.minor, optionally .patch)");
export const LATEST_APP_SERVICE_VERSION = "3.2";

/** `major.minor` of a version as sent or as read back. */
export const versionLine = (version: string): string => version.split(/[.-]/).slice(0, 2).join(".");

/** Whether a read-back version is the declared release line or a later one. */
export function atLeastAppServiceVersion(declared: string, answered: string): boolean {
  const [a, b] = [versionLine(declared), versionLine(answered)].map((v) => v.split(".").map(Number));
  return b[0] > a[0] || (b[0] === a[0] && b[1] >= a[1]);
}

export const MIN_NODES = 2;
export const MAX_NODES = 12;
const nodes = z.int().min(MIN_NODES).max(MAX_NODES);

export const createAppService = z.strictObject({
  name: doc(z.string().min(1).max(256), "The App Service's name, 1 to 256 characters."),
  description: doc(z.string().optional(), "What the App Service is for."),
  nodes: doc(nodes.optional(), `How many nodes it runs, ${MIN_NODES} to ${MAX_NODES}.`),
  compute: doc(compute.optional(), `The size of each node, one of the supported combinations: ${describeComputeOptions()}.`),
  version: doc(appServiceVersion.optional(), "The release to run (`major.minor`, optionally `.patch`); left out, the latest. A later release read back is no change."),
  /** Azure App Services only; allocated (and not shown) when omitted; can't be changed. */
  loadBalancerCidr: doc(loadBalancerCidr.optional(), "The IPv4 range of its load balancer, such as 10.0.0.0/23: Azure App Services only; left out, the API allocates one."),
});

/** The update sets the size only: both fields required. */
export const updateAppService = z.strictObject({ nodes, compute });

/** The App Service's plan: its cluster's support plan. */
export const appServicePlan = z.enum(["basic", "developer pro", "enterprise"]);

export const appService = z.strictObject({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  cloudProvider: z.string(),
  nodes: z.int(),
  compute: z.strictObject({ cpu: z.int(), ram: z.int() }),
  clusterId: z.string(),
  currentState: z.enum(appServiceStates.all as [AppServiceState, ...AppServiceState[]]),
  version: z.string(),
  plan: appServicePlan,
  audit,
  /** Only when one was given on create. */
  loadBalancerCidr: z.string().optional(),
});

// Admin users.

/** Admin user passwords: at least 8 characters with an upper-case letter, a lower-case letter,
 *  a digit and a symbol (the specification does not show the policy; this is the hosted
 *  service's database-credential policy). */
export const ADMIN_PASSWORD_RULE = "8 to 128 characters with an upper-case letter, a lower-case letter, a digit and a symbol";
export const adminPassword = matching(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,128}$/, ADMIN_PASSWORD_RULE);

/** The admin user's name is its Basic-auth user name on the gateway admin API, so no ':'. */
export const adminUserName = matching(/^[^:]+$/, "a name without ':'", z.string().min(1).max(128));

/** Access to every App Endpoint. The specification types the flag boolean; `false` would name no
 *  endpoint at all, so only `true` is taken (to narrow access, name the endpoints). */
export const allEndpointsAccess = z.strictObject({ accessAllEndpoints: doc(z.literal(true), "`true`: every App Endpoint of the App Service.") });
export const endpointsAccess = z.strictObject({ endpoints: doc(z.array(z.string().min(1)), "The names of the App Endpoints the user administers.") });

/** `access`, on create and as the whole update body: every endpoint, or the named ones. */
export const adminUserAccess = z
  .union([allEndpointsAccess, endpointsAccess])
  .meta({ description: '{"accessAllEndpoints": true} or {"endpoints": [App Endpoint names]}' });

export const createAdminUser = z.strictObject({
  name: doc(adminUserName, "The admin user's name, 1 to 128 characters without ':'."),
  password: doc(adminPassword, `The user's password: ${ADMIN_PASSWORD_RULE}.`),
  /** Only true is supported. */
  enableBucketLevelAccess: doc(z.literal(true).optional(), "Bucket-level access control; only `true` is supported."),
  access: doc(adminUserAccess, 'Which App Endpoints the user administers: `{"accessAllEndpoints": true}` for every one, or `{"endpoints": [names]}`.'),
});

/** The update sets the access: `{endpoints}` or `{accessAllEndpoints: true}`. */
export const updateAdminUser = adminUserAccess;

/** An admin user as reads answer it (every field optional in the specification). */
export const adminUser = z.strictObject({
  id: z.string().optional(),
  tenantId: z.string().optional(),
  projectId: z.string().optional(),
  clusterId: z.string().optional(),
  name: z.string().optional(),
  endpoints: z.array(z.string()).optional(),
  accessAllEndpoints: z.boolean().optional(),
  audit: audit.optional(),
});

/** Only `true` is accepted: metadata isolation can't be turned off again. */
export const setMetadataIsolation = z.strictObject({ enabled: z.literal(true) });

const user = `${A}/adminUsers/{userId}`;

export const appServiceOperations = operations({
  createAppService: { api: "management", method: "POST", path: `${C}/appservices`, request: createAppService, responses: { 201: z.strictObject({ id: z.string() }) } },
  /** The organization's App Services, narrowed to a project with `projectId`: there is no list
   *  under a cluster. */
  listAppServices: { api: "management", method: "GET", path: `${O}/appservices`, query: [...SORTED, "projectId"], responses: { 200: pageOf(appService) } },
  getAppService: { api: "management", method: "GET", path: A, responses: { 200: appService }, etag: true },
  /** Honours `If-Match`. */
  updateAppService: { api: "management", method: "PUT", path: A, request: updateAppService, responses: { 204: null } },
  /** While a change is under way the API refuses it (412, 409, or 403). */
  deleteAppService: { api: "management", method: "DELETE", path: A, responses: { 202: null } },
  turnOnAppService: { api: "management", method: "POST", path: `${A}/activationState`, responses: { 202: null } },
  turnOffAppService: { api: "management", method: "DELETE", path: `${A}/activationState`, responses: { 202: null } },
  getAppServiceCertificate: { api: "management", method: "GET", path: `${A}/certificates`, responses: { 200: z.strictObject({ certificate: z.string() }) } },

  createAdminUser: { api: "management", method: "POST", path: `${A}/adminUsers`, request: createAdminUser, responses: { 201: z.strictObject({ id: z.string().optional() }) } },
  listAdminUsers: { api: "management", method: "GET", path: `${A}/adminUsers`, query: PAGED, responses: { 200: pageOf(adminUser) } },
  getAdminUser: { api: "management", method: "GET", path: user, responses: { 200: adminUser } },
  updateAdminUser: { api: "management", method: "PUT", path: user, request: updateAdminUser, responses: { 204: null } },
  deleteAdminUser: { api: "management", method: "DELETE", path: user, responses: { 202: null } },

  setMetadataIsolation: { api: "management", method: "PUT", path: `${A}/metadataIsolation`, request: setMetadataIsolation, responses: { 204: null }, unpublished: true },
  getMetadataIsolation: { api: "management", method: "GET", path: `${A}/metadataIsolation`, responses: { 200: z.strictObject({ enabled: z.boolean() }) }, unpublished: true },
});
