import { z } from "zod";
import { doc } from "../docs";
import { operations, states } from "../model";
import { dateTime, pageOf } from "./common";
import { C } from "./paths";

/** Cluster audit logging, as the management API's v4 specification has it: the settings
 *  (`C/auditLog`), the filterable events (`C/auditLogEvents`) and export jobs
 *  (`C/auditLogExports`). */

/** A user whose filterable events are not logged: `domain` is `local` or `external` (LDAP, SAML)
 *  users; the specification leaves both fields optional. */
export const auditDisabledUser = z.strictObject({
  domain: doc(z.enum(["local", "external"]).optional(), "`local` for the cluster's own users, `external` for LDAP or SAML ones."),
  name: doc(z.string().min(1).max(128).optional(), "The user's name."),
});

/** Event ids are int32 and must be ids of `C/auditLogEvents` (checked by the server, which owns
 *  the list). */
export const setClusterAuditLog = z.strictObject({
  auditEnabled: z.boolean(),
  disabledUsers: z.array(auditDisabledUser),
  enabledEventIDs: z.array(z.int32()),
});

/** The settings of a cluster whose audit logging was never set (what a read answers then). */
export const clusterAuditDefaults = (): z.infer<typeof setClusterAuditLog> => ({ auditEnabled: false, disabledUsers: [], enabledEventIDs: [] });

/** End after start; audit logs are kept 30 days, so the start lies within the last 30 days
 *  (checked by the server). */
export const requestClusterAuditLogExport = z.strictObject({ start: dateTime, end: dateTime });

/** An export job: `Queued`, `In Progress`, then `Completed` or `Failed`. */
export const auditExportStates = states({ transitional: ["Queued", "In Progress"], final: ["Completed", "Failed"], failed: ["Failed"] });

/** A job as reads answer it; a completed one over a period with logs carries the pre-signed
 *  download URL and when it stops working. */
export const clusterAuditLogExport = z.strictObject({
  createdAt: z.string(),
  auditLogExportId: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.enum(auditExportStates.all),
  auditLogDownloadURL: z.string().optional(),
  expiration: z.string().optional(),
});

export const clusterAuditSettings = z.strictObject({
  auditEnabled: z.boolean(),
  disabledUsers: z.array(z.strictObject({ domain: z.string().optional(), name: z.string().optional() })),
  enabledEventIDs: z.array(z.int32()),
});

export const clusterAuditOperations = operations({
  setClusterAuditLog: { api: "management", method: "PUT", path: `${C}/auditLog`, request: setClusterAuditLog, responses: { 204: null } },
  getClusterAuditLog: { api: "management", method: "GET", path: `${C}/auditLog`, responses: { 200: clusterAuditSettings } },
  listClusterAuditLogEvents: {
    api: "management",
    method: "GET",
    path: `${C}/auditLogEvents`,
    responses: { 200: z.strictObject({ events: z.array(z.strictObject({ description: z.string(), id: z.int32(), module: z.string(), name: z.string() })) }) },
  },
  /** Accepted: the job runs after the answer. */
  requestClusterAuditLogExport: {
    api: "management",
    method: "POST",
    path: `${C}/auditLogExports`,
    request: requestClusterAuditLogExport,
    responses: { 202: z.strictObject({ exportId: z.string() }) },
  },
  listClusterAuditLogExports: { api: "management", method: "GET", path: `${C}/auditLogExports`, query: ["page", "perPage"], responses: { 200: pageOf(clusterAuditLogExport) } },
  getClusterAuditLogExport: { api: "management", method: "GET", path: `${C}/auditLogExports/{auditLogExportId}`, responses: { 200: clusterAuditLogExport } },
});
