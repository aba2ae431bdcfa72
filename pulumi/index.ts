/** The Pulumi front end: one dynamic-resource class per spec, the shim Pulumi stores in the
 *  state, and the dynamic providers the shim delegates to. */
export { AlertIntegration, type AlertIntegrationArgs } from "./alertIntegration";
export { AllowedCidr, AppServiceAllowedCidr, type AllowedCidrArgs, type AppServiceAllowedCidrArgs } from "./allowedCidr";
export { ApiKey, type ApiKeyArgs } from "./apiKey";
export { AppEndpoint, type AppEndpointArgs } from "./appEndpoint";
export { AppService, type AppServiceArgs } from "./appService";
export { AppServiceAdminUser, type AppServiceAdminUserArgs } from "./appServiceAdminUser";
export { AppServiceLogStreaming, type AppServiceLogStreamingArgs } from "./appServiceLogStreaming";
export { AuditLogStreaming, type AuditLogStreamingArgs } from "./auditLogStreaming";
export { BackupSchedule, type BackupScheduleArgs } from "./backupSchedule";
export { Bucket, type BucketArgs } from "./bucket";
export { GatewayDatabase, type GatewayDatabaseArgs } from "./gatewayDatabase";
export { GatewayUser, type GatewayUserArgs } from "./gatewayUser";
export { OidcProvider, type OidcProviderArgs } from "./oidcProvider";
export { PrivateEndpoint, type PrivateEndpointArgs } from "./privateEndpoint";
export { PrivateEndpointService, type PrivateEndpointServiceArgs } from "./privateEndpointService";
export { WebhookHandler, type WebhookHandlerArgs } from "./webhookHandler";
export type { CommonArgs, DeepInput, GatewayConnection, InputsOf, Timeouts } from "./args";
export type * from "./types";
