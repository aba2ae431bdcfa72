// Generated from the lookups by `npm run generate` (pulumi/functionsGenerator.ts): do not edit.
import type * as pulumi from "@pulumi/pulumi";
import type { InputsOf } from "./args";
import { invokeLookup, lookupOutput } from "./lookup";
import type { GetAlertIntegrationArgs, GetAlertIntegrationResult, GetAllowedCidrArgs, GetAllowedCidrResult, GetAllowedCidrsArgs, GetAllowedCidrsResult, GetApiKeyArgs, GetApiKeyResult, GetApiKeysArgs, GetApiKeysResult, GetAppEndpointArgs, GetAppEndpointResult, GetAppEndpointAuditLogEventsArgs, GetAppEndpointAuditLogEventsResult, GetAppEndpointAuditLogSettingsArgs, GetAppEndpointAuditLogSettingsResult, GetAppEndpointLoggingArgs, GetAppEndpointLoggingResult, GetAppEndpointResyncStatusArgs, GetAppEndpointResyncStatusResult, GetAppEndpointsArgs, GetAppEndpointsResult, GetAppServiceArgs, GetAppServiceResult, GetAppServiceAdminUserArgs, GetAppServiceAdminUserResult, GetAppServiceAllowedCidrArgs, GetAppServiceAllowedCidrResult, GetAppServiceAuditLogExportArgs, GetAppServiceAuditLogExportResult, GetAppServiceAuditLogSettingsArgs, GetAppServiceAuditLogSettingsResult, GetAppServiceCertificateArgs, GetAppServiceCertificateResult, GetAppServiceLogStreamingArgs, GetAppServiceLogStreamingResult, GetAppServicesArgs, GetAppServicesResult, GetAuditLogStreamingArgs, GetAuditLogStreamingResult, GetBackupArgs, GetBackupResult, GetBackupsArgs, GetBackupsResult, GetBackupScheduleArgs, GetBackupScheduleResult, GetBucketArgs, GetBucketResult, GetBucketsArgs, GetBucketsResult, GetCategorizedBillingArgs, GetCategorizedBillingResult, GetClusterAuditLogEventsArgs, GetClusterAuditLogEventsResult, GetClusterAuditLogExportArgs, GetClusterAuditLogExportResult, GetClusterAuditLogSettingsArgs, GetClusterAuditLogSettingsResult, GetGatewayDatabaseArgs, GetGatewayDatabaseResult, GetGatewayRoleArgs, GetGatewayRoleResult, GetGatewayUserArgs, GetGatewayUserResult, GetGatewayUsersArgs, GetGatewayUsersResult, GetItemizedBillingArgs, GetItemizedBillingResult, GetMetadataIsolationArgs, GetMetadataIsolationResult, GetOidcProviderArgs, GetOidcProviderResult, GetPayAsYouGoBillingArgs, GetPayAsYouGoBillingResult, GetPrepaidCreditsArgs, GetPrepaidCreditsResult, GetPrivateEndpointArgs, GetPrivateEndpointResult, GetPrivateEndpointCommandArgs, GetPrivateEndpointCommandResult, GetPrivateEndpointsArgs, GetPrivateEndpointsResult, GetPrivateEndpointServiceArgs, GetPrivateEndpointServiceResult, GetWebhookHandlerArgs, GetWebhookHandlerResult } from "./types";

/** Looks up an AlertIntegration by its id or by `name`: its attributes as the resource has them. Finding none is an error. */
export function getAlertIntegration(args: GetAlertIntegrationArgs, opts?: pulumi.InvokeOptions): Promise<GetAlertIntegrationResult> {
  return invokeLookup("AlertIntegration", args, opts);
}

/**
 * Looks up an AlertIntegration by its id or by `name`: its attributes as the resource has them. Finding none is an error.
 * The Output form of `getAlertIntegration`: its arguments may be Outputs.
 */
export function getAlertIntegrationOutput(args: InputsOf<GetAlertIntegrationArgs>, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetAlertIntegrationResult> {
  return lookupOutput("AlertIntegration", args, opts);
}

/** Looks up an AllowedCidr by its id or by `cidr`: its attributes as the resource has them. Finding none is an error. */
export function getAllowedCidr(args: GetAllowedCidrArgs, opts?: pulumi.InvokeOptions): Promise<GetAllowedCidrResult> {
  return invokeLookup("AllowedCidr", args, opts);
}

/**
 * Looks up an AllowedCidr by its id or by `cidr`: its attributes as the resource has them. Finding none is an error.
 * The Output form of `getAllowedCidr`: its arguments may be Outputs.
 */
export function getAllowedCidrOutput(args: InputsOf<GetAllowedCidrArgs>, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetAllowedCidrResult> {
  return lookupOutput("AllowedCidr", args, opts);
}

/** Lists the allow-list of a cluster: the addresses and ranges allowed to reach it (expired entries left out). */
export function getAllowedCidrs(args: GetAllowedCidrsArgs, opts?: pulumi.InvokeOptions): Promise<GetAllowedCidrsResult> {
  return invokeLookup("AllowedCidrs", args, opts);
}

/**
 * Lists the allow-list of a cluster: the addresses and ranges allowed to reach it (expired entries left out).
 * The Output form of `getAllowedCidrs`: its arguments may be Outputs.
 */
export function getAllowedCidrsOutput(args: InputsOf<GetAllowedCidrsArgs>, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetAllowedCidrsResult> {
  return lookupOutput("AllowedCidrs", args, opts);
}

/** Looks up an ApiKey by its id or by `name`: its attributes as the resource has them. Finding none is an error. */
export function getApiKey(args: GetApiKeyArgs, opts?: pulumi.InvokeOptions): Promise<GetApiKeyResult> {
  return invokeLookup("ApiKey", args, opts);
}

/**
 * Looks up an ApiKey by its id or by `name`: its attributes as the resource has them. Finding none is an error.
 * The Output form of `getApiKey`: its arguments may be Outputs.
 */
export function getApiKeyOutput(args: InputsOf<GetApiKeyArgs>, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetApiKeyResult> {
  return lookupOutput("ApiKey", args, opts);
}

/** Lists the API keys of an organization (their tokens are never answered). */
export function getApiKeys(args: GetApiKeysArgs, opts?: pulumi.InvokeOptions): Promise<GetApiKeysResult> {
  return invokeLookup("ApiKeys", args, opts);
}

/**
 * Lists the API keys of an organization (their tokens are never answered).
 * The Output form of `getApiKeys`: its arguments may be Outputs.
 */
export function getApiKeysOutput(args: InputsOf<GetApiKeysArgs>, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetApiKeysResult> {
  return lookupOutput("ApiKeys", args, opts);
}

/** Looks up an AppEndpoint by its id or by `name`: its attributes as the resource has them. Finding none is an error. */
export function getAppEndpoint(args: GetAppEndpointArgs, opts?: pulumi.InvokeOptions): Promise<GetAppEndpointResult> {
  return invokeLookup("AppEndpoint", args, opts);
}

/**
 * Looks up an AppEndpoint by its id or by `name`: its attributes as the resource has them. Finding none is an error.
 * The Output form of `getAppEndpoint`: its arguments may be Outputs.
 */
export function getAppEndpointOutput(args: InputsOf<GetAppEndpointArgs>, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetAppEndpointResult> {
  return lookupOutput("AppEndpoint", args, opts);
}

/** The audit events an App Endpoint can log, whether each is enabled, and their ids. */
export function getAppEndpointAuditLogEvents(args: GetAppEndpointAuditLogEventsArgs, opts?: pulumi.InvokeOptions): Promise<GetAppEndpointAuditLogEventsResult> {
  return invokeLookup("AppEndpointAuditLogEvents", args, opts);
}

/**
 * The audit events an App Endpoint can log, whether each is enabled, and their ids.
 * The Output form of `getAppEndpointAuditLogEvents`: its arguments may be Outputs.
 */
export function getAppEndpointAuditLogEventsOutput(args: InputsOf<GetAppEndpointAuditLogEventsArgs>, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetAppEndpointAuditLogEventsResult> {
  return lookupOutput("AppEndpointAuditLogEvents", args, opts);
}

/** Looks up an AppEndpointAuditLogSettings by its id: its attributes as the resource has them. Finding none is an error. */
export function getAppEndpointAuditLogSettings(args: GetAppEndpointAuditLogSettingsArgs, opts?: pulumi.InvokeOptions): Promise<GetAppEndpointAuditLogSettingsResult> {
  return invokeLookup("AppEndpointAuditLogSettings", args, opts);
}

/**
 * Looks up an AppEndpointAuditLogSettings by its id: its attributes as the resource has them. Finding none is an error.
 * The Output form of `getAppEndpointAuditLogSettings`: its arguments may be Outputs.
 */
export function getAppEndpointAuditLogSettingsOutput(args: InputsOf<GetAppEndpointAuditLogSettingsArgs>, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetAppEndpointAuditLogSettingsResult> {
  return lookupOutput("AppEndpointAuditLogSettings", args, opts);
}

/** Looks up an AppEndpointLogging by its id: its attributes as the resource has them. Finding none is an error. */
export function getAppEndpointLogging(args: GetAppEndpointLoggingArgs, opts?: pulumi.InvokeOptions): Promise<GetAppEndpointLoggingResult> {
  return invokeLookup("AppEndpointLogging", args, opts);
}

/**
 * Looks up an AppEndpointLogging by its id: its attributes as the resource has them. Finding none is an error.
 * The Output form of `getAppEndpointLogging`: its arguments may be Outputs.
 */
export function getAppEndpointLoggingOutput(args: InputsOf<GetAppEndpointLoggingArgs>, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetAppEndpointLoggingResult> {
  return lookupOutput("AppEndpointLogging", args, opts);
}

/** The state of an App Endpoint's resync (the last one, or the one under way). */
export function getAppEndpointResyncStatus(args: GetAppEndpointResyncStatusArgs, opts?: pulumi.InvokeOptions): Promise<GetAppEndpointResyncStatusResult> {
  return invokeLookup("AppEndpointResyncStatus", args, opts);
}

/**
 * The state of an App Endpoint's resync (the last one, or the one under way).
 * The Output form of `getAppEndpointResyncStatus`: its arguments may be Outputs.
 */
export function getAppEndpointResyncStatusOutput(args: InputsOf<GetAppEndpointResyncStatusArgs>, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetAppEndpointResyncStatusResult> {
  return lookupOutput("AppEndpointResyncStatus", args, opts);
}

/** Lists the App Endpoints of an App Service. */
export function getAppEndpoints(args: GetAppEndpointsArgs, opts?: pulumi.InvokeOptions): Promise<GetAppEndpointsResult> {
  return invokeLookup("AppEndpoints", args, opts);
}

/**
 * Lists the App Endpoints of an App Service.
 * The Output form of `getAppEndpoints`: its arguments may be Outputs.
 */
export function getAppEndpointsOutput(args: InputsOf<GetAppEndpointsArgs>, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetAppEndpointsResult> {
  return lookupOutput("AppEndpoints", args, opts);
}

/** Looks up an AppService by its id or by `name`: its attributes as the resource has them. Finding none is an error. */
export function getAppService(args: GetAppServiceArgs, opts?: pulumi.InvokeOptions): Promise<GetAppServiceResult> {
  return invokeLookup("AppService", args, opts);
}

/**
 * Looks up an AppService by its id or by `name`: its attributes as the resource has them. Finding none is an error.
 * The Output form of `getAppService`: its arguments may be Outputs.
 */
export function getAppServiceOutput(args: InputsOf<GetAppServiceArgs>, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetAppServiceResult> {
  return lookupOutput("AppService", args, opts);
}

/** Looks up an AppServiceAdminUser by its id or by `name`: its attributes as the resource has them. Finding none is an error. */
export function getAppServiceAdminUser(args: GetAppServiceAdminUserArgs, opts?: pulumi.InvokeOptions): Promise<GetAppServiceAdminUserResult> {
  return invokeLookup("AppServiceAdminUser", args, opts);
}

/**
 * Looks up an AppServiceAdminUser by its id or by `name`: its attributes as the resource has them. Finding none is an error.
 * The Output form of `getAppServiceAdminUser`: its arguments may be Outputs.
 */
export function getAppServiceAdminUserOutput(args: InputsOf<GetAppServiceAdminUserArgs>, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetAppServiceAdminUserResult> {
  return lookupOutput("AppServiceAdminUser", args, opts);
}

/** Looks up an AppServiceAllowedCidr by its id or by `cidr`: its attributes as the resource has them. Finding none is an error. */
export function getAppServiceAllowedCidr(args: GetAppServiceAllowedCidrArgs, opts?: pulumi.InvokeOptions): Promise<GetAppServiceAllowedCidrResult> {
  return invokeLookup("AppServiceAllowedCidr", args, opts);
}

/**
 * Looks up an AppServiceAllowedCidr by its id or by `cidr`: its attributes as the resource has them. Finding none is an error.
 * The Output form of `getAppServiceAllowedCidr`: its arguments may be Outputs.
 */
export function getAppServiceAllowedCidrOutput(args: InputsOf<GetAppServiceAllowedCidrArgs>, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetAppServiceAllowedCidrResult> {
  return lookupOutput("AppServiceAllowedCidr", args, opts);
}

/** Looks up an AppServiceAuditLogExport by its id or by `start` and `end`: its attributes as the resource has them. Finding none is an error. */
export function getAppServiceAuditLogExport(args: GetAppServiceAuditLogExportArgs, opts?: pulumi.InvokeOptions): Promise<GetAppServiceAuditLogExportResult> {
  return invokeLookup("AppServiceAuditLogExport", args, opts);
}

/**
 * Looks up an AppServiceAuditLogExport by its id or by `start` and `end`: its attributes as the resource has them. Finding none is an error.
 * The Output form of `getAppServiceAuditLogExport`: its arguments may be Outputs.
 */
export function getAppServiceAuditLogExportOutput(args: InputsOf<GetAppServiceAuditLogExportArgs>, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetAppServiceAuditLogExportResult> {
  return lookupOutput("AppServiceAuditLogExport", args, opts);
}

/** Looks up an AppServiceAuditLogSettings by its id: its attributes as the resource has them. Finding none is an error. */
export function getAppServiceAuditLogSettings(args: GetAppServiceAuditLogSettingsArgs, opts?: pulumi.InvokeOptions): Promise<GetAppServiceAuditLogSettingsResult> {
  return invokeLookup("AppServiceAuditLogSettings", args, opts);
}

/**
 * Looks up an AppServiceAuditLogSettings by its id: its attributes as the resource has them. Finding none is an error.
 * The Output form of `getAppServiceAuditLogSettings`: its arguments may be Outputs.
 */
export function getAppServiceAuditLogSettingsOutput(args: InputsOf<GetAppServiceAuditLogSettingsArgs>, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetAppServiceAuditLogSettingsResult> {
  return lookupOutput("AppServiceAuditLogSettings", args, opts);
}

/** The TLS certificate of an App Service (PEM): what a mobile or edge client pins. */
export function getAppServiceCertificate(args: GetAppServiceCertificateArgs, opts?: pulumi.InvokeOptions): Promise<GetAppServiceCertificateResult> {
  return invokeLookup("AppServiceCertificate", args, opts);
}

/**
 * The TLS certificate of an App Service (PEM): what a mobile or edge client pins.
 * The Output form of `getAppServiceCertificate`: its arguments may be Outputs.
 */
export function getAppServiceCertificateOutput(args: InputsOf<GetAppServiceCertificateArgs>, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetAppServiceCertificateResult> {
  return lookupOutput("AppServiceCertificate", args, opts);
}

/** Looks up an AppServiceLogStreaming by its id: its attributes as the resource has them. Finding none is an error. */
export function getAppServiceLogStreaming(args: GetAppServiceLogStreamingArgs, opts?: pulumi.InvokeOptions): Promise<GetAppServiceLogStreamingResult> {
  return invokeLookup("AppServiceLogStreaming", args, opts);
}

/**
 * Looks up an AppServiceLogStreaming by its id: its attributes as the resource has them. Finding none is an error.
 * The Output form of `getAppServiceLogStreaming`: its arguments may be Outputs.
 */
export function getAppServiceLogStreamingOutput(args: InputsOf<GetAppServiceLogStreamingArgs>, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetAppServiceLogStreamingResult> {
  return lookupOutput("AppServiceLogStreaming", args, opts);
}

/** Lists the App Services of a project (every cluster's). */
export function getAppServices(args: GetAppServicesArgs, opts?: pulumi.InvokeOptions): Promise<GetAppServicesResult> {
  return invokeLookup("AppServices", args, opts);
}

/**
 * Lists the App Services of a project (every cluster's).
 * The Output form of `getAppServices`: its arguments may be Outputs.
 */
export function getAppServicesOutput(args: InputsOf<GetAppServicesArgs>, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetAppServicesResult> {
  return lookupOutput("AppServices", args, opts);
}

/** Looks up an AuditLogStreaming by its id: its attributes as the resource has them. Finding none is an error. */
export function getAuditLogStreaming(args: GetAuditLogStreamingArgs, opts?: pulumi.InvokeOptions): Promise<GetAuditLogStreamingResult> {
  return invokeLookup("AuditLogStreaming", args, opts);
}

/**
 * Looks up an AuditLogStreaming by its id: its attributes as the resource has them. Finding none is an error.
 * The Output form of `getAuditLogStreaming`: its arguments may be Outputs.
 */
export function getAuditLogStreamingOutput(args: InputsOf<GetAuditLogStreamingArgs>, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetAuditLogStreamingResult> {
  return lookupOutput("AuditLogStreaming", args, opts);
}

/** Looks up a Backup by its id: its attributes as the resource has them. Finding none is an error. */
export function getBackup(args: GetBackupArgs, opts?: pulumi.InvokeOptions): Promise<GetBackupResult> {
  return invokeLookup("Backup", args, opts);
}

/**
 * Looks up a Backup by its id: its attributes as the resource has them. Finding none is an error.
 * The Output form of `getBackup`: its arguments may be Outputs.
 */
export function getBackupOutput(args: InputsOf<GetBackupArgs>, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetBackupResult> {
  return lookupOutput("Backup", args, opts);
}

/** Lists the backups of a bucket, every backup cycle's, oldest cycle first. */
export function getBackups(args: GetBackupsArgs, opts?: pulumi.InvokeOptions): Promise<GetBackupsResult> {
  return invokeLookup("Backups", args, opts);
}

/**
 * Lists the backups of a bucket, every backup cycle's, oldest cycle first.
 * The Output form of `getBackups`: its arguments may be Outputs.
 */
export function getBackupsOutput(args: InputsOf<GetBackupsArgs>, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetBackupsResult> {
  return lookupOutput("Backups", args, opts);
}

/** Looks up a BackupSchedule by its id: its attributes as the resource has them. Finding none is an error. */
export function getBackupSchedule(args: GetBackupScheduleArgs, opts?: pulumi.InvokeOptions): Promise<GetBackupScheduleResult> {
  return invokeLookup("BackupSchedule", args, opts);
}

/**
 * Looks up a BackupSchedule by its id: its attributes as the resource has them. Finding none is an error.
 * The Output form of `getBackupSchedule`: its arguments may be Outputs.
 */
export function getBackupScheduleOutput(args: InputsOf<GetBackupScheduleArgs>, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetBackupScheduleResult> {
  return lookupOutput("BackupSchedule", args, opts);
}

/** Looks up a Bucket by its id or by `name`: its attributes as the resource has them. Finding none is an error. */
export function getBucket(args: GetBucketArgs, opts?: pulumi.InvokeOptions): Promise<GetBucketResult> {
  return invokeLookup("Bucket", args, opts);
}

/**
 * Looks up a Bucket by its id or by `name`: its attributes as the resource has them. Finding none is an error.
 * The Output form of `getBucket`: its arguments may be Outputs.
 */
export function getBucketOutput(args: InputsOf<GetBucketArgs>, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetBucketResult> {
  return lookupOutput("Bucket", args, opts);
}

/** Lists the buckets of a cluster. */
export function getBuckets(args: GetBucketsArgs, opts?: pulumi.InvokeOptions): Promise<GetBucketsResult> {
  return invokeLookup("Buckets", args, opts);
}

/**
 * Lists the buckets of a cluster.
 * The Output form of `getBuckets`: its arguments may be Outputs.
 */
export function getBucketsOutput(args: InputsOf<GetBucketsArgs>, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetBucketsResult> {
  return lookupOutput("Buckets", args, opts);
}

/** An organization's spend by category over a range of days. */
export function getCategorizedBilling(args: GetCategorizedBillingArgs, opts?: pulumi.InvokeOptions): Promise<GetCategorizedBillingResult> {
  return invokeLookup("CategorizedBilling", args, opts);
}

/**
 * An organization's spend by category over a range of days.
 * The Output form of `getCategorizedBilling`: its arguments may be Outputs.
 */
export function getCategorizedBillingOutput(args: InputsOf<GetCategorizedBillingArgs>, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetCategorizedBillingResult> {
  return lookupOutput("CategorizedBilling", args, opts);
}

/** The audit events a cluster can log (their ids are what its audit settings enable), with the ids alone for convenience. */
export function getClusterAuditLogEvents(args: GetClusterAuditLogEventsArgs, opts?: pulumi.InvokeOptions): Promise<GetClusterAuditLogEventsResult> {
  return invokeLookup("ClusterAuditLogEvents", args, opts);
}

/**
 * The audit events a cluster can log (their ids are what its audit settings enable), with the ids alone for convenience.
 * The Output form of `getClusterAuditLogEvents`: its arguments may be Outputs.
 */
export function getClusterAuditLogEventsOutput(args: InputsOf<GetClusterAuditLogEventsArgs>, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetClusterAuditLogEventsResult> {
  return lookupOutput("ClusterAuditLogEvents", args, opts);
}

/** Looks up a ClusterAuditLogExport by its id or by `start` and `end`: its attributes as the resource has them. Finding none is an error. */
export function getClusterAuditLogExport(args: GetClusterAuditLogExportArgs, opts?: pulumi.InvokeOptions): Promise<GetClusterAuditLogExportResult> {
  return invokeLookup("ClusterAuditLogExport", args, opts);
}

/**
 * Looks up a ClusterAuditLogExport by its id or by `start` and `end`: its attributes as the resource has them. Finding none is an error.
 * The Output form of `getClusterAuditLogExport`: its arguments may be Outputs.
 */
export function getClusterAuditLogExportOutput(args: InputsOf<GetClusterAuditLogExportArgs>, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetClusterAuditLogExportResult> {
  return lookupOutput("ClusterAuditLogExport", args, opts);
}

/** Looks up a ClusterAuditLogSettings by its id: its attributes as the resource has them. Finding none is an error. */
export function getClusterAuditLogSettings(args: GetClusterAuditLogSettingsArgs, opts?: pulumi.InvokeOptions): Promise<GetClusterAuditLogSettingsResult> {
  return invokeLookup("ClusterAuditLogSettings", args, opts);
}

/**
 * Looks up a ClusterAuditLogSettings by its id: its attributes as the resource has them. Finding none is an error.
 * The Output form of `getClusterAuditLogSettings`: its arguments may be Outputs.
 */
export function getClusterAuditLogSettingsOutput(args: InputsOf<GetClusterAuditLogSettingsArgs>, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetClusterAuditLogSettingsResult> {
  return lookupOutput("ClusterAuditLogSettings", args, opts);
}

/** Looks up a GatewayDatabase by its id or by `name`: its attributes as the resource has them. Finding none is an error. */
export function getGatewayDatabase(args: GetGatewayDatabaseArgs, opts?: pulumi.InvokeOptions): Promise<GetGatewayDatabaseResult> {
  return invokeLookup("GatewayDatabase", args, opts);
}

/**
 * Looks up a GatewayDatabase by its id or by `name`: its attributes as the resource has them. Finding none is an error.
 * The Output form of `getGatewayDatabase`: its arguments may be Outputs.
 */
export function getGatewayDatabaseOutput(args: InputsOf<GetGatewayDatabaseArgs>, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetGatewayDatabaseResult> {
  return lookupOutput("GatewayDatabase", args, opts);
}

/** Looks up a GatewayRole by its id or by `name`: its attributes as the resource has them. Finding none is an error. */
export function getGatewayRole(args: GetGatewayRoleArgs, opts?: pulumi.InvokeOptions): Promise<GetGatewayRoleResult> {
  return invokeLookup("GatewayRole", args, opts);
}

/**
 * Looks up a GatewayRole by its id or by `name`: its attributes as the resource has them. Finding none is an error.
 * The Output form of `getGatewayRole`: its arguments may be Outputs.
 */
export function getGatewayRoleOutput(args: InputsOf<GetGatewayRoleArgs>, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetGatewayRoleResult> {
  return lookupOutput("GatewayRole", args, opts);
}

/** Looks up a GatewayUser by its id or by `name`: its attributes as the resource has them. Finding none is an error. */
export function getGatewayUser(args: GetGatewayUserArgs, opts?: pulumi.InvokeOptions): Promise<GetGatewayUserResult> {
  return invokeLookup("GatewayUser", args, opts);
}

/**
 * Looks up a GatewayUser by its id or by `name`: its attributes as the resource has them. Finding none is an error.
 * The Output form of `getGatewayUser`: its arguments may be Outputs.
 */
export function getGatewayUserOutput(args: InputsOf<GetGatewayUserArgs>, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetGatewayUserResult> {
  return lookupOutput("GatewayUser", args, opts);
}

/** Lists the users of a self-managed data-sync gateway database (App Services list none: look one up by name with the GatewayUser lookup). */
export function getGatewayUsers(args: GetGatewayUsersArgs, opts?: pulumi.InvokeOptions): Promise<GetGatewayUsersResult> {
  return invokeLookup("GatewayUsers", args, opts);
}

/**
 * Lists the users of a self-managed data-sync gateway database (App Services list none: look one up by name with the GatewayUser lookup).
 * The Output form of `getGatewayUsers`: its arguments may be Outputs.
 */
export function getGatewayUsersOutput(args: InputsOf<GetGatewayUsersArgs>, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetGatewayUsersResult> {
  return lookupOutput("GatewayUsers", args, opts);
}

/** One cluster's spend by category over a range of days. */
export function getItemizedBilling(args: GetItemizedBillingArgs, opts?: pulumi.InvokeOptions): Promise<GetItemizedBillingResult> {
  return invokeLookup("ItemizedBilling", args, opts);
}

/**
 * One cluster's spend by category over a range of days.
 * The Output form of `getItemizedBilling`: its arguments may be Outputs.
 */
export function getItemizedBillingOutput(args: InputsOf<GetItemizedBillingArgs>, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetItemizedBillingResult> {
  return lookupOutput("ItemizedBilling", args, opts);
}

/** Looks up a MetadataIsolation by its id: its attributes as the resource has them. Finding none is an error. */
export function getMetadataIsolation(args: GetMetadataIsolationArgs, opts?: pulumi.InvokeOptions): Promise<GetMetadataIsolationResult> {
  return invokeLookup("MetadataIsolation", args, opts);
}

/**
 * Looks up a MetadataIsolation by its id: its attributes as the resource has them. Finding none is an error.
 * The Output form of `getMetadataIsolation`: its arguments may be Outputs.
 */
export function getMetadataIsolationOutput(args: InputsOf<GetMetadataIsolationArgs>, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetMetadataIsolationResult> {
  return lookupOutput("MetadataIsolation", args, opts);
}

/** Looks up an OidcProvider by its id or by `issuer` and `clientId`: its attributes as the resource has them. Finding none is an error. */
export function getOidcProvider(args: GetOidcProviderArgs, opts?: pulumi.InvokeOptions): Promise<GetOidcProviderResult> {
  return invokeLookup("OidcProvider", args, opts);
}

/**
 * Looks up an OidcProvider by its id or by `issuer` and `clientId`: its attributes as the resource has them. Finding none is an error.
 * The Output form of `getOidcProvider`: its arguments may be Outputs.
 */
export function getOidcProviderOutput(args: InputsOf<GetOidcProviderArgs>, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetOidcProviderResult> {
  return lookupOutput("OidcProvider", args, opts);
}

/** An organization's pay-as-you-go spend by support plan over a range of days (unset: this month so far). */
export function getPayAsYouGoBilling(args: GetPayAsYouGoBillingArgs, opts?: pulumi.InvokeOptions): Promise<GetPayAsYouGoBillingResult> {
  return invokeLookup("PayAsYouGoBilling", args, opts);
}

/**
 * An organization's pay-as-you-go spend by support plan over a range of days (unset: this month so far).
 * The Output form of `getPayAsYouGoBilling`: its arguments may be Outputs.
 */
export function getPayAsYouGoBillingOutput(args: InputsOf<GetPayAsYouGoBillingArgs>, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetPayAsYouGoBillingResult> {
  return lookupOutput("PayAsYouGoBilling", args, opts);
}

/** An organization's prepaid credits: each one's total, what is used and what remains. */
export function getPrepaidCredits(args: GetPrepaidCreditsArgs, opts?: pulumi.InvokeOptions): Promise<GetPrepaidCreditsResult> {
  return invokeLookup("PrepaidCredits", args, opts);
}

/**
 * An organization's prepaid credits: each one's total, what is used and what remains.
 * The Output form of `getPrepaidCredits`: its arguments may be Outputs.
 */
export function getPrepaidCreditsOutput(args: InputsOf<GetPrepaidCreditsArgs>, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetPrepaidCreditsResult> {
  return lookupOutput("PrepaidCredits", args, opts);
}

/** Looks up a PrivateEndpoint by its id or by `endpointId`: its attributes as the resource has them. Finding none is an error. */
export function getPrivateEndpoint(args: GetPrivateEndpointArgs, opts?: pulumi.InvokeOptions): Promise<GetPrivateEndpointResult> {
  return invokeLookup("PrivateEndpoint", args, opts);
}

/**
 * Looks up a PrivateEndpoint by its id or by `endpointId`: its attributes as the resource has them. Finding none is an error.
 * The Output form of `getPrivateEndpoint`: its arguments may be Outputs.
 */
export function getPrivateEndpointOutput(args: InputsOf<GetPrivateEndpointArgs>, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetPrivateEndpointResult> {
  return lookupOutput("PrivateEndpoint", args, opts);
}

/** The command that creates, on the cloud side, a private endpoint to an App Service (its private endpoint service must be enabled): run it, then accept the connection with a PrivateEndpoint. */
export function getPrivateEndpointCommand(args: GetPrivateEndpointCommandArgs, opts?: pulumi.InvokeOptions): Promise<GetPrivateEndpointCommandResult> {
  return invokeLookup("PrivateEndpointCommand", args, opts);
}

/**
 * The command that creates, on the cloud side, a private endpoint to an App Service (its private endpoint service must be enabled): run it, then accept the connection with a PrivateEndpoint.
 * The Output form of `getPrivateEndpointCommand`: its arguments may be Outputs.
 */
export function getPrivateEndpointCommandOutput(args: InputsOf<GetPrivateEndpointCommandArgs>, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetPrivateEndpointCommandResult> {
  return lookupOutput("PrivateEndpointCommand", args, opts);
}

/** Lists the private endpoint connections of an App Service, whatever their status (those waiting for acceptance too); empty while its private endpoint service is not enabled. */
export function getPrivateEndpoints(args: GetPrivateEndpointsArgs, opts?: pulumi.InvokeOptions): Promise<GetPrivateEndpointsResult> {
  return invokeLookup("PrivateEndpoints", args, opts);
}

/**
 * Lists the private endpoint connections of an App Service, whatever their status (those waiting for acceptance too); empty while its private endpoint service is not enabled.
 * The Output form of `getPrivateEndpoints`: its arguments may be Outputs.
 */
export function getPrivateEndpointsOutput(args: InputsOf<GetPrivateEndpointsArgs>, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetPrivateEndpointsResult> {
  return lookupOutput("PrivateEndpoints", args, opts);
}

/** Looks up a PrivateEndpointService by its id: its attributes as the resource has them. Finding none is an error. */
export function getPrivateEndpointService(args: GetPrivateEndpointServiceArgs, opts?: pulumi.InvokeOptions): Promise<GetPrivateEndpointServiceResult> {
  return invokeLookup("PrivateEndpointService", args, opts);
}

/**
 * Looks up a PrivateEndpointService by its id: its attributes as the resource has them. Finding none is an error.
 * The Output form of `getPrivateEndpointService`: its arguments may be Outputs.
 */
export function getPrivateEndpointServiceOutput(args: InputsOf<GetPrivateEndpointServiceArgs>, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetPrivateEndpointServiceResult> {
  return lookupOutput("PrivateEndpointService", args, opts);
}

/** Looks up a WebhookHandler by its id or by `url`: its attributes as the resource has them. Finding none is an error. */
export function getWebhookHandler(args: GetWebhookHandlerArgs, opts?: pulumi.InvokeOptions): Promise<GetWebhookHandlerResult> {
  return invokeLookup("WebhookHandler", args, opts);
}

/**
 * Looks up a WebhookHandler by its id or by `url`: its attributes as the resource has them. Finding none is an error.
 * The Output form of `getWebhookHandler`: its arguments may be Outputs.
 */
export function getWebhookHandlerOutput(args: InputsOf<GetWebhookHandlerArgs>, opts?: pulumi.InvokeOutputOptions): pulumi.Output<GetWebhookHandlerResult> {
  return lookupOutput("WebhookHandler", args, opts);
}
