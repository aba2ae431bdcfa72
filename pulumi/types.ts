// Generated from the resource specs by `npm run generate` (pulumi/typesGenerator.ts): do not edit.
// Plain types, so that the package's declarations compile without zod's.

/** The inputs every resource takes. */
export type CommonInputs = {
  /** How long each operation may wait for the object to be ready or gone, overriding the resource's own limits. */
  timeouts?: {
    /** How long a create may take, such as "20m". */
    create?: string;
    /** How long an update may take, such as "20m". */
    update?: string;
    /** How long a delete may take, such as "20m". */
    delete?: string;
  };
  /** Take over an object that already exists with the same name (natural key) instead of failing to create it. */
  adopt?: boolean;
};

/** The inputs of an AlertIntegration. */
export type AlertIntegrationInputs = {
  /**
   * The id of the organization the object belongs to.
   * Changing it replaces the AlertIntegration.
   */
  organizationId: string;
  /**
   * The id of the project the object belongs to.
   * Changing it replaces the AlertIntegration.
   */
  projectId: string;
  /**
   * Where alerts go: `webhook`, `chat_1` or `chat_2`.
   * Changing it replaces the AlertIntegration.
   */
  kind: "webhook" | "chat_1" | "chat_2";
  /**
   * The integration's name, 1 to 1,024 characters.
   * Changing it updates the AlertIntegration in place.
   */
  name: string;
  /**
   * How alerts are delivered: exactly one block, the one named by `kind` (secret, as it holds credentials). Secret.
   * Changing it updates the AlertIntegration in place.
   */
  config: {
    /** The settings of a `webhook` integration. */
    webhook?: {
      /** The HTTP method alerts are sent with: `POST` or `PUT`. */
      method: "POST" | "PUT";
      /** The absolute URL alerts are sent to. */
      url: string;
      /** A bearer token sent with each alert (write-only: the API never returns it). */
      token?: string;
      /** HTTP Basic credentials sent with each alert (write-only). */
      basicAuth?: {
        /** The user name. */
        user: string;
        /** The password. */
        password: string;
      };
      /** Extra HTTP headers sent with each alert, by name. */
      headers?: Record<string, string>;
      /** Clusters and App Services whose alerts this integration does not send. */
      exclude?: {
        /** Ids of clusters whose alerts are not sent. */
        clusters?: Array<string>;
        /** Ids of App Services whose alerts are not sent. */
        appServices?: Array<string>;
      };
    };
    /** The settings of a `chat_1` integration. */
    chat_1?: {
      /** The chat bot's token (write-only: the API never returns it). */
      botToken?: string;
      /** The channel alerts go to when no mapping names one. */
      channel?: string;
      /** The channel for each cluster's alerts, by cluster id. */
      clusterChannelMappings?: Record<string, string>;
      /** The channel for each App Service's alerts, by App Service id. */
      appServiceChannelMappings?: Record<string, string>;
      /** The webhook channel for each cluster's alerts, by cluster id. */
      clusterWebhookChannelMappings?: Record<string, string>;
      /** The webhook channel for each App Service's alerts, by App Service id. */
      appServiceWebhookChannelMappings?: Record<string, string>;
      /** The incoming-webhook URL of each channel, by channel (write-only). */
      channelWebhookUrlMappings?: Record<string, string>;
      /** Custom message bodies, by alert type. */
      customPayloads?: Record<string, {
          /** The message body to send instead of the default one (JSON). */
          payload: Record<string, unknown>;
        }>;
    };
    /** The settings of a `chat_2` integration. */
    chat_2?: {
      /** Incoming-webhook URLs, by a name the other mappings use (write-only). */
      webhookUrlMappings?: Record<string, string>;
      /** The webhook (by its name in `webhookUrlMappings`) for each cluster's alerts, by cluster id. */
      clusterWebhookMappings?: Record<string, string>;
      /** The webhook (by its name in `webhookUrlMappings`) for each App Service's alerts, by App Service id. */
      appServiceWebhookMappings?: Record<string, string>;
      /** Custom message bodies, by alert type. */
      customPayloads?: Record<string, {
          /** The message body to send instead of the default one (JSON). */
          payload: Record<string, unknown>;
        }>;
    };
  };
};

/** The outputs of an AlertIntegration beyond its inputs. */
export type AlertIntegrationComputed = {
  /** Whether the integration sends alerts (every integration is created enabled). */
  enabled: boolean;
  /** The API's key of the integration's configuration. */
  configKey: string;
  /** The integration's status, as the API reports it. */
  status: string;
  /** Who created and last changed the object, and when. */
  audit: {
    /** Who created the object. */
    createdBy: string;
    /** When the object was created (RFC 3339). */
    createdAt: string;
    /** Who last changed the object. */
    modifiedBy: string;
    /** When the object was last changed (RFC 3339). */
    modifiedAt: string;
    /** The object's version: it grows with every change. */
    version: number;
  };
};

/** The inputs of an AllowedCidr. */
export type AllowedCidrInputs = {
  /**
   * The id of the organization the object belongs to.
   * Changing it replaces the AllowedCidr, deleting the old one first.
   */
  organizationId: string;
  /**
   * The id of the project the object belongs to.
   * Changing it replaces the AllowedCidr, deleting the old one first.
   */
  projectId: string;
  /**
   * The id of the cluster the object belongs to.
   * Changing it replaces the AllowedCidr, deleting the old one first.
   */
  clusterId: string;
  /**
   * The IPv4 address or CIDR range allowed, such as 10.0.0.0/16.
   * Changing it replaces the AllowedCidr, deleting the old one first.
   */
  cidr: string;
  /**
   * A note on the entry, at most 1,024 characters.
   * Changing it replaces the AllowedCidr, deleting the old one first.
   * @default ""
   */
  comment?: string;
  /**
   * When a temporary entry stops applying (RFC 3339, in the future); left out, the entry is permanent.
   * Changing it replaces the AllowedCidr, deleting the old one first.
   */
  expiresAt?: string;
};

/** The outputs of an AllowedCidr beyond its inputs. */
export type AllowedCidrComputed = {
  /** `active`, or `expired` once a temporary entry's time has passed. */
  status: string;
  /** `temporary` (with `expiresAt`) or `permanent`. */
  type: string;
  /** Who created and last changed the object, and when. */
  audit: {
    /** Who created the object. */
    createdBy: string;
    /** When the object was created (RFC 3339). */
    createdAt: string;
    /** Who last changed the object. */
    modifiedBy: string;
    /** When the object was last changed (RFC 3339). */
    modifiedAt: string;
    /** The object's version: it grows with every change. */
    version: number;
  };
};

/** The inputs of an ApiKey. */
export type ApiKeyInputs = {
  /**
   * The id of the organization the object belongs to.
   * Changing it replaces the ApiKey.
   */
  organizationId: string;
  /**
   * The key's name, 1 to 128 characters; several keys may share one.
   * Changing it replaces the ApiKey.
   */
  name: string;
  /**
   * What the key is for, at most 1,024 characters.
   * Changing it replaces the ApiKey.
   * @default ""
   */
  description?: string;
  /**
   * Days until the key expires: at least 0.01, or -1 for never.
   * Changing it replaces the ApiKey.
   * @default 180
   */
  expiry?: -1 | number;
  /**
   * The IPv4 addresses or CIDR ranges the key may be used from (1 to 75), compared as a set. Compared as a set.
   * Changing it replaces the ApiKey.
   * @default ["0.0.0.0/0"]
   */
  allowedCIDRs?: Array<string>;
  /**
   * The key's organization roles (`organizationOwner`, `organizationMember`, `projectCreator`), compared as a set. Compared as a set.
   * Changing it replaces the ApiKey.
   */
  organizationRoles: Array<"organizationOwner" | "organizationMember" | "projectCreator">;
  /**
   * The projects the key has roles in.
   * Changing it replaces the ApiKey.
   * @default []
   */
  resources?: Array<{
    /** The kind of resource: `project`, also when left out. */
    type?: string;
    /** The project's id. */
    id: string;
    /** The key's roles in the project: `projectOwner`, `projectManager`, `projectViewer`, `projectDataReaderWriter` or `projectDataReader`. */
    roles: Array<"projectOwner" | "projectManager" | "projectViewer" | "projectDataReaderWriter" | "projectDataReader">;
  }>;
  /**
   * A counter: raise it to rotate the key's secret in place; `token` changes, the key stays.
   * Changing it updates the ApiKey in place.
   */
  rotation?: number;
};

/** The outputs of an ApiKey beyond its inputs. */
export type ApiKeyComputed = {
  /** The key's token: shown by the API only on creation and rotation. Secret. */
  token: string;
  /** Who created and last changed the object, and when. */
  audit: {
    /** Who created the object. */
    createdBy: string;
    /** When the object was created (RFC 3339). */
    createdAt: string;
    /** Who last changed the object. */
    modifiedBy: string;
    /** When the object was last changed (RFC 3339). */
    modifiedAt: string;
    /** The object's version: it grows with every change. */
    version: number;
  };
};

/** The inputs of an AppEndpoint. */
export type AppEndpointInputs = {
  /**
   * The id of the organization the object belongs to.
   * Changing it replaces the AppEndpoint, deleting the old one first.
   */
  organizationId: string;
  /**
   * The id of the project the object belongs to.
   * Changing it replaces the AppEndpoint, deleting the old one first.
   */
  projectId: string;
  /**
   * The id of the cluster the object belongs to.
   * Changing it replaces the AppEndpoint, deleting the old one first.
   */
  clusterId: string;
  /**
   * The id of the App Service the object belongs to.
   * Changing it replaces the AppEndpoint, deleting the old one first.
   */
  appServiceId: string;
  /**
   * The App Endpoint's name (its data-sync database).
   * Changing it replaces the AppEndpoint, deleting the old one first.
   */
  name: string;
  /**
   * The bucket it serves, by name.
   * Changing it replaces the AppEndpoint, deleting the old one first.
   */
  bucket: string;
  /**
   * Its OIDC providers (at most 32); OidcProvider resources may manage them instead.
   * Changing it updates the AppEndpoint in place.
   */
  oidc?: Array<{
    /** The provider's issuer URL. */
    issuer: string;
    /** The client id the App Endpoint has at the provider. */
    clientId: string;
    /** Whether a user the provider vouches for is created on first login. */
    register?: boolean;
    /** The prefix of the names of users created from this provider. */
    userPrefix?: string;
    /** The provider's discovery document URL, when not at the issuer's well-known path; empty: the issuer's. */
    discoveryUrl?: "" | string;
    /** The token claim that holds the user's name. */
    usernameClaim?: string;
    /** The token claim that holds the user's roles. */
    rolesClaim?: string;
    /** The scopes asked of the provider. */
    scope?: Array<string>;
  }>;
  /**
   * Its CORS settings; left out, CORS is off.
   * Changing it updates the AppEndpoint in place.
   */
  cors?: {
    /** The origins allowed (`["*"]`: every origin). */
    origin: Array<string>;
    /** The origins allowed to log in. */
    loginOrigin?: Array<string>;
    /** The request headers allowed. */
    headers?: Array<string>;
    /** Seconds a browser may cache a preflight answer (default 5). */
    maxAge?: number;
    /** Whether CORS is off (the settings kept). */
    disabled?: boolean;
  };
  /**
   * The scopes and collections of the bucket it serves, by name, with their functions; left out, the API's choice.
   * Changing it updates the AppEndpoint in place.
   */
  scopes?: Record<string, {
      /** The scope's collections served, by name, with their functions. */
      collections: Record<string, {
          /** The collection's access control function (JavaScript); left out, the API's default. */
          accessControlFunction?: string;
          /** The collection's import filter (JavaScript); left out, every document is imported. */
          importFilter?: string;
        }>;
    }>;
  /**
   * Whether clients may pull only the changed parts of documents (delta sync).
   * Changing it updates the AppEndpoint in place.
   * @default false
   */
  deltaSyncEnabled?: boolean;
  /**
   * The user extended-attribute key, at most 15 characters; empty disables it.
   * Changing it updates the AppEndpoint in place.
   */
  userXattrKey?: string;
  /**
   * Whether the public `_all_docs` endpoint is off.
   * Changing it updates the AppEndpoint in place.
   * @default false
   */
  disablePublicAllDocs?: boolean;
  /**
   * Whether the App Endpoint is paused (offline): switched in place.
   * Changing it updates the AppEndpoint in place.
   */
  paused?: boolean;
};

/** The outputs of an AppEndpoint beyond its inputs. */
export type AppEndpointComputed = {
  /** Every OIDC provider of the App Endpoint, as the API has them (also those OidcProvider resources manage). */
  oidcProviders: Array<{
    /** The provider's issuer URL. */
    issuer: string;
    /** The client id the App Endpoint has at the provider. */
    clientId: string;
    /** Whether a user the provider vouches for is created on first login. */
    register?: boolean;
    /** The prefix of the names of users created from this provider. */
    userPrefix?: string;
    /** The provider's discovery document URL, when not at the issuer's well-known path; empty: the issuer's. */
    discoveryUrl?: string;
    /** The token claim that holds the user's name. */
    usernameClaim?: string;
    /** The token claim that holds the user's roles. */
    rolesClaim?: string;
    /** The API's id of the provider. */
    providerId?: string;
    /** Whether it is the App Endpoint's default provider. */
    isDefault?: boolean;
    /** The scopes asked of the provider. */
    scope?: Array<string>;
  }>;
  /** `Online`, `Offline`, or on the way (`Starting`, `Stopping`). */
  state: string;
  /** The URL of its admin API. */
  adminURL: string;
  /** The URL of its metrics. */
  metricsURL: string;
  /** The URL clients sync with. */
  publicURL: string;
  /** The collections whose functions changed and that need a resync, by scope. */
  requireResync: Record<string, Array<string>>;
  /** Whether any collection needs a resync. */
  isRequireResync: boolean;
};

/** The inputs of an AppEndpointAuditLogSettings. */
export type AppEndpointAuditLogSettingsInputs = {
  /**
   * The id of the organization the object belongs to.
   * Changing it replaces the AppEndpointAuditLogSettings.
   */
  organizationId: string;
  /**
   * The id of the project the object belongs to.
   * Changing it replaces the AppEndpointAuditLogSettings.
   */
  projectId: string;
  /**
   * The id of the cluster the object belongs to.
   * Changing it replaces the AppEndpointAuditLogSettings.
   */
  clusterId: string;
  /**
   * The id of the App Service the object belongs to.
   * Changing it replaces the AppEndpointAuditLogSettings.
   */
  appServiceId: string;
  /**
   * The name of the App Endpoint the object belongs to.
   * Changing it replaces the AppEndpointAuditLogSettings.
   */
  appEndpointName: string;
  /**
   * Whether the App Endpoint writes audit logs.
   * Changing it updates the AppEndpointAuditLogSettings in place.
   * @default false
   */
  auditEnabled: boolean;
  /**
   * The events to log, each `{id}`; left out, the API's default events. Compared as a set.
   * Changing it updates the AppEndpointAuditLogSettings in place.
   * @default [{"id":53280},{"id":53281},{"id":53282},{"id":53283},{"id":53284},{"id":53290},{"id":53291},{"id":53292},{"id":54000},{"id":54002},{"id":54010},{"id":54011},{"id":54020},{"id":54021},{"id":54030},{"id":54031},{"id":54032},{"id":54041},{"id":54042},{"id":54044},{"id":54045},{"id":54100},{"id":54101},{"id":54102},{"id":54103},{"id":54104},{"id":54105},{"id":54106},{"id":54110},{"id":54111},{"id":54112},{"id":54113},{"id":54114},{"id":54200},{"id":54300},{"id":54301},{"id":54400},{"id":54401},{"id":54402},{"id":54403},{"id":54411},{"id":54412},{"id":54413},{"id":54421}]
   */
  enabledEventIds?: Array<{
    /** The event's id (see the App Endpoint's audit log events). */
    id: number;
  }>;
  /**
   * Users whose operations are not logged. Compared as a set.
   * Changing it updates the AppEndpointAuditLogSettings in place.
   * @default []
   */
  disabledUsers?: Array<{
    /** `sgw` (the gateway's own) or `cbs` (the cluster's). */
    domain: string;
    /** The user's or role's name. */
    name: string;
  }>;
  /**
   * Roles whose users' operations are not logged. Compared as a set.
   * Changing it updates the AppEndpointAuditLogSettings in place.
   * @default []
   */
  disabledRoles?: Array<{
    /** `sgw` (the gateway's own) or `cbs` (the cluster's). */
    domain: string;
    /** The user's or role's name. */
    name: string;
  }>;
};

/** The outputs of an AppEndpointAuditLogSettings beyond its inputs. */
export type AppEndpointAuditLogSettingsComputed = Record<string, unknown>;

/** The inputs of an AppEndpointLogging. */
export type AppEndpointLoggingInputs = {
  /**
   * The id of the organization the object belongs to.
   * Changing it replaces the AppEndpointLogging.
   */
  organizationId: string;
  /**
   * The id of the project the object belongs to.
   * Changing it replaces the AppEndpointLogging.
   */
  projectId: string;
  /**
   * The id of the cluster the object belongs to.
   * Changing it replaces the AppEndpointLogging.
   */
  clusterId: string;
  /**
   * The id of the App Service the object belongs to.
   * Changing it replaces the AppEndpointLogging.
   */
  appServiceId: string;
  /**
   * The name of the App Endpoint the object belongs to.
   * Changing it replaces the AppEndpointLogging.
   */
  appEndpointName: string;
  /**
   * The lowest level sent: `info`, `warn` or `error`.
   * Changing it updates the AppEndpointLogging in place.
   * @default "info"
   */
  logLevel?: "info" | "warn" | "error";
  /**
   * The log keys sent (`Admin`, `Access`, `Auth`, `HTTP`, `Sync`, …). Compared as a set.
   * Changing it updates the AppEndpointLogging in place.
   * @default ["HTTP"]
   */
  logKeys?: Array<"Admin" | "Access" | "Auth" | "Cache" | "Changes" | "CRUD" | "HTTP" | "HTTP+" | "Import" | "Javascript" | "Query" | "Sync" | "SyncMsg">;
};

/** The outputs of an AppEndpointLogging beyond its inputs. */
export type AppEndpointLoggingComputed = Record<string, unknown>;

/** The inputs of an AppEndpointResync. */
export type AppEndpointResyncInputs = {
  /**
   * The id of the organization the object belongs to.
   * Changing it replaces the AppEndpointResync.
   */
  organizationId: string;
  /**
   * The id of the project the object belongs to.
   * Changing it replaces the AppEndpointResync.
   */
  projectId: string;
  /**
   * The id of the cluster the object belongs to.
   * Changing it replaces the AppEndpointResync.
   */
  clusterId: string;
  /**
   * The id of the App Service the object belongs to.
   * Changing it replaces the AppEndpointResync.
   */
  appServiceId: string;
  /**
   * The name of the App Endpoint the object belongs to.
   * Changing it replaces the AppEndpointResync.
   */
  appEndpointName: string;
  /**
   * The collections to resync, by scope: scope name to collection names. Unset: every collection that needs a resync.
   * Changing it replaces the AppEndpointResync.
   */
  scopes?: Record<string, Array<string>>;
  /**
   * Values of your choosing (a map of strings, such as a date or a release): a change of any of them runs the action again, as a replacement.
   * Changing it replaces the AppEndpointResync.
   */
  triggers?: Record<string, string>;
};

/** The outputs of an AppEndpointResync beyond its inputs. */
export type AppEndpointResyncComputed = {
  /** The resync's state: `running`, `stopping`, `completed`, `stopped`, `error`. */
  state: string;
  /** When the resync started (RFC 3339). */
  startTime: string;
  /** The last error the resync met, if any. */
  lastError: string;
  /** Documents the resync changed. */
  docsChanged: number;
  /** Documents the resync processed. */
  docsProcessed: number;
  /** Documents the resync set out to process. */
  docsTargeted: number;
  /** Documents the resync failed on. */
  docsErrored: number;
  /** The collections being resynced, by scope. */
  collectionsProcessing: Record<string, Array<string>>;
};

/** The inputs of an AppService. */
export type AppServiceInputs = {
  /**
   * The id of the organization the object belongs to.
   * Changing it replaces the AppService, deleting the old one first.
   */
  organizationId: string;
  /**
   * The id of the project the object belongs to.
   * Changing it replaces the AppService, deleting the old one first.
   */
  projectId: string;
  /**
   * The id of the cluster the object belongs to.
   * Changing it replaces the AppService, deleting the old one first.
   */
  clusterId: string;
  /**
   * The App Service's name, 1 to 256 characters.
   * Changing it replaces the AppService, deleting the old one first.
   */
  name: string;
  /**
   * What the App Service is for.
   * Changing it replaces the AppService, deleting the old one first.
   * @default ""
   */
  description?: string;
  /**
   * How many nodes it runs, 2 to 12.
   * Changing it updates the AppService in place.
   * @default 2
   */
  nodes?: number;
  /**
   * The size of each node, one of the supported combinations: {cpu: 2, ram: 4}, {cpu: 4, ram: 8}, {cpu: 8, ram: 16}, {cpu: 16, ram: 32}, {cpu: 36, ram: 72}.
   * Changing it updates the AppService in place.
   * @default {"cpu":2,"ram":4}
   */
  compute?: {
    /** vCPUs per node. */
    cpu: 2 | 4 | 8 | 16 | 36;
    /** GB of memory per node. */
    ram: 4 | 8 | 16 | 32 | 72;
  };
  /**
   * The release to run (`major.minor`, optionally `.patch`); left out, the latest. A later release read back is no change.
   * Changing it replaces the AppService, deleting the old one first.
   */
  version?: string;
  /**
   * The IPv4 range of its load balancer, such as 10.0.0.0/23: Azure App Services only; left out, the API allocates one.
   * Changing it replaces the AppService, deleting the old one first.
   */
  loadBalancerCidr?: string;
  /**
   * Whether the App Service is turned off: switched in place (off, or back on); turned on outside the program, it is drift to undo.
   * Changing it updates the AppService in place.
   * @default false
   */
  turnedOff?: boolean;
};

/** The outputs of an AppService beyond its inputs. */
export type AppServiceComputed = {
  /** The App Service's state, such as `healthy` or `turnedOff`. */
  currentState: string;
  /** The cloud provider it runs on (its cluster's). */
  cloudProvider: string;
  /** Its support plan (its cluster's). */
  plan: string;
  /** Who created and last changed the object, and when. */
  audit: {
    /** Who created the object. */
    createdBy: string;
    /** When the object was created (RFC 3339). */
    createdAt: string;
    /** Who last changed the object. */
    modifiedBy: string;
    /** When the object was last changed (RFC 3339). */
    modifiedAt: string;
    /** The object's version: it grows with every change. */
    version: number;
  };
  /** The version of the App Service the last read saw, sent with updates so that none overwrites a change made meanwhile. */
  etag: string;
};

/** The inputs of an AppServiceAdminUser. */
export type AppServiceAdminUserInputs = {
  /**
   * The id of the organization the object belongs to.
   * Changing it replaces the AppServiceAdminUser, deleting the old one first.
   */
  organizationId: string;
  /**
   * The id of the project the object belongs to.
   * Changing it replaces the AppServiceAdminUser, deleting the old one first.
   */
  projectId: string;
  /**
   * The id of the cluster the object belongs to.
   * Changing it replaces the AppServiceAdminUser, deleting the old one first.
   */
  clusterId: string;
  /**
   * The id of the App Service the object belongs to.
   * Changing it replaces the AppServiceAdminUser, deleting the old one first.
   */
  appServiceId: string;
  /**
   * The admin user's name, 1 to 128 characters without ':'.
   * Changing it replaces the AppServiceAdminUser, deleting the old one first.
   */
  name: string;
  /**
   * The user's password: 8 to 128 characters with an upper-case letter, a lower-case letter, a digit and a symbol. Secret. Write-only: never read back.
   * Changing it replaces the AppServiceAdminUser, deleting the old one first.
   */
  password: string;
  /**
   * Bucket-level access control; only `true` is supported.
   * Changing it replaces the AppServiceAdminUser, deleting the old one first.
   * @default true
   */
  enableBucketLevelAccess?: true;
  /**
   * Which App Endpoints the user administers: `{"accessAllEndpoints": true}` for every one, or `{"endpoints": [names]}`.
   * Changing it updates the AppServiceAdminUser in place.
   */
  access: {
    /** `true`: every App Endpoint of the App Service. */
    accessAllEndpoints: true;
  } | {
    /** The names of the App Endpoints the user administers. */
    endpoints: Array<string>;
  };
};

/** The outputs of an AppServiceAdminUser beyond its inputs. */
export type AppServiceAdminUserComputed = {
  /** Who created and last changed the object, and when. */
  audit: {
    /** Who created the object. */
    createdBy: string;
    /** When the object was created (RFC 3339). */
    createdAt: string;
    /** Who last changed the object. */
    modifiedBy: string;
    /** When the object was last changed (RFC 3339). */
    modifiedAt: string;
    /** The object's version: it grows with every change. */
    version: number;
  };
};

/** The inputs of an AppServiceAllowedCidr. */
export type AppServiceAllowedCidrInputs = {
  /**
   * The id of the organization the object belongs to.
   * Changing it replaces the AppServiceAllowedCidr, deleting the old one first.
   */
  organizationId: string;
  /**
   * The id of the project the object belongs to.
   * Changing it replaces the AppServiceAllowedCidr, deleting the old one first.
   */
  projectId: string;
  /**
   * The id of the cluster the object belongs to.
   * Changing it replaces the AppServiceAllowedCidr, deleting the old one first.
   */
  clusterId: string;
  /**
   * The id of the App Service the object belongs to.
   * Changing it replaces the AppServiceAllowedCidr, deleting the old one first.
   */
  appServiceId: string;
  /**
   * The IPv4 address or CIDR range allowed, such as 10.0.0.0/16.
   * Changing it replaces the AppServiceAllowedCidr, deleting the old one first.
   */
  cidr: string;
  /**
   * A note on the entry, at most 1,024 characters.
   * Changing it replaces the AppServiceAllowedCidr, deleting the old one first.
   * @default ""
   */
  comment?: string;
  /**
   * When a temporary entry stops applying (RFC 3339, in the future); left out, the entry is permanent.
   * Changing it replaces the AppServiceAllowedCidr, deleting the old one first.
   */
  expiresAt?: string;
};

/** The outputs of an AppServiceAllowedCidr beyond its inputs. */
export type AppServiceAllowedCidrComputed = {
  /** `active`, or `expired` once a temporary entry's time has passed. */
  status: string;
  /** `temporary` (with `expiresAt`) or `permanent`. */
  type: string;
  /** Who created and last changed the object, and when. */
  audit: {
    /** Who created the object. */
    createdBy: string;
    /** When the object was created (RFC 3339). */
    createdAt: string;
    /** Who last changed the object. */
    modifiedBy: string;
    /** When the object was last changed (RFC 3339). */
    modifiedAt: string;
    /** The object's version: it grows with every change. */
    version: number;
  };
};

/** The inputs of an AppServiceAuditLogExport. */
export type AppServiceAuditLogExportInputs = {
  /**
   * The id of the organization the object belongs to.
   * Changing it replaces the AppServiceAuditLogExport.
   */
  organizationId: string;
  /**
   * The id of the project the object belongs to.
   * Changing it replaces the AppServiceAuditLogExport.
   */
  projectId: string;
  /**
   * The id of the cluster the object belongs to.
   * Changing it replaces the AppServiceAuditLogExport.
   */
  clusterId: string;
  /**
   * The id of the App Service the object belongs to.
   * Changing it replaces the AppServiceAuditLogExport.
   */
  appServiceId: string;
  /**
   * The start of the period to export (RFC 3339); within the last 30 days.
   * Changing it replaces the AppServiceAuditLogExport.
   */
  start: string;
  /**
   * The end of the period to export (RFC 3339), after `start`.
   * Changing it replaces the AppServiceAuditLogExport.
   */
  end: string;
  /**
   * Values of your choosing (a map of strings, such as a date or a release): a change of any of them runs the action again, as a replacement.
   * Changing it replaces the AppServiceAuditLogExport.
   */
  triggers?: Record<string, string>;
};

/** The outputs of an AppServiceAuditLogExport beyond its inputs. */
export type AppServiceAuditLogExportComputed = {
  /** The export's status: `Queued`, `Ready`, `Failed`. */
  status: string;
  /** The pre-signed URL of the archive (the API's `download_id`). Secret. */
  downloadUrl: string;
  /** When the download URL stops working (RFC 3339; the API's `download_expires`). */
  downloadExpires: string;
};

/** The inputs of an AppServiceAuditLogSettings. */
export type AppServiceAuditLogSettingsInputs = {
  /**
   * The id of the organization the object belongs to.
   * Changing it replaces the AppServiceAuditLogSettings.
   */
  organizationId: string;
  /**
   * The id of the project the object belongs to.
   * Changing it replaces the AppServiceAuditLogSettings.
   */
  projectId: string;
  /**
   * The id of the cluster the object belongs to.
   * Changing it replaces the AppServiceAuditLogSettings.
   */
  clusterId: string;
  /**
   * The id of the App Service the object belongs to.
   * Changing it replaces the AppServiceAuditLogSettings.
   */
  appServiceId: string;
  /**
   * Whether the App Service writes audit logs.
   * Changing it updates the AppServiceAuditLogSettings in place.
   */
  auditEnabled: boolean;
};

/** The outputs of an AppServiceAuditLogSettings beyond its inputs. */
export type AppServiceAuditLogSettingsComputed = Record<string, unknown>;

/** The inputs of an AppServiceLogStreaming. */
export type AppServiceLogStreamingInputs = {
  /**
   * The id of the organization the object belongs to.
   * Changing it replaces the AppServiceLogStreaming.
   */
  organizationId: string;
  /**
   * The id of the project the object belongs to.
   * Changing it replaces the AppServiceLogStreaming.
   */
  projectId: string;
  /**
   * The id of the cluster the object belongs to.
   * Changing it replaces the AppServiceLogStreaming.
   */
  clusterId: string;
  /**
   * The id of the App Service the object belongs to.
   * Changing it replaces the AppServiceLogStreaming.
   */
  appServiceId: string;
  /**
   * The collector logs go to: `datadog`, `generic_http`, `sumologic`, `loki`, `elastic`, `splunk`, `dynatrace`.
   * Changing it updates the AppServiceLogStreaming in place.
   */
  outputType: "datadog" | "generic_http" | "sumologic" | "loki" | "elastic" | "splunk" | "dynatrace";
  /**
   * How to reach the collector: the fields its `outputType` takes, datadog {apiKey, url}, generic_http {url, user?, password?}, sumologic {url}, loki {user, password, url}, elastic {user, password, url}, splunk {splunkToken, url}, dynatrace {apiToken, url}. The API never returns them. Secret. Write-only: never read back.
   * Changing it updates the AppServiceLogStreaming in place.
   */
  credentials: {
    /** The collector's URL. */
    url: string;
    /** The API key (`datadog`). */
    apiKey?: string;
    /** The user name (`loki`, `elastic`; optional for `generic_http`). */
    user?: string;
    /** The password (`loki`, `elastic`; optional for `generic_http`). */
    password?: string;
    /** The HTTP Event Collector token (`splunk`). */
    splunkToken?: string;
    /** The API token (`dynatrace`). */
    apiToken?: string;
  };
  /**
   * Whether streaming is paused (the configuration kept): switched in place.
   * Changing it updates the AppServiceLogStreaming in place.
   * @default false
   */
  paused?: boolean;
};

/** The outputs of an AppServiceLogStreaming beyond its inputs. */
export type AppServiceLogStreamingComputed = {
  /** The configuration's state: `enabled`, `paused`, or on the way there; `errored` when a change failed. */
  configState: string;
  /** Whether logs are flowing now, as the API reports it. */
  streamingState: string;
};

/** The inputs of an AuditLogStreaming. */
export type AuditLogStreamingInputs = {
  /**
   * The id of the organization the object belongs to.
   * Changing it replaces the AuditLogStreaming.
   */
  organizationId: string;
  /**
   * The id of the project the object belongs to.
   * Changing it replaces the AuditLogStreaming.
   */
  projectId: string;
  /**
   * The id of the cluster the object belongs to.
   * Changing it replaces the AuditLogStreaming.
   */
  clusterId: string;
  /**
   * The id of the App Service the object belongs to.
   * Changing it replaces the AuditLogStreaming.
   */
  appServiceId: string;
  /**
   * Whether audit logs stream: `false` pauses streaming and keeps the configuration.
   * Changing it updates the AuditLogStreaming in place.
   */
  streamingEnabled: boolean;
  /**
   * App Endpoints whose audit logs are not streamed, by name. Compared as a set.
   * Changing it updates the AuditLogStreaming in place.
   * @default []
   */
  disabledAppEndpoints?: Array<string>;
  /**
   * The collector logs go to: `datadog`, `generic_http`, `sumologic`, `loki`, `elastic`, `splunk`, `dynatrace`.
   * Changing it updates the AuditLogStreaming in place.
   */
  outputType: "datadog" | "generic_http" | "sumologic" | "loki" | "elastic" | "splunk" | "dynatrace";
  /**
   * How to reach the collector: the fields its `outputType` takes, datadog {apiKey, url}, generic_http {url, user?, password?}, sumologic {url}, loki {user, password, url}, elastic {user, password, url}, splunk {splunkToken, url}, dynatrace {apiToken, url}. The API never returns them. Secret. Write-only: never read back.
   * Changing it updates the AuditLogStreaming in place.
   */
  credentials: {
    /** The collector's URL. */
    url: string;
    /** The API key (`datadog`). */
    apiKey?: string;
    /** The user name (`loki`, `elastic`; optional for `generic_http`). */
    user?: string;
    /** The password (`loki`, `elastic`; optional for `generic_http`). */
    password?: string;
    /** The HTTP Event Collector token (`splunk`). */
    splunkToken?: string;
    /** The API token (`dynatrace`). */
    apiToken?: string;
  };
};

/** The outputs of an AuditLogStreaming beyond its inputs. */
export type AuditLogStreamingComputed = {
  /** The streaming state: `enabled`, `paused`, or on the way (`enabling`, `pausing`); `errored` when a change failed. */
  logStreamingState: string;
};

/** The inputs of a Backup. */
export type BackupInputs = {
  /**
   * The id of the organization the object belongs to.
   * Changing it replaces the Backup.
   */
  organizationId: string;
  /**
   * The id of the project the object belongs to.
   * Changing it replaces the Backup.
   */
  projectId: string;
  /**
   * The id of the cluster the object belongs to.
   * Changing it replaces the Backup.
   */
  clusterId: string;
  /**
   * The id of the bucket the object belongs to.
   * Changing it replaces the Backup.
   */
  bucketId: string;
  /**
   * Whether deleting (or replacing) the resource deletes the backup, and with it every backup of its cycle; otherwise the backup is kept until its retention ends.
   * Changing it updates the Backup in place.
   * @default false
   */
  deleteOnDestroy?: boolean;
  /**
   * Values of your choosing (a map of strings, such as a date or a release): a change of any of them runs the action again, as a replacement.
   * Changing it replaces the Backup.
   */
  triggers?: Record<string, string>;
};

/** The outputs of a Backup beyond its inputs. */
export type BackupComputed = {
  /** The backup's status: `pending`, `ready`, `failed`. */
  status: string;
  /** The name of the bucket backed up. */
  bucketName: string;
  /** The backup cycle it starts (an on-demand backup is a full one). */
  cycleID: string;
  /** When the backup was taken (RFC 3339). */
  date: string;
  /** When the backup expires (RFC 3339): it can be restored until then. */
  restoreBefore: string;
  /** `full` (an on-demand backup) or `incremental`. */
  method: string;
  /** `manual` (on demand) or `scheduled`. */
  source: string;
  /** How long the backup took. */
  elapsedTimeInSeconds: number;
};

/** The inputs of a BackupSchedule. */
export type BackupScheduleInputs = {
  /**
   * The id of the organization the object belongs to.
   * Changing it replaces the BackupSchedule.
   */
  organizationId: string;
  /**
   * The id of the project the object belongs to.
   * Changing it replaces the BackupSchedule.
   */
  projectId: string;
  /**
   * The id of the cluster the object belongs to.
   * Changing it replaces the BackupSchedule.
   */
  clusterId: string;
  /**
   * The id of the bucket the object belongs to.
   * Changing it replaces the BackupSchedule.
   */
  bucketId: string;
  /**
   * The kind of schedule: `weekly`, the only one.
   * Changing it updates the BackupSchedule in place.
   * @default "weekly"
   */
  type?: "weekly";
  /**
   * When backups run and how long they are kept: a weekly full backup and incremental ones between.
   * Changing it updates the BackupSchedule in place.
   */
  weeklySchedule: {
    /** The day of the weekly full backup, `sunday` to `saturday`. */
    dayOfWeek: "sunday" | "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday";
    /** The hour the full backup starts, 0 to 23 (UTC). */
    startAt: number;
    /** Hours between incremental backups: 1, 2, 4, 6, 8, 12, 24. */
    incrementalEvery: 1 | 2 | 4 | 6 | 8 | 12 | 24;
    /** How long backups are kept: 30days, 60days, 90days, 180days, 1year, 2years, 3years, 4years, 5years. */
    retentionTime: "30days" | "60days" | "90days" | "180days" | "1year" | "2years" | "3years" | "4years" | "5years";
    /** Whether backups are kept in cheaper storage after a while. */
    costOptimizedRetention: boolean;
  };
};

/** The outputs of a BackupSchedule beyond its inputs. */
export type BackupScheduleComputed = Record<string, unknown>;

/** The inputs of a Bucket. */
export type BucketInputs = {
  /**
   * The id of the organization the object belongs to.
   * Changing it replaces the Bucket, deleting the old one first.
   */
  organizationId: string;
  /**
   * The id of the project the object belongs to.
   * Changing it replaces the Bucket, deleting the old one first.
   */
  projectId: string;
  /**
   * The id of the cluster the object belongs to.
   * Changing it replaces the Bucket, deleting the old one first.
   */
  clusterId: string;
  /**
   * The bucket's name, 1 to 100 letters, digits, '_', '.', '-' or '%', not starting with '.'; unique in the cluster.
   * Changing it replaces the Bucket, deleting the old one first.
   */
  name: string;
  /**
   * `couchbase` (kept on disk) or `ephemeral` (in memory only).
   * Changing it replaces the Bucket, deleting the old one first.
   * @default "couchbase"
   */
  type?: "couchbase" | "ephemeral";
  /**
   * `couchstore` or `magma`; not for ephemeral buckets. Left out, the cluster's server version chooses.
   * Changing it replaces the Bucket, deleting the old one first.
   */
  storageBackend?: "couchstore" | "magma";
  /**
   * vBuckets of a magma bucket: 128 or 1024 (server version 8.0 and later). Left out, the cluster chooses.
   * Changing it replaces the Bucket, deleting the old one first.
   */
  vbuckets?: 128 | 1024;
  /**
   * Memory quota in MiB: at least 100 (1,024 for magma below server version 8.0). Left out, the cluster chooses.
   * Changing it updates the Bucket in place.
   */
  memoryAllocationInMb?: number;
  /**
   * How conflicts between cross-datacenter copies are settled: `seqno` (most updates) or `lww` (last write wins).
   * Changing it replaces the Bucket, deleting the old one first.
   * @default "seqno"
   */
  bucketConflictResolution?: "seqno" | "lww";
  /**
   * The minimum durability of writes: `none`, `majority`, `majorityAndPersistActive` or `persistToMajority` (the last two not for ephemeral buckets).
   * Changing it updates the Bucket in place.
   * @default "none"
   */
  durabilityLevel?: "none" | "majority" | "majorityAndPersistActive" | "persistToMajority";
  /**
   * Copies of each document beyond the active one: 1 to 3.
   * Changing it updates the Bucket in place.
   * @default 1
   */
  replicas?: number;
  /**
   * Deprecated spelling of `flushEnabled`.
   * Changing it updates the Bucket in place.
   */
  flush?: boolean;
  /**
   * Whether the bucket may be flushed (every document deleted at once).
   * Changing it updates the Bucket in place.
   * @default false
   */
  flushEnabled?: boolean;
  /**
   * Seconds documents live unless they say otherwise; 0: forever.
   * Changing it updates the Bucket in place.
   * @default 0
   */
  timeToLiveInSeconds?: number;
  /**
   * What leaves memory when it is full: `fullEviction` for couchbase buckets; `noEviction` or `nruEviction` for ephemeral ones.
   * Changing it replaces the Bucket, deleting the old one first.
   * @default "fullEviction"
   */
  evictionPolicy?: "fullEviction" | "noEviction" | "nruEviction";
  /**
   * Recovery order on failover: 0 (lowest) to 1000.
   * Changing it updates the Bucket in place.
   * @default 0
   */
  priority?: number;
};

/** The outputs of a Bucket beyond its inputs. */
export type BucketComputed = {
  /** Whether cross-cluster versioning is on (set outside the program; never changed by it). */
  enableCrossClusterVersioning: boolean;
};

/** The inputs of a BucketFlush. */
export type BucketFlushInputs = {
  /**
   * The id of the organization the object belongs to.
   * Changing it replaces the BucketFlush.
   */
  organizationId: string;
  /**
   * The id of the project the object belongs to.
   * Changing it replaces the BucketFlush.
   */
  projectId: string;
  /**
   * The id of the cluster the object belongs to.
   * Changing it replaces the BucketFlush.
   */
  clusterId: string;
  /**
   * The id of the bucket the object belongs to.
   * Changing it replaces the BucketFlush.
   */
  bucketId: string;
  /**
   * Values of your choosing (a map of strings, such as a date or a release): a change of any of them runs the action again, as a replacement.
   * Changing it replaces the BucketFlush.
   */
  triggers?: Record<string, string>;
};

/** The outputs of a BucketFlush beyond its inputs. */
export type BucketFlushComputed = Record<string, unknown>;

/** The inputs of a ClusterAuditLogExport. */
export type ClusterAuditLogExportInputs = {
  /**
   * The id of the organization the object belongs to.
   * Changing it replaces the ClusterAuditLogExport.
   */
  organizationId: string;
  /**
   * The id of the project the object belongs to.
   * Changing it replaces the ClusterAuditLogExport.
   */
  projectId: string;
  /**
   * The id of the cluster the object belongs to.
   * Changing it replaces the ClusterAuditLogExport.
   */
  clusterId: string;
  /**
   * The start of the period to export (RFC 3339); within the last 30 days.
   * Changing it replaces the ClusterAuditLogExport.
   */
  start: string;
  /**
   * The end of the period to export (RFC 3339), after `start`.
   * Changing it replaces the ClusterAuditLogExport.
   */
  end: string;
  /**
   * Values of your choosing (a map of strings, such as a date or a release): a change of any of them runs the action again, as a replacement.
   * Changing it replaces the ClusterAuditLogExport.
   */
  triggers?: Record<string, string>;
};

/** The outputs of a ClusterAuditLogExport beyond its inputs. */
export type ClusterAuditLogExportComputed = {
  /** The export's status: `Queued`, `In Progress`, `Completed`, `Failed`. */
  status: string;
  /** When the export was requested (RFC 3339). */
  createdAt: string;
  /** The pre-signed URL of the archive; absent when the period holds no logs. Secret. */
  auditLogDownloadURL: string;
  /** When the download URL stops working (RFC 3339). */
  expiration: string;
};

/** The inputs of a ClusterAuditLogSettings. */
export type ClusterAuditLogSettingsInputs = {
  /**
   * The id of the organization the object belongs to.
   * Changing it replaces the ClusterAuditLogSettings.
   */
  organizationId: string;
  /**
   * The id of the project the object belongs to.
   * Changing it replaces the ClusterAuditLogSettings.
   */
  projectId: string;
  /**
   * The id of the cluster the object belongs to.
   * Changing it replaces the ClusterAuditLogSettings.
   */
  clusterId: string;
  /**
   * Whether the cluster writes audit logs.
   * Changing it updates the ClusterAuditLogSettings in place.
   * @default false
   */
  auditEnabled: boolean;
  /**
   * Users whose filterable events are not logged: `domain` `local` or `external` (LDAP, SAML), and `name`. Compared as a set.
   * Changing it updates the ClusterAuditLogSettings in place.
   * @default []
   */
  disabledUsers?: Array<{
    /** `local` for the cluster's own users, `external` for LDAP or SAML ones. */
    domain?: "local" | "external";
    /** The user's name. */
    name?: string;
  }>;
  /**
   * The ids of the filterable events to log (see the cluster's audit log events). Compared as a set.
   * Changing it updates the ClusterAuditLogSettings in place.
   * @default []
   */
  enabledEventIDs?: Array<number>;
};

/** The outputs of a ClusterAuditLogSettings beyond its inputs. */
export type ClusterAuditLogSettingsComputed = Record<string, unknown>;

/** The inputs of a GatewayDatabase. */
export type GatewayDatabaseInputs = {
  /**
   * The database's name.
   * Changing it replaces the GatewayDatabase, deleting the old one first.
   */
  name: string;
  /**
   * The bucket the database keeps its documents in; left out, the bucket named like the database.
   * Changing it replaces the GatewayDatabase, deleting the old one first.
   */
  bucket?: string;
  /**
   * The scopes and collections the database serves, by name, with their functions. The gateway keeps a database's scopes for good: naming other scopes replaces the database.
   * Some changes of it replace the GatewayDatabase, deleting the old one first.
   * @default {}
   */
  scopes?: Record<string, {
      /** The scope's collections, by name, with their functions. */
      collections: Record<string, {
          /** The collection's sync function (JavaScript: inline, an absolute file path or an http(s) URL); left out, the gateway's default. */
          sync?: string;
          /** The collection's import filter (JavaScript); left out, every document is imported. */
          importFilter?: string;
        }>;
    }>;
  /**
   * The default collection's sync function (JavaScript: inline, an absolute file path or an http(s) URL); empty: the gateway's default.
   * Changing it updates the GatewayDatabase in place.
   * @default ""
   */
  sync?: string;
  /**
   * The default collection's import filter (JavaScript); empty: every document is imported.
   * Changing it updates the GatewayDatabase in place.
   * @default ""
   */
  importFilter?: string;
  /**
   * The OIDC providers whose tokens log users in.
   * Changing it updates the GatewayDatabase in place.
   * @default {"providers":{}}
   */
  oidc?: {
    /** The OIDC providers, by name. */
    providers: Record<string, {
        /** The provider's issuer URL. */
        issuer: string;
        /** The client id the database has at the provider. */
        clientId: string;
        /** Whether a user the provider vouches for is created on first login. */
        register?: boolean;
        /** The prefix of the names of users created from this provider. */
        userPrefix?: string;
        /** The token claim that holds the user's name. */
        usernameClaim?: string;
        /** The token claim that holds the user's roles. */
        rolesClaim?: string;
        /** The token claim that holds the user's channels. */
        channelsClaim?: string;
        /** The provider's discovery document URL, when not at the issuer's well-known path. */
        discoveryUrl?: string;
        /** The scopes asked of the provider. */
        scope?: Array<string>;
      }>;
    /** The name of the provider used when a login names none. */
    defaultProvider?: string;
  };
  /**
   * The name of the session cookie.
   * Changing it updates the GatewayDatabase in place.
   * @default "SyncGatewaySession"
   */
  sessionCookieName?: string;
  /**
   * How the database's events (webhook calls) are processed.
   * Changing it updates the GatewayDatabase in place.
   * @default {"maxProcesses":500,"waitForProcess":100}
   */
  eventProcessing?: {
    /** Events (webhook calls) processed at once. */
    maxProcesses?: number;
    /** Milliseconds an event waits for room when the queue is full; 0: dropped at once. */
    waitForProcess?: number;
  };
  /**
   * How to reach the gateway's admin API; left out, the provider's gateway settings. Secret.
   * Changing it updates the GatewayDatabase in place.
   */
  gateway?: {
    /** The gateway's admin API (such as https://host:4985), or a database's admin URL (an App Endpoint's `adminURL`). */
    adminUrl: string;
    /** The admin's user name (such as an App Service admin user's `name`). */
    username: string;
    /** The admin's password (secret). */
    password: string;
  };
};

/** The outputs of a GatewayDatabase beyond its inputs. */
export type GatewayDatabaseComputed = Record<string, unknown>;

/** The inputs of a GatewayRole. */
export type GatewayRoleInputs = {
  /**
   * The data-sync gateway database the object belongs to: an App Endpoint's, or a self-managed one.
   * Changing it replaces the GatewayRole.
   */
  database: string;
  /**
   * The role's name.
   * Changing it replaces the GatewayRole.
   */
  name: string;
  /**
   * The channels the role's users may read. Compared as a set.
   * Changing it updates the GatewayRole in place.
   * @default []
   */
  adminChannels?: Array<string>;
  /**
   * How to reach the gateway's admin API; left out, the provider's gateway settings. Secret.
   * Changing it updates the GatewayRole in place.
   */
  gateway?: {
    /** The gateway's admin API (such as https://host:4985), or a database's admin URL (an App Endpoint's `adminURL`). */
    adminUrl: string;
    /** The admin's user name (such as an App Service admin user's `name`). */
    username: string;
    /** The admin's password (secret). */
    password: string;
  };
};

/** The outputs of a GatewayRole beyond its inputs. */
export type GatewayRoleComputed = {
  /** Every channel the role's users read through it: its own and those the sync function granted it. */
  allChannels: Array<string>;
};

/** The inputs of a GatewayUser. */
export type GatewayUserInputs = {
  /**
   * The data-sync gateway database the object belongs to: an App Endpoint's, or a self-managed one.
   * Changing it replaces the GatewayUser.
   */
  database: string;
  /**
   * The user's name; `GUEST` is the anonymous user, which always exists.
   * Changing it replaces the GatewayUser.
   */
  name: string;
  /**
   * The user's password: at least 3 characters. Not for `GUEST`. Secret. Write-only: never read back.
   * Changing it updates the GatewayUser in place.
   */
  password?: string;
  /**
   * Whether the user may not log in (for `GUEST`: anonymous access is off; its default).
   * Changing it updates the GatewayUser in place.
   * @default false
   */
  disabled?: boolean;
  /**
   * The channels the user may read, compared as a set. Compared as a set.
   * Changing it updates the GatewayUser in place.
   * @default []
   */
  adminChannels?: Array<string>;
  /**
   * The user's roles, compared as a set. Compared as a set.
   * Changing it updates the GatewayUser in place.
   * @default []
   */
  adminRoles?: Array<string>;
  /**
   * The user's email address. Not for `GUEST`.
   * Changing it updates the GatewayUser in place.
   * @default ""
   */
  email?: string;
  /**
   * How to reach the gateway's admin API; left out, the provider's gateway settings. Secret.
   * Changing it updates the GatewayUser in place.
   */
  gateway?: {
    /** The gateway's admin API (such as https://host:4985), or a database's admin URL (an App Endpoint's `adminURL`). */
    adminUrl: string;
    /** The admin's user name (such as an App Service admin user's `name`). */
    username: string;
    /** The admin's password (secret). */
    password: string;
  };
};

/** The outputs of a GatewayUser beyond its inputs. */
export type GatewayUserComputed = {
  /** Every channel the user reads: its own, its roles', those the sync function granted, and the public one. */
  allChannels: Array<string>;
  /** The user's roles, with those the sync function granted. */
  roles: Array<string>;
};

/** The inputs of a MetadataIsolation. */
export type MetadataIsolationInputs = {
  /**
   * The id of the organization the object belongs to.
   * Changing it replaces the MetadataIsolation.
   */
  organizationId: string;
  /**
   * The id of the project the object belongs to.
   * Changing it replaces the MetadataIsolation.
   */
  projectId: string;
  /**
   * The id of the cluster the object belongs to.
   * Changing it replaces the MetadataIsolation.
   */
  clusterId: string;
  /**
   * The id of the App Service the object belongs to.
   * Changing it replaces the MetadataIsolation.
   */
  appServiceId: string;
  /**
   * Always `true`: metadata isolation can be turned on, never off.
   * Changing it replaces the MetadataIsolation.
   * @default true
   */
  enabled?: true;
};

/** The outputs of a MetadataIsolation beyond its inputs. */
export type MetadataIsolationComputed = Record<string, unknown>;

/** The inputs of an OidcProvider. */
export type OidcProviderInputs = {
  /**
   * The id of the organization the object belongs to.
   * Changing it replaces the OidcProvider.
   */
  organizationId: string;
  /**
   * The id of the project the object belongs to.
   * Changing it replaces the OidcProvider.
   */
  projectId: string;
  /**
   * The id of the cluster the object belongs to.
   * Changing it replaces the OidcProvider.
   */
  clusterId: string;
  /**
   * The id of the App Service the object belongs to.
   * Changing it replaces the OidcProvider.
   */
  appServiceId: string;
  /**
   * The name of the App Endpoint the object belongs to.
   * Changing it replaces the OidcProvider.
   */
  appEndpointName: string;
  /**
   * The provider's issuer URL.
   * Changing it updates the OidcProvider in place.
   */
  issuer: string;
  /**
   * The client id the App Endpoint has at the provider.
   * Changing it updates the OidcProvider in place.
   */
  clientId: string;
  /**
   * Whether a user the provider vouches for is created on first login.
   * Changing it updates the OidcProvider in place.
   */
  register?: boolean;
  /**
   * The prefix of the names of users created from this provider.
   * Changing it updates the OidcProvider in place.
   */
  userPrefix?: string;
  /**
   * The provider's discovery document URL, when not at the issuer's well-known path; empty: the issuer's.
   * Changing it updates the OidcProvider in place.
   */
  discoveryUrl?: "" | string;
  /**
   * The token claim that holds the user's name.
   * Changing it updates the OidcProvider in place.
   */
  usernameClaim?: string;
  /**
   * The token claim that holds the user's roles.
   * Changing it updates the OidcProvider in place.
   */
  rolesClaim?: string;
  /**
   * The scopes asked of the provider.
   * Changing it updates the OidcProvider in place.
   * @default ["openid","email"]
   */
  scope?: Array<string>;
  /**
   * Whether this provider is the App Endpoint's default; left out, the API and the other providers decide.
   * Changing it updates the OidcProvider in place.
   */
  default?: boolean;
};

/** The outputs of an OidcProvider beyond its inputs. */
export type OidcProviderComputed = {
  /** The API's id of the provider. */
  providerId: string;
  /** Whether it is the App Endpoint's default provider now. */
  isDefault: boolean;
};

/** The inputs of a PrivateEndpoint. */
export type PrivateEndpointInputs = {
  /**
   * The id of the organization the object belongs to.
   * Changing it replaces the PrivateEndpoint.
   */
  organizationId: string;
  /**
   * The id of the project the object belongs to.
   * Changing it replaces the PrivateEndpoint.
   */
  projectId: string;
  /**
   * The id of the cluster the object belongs to.
   * Changing it replaces the PrivateEndpoint.
   */
  clusterId: string;
  /**
   * The id of the App Service the object belongs to.
   * Changing it replaces the PrivateEndpoint.
   */
  appServiceId: string;
  /**
   * The id of the endpoint on the cloud side (such as `vpce-0abc…`): letters, digits and '-', up to 64.
   * Changing it replaces the PrivateEndpoint.
   */
  endpointId: string;
};

/** The outputs of a PrivateEndpoint beyond its inputs. */
export type PrivateEndpointComputed = {
  /** The connection's status, such as `linked`. */
  status: string;
  /** The name of the private endpoint service it connects to. */
  serviceName: string;
};

/** The inputs of a PrivateEndpointService. */
export type PrivateEndpointServiceInputs = {
  /**
   * The id of the organization the object belongs to.
   * Changing it replaces the PrivateEndpointService.
   */
  organizationId: string;
  /**
   * The id of the project the object belongs to.
   * Changing it replaces the PrivateEndpointService.
   */
  projectId: string;
  /**
   * The id of the cluster the object belongs to.
   * Changing it replaces the PrivateEndpointService.
   */
  clusterId: string;
  /**
   * The id of the App Service the object belongs to.
   * Changing it replaces the PrivateEndpointService.
   */
  appServiceId: string;
};

/** The outputs of a PrivateEndpointService beyond its inputs. */
export type PrivateEndpointServiceComputed = {
  /** The service's state: `enabled`, or on the way (`enabling`, `disabling`). */
  state: string;
  /** The state the service is moving to. */
  targetState: string;
};

/** The inputs of a Restore. */
export type RestoreInputs = {
  /**
   * The id of the organization the object belongs to.
   * Changing it replaces the Restore.
   */
  organizationId: string;
  /**
   * The id of the project the object belongs to.
   * Changing it replaces the Restore.
   */
  projectId: string;
  /**
   * The id of the cluster the object belongs to.
   * Changing it replaces the Restore.
   */
  clusterId: string;
  /**
   * The id of the backup to restore (a Backup's `id`), a backup of the cluster `clusterId`.
   * Changing it replaces the Restore.
   */
  backupID: string;
  /**
   * The cluster to restore into: the backup's own, or another cluster of the organization.
   * Changing it replaces the Restore.
   */
  targetClusterID: string;
  /**
   * What to restore: `data`, `query` (index definitions), or both.
   * Changing it replaces the Restore.
   */
  services: Array<"data" | "query">;
  /**
   * Overwrite documents even where the cluster's are newer.
   * Changing it replaces the Restore.
   */
  forceUpdates?: boolean;
  /**
   * Delete the scopes and collections the backup knows were deleted.
   * Changing it replaces the Restore.
   */
  autoRemoveCollections?: boolean;
  /**
   * Restore only documents whose key matches this regular expression.
   * Changing it replaces the Restore.
   */
  filterKeys?: string;
  /**
   * Restore only documents whose value matches this regular expression.
   * Changing it replaces the Restore.
   */
  filterValues?: string;
  /**
   * Restore only these buckets, scopes or collections (`bucket.scope.collection`, comma-separated).
   * Changing it replaces the Restore.
   */
  includeData?: string;
  /**
   * Skip these buckets, scopes or collections (`bucket.scope.collection`, comma-separated).
   * Changing it replaces the Restore.
   */
  excludeData?: string;
  /**
   * Restore into other locations: `source=target` pairs of `bucket.scope.collection`, comma-separated.
   * Changing it replaces the Restore.
   */
  mapData?: string;
  /**
   * Which documents get a new expiry: `none`, `all` or `expired`.
   * Changing it replaces the Restore.
   */
  replaceTTL?: "none" | "all" | "expired";
  /**
   * The new expiry of the documents `replaceTTL` names (RFC 3339, or `0` for none).
   * Changing it replaces the Restore.
   */
  replaceTTLWith?: string;
  /**
   * Values of your choosing (a map of strings, such as a date or a release): a change of any of them runs the action again, as a replacement.
   * Changing it replaces the Restore.
   */
  triggers?: Record<string, string>;
};

/** The outputs of a Restore beyond its inputs. */
export type RestoreComputed = Record<string, unknown>;

/** The inputs of a WebhookHandler. */
export type WebhookHandlerInputs = {
  /**
   * The data-sync gateway database the object belongs to: an App Endpoint's, or a self-managed one.
   * Changing it replaces the WebhookHandler.
   */
  database: string;
  /**
   * The http(s) URL changed documents are POSTed to; it names the handler in its database. Secret.
   * Changing it replaces the WebhookHandler.
   */
  url: string;
  /**
   * A JavaScript `function (doc, oldDoc)` returning true for the documents to post; empty: every document.
   * Changing it updates the WebhookHandler in place.
   * @default ""
   */
  filter?: string;
  /**
   * Seconds to wait for the POST's response; 0: no limit.
   * Changing it updates the WebhookHandler in place.
   * @default 60
   */
  timeout?: number;
  /**
   * Handler options, passed to the gateway as given.
   * Changing it updates the WebhookHandler in place.
   * @default {}
   */
  options?: Record<string, unknown>;
  /**
   * How to reach the gateway's admin API; left out, the provider's gateway settings. Secret.
   * Changing it updates the WebhookHandler in place.
   */
  gateway?: {
    /** The gateway's admin API (such as https://host:4985), or a database's admin URL (an App Endpoint's `adminURL`). */
    adminUrl: string;
    /** The admin's user name (such as an App Service admin user's `name`). */
    username: string;
    /** The admin's password (secret). */
    password: string;
  };
};

/** The outputs of a WebhookHandler beyond its inputs. */
export type WebhookHandlerComputed = Record<string, unknown>;

/** The arguments of getAlertIntegration. */
export type GetAlertIntegrationArgs = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The integration's name, 1 to 1,024 characters. */
  name?: string;
  /** The API's id of the AlertIntegration: give it, or `name`. */
  id?: string;
};

/** What getAlertIntegration answers. */
export type GetAlertIntegrationResult = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** Where alerts go: `webhook`, `chat_1` or `chat_2`. */
  kind: "webhook" | "chat_1" | "chat_2";
  /** The integration's name, 1 to 1,024 characters. */
  name: string;
  /** How alerts are delivered: exactly one block, the one named by `kind` (secret, as it holds credentials). */
  config: {
    /** The settings of a `webhook` integration. */
    webhook?: {
      /** The HTTP method alerts are sent with: `POST` or `PUT`. */
      method: "POST" | "PUT";
      /** The absolute URL alerts are sent to. */
      url: string;
      /** A bearer token sent with each alert (write-only: the API never returns it). */
      token?: string;
      /** HTTP Basic credentials sent with each alert (write-only). */
      basicAuth?: {
        /** The user name. */
        user: string;
        /** The password. */
        password: string;
      };
      /** Extra HTTP headers sent with each alert, by name. */
      headers?: Record<string, string>;
      /** Clusters and App Services whose alerts this integration does not send. */
      exclude?: {
        /** Ids of clusters whose alerts are not sent. */
        clusters?: Array<string>;
        /** Ids of App Services whose alerts are not sent. */
        appServices?: Array<string>;
      };
    };
    /** The settings of a `chat_1` integration. */
    chat_1?: {
      /** The chat bot's token (write-only: the API never returns it). */
      botToken?: string;
      /** The channel alerts go to when no mapping names one. */
      channel?: string;
      /** The channel for each cluster's alerts, by cluster id. */
      clusterChannelMappings?: Record<string, string>;
      /** The channel for each App Service's alerts, by App Service id. */
      appServiceChannelMappings?: Record<string, string>;
      /** The webhook channel for each cluster's alerts, by cluster id. */
      clusterWebhookChannelMappings?: Record<string, string>;
      /** The webhook channel for each App Service's alerts, by App Service id. */
      appServiceWebhookChannelMappings?: Record<string, string>;
      /** The incoming-webhook URL of each channel, by channel (write-only). */
      channelWebhookUrlMappings?: Record<string, string>;
      /** Custom message bodies, by alert type. */
      customPayloads?: Record<string, {
          /** The message body to send instead of the default one (JSON). */
          payload: Record<string, unknown>;
        }>;
    };
    /** The settings of a `chat_2` integration. */
    chat_2?: {
      /** Incoming-webhook URLs, by a name the other mappings use (write-only). */
      webhookUrlMappings?: Record<string, string>;
      /** The webhook (by its name in `webhookUrlMappings`) for each cluster's alerts, by cluster id. */
      clusterWebhookMappings?: Record<string, string>;
      /** The webhook (by its name in `webhookUrlMappings`) for each App Service's alerts, by App Service id. */
      appServiceWebhookMappings?: Record<string, string>;
      /** Custom message bodies, by alert type. */
      customPayloads?: Record<string, {
          /** The message body to send instead of the default one (JSON). */
          payload: Record<string, unknown>;
        }>;
    };
  };
  /** Whether the integration sends alerts (every integration is created enabled). */
  enabled: boolean;
  /** The API's key of the integration's configuration. */
  configKey: string;
  /** The integration's status, as the API reports it. */
  status: string;
  /** Who created and last changed the object, and when. */
  audit: {
    /** Who created the object. */
    createdBy: string;
    /** When the object was created (RFC 3339). */
    createdAt: string;
    /** Who last changed the object. */
    modifiedBy: string;
    /** When the object was last changed (RFC 3339). */
    modifiedAt: string;
    /** The object's version: it grows with every change. */
    version: number;
  };
  /** The API's id of the AlertIntegration. */
  id: string;
};

/** The arguments of getAllowedCidr. */
export type GetAllowedCidrArgs = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The id of the cluster the object belongs to. */
  clusterId: string;
  /** The IPv4 address or CIDR range allowed, such as 10.0.0.0/16. */
  cidr?: string;
  /** The API's id of the AllowedCidr: give it, or `cidr`. */
  id?: string;
};

/** What getAllowedCidr answers. */
export type GetAllowedCidrResult = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The id of the cluster the object belongs to. */
  clusterId: string;
  /** The IPv4 address or CIDR range allowed, such as 10.0.0.0/16. */
  cidr: string;
  /** A note on the entry, at most 1,024 characters. */
  comment?: string;
  /** When a temporary entry stops applying (RFC 3339, in the future); left out, the entry is permanent. */
  expiresAt?: string;
  /** `active`, or `expired` once a temporary entry's time has passed. */
  status: string;
  /** `temporary` (with `expiresAt`) or `permanent`. */
  type: string;
  /** Who created and last changed the object, and when. */
  audit: {
    /** Who created the object. */
    createdBy: string;
    /** When the object was created (RFC 3339). */
    createdAt: string;
    /** Who last changed the object. */
    modifiedBy: string;
    /** When the object was last changed (RFC 3339). */
    modifiedAt: string;
    /** The object's version: it grows with every change. */
    version: number;
  };
  /** The API's id of the AllowedCidr. */
  id: string;
};

/** The arguments of getAllowedCidrs. */
export type GetAllowedCidrsArgs = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The id of the cluster the object belongs to. */
  clusterId: string;
};

/** What getAllowedCidrs answers. */
export type GetAllowedCidrsResult = {
  /** The AllowedCidr objects found, in the API's order: an empty list when there are none. */
  items: Array<{
    /** The id of the organization the object belongs to. */
    organizationId: string;
    /** The id of the project the object belongs to. */
    projectId: string;
    /** The id of the cluster the object belongs to. */
    clusterId: string;
    /** The IPv4 address or CIDR range allowed, such as 10.0.0.0/16. */
    cidr: string;
    /** A note on the entry, at most 1,024 characters. */
    comment?: string;
    /** When a temporary entry stops applying (RFC 3339, in the future); left out, the entry is permanent. */
    expiresAt?: string;
    /** `active`, or `expired` once a temporary entry's time has passed. */
    status: string;
    /** `temporary` (with `expiresAt`) or `permanent`. */
    type: string;
    /** Who created and last changed the object, and when. */
    audit: {
      /** Who created the object. */
      createdBy: string;
      /** When the object was created (RFC 3339). */
      createdAt: string;
      /** Who last changed the object. */
      modifiedBy: string;
      /** When the object was last changed (RFC 3339). */
      modifiedAt: string;
      /** The object's version: it grows with every change. */
      version: number;
    };
    /** The API's id of the AllowedCidr. */
    id: string;
  }>;
};

/** The arguments of getApiKey. */
export type GetApiKeyArgs = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The key's name, 1 to 128 characters; several keys may share one. */
  name?: string;
  /** The API's id of the ApiKey: give it, or `name`. */
  id?: string;
};

/** What getApiKey answers. */
export type GetApiKeyResult = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The key's name, 1 to 128 characters; several keys may share one. */
  name: string;
  /** What the key is for, at most 1,024 characters. */
  description?: string;
  /** Days until the key expires: at least 0.01, or -1 for never. */
  expiry?: -1 | number;
  /** The IPv4 addresses or CIDR ranges the key may be used from (1 to 75), compared as a set. */
  allowedCIDRs?: Array<string>;
  /** The key's organization roles (`organizationOwner`, `organizationMember`, `projectCreator`), compared as a set. */
  organizationRoles: Array<"organizationOwner" | "organizationMember" | "projectCreator">;
  /** The projects the key has roles in. */
  resources?: Array<{
    /** The kind of resource: `project`, also when left out. */
    type?: string;
    /** The project's id. */
    id: string;
    /** The key's roles in the project: `projectOwner`, `projectManager`, `projectViewer`, `projectDataReaderWriter` or `projectDataReader`. */
    roles: Array<"projectOwner" | "projectManager" | "projectViewer" | "projectDataReaderWriter" | "projectDataReader">;
  }>;
  /** A counter: raise it to rotate the key's secret in place; `token` changes, the key stays. */
  rotation?: number;
  /** Who created and last changed the object, and when. */
  audit: {
    /** Who created the object. */
    createdBy: string;
    /** When the object was created (RFC 3339). */
    createdAt: string;
    /** Who last changed the object. */
    modifiedBy: string;
    /** When the object was last changed (RFC 3339). */
    modifiedAt: string;
    /** The object's version: it grows with every change. */
    version: number;
  };
  /** The API's id of the ApiKey. */
  id: string;
};

/** The arguments of getApiKeys. */
export type GetApiKeysArgs = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
};

/** What getApiKeys answers. */
export type GetApiKeysResult = {
  /** The ApiKey objects found, in the API's order: an empty list when there are none. */
  items: Array<{
    /** The id of the organization the object belongs to. */
    organizationId: string;
    /** The key's name, 1 to 128 characters; several keys may share one. */
    name: string;
    /** What the key is for, at most 1,024 characters. */
    description?: string;
    /** Days until the key expires: at least 0.01, or -1 for never. */
    expiry?: -1 | number;
    /** The IPv4 addresses or CIDR ranges the key may be used from (1 to 75), compared as a set. */
    allowedCIDRs?: Array<string>;
    /** The key's organization roles (`organizationOwner`, `organizationMember`, `projectCreator`), compared as a set. */
    organizationRoles: Array<"organizationOwner" | "organizationMember" | "projectCreator">;
    /** The projects the key has roles in. */
    resources?: Array<{
      /** The kind of resource: `project`, also when left out. */
      type?: string;
      /** The project's id. */
      id: string;
      /** The key's roles in the project: `projectOwner`, `projectManager`, `projectViewer`, `projectDataReaderWriter` or `projectDataReader`. */
      roles: Array<"projectOwner" | "projectManager" | "projectViewer" | "projectDataReaderWriter" | "projectDataReader">;
    }>;
    /** A counter: raise it to rotate the key's secret in place; `token` changes, the key stays. */
    rotation?: number;
    /** Who created and last changed the object, and when. */
    audit: {
      /** Who created the object. */
      createdBy: string;
      /** When the object was created (RFC 3339). */
      createdAt: string;
      /** Who last changed the object. */
      modifiedBy: string;
      /** When the object was last changed (RFC 3339). */
      modifiedAt: string;
      /** The object's version: it grows with every change. */
      version: number;
    };
    /** The API's id of the ApiKey. */
    id: string;
  }>;
};

/** The arguments of getAppEndpoint. */
export type GetAppEndpointArgs = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The id of the cluster the object belongs to. */
  clusterId: string;
  /** The id of the App Service the object belongs to. */
  appServiceId: string;
  /** The App Endpoint's name (its data-sync database). */
  name?: string;
  /** The API's id of the AppEndpoint: give it, or `name`. */
  id?: string;
};

/** What getAppEndpoint answers. */
export type GetAppEndpointResult = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The id of the cluster the object belongs to. */
  clusterId: string;
  /** The id of the App Service the object belongs to. */
  appServiceId: string;
  /** The App Endpoint's name (its data-sync database). */
  name: string;
  /** The bucket it serves, by name. */
  bucket: string;
  /** Its OIDC providers (at most 32); OidcProvider resources may manage them instead. */
  oidc?: Array<{
    /** The provider's issuer URL. */
    issuer: string;
    /** The client id the App Endpoint has at the provider. */
    clientId: string;
    /** Whether a user the provider vouches for is created on first login. */
    register?: boolean;
    /** The prefix of the names of users created from this provider. */
    userPrefix?: string;
    /** The provider's discovery document URL, when not at the issuer's well-known path; empty: the issuer's. */
    discoveryUrl?: "" | string;
    /** The token claim that holds the user's name. */
    usernameClaim?: string;
    /** The token claim that holds the user's roles. */
    rolesClaim?: string;
    /** The scopes asked of the provider. */
    scope?: Array<string>;
  }>;
  /** Its CORS settings; left out, CORS is off. */
  cors?: {
    /** The origins allowed (`["*"]`: every origin). */
    origin: Array<string>;
    /** The origins allowed to log in. */
    loginOrigin?: Array<string>;
    /** The request headers allowed. */
    headers?: Array<string>;
    /** Seconds a browser may cache a preflight answer (default 5). */
    maxAge?: number;
    /** Whether CORS is off (the settings kept). */
    disabled?: boolean;
  };
  /** The scopes and collections of the bucket it serves, by name, with their functions; left out, the API's choice. */
  scopes?: Record<string, {
      /** The scope's collections served, by name, with their functions. */
      collections: Record<string, {
          /** The collection's access control function (JavaScript); left out, the API's default. */
          accessControlFunction?: string;
          /** The collection's import filter (JavaScript); left out, every document is imported. */
          importFilter?: string;
        }>;
    }>;
  /** Whether clients may pull only the changed parts of documents (delta sync). */
  deltaSyncEnabled?: boolean;
  /** The user extended-attribute key, at most 15 characters; empty disables it. */
  userXattrKey?: string;
  /** Whether the public `_all_docs` endpoint is off. */
  disablePublicAllDocs?: boolean;
  /** Whether the App Endpoint is paused (offline): switched in place. */
  paused?: boolean;
  /** Every OIDC provider of the App Endpoint, as the API has them (also those OidcProvider resources manage). */
  oidcProviders: Array<{
    /** The provider's issuer URL. */
    issuer: string;
    /** The client id the App Endpoint has at the provider. */
    clientId: string;
    /** Whether a user the provider vouches for is created on first login. */
    register?: boolean;
    /** The prefix of the names of users created from this provider. */
    userPrefix?: string;
    /** The provider's discovery document URL, when not at the issuer's well-known path; empty: the issuer's. */
    discoveryUrl?: string;
    /** The token claim that holds the user's name. */
    usernameClaim?: string;
    /** The token claim that holds the user's roles. */
    rolesClaim?: string;
    /** The API's id of the provider. */
    providerId?: string;
    /** Whether it is the App Endpoint's default provider. */
    isDefault?: boolean;
    /** The scopes asked of the provider. */
    scope?: Array<string>;
  }>;
  /** `Online`, `Offline`, or on the way (`Starting`, `Stopping`). */
  state: string;
  /** The URL of its admin API. */
  adminURL: string;
  /** The URL of its metrics. */
  metricsURL: string;
  /** The URL clients sync with. */
  publicURL: string;
  /** The collections whose functions changed and that need a resync, by scope. */
  requireResync: Record<string, Array<string>>;
  /** Whether any collection needs a resync. */
  isRequireResync: boolean;
  /** The API's id of the AppEndpoint. */
  id: string;
};

/** The arguments of getAppEndpointAuditLogEvents. */
export type GetAppEndpointAuditLogEventsArgs = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The id of the cluster the object belongs to. */
  clusterId: string;
  /** The id of the App Service the object belongs to. */
  appServiceId: string;
  /** The name of the App Endpoint the object belongs to. */
  appEndpointName: string;
};

/** What getAppEndpointAuditLogEvents answers. */
export type GetAppEndpointAuditLogEventsResult = {
  /** Every audit event, by ascending id. */
  events: Array<{
    /** The event's id. */
    id: number;
    /** The event's name. */
    name?: string;
    /** What the event records. */
    description?: string;
    /** Whether the App Endpoint logs it now. */
    enabled?: boolean;
    /** Whether it can be turned off (only filterable events can). */
    filterable?: boolean;
  }>;
  /** The ids of every audit event. */
  eventIds: Array<number>;
  /** The ids of the events the App Endpoint logs now. */
  enabledEventIds: Array<number>;
};

/** The arguments of getAppEndpointAuditLogSettings. */
export type GetAppEndpointAuditLogSettingsArgs = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The id of the cluster the object belongs to. */
  clusterId: string;
  /** The id of the App Service the object belongs to. */
  appServiceId: string;
  /** The name of the App Endpoint the object belongs to. */
  appEndpointName: string;
  /** The API's id of the AppEndpointAuditLogSettings. */
  id?: string;
};

/** What getAppEndpointAuditLogSettings answers. */
export type GetAppEndpointAuditLogSettingsResult = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The id of the cluster the object belongs to. */
  clusterId: string;
  /** The id of the App Service the object belongs to. */
  appServiceId: string;
  /** The name of the App Endpoint the object belongs to. */
  appEndpointName: string;
  /** Whether the App Endpoint writes audit logs. */
  auditEnabled: boolean;
  /** The events to log, each `{id}`; left out, the API's default events. */
  enabledEventIds?: Array<{
    /** The event's id (see the App Endpoint's audit log events). */
    id: number;
  }>;
  /** Users whose operations are not logged. */
  disabledUsers?: Array<{
    /** `sgw` (the gateway's own) or `cbs` (the cluster's). */
    domain: string;
    /** The user's or role's name. */
    name: string;
  }>;
  /** Roles whose users' operations are not logged. */
  disabledRoles?: Array<{
    /** `sgw` (the gateway's own) or `cbs` (the cluster's). */
    domain: string;
    /** The user's or role's name. */
    name: string;
  }>;
  /** The API's id of the AppEndpointAuditLogSettings. */
  id: string;
};

/** The arguments of getAppEndpointLogging. */
export type GetAppEndpointLoggingArgs = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The id of the cluster the object belongs to. */
  clusterId: string;
  /** The id of the App Service the object belongs to. */
  appServiceId: string;
  /** The name of the App Endpoint the object belongs to. */
  appEndpointName: string;
  /** The API's id of the AppEndpointLogging. */
  id?: string;
};

/** What getAppEndpointLogging answers. */
export type GetAppEndpointLoggingResult = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The id of the cluster the object belongs to. */
  clusterId: string;
  /** The id of the App Service the object belongs to. */
  appServiceId: string;
  /** The name of the App Endpoint the object belongs to. */
  appEndpointName: string;
  /** The lowest level sent: `info`, `warn` or `error`. */
  logLevel?: "info" | "warn" | "error";
  /** The log keys sent (`Admin`, `Access`, `Auth`, `HTTP`, `Sync`, …). */
  logKeys?: Array<"Admin" | "Access" | "Auth" | "Cache" | "Changes" | "CRUD" | "HTTP" | "HTTP+" | "Import" | "Javascript" | "Query" | "Sync" | "SyncMsg">;
  /** The API's id of the AppEndpointLogging. */
  id: string;
};

/** The arguments of getAppEndpointResyncStatus. */
export type GetAppEndpointResyncStatusArgs = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The id of the cluster the object belongs to. */
  clusterId: string;
  /** The id of the App Service the object belongs to. */
  appServiceId: string;
  /** The name of the App Endpoint the object belongs to. */
  appEndpointName: string;
};

/** What getAppEndpointResyncStatus answers. */
export type GetAppEndpointResyncStatusResult = {
  /** `running`, `stopping`, `completed`, `stopped` or `error`; `completed` with every count 0 when none ever ran. */
  state: "running" | "stopping" | "completed" | "stopped" | "error";
  /** When it started (RFC 3339; the zero time when none ever ran). */
  startTime: string;
  /** The last error, empty when none. */
  lastError: string;
  /** Documents it changed. */
  docsChanged: number;
  /** Documents it processed. */
  docsProcessed: number;
};

/** The arguments of getAppEndpoints. */
export type GetAppEndpointsArgs = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The id of the cluster the object belongs to. */
  clusterId: string;
  /** The id of the App Service the object belongs to. */
  appServiceId: string;
};

/** What getAppEndpoints answers. */
export type GetAppEndpointsResult = {
  /** The AppEndpoint objects found, in the API's order: an empty list when there are none. */
  items: Array<{
    /** The id of the organization the object belongs to. */
    organizationId: string;
    /** The id of the project the object belongs to. */
    projectId: string;
    /** The id of the cluster the object belongs to. */
    clusterId: string;
    /** The id of the App Service the object belongs to. */
    appServiceId: string;
    /** The App Endpoint's name (its data-sync database). */
    name: string;
    /** The bucket it serves, by name. */
    bucket: string;
    /** Its OIDC providers (at most 32); OidcProvider resources may manage them instead. */
    oidc?: Array<{
      /** The provider's issuer URL. */
      issuer: string;
      /** The client id the App Endpoint has at the provider. */
      clientId: string;
      /** Whether a user the provider vouches for is created on first login. */
      register?: boolean;
      /** The prefix of the names of users created from this provider. */
      userPrefix?: string;
      /** The provider's discovery document URL, when not at the issuer's well-known path; empty: the issuer's. */
      discoveryUrl?: "" | string;
      /** The token claim that holds the user's name. */
      usernameClaim?: string;
      /** The token claim that holds the user's roles. */
      rolesClaim?: string;
      /** The scopes asked of the provider. */
      scope?: Array<string>;
    }>;
    /** Its CORS settings; left out, CORS is off. */
    cors?: {
      /** The origins allowed (`["*"]`: every origin). */
      origin: Array<string>;
      /** The origins allowed to log in. */
      loginOrigin?: Array<string>;
      /** The request headers allowed. */
      headers?: Array<string>;
      /** Seconds a browser may cache a preflight answer (default 5). */
      maxAge?: number;
      /** Whether CORS is off (the settings kept). */
      disabled?: boolean;
    };
    /** The scopes and collections of the bucket it serves, by name, with their functions; left out, the API's choice. */
    scopes?: Record<string, {
        /** The scope's collections served, by name, with their functions. */
        collections: Record<string, {
            /** The collection's access control function (JavaScript); left out, the API's default. */
            accessControlFunction?: string;
            /** The collection's import filter (JavaScript); left out, every document is imported. */
            importFilter?: string;
          }>;
      }>;
    /** Whether clients may pull only the changed parts of documents (delta sync). */
    deltaSyncEnabled?: boolean;
    /** The user extended-attribute key, at most 15 characters; empty disables it. */
    userXattrKey?: string;
    /** Whether the public `_all_docs` endpoint is off. */
    disablePublicAllDocs?: boolean;
    /** Whether the App Endpoint is paused (offline): switched in place. */
    paused?: boolean;
    /** Every OIDC provider of the App Endpoint, as the API has them (also those OidcProvider resources manage). */
    oidcProviders: Array<{
      /** The provider's issuer URL. */
      issuer: string;
      /** The client id the App Endpoint has at the provider. */
      clientId: string;
      /** Whether a user the provider vouches for is created on first login. */
      register?: boolean;
      /** The prefix of the names of users created from this provider. */
      userPrefix?: string;
      /** The provider's discovery document URL, when not at the issuer's well-known path; empty: the issuer's. */
      discoveryUrl?: string;
      /** The token claim that holds the user's name. */
      usernameClaim?: string;
      /** The token claim that holds the user's roles. */
      rolesClaim?: string;
      /** The API's id of the provider. */
      providerId?: string;
      /** Whether it is the App Endpoint's default provider. */
      isDefault?: boolean;
      /** The scopes asked of the provider. */
      scope?: Array<string>;
    }>;
    /** `Online`, `Offline`, or on the way (`Starting`, `Stopping`). */
    state: string;
    /** The URL of its admin API. */
    adminURL: string;
    /** The URL of its metrics. */
    metricsURL: string;
    /** The URL clients sync with. */
    publicURL: string;
    /** The collections whose functions changed and that need a resync, by scope. */
    requireResync: Record<string, Array<string>>;
    /** Whether any collection needs a resync. */
    isRequireResync: boolean;
    /** The API's id of the AppEndpoint. */
    id: string;
  }>;
};

/** The arguments of getAppService. */
export type GetAppServiceArgs = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The id of the cluster the object belongs to. */
  clusterId: string;
  /** The App Service's name, 1 to 256 characters. */
  name?: string;
  /** The API's id of the AppService: give it, or `name`. */
  id?: string;
};

/** What getAppService answers. */
export type GetAppServiceResult = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The id of the cluster the object belongs to. */
  clusterId: string;
  /** The App Service's name, 1 to 256 characters. */
  name: string;
  /** What the App Service is for. */
  description?: string;
  /** How many nodes it runs, 2 to 12. */
  nodes?: number;
  /** The size of each node, one of the supported combinations: {cpu: 2, ram: 4}, {cpu: 4, ram: 8}, {cpu: 8, ram: 16}, {cpu: 16, ram: 32}, {cpu: 36, ram: 72}. */
  compute?: {
    /** vCPUs per node. */
    cpu: 2 | 4 | 8 | 16 | 36;
    /** GB of memory per node. */
    ram: 4 | 8 | 16 | 32 | 72;
  };
  /** The release to run (`major.minor`, optionally `.patch`); left out, the latest. A later release read back is no change. */
  version?: string;
  /** The IPv4 range of its load balancer, such as 10.0.0.0/23: Azure App Services only; left out, the API allocates one. */
  loadBalancerCidr?: string;
  /** Whether the App Service is turned off: switched in place (off, or back on); turned on outside the program, it is drift to undo. */
  turnedOff?: boolean;
  /** The App Service's state, such as `healthy` or `turnedOff`. */
  currentState: string;
  /** The cloud provider it runs on (its cluster's). */
  cloudProvider: string;
  /** Its support plan (its cluster's). */
  plan: string;
  /** Who created and last changed the object, and when. */
  audit: {
    /** Who created the object. */
    createdBy: string;
    /** When the object was created (RFC 3339). */
    createdAt: string;
    /** Who last changed the object. */
    modifiedBy: string;
    /** When the object was last changed (RFC 3339). */
    modifiedAt: string;
    /** The object's version: it grows with every change. */
    version: number;
  };
  /** The version of the App Service the last read saw, sent with updates so that none overwrites a change made meanwhile. */
  etag: string;
  /** The API's id of the AppService. */
  id: string;
};

/** The arguments of getAppServiceAdminUser. */
export type GetAppServiceAdminUserArgs = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The id of the cluster the object belongs to. */
  clusterId: string;
  /** The id of the App Service the object belongs to. */
  appServiceId: string;
  /** The admin user's name, 1 to 128 characters without ':'. */
  name?: string;
  /** The API's id of the AppServiceAdminUser: give it, or `name`. */
  id?: string;
};

/** What getAppServiceAdminUser answers. */
export type GetAppServiceAdminUserResult = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The id of the cluster the object belongs to. */
  clusterId: string;
  /** The id of the App Service the object belongs to. */
  appServiceId: string;
  /** The admin user's name, 1 to 128 characters without ':'. */
  name: string;
  /** Bucket-level access control; only `true` is supported. */
  enableBucketLevelAccess?: true;
  /** Which App Endpoints the user administers: `{"accessAllEndpoints": true}` for every one, or `{"endpoints": [names]}`. */
  access: {
    /** `true`: every App Endpoint of the App Service. */
    accessAllEndpoints: true;
  } | {
    /** The names of the App Endpoints the user administers. */
    endpoints: Array<string>;
  };
  /** Who created and last changed the object, and when. */
  audit: {
    /** Who created the object. */
    createdBy: string;
    /** When the object was created (RFC 3339). */
    createdAt: string;
    /** Who last changed the object. */
    modifiedBy: string;
    /** When the object was last changed (RFC 3339). */
    modifiedAt: string;
    /** The object's version: it grows with every change. */
    version: number;
  };
  /** The API's id of the AppServiceAdminUser. */
  id: string;
};

/** The arguments of getAppServiceAllowedCidr. */
export type GetAppServiceAllowedCidrArgs = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The id of the cluster the object belongs to. */
  clusterId: string;
  /** The id of the App Service the object belongs to. */
  appServiceId: string;
  /** The IPv4 address or CIDR range allowed, such as 10.0.0.0/16. */
  cidr?: string;
  /** The API's id of the AppServiceAllowedCidr: give it, or `cidr`. */
  id?: string;
};

/** What getAppServiceAllowedCidr answers. */
export type GetAppServiceAllowedCidrResult = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The id of the cluster the object belongs to. */
  clusterId: string;
  /** The id of the App Service the object belongs to. */
  appServiceId: string;
  /** The IPv4 address or CIDR range allowed, such as 10.0.0.0/16. */
  cidr: string;
  /** A note on the entry, at most 1,024 characters. */
  comment?: string;
  /** When a temporary entry stops applying (RFC 3339, in the future); left out, the entry is permanent. */
  expiresAt?: string;
  /** `active`, or `expired` once a temporary entry's time has passed. */
  status: string;
  /** `temporary` (with `expiresAt`) or `permanent`. */
  type: string;
  /** Who created and last changed the object, and when. */
  audit: {
    /** Who created the object. */
    createdBy: string;
    /** When the object was created (RFC 3339). */
    createdAt: string;
    /** Who last changed the object. */
    modifiedBy: string;
    /** When the object was last changed (RFC 3339). */
    modifiedAt: string;
    /** The object's version: it grows with every change. */
    version: number;
  };
  /** The API's id of the AppServiceAllowedCidr. */
  id: string;
};

/** The arguments of getAppServiceAuditLogExport. */
export type GetAppServiceAuditLogExportArgs = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The id of the cluster the object belongs to. */
  clusterId: string;
  /** The id of the App Service the object belongs to. */
  appServiceId: string;
  /** The start of the period to export (RFC 3339); within the last 30 days. */
  start?: string;
  /** The end of the period to export (RFC 3339), after `start`. */
  end?: string;
  /** The API's id of the AppServiceAuditLogExport: give it, or `start` and `end`. */
  id?: string;
};

/** What getAppServiceAuditLogExport answers. */
export type GetAppServiceAuditLogExportResult = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The id of the cluster the object belongs to. */
  clusterId: string;
  /** The id of the App Service the object belongs to. */
  appServiceId: string;
  /** The start of the period to export (RFC 3339); within the last 30 days. */
  start: string;
  /** The end of the period to export (RFC 3339), after `start`. */
  end: string;
  /** Values of your choosing (a map of strings, such as a date or a release): a change of any of them runs the action again, as a replacement. */
  triggers?: Record<string, string>;
  /** The export's status: `Queued`, `Ready`, `Failed`. */
  status: string;
  /** When the download URL stops working (RFC 3339; the API's `download_expires`). */
  downloadExpires: string;
  /** The API's id of the AppServiceAuditLogExport. */
  id: string;
};

/** The arguments of getAppServiceAuditLogSettings. */
export type GetAppServiceAuditLogSettingsArgs = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The id of the cluster the object belongs to. */
  clusterId: string;
  /** The id of the App Service the object belongs to. */
  appServiceId: string;
  /** The API's id of the AppServiceAuditLogSettings. */
  id?: string;
};

/** What getAppServiceAuditLogSettings answers. */
export type GetAppServiceAuditLogSettingsResult = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The id of the cluster the object belongs to. */
  clusterId: string;
  /** The id of the App Service the object belongs to. */
  appServiceId: string;
  /** Whether the App Service writes audit logs. */
  auditEnabled: boolean;
  /** The API's id of the AppServiceAuditLogSettings. */
  id: string;
};

/** The arguments of getAppServiceCertificate. */
export type GetAppServiceCertificateArgs = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The id of the cluster the object belongs to. */
  clusterId: string;
  /** The id of the App Service the object belongs to. */
  appServiceId: string;
};

/** What getAppServiceCertificate answers. */
export type GetAppServiceCertificateResult = {
  /** The App Service's certificate, PEM. */
  certificate: string;
};

/** The arguments of getAppServiceLogStreaming. */
export type GetAppServiceLogStreamingArgs = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The id of the cluster the object belongs to. */
  clusterId: string;
  /** The id of the App Service the object belongs to. */
  appServiceId: string;
  /** The API's id of the AppServiceLogStreaming. */
  id?: string;
};

/** What getAppServiceLogStreaming answers. */
export type GetAppServiceLogStreamingResult = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The id of the cluster the object belongs to. */
  clusterId: string;
  /** The id of the App Service the object belongs to. */
  appServiceId: string;
  /** The collector logs go to: `datadog`, `generic_http`, `sumologic`, `loki`, `elastic`, `splunk`, `dynatrace`. */
  outputType: "datadog" | "generic_http" | "sumologic" | "loki" | "elastic" | "splunk" | "dynatrace";
  /** Whether streaming is paused (the configuration kept): switched in place. */
  paused?: boolean;
  /** The configuration's state: `enabled`, `paused`, or on the way there; `errored` when a change failed. */
  configState: string;
  /** Whether logs are flowing now, as the API reports it. */
  streamingState: string;
  /** The API's id of the AppServiceLogStreaming. */
  id: string;
};

/** The arguments of getAppServices. */
export type GetAppServicesArgs = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
};

/** What getAppServices answers. */
export type GetAppServicesResult = {
  /** The AppService objects found, in the API's order: an empty list when there are none. */
  items: Array<{
    /** The id of the organization the object belongs to. */
    organizationId: string;
    /** The id of the project the object belongs to. */
    projectId: string;
    /** The id of the cluster the object belongs to. */
    clusterId: string;
    /** The App Service's name, 1 to 256 characters. */
    name: string;
    /** What the App Service is for. */
    description?: string;
    /** How many nodes it runs, 2 to 12. */
    nodes?: number;
    /** The size of each node, one of the supported combinations: {cpu: 2, ram: 4}, {cpu: 4, ram: 8}, {cpu: 8, ram: 16}, {cpu: 16, ram: 32}, {cpu: 36, ram: 72}. */
    compute?: {
      /** vCPUs per node. */
      cpu: 2 | 4 | 8 | 16 | 36;
      /** GB of memory per node. */
      ram: 4 | 8 | 16 | 32 | 72;
    };
    /** The release to run (`major.minor`, optionally `.patch`); left out, the latest. A later release read back is no change. */
    version?: string;
    /** The IPv4 range of its load balancer, such as 10.0.0.0/23: Azure App Services only; left out, the API allocates one. */
    loadBalancerCidr?: string;
    /** Whether the App Service is turned off: switched in place (off, or back on); turned on outside the program, it is drift to undo. */
    turnedOff?: boolean;
    /** The App Service's state, such as `healthy` or `turnedOff`. */
    currentState: string;
    /** The cloud provider it runs on (its cluster's). */
    cloudProvider: string;
    /** Its support plan (its cluster's). */
    plan: string;
    /** Who created and last changed the object, and when. */
    audit: {
      /** Who created the object. */
      createdBy: string;
      /** When the object was created (RFC 3339). */
      createdAt: string;
      /** Who last changed the object. */
      modifiedBy: string;
      /** When the object was last changed (RFC 3339). */
      modifiedAt: string;
      /** The object's version: it grows with every change. */
      version: number;
    };
    /** The version of the App Service the last read saw, sent with updates so that none overwrites a change made meanwhile. */
    etag: string;
    /** The API's id of the AppService. */
    id: string;
  }>;
};

/** The arguments of getAuditLogStreaming. */
export type GetAuditLogStreamingArgs = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The id of the cluster the object belongs to. */
  clusterId: string;
  /** The id of the App Service the object belongs to. */
  appServiceId: string;
  /** The API's id of the AuditLogStreaming. */
  id?: string;
};

/** What getAuditLogStreaming answers. */
export type GetAuditLogStreamingResult = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The id of the cluster the object belongs to. */
  clusterId: string;
  /** The id of the App Service the object belongs to. */
  appServiceId: string;
  /** Whether audit logs stream: `false` pauses streaming and keeps the configuration. */
  streamingEnabled: boolean;
  /** App Endpoints whose audit logs are not streamed, by name. */
  disabledAppEndpoints?: Array<string>;
  /** The collector logs go to: `datadog`, `generic_http`, `sumologic`, `loki`, `elastic`, `splunk`, `dynatrace`. */
  outputType: "datadog" | "generic_http" | "sumologic" | "loki" | "elastic" | "splunk" | "dynatrace";
  /** The streaming state: `enabled`, `paused`, or on the way (`enabling`, `pausing`); `errored` when a change failed. */
  logStreamingState: string;
  /** The API's id of the AuditLogStreaming. */
  id: string;
};

/** The arguments of getBackup. */
export type GetBackupArgs = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The id of the cluster the object belongs to. */
  clusterId: string;
  /** The id of the bucket the object belongs to. */
  bucketId: string;
  /** The API's id of the Backup. */
  id?: string;
};

/** What getBackup answers. */
export type GetBackupResult = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The id of the cluster the object belongs to. */
  clusterId: string;
  /** The id of the bucket the object belongs to. */
  bucketId: string;
  /** Whether deleting (or replacing) the resource deletes the backup, and with it every backup of its cycle; otherwise the backup is kept until its retention ends. */
  deleteOnDestroy?: boolean;
  /** Values of your choosing (a map of strings, such as a date or a release): a change of any of them runs the action again, as a replacement. */
  triggers?: Record<string, string>;
  /** The backup's status: `pending`, `ready`, `failed`. */
  status: string;
  /** The name of the bucket backed up. */
  bucketName: string;
  /** The backup cycle it starts (an on-demand backup is a full one). */
  cycleID: string;
  /** When the backup was taken (RFC 3339). */
  date: string;
  /** When the backup expires (RFC 3339): it can be restored until then. */
  restoreBefore: string;
  /** `full` (an on-demand backup) or `incremental`. */
  method: string;
  /** `manual` (on demand) or `scheduled`. */
  source: string;
  /** How long the backup took. */
  elapsedTimeInSeconds: number;
  /** The API's id of the Backup. */
  id: string;
};

/** The arguments of getBackups. */
export type GetBackupsArgs = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The id of the cluster the object belongs to. */
  clusterId: string;
  /** The id of the bucket the object belongs to. */
  bucketId: string;
};

/** What getBackups answers. */
export type GetBackupsResult = {
  /** The objects found, in the API's order: an empty list when there are none. */
  items: Array<{
    /** The backup's id. */
    id: string;
    /** The id of the backup cycle it belongs to (a full backup and its incrementals). */
    cycleID: string;
    /** When it was taken (RFC 3339). */
    date?: string;
    /** Until when it can be restored (RFC 3339). */
    restoreBefore?: string;
    /** `pending` until its job has run, then `ready` or `failed`. */
    status: "pending" | "ready" | "failed";
    /** `full` or `incremental`. */
    method: "incremental" | "full";
    /** `manual` (on demand) or `scheduled`. */
    source: "manual" | "scheduled";
    /** The name of the bucket it backs up. */
    bucketName: string;
    /** The id of the bucket it backs up. */
    bucketID: string;
    /** How long it took, in seconds. */
    elapsedTimeInSeconds: number;
  }>;
};

/** The arguments of getBackupSchedule. */
export type GetBackupScheduleArgs = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The id of the cluster the object belongs to. */
  clusterId: string;
  /** The id of the bucket the object belongs to. */
  bucketId: string;
  /** The API's id of the BackupSchedule. */
  id?: string;
};

/** What getBackupSchedule answers. */
export type GetBackupScheduleResult = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The id of the cluster the object belongs to. */
  clusterId: string;
  /** The id of the bucket the object belongs to. */
  bucketId: string;
  /** The kind of schedule: `weekly`, the only one. */
  type?: "weekly";
  /** When backups run and how long they are kept: a weekly full backup and incremental ones between. */
  weeklySchedule: {
    /** The day of the weekly full backup, `sunday` to `saturday`. */
    dayOfWeek: "sunday" | "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday";
    /** The hour the full backup starts, 0 to 23 (UTC). */
    startAt: number;
    /** Hours between incremental backups: 1, 2, 4, 6, 8, 12, 24. */
    incrementalEvery: 1 | 2 | 4 | 6 | 8 | 12 | 24;
    /** How long backups are kept: 30days, 60days, 90days, 180days, 1year, 2years, 3years, 4years, 5years. */
    retentionTime: "30days" | "60days" | "90days" | "180days" | "1year" | "2years" | "3years" | "4years" | "5years";
    /** Whether backups are kept in cheaper storage after a while. */
    costOptimizedRetention: boolean;
  };
  /** The API's id of the BackupSchedule. */
  id: string;
};

/** The arguments of getBucket. */
export type GetBucketArgs = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The id of the cluster the object belongs to. */
  clusterId: string;
  /** The bucket's name, 1 to 100 letters, digits, '_', '.', '-' or '%', not starting with '.'; unique in the cluster. */
  name?: string;
  /** The API's id of the Bucket: give it, or `name`. */
  id?: string;
};

/** What getBucket answers. */
export type GetBucketResult = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The id of the cluster the object belongs to. */
  clusterId: string;
  /** The bucket's name, 1 to 100 letters, digits, '_', '.', '-' or '%', not starting with '.'; unique in the cluster. */
  name: string;
  /** `couchbase` (kept on disk) or `ephemeral` (in memory only). */
  type?: "couchbase" | "ephemeral";
  /** `couchstore` or `magma`; not for ephemeral buckets. Left out, the cluster's server version chooses. */
  storageBackend?: "couchstore" | "magma";
  /** vBuckets of a magma bucket: 128 or 1024 (server version 8.0 and later). Left out, the cluster chooses. */
  vbuckets?: 128 | 1024;
  /** Memory quota in MiB: at least 100 (1,024 for magma below server version 8.0). Left out, the cluster chooses. */
  memoryAllocationInMb?: number;
  /** How conflicts between cross-datacenter copies are settled: `seqno` (most updates) or `lww` (last write wins). */
  bucketConflictResolution?: "seqno" | "lww";
  /** The minimum durability of writes: `none`, `majority`, `majorityAndPersistActive` or `persistToMajority` (the last two not for ephemeral buckets). */
  durabilityLevel?: "none" | "majority" | "majorityAndPersistActive" | "persistToMajority";
  /** Copies of each document beyond the active one: 1 to 3. */
  replicas?: number;
  /** Deprecated spelling of `flushEnabled`. */
  flush?: boolean;
  /** Whether the bucket may be flushed (every document deleted at once). */
  flushEnabled?: boolean;
  /** Seconds documents live unless they say otherwise; 0: forever. */
  timeToLiveInSeconds?: number;
  /** What leaves memory when it is full: `fullEviction` for couchbase buckets; `noEviction` or `nruEviction` for ephemeral ones. */
  evictionPolicy?: "fullEviction" | "noEviction" | "nruEviction";
  /** Recovery order on failover: 0 (lowest) to 1000. */
  priority?: number;
  /** Whether cross-cluster versioning is on (set outside the program; never changed by it). */
  enableCrossClusterVersioning: boolean;
  /** The API's id of the Bucket. */
  id: string;
};

/** The arguments of getBuckets. */
export type GetBucketsArgs = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The id of the cluster the object belongs to. */
  clusterId: string;
};

/** What getBuckets answers. */
export type GetBucketsResult = {
  /** The Bucket objects found, in the API's order: an empty list when there are none. */
  items: Array<{
    /** The id of the organization the object belongs to. */
    organizationId: string;
    /** The id of the project the object belongs to. */
    projectId: string;
    /** The id of the cluster the object belongs to. */
    clusterId: string;
    /** The bucket's name, 1 to 100 letters, digits, '_', '.', '-' or '%', not starting with '.'; unique in the cluster. */
    name: string;
    /** `couchbase` (kept on disk) or `ephemeral` (in memory only). */
    type?: "couchbase" | "ephemeral";
    /** `couchstore` or `magma`; not for ephemeral buckets. Left out, the cluster's server version chooses. */
    storageBackend?: "couchstore" | "magma";
    /** vBuckets of a magma bucket: 128 or 1024 (server version 8.0 and later). Left out, the cluster chooses. */
    vbuckets?: 128 | 1024;
    /** Memory quota in MiB: at least 100 (1,024 for magma below server version 8.0). Left out, the cluster chooses. */
    memoryAllocationInMb?: number;
    /** How conflicts between cross-datacenter copies are settled: `seqno` (most updates) or `lww` (last write wins). */
    bucketConflictResolution?: "seqno" | "lww";
    /** The minimum durability of writes: `none`, `majority`, `majorityAndPersistActive` or `persistToMajority` (the last two not for ephemeral buckets). */
    durabilityLevel?: "none" | "majority" | "majorityAndPersistActive" | "persistToMajority";
    /** Copies of each document beyond the active one: 1 to 3. */
    replicas?: number;
    /** Deprecated spelling of `flushEnabled`. */
    flush?: boolean;
    /** Whether the bucket may be flushed (every document deleted at once). */
    flushEnabled?: boolean;
    /** Seconds documents live unless they say otherwise; 0: forever. */
    timeToLiveInSeconds?: number;
    /** What leaves memory when it is full: `fullEviction` for couchbase buckets; `noEviction` or `nruEviction` for ephemeral ones. */
    evictionPolicy?: "fullEviction" | "noEviction" | "nruEviction";
    /** Recovery order on failover: 0 (lowest) to 1000. */
    priority?: number;
    /** Whether cross-cluster versioning is on (set outside the program; never changed by it). */
    enableCrossClusterVersioning: boolean;
    /** The API's id of the Bucket. */
    id: string;
  }>;
};

/** The arguments of getCategorizedBilling. */
export type GetCategorizedBillingArgs = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The first day (YYYY-MM-DD). */
  startDate: string;
  /** The last day (YYYY-MM-DD), not before the first. */
  endDate: string;
  /** Narrows the view to some `categories`, `projectIds` or `instanceIds` (cluster ids); unset: everything. */
  filters?: {
    categories?: Array<"analyticsCompute" | "analyticsStorage" | "operationalComputeAndStorage" | "operationalBucketBackup">;
    projectIds?: Array<string>;
    instanceIds?: Array<string>;
  };
};

/** What getCategorizedBilling answers. */
export type GetCategorizedBillingResult = {
  /** The organization's spend, period by period: each with its categories' spend. */
  periods: Array<{
    startDate: string;
    endDate: string;
    categories: Array<{
      category: string;
      creditSpend: unknown;
      currencySpend: number;
      contributionPercent: number;
    }>;
    totalCreditSpend: unknown;
    totalCurrencySpend: number;
  }>;
  /** The whole range's spend, by category. */
  total: {
    startDate: string;
    endDate: string;
    categories: Array<{
      category: string;
      creditSpend: unknown;
      currencySpend: number;
      contributionPercent: number;
    }>;
    totalCreditSpend: unknown;
    totalCurrencySpend: number;
  };
  /** The currency of the amounts. */
  billingCurrency: string;
};

/** The arguments of getClusterAuditLogEvents. */
export type GetClusterAuditLogEventsArgs = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The id of the cluster the object belongs to. */
  clusterId: string;
};

/** What getClusterAuditLogEvents answers. */
export type GetClusterAuditLogEventsResult = {
  /** Every audit event: its `id`, `name`, `module` and `description`. */
  events: Array<{
    description: string;
    id: number;
    module: string;
    name: string;
  }>;
  /** The ids of every audit event. */
  eventIds: Array<number>;
};

/** The arguments of getClusterAuditLogExport. */
export type GetClusterAuditLogExportArgs = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The id of the cluster the object belongs to. */
  clusterId: string;
  /** The start of the period to export (RFC 3339); within the last 30 days. */
  start?: string;
  /** The end of the period to export (RFC 3339), after `start`. */
  end?: string;
  /** The API's id of the ClusterAuditLogExport: give it, or `start` and `end`. */
  id?: string;
};

/** What getClusterAuditLogExport answers. */
export type GetClusterAuditLogExportResult = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The id of the cluster the object belongs to. */
  clusterId: string;
  /** The start of the period to export (RFC 3339); within the last 30 days. */
  start: string;
  /** The end of the period to export (RFC 3339), after `start`. */
  end: string;
  /** Values of your choosing (a map of strings, such as a date or a release): a change of any of them runs the action again, as a replacement. */
  triggers?: Record<string, string>;
  /** The export's status: `Queued`, `In Progress`, `Completed`, `Failed`. */
  status: string;
  /** When the export was requested (RFC 3339). */
  createdAt: string;
  /** When the download URL stops working (RFC 3339). */
  expiration: string;
  /** The API's id of the ClusterAuditLogExport. */
  id: string;
};

/** The arguments of getClusterAuditLogSettings. */
export type GetClusterAuditLogSettingsArgs = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The id of the cluster the object belongs to. */
  clusterId: string;
  /** The API's id of the ClusterAuditLogSettings. */
  id?: string;
};

/** What getClusterAuditLogSettings answers. */
export type GetClusterAuditLogSettingsResult = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The id of the cluster the object belongs to. */
  clusterId: string;
  /** Whether the cluster writes audit logs. */
  auditEnabled: boolean;
  /** Users whose filterable events are not logged: `domain` `local` or `external` (LDAP, SAML), and `name`. */
  disabledUsers?: Array<{
    /** `local` for the cluster's own users, `external` for LDAP or SAML ones. */
    domain?: "local" | "external";
    /** The user's name. */
    name?: string;
  }>;
  /** The ids of the filterable events to log (see the cluster's audit log events). */
  enabledEventIDs?: Array<number>;
  /** The API's id of the ClusterAuditLogSettings. */
  id: string;
};

/** The arguments of getGatewayDatabase. */
export type GetGatewayDatabaseArgs = {
  /** The database's name. */
  name?: string;
  /** The API's id of the GatewayDatabase: give it, or `name`. */
  id?: string;
  /** How to reach the gateway's admin API; left out, the provider's gateway settings. */
  gateway?: {
    /** The gateway's admin API (such as https://host:4985), or a database's admin URL (an App Endpoint's `adminURL`). */
    adminUrl: string;
    /** The admin's user name (such as an App Service admin user's `name`). */
    username: string;
    /** The admin's password (secret). */
    password: string;
  };
};

/** What getGatewayDatabase answers. */
export type GetGatewayDatabaseResult = {
  /** The database's name. */
  name: string;
  /** The bucket the database keeps its documents in; left out, the bucket named like the database. */
  bucket?: string;
  /** The scopes and collections the database serves, by name, with their functions. The gateway keeps a database's scopes for good: naming other scopes replaces the database. */
  scopes?: Record<string, {
      /** The scope's collections, by name, with their functions. */
      collections: Record<string, {
          /** The collection's sync function (JavaScript: inline, an absolute file path or an http(s) URL); left out, the gateway's default. */
          sync?: string;
          /** The collection's import filter (JavaScript); left out, every document is imported. */
          importFilter?: string;
        }>;
    }>;
  /** The default collection's sync function (JavaScript: inline, an absolute file path or an http(s) URL); empty: the gateway's default. */
  sync?: string;
  /** The default collection's import filter (JavaScript); empty: every document is imported. */
  importFilter?: string;
  /** The OIDC providers whose tokens log users in. */
  oidc?: {
    /** The OIDC providers, by name. */
    providers: Record<string, {
        /** The provider's issuer URL. */
        issuer: string;
        /** The client id the database has at the provider. */
        clientId: string;
        /** Whether a user the provider vouches for is created on first login. */
        register?: boolean;
        /** The prefix of the names of users created from this provider. */
        userPrefix?: string;
        /** The token claim that holds the user's name. */
        usernameClaim?: string;
        /** The token claim that holds the user's roles. */
        rolesClaim?: string;
        /** The token claim that holds the user's channels. */
        channelsClaim?: string;
        /** The provider's discovery document URL, when not at the issuer's well-known path. */
        discoveryUrl?: string;
        /** The scopes asked of the provider. */
        scope?: Array<string>;
      }>;
    /** The name of the provider used when a login names none. */
    defaultProvider?: string;
  };
  /** The name of the session cookie. */
  sessionCookieName?: string;
  /** How the database's events (webhook calls) are processed. */
  eventProcessing?: {
    /** Events (webhook calls) processed at once. */
    maxProcesses?: number;
    /** Milliseconds an event waits for room when the queue is full; 0: dropped at once. */
    waitForProcess?: number;
  };
  /** The API's id of the GatewayDatabase. */
  id: string;
};

/** The arguments of getGatewayRole. */
export type GetGatewayRoleArgs = {
  /** The data-sync gateway database the object belongs to: an App Endpoint's, or a self-managed one. */
  database: string;
  /** The role's name. */
  name?: string;
  /** The API's id of the GatewayRole: give it, or `name`. */
  id?: string;
  /** How to reach the gateway's admin API; left out, the provider's gateway settings. */
  gateway?: {
    /** The gateway's admin API (such as https://host:4985), or a database's admin URL (an App Endpoint's `adminURL`). */
    adminUrl: string;
    /** The admin's user name (such as an App Service admin user's `name`). */
    username: string;
    /** The admin's password (secret). */
    password: string;
  };
};

/** What getGatewayRole answers. */
export type GetGatewayRoleResult = {
  /** The data-sync gateway database the object belongs to: an App Endpoint's, or a self-managed one. */
  database: string;
  /** The role's name. */
  name: string;
  /** The channels the role's users may read. */
  adminChannels?: Array<string>;
  /** Every channel the role's users read through it: its own and those the sync function granted it. */
  allChannels: Array<string>;
  /** The API's id of the GatewayRole. */
  id: string;
};

/** The arguments of getGatewayUser. */
export type GetGatewayUserArgs = {
  /** The data-sync gateway database the object belongs to: an App Endpoint's, or a self-managed one. */
  database: string;
  /** The user's name; `GUEST` is the anonymous user, which always exists. */
  name?: string;
  /** The API's id of the GatewayUser: give it, or `name`. */
  id?: string;
  /** How to reach the gateway's admin API; left out, the provider's gateway settings. */
  gateway?: {
    /** The gateway's admin API (such as https://host:4985), or a database's admin URL (an App Endpoint's `adminURL`). */
    adminUrl: string;
    /** The admin's user name (such as an App Service admin user's `name`). */
    username: string;
    /** The admin's password (secret). */
    password: string;
  };
};

/** What getGatewayUser answers. */
export type GetGatewayUserResult = {
  /** The data-sync gateway database the object belongs to: an App Endpoint's, or a self-managed one. */
  database: string;
  /** The user's name; `GUEST` is the anonymous user, which always exists. */
  name: string;
  /** Whether the user may not log in (for `GUEST`: anonymous access is off; its default). */
  disabled?: boolean;
  /** The channels the user may read, compared as a set. */
  adminChannels?: Array<string>;
  /** The user's roles, compared as a set. */
  adminRoles?: Array<string>;
  /** The user's email address. Not for `GUEST`. */
  email?: string;
  /** Every channel the user reads: its own, its roles', those the sync function granted, and the public one. */
  allChannels: Array<string>;
  /** The user's roles, with those the sync function granted. */
  roles: Array<string>;
  /** The API's id of the GatewayUser. */
  id: string;
};

/** The arguments of getGatewayUsers. */
export type GetGatewayUsersArgs = {
  /** The data-sync gateway database the object belongs to: an App Endpoint's, or a self-managed one. */
  database: string;
  /** How to reach the gateway's admin API; left out, the provider's gateway settings. */
  gateway?: {
    /** The gateway's admin API (such as https://host:4985), or a database's admin URL (an App Endpoint's `adminURL`). */
    adminUrl: string;
    /** The admin's user name (such as an App Service admin user's `name`). */
    username: string;
    /** The admin's password (secret). */
    password: string;
  };
};

/** What getGatewayUsers answers. */
export type GetGatewayUsersResult = {
  /** The GatewayUser objects found, in the API's order: an empty list when there are none. */
  items: Array<{
    /** The data-sync gateway database the object belongs to: an App Endpoint's, or a self-managed one. */
    database: string;
    /** The user's name; `GUEST` is the anonymous user, which always exists. */
    name: string;
    /** Whether the user may not log in (for `GUEST`: anonymous access is off; its default). */
    disabled?: boolean;
    /** The channels the user may read, compared as a set. */
    adminChannels?: Array<string>;
    /** The user's roles, compared as a set. */
    adminRoles?: Array<string>;
    /** The user's email address. Not for `GUEST`. */
    email?: string;
    /** Every channel the user reads: its own, its roles', those the sync function granted, and the public one. */
    allChannels: Array<string>;
    /** The user's roles, with those the sync function granted. */
    roles: Array<string>;
    /** The API's id of the GatewayUser. */
    id: string;
  }>;
};

/** The arguments of getItemizedBilling. */
export type GetItemizedBillingArgs = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The id of the cluster the object belongs to. */
  clusterId: string;
  /** The first day (YYYY-MM-DD). */
  startDate: string;
  /** The last day (YYYY-MM-DD), not before the first. */
  endDate: string;
  /** Narrows the view to some `categories`; unset: every one. */
  filters?: {
    categories?: Array<"analyticsCompute" | "analyticsStorage" | "operationalComputeAndStorage" | "operationalBucketBackup">;
  };
};

/** What getItemizedBilling answers. */
export type GetItemizedBillingResult = {
  /** The cluster's name. */
  clusterName: string;
  /** The cluster's support plan. */
  supportPlan: string;
  /** The cluster's spend, period by period: each with its categories' spend. */
  periods: Array<{
    startDate: string;
    endDate: string;
    categories: Array<{
      category: string;
      creditSpend: unknown;
      currencySpend: number;
      contributionPercent: number;
    }>;
    totalCreditSpend: unknown;
    totalCurrencySpend: number;
  }>;
  /** The whole range's spend, by category. */
  total: {
    startDate: string;
    endDate: string;
    categories: Array<{
      category: string;
      creditSpend: unknown;
      currencySpend: number;
      contributionPercent: number;
    }>;
    totalCreditSpend: unknown;
    totalCurrencySpend: number;
  };
  /** The currency of the amounts. */
  billingCurrency: string;
};

/** The arguments of getMetadataIsolation. */
export type GetMetadataIsolationArgs = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The id of the cluster the object belongs to. */
  clusterId: string;
  /** The id of the App Service the object belongs to. */
  appServiceId: string;
  /** The API's id of the MetadataIsolation. */
  id?: string;
};

/** What getMetadataIsolation answers. */
export type GetMetadataIsolationResult = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The id of the cluster the object belongs to. */
  clusterId: string;
  /** The id of the App Service the object belongs to. */
  appServiceId: string;
  /** Always `true`: metadata isolation can be turned on, never off. */
  enabled?: true;
  /** The API's id of the MetadataIsolation. */
  id: string;
};

/** The arguments of getOidcProvider. */
export type GetOidcProviderArgs = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The id of the cluster the object belongs to. */
  clusterId: string;
  /** The id of the App Service the object belongs to. */
  appServiceId: string;
  /** The name of the App Endpoint the object belongs to. */
  appEndpointName: string;
  /** The provider's issuer URL. */
  issuer?: string;
  /** The client id the App Endpoint has at the provider. */
  clientId?: string;
  /** The API's id of the OidcProvider: give it, or `issuer` and `clientId`. */
  id?: string;
};

/** What getOidcProvider answers. */
export type GetOidcProviderResult = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The id of the cluster the object belongs to. */
  clusterId: string;
  /** The id of the App Service the object belongs to. */
  appServiceId: string;
  /** The name of the App Endpoint the object belongs to. */
  appEndpointName: string;
  /** The provider's issuer URL. */
  issuer: string;
  /** The client id the App Endpoint has at the provider. */
  clientId: string;
  /** Whether a user the provider vouches for is created on first login. */
  register?: boolean;
  /** The prefix of the names of users created from this provider. */
  userPrefix?: string;
  /** The provider's discovery document URL, when not at the issuer's well-known path; empty: the issuer's. */
  discoveryUrl?: "" | string;
  /** The token claim that holds the user's name. */
  usernameClaim?: string;
  /** The token claim that holds the user's roles. */
  rolesClaim?: string;
  /** The scopes asked of the provider. */
  scope?: Array<string>;
  /** Whether this provider is the App Endpoint's default; left out, the API and the other providers decide. */
  default?: boolean;
  /** The API's id of the provider. */
  providerId: string;
  /** Whether it is the App Endpoint's default provider now. */
  isDefault: boolean;
  /** The API's id of the OidcProvider. */
  id: string;
};

/** The arguments of getPayAsYouGoBilling. */
export type GetPayAsYouGoBillingArgs = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The first day (YYYY-MM-DD); unset: the first of this month. */
  startDate?: string;
  /** The last day (YYYY-MM-DD); unset: today. */
  endDate?: string;
};

/** What getPayAsYouGoBilling answers. */
export type GetPayAsYouGoBillingResult = {
  /** The spend, period by period, by support plan. */
  periods: Array<{
    startDate: string;
    endDate: string;
    cost: {
      basic: number;
      devPro: number;
      enterprise: number;
    };
    total: number;
  }>;
  /** The whole range's spend, by support plan. */
  total: {
    startDate: string;
    endDate: string;
    cost: {
      basic: number;
      devPro: number;
      enterprise: number;
    };
    total: number;
  };
  /** The currency of the amounts. */
  billingCurrency: string;
};

/** The arguments of getPrepaidCredits. */
export type GetPrepaidCreditsArgs = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
};

/** What getPrepaidCredits answers. */
export type GetPrepaidCreditsResult = {
  /** Every prepaid credit (an empty list when there are none). */
  credits: Array<{
    id: string;
    creditName: string;
    supportPlan: string;
    startDate: string;
    expirationDate: string;
    total: number;
    used: number;
    remaining: number;
    remainingPercent: number;
  }>;
};

/** The arguments of getPrivateEndpoint. */
export type GetPrivateEndpointArgs = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The id of the cluster the object belongs to. */
  clusterId: string;
  /** The id of the App Service the object belongs to. */
  appServiceId: string;
  /** The id of the endpoint on the cloud side (such as `vpce-0abc…`): letters, digits and '-', up to 64. */
  endpointId?: string;
  /** The API's id of the PrivateEndpoint: give it, or `endpointId`. */
  id?: string;
};

/** What getPrivateEndpoint answers. */
export type GetPrivateEndpointResult = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The id of the cluster the object belongs to. */
  clusterId: string;
  /** The id of the App Service the object belongs to. */
  appServiceId: string;
  /** The id of the endpoint on the cloud side (such as `vpce-0abc…`): letters, digits and '-', up to 64. */
  endpointId: string;
  /** The connection's status, such as `linked`. */
  status: string;
  /** The name of the private endpoint service it connects to. */
  serviceName: string;
  /** The API's id of the PrivateEndpoint. */
  id: string;
};

/** The arguments of getPrivateEndpointCommand. */
export type GetPrivateEndpointCommandArgs = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The id of the cluster the object belongs to. */
  clusterId: string;
  /** The id of the App Service the object belongs to. */
  appServiceId: string;
  /** The id of your VPC (12 to 21 characters). */
  vpcID: string;
  /** The ids of the VPC's subnets the endpoint goes in. */
  subnetIDs: Array<string>;
};

/** What getPrivateEndpointCommand answers. */
export type GetPrivateEndpointCommandResult = {
  /** The cloud provider's CLI command that creates the endpoint. */
  command: string;
};

/** The arguments of getPrivateEndpoints. */
export type GetPrivateEndpointsArgs = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The id of the cluster the object belongs to. */
  clusterId: string;
  /** The id of the App Service the object belongs to. */
  appServiceId: string;
};

/** What getPrivateEndpoints answers. */
export type GetPrivateEndpointsResult = {
  /** The PrivateEndpoint objects found, in the API's order: an empty list when there are none. */
  items: Array<{
    /** The id of the organization the object belongs to. */
    organizationId: string;
    /** The id of the project the object belongs to. */
    projectId: string;
    /** The id of the cluster the object belongs to. */
    clusterId: string;
    /** The id of the App Service the object belongs to. */
    appServiceId: string;
    /** The id of the endpoint on the cloud side (such as `vpce-0abc…`): letters, digits and '-', up to 64. */
    endpointId: string;
    /** The connection's status, such as `linked`. */
    status: string;
    /** The name of the private endpoint service it connects to. */
    serviceName: string;
    /** The API's id of the PrivateEndpoint. */
    id: string;
  }>;
};

/** The arguments of getPrivateEndpointService. */
export type GetPrivateEndpointServiceArgs = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The id of the cluster the object belongs to. */
  clusterId: string;
  /** The id of the App Service the object belongs to. */
  appServiceId: string;
  /** The API's id of the PrivateEndpointService. */
  id?: string;
};

/** What getPrivateEndpointService answers. */
export type GetPrivateEndpointServiceResult = {
  /** The id of the organization the object belongs to. */
  organizationId: string;
  /** The id of the project the object belongs to. */
  projectId: string;
  /** The id of the cluster the object belongs to. */
  clusterId: string;
  /** The id of the App Service the object belongs to. */
  appServiceId: string;
  /** The service's state: `enabled`, or on the way (`enabling`, `disabling`). */
  state: string;
  /** The state the service is moving to. */
  targetState: string;
  /** The API's id of the PrivateEndpointService. */
  id: string;
};

/** The arguments of getWebhookHandler. */
export type GetWebhookHandlerArgs = {
  /** The data-sync gateway database the object belongs to: an App Endpoint's, or a self-managed one. */
  database: string;
  /** The http(s) URL changed documents are POSTed to; it names the handler in its database. */
  url?: string;
  /** The API's id of the WebhookHandler: give it, or `url`. */
  id?: string;
  /** How to reach the gateway's admin API; left out, the provider's gateway settings. */
  gateway?: {
    /** The gateway's admin API (such as https://host:4985), or a database's admin URL (an App Endpoint's `adminURL`). */
    adminUrl: string;
    /** The admin's user name (such as an App Service admin user's `name`). */
    username: string;
    /** The admin's password (secret). */
    password: string;
  };
};

/** What getWebhookHandler answers. */
export type GetWebhookHandlerResult = {
  /** The data-sync gateway database the object belongs to: an App Endpoint's, or a self-managed one. */
  database: string;
  /** The http(s) URL changed documents are POSTed to; it names the handler in its database. */
  url: string;
  /** A JavaScript `function (doc, oldDoc)` returning true for the documents to post; empty: every document. */
  filter?: string;
  /** Seconds to wait for the POST's response; 0: no limit. */
  timeout?: number;
  /** Handler options, passed to the gateway as given. */
  options?: Record<string, unknown>;
  /** The API's id of the WebhookHandler. */
  id: string;
};
