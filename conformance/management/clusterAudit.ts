import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { auditExportStates, clusterAuditDefaults, clusterAuditOperations as ops, type setClusterAuditLog } from "../../schema/api/clusterAudit";
import type { ServerContext } from "../context";
import { type Audit, bumpAudit, newAudit } from "../core/audit";
import { badRequest, notFound } from "../core/errors";
import { hex, newId } from "../core/ids";
import { paginate } from "../core/paging";
import { ScopeIndex } from "../core/scopeIndex";
import { type Lifecycle, lifecycle, stateAt } from "../core/transitions";
import { type Operation, startOperation } from "./operations";
import { requireExportPeriod } from "./exportPeriod";
import { defineRoute } from "./route";
import * as scope from "./scope";

/** Cluster audit logging, as the model has it (schema/api/clusterAudit.ts):
 *
 *    PUT, GET C/auditLog                              settings; PUT [204]
 *    GET      C/auditLogEvents                        `{events: [{id, name, description, module}]}`
 *    POST     C/auditLogExports                       `{start, end}` → [202] `{exportId}`
 *    GET      C/auditLogExports                       paged `{data, cursor}` (page, perPage)
 *    GET      C/auditLogExports/{auditLogExportId}    one job
 *
 *  Settings default to `clusterAuditDefaults()`: off, no users, no events.
 *  An export moves `Queued` (1 step) → `In Progress` (2 steps) → `Completed`, or `Failed` when the
 *  control plane asked for it (`simulate/failure` kind `clusterAuditExport`, operation `request`).
 *  A completed job over a period with logs carries `auditLogDownloadURL` (the pre-signed URL) and
 *  `expiration` (when it stops working); a failed one, or one over a period with no logs, carries
 *  neither (the specification has no field for the failure or for the "no logs" message). Logs
 *  exist only for the times auditing was enabled: a period outside them is empty. */
/** How long a download URL works once the export is complete. */
const DOWNLOAD_HOURS = 72;
const [QUEUED, IN_PROGRESS] = auditExportStates.transitional;
const [COMPLETED, FAILED] = auditExportStates.final;
const EXPORT: Operation = {
  kind: "clusterAuditExport",
  operation: "request",
  steps: [[QUEUED, 1], [IN_PROGRESS, 2]],
  ok: COMPLETED,
  failed: FAILED,
};
const exportSteps = EXPORT.steps.reduce((n, [, steps]) => n + steps, 0);

/** The filterable audit events of a cluster. Document 3 gives only their shape (`{id: integer,
 *  name, description, module}`); these ids are the database server's, the list is the
 *  conformance server's choice. */
export const CLUSTER_AUDIT_EVENTS: Array<{ id: number; name: string; description: string; module: string }> = [
  { id: 8192, name: "login success", description: "Successful login to the cluster's management interface.", module: "ns_server" },
  { id: 8193, name: "login failure", description: "Failed login to the cluster's management interface.", module: "ns_server" },
  { id: 8194, name: "delete user", description: "A user was deleted.", module: "ns_server" },
  { id: 8195, name: "set user", description: "A user was created or changed.", module: "ns_server" },
  { id: 8201, name: "create bucket", description: "A bucket was created.", module: "ns_server" },
  { id: 8202, name: "modify bucket", description: "A bucket's settings were changed.", module: "ns_server" },
  { id: 8203, name: "delete bucket", description: "A bucket was deleted.", module: "ns_server" },
  { id: 20485, name: "authentication succeeded", description: "A client authenticated to the data service.", module: "memcached" },
  { id: 20486, name: "authentication failed", description: "A client failed to authenticate to the data service.", module: "memcached" },
  { id: 20488, name: "document read", description: "A document was read.", module: "memcached" },
  { id: 20489, name: "document locked", description: "A document was locked.", module: "memcached" },
  { id: 20490, name: "document modify", description: "A document was created or changed.", module: "memcached" },
  { id: 20491, name: "document delete", description: "A document was deleted.", module: "memcached" },
  { id: 28672, name: "SELECT statement", description: "A query SELECT statement was run.", module: "n1ql" },
  { id: 28676, name: "INSERT statement", description: "A query INSERT statement was run.", module: "n1ql" },
  { id: 28678, name: "DELETE statement", description: "A query DELETE statement was run.", module: "n1ql" },
  { id: 24577, name: "create index", description: "A search index was created or changed.", module: "fts" },
  { id: 32768, name: "create function", description: "An eventing function was created.", module: "eventing" },
];
const EVENT_IDS = new Set(CLUSTER_AUDIT_EVENTS.map((e) => e.id));

/** table `clusterAuditLog`, keyed by cluster id; absent until first set. */
interface AuditSettingsRecord extends z.infer<typeof setClusterAuditLog> {
  clusterId: string;
  /** When auditing was on: logs exist only for these times. `to` absent while still on. */
  enabledPeriods: Array<{ from: number; to?: number }>;
  audit: Audit;
}

/** table `clusterAuditLogExports`, keyed by id. */
interface ExportRecord {
  id: string;
  clusterId: string;
  start: string;
  end: string;
  /** Queued → In Progress → Completed | Failed */
  lifecycle: Lifecycle;
  /** Whether the period held any logs when the export was requested. */
  hasLogs: boolean;
  /** When the download URL stops working. */
  expiration: string;
  /** Stands for the storage signature of the pre-signed URL. */
  signature: string;
  audit: Audit;
}

export function registerClusterAudit(app: FastifyInstance, ctx: ServerContext): void {
  const settings = () => ctx.store.table<AuditSettingsRecord>("clusterAuditLog");
  const jobs = () => ctx.store.table<ExportRecord>("clusterAuditLogExports");
  const jobsByCluster = () => ScopeIndex.of(jobs(), "byCluster", (j) => j.clusterId, { createdAt: (j) => j.audit.createdAt });
  const now = () => ctx.clock.now();

  defineRoute(app, ctx, ops.setClusterAuditLog, {
    handler: ({ params, body, caller }) => {
      const cluster = scope.cluster(ctx, params);
      body.enabledEventIDs.forEach((id, i) => {
        if (!EVENT_IDS.has(id)) throw badRequest(`Field 'enabledEventIDs[${i}]': ${id} is not a cluster audit event (see .../auditLogEvents).`);
      });
      const existing = settings().get(cluster.id);
      const record: AuditSettingsRecord = existing ?? {
        clusterId: cluster.id,
        ...clusterAuditDefaults(),
        enabledPeriods: [],
        audit: newAudit(caller.apiKeyId, ctx.clock.iso()),
      };
      if (body.auditEnabled && !record.auditEnabled) record.enabledPeriods.push({ from: now() });
      if (!body.auditEnabled && record.auditEnabled) record.enabledPeriods[record.enabledPeriods.length - 1].to = now();
      record.auditEnabled = body.auditEnabled;
      record.disabledUsers = uniqueBy(body.disabledUsers, (u) => `${u.domain ?? ""}\u0000${u.name ?? ""}`);
      record.enabledEventIDs = [...new Set(body.enabledEventIDs)];
      if (existing) bumpAudit(existing.audit, caller.apiKeyId, ctx.clock.iso());
      settings().set(cluster.id, record);
      return undefined;
    },
  });

  defineRoute(app, ctx, ops.getClusterAuditLog, {
    handler: ({ params }) => {
      const rec = settings().get(scope.cluster(ctx, params).id) ?? clusterAuditDefaults();
      return { auditEnabled: rec.auditEnabled, disabledUsers: rec.disabledUsers, enabledEventIDs: rec.enabledEventIDs };
    },
  });

  defineRoute(app, ctx, ops.listClusterAuditLogEvents, {
    handler: ({ params }) => {
      scope.cluster(ctx, params);
      return { events: CLUSTER_AUDIT_EVENTS };
    },
  });

  defineRoute(app, ctx, ops.requestClusterAuditLogExport, {
    handler: ({ params, body, caller }) => {
      const cluster = scope.cluster(ctx, params);
      requireExportPeriod(body, now());
      const [startMs, endMs] = [Date.parse(body.start), Date.parse(body.end)];
      const progress = lifecycle(QUEUED);
      startOperation(ctx, progress, EXPORT);
      const periods = settings().get(cluster.id)?.enabledPeriods ?? [];
      const job: ExportRecord = {
        id: newId(),
        clusterId: cluster.id,
        start: body.start,
        end: body.end,
        lifecycle: progress,
        hasLogs: periods.some((p) => p.from < endMs && Math.min(p.to ?? now(), now()) > startMs),
        expiration: new Date(now() + exportSteps * ctx.transitionMs + DOWNLOAD_HOURS * 3_600_000).toISOString(),
        signature: hex(32),
        audit: newAudit(caller.apiKeyId, ctx.clock.iso()),
      };
      jobs().set(job.id, job);
      return { exportId: job.id };
    },
  });

  defineRoute(app, ctx, ops.listClusterAuditLogExports, {
    handler: ({ params, query, selfUrl }) => {
      const cluster = scope.cluster(ctx, params);
      return paginate(jobsByCluster().listing(cluster.id), query, selfUrl, { sortable: [], defaultSort: "createdAt", view: jobView });
    },
  });

  defineRoute(app, ctx, ops.getClusterAuditLogExport, {
    handler: ({ params }) => {
      const cluster = scope.cluster(ctx, params);
      const id = scope.uuidParam(params, "auditLogExportId");
      const job = jobs().get(id);
      if (!job || job.clusterId !== cluster.id) throw notFound(`Audit log export ${id} not found in cluster ${cluster.id}.`);
      return jobView(job);
    },
  });

  function jobView(j: ExportRecord) {
    const status = stateAt(j.lifecycle, now());
    const view = { createdAt: j.audit.createdAt, auditLogExportId: j.id, start: j.start, end: j.end, status };
    if (status !== COMPLETED || !j.hasLogs) return view;
    const url = `https://audit-log-exports.conformance.invalid/${j.clusterId}/${j.id}.json.gz`;
    return { ...view, auditLogDownloadURL: `${url}?expires=${encodeURIComponent(j.expiration)}&signature=${j.signature}`, expiration: j.expiration };
  }
}

function uniqueBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()];
}
