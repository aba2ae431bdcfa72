import { z } from "zod";
import { operations, states } from "../model";
import { audit, cursor, dateTime } from "./common";
import { A, PAGED } from "./paths";

/** App Service audit logging, as the management API's v4 specification has it: the switch
 *  (`A/auditLog`) and exports of the audit log (`A/auditLogExports`). */

export const setAppServiceAuditLog = z.strictObject({ auditEnabled: z.boolean() });
export const appServiceAuditLog = z.strictObject({ auditEnabled: z.boolean() });
/** The switch of an App Service whose audit logging was never set. */
export const APP_SERVICE_AUDIT_DEFAULTS: Readonly<z.infer<typeof setAppServiceAuditLog>> = { auditEnabled: false };

/** Audit log retention (document 2 limits): an export may not start earlier than this. */
export const AUDIT_LOG_RETENTION_DAYS = 30;

export const requestAppServiceAuditLogExport = z.strictObject({ start: dateTime, end: dateTime });

/** An export job's `status`. The specification shows `Ready` only (in its example) and says no
 *  more; document 2 has a job queued, then ready or failed: spelled as that example spells
 *  them, as the cluster audit exports do. */
export const auditLogExportStates = states({ transitional: ["Queued"], final: ["Ready", "Failed"], failed: ["Failed"] });

/** An export job: every field optional and nullable. `download_id` is the pre-signed URL of the
 *  archive and `download_expires` when it stops working, both null until the job is ready. */
export const appServiceAuditLogExport = z.strictObject({
  id: z.string().nullable().optional(),
  download_id: z.string().nullable().optional(),
  download_expires: z.string().nullable().optional(),
  status: z.string().nullable().optional(),
  appServiceId: z.string().nullable().optional(),
  tenantId: z.string().nullable().optional(),
  clusterId: z.string().nullable().optional(),
  audit: audit.optional(),
});

const exportsPath = `${A}/auditLogExports`;

export const appServiceAuditOperations = operations({
  setAppServiceAuditLog: { api: "management", method: "PUT", path: `${A}/auditLog`, request: setAppServiceAuditLog, responses: { 204: null } },
  getAppServiceAuditLog: { api: "management", method: "GET", path: `${A}/auditLog`, responses: { 200: appServiceAuditLog } },
  requestAppServiceAuditLogExport: {
    api: "management",
    method: "POST",
    path: exportsPath,
    request: requestAppServiceAuditLogExport,
    responses: { 202: z.strictObject({ exportId: z.string() }) },
  },
  /** Paged; both parts of the answer are optional in the specification. */
  listAppServiceAuditLogExports: {
    api: "management",
    method: "GET",
    path: exportsPath,
    query: PAGED,
    responses: { 200: z.strictObject({ data: z.array(appServiceAuditLogExport).optional(), cursor: cursor.optional() }) },
  },
  getAppServiceAuditLogExport: { api: "management", method: "GET", path: `${exportsPath}/{auditLogExportId}`, responses: { 200: appServiceAuditLogExport } },
});
