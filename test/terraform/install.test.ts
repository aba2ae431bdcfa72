import { spawnSync } from "node:child_process";
import * as fs from "node:fs";
import * as path from "node:path";
import { startTarget, type Target } from "../support/conformance";
import { describeWithTerraform, TerraformWorkdir } from "../support/terraform";

/** Installing the provider as docs/terraform.md says, from a filesystem mirror laid out by
 *  `dbplane-terraform-mirror` (`terraform init`, no registry), then the example configuration
 *  (examples/terraform: the quickstart stack) with the credentials in the environment:
 *  applied, planned again with no change, destroyed. */

const MIRROR_BIN = path.resolve(__dirname, "..", "..", "dist", "terraform", "mirror.js");
const EXAMPLE = path.resolve(__dirname, "..", "..", "examples", "terraform", "main.tf");

let t: Target;
let tf: TerraformWorkdir;
let mirrorOutput: string;

beforeAll(async () => {
  t = await startTarget({ transitionMs: 20 });
  tf = TerraformWorkdir.create((root) => {
    const laid = spawnSync(process.execPath, [MIRROR_BIN, path.join(root, "mirror")], { encoding: "utf8" });
    if (laid.status !== 0) throw new Error(laid.stderr);
    mirrorOutput = laid.stdout;
    // The CLI configuration the command prints.
    return laid.stdout.slice(laid.stdout.indexOf("provider_installation"));
  });
});
afterAll(async () => {
  tf?.close();
  await t?.close();
});

describeWithTerraform("installing from a filesystem mirror", () => {
  test("dbplane-terraform-mirror lays out the mirror for Terraform and OpenTofu; terraform init installs from it", async () => {
    const links = mirrorOutput.split("\n").filter((l) => l.endsWith("terraform-provider-dbplane"));
    expect(links.map((l) => l.split(path.sep).slice(-6, -1).join("/"))).toEqual([
      expect.stringMatching(/^registry\.terraform\.io\/dbplane\/dbplane\/\d+\.\d+\.\d+\/[a-z]+_[a-z0-9]+$/),
      expect.stringMatching(/^registry\.opentofu\.org\/dbplane\/dbplane\/\d+\.\d+\.\d+\/[a-z]+_[a-z0-9]+$/),
    ]);
    tf.write("main.tf", fs.readFileSync(EXAMPLE, "utf8"));
    const init = await tf.ok(["init"]);
    expect(init.stdout).toMatch(/Installing dbplane\/dbplane v\d+\.\d+\.\d+/);
    expect(fs.readFileSync(path.join(tf.dir, ".terraform.lock.hcl"), "utf8")).toContain('provider "registry.terraform.io/dbplane/dbplane"');
  });

  test("the example configuration, credentials from DBPLANE_API_URL and DBPLANE_API_TOKEN (and the self-managed gateway's from DBPLANE_GATEWAY_ADMIN_*): applied, no change; a bucket rename planned and applied with every replacement it takes; destroyed", async () => {
    const s = t.server!;
    const env = { DBPLANE_API_URL: t.apiUrl, DBPLANE_API_TOKEN: t.token, DBPLANE_GATEWAY_ADMIN_URL: s.gatewayAdminUrl, DBPLANE_GATEWAY_ADMIN_USERNAME: s.gatewayAdminUsername, DBPLANE_GATEWAY_ADMIN_PASSWORD: s.gatewayAdminPassword };
    const vars = ["organization_id", "project_id", "cluster_id"].map((v) => `-var=${v}=${(t as any)[v.replace(/_(.)/g, (_, c) => c.toUpperCase())]}`);
    vars.push(`-var=oidc_issuer=${t.apiUrl}/_conformance/oidc`);
    const applied = await tf.ok(["apply", "-auto-approve", ...vars], env);
    expect(applied.stdout).toContain("Apply complete! Resources: 12 added, 0 changed, 0 destroyed.");
    const publicUrl = JSON.parse((await tf.ok(["output", "-json", "public_url"])).stdout);
    expect(publicUrl).toMatch(/\/travel$/);
    const noChange = async () => {
      const plan = await tf.run(["plan", "-detailed-exitcode", ...vars], env);
      expect({ code: plan.code, stderr: plan.stderr }).toEqual({ code: 0, stderr: "" });
    };
    await noChange();

    // A new bucket name replaces the bucket, and with it the App Endpoint on it; the API deletes
    // the endpoint's OIDC provider and gateway users with the endpoint, and they take their
    // endpoint from its id: the plan says so, the apply does exactly that, and nothing is left
    // for a second apply.
    tf.write("main.tf", fs.readFileSync(EXAMPLE, "utf8").replace(/(name\s+= )"travel-data"/, '$1"travel-data-2"'));
    const plan = await tf.planJson(vars, env);
    const actions = Object.fromEntries((plan.resource_changes ?? []).filter((c) => c.change.actions.join() !== "no-op").map((c) => [c.address, c.change.actions.join()]));
    const replaced = [
      "dbplane_bucket.travel_data",
      "dbplane_backup_schedule.travel_data",
      "dbplane_app_endpoint.travel",
      "dbplane_oidc_provider.travel_login",
      "dbplane_gateway_user.travel_guest",
      "dbplane_gateway_user.travel_agent",
    ];
    expect(actions).toEqual(Object.fromEntries(replaced.map((address) => [address, "delete,create"])));
    const replacedApply = await tf.ok(["apply", "-auto-approve", "tfplan"], env);
    expect(replacedApply.stdout).toContain("Apply complete! Resources: 6 added, 0 changed, 6 destroyed.");
    await noChange();
    await tf.ok(["destroy", "-auto-approve", ...vars], env);
    expect(await tf.state()).toEqual({});
  }, 120_000);

  test("without credentials anywhere, the error says how to set them", async () => {
    const vars = ["organization_id=o", "project_id=p", "cluster_id=c", "oidc_issuer=https://issuer.example.com"].map((v) => `-var=${v}`);
    const apply = await tf.run(["apply", "-auto-approve", "-target=dbplane_api_key.ci_readonly", ...vars]);
    expect(apply.code).toBe(1);
    expect(apply.stderr.replace(/\s+/g, " ")).toContain("dbplane: no API URL: set `api_url` in the `provider \"dbplane\"` block or set DBPLANE_API_URL.");
  });
});
