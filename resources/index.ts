import type { ResourceSpec } from "../provider/spec";
import { allowedCidrSpec, appServiceAllowedCidrSpec } from "./allowedCidr";
import { apiKeySpec } from "./apiKey";
import { appServiceSpec } from "./appService";
import { logStreamingSpec } from "./logStreaming";
import { privateEndpointSpec } from "./privateEndpoint";
import { privateEndpointServiceSpec } from "./privateEndpointService";
import { appEndpointSpec } from "./appEndpoint";
import { oidcProviderSpec } from "./oidcProvider";
import { bucketSpec } from "./bucket";
import { backupScheduleSpec } from "./backupSchedule";
import { alertIntegrationSpec } from "./alertIntegration";

/** Every resource: its class (what users instantiate) and its spec (what the provider runs). */
export { AllowedCidr, AppServiceAllowedCidr, type AllowedCidrArgs, type AppServiceAllowedCidrArgs } from "./allowedCidr";
export { ApiKey, type ApiKeyArgs } from "./apiKey";
export { AppService, type AppServiceArgs } from "./appService";
export { LogStreaming, type LogStreamingArgs } from "./logStreaming";
export { PrivateEndpoint, type PrivateEndpointArgs } from "./privateEndpoint";
export { PrivateEndpointService, type PrivateEndpointServiceArgs } from "./privateEndpointService";
export { AppEndpoint, type AppEndpointArgs } from "./appEndpoint";
export { OidcProvider, type OidcProviderArgs } from "./oidcProvider";
export { Bucket, type BucketArgs } from "./bucket";
export { BackupSchedule, type BackupScheduleArgs } from "./backupSchedule";
export { AlertIntegration, type AlertIntegrationArgs } from "./alertIntegration";

export const specs: readonly ResourceSpec[] = [apiKeySpec, allowedCidrSpec, appServiceAllowedCidrSpec, appEndpointSpec, oidcProviderSpec, bucketSpec, backupScheduleSpec, alertIntegrationSpec, appServiceSpec, logStreamingSpec, privateEndpointServiceSpec, privateEndpointSpec];
