import type { FastifyInstance } from "fastify";
import { appEndpointAuditLog, appEndpointLogStreaming } from "../../../schema/api/appEndpoints";
import type { ServerContext } from "../../context";
import { badRequest, conflict } from "../../core/errors";
import { paginate } from "../../core/paging";
import type { AppEndpointAuditConfig, AppEndpointRecord } from "../../model";
import { adminUsersByAppService, adminUserView, reachesEndpoint } from "../adminUsers";
import { streamingState } from "../logStreaming";
import { defineRoute } from "../route";
import { ENDPOINT, changed, findEndpoint } from "./common";

/** Per-endpoint log streaming and audit configuration, and the admin users that can reach an
 *  endpoint (document 2, App Endpoints table; paths in document 4). */

/** Not shown in the documents: the gateway's own default console logging (info, HTTP). */
const DEFAULT_LOG_CONFIG = { logLevel: "info", logKeys: ["HTTP"] };

/** The App Endpoint audit event catalogue. Document 2 gives only its shape (numeric ids with
 *  name, description, enabled, filterable; only filterable ones can be switched); these ids
 *  and names are the conformance server's, in the gateway's audit id range. */
interface AuditEvent {
  name: string;
  description: string;
  filterable: boolean;
  /** Filterable events enabled until a configuration says otherwise. */
  enabledByDefault: boolean;
}

const AUDIT_EVENTS: Record<number, AuditEvent> = {
  53248: { name: "Auditing enabled", description: "Audit logging was enabled for the App Endpoint.", filterable: false, enabledByDefault: true },
  53249: { name: "Auditing disabled", description: "Audit logging was disabled for the App Endpoint.", filterable: false, enabledByDefault: true },
  53250: { name: "Auditing configuration changed", description: "The audit configuration was changed.", filterable: false, enabledByDefault: true },
  53270: { name: "Public API user authenticated", description: "A user authenticated on the public API.", filterable: true, enabledByDefault: true },
  53271: { name: "Public API user authentication failed", description: "A user failed to authenticate on the public API.", filterable: true, enabledByDefault: true },
  53272: { name: "Public API user session created", description: "A session was created for a user.", filterable: true, enabledByDefault: true },
  53273: { name: "Public API user session deleted", description: "A user's session was deleted.", filterable: true, enabledByDefault: false },
  53280: { name: "Admin API user authenticated", description: "An admin user authenticated on the admin API.", filterable: true, enabledByDefault: true },
  53281: { name: "Admin API user authentication failed", description: "An admin user failed to authenticate on the admin API.", filterable: true, enabledByDefault: true },
  54100: { name: "Document read", description: "A document was read.", filterable: true, enabledByDefault: false },
  54101: { name: "Document created", description: "A document was created.", filterable: true, enabledByDefault: false },
  54102: { name: "Document updated", description: "A document was updated.", filterable: true, enabledByDefault: false },
  54103: { name: "Document deleted", description: "A document was deleted.", filterable: true, enabledByDefault: false },
};

function defaultAuditConfig(): AppEndpointAuditConfig {
  const enabled = Object.entries(AUDIT_EVENTS).filter(([, e]) => e.filterable && e.enabledByDefault);
  return { auditEnabled: false, enabledEventIds: enabled.map(([id]) => ({ id: Number(id) })), disabledUsers: [], disabledRoles: [] };
}

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
  defineRoute(app, ctx, {
    method: "GET",
    url: `${ENDPOINT}/logStreaming`,
    handler: ({ params }) => {
      const rec = findEndpoint(ctx, params);
      requireStreamingConfigurable(ctx, rec);
      return rec.logConfig ?? DEFAULT_LOG_CONFIG;
    },
  });

  defineRoute(app, ctx, {
    method: "PUT",
    url: `${ENDPOINT}/logStreaming`,
    body: appEndpointLogStreaming,
    status: 204,
    handler: ({ params, body, caller }) => {
      const rec = findEndpoint(ctx, params);
      requireStreamingConfigurable(ctx, rec);
      rec.logConfig = { logLevel: body.logLevel, logKeys: [...new Set(body.logKeys)] };
      changed(ctx, rec, caller.apiKeyId);
      return undefined;
    },
  });

  defineRoute(app, ctx, {
    method: "GET",
    url: `${ENDPOINT}/auditLogEvents`,
    handler: ({ params }) => {
      const config = findEndpoint(ctx, params).auditConfig ?? defaultAuditConfig();
      const on = new Set(config.enabledEventIds.map((e) => e.id));
      const events = Object.fromEntries(
        Object.entries(AUDIT_EVENTS).map(([id, e]) => [
          id,
          { name: e.name, description: e.description, enabled: !e.filterable || on.has(Number(id)), filterable: e.filterable },
        ]),
      );
      return { events };
    },
  });

  defineRoute(app, ctx, {
    method: "GET",
    url: `${ENDPOINT}/auditLog`,
    handler: ({ params }) => findEndpoint(ctx, params).auditConfig ?? defaultAuditConfig(),
  });

  defineRoute(app, ctx, {
    method: "PUT",
    url: `${ENDPOINT}/auditLog`,
    body: appEndpointAuditLog,
    status: 204,
    handler: ({ params, body, caller }) => {
      const rec = findEndpoint(ctx, params);
      const enabledEventIds = body.enabledEventIds ?? [];
      enabledEventIds.forEach(({ id }, i) => {
        const event = AUDIT_EVENTS[id];
        if (!event) throw badRequest(`Field 'enabledEventIds[${i}].id': ${id} is not an audit event of App Endpoints (see .../auditLogEvents).`);
        if (!event.filterable) throw badRequest(`Field 'enabledEventIds[${i}].id': event ${id} (${event.name}) is not filterable and cannot be switched.`);
      });
      rec.auditConfig = {
        auditEnabled: body.auditEnabled,
        enabledEventIds: [...new Set(enabledEventIds.map((e) => e.id))].map((id) => ({ id })),
        disabledUsers: body.disabledUsers ?? [],
        disabledRoles: body.disabledRoles ?? [],
      };
      changed(ctx, rec, caller.apiKeyId);
      return undefined;
    },
  });

  defineRoute(app, ctx, {
    method: "GET",
    url: `${ENDPOINT}/adminUsers`,
    handler: ({ params, query, selfUrl }) => {
      const rec = findEndpoint(ctx, params);
      const users = adminUsersByAppService(ctx).rows(rec.appServiceId).filter((u) => reachesEndpoint(u, rec));
      return paginate(users, query, selfUrl, { sortable: [], defaultSort: "name", view: adminUserView });
    },
  });
}
