import * as pulumi from "@pulumi/pulumi";
import { quickstart, quickstartOutputs } from "./stack";

// The Pulumi entry point: `pulumi preview` / `pulumi up` in this directory.
// Scope ids and the passwords the stack sets are stack config; credentials are the provider's
// (dbplane:apiUrl, dbplane:apiToken). The gateway users reach the App Endpoint's database with the
// admin user the stack makes itself (their `gateway` input); the events database and its webhook
// are on a self-managed gateway: the provider's gateway settings (dbplane:gatewayAdminUrl,
// dbplane:gatewayAdminUsername, dbplane:gatewayAdminPassword).
const config = new pulumi.Config("quickstart");

const stack = quickstart({
  organizationId: config.require("organizationId"),
  projectId: config.require("projectId"),
  clusterId: config.require("clusterId"),
  oidcIssuer: config.require("oidcIssuer"),
  adminPassword: config.requireSecret("adminPassword"),
  agentPassword: config.requireSecret("agentPassword"),
});

export const { publicURL, adminURL, appServiceId, appServiceState, ciKeyId, ciKeyToken, eventsDatabase, appServiceCertificate } = quickstartOutputs(stack);
