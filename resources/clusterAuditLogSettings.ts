import { z } from "zod";
import { defineSpec } from "../provider";
import { auditDisabledUser, clusterAuditDefaults, clusterAuditOperations as ops } from "../schema/api/clusterAudit";
import { doc } from "../schema/docs";
import { settingsApi } from "./settings";

/** A cluster's audit logging (`C/auditLog`): whether it is on, the filterable events it logs and
 *  the users whose events it leaves out. Settings of the cluster (see ./settings.ts): deleting
 *  puts the API's defaults back (off, no events, nobody left out). */
const body = z.strictObject({
  auditEnabled: doc(z.boolean(), "Whether the cluster writes audit logs."),
  disabledUsers: doc(z.array(auditDisabledUser).optional(), "Users whose filterable events are not logged: `domain` `local` or `external` (LDAP, SAML), and `name`."),
  enabledEventIDs: doc(z.array(z.int32()).optional(), "The ids of the filterable events to log (see the cluster's audit log events)."),
});

export const clusterAuditLogSettingsSpec = defineSpec({
  kind: "ClusterAuditLogSettings",
  description: "The audit logging of a cluster: whether it is on, which filterable events it logs, and whose it leaves out. Deleting it turns auditing off and clears both lists.",
  body,
  scope: ["organizationId", "projectId", "clusterId"],
  immutable: [],
  defaults: clusterAuditDefaults(),
  unordered: ["disabledUsers", "enabledEventIDs"],
  computed: {},
  naturalKey: "clusterId",
  api: settingsApi({
    get: ops.getClusterAuditLog,
    put: ops.setClusterAuditLog,
    parent: "clusterId",
    defaults: clusterAuditDefaults,
    fields: (i) => ({ auditEnabled: i.auditEnabled, disabledUsers: i.disabledUsers, enabledEventIDs: i.enabledEventIDs }),
  }),
});
