import { allowedCidrOperations as ops } from "../../../schema/api/allowedCidrs";
import { client, paths } from "../../support/conformance";
import type { Calls } from "../calls";
import type { World } from "../lifecycle";

/** An App Service on the seeded gcp cluster, made and removed outside the recording (App Services
 *  are another area's): `appServiceOn` makes it, `removeAppService` deletes it and lets the
 *  server's clock run until it is gone, so that the cluster can hold another one. */
export async function appServiceOn(world: World): Promise<{ clusterId: string; appServiceId: string }> {
  const clusterId = world.target.clusters.find((c) => c.cloudProvider === "gcp")!.id;
  const { C } = paths(world.target, clusterId);
  const res = await client(world.target).post(`${C}/appservices`, { name: world.unique("cidrs") });
  if (res.status !== 201) throw new Error(`App Service create: ${res.status} ${res.text}`);
  return { clusterId, appServiceId: res.body.id };
}

export async function removeAppService(world: World, at: { clusterId: string; appServiceId: string }): Promise<void> {
  const api = client(world.target);
  const { A } = paths(world.target, at.clusterId);
  // Deployed first (a deploying App Service can't be deleted), then destroyed.
  await api.control("POST", "clock", { advanceMs: 10_000 });
  const res = await api.delete(A(at.appServiceId));
  if (res.status !== 202) throw new Error(`App Service delete: ${res.status} ${res.text}`);
  await api.control("POST", "clock", { advanceMs: 10_000 });
}

/** An instant `days` from now, written with a +02:00 offset and fractional seconds (the API reads
 *  it back in UTC). */
export function inDays(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000 + 2 * 3_600_000);
  return at.toISOString().replace(/\.\d+Z$/, ".250+02:00");
}

/** Every allowed-CIDR operation, on a cluster's allow-list and an App Service's: adds (permanent
 *  and temporary), lists, the cluster entry's read, deletes; a duplicate range, an instant in the
 *  past and a malformed range refused. */
export const calls: Calls = async (world) => {
  const { api, scope } = world;
  const created = await api.request("POST", ops.createAllowedCidr.url(scope), { body: { cidr: "198.51.100.0/24", comment: "office", expiresAt: inDays(10) } });
  const allowedCidrId = created.body.id;
  await api.request("POST", ops.createAllowedCidr.url(scope), { body: { cidr: "198.51.100.7/24" }, accept: [409] });
  await api.request("POST", ops.createAllowedCidr.url(scope), { body: { cidr: "203.0.113.0/24", expiresAt: "2001-01-01T00:00:00Z" }, accept: [400] });
  await api.request("POST", ops.createAllowedCidr.url(scope), { body: { cidr: "10.0.0.0/33" }, accept: [400] });
  await api.request("GET", `${ops.listAllowedCidrs.url(scope)}?page=1&perPage=10&sortBy=type&sortDirection=desc`);
  const read = await api.request("GET", ops.getAllowedCidr.url({ ...scope, allowedCidrId }));
  if (read.body.expiresAt === undefined || read.body.type !== "temporary") throw new Error(`unexpected entry ${JSON.stringify(read.body)}`);
  await api.request("DELETE", ops.deleteAllowedCidr.url({ ...scope, allowedCidrId }));
  await api.request("GET", ops.getAllowedCidr.url({ ...scope, allowedCidrId }), { accept: [404] });

  const at = await appServiceOn(world);
  try {
    const where = { ...scope, ...at };
    const entry = await api.request("POST", ops.createAppServiceAllowedCidr.url(where), { body: { cidr: "192.0.2.1" } });
    await api.request("POST", ops.createAppServiceAllowedCidr.url(where), { body: { cidr: "192.0.2.1/32" }, accept: [409] });
    await api.request("GET", ops.listAppServiceAllowedCidrs.url(where));
    await api.request("DELETE", ops.deleteAppServiceAllowedCidr.url({ ...where, allowedCidrId: entry.body.id }));
    await api.request("DELETE", ops.deleteAppServiceAllowedCidr.url({ ...where, allowedCidrId: entry.body.id }), { accept: [404] });
  } finally {
    await removeAppService(world, at);
  }
};
