import { client, paths, startTarget, type Target } from "../support/conformance";
import { describeWithTerraform, providerConfig, resource, TerraformWorkdir } from "../support/terraform";

/** Through the real `terraform`: creates survive the fault table on their POST (throttling with
 *  Retry-After, unavailability, an ambiguous gateway error, latency) and leave exactly one object
 *  each; bad input is an error naming the resource and the attribute, before any API call. */

let t: Target;
let api: ReturnType<typeof client>;
let tf: TerraformWorkdir;

beforeAll(async () => {
  t = await startTarget({ transitionMs: 20 });
  api = client(t);
  tf = await TerraformWorkdir.reattached();
});
afterAll(async () => {
  await tf?.close();
  await t?.close();
});

const cluster = () => ({ organization_id: t.organizationId, project_id: t.projectId, cluster_id: t.clusterId });
const requests = async () => ((await api.control("GET", "requests")).body.data as Array<{ method: string; path: string }>).filter((r) => !r.path.startsWith("/_conformance"));
const named = async (path: string, name: string, key = "name") => ((await api.get(`${path}?perPage=100`)).body.data as Array<Record<string, string>>).filter((o) => o[key] === name);

describeWithTerraform("terraform: faults and bad input", () => {
  test("one apply, one fault on each create's POST: every resource is created exactly once", async () => {
    const { O, P, C } = paths(t);
    const faults: Array<[string, Record<string, unknown>]> = [
      ["/buckets$", { status: 429, retryAfterSeconds: 1 }],
      ["/allowedcidrs$", { status: 503 }],
      // Ambiguous: the POST may have gone through. API key names are not unique: the keys are
      // listed once before the first POST, and those named alike after the 502, before it is repeated.
      ["/apikeys$", { status: 502 }],
      // Ambiguous, with a unique name: looked up by name before the POST is repeated.
      ["/appservices$", { status: 502 }],
      ["/alertIntegrations$", { latencyMs: 300 }],
    ];
    for (const [path, rule] of faults) expect((await api.control("POST", "faults", { method: "POST", path, times: 1, ...rule })).status).toBeLessThan(300);
    await api.control("DELETE", "requests");
    tf.write(
      "main.tf",
      [
        providerConfig(t.apiUrl, t.token),
        resource("dbplane_bucket", "b", { ...cluster(), name: "fault-bucket" }),
        resource("dbplane_allowed_cidr", "c", { ...cluster(), cidr: "192.0.2.0/24" }),
        resource("dbplane_api_key", "k", { organization_id: t.organizationId, name: "fault-key", organization_roles: ["organizationMember"] }),
        resource("dbplane_app_service", "s", { ...cluster(), name: "fault-service" }),
        resource("dbplane_alert_integration", "a", { organization_id: t.organizationId, project_id: t.projectId, kind: "webhook", name: "fault-alert", config: { webhook: { method: "POST", url: "https://alerts.example.com/hook" } } }),
      ].join("\n"),
    );
    const started = Date.now();
    await tf.ok(["apply", "-auto-approve"]);
    // The 429 asked for a second: it was honoured.
    expect(Date.now() - started).toBeGreaterThan(1000);
    expect(await named(`${C}/buckets`, "fault-bucket")).toHaveLength(1);
    expect(await named(`${C}/allowedcidrs`, "192.0.2.0/24", "cidr")).toHaveLength(1);
    expect(await named(`${O}/apikeys`, "fault-key")).toHaveLength(1);
    expect(await named(`${O}/appservices`, "fault-service")).toHaveLength(1);
    expect(await named(`${P}/alertIntegrations`, "fault-alert")).toHaveLength(1);
    const calls = (await requests()).map((r) => `${r.method} ${r.path.split("?")[0]}`);
    const posts = (suffix: string) => calls.filter((c) => c.startsWith("POST") && c.endsWith(suffix)).length;
    expect([posts("/buckets"), posts("/allowedcidrs"), posts("/apikeys"), posts("/appservices"), posts("/alertIntegrations")]).toEqual([2, 2, 2, 2, 1]);
    const between = (suffix: string, list: string) => {
      const first = calls.findIndex((c) => c === `POST ${suffix}`);
      const second = calls.findIndex((c, i) => i > first && c === `POST ${suffix}`);
      return calls.slice(first + 1, second).filter((c) => c === `GET ${list}`).length;
    };
    expect(between(`${O}/apikeys`, `${O}/apikeys`)).toBe(1);
    expect(between(`${C}/appservices`, `${O}/appservices`)).toBe(1);
    const plan = await tf.run(["plan", "-detailed-exitcode"]);
    expect(plan.code).toBe(0);
    await tf.ok(["destroy", "-auto-approve"]);
    expect(await named(`${C}/buckets`, "fault-bucket")).toEqual([]);
    expect(await named(`${O}/apikeys`, "fault-key")).toEqual([]);
  });

  test("a create that fails after the API accepted the object: Terraform keeps it, tainted; the next apply replaces it", async () => {
    const { C } = paths(t);
    const id = Buffer.from("tainted-1").toString("base64url");
    await api.control("POST", "faults", { method: "GET", path: `/buckets/${id}$`, status: 403, code: 1002, times: 1 });
    tf.write("main.tf", [providerConfig(t.apiUrl, t.token), resource("dbplane_bucket", "b", { ...cluster(), name: "tainted-1" })].join("\n"));
    const failed = await tf.run(["apply", "-auto-approve"]);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/Error: dbplane: GET .*\/buckets\/dGFpbnRlZC0x failed: 403 \(code 1002\)/);
    expect((await tf.ok(["show"])).stdout).toContain("# dbplane_bucket.b: (tainted)");
    expect((await tf.state())["dbplane_bucket.b"]).toMatchObject({ id, name: "tainted-1" });
    const plan = await tf.planJson();
    expect(plan.resource_changes?.map((r) => [r.address, r.change.actions.join(",")])).toEqual([["dbplane_bucket.b", "delete,create"]]);
    await tf.ok(["apply", "-auto-approve", "tfplan"]);
    expect(await named(`${C}/buckets`, "tainted-1")).toHaveLength(1);
    await tf.ok(["destroy", "-auto-approve"]);
    expect(await named(`${C}/buckets`, "tainted-1")).toEqual([]);
  });

  test("bad input: terraform validate fails naming each resource, attribute and rule, and calls no API", async () => {
    await api.control("DELETE", "requests");
    // Not a reference to the bad App Service: Terraform skips validating what depends on an error.
    const svc = { ...cluster(), app_service_id: "8e7f974c-fe24-4387-9388-e789d502f16f" };
    tf.write(
      "main.tf",
      [
        providerConfig(t.apiUrl, t.token),
        resource("dbplane_bucket", "bad", { ...cluster(), name: "b", replicas: 4 }),
        resource("dbplane_app_service", "bad", { ...cluster(), name: "s", compute: { cpu: 2, ram: 8 } }),
        resource("dbplane_app_endpoint", "bad", { ...svc, name: "e", bucket: "b", scopes: { "bad scope!": { collections: { items: {} } } } }),
        resource("dbplane_audit_log_streaming", "bad", { ...svc, streaming_enabled: true, output_type: "generic_http", credentials: { url: "https://x.example.com", api_key: "k" } }),
        resource("dbplane_app_service_log_streaming", "bad", { ...svc, output_type: "collector_1", credentials: { url: "https://x.example.com", api_key: "k" } }),
        resource("dbplane_api_key", "bad", { organization_id: t.organizationId, name: "k", organization_roles: ["organizationMember"], resources: [{ id: "not-a-uuid", roles: ["projectViewer"] }] }),
      ].join("\n"),
    );
    const res = await tf.run(["validate"]);
    expect(res.code).toBe(1);
    const errors = res.stderr.split(/^Error: /m).slice(1).map((e) => e.replace(/\s+/g, " ").trim());
    const expected: Array<[string, string, RegExp]> = [
      ["dbplane_bucket.bad", "replicas = 4", /^Invalid dbplane_bucket replicas .* replicas: Too big: expected number to be <=3$/],
      ["dbplane_app_service.bad", "compute = {", /^Invalid dbplane_app_service compute .* compute: supported combinations: /],
      // Terraform points at the map key itself.
      ["dbplane_app_endpoint.bad", '"bad scope!" = {', /^Invalid dbplane_app_endpoint scopes\["bad scope!"\] .* scopes\["bad scope!"\]: invalid key: (must be )?'_default' or 1 to 251 letters/],
      // A member given, or missing, inside an object value: Terraform points at the resource.
      ["dbplane_audit_log_streaming.bad", 'resource "dbplane_audit_log_streaming" "bad"', /^Invalid dbplane_audit_log_streaming credentials.api_key .* credentials.api_key: not taken by outputType 'generic_http' \(it takes url, user, password\)$/],
      // An old neutral value: refused naming the real one.
      ["dbplane_app_service_log_streaming.bad", "output_type = ", /^Invalid dbplane_app_service_log_streaming output_type .* output_type: 'collector_1' is now spelled as the API spells it: write 'datadog'$/],
      ["dbplane_api_key.bad", 'resource "dbplane_api_key" "bad"', /^Invalid dbplane_api_key resources\[0\]\.id .* resources\[0\]\.id: must be a UUID/],
    ];
    for (const [address, line, message] of expected) {
      const found = errors.filter((e) => e.includes(`with ${address},`) && e.includes(line) && message.test(e));
      expect({ address, message: String(message), found: found.length }).toEqual({ address, message: String(message), found: 1 });
    }
    expect(errors).toHaveLength(expected.length);
    expect(await requests()).toEqual([]);
  });
});
