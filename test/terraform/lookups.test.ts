import { createHash } from "node:crypto";
import * as fs from "node:fs";
import * as path from "node:path";
import { client, paths, startTarget, type Target } from "../support/conformance";
import { describeWithTerraform, hcl, TerraformWorkdir } from "../support/terraform";

/** Data sources through the real `terraform` (reattached to the provider in debug mode, whose
 *  environment holds DBPLANE_API_URL and DBPLANE_API_TOKEN, as the example expects) against the
 *  conformance server: examples/terraform/office, as written, finds what another stack made (an
 *  App Service, created here through the API) by its name (singular), reads its certificate
 *  (read-only) and lists its App Endpoints (none: `[]`); the results feed resources (with a file
 *  the test adds, feeding one from a list and the certificate); a second plan finds no change; a
 *  lookup of something missing fails naming what it looked for and where. */

const EXAMPLE = path.resolve(__dirname, "..", "..", "examples", "terraform", "office", "main.tf");

let t: Target;
let api: ReturnType<typeof client>;
let tf: TerraformWorkdir;
let sharedId: string;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  t = await startTarget({ transitionMs: 20 });
  api = client(t);
  tf = await TerraformWorkdir.reattached({ DBPLANE_API_URL: t.apiUrl, DBPLANE_API_TOKEN: t.token });
  env = { TF_VAR_organization_id: t.organizationId, TF_VAR_project_id: t.projectId, TF_VAR_cluster_id: t.clusterId };
  // Another team's stack made this App Service.
  const made = await api.post(`${paths(t).C}/appservices`, { name: "mobile-backend" });
  expect(made.status).toBe(201);
  sharedId = made.body.id;
});
afterAll(async () => {
  await tf?.close();
  await t?.close();
});

const cluster = () => ({ organization_id: t.organizationId, project_id: t.projectId, cluster_id: t.clusterId });
const block = (kind: "data" | "resource", type: string, name: string, attrs: Record<string, unknown>) =>
  `${kind} "${type}" "${name}" {\n${Object.entries(attrs)
    .map(([k, v]) => `  ${k} = ${typeof v === "string" && v.startsWith("data.") ? v : hcl(v, "  ")}`)
    .join("\n")}\n}\n`;

/** Beside the example: a resource fed by a list and by the certificate, and an empty list. */
function extra(): string {
  return [
    block("data", "dbplane_app_services", "project", { organization_id: t.organizationId, project_id: t.projectId }),
    block("data", "dbplane_buckets", "none", cluster()),
    `resource "dbplane_app_service_allowed_cidr" "pinned" {
  organization_id = var.organization_id
  project_id      = var.project_id
  cluster_id      = var.cluster_id
  app_service_id  = one(data.dbplane_app_services.project.items).id
  cidr            = "198.51.100.7/32"
  comment         = "pins \${substr(sha1(data.dbplane_app_service_certificate.backend.certificate), 0, 8)}"
}
`,
    `output "no_buckets" {\n  value = data.dbplane_buckets.none.items\n}\n`,
    `output "backend_nodes" {\n  value = data.dbplane_app_service.backend.nodes\n}\n`,
  ].join("\n");
}

describeWithTerraform("data sources through terraform", () => {
  test("singular, list and read-only data sources feed a resource; the next plan finds no change; an empty list is []", async () => {
    tf.write("main.tf", fs.readFileSync(EXAMPLE, "utf8"));
    tf.write("extra.tf", extra());
    await tf.ok(["apply", "-auto-approve"], env);
    // The state file as the apply left it (one terraform run fewer than `show -json`).
    const saved = JSON.parse(fs.readFileSync(path.join(tf.dir, "terraform.tfstate"), "utf8"));
    type Saved = { mode: string; type: string; name: string; instances: Array<{ attributes: any }> };
    const state = Object.fromEntries((saved.resources as Saved[]).map((r) => [`${r.mode === "data" ? "data." : ""}${r.type}.${r.name}`, r.instances[0].attributes]));
    const certificate: string = state["data.dbplane_app_service_certificate.backend"].certificate;
    expect(certificate).toContain("BEGIN CERTIFICATE");
    expect(state["data.dbplane_app_service.backend"]).toMatchObject({ id: sharedId, name: "mobile-backend", nodes: 2, turned_off: false, cloud_provider: expect.any(String) });
    const sha1 = createHash("sha1").update(certificate).digest("hex").slice(0, 8);
    expect(state["dbplane_app_service_allowed_cidr.office"]).toMatchObject({ app_service_id: sharedId, cidr: "203.0.113.0/24" });
    expect(state["dbplane_app_service_allowed_cidr.pinned"]).toMatchObject({ app_service_id: sharedId, comment: `pins ${sha1}` });
    const entries = (await api.get(`${paths(t).A(sharedId)}/allowedcidrs`)).body.data;
    expect(entries.map((e: { cidr: string }) => e.cidr).sort()).toEqual(["198.51.100.7/32", "203.0.113.0/24"]);
    const outputs = saved.outputs;
    expect(outputs.certificate.value).toBe(certificate);
    expect(outputs.app_endpoints.value).toEqual([]);
    expect(outputs.no_buckets.value).toEqual([]);
    expect(outputs.backend_nodes.value).toBe(2);

    const plan = await tf.run(["plan", "-detailed-exitcode"], env);
    expect({ code: plan.code, stderr: plan.stderr }).toEqual({ code: 0, stderr: "" });
  }, 120_000);

  test("a lookup that finds nothing fails the plan naming what it looked for and where; one given neither id nor name is refused", async () => {
    const missing = await tf.run(["plan"], { ...env, TF_VAR_app_service_name: "nobody" });
    expect(missing.code).toBe(1);
    expect(missing.stderr.replace(/\s+/g, " ")).toContain(
      `no AppService with name 'nobody' was found in organization ${t.organizationId}, project ${t.projectId}, cluster ${t.clusterId}.`,
    );
    tf.write("missing.tf", block("data", "dbplane_app_service", "vague", cluster()));
    const vague = await tf.run(["validate"], env);
    expect(vague.code).toBe(1);
    expect(vague.stderr.replace(/\s+/g, " ")).toContain("give `id` or `name`");
  }, 60_000);
});
