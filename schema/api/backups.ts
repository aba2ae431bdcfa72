import { z } from "zod";
import { operations, states } from "../model";
import { uuid } from "./common";
import { C } from "./paths";
import { doc } from "../docs";

/** Backups, as the management API's v4 specification has them: a bucket's weekly schedule, its
 *  on-demand backups and their cycles, the latest backup of every bucket, restores. */
export const dayOfWeek = z.enum(["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]);
export const INCREMENTAL_HOURS = [1, 2, 4, 6, 8, 12, 24] as const;
export const RETENTION_TIMES = ["30days", "60days", "90days", "180days", "1year", "2years", "3years", "4years", "5years"] as const;
/** Days each retention keeps a backup (a year counted as 365 days). */
export const RETENTION_DAYS: Record<(typeof RETENTION_TIMES)[number], number> = {
  "30days": 30,
  "60days": 60,
  "90days": 90,
  "180days": 180,
  "1year": 365,
  "2years": 730,
  "3years": 1095,
  "4years": 1460,
  "5years": 1825,
};

/** A full backup once a week (`dayOfWeek` at hour `startAt`, 0–23 UTC), incremental ones every
 *  `incrementalEvery` hours, kept for `retentionTime`. The API may give `dayOfWeek` back in
 *  another case. */
export const weeklySchedule = z.strictObject({
  dayOfWeek: doc(dayOfWeek, "The day of the weekly full backup, `sunday` to `saturday`."),
  startAt: doc(z.int().min(0).max(23), "The hour the full backup starts, 0 to 23 (UTC)."),
  incrementalEvery: doc(z.literal([...INCREMENTAL_HOURS]), `Hours between incremental backups: ${INCREMENTAL_HOURS.join(", ")}.`),
  retentionTime: doc(z.enum(RETENTION_TIMES), `How long backups are kept: ${RETENTION_TIMES.join(", ")}.`),
  costOptimizedRetention: doc(z.boolean(), "Whether backups are kept in cheaper storage after a while."),
});

/** The create and update body: both fields optional in the specification; `weekly` is the only
 *  type. */
export const backupSchedule = z.strictObject({ type: z.literal("weekly").optional(), weeklySchedule: weeklySchedule.optional() });

export const BACKUP_SCHEDULE_TYPE = "weekly";

/** A schedule as reads answer it: the values as strings and integers (`dayOfWeek` in the
 *  API's case). */
export const backupScheduleAnswer = z.strictObject({
  type: z.string(),
  clusterID: z.string(),
  bucketId: z.string(),
  weeklySchedule: z.strictObject({ dayOfWeek: z.string(), startAt: z.int(), incrementalEvery: z.int(), retentionTime: z.string(), costOptimizedRetention: z.boolean() }),
});

/** Whether two weekly schedules are the same, `dayOfWeek` compared without regard to case. */
export function sameWeeklySchedule(a: unknown, b: unknown): boolean {
  const folded = (s: unknown) =>
    s && typeof s === "object" && typeof (s as { dayOfWeek?: unknown }).dayOfWeek === "string"
      ? { ...s, dayOfWeek: (s as { dayOfWeek: string }).dayOfWeek.toLowerCase() }
      : s;
  return JSON.stringify(sortedKeys(folded(a))) === JSON.stringify(sortedKeys(folded(b)));
}

const sortedKeys = (v: unknown): unknown =>
  v && typeof v === "object" && !Array.isArray(v)
    ? Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined).sort(([x], [y]) => x.localeCompare(y)).map(([k, x]) => [k, sortedKeys(x)]))
    : v;

/** Restore into the backup's own cluster or another cluster of the organization. */
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

/** A backup's status: `pending` until its job has run, then `ready` or `failed`. */
export const backupStates = states({ transitional: ["pending"], final: ["ready", "failed"], failed: ["failed"] });

const backupStats = z.strictObject({
  sizeInMb: z.number(),
  items: z.int(),
  mutations: z.int(),
  tombstones: z.int(),
  gsi: z.int(),
  fts: z.int(),
  cbas: z.int(),
  event: z.int(),
});

export const backup = z.strictObject({
  id: z.string(),
  clusterID: z.string(),
  tenantID: z.string(),
  projectID: z.string(),
  cycleID: z.string(),
  date: z.string().optional(),
  restoreBefore: z.string().optional(),
  status: z.enum(backupStates.all),
  method: z.enum(["incremental", "full"]),
  bucketName: z.string(),
  bucketID: z.string(),
  source: z.enum(["manual", "scheduled"]),
  provider: z.string(),
  stats: backupStats,
  elapsedTimeInSeconds: z.int(),
  scheduleInfo: z.strictObject({ backupType: z.string(), backupTime: z.string(), increment: z.int(), retention: z.string() }),
});

const bucket = `${C}/buckets/{bucketId}`;
const schedules = `${bucket}/backup/schedules`;

export const backupOperations = operations({
  createBackupSchedule: { api: "management", method: "POST", path: schedules, request: backupSchedule, responses: { 202: null } },
  getBackupSchedule: { api: "management", method: "GET", path: schedules, responses: { 200: backupScheduleAnswer } },
  updateBackupSchedule: { api: "management", method: "PUT", path: schedules, request: backupSchedule, responses: { 204: null } },
  deleteBackupSchedule: { api: "management", method: "DELETE", path: schedules, responses: { 202: null } },
  /** An on-demand (full) backup. */
  createBackup: { api: "management", method: "POST", path: `${bucket}/backups`, responses: { 202: null } },
  /** The latest backup of every bucket, queued ones left out. */
  listLatestBackups: {
    api: "management",
    method: "GET",
    path: `${C}/backups`,
    responses: { 200: z.strictObject({ data: z.array(backup.extend({ bucketDownloadsCount: z.int().optional() })) }) },
  },
  getBackup: { api: "management", method: "GET", path: `${C}/backups/{backupId}`, responses: { 200: backup } },
  /** Deletes every backup of the backup's cycle. */
  deleteBackupCycle: { api: "management", method: "DELETE", path: `${C}/backups/{backupId}`, responses: { 202: null } },
  restoreBackup: { api: "management", method: "POST", path: `${C}/backups/{backupId}/restore`, request: restoreBackup, responses: { 202: null } },
  /** Dates YYYY-MM-DD, inclusive. */
  listBackupCycles: {
    api: "management",
    method: "GET",
    path: `${bucket}/backup/cycles`,
    query: ["startDate", "endDate"],
    responses: { 200: z.strictObject({ data: z.array(z.strictObject({ cycleID: z.string(), createdAt: z.string() })) }) },
  },
  listCycleBackups: { api: "management", method: "GET", path: `${bucket}/backup/cycles/{cycleId}`, responses: { 200: z.strictObject({ data: z.array(backup) }) } },
});
