import { backupScheduleSpec } from "../../../resources/backupSchedule";
import { bucketIdOf, bucketOperations } from "../../../schema/api/buckets";
import type { Lifecycle } from "../lifecycle";

const weekly = { dayOfWeek: "monday", startAt: 2, incrementalEvery: 12, retentionTime: "30days", costOptimizedRetention: false };

/** A bucket's backup schedule (the server reads `dayOfWeek` back capitalized), changed in place,
 *  to a retention of years among them. */
export const lifecycles: Lifecycle[] = [
  {
    name: "BackupSchedule (dayOfWeek read back in another case; retention in years)",
    spec: backupScheduleSpec,
    setup: async (w) => {
      const name = w.unique("backedup");
      await w.api.request("POST", bucketOperations.createBucket.url(w.scope), { body: { name } });
      return { ...w.scope, bucketId: bucketIdOf(name) };
    },
    create: { weeklySchedule: weekly },
    updates: [{ weeklySchedule: { ...weekly, dayOfWeek: "friday", retentionTime: "5years" } }, { type: "weekly", weeklySchedule: { ...weekly, startAt: 23, costOptimizedRetention: true } }],
    teardown: async (w, setup) => {
      await w.api.request("DELETE", bucketOperations.deleteBucket.url({ ...setup }));
    },
  },
];
