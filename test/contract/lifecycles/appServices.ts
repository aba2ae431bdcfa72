import { appServiceSpec } from "../../../resources/appService";
import { appServiceAdminUserSpec } from "../../../resources/appServiceAdminUser";
import { appServiceOperations } from "../../../schema/api/appServices";
import { client } from "../../support/conformance";
import { healthyAppService } from "../calls/appServices";
import type { Lifecycle, World } from "../lifecycle";

/** The gcp cluster of the seeded world: the App Service's own lifecycle runs there, so that it
 *  never meets the aws cluster's App Service the other lifecycles use. */
const gcp = (w: World) => ({ ...w.scope, clusterId: w.target.clusters.find((c) => c.cloudProvider === "gcp")!.id });

/** An App Endpoint of the App Service, for access lists (made outside the recording: its area's
 *  operations are not in this model). */
async function endpoint(w: World, appServiceId: string): Promise<string> {
  const name = w.unique("ep");
  const bucket = w.unique("bucket");
  const api = client(w.target);
  const A = appServiceOperations.getAppService.url({ ...w.scope, appServiceId });
  const made = [await api.post(`${A.slice(0, A.indexOf("/appservices/"))}/buckets`, { name: bucket }), await api.post(`${A}/appEndpoints`, { name, bucket })];
  if (made.some((r) => r.status !== 201)) throw new Error(`App Endpoint not made: ${made.map((r) => r.text).join(" ")}`);
  return name;
}

export const lifecycles: Lifecycle[] = [
  {
    name: "AppService (resized in place; a new name replaces it)",
    spec: appServiceSpec,
    setup: async (w) => ({ ...gcp(w), name: w.unique("svc") }),
    create: { version: "3.2", turnedOff: false },
    updates: [{ nodes: 3, compute: { cpu: 4, ram: 8 } }, { nodes: undefined, compute: undefined }],
    replace: { name: "renamed" },
  },
  {
    name: "AppServiceAdminUser (access widened and narrowed in place)",
    spec: appServiceAdminUserSpec,
    setup: async (w) => {
      const appServiceId = await healthyAppService(w);
      const name = await endpoint(w, appServiceId);
      return { ...w.scope, appServiceId, name: w.unique("ops"), password: "Secr3t!pw", access: { endpoints: [name] } };
    },
    create: {},
    updates: [{ access: { accessAllEndpoints: true } }, { access: { endpoints: [] } }],
    replace: { password: "An0ther!pw" },
  },
];
