import { clusterAuditOperations as ops } from "../../../schema/api/clusterAudit";
import { client } from "../../support/conformance";
import type { Calls } from "../calls";

/** Every cluster audit operation: settings set and read, the events listed, an export requested
 *  (202), listed and read once its job has run (the server's clock moved). */
export const calls: Calls = async (world) => {
  const { api, scope } = world;
  const events = await api.request("GET", ops.listClusterAuditLogEvents.url(scope));
  const ids = (events.body.events as Array<{ id: number }>).slice(0, 2).map((e) => e.id);
  await api.request("PUT", ops.setClusterAuditLog.url(scope), { body: { auditEnabled: true, disabledUsers: [{ domain: "local", name: "ops" }, {}], enabledEventIDs: ids } });
  await api.request("PUT", ops.setClusterAuditLog.url(scope), { body: { auditEnabled: true, disabledUsers: [], enabledEventIDs: [1] }, accept: [400] });
  await api.request("GET", ops.getClusterAuditLog.url(scope));
  await client(world.target).control("POST", "clock", { advanceMs: 60_000 });
  const now = Date.now() + 60_000;
  const body = { start: new Date(now - 3_600_000).toISOString(), end: new Date(now + 3_600_000).toISOString() };
  const job = await api.request("POST", ops.requestClusterAuditLogExport.url(scope), { body });
  await api.request("POST", ops.requestClusterAuditLogExport.url(scope), { body: { start: body.end, end: body.start }, accept: [400] });
  await client(world.target).control("POST", "clock", { advanceMs: 10_000 });
  await api.request("GET", `${ops.listClusterAuditLogExports.url(scope)}?page=1&perPage=10`);
  const done = await api.request("GET", ops.getClusterAuditLogExport.url({ ...scope, auditLogExportId: job.body.exportId }));
  if (done.body.status !== "Completed" || !done.body.auditLogDownloadURL) throw new Error(`export: ${JSON.stringify(done.body)}`);
};
