import { client, paths, startTarget, type Target } from "../support/conformance";
import { describeWithTerraform, hcl, resource, startDebugProvider, TerraformWorkdir, type DebugProvider } from "../support/terraform";

/** `terraform-provider-dbplane --debug` through the real `terraform`: one process serves run after
 *  run (Terraform reattaches to it and never stops it), each provider block keeps its own
 *  configuration there, and Ctrl-C or SIGTERM ends it. */

let debug: DebugProvider;
let a: Target;
let b: Target;
let tf: TerraformWorkdir;

beforeAll(async () => {
  [debug, a, b] = await Promise.all([startDebugProvider(), startTarget({ transitionMs: 20 }), startTarget({ transitionMs: 20 })]);
  tf = TerraformWorkdir.create({ debug });
});
afterAll(async () => {
  tf?.close();
  await Promise.all([debug?.close(), a?.close(), b?.close()]);
});

const pidOf = (d: DebugProvider): number => JSON.parse(d.reattach)["registry.terraform.io/dbplane/dbplane"].Pid;
const buckets = async (t: Target) => ((await client(t).get(`${paths(t).C}/buckets?perPage=100`)).body.data as Array<{ name: string }>).map((x) => x.name);

describeWithTerraform("terraform: the provider in debug mode", () => {
  test("prints a reattach configuration for Terraform and OpenTofu, in test mode, on loopback", () => {
    const printed = JSON.parse(debug.reattach);
    expect(Object.keys(printed).sort()).toEqual(["registry.opentofu.org/dbplane/dbplane", "registry.terraform.io/dbplane/dbplane"]);
    for (const config of Object.values(printed)) {
      expect(config).toEqual({ Protocol: "grpc", ProtocolVersion: 6, Pid: expect.any(Number), Test: true, Addr: { Network: "tcp", String: expect.stringMatching(/^127\.0\.0\.1:\d+$/) } });
    }
    expect(() => process.kill(pidOf(debug), 0)).not.toThrow();
  });

  test("serves apply, plan and destroy from one process, each provider block with its own configuration", async () => {
    const block = (t: Target, alias?: string) =>
      `provider "dbplane" {\n${alias ? `  alias     = "${alias}"\n` : ""}  api_url   = ${hcl(t.apiUrl)}\n  api_token = ${hcl(t.token)}\n}\n`;
    const at = (t: Target) => ({ organization_id: t.organizationId, project_id: t.projectId, cluster_id: t.clusterId });
    tf.write(
      "main.tf",
      [
        `terraform {\n  required_providers {\n    dbplane = { source = "dbplane/dbplane" }\n  }\n}\n`,
        block(a),
        block(b, "other"),
        resource("dbplane_bucket", "here", { ...at(a), name: "debug-here" }),
        resource("dbplane_bucket", "there", { ...at(b), name: "debug-there" }).replace("{\n", "{\n  provider = dbplane.other\n"),
      ].join("\n"),
    );
    await tf.ok(["apply", "-auto-approve"]);
    // Each bucket on the server its own provider block names, never on the other.
    expect(await buckets(a)).toEqual(["debug-here"]);
    expect(await buckets(b)).toEqual(["debug-there"]);
    expect((await tf.run(["plan", "-detailed-exitcode"])).code).toBe(0);
    await tf.ok(["destroy", "-auto-approve"]);
    expect([await buckets(a), await buckets(b)]).toEqual([[], []]);
    // Terraform left it running for the next run.
    expect(() => process.kill(pidOf(debug), 0)).not.toThrow();
  });

  test("SIGTERM ends it", async () => {
    const other = await startDebugProvider();
    await other.close();
    expect(() => process.kill(pidOf(other), 0)).toThrow(/ESRCH/);
  });
});
