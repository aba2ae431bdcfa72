import { privateEndpointOperations as ops } from "../../../schema/api/privateEndpoints";
import { client } from "../../support/conformance";
import type { Calls } from "../calls";
import { healthyAppService, until } from "./appServices";

/** Every operation of an App Service's private endpoint service, as a user of the API would call
 *  them: enable, the connect command, a cloud-side request accepted and another rejected, the
 *  listing, disable. */
export const calls: Calls = async (world) => {
  const { api } = world;
  const appServiceId = await healthyAppService(world);
  const S = { ...world.scope, appServiceId };
  const stateOf = async () => (await api.request("GET", ops.getPrivateEndpointService.url(S))).body.state as string;
  const statusOf = async (endpointId: string) =>
    ((await api.request("GET", ops.listPrivateEndpoints.url(S))).body.endpoints as Array<{ id: string; status: string }>).find((e) => e.id === endpointId)?.status;
  const request = (endpointId: string) => client(world.target).control("POST", "simulate/private-endpoint", { appServiceId, endpointId });

  if ((await stateOf()) !== "enabled") {
    await api.request("GET", ops.listPrivateEndpoints.url(S), { accept: [409] });
    await api.request("POST", ops.enablePrivateEndpointService.url(S));
    await until(world, async () => (await stateOf()) === "enabled", "private endpoint service enabled");
  }
  await api.request("POST", ops.getPrivateEndpointCommand.url(S), { body: { vpcID: "vpc-0123456789", subnetIDs: ["subnet-1"] } });
  await api.request("POST", ops.getPrivateEndpointCommand.url(S), { body: { vpcID: "vpc-0123456789", subnetIDs: [] } });
  await api.request("POST", ops.getPrivateEndpointCommand.url(S), { body: { vpcID: "vpc", subnetIDs: ["subnet-1"] }, accept: [400] });

  const accepted = world.unique("vpce-a");
  const rejected = world.unique("vpce-r");
  await request(accepted);
  await request(rejected);
  await api.request("POST", ops.acceptPrivateEndpoint.url({ ...S, endpointId: accepted }));
  await api.request("POST", ops.acceptPrivateEndpoint.url({ ...S, endpointId: "vpce-none" }), { accept: [404] });
  await until(world, async () => (await statusOf(accepted)) === "linked", "endpoint linked");
  await api.request("DELETE", ops.rejectPrivateEndpoint.url({ ...S, endpointId: rejected }));
  await api.request("GET", ops.listPrivateEndpoints.url(S));
  await api.request("DELETE", ops.rejectPrivateEndpoint.url({ ...S, endpointId: accepted }));

  await api.request("DELETE", ops.disablePrivateEndpointService.url(S));
  await api.request("DELETE", ops.disablePrivateEndpointService.url(S), { accept: [409] });
  await until(world, async () => (await stateOf()) === "disabled", "private endpoint service disabled");
};
