import type { FastifyInstance } from "fastify";
import {
  appServiceLogStreamingOperations as serviceOps,
  auditLogStreamingOperations as auditOps,
  credentialsRuleViolations,
  LOG_STREAMING_MOVES,
  logStreamingStates,
  type LogStreamingState,
  type OutputType,
} from "../../schema/api/logStreaming";
import type { ServerContext } from "../context";
import { bumpAudit, newAudit } from "../core/audit";
import { badRequest, conflict } from "../core/errors";
import { type Lifecycle, lifecycle, stateAt } from "../core/transitions";
import type { AppServiceLogStreamingRecord, AppServiceRecord, AuditLogStreamingRecord } from "../model";
import { forgetAppServiceAudit, registerAppServiceAudit } from "./appServiceAudit";
import { requireRunning } from "./appServiceState";
import { type FailableOperation, requireSettled, startOperation } from "./operations";
import { defineRoute } from "./route";
import * as scope from "./scope";

/** An App Service's two log streams (schema/api/logStreaming.ts), each `disabled` until first
 *  configured:
 *
 *  App Service log streaming (`A/logStreaming`):
 *    POST {outputType, credentials}   (enabled, paused, disabled)   enabling  → enabled
 *    DELETE activationState           (enabled)                     pausing   → paused
 *    POST activationState             (paused)                      enabling  → enabled
 *    DELETE                           (enabled, paused)             disabling → disabled (configuration removed)
 *  Pausing what is paused, or resuming what is enabled, changes nothing. `streamingState` is
 *  `healthy` while enabled (nothing is streamed here), else `unknown`.
 *
 *  Audit log streaming (`A/auditLogStreaming`):
 *    PUT  true  + outputType + credentials    enabling  → enabled
 *    PUT  false + outputType + credentials    pausing   → paused   (credentials kept)
 *    PUT  false and nothing else              disabling → disabled (configuration removed)
 *    PATCH /streamingEnabled false  (enabled)  pausing   → paused
 *    PATCH /streamingEnabled true   (paused)   enabling  → enabled  (with the kept credentials)
 *
 *  An injected failure (`simulate/failure` kind `logStreaming` or `auditLogStreaming`) ends the
 *  change in `errored`. Credentials are write-only: only their keyed hashes are kept. App
 *  Service audit logging and its exports are registered from here too (appServiceAudit.ts). */

/** The states each POST (configure) and DELETE of App Service log streaming may start from. */
const CONFIGURABLE: readonly LogStreamingState[] = ["enabled", "paused", "disabled"];
const DISABLEABLE: readonly LogStreamingState[] = ["enabled", "paused"];

const serviceStreams = (ctx: ServerContext) => ctx.store.table<AppServiceLogStreamingRecord>("appServiceLogStreaming");
const auditStreams = (ctx: ServerContext) => ctx.store.table<AuditLogStreamingRecord>("auditLogStreaming");

const DISABLED: LogStreamingState = "disabled";

/** `configState` of an App Service's log streaming: `disabled` until first configured. (The
 *  per-endpoint log config of App Endpoints depends on it.) */
export function streamingState(ctx: ServerContext, appServiceId: string): string {
  const rec = serviceStreams(ctx).get(appServiceId);
  return rec ? stateAt(rec.lifecycle, ctx.clock.now()) : DISABLED;
}

function auditStreamingState(ctx: ServerContext, appServiceId: string): string {
  const rec = auditStreams(ctx).get(appServiceId);
  return rec ? stateAt(rec.lifecycle, ctx.clock.now()) : DISABLED;
}

/** Starts a change on `lc`: its transitional state, then where it rests (`errored` when the
 *  control plane asked it to fail). */
function move<K extends "logStreaming" | "auditLogStreaming">(
  ctx: ServerContext,
  lc: Lifecycle,
  kind: K,
  operation: FailableOperation<K>,
  change: keyof typeof LOG_STREAMING_MOVES,
): void {
  const { via, to } = LOG_STREAMING_MOVES[change];
  const failed: LogStreamingState = logStreamingStates.failed[0];
  startOperation(ctx, lc, { kind, operation, steps: [[via, 1]], ok: to, failed } as Parameters<typeof startOperation>[2]);
}

/** 400 naming each field of `credentials` that is not the shape of `type`. */
function requireCredentialsOf(type: OutputType, credentials: Record<string, unknown>): void {
  const violations = credentialsRuleViolations(type, credentials);
  if (violations.length > 0) {
    throw badRequest(violations.map(([field, reason]) => `Field 'credentials.${field}' is ${reason}.`).join(" "));
  }
}

/** Write-only and never used here: only their keyed hashes are kept. */
const sealed = (ctx: ServerContext, credentials: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(credentials).map(([k, v]) => [k, ctx.secrets.seal(String(v))]));

export function registerLogStreaming(app: FastifyInstance, ctx: ServerContext): void {
  registerAppServiceLogStreaming(app, ctx);
  registerAuditLogStreaming(app, ctx);
  registerAppServiceAudit(app, ctx);
}

function registerAppServiceLogStreaming(app: FastifyInstance, ctx: ServerContext): void {
  const subject = (svc: AppServiceRecord) => `Log streaming of App Service ${svc.id}`;

  /** 409 unless the stream rests in one of `allowed`. */
  const requireState = (svc: AppServiceRecord, allowed: readonly string[], operation: string, hint?: string) => {
    const state = streamingState(ctx, svc.id);
    if (!allowed.includes(state)) {
      throw conflict(`${subject(svc)} is ${state}: it can be ${operation} only while ${allowed.join(", ")}.`, hint);
    }
  };

  const existing = (svc: AppServiceRecord, actor: string): AppServiceLogStreamingRecord | undefined => {
    const rec = serviceStreams(ctx).get(svc.id);
    if (rec) bumpAudit(rec.audit, actor, ctx.clock.iso());
    return rec;
  };

  defineRoute(app, ctx, serviceOps.configureAppServiceLogStreaming, {
    handler: ({ params, body, caller }) => {
      const svc = scope.appService(ctx, params);
      requireCredentialsOf(body.outputType, body.credentials);
      requireRunning(ctx, svc, "configuring log streaming");
      requireState(svc, CONFIGURABLE, "configured", "Wait until it is enabled, paused or disabled and retry.");
      const rec = existing(svc, caller.apiKeyId) ?? serviceStreams(ctx).set(svc.id, { appServiceId: svc.id, lifecycle: lifecycle(DISABLED), audit: newAudit(caller.apiKeyId, ctx.clock.iso()) });
      rec.outputType = body.outputType;
      rec.credentials = sealed(ctx, body.credentials);
      move(ctx, rec.lifecycle, "logStreaming", "enable", "enable");
      serviceStreams(ctx).touch(svc.id);
      return undefined;
    },
  });

  defineRoute(app, ctx, serviceOps.getAppServiceLogStreaming, {
    handler: ({ params }) => {
      const svc = scope.appService(ctx, params);
      const configState = streamingState(ctx, svc.id);
      const rec = serviceStreams(ctx).get(svc.id);
      return {
        ...(configState !== DISABLED && rec?.outputType ? { outputType: rec.outputType } : {}),
        configState,
        streamingState: configState === "enabled" ? "healthy" : "unknown",
      };
    },
  });

  defineRoute(app, ctx, serviceOps.deleteAppServiceLogStreaming, {
    handler: ({ params, caller }) => {
      const svc = scope.appService(ctx, params);
      requireRunning(ctx, svc, "disabling log streaming");
      requireState(svc, DISABLEABLE, "disabled");
      const rec = existing(svc, caller.apiKeyId)!;
      delete rec.credentials;
      move(ctx, rec.lifecycle, "logStreaming", "disable", "disable");
      serviceStreams(ctx).touch(svc.id);
      return undefined;
    },
  });

  /** Pause (DELETE activationState) or resume (POST): from `from`; nothing to do at `to`. */
  const activation = (change: "pause" | "resume") => {
    const [from, to] = change === "pause" ? ["enabled", "paused"] : ["paused", "enabled"];
    return ({ params, caller }: { params: Record<string, string>; caller: { apiKeyId: string } }) => {
      const svc = scope.appService(ctx, params);
      requireRunning(ctx, svc, `${change === "pause" ? "pausing" : "resuming"} log streaming`);
      if (streamingState(ctx, svc.id) === to) return undefined;
      requireState(svc, [from], change === "pause" ? "paused" : "resumed", streamingState(ctx, svc.id) === DISABLED ? "Configure it first (POST logStreaming)." : undefined);
      const rec = existing(svc, caller.apiKeyId)!;
      move(ctx, rec.lifecycle, "logStreaming", change, change === "pause" ? "pause" : "enable");
      serviceStreams(ctx).touch(svc.id);
      return undefined;
    };
  };
  defineRoute(app, ctx, serviceOps.pauseAppServiceLogStreaming, { handler: activation("pause") });
  defineRoute(app, ctx, serviceOps.resumeAppServiceLogStreaming, { handler: activation("resume") });

}

function registerAuditLogStreaming(app: FastifyInstance, ctx: ServerContext): void {
  /** The stream's record, created disabled on first write. */
  const streamOf = (svc: AppServiceRecord, actor: string): AuditLogStreamingRecord => {
    const existing = auditStreams(ctx).get(svc.id);
    if (existing) {
      requireSettled(ctx, existing.lifecycle, `Audit log streaming of App Service ${svc.id}`);
      bumpAudit(existing.audit, actor, ctx.clock.iso());
      return existing;
    }
    return auditStreams(ctx).set(svc.id, {
      appServiceId: svc.id,
      streamingEnabled: false,
      lifecycle: lifecycle(DISABLED),
      disabledAppEndpoints: [],
      audit: newAudit(actor, ctx.clock.iso()),
    });
  };

  const change = (rec: AuditLogStreamingRecord, operation: FailableOperation<"auditLogStreaming">) => {
    move(ctx, rec.lifecycle, "auditLogStreaming", operation, operation);
    auditStreams(ctx).touch(rec.appServiceId);
  };

  defineRoute(app, ctx, auditOps.setAuditLogStreaming, {
    handler: ({ params, body, caller }) => {
      const svc = scope.appService(ctx, params);
      const emptyRest = body.outputType === undefined && body.credentials === undefined && !body.disabledAppEndpoints?.length;
      if (!body.streamingEnabled && emptyRest) {
        requireRunning(ctx, svc, "disabling audit log streaming");
        const rec = streamOf(svc, caller.apiKeyId);
        rec.streamingEnabled = false;
        rec.disabledAppEndpoints = [];
        delete rec.outputType;
        delete rec.credentials;
        change(rec, "disable");
        return undefined;
      }
      const action = body.streamingEnabled ? "start" : "pause";
      if (body.outputType === undefined) {
        throw badRequest(
          `Field 'outputType' is required to ${action} audit log streaming.`,
          action === "pause" ? 'To disable audit log streaming send only {"streamingEnabled": false}.' : undefined,
        );
      }
      if (body.credentials === undefined) {
        throw badRequest(
          `Audit log streaming cannot ${action === "start" ? "begin" : "pause"} without collector credentials: field 'credentials' is required for outputType '${body.outputType}'.`,
        );
      }
      requireCredentialsOf(body.outputType, body.credentials);
      requireRunning(ctx, svc, "configuring audit log streaming");
      const rec = streamOf(svc, caller.apiKeyId);
      rec.streamingEnabled = body.streamingEnabled;
      rec.disabledAppEndpoints = [...new Set(body.disabledAppEndpoints ?? [])];
      rec.outputType = body.outputType;
      rec.credentials = sealed(ctx, body.credentials);
      change(rec, body.streamingEnabled ? "enable" : "pause");
      return undefined;
    },
  });

  defineRoute(app, ctx, auditOps.patchAuditLogStreaming, {
    handler: ({ params, body, caller }) => {
      const svc = scope.appService(ctx, params);
      requireRunning(ctx, svc, "changing audit log streaming");
      const state = auditStreamingState(ctx, svc.id);
      const [from, to] = body.value ? ["paused", "enabled"] : ["enabled", "paused"];
      // Already there (a settled state: moving ones are the -ing states): nothing to do.
      if (state === to) return undefined;
      if (state !== from) {
        throw conflict(
          `Audit log streaming of App Service ${svc.id} is ${state}: PATCH /streamingEnabled ${String(body.value)} needs it ${from}.`,
          body.value ? "Configure and start streaming with PUT (outputType and credentials)." : undefined,
        );
      }
      const rec = streamOf(svc, caller.apiKeyId);
      rec.streamingEnabled = body.value;
      change(rec, body.value ? "enable" : "pause");
      return undefined;
    },
  });

  defineRoute(app, ctx, auditOps.getAuditLogStreaming, {
    handler: ({ params }) => {
      const svc = scope.appService(ctx, params);
      const rec = auditStreams(ctx).get(svc.id);
      return {
        streamingEnabled: rec?.streamingEnabled ?? false,
        logStreamingState: auditStreamingState(ctx, svc.id),
        disabledAppEndpoints: rec?.disabledAppEndpoints ?? [],
        ...(rec?.outputType ? { outputType: rec.outputType } : {}),
      };
    },
  });
}

/** Forgets what this module keeps about an App Service (both streams, audit logging, exports). */
export function forgetLogStreaming(ctx: ServerContext, appServiceId: string): void {
  serviceStreams(ctx).delete(appServiceId);
  auditStreams(ctx).delete(appServiceId);
  forgetAppServiceAudit(ctx, appServiceId);
}
