import type { FastifyInstance } from "fastify";
import { appEndpointLoggingDefaults, appEndpointOperations as ops } from "../../../schema/api/appEndpoints";
import { appEndpointAuditDefaults, ENDPOINT_AUDIT_EVENTS, SERVER_WIDE_AUDIT_EVENTS } from "../../../schema/api/appEndpointAuditEvents";
import type { ServerContext } from "../../context";
import { badRequest, conflict } from "../../core/errors";
import { paginate } from "../../core/paging";
import type { AppEndpointAuditConfig, AppEndpointRecord } from "../../model";
import { adminUsersByAppService, adminUserView, reachesEndpoint } from "../adminUsers";
import { streamingState } from "../logStreaming";
import { defineRoute } from "../route";
import { changed, findEndpoint } from "./common";

/** Per-endpoint log streaming and audit configuration, and the admin users that can reach an
 *  endpoint (schema/api/appEndpoints.ts; document 2, App Endpoints table). */

const defaultAuditConfig = (): AppEndpointAuditConfig => appEndpointAuditDefaults();

/** Allowed only while the App Service's log streaming is paused or enabled (document 2). */
function requireStreamingConfigurable(ctx: ServerContext, rec: AppEndpointRecord): void {
  const state = streamingState(ctx, rec.appServiceId);
  if (state !== "paused" && state !== "enabled") {
    throw conflict(
      `Log streaming of App Service ${rec.appServiceId} is ${state}; App Endpoint log streaming is configurable only while it is enabled or paused.`,
    );
  }
}

export function registerAppEndpointObservability(app: FastifyInstance, ctx: ServerContext): void {
  defineRoute(app, ctx, ops.getAppEndpointLogStreaming, {
    handler: ({ params }) => {
      const rec = findEndpoint(ctx, params);
      requireStreamingConfigurable(ctx, rec);
      return rec.logConfig ?? appEndpointLoggingDefaults();
    },
  });

  /** A field left out keeps its value; a null level is stored as null (unpublished). */
  defineRoute(app, ctx, ops.putAppEndpointLogStreaming, {
    handler: ({ params, body, caller }) => {
      const rec = findEndpoint(ctx, params);
      requireStreamingConfigurable(ctx, rec);
      const current = rec.logConfig ?? appEndpointLoggingDefaults();
      rec.logConfig = {
        logLevel: body.logLevel === undefined ? current.logLevel : body.logLevel,
        logKeys: body.logKeys === undefined ? current.logKeys : [...new Set(body.logKeys)],
      };
      changed(ctx, rec, caller.apiKeyId);
      return undefined;
    },
  });

  defineRoute(app, ctx, ops.getAppEndpointAuditLogEvents, {
    handler: ({ params }) => {
      const config = findEndpoint(ctx, params).auditConfig ?? defaultAuditConfig();
      const on = new Set(config.enabledEventIds.map((e) => e.id));
      const events = Object.fromEntries(
        Object.entries(ENDPOINT_AUDIT_EVENTS).map(([id, e]) => [id, { name: e.name, description: e.description, enabled: on.has(Number(id)), filterable: true }]),
      );
      return { events };
    },
  });

  defineRoute(app, ctx, ops.getAppEndpointAuditLog, {
    handler: ({ params }) => findEndpoint(ctx, params).auditConfig ?? defaultAuditConfig(),
  });

  /** Replaces the configuration: `auditEnabled` left out is false, lists left out are empty. */
  defineRoute(app, ctx, ops.putAppEndpointAuditLog, {
    handler: ({ params, body, caller }) => {
      const rec = findEndpoint(ctx, params);
      const enabledEventIds = body.enabledEventIds ?? [];
      const ids = enabledEventIds.map(({ id }, i) => {
        const field = `Field 'enabledEventIds[${i}].id'`;
        if (id === undefined) throw badRequest(`${field} is required: the id of an event to audit (see .../auditLogEvents).`);
        if (SERVER_WIDE_AUDIT_EVENTS.has(id)) throw badRequest(`${field}: event ${id} is audited by the gateway itself and is not configurable per App Endpoint.`);
        if (!ENDPOINT_AUDIT_EVENTS[id]) throw badRequest(`${field}: ${id} is not an audit event of App Endpoints (see .../auditLogEvents).`);
        return id;
      });
      rec.auditConfig = {
        auditEnabled: body.auditEnabled ?? false,
        enabledEventIds: [...new Set(ids)].map((id) => ({ id })),
        disabledUsers: body.disabledUsers ?? [],
        disabledRoles: body.disabledRoles ?? [],
      };
      changed(ctx, rec, caller.apiKeyId);
      return undefined;
    },
  });

  defineRoute(app, ctx, ops.listAppEndpointAdminUsers, {
    handler: ({ params, query, selfUrl }) => {
      const rec = findEndpoint(ctx, params, 404);
      const users = adminUsersByAppService(ctx).rows(rec.appServiceId).filter((u) => reachesEndpoint(u, rec));
      return paginate(users, query, selfUrl, { sortable: [], defaultSort: "name", view: adminUserView });
    },
  });
}
