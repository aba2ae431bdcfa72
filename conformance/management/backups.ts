import type { FastifyInstance } from "fastify";
import { BACKUP_SCHEDULE_TYPE, backupOperations as ops, type backupSchedule, backupStates, RETENTION_DAYS, type weeklySchedule } from "../../schema/api/backups";
import type { z } from "zod";
import type { ServerContext } from "../context";
import { bumpAudit, newAudit, type Audit } from "../core/audit";
import { badRequest, conflict, notFound } from "../core/errors";
import { newId } from "../core/ids";
import { ScopeIndex } from "../core/scopeIndex";
import { lifecycle, stateAt, type Lifecycle } from "../core/transitions";
import { bucketKey, findBucket } from "./buckets";
import { startOperation } from "./operations";
import { defineRoute, type Params } from "./route";
import * as scope from "./scope";

/** Backups, as the model has them (schema/api/backups.ts).
 *
 *  Schedules, one per bucket, at `C/buckets/{bucketId}/backup/schedules`: create [202] (a
 *  second one is 409), get, update [204], delete [202]. Deleting the bucket drops its schedule.
 *  Both body fields are optional in the specification: `type` is `weekly` when left out; a body
 *  without `weeklySchedule` has nothing to schedule and is refused (400 naming it; the real
 *  API's answer to it is not published). Reads give `dayOfWeek` capitalized (`Monday`), as the
 *  API gives it back in another case than sent.
 *
 *  Backups: only on-demand backups are simulated (scheduled runs would need timers).
 *  POST `C/buckets/{bucketId}/backups` [202] queues a full backup that starts a new cycle. It is
 *  queued for 1 step (reads show `pending`; the latest-backups list leaves it out), `pending` for
 *  2 more, then `ready`, or `failed` when the control plane asked for it (`simulate/failure`
 *  kind `backup`, operation `create`). A second on-demand backup while one of the same bucket is
 *  under way is 409. GET `C/backups` lists the latest backup of every bucket; GET
 *  `C/backups/{backupId}` reads one; DELETE [202] removes every record of its cycle. Cycles:
 *  GET `.../backup/cycles` (query `startDate`, `endDate`: YYYY-MM-DD, inclusive) and
 *  `.../backup/cycles/{cycleId}` (the cycle's backups). These lists answer `{data}` unpaged.
 *
 *  Restore: POST `C/backups/{backupId}/restore` [202] into the backup's cluster or another
 *  cluster of the organization. The body must name the same backup and source cluster as the
 *  path, and the backup must be `ready`. Bucket data is not simulated, so an accepted restore
 *  changes nothing else. */

/** table `backupSchedules`, keyed by `${clusterId}/${bucketId}`. */
interface ScheduleRecord {
  type: string;
  weeklySchedule: z.infer<typeof weeklySchedule>;
  clusterID: string;
  bucketId: string;
  audit: Audit;
}

/** table `backups`, keyed by id. */
interface BackupRecord {
  id: string;
  clusterID: string;
  tenantID: string;
  projectID: string;
  cycleID: string;
  bucketID: string;
  bucketName: string;
  provider: string;
  /** Retention of the bucket's schedule when the backup was taken (30 days without one). */
  retention: string;
  increment: number;
  lifecycle: Lifecycle;
  audit: Audit;
}

const DAY_MS = 86_400_000;
const DEFAULT_RETENTION = "30days";
/** A backup's first step: queued, shown as `pending` (the specification has no `queued`). */
const QUEUED = "queued";
const [PENDING] = backupStates.transitional;
const [READY, FAILED] = backupStates.final;
/** Statuses stored by earlier versions, as the API says them. */
const STATUS_OF: Record<string, string> = { [QUEUED]: PENDING, completed: READY };

/** `monday` → `Monday`: the case reads give. */
const capitalized = (day: string) => day.charAt(0).toUpperCase() + day.slice(1).toLowerCase();

export function forgetBackupSchedule(ctx: ServerContext, clusterId: string, bucketId: string): void {
  ctx.store.table<ScheduleRecord>("backupSchedules").delete(bucketKey(clusterId, bucketId));
}

export function registerBackups(app: FastifyInstance, ctx: ServerContext): void {
  const schedules = () => ctx.store.table<ScheduleRecord>("backupSchedules");
  const backups = () => ctx.store.table<BackupRecord>("backups");
  const byCluster = () => ScopeIndex.of(backups(), "byCluster", (b) => b.clusterID);
  const byBucket = () => ScopeIndex.of(backups(), "byBucket", (b) => `${b.clusterID}/${b.bucketID}`);
  /** The status as the API says it. */
  const statusOf = (b: BackupRecord): (typeof backupStates.all)[number] => {
    const state = stateAt(b.lifecycle, ctx.clock.now());
    return (STATUS_OF[state] ?? state) as (typeof backupStates.all)[number];
  };

  const findSchedule = (params: Params) => {
    const bucket = findBucket(ctx, params);
    const found = schedules().get(bucketKey(bucket.clusterId, bucket.id));
    if (!found) throw notFound(`Bucket '${bucket.name}' has no backup schedule.`);
    return found;
  };
  const findBackup = (params: Params) => {
    const c = scope.cluster(ctx, params);
    const id = scope.uuidParam(params, "backupId");
    const found = backups().get(id);
    if (!found || found.clusterID !== c.id) throw notFound(`Backup ${id} not found in cluster ${c.id}.`);
    return found;
  };

  /** The schedule a create or update body sets (`type` defaults to weekly). */
  const scheduleOf = (body: z.input<typeof backupSchedule>) => {
    if (!body.weeklySchedule) throw badRequest("Field 'weeklySchedule' is required: it is the schedule.", "Send the weekly schedule: dayOfWeek, startAt, incrementalEvery, retentionTime, costOptimizedRetention.");
    return { type: body.type ?? BACKUP_SCHEDULE_TYPE, weeklySchedule: { ...body.weeklySchedule } };
  };

  defineRoute(app, ctx, ops.createBackupSchedule, {
    handler: ({ params, body, caller }) => {
      const bucket = findBucket(ctx, params);
      const key = bucketKey(bucket.clusterId, bucket.id);
      const schedule = scheduleOf(body);
      if (schedules().has(key)) throw conflict(`Bucket '${bucket.name}' already has a backup schedule.`, "Update or delete the existing schedule.");
      schedules().set(key, { clusterID: bucket.clusterId, bucketId: bucket.id, ...schedule, audit: newAudit(caller.apiKeyId, ctx.clock.iso()) });
      return undefined;
    },
  });

  defineRoute(app, ctx, ops.getBackupSchedule, {
    handler: ({ params }) => {
      const { type, clusterID, bucketId, weeklySchedule } = findSchedule(params);
      return { type, clusterID, bucketId, weeklySchedule: { ...weeklySchedule, dayOfWeek: capitalized(weeklySchedule.dayOfWeek) } };
    },
  });

  defineRoute(app, ctx, ops.updateBackupSchedule, {
    handler: ({ params, body, caller }) => {
      const schedule = findSchedule(params);
      Object.assign(schedule, scheduleOf(body));
      bumpAudit(schedule.audit, caller.apiKeyId, ctx.clock.iso());
      schedules().touch(bucketKey(schedule.clusterID, schedule.bucketId));
      return undefined;
    },
  });

  defineRoute(app, ctx, ops.deleteBackupSchedule, {
    handler: ({ params }) => {
      const schedule = findSchedule(params);
      forgetBackupSchedule(ctx, schedule.clusterID, schedule.bucketId);
      return undefined;
    },
  });

  defineRoute(app, ctx, ops.createBackup, {
    handler: ({ params, caller }) => {
      const cluster = scope.cluster(ctx, params);
      const bucket = findBucket(ctx, params);
      const running = ofBucket(bucket.clusterId, bucket.id).find((b) => statusOf(b) === PENDING);
      if (running) throw conflict(`A backup of bucket '${bucket.name}' is already under way (${running.id}).`, "Wait for it to finish.");
      const schedule = schedules().get(bucketKey(bucket.clusterId, bucket.id));
      const progress = lifecycle(QUEUED);
      startOperation(ctx, progress, { kind: "backup", operation: "create", steps: [[QUEUED, 1], [PENDING, 2]], ok: READY, failed: FAILED });
      const backup: BackupRecord = {
        id: newId(),
        clusterID: cluster.id,
        tenantID: ctx.seed().organizationId,
        projectID: cluster.projectId,
        cycleID: newId(),
        bucketID: bucket.id,
        bucketName: bucket.name,
        provider: cluster.cloudProvider,
        retention: schedule?.weeklySchedule.retentionTime ?? DEFAULT_RETENTION,
        increment: schedule?.weeklySchedule.incrementalEvery ?? 0,
        lifecycle: progress,
        audit: newAudit(caller.apiKeyId, ctx.clock.iso()),
      };
      backups().set(backup.id, backup);
      return undefined;
    },
  });

  defineRoute(app, ctx, ops.listLatestBackups, {
    handler: ({ params }) => {
      const c = scope.cluster(ctx, params);
      const latest = new Map<string, BackupRecord>();
      for (const b of byCluster().rows(c.id)) {
        if (stateAt(b.lifecycle, ctx.clock.now()) === QUEUED) continue;
        const seen = latest.get(b.bucketID);
        if (!seen || seen.audit.createdAt <= b.audit.createdAt) latest.set(b.bucketID, b);
      }
      return { data: [...latest.values()].map((b) => ({ ...view(b), bucketDownloadsCount: 0 })) };
    },
  });

  defineRoute(app, ctx, ops.getBackup, { handler: ({ params }) => view(findBackup(params)) });

  defineRoute(app, ctx, ops.deleteBackupCycle, {
    handler: ({ params }) => {
      const { cycleID, clusterID } = findBackup(params);
      for (const b of byCluster().rows(clusterID)) if (b.cycleID === cycleID) backups().delete(b.id);
      return undefined;
    },
  });

  defineRoute(app, ctx, ops.restoreBackup, {
    handler: ({ params, body }) => {
      const backup = findBackup(params);
      if (body.backupID !== backup.id) throw badRequest(`Field 'backupID' (${body.backupID}) must be the backup in the path, ${backup.id}.`);
      if (body.sourceClusterID !== backup.clusterID) {
        throw badRequest(`Field 'sourceClusterID' (${body.sourceClusterID}) must be the backup's cluster, ${backup.clusterID}.`);
      }
      // Document 3: "restore into the same cluster or another cluster of the same organization".
      if (!ctx.seed().clusters.some((c) => c.id === body.targetClusterID)) {
        throw notFound(`Field 'targetClusterID': cluster ${body.targetClusterID} not found in the organization.`);
      }
      for (const field of ["filterKeys", "filterValues"] as const) {
        const pattern = body[field];
        if (pattern !== undefined && !isRegExp(pattern)) throw badRequest(`Field '${field}' is not a valid regular expression: '${pattern}'.`);
      }
      const status = statusOf(backup);
      if (status !== READY) throw conflict(`Backup ${backup.id} is ${status}: only a ready backup can be restored.`);
      return undefined;
    },
  });

  defineRoute(app, ctx, ops.listBackupCycles, {
    handler: ({ params, query }) => {
      const bucket = findBucket(ctx, params);
      const from = dateParam(query, "startDate");
      const to = dateParam(query, "endDate");
      const cycles = new Map<string, string>();
      for (const b of ofBucket(bucket.clusterId, bucket.id)) {
        const first = cycles.get(b.cycleID);
        if (!first || b.audit.createdAt < first) cycles.set(b.cycleID, b.audit.createdAt);
      }
      const data = [...cycles]
        .map(([cycleID, createdAt]) => ({ cycleID, createdAt }))
        .filter((c) => (from === undefined || c.createdAt.slice(0, 10) >= from) && (to === undefined || c.createdAt.slice(0, 10) <= to))
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
      return { data };
    },
  });

  defineRoute(app, ctx, ops.listCycleBackups, {
    handler: ({ params }) => {
      const bucket = findBucket(ctx, params);
      const cycleId = scope.uuidParam(params, "cycleId");
      const data = ofBucket(bucket.clusterId, bucket.id).filter((b) => b.cycleID === cycleId);
      if (data.length === 0) throw notFound(`Backup cycle ${cycleId} not found for bucket '${bucket.name}'.`);
      return { data: data.map(view) };
    },
  });

  function ofBucket(clusterId: string, bucketId: string): BackupRecord[] {
    return byBucket().rows(`${clusterId}/${bucketId}`);
  }

  function view(b: BackupRecord) {
    const status = statusOf(b);
    const date = b.audit.createdAt;
    const done = backupStates.final.includes(status);
    // Backup lifecycles are never settled, so the one transition they made is still recorded.
    const run = b.lifecycle.queue[0];
    const elapsedMs = done && run ? run.steps.reduce((sum, s) => sum + s.ms, 0) : 0;
    return {
      id: b.id,
      clusterID: b.clusterID,
      tenantID: b.tenantID,
      projectID: b.projectID,
      cycleID: b.cycleID,
      date,
      restoreBefore: new Date(Date.parse(date) + (RETENTION_DAYS[b.retention as keyof typeof RETENTION_DAYS] ?? 30) * DAY_MS).toISOString(),
      status,
      // An on-demand backup is always a full backup (document 3).
      method: "full",
      bucketName: b.bucketName,
      bucketID: b.bucketID,
      source: "manual",
      provider: b.provider,
      stats: { sizeInMb: 0, items: 0, mutations: 0, tombstones: 0, gsi: 0, fts: 0, cbas: 0, event: 0 },
      elapsedTimeInSeconds: Math.round(elapsedMs / 1000),
      scheduleInfo: { backupType: "full", backupTime: date, increment: b.increment, retention: b.retention },
    };
  }
}

function isRegExp(pattern: string): boolean {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}

function dateParam(query: Record<string, unknown>, name: string): string | undefined {
  const raw = query[name];
  if (raw === undefined || raw === "") return undefined;
  const s = String(raw);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s) || Number.isNaN(Date.parse(s))) {
    throw badRequest(`Query parameter '${name}' must be a date YYYY-MM-DD; got '${s}'.`);
  }
  return s;
}
