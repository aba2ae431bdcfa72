import type * as pulumi from "@pulumi/pulumi";
import * as dbplane from "dbplane";

/** The quickstart stack: a mobile backend on the hosted database. A bucket with weekly backups,
 *  an App Service, an App Endpoint that syncs the bucket's default collection with its own
 *  access-control function and signs users in with OpenID Connect, an office allow-list entry and
 *  a read-only API key for CI; on the endpoint's gateway database, reached with an admin user the
 *  stack makes itself: a GUEST policy (anonymous clients read the `public` channel) and a user for
 *  the travel agents. And on a self-managed gateway (the provider's gateway settings), a database
 *  for booking events with a webhook that posts every booking: App Services serves an App
 *  Endpoint's users, roles and sessions, not its configuration, so webhooks live on a gateway of
 *  your own. */
export interface QuickstartScope {
  organizationId: string;
  projectId: string;
  clusterId: string;
  /** The OpenID Connect issuer the App Endpoint trusts. */
  oidcIssuer: string;
  /** Passwords of the App Service admin user and of the agents' gateway user; the defaults are
   *  for the local conformance server only (examples/quickstart/index.ts reads secrets). */
  adminPassword?: pulumi.Input<string>;
  agentPassword?: pulumi.Input<string>;
  /** The bucket's name (default `travel-data`). */
  bucketName?: string;
  /** Where the bookings webhook posts. */
  webhookUrl?: string;
  /** The self-managed gateway of the events database (default: the provider's gateway settings). */
  eventsGateway?: { adminUrl: pulumi.Input<string>; username: pulumi.Input<string>; password: pulumi.Input<string> };
}

/** The App Endpoint's resource name (the runner reads its URLs from it). */
export const QUICKSTART_ENDPOINT = "travel";

/** The passwords the stack sets when none are given: for the local conformance server only. */
export const LOCAL_PASSWORDS = { admin: "Travel-admin-1!", agent: "agent-pass" };

export function quickstart(scope: QuickstartScope) {
  const cluster = { organizationId: scope.organizationId, projectId: scope.projectId, clusterId: scope.clusterId };

  const bucket = new dbplane.Bucket("travel-data", { ...cluster, name: scope.bucketName ?? "travel-data", memoryAllocationInMb: 256 });

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
    appEndpointName: endpoint.id,
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

  // The endpoint's gateway admin credentials, and the connection the gateway resources use.
  const admin = new dbplane.AppServiceAdminUser("travel-admin", {
    ...cluster,
    appServiceId: appService.id,
    name: "travel-admin",
    password: scope.adminPassword ?? LOCAL_PASSWORDS.admin,
    access: { endpoints: [endpoint.name] },
  });
  const gateway = { adminUrl: endpoint.adminURL, username: admin.name, password: admin.password };

  const guest = new dbplane.GatewayUser("travel-guest", { database: endpoint.id, name: "GUEST", disabled: false, adminChannels: ["public"], gateway });

  const agent = new dbplane.GatewayUser("travel-agent", {
    database: endpoint.id,
    name: "agent",
    password: scope.agentPassword ?? LOCAL_PASSWORDS.agent,
    adminChannels: ["bookings", "public"],
    gateway,
  });

  // Booking events on a self-managed gateway's database, with the webhook that posts each booking.
  const events = new dbplane.GatewayDatabase("travel-events", {
    name: "travel-events",
    eventProcessing: { maxProcesses: 50 },
    ...(scope.eventsGateway ? { gateway: scope.eventsGateway } : {}),
  });

  const bookingsHook = new dbplane.WebhookHandler("travel-bookings-hook", {
    database: events.id,
    url: scope.webhookUrl ?? "https://hooks.example.com/travel/bookings",
    filter: "function (doc, oldDoc) { return doc.type === 'booking'; }",
    timeout: 10,
    ...(scope.eventsGateway ? { gateway: scope.eventsGateway } : {}),
  });

  return { bucket, backups, appService, endpoint, login, office, ciKey, admin, guest, agent, events, bookingsHook };
}

/** The stack outputs (examples/quickstart/index.ts exports them; `npm start` prints them). The
 *  App Service's certificate, which mobile clients pin, is a lookup: no resource manages it. */
export function quickstartOutputs(stack: ReturnType<typeof quickstart>) {
  const { appService } = stack;
  const certificate = dbplane.getAppServiceCertificateOutput({
    organizationId: appService.organizationId,
    projectId: appService.projectId,
    clusterId: appService.clusterId,
    appServiceId: appService.id,
  }).certificate;
  return {
    publicURL: stack.endpoint.publicURL,
    adminURL: stack.endpoint.adminURL,
    appServiceId: stack.appService.id,
    appServiceState: stack.appService.currentState,
    ciKeyId: stack.ciKey.id,
    ciKeyToken: stack.ciKey.token,
    eventsDatabase: stack.events.name,
    appServiceCertificate: certificate,
  };
}
