import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { providerVersion } from "../../terraform/mirror";
import { CdkApp, nodeForCdktn, type Library } from "../support/cdkCli";
import { client, paths, startTarget, type Target } from "../support/conformance";
import { gatewayAdmin } from "../support/gateway";
import { describeWithTerraform, mirrorInstallation, startDebugProvider, type DebugProvider } from "../support/terraform";

/** examples/cdktf through the real CLIs, as docs/cdktf.md runs it: `cdktf synth`, `diff`,
 *  `deploy`, `diff` with no change and `destroy` (these three with `--skip-synth`) with
 *  cdktf-cli, then the same with cdktn-cli (but the first `diff`: its deploy shows the plan) on
 *  the example with its two imports changed, against one bundled server, and nothing but
 *  127.0.0.1 reachable: proxies point nowhere, no checkpoint, no version check, no crash reports.
 *  cdktf's terraform installs the provider as the docs say (the mirror `dbplane-terraform-mirror`
 *  lays out and the CLI configuration it prints); cdktn's reattaches to the provider in debug
 *  mode, which the same mirror install would only start again for each phase of each run.
 *  ts-node only transpiles main.ts here (TS_NODE_TRANSPILE_ONLY), which synthesizes the same:
 *  test/packaging type-checks it, for both libraries, against the bindings of the packed
 *  package. */

const HCL_EXAMPLE = path.resolve(__dirname, "..", "..", "examples", "terraform", "main.tf");

type Json = Record<string, any>;

/** Every string in a JSON value, with its path. */
function strings(value: unknown, at = ""): Array<[string, string]> {
  if (typeof value === "string") return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${at}[${i}]`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => strings(v, at ? `${at}.${k}` : k));
  return [];
}

/** The configuration without cdktf's `//` metadata (construct paths, the library's version). */
function withoutMetadata(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutMetadata);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).filter(([k]) => k !== "//").map(([k, v]) => [k, withoutMetadata(v)]));
  return value;
}

let t: Target;
let home: string;
let debug: DebugProvider;
const apps: Partial<Record<Library, CdkApp>> = {};
const synthesized: Partial<Record<Library, Json>> = {};

/** The CLIs' environment: the server's credentials and the stack's variables, as the docs export
 *  them; a home of its own holding the CLI configuration. */
function cliEnv(): NodeJS.ProcessEnv {
  const s = t.server!;
  return {
    HOME: home,
    TF_CLI_CONFIG_FILE: path.join(home, ".terraformrc"),
    CHECKPOINT_DISABLE: "1",
    DISABLE_VERSION_CHECK: "1",
    CI: "1",
    HTTP_PROXY: "http://127.0.0.1:9",
    HTTPS_PROXY: "http://127.0.0.1:9",
    NO_PROXY: "127.0.0.1,localhost",
    DBPLANE_API_URL: t.apiUrl,
    DBPLANE_API_TOKEN: t.token,
    DBPLANE_GATEWAY_ADMIN_URL: s.gatewayAdminUrl,
    DBPLANE_GATEWAY_ADMIN_USERNAME: s.gatewayAdminUsername,
    DBPLANE_GATEWAY_ADMIN_PASSWORD: s.gatewayAdminPassword,
    TF_VAR_organization_id: t.organizationId,
    TF_VAR_project_id: t.projectId,
    TF_VAR_cluster_id: t.clusterId,
    TF_VAR_oidc_issuer: `${t.apiUrl}/_conformance/oidc`,
    TF_VAR_admin_password: "Travel-admin-1!",
    TF_VAR_agent_password: "agent-pass",
  };
}

beforeAll(async () => {
  t = await startTarget({ transitionMs: 20 });
  home = fs.mkdtempSync(path.join(os.tmpdir(), "dbplane-cdk-home-"));
  // dbplane-terraform-mirror lays the mirror out under ~/.terraform.d; its CLI configuration goes in ~/.terraformrc.
  fs.writeFileSync(path.join(home, ".terraformrc"), mirrorInstallation(path.join(home, ".terraform.d")));
  // The provider's settings, which the CLI's environment gives a provider Terraform starts.
  debug = await startDebugProvider(Object.fromEntries(Object.entries(cliEnv()).filter(([k]) => k.startsWith("DBPLANE_"))));
  for (const library of ["cdktf", "cdktn"] as const) {
    const env = library === "cdktn" ? { ...cliEnv(), TF_REATTACH_PROVIDERS: debug.reattach } : cliEnv();
    apps[library] = CdkApp.create(library, env, library === "cdktn" ? nodeForCdktn() : undefined);
    const synth = await apps[library]!.ok(["synth"], { TS_NODE_TRANSPILE_ONLY: "1" });
    expect(synth.stdout).toContain("Generated Terraform code for the stacks: quickstart");
    synthesized[library] = JSON.parse(apps[library]!.stackFile("cdk.tf.json"));
  }
}, 180_000);
afterAll(async () => {
  for (const app of Object.values(apps)) app?.close();
  if (home) fs.rmSync(home, { recursive: true, force: true });
  await Promise.all([t?.close(), debug?.close()]);
});

test("cdktf synthesizes the provider block and every resource of the quickstart stack", () => {
  const json = synthesized.cdktf!;
  expect(json["//"].metadata).toMatchObject({ stackName: "quickstart", version: "0.21.0" });
  // The bindings require the provider's version, the package's, under which the mirror lays it out.
  expect(json.terraform.required_providers).toEqual({ dbplane: { source: "registry.terraform.io/dbplane/dbplane", version: providerVersion() } });
  // Credentials come from DBPLANE_API_URL / DBPLANE_API_TOKEN where terraform runs.
  expect(json.provider).toEqual({ dbplane: [{}] });
  // The same stack as the HCL example, at the same addresses.
  const hclAddresses = [...fs.readFileSync(HCL_EXAMPLE, "utf8").matchAll(/^resource "([a-z_]+)" "([a-z_]+)"/gm)].map((m) => `${m[1]}.${m[2]}`).sort();
  const addresses = Object.entries(json.resource as Json).flatMap(([type, byName]) => Object.keys(byName).map((name) => `${type}.${name}`)).sort();
  expect(addresses).toEqual(hclAddresses);
  expect(addresses).toHaveLength(12);
  expect(json.resource.dbplane_app_endpoint.travel).toMatchObject({
    name: "travel",
    delta_sync_enabled: true,
    cors: { origin: ["https://app.example.com"], max_age: 60 },
    scopes: { _default: { collections: { _default: { access_control_function: expect.stringContaining("requireUser") } } } },
  });
  expect(json.resource.dbplane_app_service.mobile_backend).toMatchObject({ nodes: 2, compute: { cpu: 2, ram: 4 }, timeouts: { create: "60m" } });
});

test("references between resources are Terraform interpolations, and each names a resource of the stack", () => {
  const json = synthesized.cdktf!;
  const r = json.resource;
  expect(r.dbplane_backup_schedule.travel_data.bucket_id).toBe("${dbplane_bucket.travel_data.id}");
  expect(r.dbplane_app_endpoint.travel).toMatchObject({ app_service_id: "${dbplane_app_service.mobile_backend.id}", bucket: "${dbplane_bucket.travel_data.name}" });
  expect(r.dbplane_oidc_provider.travel_login).toMatchObject({ app_endpoint_name: "${dbplane_app_endpoint.travel.id}", issuer: "${var.oidc_issuer}" });
  expect(r.dbplane_app_service_admin_user.travel_admin.access).toEqual({ endpoints: ["${dbplane_app_endpoint.travel.name}"] });
  const gateway = {
    admin_url: "${dbplane_app_endpoint.travel.admin_url}",
    username: "${dbplane_app_service_admin_user.travel_admin.name}",
    password: "${dbplane_app_service_admin_user.travel_admin.password}",
  };
  for (const [type, name] of [["dbplane_gateway_user", "travel_guest"], ["dbplane_gateway_user", "travel_agent"]]) {
    expect(r[type][name]).toMatchObject({ database: "${dbplane_app_endpoint.travel.id}", gateway });
  }
  // The webhook is on the self-managed gateway's events database (the provider's gateway settings).
  expect(r.dbplane_webhook_handler.travel_bookings).toMatchObject({ database: "${dbplane_gateway_database.travel_events.id}" });
  expect(r.dbplane_webhook_handler.travel_bookings).not.toHaveProperty("gateway");
  expect(json.output.public_url.value).toBe("${dbplane_app_endpoint.travel.public_url}");

  const refs = strings(r).flatMap(([, s]) => [...s.matchAll(/\$\{(dbplane_[a-z_]+)\.([a-z_]+)\.[a-z_]+\}/g)].map((m) => [m[1], m[2]]));
  expect(refs.length).toBeGreaterThan(15);
  for (const [type, name] of refs) expect({ ref: `${type}.${name}`, declared: Boolean(r[type]?.[name]) }).toEqual({ ref: `${type}.${name}`, declared: true });
});

test("nothing secret is written in plain text: passwords are sensitive variables, the CI token a sensitive output", () => {
  const json = synthesized.cdktf!;
  expect(json.variable.admin_password).toEqual({ type: "string", description: expect.any(String), sensitive: true });
  expect(json.variable.agent_password).toEqual({ type: "string", description: expect.any(String), sensitive: true });
  expect(json.resource.dbplane_app_service_admin_user.travel_admin.password).toBe("${var.admin_password}");
  expect(json.resource.dbplane_gateway_user.travel_agent.password).toBe("${var.agent_password}");
  expect(json.output.ci_token).toEqual({ value: "${dbplane_api_key.ci_readonly.token}", sensitive: true });
  // Every value under a secret-looking key, anywhere, is a reference, never a literal: the two
  // passwords and the password of each of the two gateway connections.
  const secretValues = strings(withoutMetadata(json)).filter(([at]) => /(password|token|secret)$/.test(at));
  expect(secretValues).toHaveLength(4);
  for (const [at, value] of secretValues) expect({ at, value }).toEqual({ at, value: expect.stringMatching(/^\$\{[^}]+\}$/) });
});

test("CDK Terrain synthesizes the same configuration from the same program", () => {
  const json = synthesized.cdktn!;
  expect(json["//"].metadata).toMatchObject({ stackName: "quickstart", version: "0.24.0" });
  // Each keeps its state beside its own app.
  const inApp = (library: Library) => JSON.parse(JSON.stringify(withoutMetadata(synthesized[library])).split(apps[library]!.dir).join("<app>"));
  expect(inApp("cdktn")).toEqual(inApp("cdktf"));
  expect(json.terraform.backend.local.path).toBe(path.join(apps.cdktn!.dir, "terraform.quickstart.tfstate"));
});

for (const library of ["cdktf", "cdktn"] as const) describeWithTerraform(`${library} ${library === "cdktf" ? "diff, " : ""}deploy, diff, destroy`, () => {
  const installed = library === "cdktf" ? "through the mirror" : "by the provider in debug mode";
  test(`the stack is planned, deployed ${installed}, found unchanged and destroyed, with no registry and no extra flag`, async () => {
    const app = apps[library]!;
    const quick = { TS_NODE_TRANSPILE_ONLY: "1" };
    // The synthesized stack holds the provider's lock entry: the CLI's `terraform providers lock`,
    // which would ask the public registry, has nothing to do.
    expect(app.stackFile(".terraform.lock.hcl")).toContain(`provider "registry.terraform.io/dbplane/dbplane" {\n  version     = "${providerVersion()}"`);

    // cdktf's diff plans from scratch; cdktn's deploy shows the same plan (its diff runs below,
    // on the deployed stack).
    if (library === "cdktf") {
      const planned = await app.ok(["diff"], quick);
      expect(planned.stdout).toContain("Plan: 12 to add, 0 to change, 0 to destroy.");
    }

    // The later commands use what was synthesized last, as the docs run them.
    const deployed = await app.ok(["deploy", "--auto-approve", "--skip-synth"]);
    expect(deployed.stdout).toContain("Plan: 12 to add, 0 to change, 0 to destroy.");
    expect(deployed.stdout).toContain("Apply complete! Resources: 12 added, 0 changed, 0 destroyed.");
    expect(deployed.stdout).toMatch(/public_url = "?http:\/\/127\.0\.0\.1:\d+\/travel"?/);
    // `terraform init` installed the provider from the mirror and completed the entry.
    if (library === "cdktf") expect(app.stackFile(".terraform.lock.hcl")).toMatch(/hashes = \[\n\s+"h1:/);
    // cdktf's local backend: the state beside the app.
    const state = JSON.parse(fs.readFileSync(path.join(app.dir, "terraform.quickstart.tfstate"), "utf8"));
    const svc = state.resources.find((r: Json) => r.type === "dbplane_app_service").instances[0].attributes;
    expect(svc).toMatchObject({ current_state: "healthy", nodes: 2 });
    const { A } = paths(t);
    expect((await client(t).get(`${A(svc.id)}/appEndpoints/travel`)).body).toMatchObject({ bucket: "travel-data", state: "Online" });
    expect((await gatewayAdmin(t).get("/travel/_user/agent")).body).toMatchObject({ name: "agent", admin_channels: ["bookings", "public"] });

    const unchanged = await app.ok(["diff", "--skip-synth"]);
    expect(unchanged.stdout).toContain("No changes. Your infrastructure matches the configuration.");

    const destroyed = await app.ok(["destroy", "--auto-approve", "--skip-synth"]);
    expect(destroyed.stdout).toContain("Destroy complete! Resources: 12 destroyed.");
    expect((await client(t).get(A(svc.id))).status).toBe(404);
  }, 300_000);
});
