import { client, paths, startTarget, type Target } from "../support/conformance";
import { describeWithTerraform, hcl, providerConfig, TerraformWorkdir } from "../support/terraform";

/** Data sources through the real `terraform` (dev_overrides, no init) against the conformance
 *  server: what another stack made (an App Service, created here through the API) is found by
 *  its name (singular), listed (list) and its certificate read (read-only); the results feed a
 *  resource; a second plan finds no change; an empty list is `[]`; a lookup of something
 *  missing fails naming what it looked for and where. */

let t: Target;
let api: ReturnType<typeof client>;
let tf: TerraformWorkdir;
let sharedId: string;

beforeAll(async () => {
  t = await startTarget({ transitionMs: 20 });
  api = client(t);
  tf = TerraformWorkdir.create();
  // Another team's stack made this App Service.
  const made = await api.post(`${paths(t).C}/appservices`, { name: "shared-mobile" });
  expect(made.status).toBe(201);
  sharedId = made.body.id;
});
afterAll(async () => {
  tf?.close();
  await t?.close();
});

const cluster = () => ({ organization_id: t.organizationId, project_id: t.projectId, cluster_id: t.clusterId });
const block = (kind: "data" | "resource", type: string, name: string, attrs: Record<string, unknown>) =>
  `${kind} "${type}" "${name}" {\n${Object.entries(attrs)
    .map(([k, v]) => `  ${k} = ${typeof v === "string" && v.startsWith("data.") ? v : hcl(v, "  ")}`)
    .join("\n")}\n}\n`;

function consumer(): string {
  return [
    providerConfig(t.apiUrl, t.token),
    block("data", "dbplane_app_service", "shared", { ...cluster(), name: "shared-mobile" }),
    block("data", "dbplane_app_services", "project", { organization_id: t.organizationId, project_id: t.projectId }),
    block("data", "dbplane_app_service_certificate", "cert", { ...cluster(), app_service_id: "data.dbplane_app_service.shared.id" }),
    block("data", "dbplane_buckets", "none", cluster()),
    `resource "dbplane_app_service_allowed_cidr" "office" {
  organization_id = ${hcl(t.organizationId)}
  project_id      = ${hcl(t.projectId)}
  cluster_id      = ${hcl(t.clusterId)}
  app_service_id  = data.dbplane_app_service.shared.id
  cidr            = "203.0.113.0/24"
  comment         = "pins \${substr(sha1(data.dbplane_app_service_certificate.cert.certificate), 0, 8)}, ${"$"}{length(data.dbplane_app_services.project.items)} of the project"
}
`,
    `output "no_buckets" {\n  value = data.dbplane_buckets.none.items\n}\n`,
    `output "shared_nodes" {\n  value = data.dbplane_app_service.shared.nodes\n}\n`,
    `output "service_names" {\n  value = [for s in data.dbplane_app_services.project.items : s.name]\n}\n`,
  ].join("\n");
}

describeWithTerraform("data sources through terraform", () => {
  test("singular, list and read-only data sources feed a resource; the next plan finds no change; an empty list is []", async () => {
    tf.write("main.tf", consumer());
    await tf.ok(["apply", "-auto-approve"]);
    const shown = JSON.parse((await tf.ok(["show", "-json"])).stdout);
    const state = Object.fromEntries((shown.values.root_module.resources as Array<{ address: string; values: any }>).map((r) => [r.address, r.values]));
    const certificate: string = state["data.dbplane_app_service_certificate.cert"].certificate;
    expect(certificate).toContain("BEGIN CERTIFICATE");
    expect(state["data.dbplane_app_service.shared"]).toMatchObject({ id: sharedId, name: "shared-mobile", nodes: 2, turned_off: false, cloud_provider: expect.any(String) });
    const sha1 = require("node:crypto").createHash("sha1").update(certificate).digest("hex").slice(0, 8);
    expect(state["dbplane_app_service_allowed_cidr.office"]).toMatchObject({ app_service_id: sharedId, comment: `pins ${sha1}, 1 of the project` });
    const entries = (await api.get(`${paths(t).A(sharedId)}/allowedcidrs`)).body.data;
    expect(entries).toEqual([expect.objectContaining({ cidr: "203.0.113.0/24" })]);
    const outputs = shown.values.outputs;
    expect(outputs.no_buckets.value).toEqual([]);
    expect(outputs.shared_nodes.value).toBe(2);
    expect(outputs.service_names.value).toEqual(["shared-mobile"]);

    const plan = await tf.run(["plan", "-detailed-exitcode"]);
    expect({ code: plan.code, stderr: plan.stderr }).toEqual({ code: 0, stderr: "" });
  }, 120_000);

  test("a lookup that finds nothing fails the plan naming what it looked for and where; one given neither id nor name is refused", async () => {
    tf.write("missing.tf", block("data", "dbplane_app_service", "gone", { ...cluster(), name: "nobody" }));
    const missing = await tf.run(["plan"]);
    expect(missing.code).toBe(1);
    expect(missing.stderr.replace(/\s+/g, " ")).toContain(
      `no AppService with name 'nobody' was found in organization ${t.organizationId}, project ${t.projectId}, cluster ${t.clusterId}.`,
    );
    tf.write("missing.tf", block("data", "dbplane_app_service", "vague", cluster()));
    const vague = await tf.run(["validate"]);
    expect(vague.code).toBe(1);
    expect(vague.stderr.replace(/\s+/g, " ")).toContain("give `id` or `name`");
  }, 60_000);
});
