import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { client, paths, startTarget, type Target } from "../support/conformance";
import { gatewayAdmin } from "../support/gateway";
import { describeWithTerraform, mirrorInstallation, TerraformWorkdir } from "../support/terraform";

/** examples/cdktf as `cdktf synth` and `cdktf deploy` run it: main.ts run in-process with
 *  CDKTF_OUTDIR set (what `cdktf synth` does), with cdktf and — its two imports mapped to `cdktn`
 *  and `dbplane/cdktn`, which is all a CDK Terrain user changes — with CDK Terrain; the
 *  cdk.tf.json it writes is checked, then applied by the real `terraform` against the bundled
 *  server (init, apply, a plan with no change, destroy). */

const EXAMPLE = path.resolve(__dirname, "..", "..", "examples", "cdktf", "main.ts");
const HCL_EXAMPLE = path.resolve(__dirname, "..", "..", "examples", "terraform", "main.tf");

type Library = "cdktf" | "cdktn";
type Json = Record<string, any>;

const scratch: string[] = [];

/** Runs the example's main.ts (which synthesizes at the end) with `library`; its cdk.tf.json. */
function synth(library: Library): { json: Json; text: string } {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), `dbplane-${library}-synth-`));
  scratch.push(outdir);
  process.env.CDKTF_OUTDIR = outdir;
  try {
    jest.isolateModules(() => {
      if (library === "cdktn") {
        jest.doMock("cdktf", () => jest.requireActual("cdktn"));
        jest.doMock("dbplane/cdktf", () => jest.requireActual("dbplane/cdktn"));
      }
      require(EXAMPLE);
    });
  } finally {
    jest.dontMock("cdktf");
    jest.dontMock("dbplane/cdktf");
    delete process.env.CDKTF_OUTDIR;
  }
  const text = fs.readFileSync(path.join(outdir, "stacks", "quickstart", "cdk.tf.json"), "utf8");
  return { json: JSON.parse(text), text };
}

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

let synthesized: Record<Library, { json: Json; text: string }>;

beforeAll(() => {
  synthesized = { cdktf: synth("cdktf"), cdktn: synth("cdktn") };
});
afterAll(() => {
  for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true });
});

test("cdktf synthesizes the provider block and every resource of the quickstart stack", () => {
  const { json } = synthesized.cdktf;
  expect(json["//"].metadata).toMatchObject({ stackName: "quickstart", version: "0.21.0" });
  expect(json.terraform.required_providers).toEqual({ dbplane: { source: "registry.terraform.io/dbplane/dbplane" } });
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
  const { json } = synthesized.cdktf;
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
  const { json } = synthesized.cdktf;
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
  const { json } = synthesized.cdktn;
  expect(json["//"].metadata).toMatchObject({ stackName: "quickstart", version: "0.24.0" });
  expect(withoutMetadata(json)).toEqual(withoutMetadata(synthesized.cdktf.json));
});

describeWithTerraform("cdktf deploy: the synthesized stack through the real terraform", () => {
  let t: Target;
  let tf: TerraformWorkdir;

  beforeAll(async () => {
    t = await startTarget({ transitionMs: 20 });
    // `cdktf deploy` runs `terraform init`: the provider comes from a filesystem mirror.
    tf = TerraformWorkdir.create(mirrorInstallation);
  });
  afterAll(async () => {
    tf?.close();
    await t?.close();
  });

  test("init, apply, a plan with no change, destroy; state where the backend override puts it", async () => {
    tf.write("cdk.tf.json", synthesized.cdktf.text);
    // cdktf's local backend keeps state beside the app (an absolute path of the machine that
    // synthesized); a pipeline overrides the backend the same way (docs/gitops.md).
    const state = path.join(tf.dir, "quickstart.tfstate");
    tf.write("backend_override.tf.json", JSON.stringify({ terraform: { backend: { local: { path: state } } } }));
    const env = {
      DBPLANE_API_URL: t.apiUrl,
      DBPLANE_API_TOKEN: t.token,
      TF_VAR_organization_id: t.organizationId,
      TF_VAR_project_id: t.projectId,
      TF_VAR_cluster_id: t.clusterId,
      TF_VAR_oidc_issuer: `${t.apiUrl}/_conformance/oidc`,
      TF_VAR_admin_password: "Travel-admin-1!",
      TF_VAR_agent_password: "agent-pass",
      DBPLANE_GATEWAY_ADMIN_URL: t.server!.gatewayAdminUrl,
      DBPLANE_GATEWAY_ADMIN_USERNAME: t.server!.gatewayAdminUsername,
      DBPLANE_GATEWAY_ADMIN_PASSWORD: t.server!.gatewayAdminPassword,
    };
    await tf.ok(["init", "-input=false"], env);
    const applied = await tf.ok(["apply", "-auto-approve"], env);
    expect(applied.stdout).toContain("Apply complete! Resources: 12 added, 0 changed, 0 destroyed.");
    expect(fs.existsSync(state)).toBe(true);
    expect(fs.existsSync(synthesized.cdktf.json.terraform.backend.local.path)).toBe(false);

    const shown = await tf.state();
    const svc = shown["dbplane_app_service.mobile_backend"];
    expect(svc).toMatchObject({ current_state: "healthy", nodes: 2 });
    const { A } = paths(t);
    expect((await client(t).get(`${A(svc.id)}/appEndpoints/travel`)).body).toMatchObject({ bucket: "travel-data", state: "Online" });
    expect((await gatewayAdmin(t).get("/travel/_user/agent")).body).toMatchObject({ name: "agent", admin_channels: ["bookings", "public"] });
    expect(JSON.parse((await tf.ok(["output", "-json", "public_url"])).stdout)).toMatch(/\/travel$/);

    const plan = await tf.run(["plan", "-detailed-exitcode"], env);
    expect({ code: plan.code, stderr: plan.stderr }).toEqual({ code: 0, stderr: "" });

    const destroyed = await tf.ok(["destroy", "-auto-approve"], env);
    expect(destroyed.stdout).toContain("Destroy complete! Resources: 12 destroyed.");
    expect((await client(t).get(A(svc.id))).status).toBe(404);
  }, 120_000);
});
