import { StackError, TestStack, startTestServer, type Step, type TestServer } from "dbplane/testing";
import { mobileBackend } from "./app";
import { officeAccess } from "./office";

/** The program of app.ts, tested against the bundled conformance server: no Pulumi CLI, no
 *  cloud account. Each test builds on the one before, as a stack's life does. */

let server: TestServer;
let stack: TestStack;

const ALL = ["backend", "ci", "contractor", "data", "data-backups", "orders"];
/** `{name: op}` of a run's steps. */
const ops = (steps: Step[]) => Object.fromEntries(steps.map((s) => [s.name, s.op]));
const every = (op: string, names = ALL) => Object.fromEntries(names.map((n) => [n, op]));

beforeAll(async () => {
  server = await startTestServer();
  const inAnHour = new Date((await server.now()).getTime() + 3_600_000).toISOString();
  stack = await TestStack.create({
    server,
    program: async () => {
      const { endpoint, ciKey, bucket } = mobileBackend();
      return { publicURL: endpoint.publicURL, ciToken: ciKey.token, bucketId: bucket.id };
    },
    config: {
      "mobile-backend:organizationId": server.organizationId,
      "mobile-backend:projectId": server.projectId,
      "mobile-backend:clusterId": server.clusterId,
      "mobile-backend:contractorUntil": inAnHour,
    },
  });
});

afterAll(async () => {
  await stack?.dispose();
  await server?.close();
});

test("preview shows every resource to create, and creates nothing", async () => {
  const preview = await stack.preview();
  expect(ops(preview.steps)).toEqual(every("create"));
  expect(preview.changeSummary).toEqual({ create: 6 });
  expect(await server.requests({ writes: true })).toEqual([]);
});

test("up creates the stack; its outputs keep the CI token secret", async () => {
  const up = await stack.up();
  expect(ops(up.steps)).toEqual(every("create"));
  expect(up.outputs.publicURL).toEqual({ value: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/orders$/), secret: false });
  expect(up.outputs.ciToken.secret).toBe(true);
  expect(up.outputs.ciToken.value).toEqual(expect.any(String));
  expect(stack.outputsOf("backend")).toMatchObject({ currentState: "healthy", nodes: 2 });
  expect(stack.outputsOf("orders")).toMatchObject({ state: "Online", bucket: "orders" });
});

test("a second up changes nothing and writes nothing; a refresh reads each resource once", async () => {
  await server.clearRequests();
  const again = await stack.up();
  expect(ops(again.steps)).toEqual(every("same"));
  expect(await server.requests()).toEqual([]);

  const refresh = await stack.refresh();
  expect(ops(refresh.steps)).toEqual(every("same"));
  const reads = await server.requests();
  expect(reads.every((r) => r.method === "GET")).toBe(true);
  expect(reads).toHaveLength(ALL.length);
});

test("another stack finds the App Service with lookups and gives its office access; a lookup of a missing one fails naming it", async () => {
  const office = await TestStack.create({
    server,
    stackName: "office",
    program: async () => {
      const { office, ...outputs } = await officeAccess();
      return outputs;
    },
    config: { "mobile-backend:organizationId": server.organizationId, "mobile-backend:projectId": server.projectId, "mobile-backend:clusterId": server.clusterId },
  });
  try {
    const up = await office.up();
    expect(ops(up.steps)).toEqual({ office: "create" });
    const serviceId = stack.exportStack().resources.find((r) => r.name === "backend")!.id;
    expect(office.outputsOf("office")).toMatchObject({ appServiceId: serviceId, cidr: "203.0.113.0/24" });
    expect(up.outputs.certificate.value).toContain("BEGIN CERTIFICATE");
    expect(up.outputs.endpointNames.value).toEqual(["orders"]);
    expect(up.outputs.privateEndpoints.value).toEqual([]);

    await server.clearRequests();
    expect(ops((await office.up()).steps)).toEqual({ office: "same" });
    expect(await server.requests({ writes: true })).toEqual([]);

    office.setConfig("mobile-backend:appServiceName", "nobody");
    const error: StackError = await office.preview().then(
      () => undefined as never,
      (e) => e,
    );
    expect(error).toBeInstanceOf(StackError);
    expect(error.message).toContain(`no AppService with name 'nobody' was found in organization ${server.organizationId}, project ${server.projectId}, cluster ${server.clusterId}.`);
    office.removeConfig("mobile-backend:appServiceName");
    expect(ops((await office.destroy()).steps)).toEqual({ office: "delete" });
  } finally {
    await office.dispose();
  }
});

test("more nodes: the App Service is updated in place, nothing else moves", async () => {
  stack.setConfig("mobile-backend:nodes", "3");
  const preview = await stack.preview();
  expect(preview.steps.find((s) => s.name === "backend")).toMatchObject({ op: "update", diffs: ["nodes"] });
  const up = await stack.up();
  expect(ops(up.steps)).toEqual({ ...every("same"), backend: "update" });
  expect(stack.outputsOf("backend")).toMatchObject({ nodes: 3, currentState: "healthy" });
});

test("renaming the bucket replaces it (old one first) and its backup schedule and endpoint with it", async () => {
  const oldId = stack.exportStack().resources.find((r) => r.name === "data")!.id;
  stack.setConfig("mobile-backend:bucketName", "orders-v2");
  const preview = await stack.preview();
  expect(preview.steps.find((s) => s.name === "data")).toMatchObject({ op: "replace", replaces: ["name"] });

  const up = await stack.up();
  // The schedule (keyed by the bucket) and the endpoint (on the bucket) can't outlive it.
  expect(ops(up.steps)).toMatchObject({ data: "replace", "data-backups": "replace", orders: "replace", backend: "same" });
  expect(up.outputs.bucketId.value).not.toBe(oldId);
  const buckets = await fetch(`${server.apiUrl}/v4/organizations/${server.organizationId}/projects/${server.projectId}/clusters/${server.clusterId}/buckets`, {
    headers: { authorization: `Bearer ${server.apiToken}` },
  }).then((r) => r.json() as Promise<{ data: Array<{ name: string }> }>);
  expect(buckets.data.map((b) => b.name)).toEqual(["orders-v2"]);
});

test("when the server's clock passes the contractor's expiry, refresh drops the entry", async () => {
  await server.advanceClock(2 * 3_600_000);
  const refresh = await stack.refresh();
  expect(ops(refresh.steps).contractor).toBe("delete");
  expect(stack.outputsOf("contractor")).toBeUndefined();
});

test("a create survives a 503 from the API: retried, and exactly one key exists", async () => {
  // A fresh contractor window, and a new CI key whose first POST fails.
  stack.setConfig("mobile-backend:contractorUntil", new Date((await server.now()).getTime() + 3_600_000).toISOString());
  await stack.destroy();
  await server.addFault({ method: "POST", path: "/apikeys$", status: 503, times: 1 });
  await server.clearRequests();
  const up = await stack.up();
  expect(up.summary.resourceChanges).toEqual({ create: 6 });
  const keyPosts = (await server.requests({ writes: true })).filter((r) => r.method === "POST" && r.path.endsWith("/apikeys"));
  expect(keyPosts.map((r) => r.status)).toEqual([503, 201]);
});

test("a bad input fails the preview with the property path and the rule, before any call", async () => {
  stack.setConfig("mobile-backend:nodes", "20");
  await server.clearRequests();
  const error: StackError = await stack.preview().then(
    () => undefined as never,
    (e) => e,
  );
  expect(error).toBeInstanceOf(StackError);
  expect(error.failures).toEqual([expect.objectContaining({ name: "backend", property: "nodes", message: expect.stringMatching(/12/) })]);
  expect(await server.requests({ writes: true })).toEqual([]);
  stack.setConfig("mobile-backend:nodes", "2");
});

test("destroy deletes everything", async () => {
  const destroy = await stack.destroy();
  expect(ops(destroy.steps)).toEqual(every("delete"));
  expect(stack.exportStack().resources).toEqual([]);
});
