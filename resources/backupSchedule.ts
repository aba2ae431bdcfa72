import type { ResourceSpec, Scope } from "../provider";
import { backupSchedule } from "../schema/api/backups";

/** The backup schedule of a bucket (document 3, "Backup schedule"; paths in document 4): one per
 *  bucket at `C/buckets/{bucketId}/backup/schedules`, so the bucket is its id and natural key.
 *  Create [202] and delete [202] are accepted for processing: the delete waits until it is gone.
 *  Deleting the bucket drops its schedule. */
const schedulePath = (s: Scope) =>
  `/v4/organizations/${s.organizationId}/projects/${s.projectId}/clusters/${s.clusterId}/buckets/${s.bucketId}/backup/schedules`;

export const backupScheduleSpec: ResourceSpec = {
  kind: "BackupSchedule",
  body: backupSchedule,
  scope: ["organizationId", "projectId", "clusterId", "bucketId"],
  immutable: [],
  computed: {},
  naturalKey: "bucketId",
  api: {
    collection: schedulePath,
    item: (s) => schedulePath(s),
    createdId: (_res, inputs) => inputs.bucketId,
    // The "collection" holds at most the bucket's one schedule.
    list: async (client, s, deadline) => {
      const res = await client.get(schedulePath(s), { deadline, accept: [404] });
      return res.status === 404 ? [] : [res.body];
    },
    listedId: (item) => item.bucketId,
    update: { method: "PUT" },
  },
  wait: { delete: "gone" },
};
