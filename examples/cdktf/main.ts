import { App, TerraformOutput, TerraformStack, TerraformVariable } from "cdktf";
import type { Construct } from "constructs";
import {
  AllowedCidr,
  ApiKey,
  AppEndpoint,
  AppService,
  AppServiceAdminUser,
  BackupSchedule,
  Bucket,
  DbplaneProvider,
  GatewayDatabase,
  GatewayUser,
  OidcProvider,
  WebhookHandler,
} from "dbplane/cdktf";

/** The quickstart stack as a CDKTF app: a mobile backend on the hosted database. A bucket with
 *  weekly backups, an App Service, an App Endpoint that syncs the bucket's default collection
 *  with its own access-control function and signs users in with OpenID Connect, an office
 *  allow-list entry and a read-only API key for CI; on the endpoint's gateway database, reached
 *  with an admin user the stack makes itself: the GUEST account and a user for the travel agents;
 *  on a self-managed gateway (the provider's gateway settings, DBPLANE_GATEWAY_ADMIN_*), a
 *  database for booking events with a webhook that posts every booking (App Services serves an
 *  App Endpoint's users, roles and sessions, not its configuration). The same stack as
 *  examples/quickstart (Pulumi) and
 *  examples/terraform (HCL), with the same Terraform addresses as the latter: state moves
 *  between the two as it is.
 *
 *  Credentials are not part of the configuration: the provider reads DBPLANE_API_URL and
 *  DBPLANE_API_TOKEN from the environment `terraform` (or `cdktf deploy`) runs in. The scope ids
 *  and the passwords are Terraform variables (TF_VAR_organization_id, …), the passwords sensitive:
 *  nothing secret is written into cdk.tf.json. */
export class QuickstartStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new DbplaneProvider(this, "dbplane", {});

    const variable = (name: string, description: string, extra: { sensitive?: boolean; default?: string } = {}) =>
      new TerraformVariable(this, name, { type: "string", description, ...extra }).stringValue;
    const cluster = {
      organizationId: variable("organization_id", "The organization's id."),
      projectId: variable("project_id", "The project's id."),
      clusterId: variable("cluster_id", "The cluster the stack lives on."),
    };
    const oidcIssuer = variable("oidc_issuer", "The OpenID Connect issuer the App Endpoint trusts.");
    const adminPassword = variable("admin_password", "The App Service admin user's password.", { sensitive: true });
    const agentPassword = variable("agent_password", "The travel agents' gateway password.", { sensitive: true });
    const webhookUrl = variable("webhook_url", "Where the bookings webhook posts.", { default: "https://hooks.example.com/travel/bookings" });

    const bucket = new Bucket(this, "travel_data", { ...cluster, name: "travel-data", memoryAllocationInMb: 256 });

    const backups = new BackupSchedule(this, "travel_data_backups", {
      ...cluster,
      bucketId: bucket.id,
      type: "weekly",
      weeklySchedule: { dayOfWeek: "sunday", startAt: 2, incrementalEvery: 4, retentionTime: "30days", costOptimizedRetention: false },
    });
    // Its address in examples/terraform (construct ids are unique per scope; Terraform names per type).
    backups.overrideLogicalId("travel_data");

    const appService = new AppService(this, "mobile_backend", {
      ...cluster,
      name: "mobile-backend",
      nodes: 2,
      compute: { cpu: 2, ram: 4 },
      timeouts: { create: "60m" },
    });

    const endpoint = new AppEndpoint(this, "travel", {
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

    new OidcProvider(this, "travel_login", {
      ...cluster,
      appServiceId: appService.id,
      appEndpointName: endpoint.id,
      issuer: oidcIssuer,
      clientId: "travel-app",
      register: true,
      userPrefix: "travel",
      default: true,
    });

    new AllowedCidr(this, "office", { ...cluster, cidr: "203.0.113.0/24", comment: "Head office" });

    const ciKey = new ApiKey(this, "ci_readonly", {
      organizationId: cluster.organizationId,
      name: "ci-readonly",
      description: "Read-only key for the CI pipeline",
      organizationRoles: ["organizationMember"],
      expiry: 90,
    });

    // The endpoint's gateway admin credentials, and the connection the gateway resources use.
    const admin = new AppServiceAdminUser(this, "travel_admin", {
      ...cluster,
      appServiceId: appService.id,
      name: "travel-admin",
      password: adminPassword,
      access: { endpoints: [endpoint.name] },
    });
    const gateway = { adminUrl: endpoint.adminUrl, username: admin.name, password: admin.password };

    new GatewayUser(this, "travel_guest", { database: endpoint.id, name: "GUEST", disabled: false, adminChannels: ["public"], gateway });

    new GatewayUser(this, "travel_agent", {
      database: endpoint.id,
      name: "agent",
      password: agentPassword,
      adminChannels: ["bookings", "public"],
      gateway,
    });

    const events = new GatewayDatabase(this, "travel_events", { name: "travel-events", eventProcessing: { maxProcesses: 50 } });

    new WebhookHandler(this, "travel_bookings", {
      database: events.id,
      url: webhookUrl,
      filter: "function (doc, oldDoc) { return doc.type === 'booking'; }",
      timeout: 10,
    });

    new TerraformOutput(this, "public_url", { value: endpoint.publicUrl });
    new TerraformOutput(this, "ci_token", { value: ciKey.token, sensitive: true });
  }
}

// `cdktf synth` runs this file (cdktf.json's "app") with CDKTF_OUTDIR set; the stack lands in
// cdktf.out/stacks/quickstart/cdk.tf.json.
const app = new App();
new QuickstartStack(app, "quickstart");
app.synth();
