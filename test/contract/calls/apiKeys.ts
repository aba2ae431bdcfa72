import { apiKeyOperations as ops } from "../../../schema/api/apiKeys";
import type { Calls } from "../calls";

/** Every API key operation: a key with a project resource whose `type` is left out (read back as
 *  `project`), listed, read, rotated (with a secret, with an empty body, with none), deleted; bad
 *  inputs refused. */
export const calls: Calls = async ({ api, scope, unique }) => {
  const o = { organizationId: scope.organizationId };
  const created = await api.request("POST", ops.createApiKey.url(o), {
    body: { name: unique("key"), organizationRoles: ["projectCreator"], resources: [{ id: scope.projectId, roles: ["projectOwner", "projectDataReader"] }] },
  });
  const apiKeyId = created.body.id;
  const read = await api.request("GET", ops.getApiKey.url({ ...o, apiKeyId }));
  if (read.body.resources[0]?.type !== "project") throw new Error(`resources[0].type: ${JSON.stringify(read.body.resources)}`);
  await api.request("GET", `${ops.listApiKeys.url(o)}?page=1&perPage=5&sortBy=name&sortDirection=asc`);
  await api.request("POST", ops.rotateApiKey.url({ ...o, apiKeyId }), { body: { secret: "s".repeat(64) } });
  await api.request("POST", ops.rotateApiKey.url({ ...o, apiKeyId }), { body: {} });
  await api.request("POST", ops.rotateApiKey.url({ ...o, apiKeyId }));
  await api.request("POST", ops.rotateApiKey.url({ ...o, apiKeyId }), { body: { secret: "short" }, accept: [400] });
  await api.request("POST", ops.createApiKey.url(o), { body: { name: unique("key"), organizationRoles: ["projectCreator"], expiry: 0 }, accept: [400] });
  await api.request("POST", ops.createApiKey.url(o), { body: { name: unique("key"), organizationRoles: ["projectCreator"], resources: [{ roles: ["projectViewer"] }] }, accept: [400] });
  await api.request("POST", ops.createApiKey.url(o), { body: { name: unique("key"), organizationRoles: ["projectCreator"], resources: [{ id: scope.projectId, roles: ["owner"] }] }, accept: [400] });
  await api.request("DELETE", ops.deleteApiKey.url({ ...o, apiKeyId }));
  await api.request("GET", ops.getApiKey.url({ ...o, apiKeyId }), { accept: [404] });
};
