import * as path from "node:path";
import * as pulumi from "@pulumi/pulumi";
import * as dbplane from "dbplane";
import { StackError, TestStack, startTestServer, type Step, type StepEvent, type TestServer } from "dbplane/testing";

/** The engine semantics of `dbplane/testing` that real Pulumi has: parallel steps, dependsOn,
 *  protect, retainOnDelete, ignoreChanges, secret stack outputs — each observed through the
 *  API (the request log, the objects left) or the order of step events. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const cluster = () => ({ organizationId: server.organizationId, projectId: server.projectId, clusterId: server.clusterId });
const api = async (path: string) => {
  const res = await fetch(`${server.apiUrl}/v4/organizations/${server.organizationId}/projects/${server.projectId}/clusters/${server.clusterId}${path}`, {
    headers: { authorization: `Bearer ${server.apiToken}` },
  });
  return { status: res.status, body: (await res.json()) as any };
};
const bucketNames = async () => ((await api("/buckets")).body.data as Array<{ name: string }>).map((b) => b.name).sort();

/** A stack over `program`, its step events recorded as `"start create a"`, `"done create a"`. */
async function stackOf(program: () => unknown) {
  const events: string[] = [];
  const stack = await TestStack.create({ server, program, onEvent: (e: StepEvent) => events.push(`${e.phase} ${e.op} ${e.name}`) });
  return { stack, events };
}

async function failureOf(op: Promise<unknown>): Promise<StackError> {
  const error = await op.then(
    () => undefined,
    (e) => e,
  );
  expect(error).toBeInstanceOf(StackError);
  return error as StackError;
}

describe("engine semantics", () => {
  test("independent resources are created in parallel; dependsOn orders creation and deletion", async () => {
    await server.addFault({ method: "POST", path: "/buckets$", latencyMs: 400 });
    const { stack, events } = await stackOf(() => {
      const a = new dbplane.Bucket("par-a", { ...cluster(), name: "par-a" });
      new dbplane.Bucket("par-b", { ...cluster(), name: "par-b" });
      new dbplane.AllowedCidr("after-a", { ...cluster(), cidr: "192.0.2.1/32" }, { dependsOn: [a] });
    });
    try {
      await stack.up();
      await server.clearFaults();
      const at = (event: string) => events.indexOf(event);
      // Both buckets were under way at once.
      expect(at("start create par-b")).toBeLessThan(at("done create par-a"));
      expect(at("start create par-a")).toBeLessThan(at("done create par-b"));
      // The allow-list entry waited for the bucket it depends on.
      expect(at("start create after-a")).toBeGreaterThan(at("done create par-a"));
      events.length = 0;
      await stack.destroy();
      expect(at("done delete after-a")).toBeLessThan(at("start delete par-a"));
      expect(await bucketNames()).toEqual([]);
    } finally {
      await server.clearFaults();
      await stack.dispose();
    }
  });

  test("protect: a protected resource is neither deleted nor replaced until unprotected", async () => {
    let name = "kept";
    let protect = true;
    const { stack } = await stackOf(() => {
      new dbplane.Bucket("kept", { ...cluster(), name }, { protect });
    });
    try {
      await stack.up();
      const destroy = await failureOf(stack.destroy());
      expect(destroy.failures).toEqual([expect.objectContaining({ name: "kept", message: expect.stringMatching(/protected/) })]);
      name = "kept-renamed";
      const replace = await failureOf(stack.up());
      expect(replace.failures).toEqual([expect.objectContaining({ name: "kept", message: expect.stringMatching(/protected and cannot be replaced .*name/) })]);
      expect(await bucketNames()).toEqual(["kept"]);

      name = "kept";
      protect = false;
      expect((await stack.up()).summary.resourceChanges).toEqual({ same: 1 });
      await stack.destroy();
      expect(await bucketNames()).toEqual([]);
    } finally {
      await stack.dispose();
    }
  });

  test("retainOnDelete: removed from the program, the resource leaves the stack but stays in the API", async () => {
    let declared = true;
    const { stack } = await stackOf(() => {
      if (declared) new dbplane.Bucket("retained", { ...cluster(), name: "retained" }, { retainOnDelete: true });
    });
    try {
      await stack.up();
      declared = false;
      await server.clearRequests();
      const up = await stack.up();
      expect(up.steps).toEqual([expect.objectContaining({ name: "retained", op: "delete" })]);
      expect(await server.requests({ writes: true })).toEqual([]);
      expect(await bucketNames()).toEqual(["retained"]);
      expect(stack.exportStack().resources).toEqual([]);
    } finally {
      await stack.dispose();
      await server.reset();
    }
  });

  test("ignoreChanges: a change at an ignored path is no change; others still apply", async () => {
    let memory = 256;
    let replicas = 1;
    const { stack } = await stackOf(() => {
      new dbplane.Bucket("ignoring", { ...cluster(), name: "ignoring", memoryAllocationInMb: memory, replicas }, { ignoreChanges: ["memoryAllocationInMb"] });
    });
    try {
      await stack.up();
      memory = 512;
      await server.clearRequests();
      expect((await stack.up()).summary.resourceChanges).toEqual({ same: 1 });
      expect(await server.requests({ writes: true })).toEqual([]);
      replicas = 2;
      const up = await stack.up();
      expect(up.steps).toEqual([expect.objectContaining({ op: "update", diffs: ["replicas"] })]);
      expect((await api("/buckets/aWdub3Jpbmc")).body).toMatchObject({ memoryAllocationInMb: 256, replicas: 2 });
      await stack.destroy();
    } finally {
      await stack.dispose();
    }
  });

  test("stack outputs: secrets stay secret, plain values stay plain", async () => {
    const { stack } = await stackOf(() => {
      const key = new dbplane.ApiKey("outputs-key", { organizationId: server.organizationId, name: "outputs-key", organizationRoles: ["organizationMember"] });
      return { keyId: key.id, token: key.token, nested: { password: pulumi.secret("s3cret"), plain: "x" }, plain: "hello" };
    });
    try {
      const up = await stack.up();
      expect(up.outputs.keyId).toEqual({ value: expect.any(String), secret: false });
      expect(up.outputs.token).toEqual({ value: expect.any(String), secret: true });
      expect(up.outputs.nested).toEqual({ value: { password: "s3cret", plain: "x" }, secret: true });
      expect(up.outputs.plain).toEqual({ value: "hello", secret: false });
      await stack.destroy();
    } finally {
      await stack.dispose();
    }
  });

  test("an adopted resource's outputs hold no bookkeeping; a refresh still derives the declared inputs (no drift)", async () => {
    await fetch(`${server.apiUrl}/v4/organizations/${server.organizationId}/projects/${server.projectId}/clusters/${server.clusterId}/buckets`, {
      method: "POST",
      headers: { authorization: `Bearer ${server.apiToken}`, "content-type": "application/json" },
      body: JSON.stringify({ name: "adopted", replicas: 2 }),
    });
    const { stack } = await stackOf(() => {
      new dbplane.Bucket("adopted", { ...cluster(), name: "adopted", replicas: 2, adopt: true });
    });
    try {
      await stack.up();
      const internal = (outputs: object | undefined) => Object.keys(outputs ?? {}).filter((key) => key.startsWith("__"));
      expect(stack.outputsOf("adopted")).toMatchObject({ name: "adopted", replicas: 2 });
      expect(internal(stack.outputsOf("adopted"))).toEqual([]);
      expect((await stack.refresh()).summary.resourceChanges).toEqual({ same: 1 });
      const [entry] = stack.exportStack().resources;
      expect(entry.inputs).toMatchObject({ name: "adopted", replicas: 2, adopt: true });
      expect(internal(stack.outputsOf("adopted"))).toEqual([]);
      expect((await stack.preview()).changeSummary).toEqual({ same: 1 });
      await stack.destroy();
    } finally {
      await stack.dispose();
    }
  });

  test("a check failure names the resource, its type and the nested property path", async () => {
    const { stack } = await stackOf(() => {
      new dbplane.BackupSchedule("bad-schedule", {
        ...cluster(),
        bucketId: "b3JkZXJz",
        type: "weekly",
        weeklySchedule: { dayOfWeek: "someday" as never, startAt: 2, incrementalEvery: 4, retentionTime: "30days", costOptimizedRetention: false },
      });
    });
    try {
      const error = await failureOf(stack.up());
      expect(error.failures).toEqual([
        expect.objectContaining({ name: "bad-schedule", type: expect.stringContaining("BackupSchedule"), property: "weeklySchedule.dayOfWeek" }),
      ]);
      expect(error.message).toMatch(/bad-schedule: weeklySchedule\.dayOfWeek: /);
    } finally {
      await stack.dispose();
    }
  });
});

/** What the Pulumi CLI does beyond single steps, on one stack whose program each test sets: in the
 *  fixture's directory, so its project name comes from that Pulumi.yaml. */
describe("as the Pulumi CLI", () => {
  const FIXTURE = path.join(__dirname, "..", "ci", "fixture");
  let program: () => unknown = () => undefined;
  let stack: TestStack;
  beforeAll(async () => {
    stack = await TestStack.create({ server, program: () => program(), workDir: FIXTURE });
  });
  afterAll(async () => {
    await stack?.destroy();
    await stack?.dispose();
  });
  const byUrn = (steps: Step[]) => [...steps].sort((a, b) => a.urn.localeCompare(b.urn));
  const urn = (kind: string, name: string) => `urn:pulumi:test::drift-fixture::pulumi-nodejs:dynamic/dbplane:${kind}::${name}`;

  test("a program that throws fails preview and up with its error, once, and leaves nothing unhandled; the project is the Pulumi.yaml's", async () => {
    const unhandled: unknown[] = [];
    const listener = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", listener);
    try {
      program = () => {
        new pulumi.Config().require("missing");
      };
      for (const op of [() => stack.preview(), () => stack.up()]) {
        const error = await failureOf(op());
        expect(error.failures).toEqual([
          { urn: "urn:pulumi:test::drift-fixture::pulumi:pulumi:Stack::drift-fixture-test", type: "pulumi:pulumi:Stack", name: "drift-fixture-test", message: expect.stringMatching(/^Missing required configuration variable 'drift-fixture:missing'/) },
        ]);
        expect(error.cause).toBeInstanceOf(Error);
        expect((error.cause as Error).message).toBe(error.failures[0].message);
      }
      // Rejections nobody handled are reported once the turn that made them ends.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", listener);
    }
  });

  test("up checks every resource before its first write; failures name the resource by URN, type and name", async () => {
    // A Bucket and an allow-list entry share a name; the App Service after them asks too many nodes.
    program = () => {
      new dbplane.Bucket("orders", { ...cluster(), name: "orders", memoryAllocationInMb: 1 });
      new dbplane.AllowedCidr("orders", { ...cluster(), cidr: "192.0.2.7/32" });
      new dbplane.AppService("svc", { ...cluster(), name: "svc", nodes: 20 });
    };
    await server.clearRequests();
    const error = await failureOf(stack.up());
    expect(error.failures).toEqual([
      { urn: urn("Bucket", "orders"), type: "pulumi-nodejs:dynamic/dbplane:Bucket", name: "orders", property: "memoryAllocationInMb", message: expect.any(String) },
      { urn: urn("AppService", "svc"), type: "pulumi-nodejs:dynamic/dbplane:AppService", name: "svc", property: "nodes", message: expect.stringMatching(/12/) },
    ]);
    expect(error.message.split("\n").slice(0, 2)).toEqual(["up failed:", `  Bucket orders: memoryAllocationInMb: ${error.failures[0].message}`]);
    expect(await server.requests({ writes: true })).toEqual([]);
    expect(stack.exportStack().resources).toEqual([]);
  });

  test("preview computes the dependent replacements up makes, and shows a replaced resource's id and outputs as unknown", async () => {
    let bucketName = "orders";
    const seen: string[] = [];
    program = () => {
      const bucket = new dbplane.Bucket("orders", { ...cluster(), name: bucketName, memoryAllocationInMb: 256 });
      const service = new dbplane.AppService("svc", { ...cluster(), name: "svc" });
      // Same name as the bucket: the endpoint replaced with it (its `bucket` is immutable)...
      const endpoint = new dbplane.AppEndpoint("orders", { ...cluster(), appServiceId: service.id, name: "orders", bucket: bucket.name });
      // ...and, delete-before-replace, the OIDC provider whose scope names it (known in a preview).
      new dbplane.OidcProvider("login", { ...cluster(), appServiceId: service.id, appEndpointName: endpoint.name, issuer: `${server.apiUrl}/_conformance/oidc`, clientId: "app" });
      endpoint.name.apply(() => seen.push("endpoint name"));
      endpoint.id.apply(() => seen.push("endpoint id"));
      endpoint.publicURL.apply(() => seen.push("endpoint publicURL"));
    };
    await stack.up();
    expect(stack.outputsOf(urn("AppEndpoint", "orders"))).toMatchObject({ bucket: "orders", state: "Online" });
    expect(() => stack.outputsOf("orders")).toThrow(/2 resources are named 'orders' \(Bucket orders, AppEndpoint orders\): give the URN/);

    bucketName = "orders-v2";
    seen.length = 0;
    await server.clearRequests();
    const preview = await stack.preview();
    expect(seen.sort()).toEqual(["endpoint name"]);
    expect(await server.requests({ writes: true })).toEqual([]);
    const up = await stack.up();
    expect(byUrn(preview.steps)).toEqual(byUrn(up.steps));
    expect(Object.fromEntries(up.steps.map((s) => [s.urn.replace(/^.*dbplane:/, ""), s.op]))).toEqual({ "Bucket::orders": "replace", "AppService::svc": "same", "AppEndpoint::orders": "replace", "OidcProvider::login": "replace" });
    expect(up.steps.find((s) => s.name === "login")).toMatchObject({ replaces: ["appEndpointName"] });
    expect(stack.outputsOf(urn("AppEndpoint", "orders"))).toMatchObject({ bucket: "orders-v2", state: "Online" });
  });

  test("up({refresh: true}) puts back what changed outside the program", async () => {
    const bucket = stack.exportStack().resources.find((r) => r.type.endsWith(":Bucket"))!;
    const url = `/buckets/${bucket.id}`;
    const live = (await api(url)).body;
    const resized = await fetch(`${server.apiUrl}/v4/organizations/${server.organizationId}/projects/${server.projectId}/clusters/${server.clusterId}${url}`, {
      method: "PUT",
      headers: { authorization: `Bearer ${server.apiToken}`, "content-type": "application/json" },
      body: JSON.stringify({ memoryAllocationInMb: 512, durabilityLevel: live.durabilityLevel, replicas: live.replicas, timeToLiveInSeconds: 0 }),
    });
    expect(resized.status).toBe(204);
    // The state still says 256: a plain up sees nothing to do.
    expect((await stack.up()).summary.resourceChanges).toEqual({ same: 4 });
    const up = await stack.up({ refresh: true });
    expect(up.steps.filter((s) => s.op !== "same")).toEqual([expect.objectContaining({ name: "orders", type: bucket.type, op: "update", diffs: ["memoryAllocationInMb"] })]);
    expect((await api(url)).body.memoryAllocationInMb).toBe(256);
  });
});
