import { z } from "zod";
import { uuid } from "./common";

/** Backup schedules (document 3, "Backup schedule"; paths in document 4). Units and allowed
 *  values are "not shown" in document 3; these are the real service's: `startAt` is the hour
 *  (0–23, UTC) of the weekly full backup, `incrementalEvery` the hours between incremental
 *  backups, `retentionTime` how long backups are kept. */
export const dayOfWeek = z.enum(["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]);
export const INCREMENTAL_HOURS = [1, 2, 4, 6, 8, 12, 24] as const;
export const RETENTION_TIMES = ["30days", "60days", "90days", "180days", "1year"] as const;

export const weeklySchedule = z.strictObject({
  dayOfWeek,
  startAt: z.int().min(0).max(23),
  incrementalEvery: z.literal([...INCREMENTAL_HOURS]),
  retentionTime: z.enum(RETENTION_TIMES),
  costOptimizedRetention: z.boolean(),
});

export const backupSchedule = z.strictObject({ type: z.literal("weekly"), weeklySchedule });

/** Restore (document 3, "Restore request"): into the backup's own cluster or another cluster of
 *  the organization. */
export const restoreBackup = z.strictObject({
  targetClusterID: uuid,
  sourceClusterID: uuid,
  backupID: uuid,
  services: z.array(z.enum(["data", "query"])).min(1),
  /** Overwrite even if the cluster's data is newer. */
  forceUpdates: z.boolean().optional(),
  /** Delete scopes and collections known to be deleted in the backup. */
  autoRemoveCollections: z.boolean().optional(),
  /** Regular expressions on keys and on values. */
  filterKeys: z.string().optional(),
  filterValues: z.string().optional(),
  includeData: z.string().optional(),
  excludeData: z.string().optional(),
  /** Restore into a different location. */
  mapData: z.string().optional(),
  replaceTTL: z.enum(["none", "all", "expired"]).optional(),
  /** The new expiration. */
  replaceTTLWith: z.string().optional(),
});

export const bodies = { backupSchedule, restoreBackup };
