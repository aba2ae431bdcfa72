import * as pulumi from "@pulumi/pulumi";
import * as dbplane from "dbplane";

/** Every resource class of dbplane, as a user's program declares them. */
export interface Ids {
  organizationId: string;
  projectId: string;
  clusterId: string;
  oidcIssuer: string;
  gatewayAdminUrl: string;
  gatewayAdminUsername: string;
  gatewayAdminPassword: string;
  /** A cloud-side private endpoint connection to accept, once there is one. */
  privateEndpointId?: string;
}

export function program(ids: Ids) {
  const cluster = { organizationId: ids.organizationId, projectId: ids.projectId, clusterId: ids.clusterId };
  const bucket = new dbplane.Bucket("bucket", { ...cluster, name: "inventory", memoryAllocationInMb: 256 });
  new dbplane.BackupSchedule("backups", {
    ...cluster,
    bucketId: bucket.id,
    type: "weekly",
    weeklySchedule: { dayOfWeek: "monday", startAt: 1, incrementalEvery: 6, retentionTime: "60days", costOptimizedRetention: false },
  });
  const service = new dbplane.AppService("service", { ...cluster, name: "inventory-sync", nodes: 2, compute: { cpu: 2, ram: 4 } });
  const inService = { ...cluster, appServiceId: service.id };
  const endpoint = new dbplane.AppEndpoint("endpoint", {
    ...inService,
    name: "inventory",
    bucket: bucket.name,
    // An output nested in an object input.
    cors: { origin: [pulumi.interpolate`https://${bucket.name}.example.com`] },
  });
  new dbplane.OidcProvider("login", { ...inService, appEndpointName: endpoint.id, issuer: ids.oidcIssuer, clientId: "inventory-app", default: true });
  new dbplane.AllowedCidr("office", { ...cluster, cidr: "203.0.113.0/24", comment: "office" });
  new dbplane.AppServiceAllowedCidr("office-sync", { ...inService, cidr: "203.0.113.0/24" });
  new dbplane.AlertIntegration("alerts", {
    organizationId: ids.organizationId,
    projectId: ids.projectId,
    kind: "webhook",
    name: "ops",
    config: { webhook: { method: "POST", url: "https://alerts.example.com/inventory", token: "t0ken", headers: { "x-team": "inventory" } } },
  });
  const key = new dbplane.ApiKey("key", { organizationId: ids.organizationId, name: "inventory-ci", organizationRoles: ["organizationMember"] });
  new dbplane.AuditLogStreaming("logs", {
    ...inService,
    streamingEnabled: true,
    outputType: "generic_http",
    credentials: { url: "https://logs.example.com/ingest" },
  });
  const admin = new dbplane.AppServiceAdminUser("admin", {
    ...inService,
    name: "inventory-admin",
    password: pulumi.secret("Inventory-admin-1!"),
    access: { endpoints: [endpoint.name] },
  });
  const gateway = { adminUrl: endpoint.adminURL, username: admin.name, password: admin.password };
  const selfManaged = { adminUrl: ids.gatewayAdminUrl, username: ids.gatewayAdminUsername, password: ids.gatewayAdminPassword };
  const database = new dbplane.GatewayDatabase("scratch", { name: "scratch", bucket: bucket.name, gateway: selfManaged });
  new dbplane.GatewayUser("guest", { database: endpoint.id, name: "GUEST", disabled: false, adminChannels: ["public"], gateway });
  new dbplane.GatewayUser("clerk", { database: database.id, name: "clerk", password: pulumi.secret("clerk-pass"), adminChannels: ["stock"] });
  // Webhooks are a self-managed gateway's (App Services serves no database configuration).
  new dbplane.WebhookHandler("stock-hook", { database: database.id, url: "https://hooks.example.com/stock", filter: "function (doc) { return doc.type === 'stock'; }", gateway: selfManaged });
  const privateService = new dbplane.PrivateEndpointService("private", inService);
  if (ids.privateEndpointId) {
    new dbplane.PrivateEndpoint("vpce", { ...inService, endpointId: ids.privateEndpointId }, { dependsOn: [privateService] });
  }
  return { publicURL: endpoint.publicURL, token: key.token, appServiceId: service.id };
}
