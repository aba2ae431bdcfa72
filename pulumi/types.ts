// Generated from the resource specs by `npm run types` (pulumi/typesGenerator.ts): do not edit.
// Plain types, so that the package's declarations compile without zod's.

/** The inputs of an AlertIntegration. */
export type AlertIntegrationInputs = {
  organizationId: string;
  projectId: string;
  kind: "webhook" | "chat_1" | "chat_2";
  name: string;
  config: {
    webhook?: {
      method?: string;
      token?: string;
      basicAuth?: {
        user: string;
        password: string;
      };
      headers?: Record<string, string>;
      exclude?: {
        clusters?: Array<string>;
        appServices?: Array<string>;
      };
      customPayloads?: Record<string, {
          payload: Record<string, unknown>;
        }>;
    };
    chat_1?: {
      botToken?: string;
      channel?: string;
      clusterChannelMappings?: Record<string, string>;
      appServiceChannelMappings?: Record<string, string>;
      clusterWebhookChannelMappings?: Record<string, string>;
      appServiceWebhookChannelMappings?: Record<string, string>;
      channelWebhookUrlMappings?: Record<string, string>;
      customPayloads?: Record<string, {
          payload: Record<string, unknown>;
        }>;
    };
    chat_2?: {
      webhookUrlMappings?: Record<string, string>;
      clusterWebhookMappings?: Record<string, string>;
      appServiceWebhookMappings?: Record<string, string>;
      customPayloads?: Record<string, {
          payload: Record<string, unknown>;
        }>;
    };
  };
  enabled?: boolean;
};

/** The outputs of an AlertIntegration beyond its inputs. */
export type AlertIntegrationComputed = {
  configKey: string;
  status: string;
  audit: {
    createdBy: string;
    createdAt: string;
    modifiedBy: string;
    modifiedAt: string;
    version: number;
  };
};

/** The inputs of an AllowedCidr. */
export type AllowedCidrInputs = {
  organizationId: string;
  projectId: string;
  clusterId: string;
  cidr: string;
  comment?: string;
  expiresAt?: string;
};

/** The outputs of an AllowedCidr beyond its inputs. */
export type AllowedCidrComputed = {
  status: string;
  type: string;
  audit: {
    createdBy: string;
    createdAt: string;
    modifiedBy: string;
    modifiedAt: string;
    version: number;
  };
};

/** The inputs of an ApiKey. */
export type ApiKeyInputs = {
  organizationId: string;
  name: string;
  description?: string;
  expiry?: -1 | number;
  allowedCIDRs?: Array<string>;
  organizationRoles: Array<"organizationOwner" | "organizationMember" | "projectCreator">;
  resources?: Array<Record<string, unknown>>;
  rotation?: number;
};

/** The outputs of an ApiKey beyond its inputs. */
export type ApiKeyComputed = {
  token: string;
  audit: {
    createdBy: string;
    createdAt: string;
    modifiedBy: string;
    modifiedAt: string;
    version: number;
  };
};

/** The inputs of an AppEndpoint. */
export type AppEndpointInputs = {
  organizationId: string;
  projectId: string;
  clusterId: string;
  appServiceId: string;
  name: string;
  bucket: string;
  oidc?: Array<{
    issuer: string;
    clientId: string;
    register?: boolean;
    userPrefix?: string;
    discoveryUrl?: "" | string;
    usernameClaim?: string;
    rolesClaim?: string;
    scope?: Array<string>;
  }>;
  cors?: {
    origin?: Array<string>;
    loginOrigin?: Array<string>;
    headers?: Array<string>;
    maxAge?: number;
    disabled?: boolean;
  };
  scopes?: Record<string, {
      collections: Record<string, {
          accessControlFunction?: string;
          importFilter?: string;
        }>;
    }>;
  deltaSyncEnabled?: boolean;
  userXattrKey?: string;
  disablePublicAllDocs?: boolean;
  paused?: boolean;
};

/** The outputs of an AppEndpoint beyond its inputs. */
export type AppEndpointComputed = {
  oidcProviders: Array<{
    issuer: string;
    clientId: string;
    register: boolean;
    userPrefix: string;
    discoveryUrl: "" | string;
    usernameClaim: string;
    rolesClaim: string;
    scope: Array<string>;
    providerId: string;
    isDefault: boolean;
  }>;
  state: string;
  adminURL: string;
  publicURL: string;
  requireResync: Record<string, {
      items: Array<string>;
    }>;
  resyncState: string;
  audit: {
    createdBy: string;
    createdAt: string;
    modifiedBy: string;
    modifiedAt: string;
    version: number;
  };
};

/** The inputs of an AppService. */
export type AppServiceInputs = {
  organizationId: string;
  projectId: string;
  clusterId: string;
  name: string;
  description?: string;
  nodes?: number;
  compute?: {
    cpu: 2 | 4 | 8 | 16;
    ram: 4 | 8 | 16 | 32;
  };
  version?: string;
  loadBalancerCidr?: string;
  turnedOff?: boolean;
};

/** The outputs of an AppService beyond its inputs. */
export type AppServiceComputed = {
  currentState: string;
  cloudProvider: string;
  plan: string;
  audit: {
    createdBy: string;
    createdAt: string;
    modifiedBy: string;
    modifiedAt: string;
    version: number;
  };
  etag: string;
};

/** The inputs of an AppServiceAdminUser. */
export type AppServiceAdminUserInputs = {
  organizationId: string;
  projectId: string;
  clusterId: string;
  appServiceId: string;
  name: string;
  password: string;
  enableBucketLevelAccess?: true;
  access: {
    allEndpoints: true;
  } | {
    endpoints: Array<string>;
  };
};

/** The outputs of an AppServiceAdminUser beyond its inputs. */
export type AppServiceAdminUserComputed = {
  audit: {
    createdBy: string;
    createdAt: string;
    modifiedBy: string;
    modifiedAt: string;
    version: number;
  };
};

/** The inputs of an AppServiceAllowedCidr. */
export type AppServiceAllowedCidrInputs = {
  organizationId: string;
  projectId: string;
  clusterId: string;
  appServiceId: string;
  cidr: string;
  comment?: string;
  expiresAt?: string;
};

/** The outputs of an AppServiceAllowedCidr beyond its inputs. */
export type AppServiceAllowedCidrComputed = {
  status: string;
  type: string;
  audit: {
    createdBy: string;
    createdAt: string;
    modifiedBy: string;
    modifiedAt: string;
    version: number;
  };
};

/** The inputs of a BackupSchedule. */
export type BackupScheduleInputs = {
  organizationId: string;
  projectId: string;
  clusterId: string;
  bucketId: string;
  type: "weekly";
  weeklySchedule: {
    dayOfWeek: "sunday" | "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday";
    startAt: number;
    incrementalEvery: 1 | 2 | 4 | 6 | 8 | 12 | 24;
    retentionTime: "30days" | "60days" | "90days" | "180days" | "1year";
    costOptimizedRetention: boolean;
  };
};

/** The outputs of a BackupSchedule beyond its inputs. */
export type BackupScheduleComputed = Record<string, unknown>;

/** The inputs of a Bucket. */
export type BucketInputs = {
  organizationId: string;
  projectId: string;
  clusterId: string;
  name: string;
  type?: "couchbase" | "ephemeral";
  storageBackend?: "couchstore" | "magma";
  vbuckets?: 128 | 1024;
  memoryAllocationInMb?: number;
  bucketConflictResolution?: "seqno" | "lww";
  durabilityLevel?: "none" | "majority" | "majorityAndPersistActive" | "persistToMajority";
  replicas?: 1 | 2 | 3;
  flush?: boolean;
  flushEnabled?: boolean;
  timeToLiveInSeconds?: number;
  evictionPolicy?: "fullEviction" | "noEviction" | "nruEviction";
  priority?: number;
};

/** The outputs of a Bucket beyond its inputs. */
export type BucketComputed = {
  enableCrossClusterVersioning: boolean;
};

/** The inputs of a GatewayDatabase. */
export type GatewayDatabaseInputs = {
  name: string;
  bucket?: string;
  scopes?: Record<string, {
      collections: Record<string, {
          sync?: string;
          importFilter?: string;
        }>;
    }>;
  sync?: string;
  importFilter?: string;
  oidc?: {
    providers: Record<string, {
        issuer: string;
        clientId: string;
        register?: boolean;
        userPrefix?: string;
        usernameClaim?: string;
        rolesClaim?: string;
        channelsClaim?: string;
        discoveryUrl?: string;
        scope?: Array<string>;
      }>;
    defaultProvider?: string;
  };
  sessionCookieName?: string;
  eventProcessing?: {
    maxProcesses?: number;
    waitForProcess?: number;
  };
  gateway?: {
    adminUrl: string;
    username: string;
    password: string;
  };
};

/** The outputs of a GatewayDatabase beyond its inputs. */
export type GatewayDatabaseComputed = Record<string, unknown>;

/** The inputs of a GatewayUser. */
export type GatewayUserInputs = {
  database: string;
  name: string;
  password?: string;
  disabled?: boolean;
  adminChannels?: Array<string>;
  adminRoles?: Array<string>;
  email?: string;
  gateway?: {
    adminUrl: string;
    username: string;
    password: string;
  };
};

/** The outputs of a GatewayUser beyond its inputs. */
export type GatewayUserComputed = {
  allChannels: Array<string>;
  roles: Array<string>;
};

/** The inputs of a LogStreaming. */
export type LogStreamingInputs = {
  organizationId: string;
  projectId: string;
  clusterId: string;
  appServiceId: string;
  streamingEnabled: boolean;
  disabledAppEndpoints?: Array<string>;
  outputType: "collector_1" | "generic_http" | "collector_2" | "collector_3" | "collector_4" | "collector_5" | "collector_6";
  credentials: {
    collector_1?: {
      url: string;
      apiKey: string;
    };
    generic_http?: {
      url: string;
      user?: string;
      password?: string;
    };
    collector_2?: {
      url: string;
      apiKey: string;
    };
    collector_3?: {
      url: string;
      apiKey: string;
    };
    collector_4?: {
      url: string;
      apiKey: string;
    };
    collector_5?: {
      url: string;
      apiKey: string;
    };
    collector_6?: {
      url: string;
      apiKey: string;
    };
  };
};

/** The outputs of a LogStreaming beyond its inputs. */
export type LogStreamingComputed = {
  logStreamingState: string;
};

/** The inputs of an OidcProvider. */
export type OidcProviderInputs = {
  organizationId: string;
  projectId: string;
  clusterId: string;
  appServiceId: string;
  appEndpointName: string;
  issuer: string;
  clientId: string;
  register?: boolean;
  userPrefix?: string;
  discoveryUrl?: "" | string;
  usernameClaim?: string;
  rolesClaim?: string;
  scope?: Array<string>;
  default?: boolean;
};

/** The outputs of an OidcProvider beyond its inputs. */
export type OidcProviderComputed = {
  providerId: string;
  isDefault: boolean;
};

/** The inputs of a PrivateEndpoint. */
export type PrivateEndpointInputs = {
  organizationId: string;
  projectId: string;
  clusterId: string;
  appServiceId: string;
  endpointId: string;
};

/** The outputs of a PrivateEndpoint beyond its inputs. */
export type PrivateEndpointComputed = {
  status: string;
  serviceName: string;
  privateEndpointDNS: string;
};

/** The inputs of a PrivateEndpointService. */
export type PrivateEndpointServiceInputs = {
  organizationId: string;
  projectId: string;
  clusterId: string;
  appServiceId: string;
};

/** The outputs of a PrivateEndpointService beyond its inputs. */
export type PrivateEndpointServiceComputed = {
  state: string;
  targetState: string;
};

/** The inputs of a WebhookHandler. */
export type WebhookHandlerInputs = {
  database: string;
  url: string;
  filter?: string;
  timeout?: number;
  options?: Record<string, unknown>;
  gateway?: {
    adminUrl: string;
    username: string;
    password: string;
  };
};

/** The outputs of a WebhookHandler beyond its inputs. */
export type WebhookHandlerComputed = Record<string, unknown>;
