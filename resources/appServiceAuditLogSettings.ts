import { z } from "zod";
import { defineSpec } from "../provider";
import { APP_SERVICE_AUDIT_DEFAULTS, appServiceAuditOperations as ops } from "../schema/api/appServiceAudit";
import { doc } from "../schema/docs";
import { settingsApi } from "./settings";

/** An App Service's audit logging switch (`A/auditLog`). Settings of the App Service (see
 *  ./settings.ts): deleting turns it off, the API's default. The API takes the change only while
 *  the App Service runs. */
const body = z.strictObject({
  auditEnabled: doc(z.boolean(), "Whether the App Service writes audit logs."),
});

export const appServiceAuditLogSettingsSpec = defineSpec({
  kind: "AppServiceAuditLogSettings",
  description: "Whether an App Service writes audit logs. Deleting it turns audit logging off.",
  body,
  scope: ["organizationId", "projectId", "clusterId", "appServiceId"],
  immutable: [],
  computed: {},
  naturalKey: "appServiceId",
  api: settingsApi({
    get: ops.getAppServiceAuditLog,
    put: ops.setAppServiceAuditLog,
    parent: "appServiceId",
    defaults: () => ({ ...APP_SERVICE_AUDIT_DEFAULTS }),
    fields: (i) => ({ auditEnabled: i.auditEnabled }),
  }),
});
