import { z } from "zod";
import { defineSpec, listOperation } from "../provider";
import { auditLogExportStates, appServiceAuditOperations as appServiceOps, requestAppServiceAuditLogExport } from "../schema/api/appServiceAudit";
import { auditExportStates, clusterAuditOperations as clusterOps, requestClusterAuditLogExport } from "../schema/api/clusterAudit";
import { doc } from "../schema/docs";

/** Audit log exports, a cluster's and an App Service's: jobs. Creating one requests the export of
 *  a period of the audit log and waits until the archive is ready; the outputs are its pre-signed
 *  download URL (a secret: whoever holds it reads the logs) and when that stops working. The
 *  period must start within the days audit logs are kept (checked by the API). Deleting one
 *  forgets it: the API has no delete for exports. */

/** The period, as both APIs take it (documented here: the model's bodies carry the rules). */
const period = <T extends z.ZodObject<{ start: z.ZodString; end: z.ZodString }>>(body: T) =>
  z.strictObject({
    start: doc(body.shape.start, "The start of the period to export (RFC 3339); within the last 30 days."),
    end: doc(body.shape.end, "The end of the period to export (RFC 3339), after `start`."),
  });

const status = (states: readonly string[]) => doc(z.string(), `The export's status: ${states.map((s) => `\`${s}\``).join(", ")}.`);

export const clusterAuditLogExportSpec = defineSpec({
  kind: "ClusterAuditLogExport",
  description: "An export of a cluster's audit log over a period: created, it runs and waits until the archive is ready; its outputs are the download URL and its expiry.",
  body: period(requestClusterAuditLogExport),
  scope: ["organizationId", "projectId", "clusterId"],
  immutable: "all",
  job: true,
  secretOutputs: ["auditLogDownloadURL"],
  computed: {
    status: status(auditExportStates.all),
    createdAt: doc(z.string(), "When the export was requested (RFC 3339)."),
    auditLogDownloadURL: doc(z.string(), "The pre-signed URL of the archive; absent when the period holds no logs."),
    expiration: doc(z.string(), "When the download URL stops working (RFC 3339)."),
  },
  naturalKey: ["start", "end"],
  // Several exports may cover one period (each run of the job is one).
  naturalKeyUnique: false,
  api: {
    collection: (s) => clusterOps.listClusterAuditLogExports.url(s),
    item: (s, id) => clusterOps.getClusterAuditLogExport.url({ ...s, auditLogExportId: id }),
    list: (client, s, deadline) => listOperation(client, clusterOps.listClusterAuditLogExports, s, deadline),
    listedId: (item) => item.exportId ?? item.auditLogExportId,
    createdId: (res) => res.body.exportId,
    outputs: (live) => ({
      start: live.start,
      end: live.end,
      status: live.status,
      createdAt: live.createdAt,
      auditLogDownloadURL: live.auditLogDownloadURL,
      expiration: live.expiration,
    }),
  },
  wait: { create: { state: (live) => live.status, ready: ["Completed"], failed: auditExportStates.isFailed } },
});

export const appServiceAuditLogExportSpec = defineSpec({
  kind: "AppServiceAuditLogExport",
  description: "An export of an App Service's audit log over a period: created, it runs and waits until the archive is ready; its outputs are the download URL and its expiry.",
  body: period(requestAppServiceAuditLogExport),
  scope: ["organizationId", "projectId", "clusterId", "appServiceId"],
  immutable: "all",
  job: true,
  secretOutputs: ["downloadUrl"],
  computed: {
    status: status(auditLogExportStates.all),
    downloadUrl: doc(z.string(), "The pre-signed URL of the archive (the API's `download_id`)."),
    downloadExpires: doc(z.string(), "When the download URL stops working (RFC 3339; the API's `download_expires`)."),
  },
  // The API's jobs carry no period, so no listing finds one by it (a create whose answer was lost
  // is sent again), and an import could not know it.
  naturalKey: ["start", "end"],
  notImportable: "the API's export jobs do not say which period they cover, so the next plan would run the export again",
  api: {
    collection: (s) => appServiceOps.listAppServiceAuditLogExports.url(s),
    item: (s, id) => appServiceOps.getAppServiceAuditLogExport.url({ ...s, auditLogExportId: id }),
    list: (client, s, deadline) => listOperation(client, appServiceOps.listAppServiceAuditLogExports, s, deadline),
    createdId: (res) => res.body.exportId,
    // The job's answer has no period: the period is the one requested.
    outputs: (live, props) => ({
      start: props.start,
      end: props.end,
      status: live.status ?? undefined,
      downloadUrl: live.download_id ?? undefined,
      downloadExpires: live.download_expires ?? undefined,
    }),
  },
  wait: { create: { state: (live) => live.status ?? undefined, ready: ["Ready"], failed: auditLogExportStates.isFailed } },
});
