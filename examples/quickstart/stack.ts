import * as dbplane from "dbplane";

/** The quickstart stack: a mobile backend on the hosted database. A bucket with weekly backups,
 *  an App Service, an App Endpoint that syncs the bucket's default collection with its own
 *  access-control function and signs users in with OpenID Connect, an office allow-list entry and
 *  a read-only API key for CI. */
export interface QuickstartScope {
  organizationId: string;
  projectId: string;
  clusterId: string;
  /** The OpenID Connect issuer the App Endpoint trusts. */
  oidcIssuer: string;
}

/** The App Endpoint's resource name (the runner reads its URLs from it). */
export const QUICKSTART_ENDPOINT = "travel";

export function quickstart(scope: QuickstartScope) {
  const cluster = { organizationId: scope.organizationId, projectId: scope.projectId, clusterId: scope.clusterId };

  const bucket = new dbplane.Bucket("travel-data", { ...cluster, name: "travel-data", memoryAllocationInMb: 256 });

  const backups = new dbplane.BackupSchedule("travel-data-backups", {
    ...cluster,
    bucketId: bucket.id,
    type: "weekly",
    weeklySchedule: { dayOfWeek: "sunday", startAt: 2, incrementalEvery: 4, retentionTime: "30days", costOptimizedRetention: false },
  });

  const appService = new dbplane.AppService("mobile-backend", { ...cluster, name: "mobile-backend", nodes: 2, compute: { cpu: 2, ram: 4 } });

  const endpoint = new dbplane.AppEndpoint(QUICKSTART_ENDPOINT, {
    ...cluster,
    appServiceId: appService.id,
    name: "travel",
    bucket: bucket.name,
    deltaSyncEnabled: true,
    scopes: {
      _default: {
        collections: {
          _default: {
            // Every document lands in the channels it names; only signed-in users may write.
            accessControlFunction: "function (doc, oldDoc, meta) { requireUser(doc.owner || (oldDoc && oldDoc.owner)); channel(doc.channels); }",
          },
        },
      },
    },
    cors: { origin: ["https://app.example.com"], maxAge: 60 },
  });

  const login = new dbplane.OidcProvider("travel-login", {
    ...cluster,
    appServiceId: appService.id,
    appEndpointName: endpoint.name,
    issuer: scope.oidcIssuer,
    clientId: "travel-app",
    register: true,
    userPrefix: "travel",
    default: true,
  });

  const office = new dbplane.AllowedCidr("office", { ...cluster, cidr: "203.0.113.0/24", comment: "Head office" });

  const ciKey = new dbplane.ApiKey("ci-readonly", {
    organizationId: scope.organizationId,
    name: "ci-readonly",
    description: "Read-only key for the CI pipeline",
    organizationRoles: ["organizationMember"],
    expiry: 90,
  });

  return { bucket, backups, appService, endpoint, login, office, ciKey };
}

/** The stack outputs (examples/quickstart/index.ts exports them; `npm start` prints them). */
export function quickstartOutputs(stack: ReturnType<typeof quickstart>) {
  return {
    publicURL: stack.endpoint.publicURL,
    adminURL: stack.endpoint.adminURL,
    appServiceId: stack.appService.id,
    appServiceState: stack.appService.currentState,
    ciKeyId: stack.ciKey.id,
    ciKeyToken: stack.ciKey.token,
  };
}
