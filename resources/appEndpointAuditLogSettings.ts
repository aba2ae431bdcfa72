import { z } from "zod";
import { defineSpec } from "../provider";
import { appEndpointAuditDefaults } from "../schema/api/appEndpointAuditEvents";
import { appEndpointOperations as ops } from "../schema/api/appEndpoints";
import { doc } from "../schema/docs";
import { settingsApi } from "./settings";

/** An App Endpoint's audit configuration (`E/auditLog`): whether it is on, the events it logs,
 *  and the users and roles whose operations it leaves out. The API's PUT replaces the whole
 *  configuration; settings of the endpoint (see ./settings.ts): deleting puts the API's defaults
 *  back (off, the default events on, nobody left out). */
const principal = z.strictObject({
  domain: doc(z.string().min(1), "`sgw` (the gateway's own) or `cbs` (the cluster's)."),
  name: doc(z.string().min(1).max(256), "The user's or role's name."),
});

const body = z.strictObject({
  auditEnabled: doc(z.boolean(), "Whether the App Endpoint writes audit logs."),
  enabledEventIds: doc(
    z.array(z.strictObject({ id: doc(z.int(), "The event's id (see the App Endpoint's audit log events).") })).optional(),
    "The events to log, each `{id}`; left out, the API's default events.",
  ),
  disabledUsers: doc(z.array(principal).optional(), "Users whose operations are not logged."),
  disabledRoles: doc(z.array(principal).optional(), "Roles whose users' operations are not logged."),
});

export const appEndpointAuditLogSettingsSpec = defineSpec({
  kind: "AppEndpointAuditLogSettings",
  description: "The audit logging of an App Endpoint: whether it is on, which events it logs, and whose operations it leaves out. Deleting it puts the defaults back.",
  body,
  scope: ["organizationId", "projectId", "clusterId", "appServiceId", "appEndpointName"],
  immutable: [],
  defaults: appEndpointAuditDefaults(),
  unordered: ["enabledEventIds", "disabledUsers", "disabledRoles"],
  computed: {},
  naturalKey: "appEndpointName",
  api: settingsApi({
    get: ops.getAppEndpointAuditLog,
    put: ops.putAppEndpointAuditLog,
    parent: "appEndpointName",
    defaults: appEndpointAuditDefaults,
    fields: (i) => ({ auditEnabled: i.auditEnabled, enabledEventIds: i.enabledEventIds, disabledUsers: i.disabledUsers, disabledRoles: i.disabledRoles }),
  }),
});
