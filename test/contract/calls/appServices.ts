import { appServiceOperations as ops } from "../../../schema/api/appServices";
import { client } from "../../support/conformance";
import type { Calls } from "../calls";
import type { World } from "../lifecycle";

/** Every App Service operation (App Services, their admin users, certificate and metadata
 *  isolation), as a user of the API would call them, with the refusals the real API documents. */

type Where = World["scope"];

/** Moves the server's clock on until `done` says so (a transition takes a few steps). */
export async function until(world: World, done: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 50; i++) {
    if (await done()) return;
    await client(world.target).control("POST", "clock", { advanceMs: 1_000 });
  }
  throw new Error(`${what} never happened`);
}

export const stateOf = async (world: World, where: Where, appServiceId: string): Promise<string> =>
  (await world.api.get(ops.getAppService.url({ ...where, appServiceId }))).body.currentState;

/** The cluster's App Service, healthy: the one there is (another test may have made it), else a
 *  new one. */
export async function healthyAppService(world: World, where: Where = world.scope): Promise<string> {
  const all = await world.api.get(`${ops.listAppServices.url(where)}?projectId=${where.projectId}&perPage=100`);
  let id: string | undefined = all.body.data.find((s: { clusterId: string }) => s.clusterId === where.clusterId)?.id;
  if (!id) id = (await world.api.request("POST", ops.createAppService.url(where), { body: { name: world.unique("svc") } })).body.id as string;
  const appServiceId = id;
  await until(world, async () => ["healthy", "degraded"].includes(await stateOf(world, where, appServiceId)), `App Service ${appServiceId} healthy`);
  return appServiceId;
}

/** A cluster of the seeded world with no App Service yet, other than the aws one. */
async function freeCluster(world: World): Promise<Where> {
  const all = await world.api.get(`${ops.listAppServices.url(world.scope)}?perPage=100`);
  const taken = new Set(all.body.data.map((s: { clusterId: string }) => s.clusterId));
  const cluster = world.target.clusters.find((c) => c.id !== world.scope.clusterId && !c.freeTier && !taken.has(c.id));
  if (!cluster) throw new Error("no cluster without an App Service left");
  return { ...world.scope, clusterId: cluster.id };
}

export const calls: Calls = async (world) => {
  const { api, unique } = world;
  const where = await freeCluster(world);
  const A = (appServiceId: string) => ({ ...where, appServiceId });

  // App Services: create (refusals first), list, read, resize, switch off and on, delete.
  await api.request("POST", ops.createAppService.url(where), { body: { name: unique("svc"), compute: { cpu: 2, ram: 8 } }, accept: [400] });
  await api.request("POST", ops.createAppService.url(where), { body: { name: unique("svc"), loadBalancerCidr: "10.0.0.0/23" }, accept: [400] });
  await api.request("POST", ops.createAppService.url(where), { body: { name: unique("svc"), currentState: "healthy" }, accept: [400] });
  const { id } = (await api.request("POST", ops.createAppService.url(where), { body: { name: unique("svc"), nodes: 3, compute: { cpu: 36, ram: 72 }, version: "3.2" } })).body;
  await api.request("DELETE", ops.deleteAppService.url(A(id)), { accept: [412] });
  await until(world, async () => (await stateOf(world, where, id)) === "healthy", "healthy");
  await api.request("GET", `${ops.listAppServices.url(where)}?projectId=${where.projectId}&sortBy=name&sortDirection=desc&page=1&perPage=10`);
  const read = await api.request("GET", ops.getAppService.url(A(id)));
  await api.request("PUT", ops.updateAppService.url(A(id)), { body: { nodes: 2, compute: { cpu: 2, ram: 4 } }, headers: { "if-match": read.etag! } });
  await api.request("PUT", ops.updateAppService.url(A(id)), { body: { nodes: 2, compute: { cpu: 2, ram: 4 } }, headers: { "if-match": read.etag! }, accept: [412] });
  await api.request("PUT", ops.updateAppService.url(A(id)), { body: { nodes: 2, compute: { cpu: 2, ram: 4 }, loadBalancerCidr: "10.0.0.0/23" }, accept: [400] });
  await until(world, async () => (await stateOf(world, where, id)) === "healthy", "healthy after scaling");
  await api.request("GET", ops.getAppServiceCertificate.url(A(id)));
  await api.request("PUT", ops.setMetadataIsolation.url(A(id)), { body: { enabled: false }, accept: [400] });
  await api.request("PUT", ops.setMetadataIsolation.url(A(id)), { body: { enabled: true } });
  await api.request("GET", ops.getMetadataIsolation.url(A(id)));

  // Admin users: every endpoint, then narrowed and widened again in place; deleted (202).
  const user = { name: unique("ops"), password: "Secr3t!pw", access: { accessAllEndpoints: true } };
  await api.request("POST", ops.createAdminUser.url(A(id)), { body: { ...user, access: { allEndpoints: true } }, accept: [400] });
  await api.request("POST", ops.createAdminUser.url(A(id)), { body: { ...user, access: { endpoints: ["nope"] } }, accept: [400] });
  const userId = (await api.request("POST", ops.createAdminUser.url(A(id)), { body: user })).body.id as string;
  await api.request("GET", ops.listAdminUsers.url(A(id)));
  await api.request("GET", ops.getAdminUser.url({ ...A(id), userId }));
  await api.request("PUT", ops.updateAdminUser.url({ ...A(id), userId }), { body: { endpoints: [] } });
  await api.request("PUT", ops.updateAdminUser.url({ ...A(id), userId }), { body: { accessAllEndpoints: true } });
  await api.request("PUT", ops.updateAdminUser.url({ ...A(id), userId }), { body: { accessAllEndpoints: false }, accept: [400] });
  await api.request("DELETE", ops.deleteAdminUser.url({ ...A(id), userId }));
  await api.request("GET", ops.getAdminUser.url({ ...A(id), userId }), { accept: [404] });

  await api.request("DELETE", ops.turnOffAppService.url(A(id)));
  await until(world, async () => (await stateOf(world, where, id)) === "turnedOff", "turned off");
  await api.request("POST", ops.turnOnAppService.url(A(id)));
  await api.request("POST", ops.turnOnAppService.url(A(id)), { accept: [409] });
  await until(world, async () => (await stateOf(world, where, id)) === "healthy", "turned on");
  await api.request("DELETE", ops.deleteAppService.url(A(id)));
  await until(world, async () => (await api.request("GET", ops.getAppService.url(A(id)), { accept: [404] })).status === 404, "deleted");
};
