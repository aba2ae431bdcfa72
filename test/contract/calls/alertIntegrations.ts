import { alertIntegrationOperations as ops } from "../../../schema/api/alertIntegrations";
import type { Calls } from "../calls";

const webhook = { method: "POST", url: "https://alerts.example.com/hook", token: "t0ken", basicAuth: { user: "u", password: "p" }, headers: { "x-team": "db" }, exclude: { clusters: [], appServices: [] } };

/** Every alert integration operation: webhook and chat integrations created, listed, read,
 *  updated (`{name, config}`, answered 204), tested (202), deleted; a chat service's channels
 *  listed; what the real API refuses refused (a webhook without `url` or `method`, an update
 *  naming `kind` or `enabled`, another kind's block). */
export const calls: Calls = async ({ api, scope, unique }) => {
  const p = { organizationId: scope.organizationId, projectId: scope.projectId };
  const hook = await api.request("POST", ops.createAlertIntegration.url(p), { body: { kind: "webhook", name: unique("hook"), config: { webhook } } });
  const chat = await api.request("POST", ops.createAlertIntegration.url(p), { body: { kind: "chat_1", name: unique("chat"), config: { chat_1: { botToken: "b", channel: "C1" } } } });
  const item = { ...p, alertIntegrationId: hook.body.id };
  await api.request("GET", `${ops.listAlertIntegrations.url(p)}?page=1&perPage=10&sortBy=name&sortDirection=asc`);
  await api.request("GET", ops.getAlertIntegration.url(item));
  await api.request("PUT", ops.updateAlertIntegration.url(item), { body: { name: unique("renamed"), config: { webhook: { method: "PUT", url: "https://alerts.example.com/v2" } } } });
  await api.request("PUT", ops.updateAlertIntegration.url(item), { body: { config: { webhook } } });
  await api.request("PUT", ops.updateAlertIntegration.url(item), { body: { name: "x" }, accept: [400] });
  await api.request("PUT", ops.updateAlertIntegration.url(item), { body: { kind: "webhook", config: { webhook } }, accept: [400] });
  await api.request("PUT", ops.updateAlertIntegration.url(item), { body: { enabled: false, config: { webhook } }, accept: [400] });
  await api.request("PUT", ops.updateAlertIntegration.url(item), { body: { config: { chat_1: {} } }, accept: [400] });
  await api.request("POST", ops.createAlertIntegration.url(p), { body: { kind: "webhook", name: unique("hook"), config: { webhook: { method: "POST" } } }, accept: [400] });
  await api.request("POST", ops.createAlertIntegration.url(p), { body: { kind: "webhook", name: unique("hook"), config: { webhook: { method: "GET", url: "https://a.example" } } }, accept: [400] });
  await api.request("POST", ops.testAlertIntegration.url(p), { body: { kind: "webhook", config: { webhook } } });
  await api.request("POST", ops.testAlertIntegration.url(p), { body: { kind: "chat_1", config: { chat_1: { botToken: "b", channel: "C1", channelName: "alerts" } } } });
  await api.request("POST", ops.testAlertIntegration.url(p), { body: { kind: "webhook", config: { webhook: { url: "https://a.example" } } }, accept: [400] });
  await api.request("POST", ops.listAlertChannels.url(p), { body: { botToken: "bot", integrationId: chat.body.id } });
  await api.request("POST", ops.listAlertChannels.url(p), { body: { botToken: "bot", integrationId: hook.body.id }, accept: [400] });
  await api.request("DELETE", ops.deleteAlertIntegration.url(item));
  await api.request("DELETE", ops.deleteAlertIntegration.url({ ...p, alertIntegrationId: chat.body.id }));
  await api.request("GET", ops.getAlertIntegration.url(item), { accept: [404] });
};
