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
   * The http(s) URL changed documents are POSTed to; it names the handler in its database.
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
