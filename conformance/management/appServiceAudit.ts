import type { FastifyInstance } from "fastify";
import { APP_SERVICE_AUDIT_DEFAULTS, appServiceAuditOperations as ops, auditLogExportStates } from "../../schema/api/appServiceAudit";
import type { ServerContext } from "../context";
import { type Audit, bumpAudit, newAudit } from "../core/audit";
import { notFound } from "../core/errors";
import { hex, newId } from "../core/ids";
import { paginate } from "../core/paging";
import { ScopeIndex } from "../core/scopeIndex";
import { type Lifecycle, lifecycle, stateAt } from "../core/transitions";
import { requireRunning } from "./appServiceState";
import { startOperation } from "./operations";
import { requireExportPeriod } from "./exportPeriod";
import { defineRoute } from "./route";
import * as scope from "./scope";

/** App Service audit logging (schema/api/appServiceAudit.ts):
 *
 *    PUT  A/auditLog {auditEnabled}                  [204]
 *    GET  A/auditLog                                 `{auditEnabled}`, APP_SERVICE_AUDIT_DEFAULTS until set
 *    POST A/auditLogExports {start, end}             [202] `{exportId}`: Queued → Ready (or Failed)
 *    GET  A/auditLogExports                          paged jobs
 *    GET  A/auditLogExports/{auditLogExportId}       one job
 *
 *  A ready job carries its download URL (`download_id`) and when it expires
 *  (`download_expires`); both are null before. An injected failure (`simulate/failure` kind
 *  `auditLogExport`, operation `request`) ends the job in `Failed`. */
/** How long an export's download stays available once ready. */
const DOWNLOAD_HOURS = 72;

interface AuditLogSettingRecord {
  appServiceId: string;
  auditEnabled: boolean;
  audit: Audit;
}

interface AuditLogExportRecord {
  id: string;
  appServiceId: string;
  tenantId: string;
  clusterId: string;
  start: string;
  end: string;
  lifecycle: Lifecycle;
  /** When the download expires, counted from when the export is ready. */
  downloadExpires: string;
  /** Of the download URL. */
  signature: string;
  audit: Audit;
}

const [QUEUED] = auditLogExportStates.transitional;
const [READY, FAILED] = auditLogExportStates.final;

const auditSettings = (ctx: ServerContext) => ctx.store.table<AuditLogSettingRecord>("appServiceAuditLog");
const auditExports = (ctx: ServerContext) => ctx.store.table<AuditLogExportRecord>("appServiceAuditLogExports");
const exportsByAppService = (ctx: ServerContext) =>
  ScopeIndex.of(auditExports(ctx), "byAppService", (j) => j.appServiceId, { createdAt: (j) => j.audit.createdAt });

export function registerAppServiceAudit(app: FastifyInstance, ctx: ServerContext): void {
  const now = () => ctx.clock.now();

  defineRoute(app, ctx, ops.setAppServiceAuditLog, {
    handler: ({ params, body, caller }) => {
      const svc = scope.appService(ctx, params);
      requireRunning(ctx, svc, "setting audit logging");
      const existing = auditSettings(ctx).get(svc.id);
      if (existing) {
        existing.auditEnabled = body.auditEnabled;
        bumpAudit(existing.audit, caller.apiKeyId, ctx.clock.iso());
        auditSettings(ctx).touch(svc.id);
      } else {
        auditSettings(ctx).set(svc.id, { appServiceId: svc.id, auditEnabled: body.auditEnabled, audit: newAudit(caller.apiKeyId, ctx.clock.iso()) });
      }
      return undefined;
    },
  });

  defineRoute(app, ctx, ops.getAppServiceAuditLog, {
    handler: ({ params }) => {
      const svc = scope.appService(ctx, params);
      return { auditEnabled: auditSettings(ctx).get(svc.id)?.auditEnabled ?? APP_SERVICE_AUDIT_DEFAULTS.auditEnabled };
    },
  });

  defineRoute(app, ctx, ops.requestAppServiceAuditLogExport, {
    handler: ({ params, body, caller }) => {
      const svc = scope.appService(ctx, params);
      requireExportPeriod(body, now());
      const progress = lifecycle(QUEUED);
      startOperation(ctx, progress, { kind: "auditLogExport", operation: "request", steps: [[QUEUED, 1]], ok: READY, failed: FAILED });
      const job: AuditLogExportRecord = {
        id: newId(),
        appServiceId: svc.id,
        tenantId: svc.organizationId,
        clusterId: svc.clusterId,
        start: body.start,
        end: body.end,
        lifecycle: progress,
        downloadExpires: new Date(now() + ctx.transitionMs + DOWNLOAD_HOURS * 3_600_000).toISOString(),
        signature: hex(32),
        audit: newAudit(caller.apiKeyId, ctx.clock.iso()),
      };
      auditExports(ctx).set(job.id, job);
      return { exportId: job.id };
    },
  });

  defineRoute(app, ctx, ops.listAppServiceAuditLogExports, {
    handler: ({ params, query, selfUrl }) => {
      const svc = scope.appService(ctx, params);
      return paginate(exportsByAppService(ctx).listing(svc.id), query, selfUrl, { sortable: [], defaultSort: "createdAt", view: exportView });
    },
  });

  defineRoute(app, ctx, ops.getAppServiceAuditLogExport, {
    handler: ({ params }) => {
      const svc = scope.appService(ctx, params);
      const job = auditExports(ctx).get(params.auditLogExportId);
      if (!job || job.appServiceId !== svc.id) throw notFound(`Audit log export ${params.auditLogExportId} not found.`);
      return exportView(job);
    },
  });

  function exportView(j: AuditLogExportRecord) {
    const status = stateAt(j.lifecycle, now());
    const ready = status === READY;
    const url = `https://app-service-audit-logs.conformance.invalid/${j.appServiceId}/${j.id}.tar.gz`;
    return {
      id: j.id,
      download_id: ready ? `${url}?expires=${encodeURIComponent(j.downloadExpires)}&signature=${j.signature}` : null,
      download_expires: ready ? j.downloadExpires : null,
      status,
      appServiceId: j.appServiceId,
      tenantId: j.tenantId,
      clusterId: j.clusterId,
      audit: j.audit,
    };
  }
}

/** Forgets an App Service's audit logging setting and exports. */
export function forgetAppServiceAudit(ctx: ServerContext, appServiceId: string): void {
  auditSettings(ctx).delete(appServiceId);
  for (const job of exportsByAppService(ctx).rows(appServiceId)) auditExports(ctx).delete(job.id);
}
