import { backupOperations as ops } from "../../../schema/api/backups";
import { bucketIdOf, bucketOperations } from "../../../schema/api/buckets";
import { client } from "../../support/conformance";
import type { Calls } from "../calls";

const weekly = { dayOfWeek: "sunday", startAt: 3, incrementalEvery: 6, retentionTime: "2years", costOptimizedRetention: true };

/** Every backup operation on a bucket of its own: its schedule created, read, updated, deleted;
 *  an on-demand backup taken (its job run by moving the server's clock), found in the latest
 *  backups, its cycle and the cycle's backups listed, restored, its cycle deleted. */
export const calls: Calls = async (world) => {
  const { api, scope, unique } = world;
  const name = unique("backups");
  await api.request("POST", bucketOperations.createBucket.url(scope), { body: { name } });
  const b = { ...scope, bucketId: bucketIdOf(name) };

  await api.request("POST", ops.createBackupSchedule.url(b), { body: { type: "weekly", weeklySchedule: weekly } });
  await api.request("POST", ops.createBackupSchedule.url(b), { body: { weeklySchedule: weekly }, accept: [409] });
  await api.request("GET", ops.getBackupSchedule.url(b));
  await api.request("PUT", ops.updateBackupSchedule.url(b), { body: { weeklySchedule: { ...weekly, retentionTime: "5years" } } });
  await api.request("PUT", ops.updateBackupSchedule.url(b), { body: { weeklySchedule: { ...weekly, retentionTime: "6years" } }, accept: [400] });
  await api.request("PUT", ops.updateBackupSchedule.url(b), { body: { type: "weekly" }, accept: [400] });
  await api.request("DELETE", ops.deleteBackupSchedule.url(b));
  await api.request("GET", ops.getBackupSchedule.url(b), { accept: [404] });

  await api.request("POST", ops.createBackup.url(b));
  await api.request("POST", ops.createBackup.url(b), { accept: [409] });
  await client(world.target).control("POST", "clock", { advanceMs: 10_000 });
  const latest = await api.request("GET", ops.listLatestBackups.url(scope));
  const backup = latest.body.data.find((x: { bucketID: string }) => x.bucketID === b.bucketId);
  if (backup?.status !== "ready") throw new Error(`latest backup of ${name}: ${JSON.stringify(backup)}`);
  const backupId = backup.id as string;
  await api.request("GET", ops.getBackup.url({ ...scope, backupId }));
  const cycles = await api.request("GET", `${ops.listBackupCycles.url(b)}?startDate=2000-01-01&endDate=2999-12-31`);
  await api.request("GET", ops.listCycleBackups.url({ ...b, cycleId: cycles.body.data[0].cycleID }));
  const restore = { targetClusterID: scope.clusterId, sourceClusterID: scope.clusterId, backupID: backupId, services: ["data", "query"], replaceTTL: "none" };
  await api.request("POST", ops.restoreBackup.url({ ...scope, backupId }), { body: restore });
  await api.request("POST", ops.restoreBackup.url({ ...scope, backupId }), { body: { ...restore, services: [] }, accept: [400] });
  await api.request("DELETE", ops.deleteBackupCycle.url({ ...scope, backupId }));
  await api.request("GET", ops.getBackup.url({ ...scope, backupId }), { accept: [404] });
  await api.request("DELETE", bucketOperations.deleteBucket.url(b));
};
