import type { ResourceSpec } from "../provider/spec";
import { alertIntegrationSpec } from "./alertIntegration";
import { allowedCidrSpec, appServiceAllowedCidrSpec } from "./allowedCidr";
import { apiKeySpec } from "./apiKey";
import { appEndpointSpec } from "./appEndpoint";
import { appServiceSpec } from "./appService";
import { appServiceAdminUserSpec } from "./appServiceAdminUser";
import { backupScheduleSpec } from "./backupSchedule";
import { bucketSpec } from "./bucket";
import { gatewayDatabaseSpec } from "./gatewayDatabase";
import { gatewayUserSpec } from "./gatewayUser";
import { logStreamingSpec } from "./logStreaming";
import { oidcProviderSpec } from "./oidcProvider";
import { privateEndpointSpec } from "./privateEndpoint";
import { privateEndpointServiceSpec } from "./privateEndpointService";
import { webhookHandlerSpec } from "./webhookHandler";

/** Every resource, as a spec: what it is and how it maps to the API, independent of any front
 *  end (pulumi/ and terraform/ are built from these). */
export const specs: readonly ResourceSpec[] = [
  apiKeySpec,
  allowedCidrSpec,
  appServiceAllowedCidrSpec,
  alertIntegrationSpec,
  appServiceSpec,
  appEndpointSpec,
  oidcProviderSpec,
  bucketSpec,
  backupScheduleSpec,
  logStreamingSpec,
  privateEndpointServiceSpec,
  privateEndpointSpec,
  appServiceAdminUserSpec,
  gatewayDatabaseSpec,
  gatewayUserSpec,
  webhookHandlerSpec,
];

export type { AlertIntegrationInputs } from "./alertIntegration";
export type { AllowedCidrInputs, AppServiceAllowedCidrInputs } from "./allowedCidr";
export type { ApiKeyInputs } from "./apiKey";
export type { AppEndpointInputs } from "./appEndpoint";
export type { AppServiceInputs } from "./appService";
export type { AppServiceAdminUserInputs } from "./appServiceAdminUser";
export type { BackupScheduleInputs } from "./backupSchedule";
export type { BucketInputs } from "./bucket";
export type { GatewayDatabaseInputs } from "./gatewayDatabase";
export type { GatewayUserInputs } from "./gatewayUser";
export type { LogStreamingInputs } from "./logStreaming";
export type { OidcProviderInputs } from "./oidcProvider";
export type { PrivateEndpointInputs } from "./privateEndpoint";
export type { PrivateEndpointServiceInputs } from "./privateEndpointService";
export type { WebhookHandlerInputs } from "./webhookHandler";
