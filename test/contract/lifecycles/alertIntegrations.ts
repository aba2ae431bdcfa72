import { alertIntegrationSpec } from "../../../resources/alertIntegration";
import type { Lifecycle } from "../lifecycle";

const webhook = (extra: Record<string, unknown> = {}) => ({
  webhook: { method: "POST", url: "https://alerts.example.com/hook", token: "s3cret", basicAuth: { user: "ops", password: "pw" }, headers: { "x-team": "db" }, ...extra },
});

/** Alert integrations: a webhook renamed and reconfigured in place (the update is `{name,
 *  config}`), then replaced by a chat one (the kind can't change). */
export const lifecycles: Lifecycle[] = [
  {
    name: "AlertIntegration (webhook, updated in place, replaced by kind)",
    spec: alertIntegrationSpec,
    setup: async (w) => ({ organizationId: w.scope.organizationId, projectId: w.scope.projectId, name: w.unique("alerts") }),
    create: { kind: "webhook", config: webhook() },
    updates: [{ name: "renamed" }, { config: webhook({ method: "PUT", url: "https://alerts.example.com/v2", token: "rotated", exclude: { clusters: [] } }) }],
    replace: { kind: "chat_2", config: { chat_2: { webhookUrlMappings: { ops: "https://chat.example/hook" }, clusterWebhookMappings: { c1: "ops" } } } },
  },
];
