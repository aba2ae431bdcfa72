import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import {
  configMismatch,
  createAlertIntegration,
  listAlertChannels,
  SECRET_CONFIG_FIELDS,
  testAlertIntegration,
  updateAlertIntegration,
  type AlertConfig,
  type AlertKind,
} from "../../schema/api/alertIntegrations";
import type { ServerContext } from "../context";
import { bumpAudit, newAudit, type Audit } from "../core/audit";
import { badRequest, notFound } from "../core/errors";
import { hex, newId } from "../core/ids";
import { paginate } from "../core/paging";
import { ScopeIndex } from "../core/scopeIndex";
import { defineRoute, type Params } from "./route";
import * as scope from "./scope";

/** Alert integrations (document 2; paths document 4) of a project: create [201] {id}, list
 *  (sortBy id, name), get, update [200, the integration], delete [204]; a test delivery
 *  `P/alertIntegrationTest`; and the channels of a chat service `P/alertIntegrations/channels`.
 *  Success codes other than create's are "not shown" in documents 2 and 4; these are ours.
 *
 *  `config` holds exactly the block of the integration's `kind`, which never changes. Reads omit
 *  the secret fields. `enabled` is read-only on create (true) and settable on update; `configKey`
 *  and `status` are read-only (`status` is always `active`: nothing is delivered for real). */

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
  const P = "/organizations/:organizationId/projects/:projectId";
  const base = `${P}/alertIntegrations`;

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

  defineRoute(app, ctx, {
    method: "POST",
    url: base,
    body: createAlertIntegration,
    status: 201,
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
        status: "active",
        enabled: true,
        config: sealed(body.config as AlertConfig),
        audit: newAudit(caller.apiKeyId, ctx.clock.iso()),
      };
      table().set(integration.id, integration);
      return { id: integration.id };
    },
  });

  defineRoute(app, ctx, {
    method: "GET",
    url: base,
    handler: ({ params, query, selfUrl }) => {
      const projectId = scope.project(ctx, params);
      return paginate(byProject().listing(projectId), query, selfUrl, { sortable: ["id", "name"], defaultSort: "createdAt", view });
    },
  });

  defineRoute(app, ctx, {
    method: "GET",
    url: `${base}/:alertIntegrationId`,
    handler: ({ params }) => view(find(params)),
  });

  defineRoute(app, ctx, {
    method: "PUT",
    url: `${base}/:alertIntegrationId`,
    body: updateAlertIntegration,
    handler: ({ params, body, caller }) => {
      const integration = find(params);
      if (body.kind !== undefined && body.kind !== integration.kind) {
        throw badRequest(`Field 'kind' cannot be changed after creation: it is '${integration.kind}', the request has '${body.kind}'.`);
      }
      if (body.config !== undefined) requireMatchingConfig(integration.kind, body.config);
      if (body.name !== undefined && body.name !== null) integration.name = body.name;
      if (body.enabled !== undefined) integration.enabled = body.enabled;
      if (body.config !== undefined) integration.config = sealed(body.config as AlertConfig);
      bumpAudit(integration.audit, caller.apiKeyId, ctx.clock.iso());
      table().touch(integration.id);
      return view(integration);
    },
  });

  defineRoute(app, ctx, {
    method: "DELETE",
    url: `${base}/:alertIntegrationId`,
    status: 204,
    handler: ({ params }) => {
      table().delete(find(params).id);
      return undefined;
    },
  });

  // Nothing is delivered: a config of the right shape "succeeds" with 200 and a short report.
  defineRoute(app, ctx, {
    method: "POST",
    url: `${P}/alertIntegrationTest`,
    body: testAlertIntegration,
    handler: ({ params, body }) => {
      scope.project(ctx, params);
      requireMatchingConfig(body.kind, body.config as AlertConfig);
      return { kind: body.kind, message: `A test alert was sent through the ${body.kind} configuration.` };
    },
  });

  defineRoute(app, ctx, {
    method: "POST",
    url: `${base}/channels`,
    body: listAlertChannels,
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
    status: i.status,
    enabled: i.enabled,
    config,
    audit: i.audit,
  };
}
