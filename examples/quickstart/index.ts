import * as pulumi from "@pulumi/pulumi";
import { quickstart, quickstartOutputs } from "./stack";

// The Pulumi entry point: `pulumi preview` / `pulumi up` in this directory.
// Scope ids are stack config; credentials are the provider's (dbplane:apiUrl, dbplane:apiToken).
const config = new pulumi.Config("quickstart");

const stack = quickstart({
  organizationId: config.require("organizationId"),
  projectId: config.require("projectId"),
  clusterId: config.require("clusterId"),
  oidcIssuer: config.require("oidcIssuer"),
});

export const { publicURL, adminURL, appServiceId, appServiceState, ciKeyId, ciKeyToken } = quickstartOutputs(stack);
