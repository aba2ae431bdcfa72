import * as pulumi from "@pulumi/pulumi";
import { program } from "./app";

// The Pulumi entry point (`pulumi up`).
const config = new pulumi.Config();
const stack = program({
  organizationId: config.require("organizationId"),
  projectId: config.require("projectId"),
  clusterId: config.require("clusterId"),
  oidcIssuer: config.require("oidcIssuer"),
  gatewayAdminUrl: config.require("gatewayAdminUrl"),
  gatewayAdminUsername: config.require("gatewayAdminUsername"),
  gatewayAdminPassword: config.require("gatewayAdminPassword"),
  privateEndpointId: config.get("privateEndpointId"),
});

export const publicURL = stack.publicURL;
export const token = stack.token;
