import * as pulumi from "@pulumi/pulumi";
import { program } from "./app";

// The Pulumi entry point (`pulumi up`).
const config = new pulumi.Config();
const stack = program({
  organizationId: config.require("organizationId"),
  projectId: config.require("projectId"),
  clusterId: config.require("clusterId"),
  oidcIssuer: config.require("oidcIssuer"),
  privateEndpointId: config.get("privateEndpointId"),
});

export const publicURL = stack.publicURL;
export const token = stack.token;
