import { z } from "zod";
import { defineSpec } from "../provider";
import { BACKUP_SCHEDULE_TYPE, backupOperations as ops, sameWeeklySchedule, weeklySchedule } from "../schema/api/backups";
import { doc } from "../schema/docs";

/** The backup schedule of a bucket: one per bucket at `C/buckets/{bucketId}/backup/schedules`, so
 *  the bucket is its id and natural key. Create [202] and delete [202] are accepted for
 *  processing: the delete waits until it is gone. Deleting the bucket drops its schedule.
 *
 *  The API's body leaves both fields optional; a schedule needs `weeklySchedule`, so the resource
 *  requires it (`type` is `weekly`, the only type, when left out). The API gives `dayOfWeek` back
 *  in another case than sent: it is compared without regard to case. */
export const backupScheduleInputs = z.strictObject({
  type: doc(z.literal(BACKUP_SCHEDULE_TYPE).optional(), "The kind of schedule: `weekly`, the only one."),
  weeklySchedule: doc(weeklySchedule, "When backups run and how long they are kept: a weekly full backup and incremental ones between."),
});

const schedule = (s: object) => ops.getBackupSchedule.url(s);

export const backupScheduleSpec = defineSpec({
  kind: "BackupSchedule",
  description: "The backup schedule of a bucket: a weekly full backup, incremental ones between, and how long they are kept.",
  body: backupScheduleInputs,
  scope: ["organizationId", "projectId", "clusterId", "bucketId"],
  immutable: [],
  defaults: { type: BACKUP_SCHEDULE_TYPE },
  sameMeaning: { weeklySchedule: sameWeeklySchedule },
  computed: {},
  naturalKey: "bucketId",
  api: {
    collection: schedule,
    item: (s) => schedule(s),
    createdId: (_res, inputs) => inputs.bucketId,
    // The "collection" holds at most the bucket's one schedule.
    list: async (client, s, deadline) => {
      const res = await client.get(schedule(s), { deadline, accept: [404] });
      return res.status === 404 ? [] : [res.body];
    },
    listedId: (item) => item.bucketId,
    update: { method: "PUT" },
  },
  wait: { delete: "gone" },
});
