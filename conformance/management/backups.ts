import type { FastifyInstance } from "fastify";
import { backupSchedule, restoreBackup } from "../../schema/api/backups";
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

/** Backups (document 3; paths and success codes document 4).
 *
 *  Schedules, one per bucket, at `C/buckets/{bucketId}/backup/schedules`: create [202] (a
 *  second one is 409), get, update [204], delete [202]. Deleting the bucket drops its schedule.
 *
 *  Backups: only on-demand backups are simulated (scheduled runs would need timers).
 *  POST `C/buckets/{bucketId}/backups` [202] queues a full backup that starts a new cycle:
 *  `queued` (1 step) → `pending` (2 steps) → `completed`, or `failed` when the control plane
 *  asked for it (`simulate/failure` kind `backup`, operation `create`). A second on-demand
 *  backup while one of the same bucket is under way is 409. GET `C/backups` lists the latest
 *  backup of every bucket, leaving out queued ones (document 3); GET `C/backups/{backupId}`
 *  reads one; DELETE [202] removes every record of its cycle (document 3). Cycles:
 *  GET `.../backup/cycles` (query `startDate`, `endDate`: YYYY-MM-DD, inclusive) and
 *  `.../backup/cycles/{cycleId}` (the cycle's backups). These lists answer `{data}` unpaged, as
 *  document 3 shows them.
 *
 *  Restore: POST `C/backups/{backupId}/restore` [202] (document 4) with document 3's restore
 *  request, into the backup's cluster or another cluster of the organization. The body must
 *  name the same backup and source cluster as the path, and the backup must be completed.
 *  Bucket data is not simulated, so an accepted restore changes nothing else. */

/** table `backupSchedules`, keyed by `${clusterId}/${bucketId}`. */
interface ScheduleRecord extends z.infer<typeof backupSchedule> {
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
const RETENTION_DAYS: Record<string, number> = { "30days": 30, "60days": 60, "90days": 90, "180days": 180, "1year": 365 };
const DEFAULT_RETENTION = "30days";

export function forgetBackupSchedule(ctx: ServerContext, clusterId: string, bucketId: string): void {
  ctx.store.table<ScheduleRecord>("backupSchedules").delete(bucketKey(clusterId, bucketId));
}

export function registerBackups(app: FastifyInstance, ctx: ServerContext): void {
  const schedules = () => ctx.store.table<ScheduleRecord>("backupSchedules");
  const backups = () => ctx.store.table<BackupRecord>("backups");
  const byCluster = () => ScopeIndex.of(backups(), "byCluster", (b) => b.clusterID);
  const byBucket = () => ScopeIndex.of(backups(), "byBucket", (b) => `${b.clusterID}/${b.bucketID}`);
  const C = "/organizations/:organizationId/projects/:projectId/clusters/:clusterId";
  const bucketPath = `${C}/buckets/:bucketId`;
  const statusOf = (b: BackupRecord) => stateAt(b.lifecycle, ctx.clock.now());

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

  defineRoute(app, ctx, {
    method: "POST",
    url: `${bucketPath}/backup/schedules`,
    body: backupSchedule,
    status: 202,
    handler: ({ params, body, caller }) => {
      const bucket = findBucket(ctx, params);
      const key = bucketKey(bucket.clusterId, bucket.id);
      if (schedules().has(key)) throw conflict(`Bucket '${bucket.name}' already has a backup schedule.`, "Update or delete the existing schedule.");
      schedules().set(key, { clusterID: bucket.clusterId, bucketId: bucket.id, ...body, audit: newAudit(caller.apiKeyId, ctx.clock.iso()) });
      return undefined;
    },
  });

  defineRoute(app, ctx, {
    method: "GET",
    url: `${bucketPath}/backup/schedules`,
    handler: ({ params }) => {
      const { audit: _audit, ...schedule } = findSchedule(params);
      return schedule;
    },
  });

  defineRoute(app, ctx, {
    method: "PUT",
    url: `${bucketPath}/backup/schedules`,
    body: backupSchedule,
    status: 204,
    handler: ({ params, body, caller }) => {
      const schedule = findSchedule(params);
      schedule.type = body.type;
      schedule.weeklySchedule = body.weeklySchedule;
      bumpAudit(schedule.audit, caller.apiKeyId, ctx.clock.iso());
      schedules().touch(bucketKey(schedule.clusterID, schedule.bucketId));
      return undefined;
    },
  });

  defineRoute(app, ctx, {
    method: "DELETE",
    url: `${bucketPath}/backup/schedules`,
    status: 202,
    handler: ({ params }) => {
      const schedule = findSchedule(params);
      forgetBackupSchedule(ctx, schedule.clusterID, schedule.bucketId);
      return undefined;
    },
  });

  defineRoute(app, ctx, {
    method: "POST",
    url: `${bucketPath}/backups`,
    status: 202,
    handler: ({ params, caller }) => {
      const cluster = scope.cluster(ctx, params);
      const bucket = findBucket(ctx, params);
      const running = ofBucket(bucket.clusterId, bucket.id).find((b) => ["queued", "pending"].includes(statusOf(b)));
      if (running) throw conflict(`A backup of bucket '${bucket.name}' is already under way (${running.id}).`, "Wait for it to finish.");
      const schedule = schedules().get(bucketKey(bucket.clusterId, bucket.id));
      const progress = lifecycle("queued");
      startOperation(ctx, progress, { kind: "backup", operation: "create", steps: [["queued", 1], ["pending", 2]], ok: "completed", failed: "failed" });
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

  defineRoute(app, ctx, {
    method: "GET",
    url: `${C}/backups`,
    handler: ({ params }) => {
      const c = scope.cluster(ctx, params);
      const latest = new Map<string, BackupRecord>();
      for (const b of byCluster().rows(c.id)) {
        if (statusOf(b) === "queued") continue;
        const seen = latest.get(b.bucketID);
        if (!seen || seen.audit.createdAt <= b.audit.createdAt) latest.set(b.bucketID, b);
      }
      return { data: [...latest.values()].map((b) => ({ ...view(b), bucketDownloadsCount: 0 })) };
    },
  });

  defineRoute(app, ctx, {
    method: "GET",
    url: `${C}/backups/:backupId`,
    handler: ({ params }) => view(findBackup(params)),
  });

  defineRoute(app, ctx, {
    method: "DELETE",
    url: `${C}/backups/:backupId`,
    status: 202,
    handler: ({ params }) => {
      const { cycleID, clusterID } = findBackup(params);
      for (const b of byCluster().rows(clusterID)) if (b.cycleID === cycleID) backups().delete(b.id);
      return undefined;
    },
  });

  defineRoute(app, ctx, {
    method: "POST",
    url: `${C}/backups/:backupId/restore`,
    body: restoreBackup,
    status: 202,
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
      if (status !== "completed") throw conflict(`Backup ${backup.id} is ${status}: only a completed backup can be restored.`);
      return undefined;
    },
  });

  defineRoute(app, ctx, {
    method: "GET",
    url: `${bucketPath}/backup/cycles`,
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

  defineRoute(app, ctx, {
    method: "GET",
    url: `${bucketPath}/backup/cycles/:cycleId`,
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
    const done = status === "completed" || status === "failed";
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
      restoreBefore: new Date(Date.parse(date) + RETENTION_DAYS[b.retention] * DAY_MS).toISOString(),
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
