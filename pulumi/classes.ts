// Generated from the resource specs by `npm run generate` (pulumi/classesGenerator.ts): do not edit.
import * as pulumi from "@pulumi/pulumi";
import { specOf } from "../resources";
import type { CommonArgs, InputsOf } from "./args";
import { dynamicResourceArgs } from "./resourceClass";
import type { AlertIntegrationComputed, AlertIntegrationInputs, AllowedCidrComputed, AllowedCidrInputs, ApiKeyComputed, ApiKeyInputs, AppEndpointAuditLogSettingsInputs, AppEndpointComputed, AppEndpointInputs, AppEndpointLoggingInputs, AppEndpointResyncComputed, AppEndpointResyncInputs, AppServiceAdminUserComputed, AppServiceAdminUserInputs, AppServiceAllowedCidrComputed, AppServiceAllowedCidrInputs, AppServiceAuditLogExportComputed, AppServiceAuditLogExportInputs, AppServiceAuditLogSettingsInputs, AppServiceComputed, AppServiceInputs, AppServiceLogStreamingComputed, AppServiceLogStreamingInputs, AuditLogStreamingComputed, AuditLogStreamingInputs, BackupComputed, BackupInputs, BackupScheduleInputs, BucketComputed, BucketFlushInputs, BucketInputs, ClusterAuditLogExportComputed, ClusterAuditLogExportInputs, ClusterAuditLogSettingsInputs, GatewayDatabaseInputs, GatewayRoleComputed, GatewayRoleInputs, GatewayUserComputed, GatewayUserInputs, MetadataIsolationInputs, OidcProviderComputed, OidcProviderInputs, PrivateEndpointComputed, PrivateEndpointInputs, PrivateEndpointServiceComputed, PrivateEndpointServiceInputs, RestoreInputs, WebhookHandlerInputs } from "./types";

/** The arguments of an AlertIntegration: its inputs, each of which may be an Input. */
export type AlertIntegrationArgs = InputsOf<AlertIntegrationInputs> & CommonArgs;

/** An alert integration of a project: where the project's alerts are delivered (a webhook or a chat service). */
export class AlertIntegration extends pulumi.dynamic.Resource {
  /**
   * The id of the organization the object belongs to.
   * Changing it replaces the AlertIntegration.
   */
  declare readonly organizationId: pulumi.Output<AlertIntegrationInputs["organizationId"]>;
  /**
   * The id of the project the object belongs to.
   * Changing it replaces the AlertIntegration.
   */
  declare readonly projectId: pulumi.Output<AlertIntegrationInputs["projectId"]>;
  /**
   * Where alerts go: `webhook`, `chat_1` or `chat_2`.
   * Changing it replaces the AlertIntegration.
   */
  declare readonly kind: pulumi.Output<AlertIntegrationInputs["kind"]>;
  /**
   * The integration's name, 1 to 1,024 characters.
   * Changing it updates the AlertIntegration in place.
   */
  declare readonly name: pulumi.Output<AlertIntegrationInputs["name"]>;
  /**
   * How alerts are delivered: exactly one block, the one named by `kind` (secret, as it holds credentials). Secret.
   * Changing it updates the AlertIntegration in place.
   */
  declare readonly config: pulumi.Output<AlertIntegrationInputs["config"]>;
  /** Whether the integration sends alerts (every integration is created enabled). */
  declare readonly enabled: pulumi.Output<AlertIntegrationComputed["enabled"]>;
  /** The API's key of the integration's configuration. */
  declare readonly configKey: pulumi.Output<AlertIntegrationComputed["configKey"]>;
  /** The integration's status, as the API reports it. */
  declare readonly status: pulumi.Output<AlertIntegrationComputed["status"]>;
  /** Who created and last changed the object, and when. */
  declare readonly audit: pulumi.Output<AlertIntegrationComputed["audit"]>;

  constructor(name: string, args: AlertIntegrationArgs, opts?: pulumi.CustomResourceOptions) {
    super(...dynamicResourceArgs(specOf("AlertIntegration"), name, args, opts));
  }
}

/** The arguments of an AllowedCidr: its inputs, each of which may be an Input. */
export type AllowedCidrArgs = InputsOf<AllowedCidrInputs> & CommonArgs;

/** An entry of a cluster's allow-list: an IPv4 address or range allowed to reach the cluster, permanent or until a set time; any change replaces it. */
export class AllowedCidr extends pulumi.dynamic.Resource {
  /**
   * The id of the organization the object belongs to.
   * Changing it replaces the AllowedCidr, deleting the old one first.
   */
  declare readonly organizationId: pulumi.Output<AllowedCidrInputs["organizationId"]>;
  /**
   * The id of the project the object belongs to.
   * Changing it replaces the AllowedCidr, deleting the old one first.
   */
  declare readonly projectId: pulumi.Output<AllowedCidrInputs["projectId"]>;
  /**
   * The id of the cluster the object belongs to.
   * Changing it replaces the AllowedCidr, deleting the old one first.
   */
  declare readonly clusterId: pulumi.Output<AllowedCidrInputs["clusterId"]>;
  /**
   * The IPv4 address or CIDR range allowed, such as 10.0.0.0/16.
   * Changing it replaces the AllowedCidr, deleting the old one first.
   */
  declare readonly cidr: pulumi.Output<AllowedCidrInputs["cidr"]>;
  /**
   * A note on the entry, at most 1,024 characters.
   * Changing it replaces the AllowedCidr, deleting the old one first.
   * @default ""
   */
  declare readonly comment: pulumi.Output<NonNullable<AllowedCidrInputs["comment"]>>;
  /**
   * When a temporary entry stops applying (RFC 3339, in the future); left out, the entry is permanent.
   * Changing it replaces the AllowedCidr, deleting the old one first.
   */
  declare readonly expiresAt: pulumi.Output<AllowedCidrInputs["expiresAt"]>;
  /** `active`, or `expired` once a temporary entry's time has passed. */
  declare readonly status: pulumi.Output<AllowedCidrComputed["status"]>;
  /** `temporary` (with `expiresAt`) or `permanent`. */
  declare readonly type: pulumi.Output<AllowedCidrComputed["type"]>;
  /** Who created and last changed the object, and when. */
  declare readonly audit: pulumi.Output<AllowedCidrComputed["audit"]>;

  constructor(name: string, args: AllowedCidrArgs, opts?: pulumi.CustomResourceOptions) {
    super(...dynamicResourceArgs(specOf("AllowedCidr"), name, args, opts));
  }
}

/** The arguments of an ApiKey: its inputs, each of which may be an Input. */
export type ApiKeyArgs = InputsOf<ApiKeyInputs> & CommonArgs;

/** An organization API key: its roles, its projects, where it may be used from; any change but a rotation replaces it. */
export class ApiKey extends pulumi.dynamic.Resource {
  /**
   * The id of the organization the object belongs to.
   * Changing it replaces the ApiKey.
   */
  declare readonly organizationId: pulumi.Output<ApiKeyInputs["organizationId"]>;
  /**
   * The key's name, 1 to 128 characters; several keys may share one.
   * Changing it replaces the ApiKey.
   */
  declare readonly name: pulumi.Output<ApiKeyInputs["name"]>;
  /**
   * What the key is for, at most 1,024 characters.
   * Changing it replaces the ApiKey.
   * @default ""
   */
  declare readonly description: pulumi.Output<NonNullable<ApiKeyInputs["description"]>>;
  /**
   * Days until the key expires: at least 0.01, or -1 for never.
   * Changing it replaces the ApiKey.
   * @default 180
   */
  declare readonly expiry: pulumi.Output<NonNullable<ApiKeyInputs["expiry"]>>;
  /**
   * The IPv4 addresses or CIDR ranges the key may be used from (1 to 75), compared as a set. Compared as a set.
   * Changing it replaces the ApiKey.
   * @default ["0.0.0.0/0"]
   */
  declare readonly allowedCIDRs: pulumi.Output<NonNullable<ApiKeyInputs["allowedCIDRs"]>>;
  /**
   * The key's organization roles (`organizationOwner`, `organizationMember`, `projectCreator`), compared as a set. Compared as a set.
   * Changing it replaces the ApiKey.
   */
  declare readonly organizationRoles: pulumi.Output<ApiKeyInputs["organizationRoles"]>;
  /**
   * The projects the key has roles in.
   * Changing it replaces the ApiKey.
   * @default []
   */
  declare readonly resources: pulumi.Output<NonNullable<ApiKeyInputs["resources"]>>;
  /**
   * A counter: raise it to rotate the key's secret in place; `token` changes, the key stays.
   * Changing it updates the ApiKey in place.
   */
  declare readonly rotation: pulumi.Output<ApiKeyInputs["rotation"]>;
  /** The key's token: shown by the API only on creation and rotation. Secret. */
  declare readonly token: pulumi.Output<ApiKeyComputed["token"]>;
  /** Who created and last changed the object, and when. */
  declare readonly audit: pulumi.Output<ApiKeyComputed["audit"]>;

  constructor(name: string, args: ApiKeyArgs, opts?: pulumi.CustomResourceOptions) {
    super(...dynamicResourceArgs(specOf("ApiKey"), name, args, opts));
  }
}

/** The arguments of an AppEndpoint: its inputs, each of which may be an Input. */
export type AppEndpointArgs = InputsOf<AppEndpointInputs> & CommonArgs;

/** An App Endpoint of an App Service: a data-sync database serving a bucket's collections to clients, with its OIDC providers and CORS settings. */
export class AppEndpoint extends pulumi.dynamic.Resource {
  /**
   * The id of the organization the object belongs to.
   * Changing it replaces the AppEndpoint, deleting the old one first.
   */
  declare readonly organizationId: pulumi.Output<AppEndpointInputs["organizationId"]>;
  /**
   * The id of the project the object belongs to.
   * Changing it replaces the AppEndpoint, deleting the old one first.
   */
  declare readonly projectId: pulumi.Output<AppEndpointInputs["projectId"]>;
  /**
   * The id of the cluster the object belongs to.
   * Changing it replaces the AppEndpoint, deleting the old one first.
   */
  declare readonly clusterId: pulumi.Output<AppEndpointInputs["clusterId"]>;
  /**
   * The id of the App Service the object belongs to.
   * Changing it replaces the AppEndpoint, deleting the old one first.
   */
  declare readonly appServiceId: pulumi.Output<AppEndpointInputs["appServiceId"]>;
  /**
   * The App Endpoint's name (its data-sync database).
   * Changing it replaces the AppEndpoint, deleting the old one first.
   */
  declare readonly name: pulumi.Output<AppEndpointInputs["name"]>;
  /**
   * The bucket it serves, by name.
   * Changing it replaces the AppEndpoint, deleting the old one first.
   */
  declare readonly bucket: pulumi.Output<AppEndpointInputs["bucket"]>;
  /**
   * Its OIDC providers (at most 32); OidcProvider resources may manage them instead.
   * Changing it updates the AppEndpoint in place.
   */
  declare readonly oidc: pulumi.Output<AppEndpointInputs["oidc"]>;
  /**
   * Its CORS settings; left out, CORS is off.
   * Changing it updates the AppEndpoint in place.
   */
  declare readonly cors: pulumi.Output<AppEndpointInputs["cors"]>;
  /**
   * The scopes and collections of the bucket it serves, by name, with their functions; left out, the API's choice.
   * Changing it updates the AppEndpoint in place.
   */
  declare readonly scopes: pulumi.Output<AppEndpointInputs["scopes"]>;
  /**
   * Whether clients may pull only the changed parts of documents (delta sync).
   * Changing it updates the AppEndpoint in place.
   * @default false
   */
  declare readonly deltaSyncEnabled: pulumi.Output<NonNullable<AppEndpointInputs["deltaSyncEnabled"]>>;
  /**
   * The user extended-attribute key, at most 15 characters; empty disables it.
   * Changing it updates the AppEndpoint in place.
   */
  declare readonly userXattrKey: pulumi.Output<AppEndpointInputs["userXattrKey"]>;
  /**
   * Whether the public `_all_docs` endpoint is off.
   * Changing it updates the AppEndpoint in place.
   * @default false
   */
  declare readonly disablePublicAllDocs: pulumi.Output<NonNullable<AppEndpointInputs["disablePublicAllDocs"]>>;
  /**
   * Whether the App Endpoint is paused (offline): switched in place.
   * Changing it updates the AppEndpoint in place.
   */
  declare readonly paused: pulumi.Output<AppEndpointInputs["paused"]>;
  /** Every OIDC provider of the App Endpoint, as the API has them (also those OidcProvider resources manage). */
  declare readonly oidcProviders: pulumi.Output<AppEndpointComputed["oidcProviders"]>;
  /** `Online`, `Offline`, or on the way (`Starting`, `Stopping`). */
  declare readonly state: pulumi.Output<AppEndpointComputed["state"]>;
  /** The URL of its admin API. */
  declare readonly adminURL: pulumi.Output<AppEndpointComputed["adminURL"]>;
  /** The URL of its metrics. */
  declare readonly metricsURL: pulumi.Output<AppEndpointComputed["metricsURL"]>;
  /** The URL clients sync with. */
  declare readonly publicURL: pulumi.Output<AppEndpointComputed["publicURL"]>;
  /** The collections whose functions changed and that need a resync, by scope. */
  declare readonly requireResync: pulumi.Output<AppEndpointComputed["requireResync"]>;
  /** Whether any collection needs a resync. */
  declare readonly isRequireResync: pulumi.Output<AppEndpointComputed["isRequireResync"]>;

  constructor(name: string, args: AppEndpointArgs, opts?: pulumi.CustomResourceOptions) {
    super(...dynamicResourceArgs(specOf("AppEndpoint"), name, args, opts));
  }
}

/** The arguments of an AppEndpointAuditLogSettings: its inputs, each of which may be an Input. */
export type AppEndpointAuditLogSettingsArgs = InputsOf<AppEndpointAuditLogSettingsInputs> & CommonArgs;

/** The audit logging of an App Endpoint: whether it is on, which events it logs, and whose operations it leaves out. Deleting it puts the defaults back. */
export class AppEndpointAuditLogSettings extends pulumi.dynamic.Resource {
  /**
   * The id of the organization the object belongs to.
   * Changing it replaces the AppEndpointAuditLogSettings.
   */
  declare readonly organizationId: pulumi.Output<AppEndpointAuditLogSettingsInputs["organizationId"]>;
  /**
   * The id of the project the object belongs to.
   * Changing it replaces the AppEndpointAuditLogSettings.
   */
  declare readonly projectId: pulumi.Output<AppEndpointAuditLogSettingsInputs["projectId"]>;
  /**
   * The id of the cluster the object belongs to.
   * Changing it replaces the AppEndpointAuditLogSettings.
   */
  declare readonly clusterId: pulumi.Output<AppEndpointAuditLogSettingsInputs["clusterId"]>;
  /**
   * The id of the App Service the object belongs to.
   * Changing it replaces the AppEndpointAuditLogSettings.
   */
  declare readonly appServiceId: pulumi.Output<AppEndpointAuditLogSettingsInputs["appServiceId"]>;
  /**
   * The name of the App Endpoint the object belongs to.
   * Changing it replaces the AppEndpointAuditLogSettings.
   */
  declare readonly appEndpointName: pulumi.Output<AppEndpointAuditLogSettingsInputs["appEndpointName"]>;
  /**
   * Whether the App Endpoint writes audit logs.
   * Changing it updates the AppEndpointAuditLogSettings in place.
   * @default false
   */
  declare readonly auditEnabled: pulumi.Output<AppEndpointAuditLogSettingsInputs["auditEnabled"]>;
  /**
   * The events to log, each `{id}`; left out, the API's default events. Compared as a set.
   * Changing it updates the AppEndpointAuditLogSettings in place.
   * @default [{"id":53280},{"id":53281},{"id":53282},{"id":53283},{"id":53284},{"id":53290},{"id":53291},{"id":53292},{"id":54000},{"id":54002},{"id":54010},{"id":54011},{"id":54020},{"id":54021},{"id":54030},{"id":54031},{"id":54032},{"id":54041},{"id":54042},{"id":54044},{"id":54045},{"id":54100},{"id":54101},{"id":54102},{"id":54103},{"id":54104},{"id":54105},{"id":54106},{"id":54110},{"id":54111},{"id":54112},{"id":54113},{"id":54114},{"id":54200},{"id":54300},{"id":54301},{"id":54400},{"id":54401},{"id":54402},{"id":54403},{"id":54411},{"id":54412},{"id":54413},{"id":54421}]
   */
  declare readonly enabledEventIds: pulumi.Output<NonNullable<AppEndpointAuditLogSettingsInputs["enabledEventIds"]>>;
  /**
   * Users whose operations are not logged. Compared as a set.
   * Changing it updates the AppEndpointAuditLogSettings in place.
   * @default []
   */
  declare readonly disabledUsers: pulumi.Output<NonNullable<AppEndpointAuditLogSettingsInputs["disabledUsers"]>>;
  /**
   * Roles whose users' operations are not logged. Compared as a set.
   * Changing it updates the AppEndpointAuditLogSettings in place.
   * @default []
   */
  declare readonly disabledRoles: pulumi.Output<NonNullable<AppEndpointAuditLogSettingsInputs["disabledRoles"]>>;

  constructor(name: string, args: AppEndpointAuditLogSettingsArgs, opts?: pulumi.CustomResourceOptions) {
    super(...dynamicResourceArgs(specOf("AppEndpointAuditLogSettings"), name, args, opts));
  }
}

/** The arguments of an AppEndpointLogging: its inputs, each of which may be an Input. */
export type AppEndpointLoggingArgs = InputsOf<AppEndpointLoggingInputs> & CommonArgs;

/** The console log an App Endpoint sends to its App Service's log collector: its level and log keys. Deleting it puts the defaults back. */
export class AppEndpointLogging extends pulumi.dynamic.Resource {
  /**
   * The id of the organization the object belongs to.
   * Changing it replaces the AppEndpointLogging.
   */
  declare readonly organizationId: pulumi.Output<AppEndpointLoggingInputs["organizationId"]>;
  /**
   * The id of the project the object belongs to.
   * Changing it replaces the AppEndpointLogging.
   */
  declare readonly projectId: pulumi.Output<AppEndpointLoggingInputs["projectId"]>;
  /**
   * The id of the cluster the object belongs to.
   * Changing it replaces the AppEndpointLogging.
   */
  declare readonly clusterId: pulumi.Output<AppEndpointLoggingInputs["clusterId"]>;
  /**
   * The id of the App Service the object belongs to.
   * Changing it replaces the AppEndpointLogging.
   */
  declare readonly appServiceId: pulumi.Output<AppEndpointLoggingInputs["appServiceId"]>;
  /**
   * The name of the App Endpoint the object belongs to.
   * Changing it replaces the AppEndpointLogging.
   */
  declare readonly appEndpointName: pulumi.Output<AppEndpointLoggingInputs["appEndpointName"]>;
  /**
   * The lowest level sent: `info`, `warn` or `error`.
   * Changing it updates the AppEndpointLogging in place.
   * @default "info"
   */
  declare readonly logLevel: pulumi.Output<NonNullable<AppEndpointLoggingInputs["logLevel"]>>;
  /**
   * The log keys sent (`Admin`, `Access`, `Auth`, `HTTP`, `Sync`, …). Compared as a set.
   * Changing it updates the AppEndpointLogging in place.
   * @default ["HTTP"]
   */
  declare readonly logKeys: pulumi.Output<NonNullable<AppEndpointLoggingInputs["logKeys"]>>;

  constructor(name: string, args: AppEndpointLoggingArgs, opts?: pulumi.CustomResourceOptions) {
    super(...dynamicResourceArgs(specOf("AppEndpointLogging"), name, args, opts));
  }
}

/** The arguments of an AppEndpointResync: its inputs, each of which may be an Input. */
export type AppEndpointResyncArgs = InputsOf<AppEndpointResyncInputs> & Omit<CommonArgs, "adopt">;

/** A resync of an App Endpoint (paused first): created, it runs and waits until the resync completes; `triggers` run it again. Its outputs are the resync's status. */
export class AppEndpointResync extends pulumi.dynamic.Resource {
  /**
   * The id of the organization the object belongs to.
   * Changing it replaces the AppEndpointResync.
   */
  declare readonly organizationId: pulumi.Output<AppEndpointResyncInputs["organizationId"]>;
  /**
   * The id of the project the object belongs to.
   * Changing it replaces the AppEndpointResync.
   */
  declare readonly projectId: pulumi.Output<AppEndpointResyncInputs["projectId"]>;
  /**
   * The id of the cluster the object belongs to.
   * Changing it replaces the AppEndpointResync.
   */
  declare readonly clusterId: pulumi.Output<AppEndpointResyncInputs["clusterId"]>;
  /**
   * The id of the App Service the object belongs to.
   * Changing it replaces the AppEndpointResync.
   */
  declare readonly appServiceId: pulumi.Output<AppEndpointResyncInputs["appServiceId"]>;
  /**
   * The name of the App Endpoint the object belongs to.
   * Changing it replaces the AppEndpointResync.
   */
  declare readonly appEndpointName: pulumi.Output<AppEndpointResyncInputs["appEndpointName"]>;
  /**
   * The collections to resync, by scope: scope name to collection names. Unset: every collection that needs a resync.
   * Changing it replaces the AppEndpointResync.
   */
  declare readonly scopes: pulumi.Output<AppEndpointResyncInputs["scopes"]>;
  /**
   * Values of your choosing (a map of strings, such as a date or a release): a change of any of them runs the action again, as a replacement.
   * Changing it replaces the AppEndpointResync.
   */
  declare readonly triggers: pulumi.Output<AppEndpointResyncInputs["triggers"]>;
  /** The resync's state: `running`, `stopping`, `completed`, `stopped`, `error`. */
  declare readonly state: pulumi.Output<AppEndpointResyncComputed["state"]>;
  /** When the resync started (RFC 3339). */
  declare readonly startTime: pulumi.Output<AppEndpointResyncComputed["startTime"]>;
  /** The last error the resync met, if any. */
  declare readonly lastError: pulumi.Output<AppEndpointResyncComputed["lastError"]>;
  /** Documents the resync changed. */
  declare readonly docsChanged: pulumi.Output<AppEndpointResyncComputed["docsChanged"]>;
  /** Documents the resync processed. */
  declare readonly docsProcessed: pulumi.Output<AppEndpointResyncComputed["docsProcessed"]>;
  /** Documents the resync set out to process. */
  declare readonly docsTargeted: pulumi.Output<AppEndpointResyncComputed["docsTargeted"]>;
  /** Documents the resync failed on. */
  declare readonly docsErrored: pulumi.Output<AppEndpointResyncComputed["docsErrored"]>;
  /** The collections being resynced, by scope. */
  declare readonly collectionsProcessing: pulumi.Output<AppEndpointResyncComputed["collectionsProcessing"]>;

  constructor(name: string, args: AppEndpointResyncArgs, opts?: pulumi.CustomResourceOptions) {
    super(...dynamicResourceArgs(specOf("AppEndpointResync"), name, args, opts));
  }
}

/** The arguments of an AppService: its inputs, each of which may be an Input. */
export type AppServiceArgs = InputsOf<AppServiceInputs> & CommonArgs;

/** An App Service of a cluster: the data-sync service its App Endpoints run on. Its size changes in place and it can be turned off and on. */
export class AppService extends pulumi.dynamic.Resource {
  /**
   * The id of the organization the object belongs to.
   * Changing it replaces the AppService, deleting the old one first.
   */
  declare readonly organizationId: pulumi.Output<AppServiceInputs["organizationId"]>;
  /**
   * The id of the project the object belongs to.
   * Changing it replaces the AppService, deleting the old one first.
   */
  declare readonly projectId: pulumi.Output<AppServiceInputs["projectId"]>;
  /**
   * The id of the cluster the object belongs to.
   * Changing it replaces the AppService, deleting the old one first.
   */
  declare readonly clusterId: pulumi.Output<AppServiceInputs["clusterId"]>;
  /**
   * The App Service's name, 1 to 256 characters.
   * Changing it replaces the AppService, deleting the old one first.
   */
  declare readonly name: pulumi.Output<AppServiceInputs["name"]>;
  /**
   * What the App Service is for.
   * Changing it replaces the AppService, deleting the old one first.
   * @default ""
   */
  declare readonly description: pulumi.Output<NonNullable<AppServiceInputs["description"]>>;
  /**
   * How many nodes it runs, 2 to 12.
   * Changing it updates the AppService in place.
   * @default 2
   */
  declare readonly nodes: pulumi.Output<NonNullable<AppServiceInputs["nodes"]>>;
  /**
   * The size of each node, one of the supported combinations: {cpu: 2, ram: 4}, {cpu: 4, ram: 8}, {cpu: 8, ram: 16}, {cpu: 16, ram: 32}, {cpu: 36, ram: 72}.
   * Changing it updates the AppService in place.
   * @default {"cpu":2,"ram":4}
   */
  declare readonly compute: pulumi.Output<NonNullable<AppServiceInputs["compute"]>>;
  /**
   * The release to run (`major.minor`, optionally `.patch`); left out, the latest. A later release read back is no change.
   * Changing it replaces the AppService, deleting the old one first.
   */
  declare readonly version: pulumi.Output<AppServiceInputs["version"]>;
  /**
   * The IPv4 range of its load balancer, such as 10.0.0.0/23: Azure App Services only; left out, the API allocates one.
   * Changing it replaces the AppService, deleting the old one first.
   */
  declare readonly loadBalancerCidr: pulumi.Output<AppServiceInputs["loadBalancerCidr"]>;
  /**
   * Whether the App Service is turned off: switched in place (off, or back on); turned on outside the program, it is drift to undo.
   * Changing it updates the AppService in place.
   * @default false
   */
  declare readonly turnedOff: pulumi.Output<NonNullable<AppServiceInputs["turnedOff"]>>;
  /** The App Service's state, such as `healthy` or `turnedOff`. */
  declare readonly currentState: pulumi.Output<AppServiceComputed["currentState"]>;
  /** The cloud provider it runs on (its cluster's). */
  declare readonly cloudProvider: pulumi.Output<AppServiceComputed["cloudProvider"]>;
  /** Its support plan (its cluster's). */
  declare readonly plan: pulumi.Output<AppServiceComputed["plan"]>;
  /** Who created and last changed the object, and when. */
  declare readonly audit: pulumi.Output<AppServiceComputed["audit"]>;
  /** The version of the App Service the last read saw, sent with updates so that none overwrites a change made meanwhile. */
  declare readonly etag: pulumi.Output<AppServiceComputed["etag"]>;

  constructor(name: string, args: AppServiceArgs, opts?: pulumi.CustomResourceOptions) {
    super(...dynamicResourceArgs(specOf("AppService"), name, args, opts));
  }
}

/** The arguments of an AppServiceAdminUser: its inputs, each of which may be an Input. */
export type AppServiceAdminUserArgs = InputsOf<AppServiceAdminUserInputs> & CommonArgs;

/** An admin user of an App Service, with access to every App Endpoint or to named ones. */
export class AppServiceAdminUser extends pulumi.dynamic.Resource {
  /**
   * The id of the organization the object belongs to.
   * Changing it replaces the AppServiceAdminUser, deleting the old one first.
   */
  declare readonly organizationId: pulumi.Output<AppServiceAdminUserInputs["organizationId"]>;
  /**
   * The id of the project the object belongs to.
   * Changing it replaces the AppServiceAdminUser, deleting the old one first.
   */
  declare readonly projectId: pulumi.Output<AppServiceAdminUserInputs["projectId"]>;
  /**
   * The id of the cluster the object belongs to.
   * Changing it replaces the AppServiceAdminUser, deleting the old one first.
   */
  declare readonly clusterId: pulumi.Output<AppServiceAdminUserInputs["clusterId"]>;
  /**
   * The id of the App Service the object belongs to.
   * Changing it replaces the AppServiceAdminUser, deleting the old one first.
   */
  declare readonly appServiceId: pulumi.Output<AppServiceAdminUserInputs["appServiceId"]>;
  /**
   * The admin user's name, 1 to 128 characters without ':'.
   * Changing it replaces the AppServiceAdminUser, deleting the old one first.
   */
  declare readonly name: pulumi.Output<AppServiceAdminUserInputs["name"]>;
  /**
   * The user's password: 8 to 128 characters with an upper-case letter, a lower-case letter, a digit and a symbol. Secret. Write-only: never read back.
   * Changing it replaces the AppServiceAdminUser, deleting the old one first.
   */
  declare readonly password: pulumi.Output<AppServiceAdminUserInputs["password"]>;
  /**
   * Bucket-level access control; only `true` is supported.
   * Changing it replaces the AppServiceAdminUser, deleting the old one first.
   * @default true
   */
  declare readonly enableBucketLevelAccess: pulumi.Output<NonNullable<AppServiceAdminUserInputs["enableBucketLevelAccess"]>>;
  /**
   * Which App Endpoints the user administers: `{"accessAllEndpoints": true}` for every one, or `{"endpoints": [names]}`.
   * Changing it updates the AppServiceAdminUser in place.
   */
  declare readonly access: pulumi.Output<AppServiceAdminUserInputs["access"]>;
  /** Who created and last changed the object, and when. */
  declare readonly audit: pulumi.Output<AppServiceAdminUserComputed["audit"]>;

  constructor(name: string, args: AppServiceAdminUserArgs, opts?: pulumi.CustomResourceOptions) {
    super(...dynamicResourceArgs(specOf("AppServiceAdminUser"), name, args, opts));
  }
}

/** The arguments of an AppServiceAllowedCidr: its inputs, each of which may be an Input. */
export type AppServiceAllowedCidrArgs = InputsOf<AppServiceAllowedCidrInputs> & CommonArgs;

/** An entry of an App Service's allow-list: an IPv4 address or range allowed to reach the App Service, permanent or until a set time; any change replaces it. */
export class AppServiceAllowedCidr extends pulumi.dynamic.Resource {
  /**
   * The id of the organization the object belongs to.
   * Changing it replaces the AppServiceAllowedCidr, deleting the old one first.
   */
  declare readonly organizationId: pulumi.Output<AppServiceAllowedCidrInputs["organizationId"]>;
  /**
   * The id of the project the object belongs to.
   * Changing it replaces the AppServiceAllowedCidr, deleting the old one first.
   */
  declare readonly projectId: pulumi.Output<AppServiceAllowedCidrInputs["projectId"]>;
  /**
   * The id of the cluster the object belongs to.
   * Changing it replaces the AppServiceAllowedCidr, deleting the old one first.
   */
  declare readonly clusterId: pulumi.Output<AppServiceAllowedCidrInputs["clusterId"]>;
  /**
   * The id of the App Service the object belongs to.
   * Changing it replaces the AppServiceAllowedCidr, deleting the old one first.
   */
  declare readonly appServiceId: pulumi.Output<AppServiceAllowedCidrInputs["appServiceId"]>;
  /**
   * The IPv4 address or CIDR range allowed, such as 10.0.0.0/16.
   * Changing it replaces the AppServiceAllowedCidr, deleting the old one first.
   */
  declare readonly cidr: pulumi.Output<AppServiceAllowedCidrInputs["cidr"]>;
  /**
   * A note on the entry, at most 1,024 characters.
   * Changing it replaces the AppServiceAllowedCidr, deleting the old one first.
   * @default ""
   */
  declare readonly comment: pulumi.Output<NonNullable<AppServiceAllowedCidrInputs["comment"]>>;
  /**
   * When a temporary entry stops applying (RFC 3339, in the future); left out, the entry is permanent.
   * Changing it replaces the AppServiceAllowedCidr, deleting the old one first.
   */
  declare readonly expiresAt: pulumi.Output<AppServiceAllowedCidrInputs["expiresAt"]>;
  /** `active`, or `expired` once a temporary entry's time has passed. */
  declare readonly status: pulumi.Output<AppServiceAllowedCidrComputed["status"]>;
  /** `temporary` (with `expiresAt`) or `permanent`. */
  declare readonly type: pulumi.Output<AppServiceAllowedCidrComputed["type"]>;
  /** Who created and last changed the object, and when. */
  declare readonly audit: pulumi.Output<AppServiceAllowedCidrComputed["audit"]>;

  constructor(name: string, args: AppServiceAllowedCidrArgs, opts?: pulumi.CustomResourceOptions) {
    super(...dynamicResourceArgs(specOf("AppServiceAllowedCidr"), name, args, opts));
  }
}

/** The arguments of an AppServiceAuditLogExport: its inputs, each of which may be an Input. */
export type AppServiceAuditLogExportArgs = InputsOf<AppServiceAuditLogExportInputs> & Omit<CommonArgs, "adopt">;

/** An export of an App Service's audit log over a period: created, it runs and waits until the archive is ready; its outputs are the download URL and its expiry. */
export class AppServiceAuditLogExport extends pulumi.dynamic.Resource {
  /**
   * The id of the organization the object belongs to.
   * Changing it replaces the AppServiceAuditLogExport.
   */
  declare readonly organizationId: pulumi.Output<AppServiceAuditLogExportInputs["organizationId"]>;
  /**
   * The id of the project the object belongs to.
   * Changing it replaces the AppServiceAuditLogExport.
   */
  declare readonly projectId: pulumi.Output<AppServiceAuditLogExportInputs["projectId"]>;
  /**
   * The id of the cluster the object belongs to.
   * Changing it replaces the AppServiceAuditLogExport.
   */
  declare readonly clusterId: pulumi.Output<AppServiceAuditLogExportInputs["clusterId"]>;
  /**
   * The id of the App Service the object belongs to.
   * Changing it replaces the AppServiceAuditLogExport.
   */
  declare readonly appServiceId: pulumi.Output<AppServiceAuditLogExportInputs["appServiceId"]>;
  /**
   * The start of the period to export (RFC 3339); within the last 30 days.
   * Changing it replaces the AppServiceAuditLogExport.
   */
  declare readonly start: pulumi.Output<AppServiceAuditLogExportInputs["start"]>;
  /**
   * The end of the period to export (RFC 3339), after `start`.
   * Changing it replaces the AppServiceAuditLogExport.
   */
  declare readonly end: pulumi.Output<AppServiceAuditLogExportInputs["end"]>;
  /**
   * Values of your choosing (a map of strings, such as a date or a release): a change of any of them runs the action again, as a replacement.
   * Changing it replaces the AppServiceAuditLogExport.
   */
  declare readonly triggers: pulumi.Output<AppServiceAuditLogExportInputs["triggers"]>;
  /** The export's status: `Queued`, `Ready`, `Failed`. */
  declare readonly status: pulumi.Output<AppServiceAuditLogExportComputed["status"]>;
  /** The pre-signed URL of the archive (the API's `download_id`). Secret. */
  declare readonly downloadUrl: pulumi.Output<AppServiceAuditLogExportComputed["downloadUrl"]>;
  /** When the download URL stops working (RFC 3339; the API's `download_expires`). */
  declare readonly downloadExpires: pulumi.Output<AppServiceAuditLogExportComputed["downloadExpires"]>;

  constructor(name: string, args: AppServiceAuditLogExportArgs, opts?: pulumi.CustomResourceOptions) {
    super(...dynamicResourceArgs(specOf("AppServiceAuditLogExport"), name, args, opts));
  }
}

/** The arguments of an AppServiceAuditLogSettings: its inputs, each of which may be an Input. */
export type AppServiceAuditLogSettingsArgs = InputsOf<AppServiceAuditLogSettingsInputs> & CommonArgs;

/** Whether an App Service writes audit logs. Deleting it turns audit logging off. */
export class AppServiceAuditLogSettings extends pulumi.dynamic.Resource {
  /**
   * The id of the organization the object belongs to.
   * Changing it replaces the AppServiceAuditLogSettings.
   */
  declare readonly organizationId: pulumi.Output<AppServiceAuditLogSettingsInputs["organizationId"]>;
  /**
   * The id of the project the object belongs to.
   * Changing it replaces the AppServiceAuditLogSettings.
   */
  declare readonly projectId: pulumi.Output<AppServiceAuditLogSettingsInputs["projectId"]>;
  /**
   * The id of the cluster the object belongs to.
   * Changing it replaces the AppServiceAuditLogSettings.
   */
  declare readonly clusterId: pulumi.Output<AppServiceAuditLogSettingsInputs["clusterId"]>;
  /**
   * The id of the App Service the object belongs to.
   * Changing it replaces the AppServiceAuditLogSettings.
   */
  declare readonly appServiceId: pulumi.Output<AppServiceAuditLogSettingsInputs["appServiceId"]>;
  /**
   * Whether the App Service writes audit logs.
   * Changing it updates the AppServiceAuditLogSettings in place.
   */
  declare readonly auditEnabled: pulumi.Output<AppServiceAuditLogSettingsInputs["auditEnabled"]>;

  constructor(name: string, args: AppServiceAuditLogSettingsArgs, opts?: pulumi.CustomResourceOptions) {
    super(...dynamicResourceArgs(specOf("AppServiceAuditLogSettings"), name, args, opts));
  }
}

/** The arguments of an AppServiceLogStreaming: its inputs, each of which may be an Input. */
export type AppServiceLogStreamingArgs = InputsOf<AppServiceLogStreamingInputs> & CommonArgs;

/** The log streaming of an App Service: which collector its logs go to, and whether streaming is paused. */
export class AppServiceLogStreaming extends pulumi.dynamic.Resource {
  /**
   * The id of the organization the object belongs to.
   * Changing it replaces the AppServiceLogStreaming.
   */
  declare readonly organizationId: pulumi.Output<AppServiceLogStreamingInputs["organizationId"]>;
  /**
   * The id of the project the object belongs to.
   * Changing it replaces the AppServiceLogStreaming.
   */
  declare readonly projectId: pulumi.Output<AppServiceLogStreamingInputs["projectId"]>;
  /**
   * The id of the cluster the object belongs to.
   * Changing it replaces the AppServiceLogStreaming.
   */
  declare readonly clusterId: pulumi.Output<AppServiceLogStreamingInputs["clusterId"]>;
  /**
   * The id of the App Service the object belongs to.
   * Changing it replaces the AppServiceLogStreaming.
   */
  declare readonly appServiceId: pulumi.Output<AppServiceLogStreamingInputs["appServiceId"]>;
  /**
   * The collector logs go to: `datadog`, `generic_http`, `sumologic`, `loki`, `elastic`, `splunk`, `dynatrace`.
   * Changing it updates the AppServiceLogStreaming in place.
   */
  declare readonly outputType: pulumi.Output<AppServiceLogStreamingInputs["outputType"]>;
  /**
   * How to reach the collector: the fields its `outputType` takes, datadog {apiKey, url}, generic_http {url, user?, password?}, sumologic {url}, loki {user, password, url}, elastic {user, password, url}, splunk {splunkToken, url}, dynatrace {apiToken, url}. The API never returns them. Secret. Write-only: never read back.
   * Changing it updates the AppServiceLogStreaming in place.
   */
  declare readonly credentials: pulumi.Output<AppServiceLogStreamingInputs["credentials"]>;
  /**
   * Whether streaming is paused (the configuration kept): switched in place.
   * Changing it updates the AppServiceLogStreaming in place.
   * @default false
   */
  declare readonly paused: pulumi.Output<NonNullable<AppServiceLogStreamingInputs["paused"]>>;
  /** The configuration's state: `enabled`, `paused`, or on the way there; `errored` when a change failed. */
  declare readonly configState: pulumi.Output<AppServiceLogStreamingComputed["configState"]>;
  /** Whether logs are flowing now, as the API reports it. */
  declare readonly streamingState: pulumi.Output<AppServiceLogStreamingComputed["streamingState"]>;

  constructor(name: string, args: AppServiceLogStreamingArgs, opts?: pulumi.CustomResourceOptions) {
    super(...dynamicResourceArgs(specOf("AppServiceLogStreaming"), name, args, opts));
  }
}

/** The arguments of an AuditLogStreaming: its inputs, each of which may be an Input. */
export type AuditLogStreamingArgs = InputsOf<AuditLogStreamingInputs> & CommonArgs;

/** The audit log streaming of an App Service: where its audit logs go, and whether they stream now. */
export class AuditLogStreaming extends pulumi.dynamic.Resource {
  /**
   * The id of the organization the object belongs to.
   * Changing it replaces the AuditLogStreaming.
   */
  declare readonly organizationId: pulumi.Output<AuditLogStreamingInputs["organizationId"]>;
  /**
   * The id of the project the object belongs to.
   * Changing it replaces the AuditLogStreaming.
   */
  declare readonly projectId: pulumi.Output<AuditLogStreamingInputs["projectId"]>;
  /**
   * The id of the cluster the object belongs to.
   * Changing it replaces the AuditLogStreaming.
   */
  declare readonly clusterId: pulumi.Output<AuditLogStreamingInputs["clusterId"]>;
  /**
   * The id of the App Service the object belongs to.
   * Changing it replaces the AuditLogStreaming.
   */
  declare readonly appServiceId: pulumi.Output<AuditLogStreamingInputs["appServiceId"]>;
  /**
   * Whether audit logs stream: `false` pauses streaming and keeps the configuration.
   * Changing it updates the AuditLogStreaming in place.
   */
  declare readonly streamingEnabled: pulumi.Output<AuditLogStreamingInputs["streamingEnabled"]>;
  /**
   * App Endpoints whose audit logs are not streamed, by name. Compared as a set.
   * Changing it updates the AuditLogStreaming in place.
   * @default []
   */
  declare readonly disabledAppEndpoints: pulumi.Output<NonNullable<AuditLogStreamingInputs["disabledAppEndpoints"]>>;
  /**
   * The collector logs go to: `datadog`, `generic_http`, `sumologic`, `loki`, `elastic`, `splunk`, `dynatrace`.
   * Changing it updates the AuditLogStreaming in place.
   */
  declare readonly outputType: pulumi.Output<AuditLogStreamingInputs["outputType"]>;
  /**
   * How to reach the collector: the fields its `outputType` takes, datadog {apiKey, url}, generic_http {url, user?, password?}, sumologic {url}, loki {user, password, url}, elastic {user, password, url}, splunk {splunkToken, url}, dynatrace {apiToken, url}. The API never returns them. Secret. Write-only: never read back.
   * Changing it updates the AuditLogStreaming in place.
   */
  declare readonly credentials: pulumi.Output<AuditLogStreamingInputs["credentials"]>;
  /** The streaming state: `enabled`, `paused`, or on the way (`enabling`, `pausing`); `errored` when a change failed. */
  declare readonly logStreamingState: pulumi.Output<AuditLogStreamingComputed["logStreamingState"]>;

  constructor(name: string, args: AuditLogStreamingArgs, opts?: pulumi.CustomResourceOptions) {
    super(...dynamicResourceArgs(specOf("AuditLogStreaming"), name, args, opts));
  }
}

/** The arguments of a Backup: its inputs, each of which may be an Input. */
export type BackupArgs = InputsOf<BackupInputs> & Omit<CommonArgs, "adopt">;

/** An on-demand (full) backup of a bucket: created, it runs and waits until the backup is ready; `triggers` take another. Kept when the resource is deleted, unless `deleteOnDestroy`. */
export class Backup extends pulumi.dynamic.Resource {
  /**
   * The id of the organization the object belongs to.
   * Changing it replaces the Backup.
   */
  declare readonly organizationId: pulumi.Output<BackupInputs["organizationId"]>;
  /**
   * The id of the project the object belongs to.
   * Changing it replaces the Backup.
   */
  declare readonly projectId: pulumi.Output<BackupInputs["projectId"]>;
  /**
   * The id of the cluster the object belongs to.
   * Changing it replaces the Backup.
   */
  declare readonly clusterId: pulumi.Output<BackupInputs["clusterId"]>;
  /**
   * The id of the bucket the object belongs to.
   * Changing it replaces the Backup.
   */
  declare readonly bucketId: pulumi.Output<BackupInputs["bucketId"]>;
  /**
   * Whether deleting (or replacing) the resource deletes the backup, and with it every backup of its cycle; otherwise the backup is kept until its retention ends.
   * Changing it updates the Backup in place.
   * @default false
   */
  declare readonly deleteOnDestroy: pulumi.Output<NonNullable<BackupInputs["deleteOnDestroy"]>>;
  /**
   * Values of your choosing (a map of strings, such as a date or a release): a change of any of them runs the action again, as a replacement.
   * Changing it replaces the Backup.
   */
  declare readonly triggers: pulumi.Output<BackupInputs["triggers"]>;
  /** The backup's status: `pending`, `ready`, `failed`. */
  declare readonly status: pulumi.Output<BackupComputed["status"]>;
  /** The name of the bucket backed up. */
  declare readonly bucketName: pulumi.Output<BackupComputed["bucketName"]>;
  /** The backup cycle it starts (an on-demand backup is a full one). */
  declare readonly cycleID: pulumi.Output<BackupComputed["cycleID"]>;
  /** When the backup was taken (RFC 3339). */
  declare readonly date: pulumi.Output<BackupComputed["date"]>;
  /** When the backup expires (RFC 3339): it can be restored until then. */
  declare readonly restoreBefore: pulumi.Output<BackupComputed["restoreBefore"]>;
  /** `full` (an on-demand backup) or `incremental`. */
  declare readonly method: pulumi.Output<BackupComputed["method"]>;
  /** `manual` (on demand) or `scheduled`. */
  declare readonly source: pulumi.Output<BackupComputed["source"]>;
  /** How long the backup took. */
  declare readonly elapsedTimeInSeconds: pulumi.Output<BackupComputed["elapsedTimeInSeconds"]>;

  constructor(name: string, args: BackupArgs, opts?: pulumi.CustomResourceOptions) {
    super(...dynamicResourceArgs(specOf("Backup"), name, args, opts));
  }
}

/** The arguments of a BackupSchedule: its inputs, each of which may be an Input. */
export type BackupScheduleArgs = InputsOf<BackupScheduleInputs> & CommonArgs;

/** The backup schedule of a bucket: a weekly full backup, incremental ones between, and how long they are kept. */
export class BackupSchedule extends pulumi.dynamic.Resource {
  /**
   * The id of the organization the object belongs to.
   * Changing it replaces the BackupSchedule.
   */
  declare readonly organizationId: pulumi.Output<BackupScheduleInputs["organizationId"]>;
  /**
   * The id of the project the object belongs to.
   * Changing it replaces the BackupSchedule.
   */
  declare readonly projectId: pulumi.Output<BackupScheduleInputs["projectId"]>;
  /**
   * The id of the cluster the object belongs to.
   * Changing it replaces the BackupSchedule.
   */
  declare readonly clusterId: pulumi.Output<BackupScheduleInputs["clusterId"]>;
  /**
   * The id of the bucket the object belongs to.
   * Changing it replaces the BackupSchedule.
   */
  declare readonly bucketId: pulumi.Output<BackupScheduleInputs["bucketId"]>;
  /**
   * The kind of schedule: `weekly`, the only one.
   * Changing it updates the BackupSchedule in place.
   * @default "weekly"
   */
  declare readonly type: pulumi.Output<NonNullable<BackupScheduleInputs["type"]>>;
  /**
   * When backups run and how long they are kept: a weekly full backup and incremental ones between.
   * Changing it updates the BackupSchedule in place.
   */
  declare readonly weeklySchedule: pulumi.Output<BackupScheduleInputs["weeklySchedule"]>;

  constructor(name: string, args: BackupScheduleArgs, opts?: pulumi.CustomResourceOptions) {
    super(...dynamicResourceArgs(specOf("BackupSchedule"), name, args, opts));
  }
}

/** The arguments of a Bucket: its inputs, each of which may be an Input. */
export type BucketArgs = InputsOf<BucketInputs> & CommonArgs;

/** A bucket of a cluster: where documents live, with its memory, replicas and durability. A replacement deletes the old bucket, and its data, first. */
export class Bucket extends pulumi.dynamic.Resource {
  /**
   * The id of the organization the object belongs to.
   * Changing it replaces the Bucket, deleting the old one first.
   */
  declare readonly organizationId: pulumi.Output<BucketInputs["organizationId"]>;
  /**
   * The id of the project the object belongs to.
   * Changing it replaces the Bucket, deleting the old one first.
   */
  declare readonly projectId: pulumi.Output<BucketInputs["projectId"]>;
  /**
   * The id of the cluster the object belongs to.
   * Changing it replaces the Bucket, deleting the old one first.
   */
  declare readonly clusterId: pulumi.Output<BucketInputs["clusterId"]>;
  /**
   * The bucket's name, 1 to 100 letters, digits, '_', '.', '-' or '%', not starting with '.'; unique in the cluster.
   * Changing it replaces the Bucket, deleting the old one first.
   */
  declare readonly name: pulumi.Output<BucketInputs["name"]>;
  /**
   * `couchbase` (kept on disk) or `ephemeral` (in memory only).
   * Changing it replaces the Bucket, deleting the old one first.
   * @default "couchbase"
   */
  declare readonly type: pulumi.Output<NonNullable<BucketInputs["type"]>>;
  /**
   * `couchstore` or `magma`; not for ephemeral buckets. Left out, the cluster's server version chooses.
   * Changing it replaces the Bucket, deleting the old one first.
   */
  declare readonly storageBackend: pulumi.Output<BucketInputs["storageBackend"]>;
  /**
   * vBuckets of a magma bucket: 128 or 1024 (server version 8.0 and later). Left out, the cluster chooses.
   * Changing it replaces the Bucket, deleting the old one first.
   */
  declare readonly vbuckets: pulumi.Output<BucketInputs["vbuckets"]>;
  /**
   * Memory quota in MiB: at least 100 (1,024 for magma below server version 8.0). Left out, the cluster chooses.
   * Changing it updates the Bucket in place.
   */
  declare readonly memoryAllocationInMb: pulumi.Output<BucketInputs["memoryAllocationInMb"]>;
  /**
   * How conflicts between cross-datacenter copies are settled: `seqno` (most updates) or `lww` (last write wins).
   * Changing it replaces the Bucket, deleting the old one first.
   * @default "seqno"
   */
  declare readonly bucketConflictResolution: pulumi.Output<NonNullable<BucketInputs["bucketConflictResolution"]>>;
  /**
   * The minimum durability of writes: `none`, `majority`, `majorityAndPersistActive` or `persistToMajority` (the last two not for ephemeral buckets).
   * Changing it updates the Bucket in place.
   * @default "none"
   */
  declare readonly durabilityLevel: pulumi.Output<NonNullable<BucketInputs["durabilityLevel"]>>;
  /**
   * Copies of each document beyond the active one: 1 to 3.
   * Changing it updates the Bucket in place.
   * @default 1
   */
  declare readonly replicas: pulumi.Output<NonNullable<BucketInputs["replicas"]>>;
  /**
   * Deprecated spelling of `flushEnabled`.
   * Changing it updates the Bucket in place.
   */
  declare readonly flush: pulumi.Output<BucketInputs["flush"]>;
  /**
   * Whether the bucket may be flushed (every document deleted at once).
   * Changing it updates the Bucket in place.
   * @default false
   */
  declare readonly flushEnabled: pulumi.Output<NonNullable<BucketInputs["flushEnabled"]>>;
  /**
   * Seconds documents live unless they say otherwise; 0: forever.
   * Changing it updates the Bucket in place.
   * @default 0
   */
  declare readonly timeToLiveInSeconds: pulumi.Output<NonNullable<BucketInputs["timeToLiveInSeconds"]>>;
  /**
   * What leaves memory when it is full: `fullEviction` for couchbase buckets; `noEviction` or `nruEviction` for ephemeral ones.
   * Changing it replaces the Bucket, deleting the old one first.
   * @default "fullEviction"
   */
  declare readonly evictionPolicy: pulumi.Output<NonNullable<BucketInputs["evictionPolicy"]>>;
  /**
   * Recovery order on failover: 0 (lowest) to 1000.
   * Changing it updates the Bucket in place.
   * @default 0
   */
  declare readonly priority: pulumi.Output<NonNullable<BucketInputs["priority"]>>;
  /** Whether cross-cluster versioning is on (set outside the program; never changed by it). */
  declare readonly enableCrossClusterVersioning: pulumi.Output<BucketComputed["enableCrossClusterVersioning"]>;

  constructor(name: string, args: BucketArgs, opts?: pulumi.CustomResourceOptions) {
    super(...dynamicResourceArgs(specOf("Bucket"), name, args, opts));
  }
}

/** The arguments of a BucketFlush: its inputs, each of which may be an Input. */
export type BucketFlushArgs = InputsOf<BucketFlushInputs> & Omit<CommonArgs, "adopt">;

/** A flush of a bucket: created, every document of the bucket is deleted; `triggers` flush it again. The bucket must have `flushEnabled`. */
export class BucketFlush extends pulumi.dynamic.Resource {
  /**
   * The id of the organization the object belongs to.
   * Changing it replaces the BucketFlush.
   */
  declare readonly organizationId: pulumi.Output<BucketFlushInputs["organizationId"]>;
  /**
   * The id of the project the object belongs to.
   * Changing it replaces the BucketFlush.
   */
  declare readonly projectId: pulumi.Output<BucketFlushInputs["projectId"]>;
  /**
   * The id of the cluster the object belongs to.
   * Changing it replaces the BucketFlush.
   */
  declare readonly clusterId: pulumi.Output<BucketFlushInputs["clusterId"]>;
  /**
   * The id of the bucket the object belongs to.
   * Changing it replaces the BucketFlush.
   */
  declare readonly bucketId: pulumi.Output<BucketFlushInputs["bucketId"]>;
  /**
   * Values of your choosing (a map of strings, such as a date or a release): a change of any of them runs the action again, as a replacement.
   * Changing it replaces the BucketFlush.
   */
  declare readonly triggers: pulumi.Output<BucketFlushInputs["triggers"]>;

  constructor(name: string, args: BucketFlushArgs, opts?: pulumi.CustomResourceOptions) {
    super(...dynamicResourceArgs(specOf("BucketFlush"), name, args, opts));
  }
}

/** The arguments of a ClusterAuditLogExport: its inputs, each of which may be an Input. */
export type ClusterAuditLogExportArgs = InputsOf<ClusterAuditLogExportInputs> & Omit<CommonArgs, "adopt">;

/** An export of a cluster's audit log over a period: created, it runs and waits until the archive is ready; its outputs are the download URL and its expiry. */
export class ClusterAuditLogExport extends pulumi.dynamic.Resource {
  /**
   * The id of the organization the object belongs to.
   * Changing it replaces the ClusterAuditLogExport.
   */
  declare readonly organizationId: pulumi.Output<ClusterAuditLogExportInputs["organizationId"]>;
  /**
   * The id of the project the object belongs to.
   * Changing it replaces the ClusterAuditLogExport.
   */
  declare readonly projectId: pulumi.Output<ClusterAuditLogExportInputs["projectId"]>;
  /**
   * The id of the cluster the object belongs to.
   * Changing it replaces the ClusterAuditLogExport.
   */
  declare readonly clusterId: pulumi.Output<ClusterAuditLogExportInputs["clusterId"]>;
  /**
   * The start of the period to export (RFC 3339); within the last 30 days.
   * Changing it replaces the ClusterAuditLogExport.
   */
  declare readonly start: pulumi.Output<ClusterAuditLogExportInputs["start"]>;
  /**
   * The end of the period to export (RFC 3339), after `start`.
   * Changing it replaces the ClusterAuditLogExport.
   */
  declare readonly end: pulumi.Output<ClusterAuditLogExportInputs["end"]>;
  /**
   * Values of your choosing (a map of strings, such as a date or a release): a change of any of them runs the action again, as a replacement.
   * Changing it replaces the ClusterAuditLogExport.
   */
  declare readonly triggers: pulumi.Output<ClusterAuditLogExportInputs["triggers"]>;
  /** The export's status: `Queued`, `In Progress`, `Completed`, `Failed`. */
  declare readonly status: pulumi.Output<ClusterAuditLogExportComputed["status"]>;
  /** When the export was requested (RFC 3339). */
  declare readonly createdAt: pulumi.Output<ClusterAuditLogExportComputed["createdAt"]>;
  /** The pre-signed URL of the archive; absent when the period holds no logs. Secret. */
  declare readonly auditLogDownloadURL: pulumi.Output<ClusterAuditLogExportComputed["auditLogDownloadURL"]>;
  /** When the download URL stops working (RFC 3339). */
  declare readonly expiration: pulumi.Output<ClusterAuditLogExportComputed["expiration"]>;

  constructor(name: string, args: ClusterAuditLogExportArgs, opts?: pulumi.CustomResourceOptions) {
    super(...dynamicResourceArgs(specOf("ClusterAuditLogExport"), name, args, opts));
  }
}

/** The arguments of a ClusterAuditLogSettings: its inputs, each of which may be an Input. */
export type ClusterAuditLogSettingsArgs = InputsOf<ClusterAuditLogSettingsInputs> & CommonArgs;

/** The audit logging of a cluster: whether it is on, which filterable events it logs, and whose it leaves out. Deleting it turns auditing off and clears both lists. */
export class ClusterAuditLogSettings extends pulumi.dynamic.Resource {
  /**
   * The id of the organization the object belongs to.
   * Changing it replaces the ClusterAuditLogSettings.
   */
  declare readonly organizationId: pulumi.Output<ClusterAuditLogSettingsInputs["organizationId"]>;
  /**
   * The id of the project the object belongs to.
   * Changing it replaces the ClusterAuditLogSettings.
   */
  declare readonly projectId: pulumi.Output<ClusterAuditLogSettingsInputs["projectId"]>;
  /**
   * The id of the cluster the object belongs to.
   * Changing it replaces the ClusterAuditLogSettings.
   */
  declare readonly clusterId: pulumi.Output<ClusterAuditLogSettingsInputs["clusterId"]>;
  /**
   * Whether the cluster writes audit logs.
   * Changing it updates the ClusterAuditLogSettings in place.
   * @default false
   */
  declare readonly auditEnabled: pulumi.Output<ClusterAuditLogSettingsInputs["auditEnabled"]>;
  /**
   * Users whose filterable events are not logged: `domain` `local` or `external` (LDAP, SAML), and `name`. Compared as a set.
   * Changing it updates the ClusterAuditLogSettings in place.
   * @default []
   */
  declare readonly disabledUsers: pulumi.Output<NonNullable<ClusterAuditLogSettingsInputs["disabledUsers"]>>;
  /**
   * The ids of the filterable events to log (see the cluster's audit log events). Compared as a set.
   * Changing it updates the ClusterAuditLogSettings in place.
   * @default []
   */
  declare readonly enabledEventIDs: pulumi.Output<NonNullable<ClusterAuditLogSettingsInputs["enabledEventIDs"]>>;

  constructor(name: string, args: ClusterAuditLogSettingsArgs, opts?: pulumi.CustomResourceOptions) {
    super(...dynamicResourceArgs(specOf("ClusterAuditLogSettings"), name, args, opts));
  }
}

/** The arguments of a GatewayDatabase: its inputs, each of which may be an Input. */
export type GatewayDatabaseArgs = InputsOf<GatewayDatabaseInputs> & CommonArgs;

/** A database of a self-managed data-sync gateway: its bucket, scopes and collections, functions and OIDC providers. */
export class GatewayDatabase extends pulumi.dynamic.Resource {
  /**
   * The database's name.
   * Changing it replaces the GatewayDatabase, deleting the old one first.
   */
  declare readonly name: pulumi.Output<GatewayDatabaseInputs["name"]>;
  /**
   * The bucket the database keeps its documents in; left out, the bucket named like the database.
   * Changing it replaces the GatewayDatabase, deleting the old one first.
   */
  declare readonly bucket: pulumi.Output<GatewayDatabaseInputs["bucket"]>;
  /**
   * The scopes and collections the database serves, by name, with their functions. The gateway keeps a database's scopes for good: naming other scopes replaces the database.
   * Some changes of it replace the GatewayDatabase, deleting the old one first.
   * @default {}
   */
  declare readonly scopes: pulumi.Output<NonNullable<GatewayDatabaseInputs["scopes"]>>;
  /**
   * The default collection's sync function (JavaScript: inline, an absolute file path or an http(s) URL); empty: the gateway's default.
   * Changing it updates the GatewayDatabase in place.
   * @default ""
   */
  declare readonly sync: pulumi.Output<NonNullable<GatewayDatabaseInputs["sync"]>>;
  /**
   * The default collection's import filter (JavaScript); empty: every document is imported.
   * Changing it updates the GatewayDatabase in place.
   * @default ""
   */
  declare readonly importFilter: pulumi.Output<NonNullable<GatewayDatabaseInputs["importFilter"]>>;
  /**
   * The OIDC providers whose tokens log users in.
   * Changing it updates the GatewayDatabase in place.
   * @default {"providers":{}}
   */
  declare readonly oidc: pulumi.Output<NonNullable<GatewayDatabaseInputs["oidc"]>>;
  /**
   * The name of the session cookie.
   * Changing it updates the GatewayDatabase in place.
   * @default "SyncGatewaySession"
   */
  declare readonly sessionCookieName: pulumi.Output<NonNullable<GatewayDatabaseInputs["sessionCookieName"]>>;
  /**
   * How the database's events (webhook calls) are processed.
   * Changing it updates the GatewayDatabase in place.
   * @default {"maxProcesses":500,"waitForProcess":100}
   */
  declare readonly eventProcessing: pulumi.Output<NonNullable<GatewayDatabaseInputs["eventProcessing"]>>;
  /**
   * How to reach the gateway's admin API; left out, the provider's gateway settings. Secret.
   * Changing it updates the GatewayDatabase in place.
   */
  declare readonly gateway: pulumi.Output<GatewayDatabaseInputs["gateway"]>;

  constructor(name: string, args: GatewayDatabaseArgs, opts?: pulumi.CustomResourceOptions) {
    super(...dynamicResourceArgs(specOf("GatewayDatabase"), name, args, opts));
  }
}

/** The arguments of a GatewayRole: its inputs, each of which may be an Input. */
export type GatewayRoleArgs = InputsOf<GatewayRoleInputs> & CommonArgs;

/** A role of a data-sync gateway database (an App Endpoint's or a self-managed one): the channels its users read. A GatewayUser takes it in `adminRoles`. */
export class GatewayRole extends pulumi.dynamic.Resource {
  /**
   * The data-sync gateway database the object belongs to: an App Endpoint's, or a self-managed one.
   * Changing it replaces the GatewayRole.
   */
  declare readonly database: pulumi.Output<GatewayRoleInputs["database"]>;
  /**
   * The role's name.
   * Changing it replaces the GatewayRole.
   */
  declare readonly name: pulumi.Output<GatewayRoleInputs["name"]>;
  /**
   * The channels the role's users may read. Compared as a set.
   * Changing it updates the GatewayRole in place.
   * @default []
   */
  declare readonly adminChannels: pulumi.Output<NonNullable<GatewayRoleInputs["adminChannels"]>>;
  /**
   * How to reach the gateway's admin API; left out, the provider's gateway settings. Secret.
   * Changing it updates the GatewayRole in place.
   */
  declare readonly gateway: pulumi.Output<GatewayRoleInputs["gateway"]>;
  /** Every channel the role's users read through it: its own and those the sync function granted it. */
  declare readonly allChannels: pulumi.Output<GatewayRoleComputed["allChannels"]>;

  constructor(name: string, args: GatewayRoleArgs, opts?: pulumi.CustomResourceOptions) {
    super(...dynamicResourceArgs(specOf("GatewayRole"), name, args, opts));
  }
}

/** The arguments of a GatewayUser: its inputs, each of which may be an Input. */
export type GatewayUserArgs = InputsOf<GatewayUserInputs> & CommonArgs;

/** A user of a data-sync gateway database (an App Endpoint's or a self-managed one): its password, channels and roles. */
export class GatewayUser extends pulumi.dynamic.Resource {
  /**
   * The data-sync gateway database the object belongs to: an App Endpoint's, or a self-managed one.
   * Changing it replaces the GatewayUser.
   */
  declare readonly database: pulumi.Output<GatewayUserInputs["database"]>;
  /**
   * The user's name; `GUEST` is the anonymous user, which always exists.
   * Changing it replaces the GatewayUser.
   */
  declare readonly name: pulumi.Output<GatewayUserInputs["name"]>;
  /**
   * The user's password: at least 3 characters. Not for `GUEST`. Secret. Write-only: never read back.
   * Changing it updates the GatewayUser in place.
   */
  declare readonly password: pulumi.Output<GatewayUserInputs["password"]>;
  /**
   * Whether the user may not log in (for `GUEST`: anonymous access is off; its default).
   * Changing it updates the GatewayUser in place.
   * @default false
   */
  declare readonly disabled: pulumi.Output<NonNullable<GatewayUserInputs["disabled"]>>;
  /**
   * The channels the user may read, compared as a set. Compared as a set.
   * Changing it updates the GatewayUser in place.
   * @default []
   */
  declare readonly adminChannels: pulumi.Output<NonNullable<GatewayUserInputs["adminChannels"]>>;
  /**
   * The user's roles, compared as a set. Compared as a set.
   * Changing it updates the GatewayUser in place.
   * @default []
   */
  declare readonly adminRoles: pulumi.Output<NonNullable<GatewayUserInputs["adminRoles"]>>;
  /**
   * The user's email address. Not for `GUEST`.
   * Changing it updates the GatewayUser in place.
   * @default ""
   */
  declare readonly email: pulumi.Output<NonNullable<GatewayUserInputs["email"]>>;
  /**
   * How to reach the gateway's admin API; left out, the provider's gateway settings. Secret.
   * Changing it updates the GatewayUser in place.
   */
  declare readonly gateway: pulumi.Output<GatewayUserInputs["gateway"]>;
  /** Every channel the user reads: its own, its roles', those the sync function granted, and the public one. */
  declare readonly allChannels: pulumi.Output<GatewayUserComputed["allChannels"]>;
  /** The user's roles, with those the sync function granted. */
  declare readonly roles: pulumi.Output<GatewayUserComputed["roles"]>;

  constructor(name: string, args: GatewayUserArgs, opts?: pulumi.CustomResourceOptions) {
    super(...dynamicResourceArgs(specOf("GatewayUser"), name, args, opts));
  }
}

/** The arguments of a MetadataIsolation: its inputs, each of which may be an Input. */
export type MetadataIsolationArgs = InputsOf<MetadataIsolationInputs> & CommonArgs;

/** Metadata isolation of an App Service, turned on. The API can't turn it off again: deleting the resource leaves it on (with a warning); only deleting the App Service removes it. */
export class MetadataIsolation extends pulumi.dynamic.Resource {
  /**
   * The id of the organization the object belongs to.
   * Changing it replaces the MetadataIsolation.
   */
  declare readonly organizationId: pulumi.Output<MetadataIsolationInputs["organizationId"]>;
  /**
   * The id of the project the object belongs to.
   * Changing it replaces the MetadataIsolation.
   */
  declare readonly projectId: pulumi.Output<MetadataIsolationInputs["projectId"]>;
  /**
   * The id of the cluster the object belongs to.
   * Changing it replaces the MetadataIsolation.
   */
  declare readonly clusterId: pulumi.Output<MetadataIsolationInputs["clusterId"]>;
  /**
   * The id of the App Service the object belongs to.
   * Changing it replaces the MetadataIsolation.
   */
  declare readonly appServiceId: pulumi.Output<MetadataIsolationInputs["appServiceId"]>;
  /**
   * Always `true`: metadata isolation can be turned on, never off.
   * Changing it replaces the MetadataIsolation.
   * @default true
   */
  declare readonly enabled: pulumi.Output<NonNullable<MetadataIsolationInputs["enabled"]>>;

  constructor(name: string, args: MetadataIsolationArgs, opts?: pulumi.CustomResourceOptions) {
    super(...dynamicResourceArgs(specOf("MetadataIsolation"), name, args, opts));
  }
}

/** The arguments of an OidcProvider: its inputs, each of which may be an Input. */
export type OidcProviderArgs = InputsOf<OidcProviderInputs> & CommonArgs;

/** An OIDC provider of an App Endpoint: an identity provider whose tokens log users in. */
export class OidcProvider extends pulumi.dynamic.Resource {
  /**
   * The id of the organization the object belongs to.
   * Changing it replaces the OidcProvider.
   */
  declare readonly organizationId: pulumi.Output<OidcProviderInputs["organizationId"]>;
  /**
   * The id of the project the object belongs to.
   * Changing it replaces the OidcProvider.
   */
  declare readonly projectId: pulumi.Output<OidcProviderInputs["projectId"]>;
  /**
   * The id of the cluster the object belongs to.
   * Changing it replaces the OidcProvider.
   */
  declare readonly clusterId: pulumi.Output<OidcProviderInputs["clusterId"]>;
  /**
   * The id of the App Service the object belongs to.
   * Changing it replaces the OidcProvider.
   */
  declare readonly appServiceId: pulumi.Output<OidcProviderInputs["appServiceId"]>;
  /**
   * The name of the App Endpoint the object belongs to.
   * Changing it replaces the OidcProvider.
   */
  declare readonly appEndpointName: pulumi.Output<OidcProviderInputs["appEndpointName"]>;
  /**
   * The provider's issuer URL.
   * Changing it updates the OidcProvider in place.
   */
  declare readonly issuer: pulumi.Output<OidcProviderInputs["issuer"]>;
  /**
   * The client id the App Endpoint has at the provider.
   * Changing it updates the OidcProvider in place.
   */
  declare readonly clientId: pulumi.Output<OidcProviderInputs["clientId"]>;
  /**
   * Whether a user the provider vouches for is created on first login.
   * Changing it updates the OidcProvider in place.
   */
  declare readonly register: pulumi.Output<OidcProviderInputs["register"]>;
  /**
   * The prefix of the names of users created from this provider.
   * Changing it updates the OidcProvider in place.
   */
  declare readonly userPrefix: pulumi.Output<OidcProviderInputs["userPrefix"]>;
  /**
   * The provider's discovery document URL, when not at the issuer's well-known path; empty: the issuer's.
   * Changing it updates the OidcProvider in place.
   */
  declare readonly discoveryUrl: pulumi.Output<OidcProviderInputs["discoveryUrl"]>;
  /**
   * The token claim that holds the user's name.
   * Changing it updates the OidcProvider in place.
   */
  declare readonly usernameClaim: pulumi.Output<OidcProviderInputs["usernameClaim"]>;
  /**
   * The token claim that holds the user's roles.
   * Changing it updates the OidcProvider in place.
   */
  declare readonly rolesClaim: pulumi.Output<OidcProviderInputs["rolesClaim"]>;
  /**
   * The scopes asked of the provider.
   * Changing it updates the OidcProvider in place.
   * @default ["openid","email"]
   */
  declare readonly scope: pulumi.Output<NonNullable<OidcProviderInputs["scope"]>>;
  /**
   * Whether this provider is the App Endpoint's default; left out, the API and the other providers decide.
   * Changing it updates the OidcProvider in place.
   */
  declare readonly default: pulumi.Output<OidcProviderInputs["default"]>;
  /** The API's id of the provider. */
  declare readonly providerId: pulumi.Output<OidcProviderComputed["providerId"]>;
  /** Whether it is the App Endpoint's default provider now. */
  declare readonly isDefault: pulumi.Output<OidcProviderComputed["isDefault"]>;

  constructor(name: string, args: OidcProviderArgs, opts?: pulumi.CustomResourceOptions) {
    super(...dynamicResourceArgs(specOf("OidcProvider"), name, args, opts));
  }
}

/** The arguments of a PrivateEndpoint: its inputs, each of which may be an Input. */
export type PrivateEndpointArgs = InputsOf<PrivateEndpointInputs> & CommonArgs;

/** A private endpoint connection of an App Service: a cloud-side endpoint accepted into its private endpoint service. */
export class PrivateEndpoint extends pulumi.dynamic.Resource {
  /**
   * The id of the organization the object belongs to.
   * Changing it replaces the PrivateEndpoint.
   */
  declare readonly organizationId: pulumi.Output<PrivateEndpointInputs["organizationId"]>;
  /**
   * The id of the project the object belongs to.
   * Changing it replaces the PrivateEndpoint.
   */
  declare readonly projectId: pulumi.Output<PrivateEndpointInputs["projectId"]>;
  /**
   * The id of the cluster the object belongs to.
   * Changing it replaces the PrivateEndpoint.
   */
  declare readonly clusterId: pulumi.Output<PrivateEndpointInputs["clusterId"]>;
  /**
   * The id of the App Service the object belongs to.
   * Changing it replaces the PrivateEndpoint.
   */
  declare readonly appServiceId: pulumi.Output<PrivateEndpointInputs["appServiceId"]>;
  /**
   * The id of the endpoint on the cloud side (such as `vpce-0abc…`): letters, digits and '-', up to 64.
   * Changing it replaces the PrivateEndpoint.
   */
  declare readonly endpointId: pulumi.Output<PrivateEndpointInputs["endpointId"]>;
  /** The connection's status, such as `linked`. */
  declare readonly status: pulumi.Output<PrivateEndpointComputed["status"]>;
  /** The name of the private endpoint service it connects to. */
  declare readonly serviceName: pulumi.Output<PrivateEndpointComputed["serviceName"]>;

  constructor(name: string, args: PrivateEndpointArgs, opts?: pulumi.CustomResourceOptions) {
    super(...dynamicResourceArgs(specOf("PrivateEndpoint"), name, args, opts));
  }
}

/** The arguments of a PrivateEndpointService: its inputs, each of which may be an Input. */
export type PrivateEndpointServiceArgs = InputsOf<PrivateEndpointServiceInputs> & CommonArgs;

/** The private endpoint service of an App Service (AWS only): while it exists, cloud-side endpoints can connect privately. */
export class PrivateEndpointService extends pulumi.dynamic.Resource {
  /**
   * The id of the organization the object belongs to.
   * Changing it replaces the PrivateEndpointService.
   */
  declare readonly organizationId: pulumi.Output<PrivateEndpointServiceInputs["organizationId"]>;
  /**
   * The id of the project the object belongs to.
   * Changing it replaces the PrivateEndpointService.
   */
  declare readonly projectId: pulumi.Output<PrivateEndpointServiceInputs["projectId"]>;
  /**
   * The id of the cluster the object belongs to.
   * Changing it replaces the PrivateEndpointService.
   */
  declare readonly clusterId: pulumi.Output<PrivateEndpointServiceInputs["clusterId"]>;
  /**
   * The id of the App Service the object belongs to.
   * Changing it replaces the PrivateEndpointService.
   */
  declare readonly appServiceId: pulumi.Output<PrivateEndpointServiceInputs["appServiceId"]>;
  /** The service's state: `enabled`, or on the way (`enabling`, `disabling`). */
  declare readonly state: pulumi.Output<PrivateEndpointServiceComputed["state"]>;
  /** The state the service is moving to. */
  declare readonly targetState: pulumi.Output<PrivateEndpointServiceComputed["targetState"]>;

  constructor(name: string, args: PrivateEndpointServiceArgs, opts?: pulumi.CustomResourceOptions) {
    super(...dynamicResourceArgs(specOf("PrivateEndpointService"), name, args, opts));
  }
}

/** The arguments of a Restore: its inputs, each of which may be an Input. */
export type RestoreArgs = InputsOf<RestoreInputs> & Omit<CommonArgs, "adopt">;

/** A restore of a backup into its cluster or another of the organization: created, the restore is requested; `triggers` request it again. The API keeps no record of it to read back. */
export class Restore extends pulumi.dynamic.Resource {
  /**
   * The id of the organization the object belongs to.
   * Changing it replaces the Restore.
   */
  declare readonly organizationId: pulumi.Output<RestoreInputs["organizationId"]>;
  /**
   * The id of the project the object belongs to.
   * Changing it replaces the Restore.
   */
  declare readonly projectId: pulumi.Output<RestoreInputs["projectId"]>;
  /**
   * The id of the cluster the object belongs to.
   * Changing it replaces the Restore.
   */
  declare readonly clusterId: pulumi.Output<RestoreInputs["clusterId"]>;
  /**
   * The id of the backup to restore (a Backup's `id`), a backup of the cluster `clusterId`.
   * Changing it replaces the Restore.
   */
  declare readonly backupID: pulumi.Output<RestoreInputs["backupID"]>;
  /**
   * The cluster to restore into: the backup's own, or another cluster of the organization.
   * Changing it replaces the Restore.
   */
  declare readonly targetClusterID: pulumi.Output<RestoreInputs["targetClusterID"]>;
  /**
   * What to restore: `data`, `query` (index definitions), or both.
   * Changing it replaces the Restore.
   */
  declare readonly services: pulumi.Output<RestoreInputs["services"]>;
  /**
   * Overwrite documents even where the cluster's are newer.
   * Changing it replaces the Restore.
   */
  declare readonly forceUpdates: pulumi.Output<RestoreInputs["forceUpdates"]>;
  /**
   * Delete the scopes and collections the backup knows were deleted.
   * Changing it replaces the Restore.
   */
  declare readonly autoRemoveCollections: pulumi.Output<RestoreInputs["autoRemoveCollections"]>;
  /**
   * Restore only documents whose key matches this regular expression.
   * Changing it replaces the Restore.
   */
  declare readonly filterKeys: pulumi.Output<RestoreInputs["filterKeys"]>;
  /**
   * Restore only documents whose value matches this regular expression.
   * Changing it replaces the Restore.
   */
  declare readonly filterValues: pulumi.Output<RestoreInputs["filterValues"]>;
  /**
   * Restore only these buckets, scopes or collections (`bucket.scope.collection`, comma-separated).
   * Changing it replaces the Restore.
   */
  declare readonly includeData: pulumi.Output<RestoreInputs["includeData"]>;
  /**
   * Skip these buckets, scopes or collections (`bucket.scope.collection`, comma-separated).
   * Changing it replaces the Restore.
   */
  declare readonly excludeData: pulumi.Output<RestoreInputs["excludeData"]>;
  /**
   * Restore into other locations: `source=target` pairs of `bucket.scope.collection`, comma-separated.
   * Changing it replaces the Restore.
   */
  declare readonly mapData: pulumi.Output<RestoreInputs["mapData"]>;
  /**
   * Which documents get a new expiry: `none`, `all` or `expired`.
   * Changing it replaces the Restore.
   */
  declare readonly replaceTTL: pulumi.Output<RestoreInputs["replaceTTL"]>;
  /**
   * The new expiry of the documents `replaceTTL` names (RFC 3339, or `0` for none).
   * Changing it replaces the Restore.
   */
  declare readonly replaceTTLWith: pulumi.Output<RestoreInputs["replaceTTLWith"]>;
  /**
   * Values of your choosing (a map of strings, such as a date or a release): a change of any of them runs the action again, as a replacement.
   * Changing it replaces the Restore.
   */
  declare readonly triggers: pulumi.Output<RestoreInputs["triggers"]>;

  constructor(name: string, args: RestoreArgs, opts?: pulumi.CustomResourceOptions) {
    super(...dynamicResourceArgs(specOf("Restore"), name, args, opts));
  }
}

/** The arguments of a WebhookHandler: its inputs, each of which may be an Input. */
export type WebhookHandlerArgs = InputsOf<WebhookHandlerInputs> & CommonArgs;

/** A webhook of a self-managed data-sync gateway database: posts changed documents to a URL. */
export class WebhookHandler extends pulumi.dynamic.Resource {
  /**
   * The data-sync gateway database the object belongs to: an App Endpoint's, or a self-managed one.
   * Changing it replaces the WebhookHandler.
   */
  declare readonly database: pulumi.Output<WebhookHandlerInputs["database"]>;
  /**
   * The http(s) URL changed documents are POSTed to; it names the handler in its database. Secret.
   * Changing it replaces the WebhookHandler.
   */
  declare readonly url: pulumi.Output<WebhookHandlerInputs["url"]>;
  /**
   * A JavaScript `function (doc, oldDoc)` returning true for the documents to post; empty: every document.
   * Changing it updates the WebhookHandler in place.
   * @default ""
   */
  declare readonly filter: pulumi.Output<NonNullable<WebhookHandlerInputs["filter"]>>;
  /**
   * Seconds to wait for the POST's response; 0: no limit.
   * Changing it updates the WebhookHandler in place.
   * @default 60
   */
  declare readonly timeout: pulumi.Output<NonNullable<WebhookHandlerInputs["timeout"]>>;
  /**
   * Handler options, passed to the gateway as given.
   * Changing it updates the WebhookHandler in place.
   * @default {}
   */
  declare readonly options: pulumi.Output<NonNullable<WebhookHandlerInputs["options"]>>;
  /**
   * How to reach the gateway's admin API; left out, the provider's gateway settings. Secret.
   * Changing it updates the WebhookHandler in place.
   */
  declare readonly gateway: pulumi.Output<WebhookHandlerInputs["gateway"]>;

  constructor(name: string, args: WebhookHandlerArgs, opts?: pulumi.CustomResourceOptions) {
    super(...dynamicResourceArgs(specOf("WebhookHandler"), name, args, opts));
  }
}
