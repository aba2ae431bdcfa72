import { privateEndpointSpec } from "../../../resources/privateEndpoint";
import { privateEndpointServiceSpec } from "../../../resources/privateEndpointService";
import { privateEndpointOperations } from "../../../schema/api/privateEndpoints";
import { client } from "../../support/conformance";
import { healthyAppService, until } from "../calls/appServices";
import type { Lifecycle, World } from "../lifecycle";

/** The aws App Service with its private endpoint service enabled, and cloud-side requests for
 *  `endpointIds`. */
async function privateEndpoints(w: World, endpointIds: string[]): Promise<string> {
  const appServiceId = await healthyAppService(w);
  const S = { ...w.scope, appServiceId };
  const state = async () => (await w.api.get(privateEndpointOperations.getPrivateEndpointService.url(S))).body.state;
  if ((await state()) !== "enabled") {
    await w.api.request("POST", privateEndpointOperations.enablePrivateEndpointService.url(S));
    await until(w, async () => (await state()) === "enabled", "private endpoint service enabled");
  }
  for (const endpointId of endpointIds) await client(w.target).control("POST", "simulate/private-endpoint", { appServiceId, endpointId });
  return appServiceId;
}

export const lifecycles: Lifecycle[] = [
  {
    name: "PrivateEndpointService (enabled, then disabled)",
    spec: privateEndpointServiceSpec,
    setup: async (w) => ({ ...w.scope, appServiceId: await healthyAppService(w) }),
    create: {},
  },
  {
    name: "PrivateEndpoint (accepted; another endpoint replaces it)",
    spec: privateEndpointSpec,
    setup: async (w) => ({ ...w.scope, appServiceId: await privateEndpoints(w, ["vpce-lc-1", "vpce-lc-2"]) }),
    create: { endpointId: "vpce-lc-1" },
    replace: { endpointId: "vpce-lc-2" },
  },
];
