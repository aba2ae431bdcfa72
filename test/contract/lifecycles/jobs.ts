import { clusterAuditLogExportSpec } from "../../../resources/auditLogExports";
import { backupSpec } from "../../../resources/backup";
import { bucketFlushSpec } from "../../../resources/bucketFlush";
import { bucketIdOf, bucketOperations } from "../../../schema/api/buckets";
import { clusterAuditOperations } from "../../../schema/api/clusterAudit";
import type { Lifecycle, World } from "../lifecycle";

/** Jobs: created (run), forgotten on delete; a flush run again through `triggers` (a
 *  replacement; the others' waits take transitions of a second here, so they run once). */
async function bucket(w: World, extra: Record<string, unknown> = {}) {
  const name = w.unique("jobs");
  await w.api.request("POST", bucketOperations.createBucket.url(w.scope), { body: { name, ...extra } });
  return { ...w.scope, bucketId: bucketIdOf(name) };
}
const deleteBucket = async (w: World, setup: Record<string, unknown>) => {
  await w.api.request("DELETE", bucketOperations.deleteBucket.url(setup));
};
const iso = (ms: number) => new Date(Date.now() + ms).toISOString().replace(/\.\d+Z$/, "Z");

export const lifecycles: Lifecycle[] = [
  {
    name: "BucketFlush (one PUT; flushed again through triggers)",
    spec: bucketFlushSpec,
    setup: (w) => bucket(w, { flushEnabled: true }),
    create: {},
    replace: { triggers: { run: "2" } },
    forgotten: true,
    teardown: deleteBucket,
  },
  {
    name: "Backup (found in the latest-backup listing, read until ready)",
    spec: backupSpec,
    setup: (w) => bucket(w),
    create: { triggers: { run: "1" }, deleteOnDestroy: false },
    forgotten: true,
    teardown: deleteBucket,
  },
  {
    name: "ClusterAuditLogExport (read until Completed, with its download URL)",
    spec: clusterAuditLogExportSpec,
    setup: async (w) => {
      await w.api.request("PUT", clusterAuditOperations.setClusterAuditLog.url(w.scope), { body: { auditEnabled: true, disabledUsers: [], enabledEventIDs: [] } });
      return { ...w.scope, start: iso(-3_600_000), end: iso(3_600_000) };
    },
    create: {},
    forgotten: true,
  },
];
