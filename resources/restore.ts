import { randomUUID } from "node:crypto";
import { z } from "zod";
import { defineSpec, pick, type Props } from "../provider";
import { backupOperations as ops, restoreBackup } from "../schema/api/backups";
import { doc } from "../schema/docs";

/** A restore of a backup: a job. Creating one asks the API to restore the backup (into its own
 *  cluster or another of the organization); the API answers 202 and keeps no record of the
 *  restore to read back, so the accepted request is the outcome, and the resource stands for it
 *  (its id is the provider's). Deleting it forgets it: a restore can't be undone. The backup must
 *  be `ready`: pass `backupID: backup.id` of a Backup resource, whose create waits for that.
 *
 *  The backup's cluster is the scope's `clusterId` (the API's `sourceClusterID`, sent from it). */
const f = restoreBackup.shape;
const body = z.strictObject({
  backupID: doc(f.backupID, "The id of the backup to restore (a Backup's `id`), a backup of the cluster `clusterId`."),
  targetClusterID: doc(f.targetClusterID, "The cluster to restore into: the backup's own, or another cluster of the organization."),
  services: doc(f.services, "What to restore: `data`, `query` (index definitions), or both."),
  forceUpdates: doc(f.forceUpdates, "Overwrite documents even where the cluster's are newer."),
  autoRemoveCollections: doc(f.autoRemoveCollections, "Delete the scopes and collections the backup knows were deleted."),
  filterKeys: doc(f.filterKeys, "Restore only documents whose key matches this regular expression."),
  filterValues: doc(f.filterValues, "Restore only documents whose value matches this regular expression."),
  includeData: doc(f.includeData, "Restore only these buckets, scopes or collections (`bucket.scope.collection`, comma-separated)."),
  excludeData: doc(f.excludeData, "Skip these buckets, scopes or collections (`bucket.scope.collection`, comma-separated)."),
  mapData: doc(f.mapData, "Restore into other locations: `source=target` pairs of `bucket.scope.collection`, comma-separated."),
  replaceTTL: doc(f.replaceTTL, "Which documents get a new expiry: `none`, `all` or `expired`."),
  replaceTTLWith: doc(f.replaceTTLWith, "The new expiry of the documents `replaceTTL` names (RFC 3339, or `0` for none)."),
});

export const restoreSpec = defineSpec({
  kind: "Restore",
  description: "A restore of a backup into its cluster or another of the organization: created, the restore is requested; `triggers` request it again. The API keeps no record of it to read back.",
  body,
  scope: ["organizationId", "projectId", "clusterId"],
  immutable: "all",
  job: true,
  // The API keeps no record of a restore: nothing to look up.
  lookup: false,
  computed: {},
  naturalKey: "backupID",
  notImportable: "the API keeps no record of a restore to read back",
  api: {
    collection: (s) => ops.listLatestBackups.url(s),
    item: (s) => ops.getBackup.url({ ...s, backupId: (s as Props).backupID }),
    createBody: (inputs) => ({ ...pick(inputs, Object.keys(body.shape)), sourceClusterID: inputs.clusterId }),
    // Not a create the API can find again: a restore whose answer was lost is requested again
    // (restoring the same backup twice leaves the same data).
    createRequest: async (client, inputs, opts) => ({ response: await client.postAction(ops.restoreBackup.url({ ...inputs, backupId: inputs.backupID }), opts) }),
    createdId: () => randomUUID(),
    // Nothing to read: the restore is what was requested.
    read: async (_client, props) => ({ status: 200, body: props }),
    list: async () => [],
  },
});

