import * as pulumi from "@pulumi/pulumi";
import * as dbplane from "dbplane";

/** The program: a bucket with weekly backups, an App Service and an App Endpoint over the
 *  bucket, a temporary allow-list entry for a contractor, and an API key for CI. Its settings
 *  come from the stack config (`pulumi config set mobile-backend:<key> <value>`). */
export function mobileBackend() {
  const config = new pulumi.Config("mobile-backend");
  const cluster = {
    organizationId: config.require("organizationId"),
    projectId: config.require("projectId"),
    clusterId: config.require("clusterId"),
  };

  const bucket = new dbplane.Bucket("data", { ...cluster, name: config.get("bucketName") ?? "orders", memoryAllocationInMb: 256 });

  const backups = new dbplane.BackupSchedule("data-backups", {
    ...cluster,
    bucketId: bucket.id,
    type: "weekly",
    weeklySchedule: { dayOfWeek: "sunday", startAt: 2, incrementalEvery: 4, retentionTime: "30days", costOptimizedRetention: false },
  });

  const service = new dbplane.AppService("backend", { ...cluster, name: "mobile-backend", nodes: config.getNumber("nodes") ?? 2 });

  const endpoint = new dbplane.AppEndpoint("orders", {
    ...cluster,
    appServiceId: service.id,
    name: "orders",
    bucket: bucket.name,
    cors: { origin: ["https://app.example.com"] },
  });

  const contractor = new dbplane.AllowedCidr("contractor", {
    ...cluster,
    cidr: "198.51.100.7/32",
    comment: "Contractor, until the end of the engagement",
    expiresAt: config.require("contractorUntil"),
  });

  const ciKey = new dbplane.ApiKey("ci", {
    organizationId: cluster.organizationId,
    name: "ci",
    organizationRoles: ["organizationMember"],
    expiry: 30,
  });

  return { bucket, backups, service, endpoint, contractor, ciKey };
}
