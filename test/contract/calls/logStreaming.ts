import { ApiClient } from "../../../provider/http";
import type { Props } from "../../../provider/spec";
import { appServiceAuditOperations as audit } from "../../../schema/api/appServiceAudit";
import { appServiceLogStreamingOperations as service, auditLogStreamingOperations as auditStreaming } from "../../../schema/api/logStreaming";
import { call } from "../../support/conformance";
import type { Calls } from "../calls";
import type { World } from "../lifecycle";

/** A running App Service to hang log streaming off: one found healthy, else one made on a cluster
 *  that has none (the main cluster last: other areas make theirs there). Made and read past the
 *  recording proxy: the App Service is not this area's, and its calls are held to the model
 *  where they are the area's own. */
export async function runningAppService(w: World): Promise<Props> {
  const direct = new ApiClient(w.target.apiUrl, { bearer: w.target.token });
  const { organizationId, projectId } = w.scope;
  const clusters = [...w.target.clusters].sort((a, b) => Number(a.id === w.scope.clusterId) - Number(b.id === w.scope.clusterId));
  for (let step = 0; ; step++) {
    const listed: Props[] = (await direct.get(`/v4/organizations/${organizationId}/appservices?projectId=${projectId}&perPage=100`)).body.data;
    const healthy = clusters.map((c) => listed.find((s) => s.clusterId === c.id && s.currentState === "healthy")).find((s) => s !== undefined);
    if (healthy) return { organizationId, projectId, clusterId: healthy.clusterId, appServiceId: healthy.id };
    const free = clusters.find((c) => !listed.some((s) => s.clusterId === c.id));
    if (free) {
      const path = `/v4/organizations/${organizationId}/projects/${projectId}/clusters/${free.id}/appservices`;
      await direct.request("POST", path, { body: { name: w.unique("logs") }, accept: [409] });
    }
    if (step > 30) throw new Error(`no App Service became healthy: ${JSON.stringify(listed.map((s) => [s.clusterId, s.currentState]))}`);
    await tick(w);
  }
}

/** One transition step of the server's clock: what real time would take, at once. */
const tick = (w: World) => call(w.target.apiUrl, undefined, "POST", "/_conformance/clock", { advanceMs: 1000 });

/** Reads `read` until `state` says `want`, moving the server's clock a step at a time. */
async function until(w: World, read: () => Promise<Props>, state: (body: Props) => unknown, want: string): Promise<void> {
  for (let step = 0; state(await read()) !== want; step++) {
    if (step > 30) throw new Error(`never reached ${want}`);
    await tick(w);
  }
}

/** Every operation of the area, as a user of the API calls them: App Service log streaming
 *  (configure, pause, resume, reconfigure, disable), audit log streaming (start, pause by PATCH,
 *  resume, pause by PUT, disable), audit logging and its exports; with refusals. */
export const calls: Calls = async (w) => {
  const { api } = w;
  const at = await runningAppService(w);

  // App Service log streaming.
  const readService = async () => (await api.request("GET", service.getAppServiceLogStreaming.url(at))).body;
  const configState = (b: Props) => b.configState;
  const datadog = { outputType: "datadog", credentials: { apiKey: "dd-key", url: "https://http-intake.logs.datadoghq.com" } };
  await api.request("GET", service.getAppServiceLogStreaming.url(at));
  await api.request("DELETE", service.pauseAppServiceLogStreaming.url(at), { accept: [409] });
  await api.request("POST", service.configureAppServiceLogStreaming.url(at), { body: { outputType: "collector_1", credentials: datadog.credentials }, accept: [400] });
  await api.request("POST", service.configureAppServiceLogStreaming.url(at), { body: { outputType: "splunk", credentials: { url: "https://s.example.com" } }, accept: [400] });
  await api.request("POST", service.configureAppServiceLogStreaming.url(at), { body: datadog });
  await api.request("POST", service.configureAppServiceLogStreaming.url(at), { body: datadog, accept: [409] });
  await until(w, readService, configState, "enabled");
  await api.request("DELETE", service.pauseAppServiceLogStreaming.url(at));
  await until(w, readService, configState, "paused");
  await api.request("POST", service.configureAppServiceLogStreaming.url(at), { body: { outputType: "elastic", credentials: { user: "e", password: "p", url: "https://es.example.com" } } });
  await until(w, readService, configState, "enabled");
  await api.request("DELETE", service.pauseAppServiceLogStreaming.url(at));
  await until(w, readService, configState, "paused");
  await api.request("POST", service.resumeAppServiceLogStreaming.url(at));
  await until(w, readService, configState, "enabled");
  await api.request("DELETE", service.deleteAppServiceLogStreaming.url(at));
  await until(w, readService, configState, "disabled");
  await api.request("DELETE", service.deleteAppServiceLogStreaming.url(at), { accept: [409] });

  // Audit log streaming.
  const readAudit = async () => (await api.request("GET", auditStreaming.getAuditLogStreaming.url(at))).body;
  const state = (b: Props) => b.logStreamingState;
  const loki = { outputType: "loki", credentials: { user: "l", password: "p", url: "https://loki.example.com" } };
  await api.request("GET", auditStreaming.getAuditLogStreaming.url(at));
  await api.request("PUT", auditStreaming.setAuditLogStreaming.url(at), { body: { streamingEnabled: true, outputType: "loki" }, accept: [400] });
  await api.request("PUT", auditStreaming.setAuditLogStreaming.url(at), { body: { streamingEnabled: true, ...loki, disabledAppEndpoints: ["quiet"] } });
  await until(w, readAudit, state, "enabled");
  await api.request("PATCH", auditStreaming.patchAuditLogStreaming.url(at), { body: { op: "update", path: "/streamingEnabled", value: false } });
  await until(w, readAudit, state, "paused");
  await api.request("PATCH", auditStreaming.patchAuditLogStreaming.url(at), { body: { op: "update", path: "/streamingEnabled", value: true } });
  await until(w, readAudit, state, "enabled");
  await api.request("PUT", auditStreaming.setAuditLogStreaming.url(at), { body: { streamingEnabled: false, ...loki } });
  await until(w, readAudit, state, "paused");
  await api.request("PUT", auditStreaming.setAuditLogStreaming.url(at), { body: { streamingEnabled: false } });
  await until(w, readAudit, state, "disabled");
  await api.request("PATCH", auditStreaming.patchAuditLogStreaming.url(at), { body: { op: "update", path: "/streamingEnabled", value: true }, accept: [409] });

  // Audit logging and its exports.
  await api.request("PUT", audit.setAppServiceAuditLog.url(at), { body: { auditEnabled: true } });
  await api.request("GET", audit.getAppServiceAuditLog.url(at));
  await api.request("PUT", audit.setAppServiceAuditLog.url(at), { body: { auditEnabled: false } });
  const now = Date.now();
  const { exportId } = (await api.request("POST", audit.requestAppServiceAuditLogExport.url(at), { body: { start: new Date(now - 3_600_000).toISOString(), end: new Date(now).toISOString() } })).body;
  await api.request("POST", audit.requestAppServiceAuditLogExport.url(at), { body: { start: new Date(now).toISOString(), end: new Date(now - 1000).toISOString() }, accept: [400] });
  const readExport = async () => (await api.request("GET", audit.getAppServiceAuditLogExport.url({ ...at, auditLogExportId: exportId }))).body;
  await until(w, readExport, (b) => b.status, "Ready");
  await api.request("GET", audit.listAppServiceAuditLogExports.url(at));
  await api.request("GET", `${audit.listAppServiceAuditLogExports.url(at)}?page=1&perPage=10&sortDirection=desc`);
  await api.request("GET", audit.getAppServiceAuditLogExport.url({ ...at, auditLogExportId: "no-such-export" }), { accept: [404] });
};
