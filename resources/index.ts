import type { ResourceSpec } from "../provider/spec";
import { alertIntegrationSpec } from "./alertIntegration";
import { allowedCidrSpec, appServiceAllowedCidrSpec } from "./allowedCidr";
import { apiKeySpec } from "./apiKey";
import { appEndpointResyncSpec } from "./appEndpointResync";
import { appServiceAuditLogExportSpec, clusterAuditLogExportSpec } from "./auditLogExports";
import { backupSpec } from "./backup";
import { bucketFlushSpec } from "./bucketFlush";
import { restoreSpec } from "./restore";
import { appEndpointSpec } from "./appEndpoint";
import { appServiceSpec } from "./appService";
import { appServiceAdminUserSpec } from "./appServiceAdminUser";
import { appServiceLogStreamingSpec } from "./appServiceLogStreaming";
import { auditLogStreamingSpec } from "./auditLogStreaming";
import { backupScheduleSpec } from "./backupSchedule";
import { bucketSpec } from "./bucket";
import { gatewayDatabaseSpec } from "./gatewayDatabase";
import { gatewayUserSpec } from "./gatewayUser";
import { oidcProviderSpec } from "./oidcProvider";
import { privateEndpointSpec } from "./privateEndpoint";
import { privateEndpointServiceSpec } from "./privateEndpointService";
import { webhookHandlerSpec } from "./webhookHandler";
import { clusterAuditLogSettingsSpec } from "./clusterAuditLogSettings";
import { appServiceAuditLogSettingsSpec } from "./appServiceAuditLogSettings";
import { appEndpointAuditLogSettingsSpec } from "./appEndpointAuditLogSettings";
import { appEndpointLoggingSpec } from "./appEndpointLogging";
import { metadataIsolationSpec } from "./metadataIsolation";
import { gatewayRoleSpec } from "./gatewayRole";

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
  auditLogStreamingSpec,
  appServiceLogStreamingSpec,
  privateEndpointServiceSpec,
  privateEndpointSpec,
  appServiceAdminUserSpec,
  gatewayDatabaseSpec,
  gatewayUserSpec,
  webhookHandlerSpec,
  clusterAuditLogSettingsSpec,
  appServiceAuditLogSettingsSpec,
  appEndpointAuditLogSettingsSpec,
  appEndpointLoggingSpec,
  metadataIsolationSpec,
  gatewayRoleSpec,
  // Jobs: their create runs them (see ResourceSpec.job).
  appEndpointResyncSpec,
  backupSpec,
  restoreSpec,
  clusterAuditLogExportSpec,
  appServiceAuditLogExportSpec,
  bucketFlushSpec,
];

/** The spec of a kind (the generated Pulumi classes find theirs by it). */
export function specOf(kind: string): ResourceSpec {
  const spec = specs.find((s) => s.kind === kind);
  if (!spec) throw new Error(`dbplane: no resource kind ${kind}`);
  return spec;
}
