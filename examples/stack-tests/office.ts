import * as pulumi from "@pulumi/pulumi";
import * as dbplane from "dbplane";

/** Another team's program: it manages none of the mobile backend, and finds it with lookups (the
 *  provider's settings are the stack config's, as for resources): the App Service by its name,
 *  to give the office access to it; its certificate, for the mobile clients to pin; its App
 *  Endpoints and private endpoints, for a report. */
export async function officeAccess() {
  const config = new pulumi.Config("mobile-backend");
  const cluster = {
    organizationId: config.require("organizationId"),
    projectId: config.require("projectId"),
    clusterId: config.require("clusterId"),
  };

  // The promise form: the program waits for the App Service before declaring what uses it.
  const service = await dbplane.getAppService({ ...cluster, name: config.get("appServiceName") ?? "mobile-backend" });

  const office = new dbplane.AppServiceAllowedCidr("office", { ...cluster, appServiceId: service.id, cidr: "203.0.113.0/24", comment: "Office" });

  // The Output form: its arguments may be outputs of resources.
  const certificate = dbplane.getAppServiceCertificateOutput({ ...cluster, appServiceId: office.appServiceId }).certificate;
  const endpointNames = dbplane.getAppEndpointsOutput({ ...cluster, appServiceId: service.id }).items.apply((items) => items.map((e) => e.name));
  const privateEndpoints = dbplane.getPrivateEndpointsOutput({ ...cluster, appServiceId: service.id }).items;

  return { office, certificate, endpointNames, privateEndpoints };
}
