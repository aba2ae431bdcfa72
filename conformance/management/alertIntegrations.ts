import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { alertIntegrationOperations as ops, configMismatch, SECRET_CONFIG_FIELDS, type AlertConfig, type AlertKind } from "../../schema/api/alertIntegrations";
import type { ServerContext } from "../context";
import { bumpAudit, newAudit, type Audit } from "../core/audit";
import { badRequest, notFound } from "../core/errors";
import { hex, newId } from "../core/ids";
import { paginate } from "../core/paging";
import { ScopeIndex } from "../core/scopeIndex";
import { defineRoute, type Params } from "./route";
import * as scope from "./scope";

/** Alert integrations of a project, as the model has them (schema/api/alertIntegrations.ts):
 *  create [201] {id}, list (sortBy id, name), get, update [204] (`{name, config}`), delete [204];
 *  a test delivery `P/alertIntegrationTest` [202]; and the channels of a chat service
 *  `P/alertIntegrations/channels` (document 2's; not in the public specification).
 *
 *  `config` holds exactly the block of the integration's `kind`, which never changes. Reads omit
 *  the secret fields. `enabled`, `configKey` and `status` are the API's: every integration is
 *  created enabled, and no public operation changes that; `status` is always `healthy` (nothing
 *  is delivered for real). */

/** What `status` says of an integration that works. */
const HEALTHY = "healthy";

/** table `alertIntegrations`, keyed by id. */
interface AlertIntegrationRecord {
  id: string;
  tenantId: string;
  projectId: string;
  kind: AlertKind;
  name: string;
  configKey: string;
  status: string;
  enabled: boolean;
  config: AlertConfig;
  audit: Audit;
}

export function registerAlertIntegrations(app: FastifyInstance, ctx: ServerContext): void {
  const table = () => ctx.store.table<AlertIntegrationRecord>("alertIntegrations");
  const byProject = () =>
    ScopeIndex.of(table(), "byProject", (i) => i.projectId, { createdAt: (i) => i.audit.createdAt, id: (i) => i.id, name: (i) => i.name });
  /** Secret fields are write-only and never used here: only their keyed hash is kept. */
  const sealed = (config: AlertConfig): AlertConfig => {
    const out: AlertConfig = {};
    for (const [block, fields] of Object.entries(config) as Array<[AlertKind, Record<string, unknown>]>) {
      out[block] = Object.fromEntries(Object.entries(fields).map(([f, v]) => [f, SECRET_CONFIG_FIELDS.includes(f) ? ctx.secrets.seal(v) : v]));
    }
    return out;
  };

  /** The integration named in the path, or `id` (from a body). */
  const find = (params: Params, id?: string): AlertIntegrationRecord => {
    const projectId = scope.project(ctx, params);
    const integrationId = id ?? scope.uuidParam(params, "alertIntegrationId");
    const found = table().get(integrationId);
    if (!found || found.projectId !== projectId) throw notFound(`Alert integration ${integrationId} not found in project ${projectId}.`);
    return found;
  };
  const requireMatchingConfig = (kind: AlertKind, config: AlertConfig) => {
    const problem = configMismatch(kind, config);
    if (problem) throw badRequest(problem);
  };

  defineRoute(app, ctx, ops.createAlertIntegration, {
    handler: ({ params, body, caller }) => {
      const projectId = scope.project(ctx, params);
      requireMatchingConfig(body.kind, body.config);
      const integration: AlertIntegrationRecord = {
        id: newId(),
        tenantId: ctx.seed().organizationId,
        projectId,
        kind: body.kind,
        name: body.name,
        configKey: `${body.kind}-${hex(8)}`,
        status: HEALTHY,
        enabled: true,
        config: sealed(body.config as AlertConfig),
        audit: newAudit(caller.apiKeyId, ctx.clock.iso()),
      };
      table().set(integration.id, integration);
      return { id: integration.id };
    },
  });

  defineRoute(app, ctx, ops.listAlertIntegrations, {
    handler: ({ params, query, selfUrl }) => {
      const projectId = scope.project(ctx, params);
      return paginate(byProject().listing(projectId), query, selfUrl, { sortable: ["id", "name"], defaultSort: "createdAt", view });
    },
  });

  defineRoute(app, ctx, ops.getAlertIntegration, { handler: ({ params }) => view(find(params)) });

  defineRoute(app, ctx, ops.updateAlertIntegration, {
    handler: ({ params, body, caller }) => {
      const integration = find(params);
      requireMatchingConfig(integration.kind, body.config as AlertConfig);
      if (body.name !== undefined) integration.name = body.name;
      integration.config = sealed(body.config as AlertConfig);
      bumpAudit(integration.audit, caller.apiKeyId, ctx.clock.iso());
      table().touch(integration.id);
      return undefined;
    },
  });

  defineRoute(app, ctx, ops.deleteAlertIntegration, {
    handler: ({ params }) => {
      table().delete(find(params).id);
      return undefined;
    },
  });

  // Nothing is delivered: a config of the right shape is accepted.
  defineRoute(app, ctx, ops.testAlertIntegration, {
    handler: ({ params, body }) => {
      scope.project(ctx, params);
      requireMatchingConfig(body.kind, body.config as AlertConfig);
      return undefined;
    },
  });

  defineRoute(app, ctx, ops.listAlertChannels, {
    handler: ({ params, body }) => {
      scope.project(ctx, params);
      if (body.integrationId !== undefined) {
        const integration = find(params, body.integrationId);
        if (integration.kind !== "chat_1") {
          throw badRequest(`Field 'integrationId' names a '${integration.kind}' integration; channels are listed for 'chat_1' integrations.`);
        }
      }
      return { channels: fakeChannels(body.botToken) };
    },
  });
}

/** The same bot token always sees the same channels, so callers can rely on the ids. */
function fakeChannels(botToken: string) {
  const digest = createHash("sha256").update(botToken).digest("hex").toUpperCase();
  return [
    { name: "general", type: "public" },
    { name: "alerts", type: "public" },
    { name: "on-call", type: "private" },
  ].map((c, i) => ({ id: `C${digest.slice(i * 10, i * 10 + 10)}`, ...c }));
}

function view(i: AlertIntegrationRecord) {
  const config: AlertConfig = {};
  for (const [block, fields] of Object.entries(i.config) as Array<[AlertKind, Record<string, unknown>]>) {
    config[block] = Object.fromEntries(Object.entries(fields).filter(([field]) => !SECRET_CONFIG_FIELDS.includes(field)));
  }
  return {
    id: i.id,
    tenantId: i.tenantId,
    projectId: i.projectId,
    kind: i.kind,
    name: i.name,
    configKey: i.configKey,
    status: HEALTHY,
    enabled: i.enabled,
    config,
    audit: i.audit,
  };
}
