import type { Audit } from "./core/audit";
import type { Lifecycle } from "./core/transitions";

/** Records shared between the conformance server's area modules. Each lives in the store table
 *  named in its comment; an area owns its table and other areas only read it. */

export type OrganizationRole = "organizationOwner" | "organizationMember" | "projectCreator";
export const ORGANIZATION_ROLES: OrganizationRole[] = ["organizationOwner", "organizationMember", "projectCreator"];

/** table `seed` (single row "world"): the seeded organization, project and clusters. */
export interface Seed {
  organizationId: string;
  projectId: string;
  clusters: ClusterRecord[];
  bootstrapApiKeyId: string;
}

export interface ClusterRecord {
  id: string;
  name: string;
  projectId: string;
  cloudProvider: "aws" | "gcp" | "azure";
  freeTier: boolean;
  /** The Couchbase Server version it runs (some bucket defaults depend on it); seeds written
   *  before it was recorded run 8.0. */
  serverVersion?: string;
  /** Turned on/off through `POST /_conformance/simulate/cluster`. */
  power: "on" | "off";
}

/** table `apiKeys`, keyed by id. */
export interface ApiKeyRecord {
  id: string;
  organizationId: string;
  name: string;
  description: string;
  expiry: number;
  allowedCIDRs: string[];
  organizationRoles: OrganizationRole[];
  resources: unknown[];
  /** Keyed hash (core/secrets.ts) of the current secret; the token is `base64(id:secret)` and
   *  is shown only when made. Rotation replaces it. */
  secretHash: string;
  /** The bootstrap key's secret is derived from the data directory's key (generation n), so
   *  the ready line can repeat its token after a restart; a secret given by a caller is not. */
  derivedSecret?: number;
  /** Keyed hash of a token fixed by configuration (DBPLANE_BOOTSTRAP_TOKEN) that is not of the
   *  `base64(id:secret)` form; rotation drops it. */
  fixedTokenHash?: string;
  audit: Audit;
}

/** table `appServices`, keyed by id. */
export interface AppServiceRecord {
  id: string;
  organizationId: string;
  projectId: string;
  clusterId: string;
  name: string;
  description: string;
  nodes: number;
  compute: { cpu: number; ram: number };
  version: string;
  loadBalancerCidr: string;
  cloudProvider: string;
  plan: string;
  /** currentState: deploying → healthy, scaling, turningOff → turnedOff, destroying → (gone). */
  lifecycle: Lifecycle;
  audit: Audit;
}

/** table `buckets`, keyed by `${clusterId}/${bucketId}`. */
export interface BucketRecord {
  id: string;
  clusterId: string;
  name: string;
  type: string;
  /** "" for an ephemeral bucket (it has none). */
  storageBackend: string;
  /** Magma buckets only. */
  vbuckets?: number;
  memoryAllocationInMb: number;
  bucketConflictResolution: string;
  durabilityLevel: string;
  replicas: number;
  flush: boolean;
  flushEnabled: boolean;
  timeToLiveInSeconds: number;
  evictionPolicy: string;
  priority: number;
  enableCrossClusterVersioning: boolean;
  /** Kept for the order of lists; the API does not show it. */
  audit: Audit;
}

export interface CollectionFunctions {
  accessControlFunction: string;
  importFilter: string;
}

export interface CorsConfig {
  origin?: string[];
  loginOrigin?: string[];
  headers?: string[];
  maxAge?: number;
  disabled?: boolean;
}

export interface OidcProviderRecord {
  providerId: string;
  issuer: string;
  clientId: string;
  register: boolean;
  userPrefix: string;
  discoveryUrl: string;
  usernameClaim: string;
  rolesClaim: string;
  scope: string[];
  isDefault: boolean;
}

/** table `appEndpoints`, keyed by `${appServiceId}/${name}`. The endpoint is also the gateway
 *  database of the same name (issue 4): endpoint names are unique across the server. */
export interface AppEndpointRecord {
  appServiceId: string;
  clusterId: string;
  name: string;
  bucket: string;
  userXattrKey: string;
  disablePublicAllDocs: boolean;
  deltaSyncEnabled: boolean;
  cors: CorsConfig;
  scopes: Record<string, { collections: Record<string, CollectionFunctions> }>;
  oidc: OidcProviderRecord[];
  /** `Online` / `Offline`, with `Starting` / `Stopping` on the way. */
  lifecycle: Lifecycle;
  /** Scope name to the names of its collections that need a resync. */
  requireResync: Record<string, string[]>;
  resync: ResyncRecord;
  logConfig?: { logLevel: string | null; logKeys: string[] };
  /** Per-endpoint audit logging (`E/auditLog`); absent until first set. */
  auditConfig?: AppEndpointAuditConfig;
  audit: Audit;
}

export interface AppEndpointAuditConfig {
  auditEnabled: boolean;
  enabledEventIds: Array<{ id: number }>;
  disabledUsers: Array<{ domain: string; name: string }>;
  disabledRoles: Array<{ domain: string; name: string }>;
}

export interface ResyncRecord {
  /** running → completed; or stopping → stopped. */
  lifecycle: Lifecycle;
  startTime: string;
  lastError: string;
  docsChanged: number;
  docsProcessed: number;
  docsTargeted: number;
  docsErrored: number;
  collections_processing: Record<string, string[]>;
  /** Set once a completed resync has removed its collections from `requireResync`. */
  requireResyncCleared?: boolean;
}

/** table `adminUsers`, keyed by id: App Service admin users, the gateway admin API's Basic
 *  credentials (issue 4). */
export interface AdminUserRecord {
  id: string;
  appServiceId: string;
  clusterId: string;
  projectId: string;
  tenantId: string;
  name: string;
  /** Salted scrypt hash of the write-only password (core/secrets.ts). */
  passwordHash: string;
  accessAllEndpoints: boolean;
  endpoints: string[];
  /** With bucket-level access, every endpoint on these buckets (including later ones). */
  buckets: string[];
  audit: Audit;
}

/** table `auditLogStreaming`, keyed by appServiceId (owned by management/logStreaming.ts): audit
 *  log streaming. States: `logStreamingStates` (schema/api/logStreaming.ts). */
export interface AuditLogStreamingRecord {
  appServiceId: string;
  streamingEnabled: boolean;
  lifecycle: Lifecycle;
  disabledAppEndpoints: string[];
  outputType?: string;
  /** Write-only: never returned in reads, nor kept; each value is stored as its keyed hash. */
  credentials?: Record<string, unknown>;
  audit: Audit;
}

/** table `appServiceLogStreaming`, keyed by appServiceId (owned by management/logStreaming.ts):
 *  App Service log streaming. States: `logStreamingStates`. The per-endpoint log config
 *  (management/appEndpoints) is allowed only while it is paused or enabled. */
export interface AppServiceLogStreamingRecord {
  appServiceId: string;
  lifecycle: Lifecycle;
  outputType?: string;
  /** Write-only, as above. */
  credentials?: Record<string, unknown>;
  audit: Audit;
}
