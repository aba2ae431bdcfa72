import { z } from "zod";
import { dateTime } from "./common";

/** Cluster audit logging (document 3, "Cluster audit settings", "Cluster audit export job";
 *  paths in document 4: `C/auditLog`, `C/auditLogEvents`, `C/auditLogExports`). */

/** A user whose filterable events are not logged. Document 3 shows only `{domain, name}`; the
 *  domains are the database server's: `local` users and `external` (LDAP, SAML) ones. */
export const auditDisabledUser = z.strictObject({
  domain: z.enum(["local", "external"]),
  name: z.string().min(1).max(128),
});

/** Document 3: "`auditEnabled`, `disabledUsers`, `enabledEventIDs` (all required)"; event ids
 *  are int32 and must be ids of `C/auditLogEvents` (checked by the server, which owns the list). */
export const setClusterAuditLog = z.strictObject({
  auditEnabled: z.boolean(),
  disabledUsers: z.array(auditDisabledUser),
  enabledEventIDs: z.array(z.int32()),
});

/** Document 3: "`start`, `end` (date-time, required)"; end after start and, since "audit logs
 *  [are] available for 30 days", start within the last 30 days (checked by the server). */
export const requestClusterAuditLogExport = z.strictObject({ start: dateTime, end: dateTime });

export const bodies = { setClusterAuditLog, requestClusterAuditLogExport };
