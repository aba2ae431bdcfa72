import type { FastifyInstance } from "fastify";
import {
  AUDIT_LOG_RETENTION_DAYS,
  COLLECTOR_3_MIN_MAJOR_VERSION,
  type OutputType,
  patchLogStreaming,
  requestAppServiceAuditLogExport,
  setAppServiceAuditLog,
  setLogStreaming,
} from "../../schema/api/logStreaming";
import type { ServerContext } from "../context";
import { type Audit, bumpAudit, newAudit } from "../core/audit";
import { badRequest, conflict, notFound } from "../core/errors";
import { newId } from "../core/ids";
import { paginate } from "../core/paging";
import { ScopeIndex } from "../core/scopeIndex";
import { type Lifecycle, lifecycle, stateAt } from "../core/transitions";
import type { AppServiceRecord, LogStreamingRecord } from "../model";
import { APP_SERVICE_ROUTE as A, requireRunning } from "./appServiceState";
import { requireSettled, startOperation } from "./operations";
import { defineRoute } from "./route";
import * as scope from "./scope";

/** App Service log streaming (document 2's states table, document 4's states):
 *
 *    PUT  true  + outputType + credentials    enabling  → enabled
 *    PUT  false + outputType + credentials    pausing   → paused   (credentials kept)
 *    PUT  false and nothing else              disabling → disabled (configuration removed)
 *    PATCH /streamingEnabled false  (enabled)  pausing   → paused
 *    PATCH /streamingEnabled true   (paused)   enabling  → enabled  (with the kept credentials)
 *
 *  An injected failure (`simulate/failure` kind `logStreaming`, operation `enable`, `pause` or
 *  `disable`) ends in `errored`. Credentials are write-only. Also here: App Service audit
 *  logging and audit log exports (queued → ready, or failed). */
const DAY_MS = 86_400_000;
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
  /** queued → ready | failed */
  lifecycle: Lifecycle;
  /** When the download expires, counted from when the export is ready. */
  downloadExpires: string;
  audit: Audit;
}

const streams = (ctx: ServerContext) => ctx.store.table<LogStreamingRecord>("logStreaming");

/** `logStreamingState` of an App Service: `disabled` until first configured. */
export function streamingState(ctx: ServerContext, appServiceId: string): string {
  const rec = streams(ctx).get(appServiceId);
  return rec ? stateAt(rec.lifecycle, ctx.clock.now()) : "disabled";
}
const auditSettings = (ctx: ServerContext) => ctx.store.table<AuditLogSettingRecord>("appServiceAuditLog");
const auditExports = (ctx: ServerContext) => ctx.store.table<AuditLogExportRecord>("appServiceAuditLogExports");
const exportsByAppService = (ctx: ServerContext) =>
  ScopeIndex.of(auditExports(ctx), "byAppService", (j) => j.appServiceId, { createdAt: (j) => j.audit.createdAt });

export function registerLogStreaming(app: FastifyInstance, ctx: ServerContext): void {
  const now = () => ctx.clock.now();

  /** The stream's record, created disabled on first write. */
  const streamOf = (svc: AppServiceRecord, actor: string): LogStreamingRecord => {
    const existing = streams(ctx).get(svc.id);
    if (existing) {
      requireSettled(ctx, existing.lifecycle, `Log streaming of App Service ${svc.id}`);
      bumpAudit(existing.audit, actor, ctx.clock.iso());
      return existing;
    }
    return streams(ctx).set(svc.id, {
      appServiceId: svc.id,
      streamingEnabled: false,
      lifecycle: lifecycle("disabled"),
      disabledAppEndpoints: [],
      audit: newAudit(actor, ctx.clock.iso()),
    });
  };

  const move = (rec: LogStreamingRecord, operation: "enable" | "pause" | "disable", via: string, ok: string) => {
    startOperation(ctx, rec.lifecycle, { kind: "logStreaming", operation, steps: [[via, 1]], ok, failed: "errored" });
    streams(ctx).touch(rec.appServiceId);
  };

  defineRoute(app, ctx, {
    method: "PUT",
    url: `${A}/logStreaming`,
    body: setLogStreaming,
    status: 202,
    handler: ({ params, body, caller }) => {
      const svc = scope.appService(ctx, params);
      const emptyRest = body.outputType === undefined && body.credentials === undefined && !body.disabledAppEndpoints?.length;
      if (!body.streamingEnabled && emptyRest) {
        requireRunning(ctx, svc, "disabling log streaming");
        const rec = streamOf(svc, caller.apiKeyId);
        rec.streamingEnabled = false;
        rec.disabledAppEndpoints = [];
        delete rec.outputType;
        delete rec.credentials;
        move(rec, "disable", "disabling", "disabled");
        return undefined;
      }
      const { type, credentials } = checkConfig(svc, body, body.streamingEnabled ? "start" : "pause");
      requireRunning(ctx, svc, "configuring log streaming");
      const rec = streamOf(svc, caller.apiKeyId);
      rec.streamingEnabled = body.streamingEnabled;
      rec.disabledAppEndpoints = [...new Set(body.disabledAppEndpoints ?? [])];
      rec.outputType = type;
      // Write-only and never used here: only their keyed hashes are kept.
      rec.credentials = { [type]: Object.fromEntries(Object.entries(credentials).map(([k, v]) => [k, ctx.secrets.seal(v)])) };
      if (body.streamingEnabled) move(rec, "enable", "enabling", "enabled");
      else move(rec, "pause", "pausing", "paused");
      return undefined;
    },
  });

  defineRoute(app, ctx, {
    method: "PATCH",
    url: `${A}/logStreaming`,
    body: patchLogStreaming,
    status: 202,
    handler: ({ params, body, caller }) => {
      const svc = scope.appService(ctx, params);
      requireRunning(ctx, svc, "changing log streaming");
      const state = streamingState(ctx, svc.id);
      const [from, to] = body.value ? ["paused", "enabled"] : ["enabled", "paused"];
      // Already there (a settled state: moving ones are the -ing states): nothing to do.
      if (state === to) return undefined;
      if (state !== from) {
        throw conflict(
          `Log streaming of App Service ${svc.id} is ${state}: PATCH /streamingEnabled ${String(body.value)} needs it ${from}.`,
          body.value ? "Configure and start streaming with PUT (outputType and credentials)." : undefined,
        );
      }
      const rec = streamOf(svc, caller.apiKeyId);
      rec.streamingEnabled = body.value;
      if (body.value) move(rec, "enable", "enabling", "enabled");
      else move(rec, "pause", "pausing", "paused");
      return undefined;
    },
  });

  defineRoute(app, ctx, {
    method: "GET",
    url: `${A}/logStreaming`,
    handler: ({ params }) => {
      const svc = scope.appService(ctx, params);
      const rec = streams(ctx).get(svc.id);
      return {
        streamingEnabled: rec?.streamingEnabled ?? false,
        logStreamingState: streamingState(ctx, svc.id),
        disabledAppEndpoints: rec?.disabledAppEndpoints ?? [],
        outputType: rec?.outputType ?? "",
      };
    },
  });

  defineRoute(app, ctx, {
    method: "PUT",
    url: `${A}/auditLog`,
    body: setAppServiceAuditLog,
    status: 204,
    handler: ({ params, body, caller }) => {
      const svc = scope.appService(ctx, params);
      requireRunning(ctx, svc, "setting audit logging");
      const existing = auditSettings(ctx).get(svc.id);
      if (existing) {
        existing.auditEnabled = body.auditEnabled;
        bumpAudit(existing.audit, caller.apiKeyId, ctx.clock.iso());
        auditSettings(ctx).touch(svc.id);
      } else {
        auditSettings(ctx).set(svc.id, {
          appServiceId: svc.id,
          auditEnabled: body.auditEnabled,
          audit: newAudit(caller.apiKeyId, ctx.clock.iso()),
        });
      }
      return undefined;
    },
  });

  defineRoute(app, ctx, {
    method: "GET",
    url: `${A}/auditLog`,
    handler: ({ params }) => {
      const svc = scope.appService(ctx, params);
      return { auditEnabled: auditSettings(ctx).get(svc.id)?.auditEnabled ?? false };
    },
  });

  defineRoute(app, ctx, {
    method: "POST",
    url: `${A}/auditLogExports`,
    body: requestAppServiceAuditLogExport,
    status: 201,
    handler: ({ params, body, caller }) => {
      const svc = scope.appService(ctx, params);
      const [startMs, endMs] = [Date.parse(body.start), Date.parse(body.end)];
      if (!(endMs > startMs)) throw badRequest(`Field 'end' (${body.end}) must be after 'start' (${body.start}).`);
      if (startMs < now() - AUDIT_LOG_RETENTION_DAYS * DAY_MS) {
        throw badRequest(
          `Field 'start' (${body.start}) is outside the audit log retention of ${AUDIT_LOG_RETENTION_DAYS} days (earliest ${new Date(now() - AUDIT_LOG_RETENTION_DAYS * DAY_MS).toISOString()}).`,
        );
      }
      if (startMs > now()) throw badRequest(`Field 'start' (${body.start}) is in the future.`);
      const exportState = lifecycle("queued");
      startOperation(ctx, exportState, { kind: "auditLogExport", operation: "request", steps: [["queued", 1]], ok: "ready", failed: "failed" });
      const job: AuditLogExportRecord = {
        id: newId(),
        appServiceId: svc.id,
        tenantId: svc.organizationId,
        clusterId: svc.clusterId,
        start: body.start,
        end: body.end,
        lifecycle: exportState,
        downloadExpires: new Date(now() + ctx.transitionMs + DOWNLOAD_HOURS * 3_600_000).toISOString(),
        audit: newAudit(caller.apiKeyId, ctx.clock.iso()),
      };
      auditExports(ctx).set(job.id, job);
      return { exportId: job.id };
    },
  });

  defineRoute(app, ctx, {
    method: "GET",
    url: `${A}/auditLogExports`,
    handler: ({ params, query, selfUrl }) => {
      const svc = scope.appService(ctx, params);
      return paginate(exportsByAppService(ctx).listing(svc.id), query, selfUrl, { sortable: [], defaultSort: "createdAt", view: exportView });
    },
  });

  defineRoute(app, ctx, {
    method: "GET",
    url: `${A}/auditLogExports/:auditLogExportId`,
    handler: ({ params }) => {
      const svc = scope.appService(ctx, params);
      const job = auditExports(ctx).get(params.auditLogExportId);
      if (!job || job.appServiceId !== svc.id) throw notFound(`Audit log export ${params.auditLogExportId} not found.`);
      return exportView(job);
    },
  });

  function exportView(j: AuditLogExportRecord) {
    const status = stateAt(j.lifecycle, now());
    return {
      id: j.id,
      appServiceId: j.appServiceId,
      tenantId: j.tenantId,
      clusterId: j.clusterId,
      status,
      download_expires: status === "ready" ? j.downloadExpires : "",
      audit: j.audit,
    };
  }
}

/** The output type and its credentials a start or pause needs (document 2: "required to start,
 *  resume or pause"; "cannot begin without collector credentials"). */
function checkConfig(
  svc: AppServiceRecord,
  body: { outputType?: OutputType; credentials?: Partial<Record<OutputType, Record<string, unknown>>> },
  action: "start" | "pause",
): { type: OutputType; credentials: Record<string, unknown> } {
  const type = body.outputType;
  if (type === undefined) {
    throw badRequest(
      `Field 'outputType' is required to ${action} log streaming.`,
      action === "pause" ? "To disable log streaming send only {\"streamingEnabled\": false}." : undefined,
    );
  }
  const credentials = body.credentials?.[type];
  if (credentials === undefined) {
    throw badRequest(
      `Log streaming cannot ${action === "start" ? "begin" : "pause"} without collector credentials: field 'credentials.${type}' is required for outputType '${type}'.`,
    );
  }
  const stray = Object.keys(body.credentials ?? {}).find((k) => k !== type);
  if (stray) throw badRequest(`Field 'credentials.${stray}' does not match outputType '${type}'.`);
  if (type === "collector_3" && majorVersion(svc.version) < COLLECTOR_3_MIN_MAJOR_VERSION) {
    throw badRequest(
      `Field 'outputType' collector_3 needs App Service version ${COLLECTOR_3_MIN_MAJOR_VERSION} or newer; App Service ${svc.id} runs ${svc.version}.`,
    );
  }
  return { type, credentials };
}

const majorVersion = (version: string): number => Number(version.split(".")[0]);

/** Forgets what this module keeps about an App Service (log streaming, audit logging, exports). */
export function forgetLogStreaming(ctx: ServerContext, appServiceId: string): void {
  streams(ctx).delete(appServiceId);
  auditSettings(ctx).delete(appServiceId);
  for (const job of exportsByAppService(ctx).rows(appServiceId)) auditExports(ctx).delete(job.id);
}
