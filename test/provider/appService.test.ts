import * as dbplane from "dbplane";
import { paths } from "../support/conformance";
import { CREATE_FAULTS, errorLines, eventually, expectSteady, ofName, startProviderEnv, upOk, type ProviderEnv } from "../support/engine";

/** The AppService resource through Pulumi's real dynamic-provider host against the conformance
 *  server (transitions of 50 ms, so waits are real but short): lifecycle, exact diffs, If-Match,
 *  the on/off switch and its drift, failed states, faults and the API calls it makes. */

let env: ProviderEnv;
let O: string;

beforeAll(async () => {
  env = await startProviderEnv();
  O = paths(env.target).O;
});
afterAll(() => env?.close());
// One App Service per cluster: every test starts from the seeded world.
beforeEach(async () => {
  await env.api.control("POST", "reset");
});

type Args = Partial<dbplane.AppServiceArgs>;
const args = (extra: Args = {}, cluster = env.target.clusterId): dbplane.AppServiceArgs => ({
  organizationId: env.target.organizationId,
  projectId: env.target.projectId,
  clusterId: cluster,
  name: "svc",
  ...extra,
});
const program = (extra: Args = {}, cluster?: string) => () => {
  new dbplane.AppService("svc", args(extra, cluster));
};
const A = (id: string, cluster = env.target.clusterId) => `${paths(env.target, cluster).C}/appservices/${id}`;
const live = async (id: string) => (await env.api.get(A(id))).body;
const services = async () => (await env.api.get(`${O}/appservices?perPage=100`)).body.data as Array<{ id: string; name: string }>;
const writes = async () => (await env.requests({ writes: true })).map((r) => `${r.method} ${r.path.replace(/[0-9a-f-]{36}/g, ":id")}`);
const simulateFailure = (operation: string) => env.api.control("POST", "simulate/failure", { kind: "appService", operation });
/** Waits (real time, a few transitions) until the service settles after an out-of-band change. */
const settled = (id: string, state: string) => eventually(async () => (await live(id)).currentState, state);
const gone = (id: string) => eventually(async () => (await env.api.get(A(id))).status, 404);

const AS = "/v4/organizations/:id/projects/:id/clusters/:id/appservices";

describe("lifecycle", () => {
  test("create waits until healthy; API-chosen values never diff; a second run and a refresh change nothing and write nothing", async () => {
    const engine = env.engine();
    const report = await upOk(engine, program());
    expect(report.creates).toEqual(["svc"]);
    expect(ofName(report.registrations, "svc").deleteBeforeReplace).toBe(true);
    const entry = engine.resource("svc")!;
    expect(entry.outputs).toMatchObject({
      name: "svc",
      description: "",
      nodes: 2,
      compute: { cpu: 2, ram: 4 },
      version: "3.2.0-1.0.0",
      currentState: "healthy",
      cloudProvider: "aws",
      turnedOff: false,
      etag: expect.stringMatching(/^"/),
    });
    expect(entry.outputs).not.toHaveProperty("loadBalancerCidr");
    expect(await writes()).toEqual([`POST ${AS}`]);

    await expectSteady(env, engine, program());

    expect((await upOk(engine, () => undefined)).deletes).toEqual(["svc"]);
    expect((await env.api.get(A(entry.id))).status).toBe(404);
    expect(await writes()).toEqual([`DELETE ${AS}/:id`]);
  });

  test("a declared version is kept as declared while the App Service runs that release line (3.2 reads as 3.2.0-1.0.0); on gcp too, no diff", async () => {
    const gcp = env.clusterOn("gcp");
    const engine = env.engine();
    await upOk(engine, program({ version: "3.2" }, gcp));
    expect(engine.resource("svc")!.outputs).toMatchObject({ version: "3.2", cloudProvider: "gcp", plan: "developer pro" });
    expect((await env.api.get(A(engine.resource("svc")!.id, gcp))).body.version).toBe("3.2.0-1.0.0");
    expect((await engine.refresh()).updates).toEqual([]);
    expect((await upOk(engine, program({ version: "3.2" }, gcp))).sames).toEqual(["svc"]);
    expect((await upOk(engine, program({}, gcp))).sames).toEqual(["svc"]);
    await engine.destroy();
  });

  test("nodes and compute update in place with If-Match, waiting through scaling", async () => {
    const engine = env.engine();
    await upOk(engine, program());
    const before = engine.resource("svc")!;
    await env.clearRequests();
    const report = await upOk(engine, program({ nodes: 3, compute: { cpu: 4, ram: 8 } }));
    expect(report).toMatchObject({ updates: ["svc"], replaces: [] });
    expect(await writes()).toEqual([`PUT ${AS}/:id`]);
    const after = engine.resource("svc")!;
    expect(after.id).toBe(before.id);
    expect(after.outputs).toMatchObject({ nodes: 3, compute: { cpu: 4, ram: 8 }, currentState: "healthy" });
    expect(after.outputs.etag).not.toBe(before.outputs.etag);
    // Back to the defaults by removing the inputs.
    expect((await upOk(engine, program())).updates).toEqual(["svc"]);
    expect(await live(before.id)).toMatchObject({ nodes: 2, compute: { cpu: 2, ram: 4 } });
    await engine.destroy();
  });

  test("a change made outside Pulumi fails the update with 412 and a hint; after a refresh it applies", async () => {
    const engine = env.engine();
    await upOk(engine, program());
    const { id } = engine.resource("svc")!;
    expect((await env.api.put(A(id), { nodes: 4, compute: { cpu: 2, ram: 4 } })).status).toBe(204);
    await settled(id, "healthy");

    const stale = await engine.up(program({ nodes: 3 }));
    expect(errorLines(stale)).toEqual([
      expect.stringMatching(/^AppService svc: dbplane: PUT .* failed: 412 .* AppService 'svc' \(id .*\) changed outside this program since it was last read: refresh the state \(`pulumi refresh`/),
    ]);
    expect((await live(id)).nodes).toBe(4);

    const refresh = await engine.refresh();
    expect(refresh.updates).toEqual(["svc"]);
    expect(engine.resource("svc")!.outputs.nodes).toBe(4);
    expect((await upOk(engine, program({ nodes: 3 }))).updates).toEqual(["svc"]);
    expect((await live(id)).nodes).toBe(3);
    await engine.destroy();
  });

  test.each<[string, Args]>([
    ["name", { name: "svc-renamed" }],
    ["description", { description: "changed" }],
    ["version", { version: "3.1" }],
  ])("a change to %s replaces the App Service, deleting the old one first (one per cluster)", async (_field, change) => {
    const engine = env.engine();
    await upOk(engine, program());
    const old = engine.resource("svc")!;
    expect((await engine.preview(program(change))).replaces).toEqual(["svc"]);
    await env.clearRequests();
    const report = await upOk(engine, program(change));
    expect(report).toMatchObject({ replaces: ["svc"], updates: [], creates: [] });
    expect(await writes()).toEqual([`DELETE ${AS}/:id`, `POST ${AS}`]);
    expect(engine.resource("svc")!.id).not.toBe(old.id);
    expect(engine.resource("svc")!.outputs).toMatchObject(change);
    expect((await services()).map((s) => s.id)).toEqual([engine.resource("svc")!.id]);
    await engine.destroy();
  });

  test("adopt: true takes over the cluster's App Service with the same name", async () => {
    const existing = await env.api.post(`${paths(env.target).C}/appservices`, { name: "svc" });
    await settled(existing.body.id, "healthy");
    const engine = env.engine();
    await env.clearRequests();
    await upOk(engine, program({ adopt: true }));
    expect(engine.resource("svc")!.id).toBe(existing.body.id);
    // The organization's list (by name), then one read: no switch to set, nothing to wait for.
    const calls = (await env.requests()).map((r) => `${r.method} ${r.path.split("?")[0].replace(/[0-9a-f-]{36}/g, ":id")}`);
    expect(calls).toEqual(["GET /v4/organizations/:id/appservices", `GET ${AS}/:id`]);
    await engine.destroy();
    expect(await services()).toEqual([]);
  });

  test("adopting a turned-off App Service declared on turns it on in the same run (instead of waiting for healthy in vain)", async () => {
    const existing = await env.api.post(`${paths(env.target).C}/appservices`, { name: "svc" });
    await settled(existing.body.id, "healthy");
    await env.api.delete(`${A(existing.body.id)}/activationState`);
    await settled(existing.body.id, "turnedOff");
    const engine = env.engine();
    await env.clearRequests();
    await upOk(engine, program({ adopt: true }));
    expect(engine.resource("svc")!).toMatchObject({ id: existing.body.id, outputs: { turnedOff: false, currentState: "healthy" } });
    expect(await writes()).toEqual([`POST ${AS}/:id/activationState`]);
    expect((await upOk(engine, program({ adopt: true }))).sames).toEqual(["svc"]);
    await engine.destroy();
  });

  test("refresh drops an App Service deleted outside Pulumi; deleting one already gone is no error", async () => {
    const engine = env.engine();
    await upOk(engine, program());
    const { id } = engine.resource("svc")!;
    await env.api.delete(A(id));
    await gone(id);
    expect((await engine.refresh()).deletes).toEqual(["svc"]);
    await upOk(engine, program());
    await env.api.delete(A(engine.resource("svc")!.id));
    await gone(engine.resource("svc")!.id);
    expect((await engine.destroy()).errors).toEqual([]);
  });
});

describe("turnedOff", () => {
  test("created turned off; turned on and off in place; no change without writes", async () => {
    const engine = env.engine();
    await upOk(engine, program({ turnedOff: true }));
    const { id } = engine.resource("svc")!;
    expect(engine.resource("svc")!.outputs).toMatchObject({ turnedOff: true, currentState: "turnedOff" });
    expect(await writes()).toEqual([`POST ${AS}`, `DELETE ${AS}/:id/activationState`]);

    await env.clearRequests();
    expect((await upOk(engine, program({ turnedOff: true }))).sames).toEqual(["svc"]);
    expect(await writes()).toEqual([]);

    expect((await upOk(engine, program())).updates).toEqual(["svc"]);
    expect(await writes()).toEqual([`POST ${AS}/:id/activationState`]);
    expect(engine.resource("svc")!.outputs).toMatchObject({ turnedOff: false, currentState: "healthy" });
    expect((await live(id)).currentState).toBe("healthy");

    await env.clearRequests();
    await upOk(engine, program({ turnedOff: true }));
    expect(await writes()).toEqual([`DELETE ${AS}/:id/activationState`]);
    expect((await live(id)).currentState).toBe("turnedOff");
    await engine.destroy();
  });

  test("turned off outside Pulumi: refresh shows the drift and the next run turns it back on", async () => {
    const engine = env.engine();
    await upOk(engine, program());
    const { id } = engine.resource("svc")!;
    expect((await env.api.delete(`${A(id)}/activationState`)).status).toBe(202);
    await settled(id, "turnedOff");

    const refresh = await engine.refresh();
    expect(refresh.updates).toEqual(["svc"]);
    expect(engine.resource("svc")!.outputs).toMatchObject({ turnedOff: true, currentState: "turnedOff" });
    expect(engine.resource("svc")!.inputs.turnedOff).toBe(true);

    await env.clearRequests();
    expect((await engine.preview(program())).updates).toEqual(["svc"]);
    expect((await upOk(engine, program())).updates).toEqual(["svc"]);
    expect(await writes()).toEqual([`POST ${AS}/:id/activationState`]);
    expect((await live(id)).currentState).toBe("healthy");
    await engine.destroy();
  });

  test("a resize and turning off in the same run: resized first, then turned off", async () => {
    const engine = env.engine();
    await upOk(engine, program());
    await env.clearRequests();
    await upOk(engine, program({ nodes: 3, turnedOff: true }));
    expect(await writes()).toEqual([`PUT ${AS}/:id`, `DELETE ${AS}/:id/activationState`]);
    expect(engine.resource("svc")!.outputs).toMatchObject({ nodes: 3, turnedOff: true, currentState: "turnedOff" });
    // A turned-off App Service can be deleted.
    await engine.destroy();
    expect(await services()).toEqual([]);
  });
});

describe("turnedOff and a resize together", () => {
  test("turning on and resizing in the same run: turned on first, then resized with the ETag read after the switch", async () => {
    const engine = env.engine();
    await upOk(engine, program({ turnedOff: true }));
    await env.clearRequests();
    expect((await upOk(engine, program({ nodes: 3 }))).updates).toEqual(["svc"]);
    expect(await writes()).toEqual([`POST ${AS}/:id/activationState`, `PUT ${AS}/:id`]);
    expect(engine.resource("svc")!.outputs).toMatchObject({ nodes: 3, turnedOff: false, currentState: "healthy" });
    expect((await upOk(engine, program({ nodes: 3 }))).sames).toEqual(["svc"]);
    await engine.destroy();
  });

  test("turned on, then the resize refused: recorded as on and not resized, so the next up only resizes", async () => {
    const engine = env.engine();
    await upOk(engine, program({ turnedOff: true }));
    await env.fault({ method: "PUT", path: "/appservices/[^/]+$", status: 400, code: 1000, times: 1 });
    const failed = await engine.up(program({ nodes: 3 }));
    expect(errorLines(failed)).toEqual([expect.stringMatching(/^AppService svc: dbplane: PUT .* failed: 400 \(code 1000\)/)]);
    expect(engine.resource("svc")!.outputs).toMatchObject({ nodes: 2, turnedOff: false, currentState: "healthy" });
    await env.clearRequests();
    expect((await upOk(engine, program({ nodes: 3 }))).updates).toEqual(["svc"]);
    expect(await writes()).toEqual([`PUT ${AS}/:id`]);
    expect(engine.resource("svc")!.outputs).toMatchObject({ nodes: 3, turnedOff: false, currentState: "healthy" });
    await engine.destroy();
  });
});

describe("failed states", () => {
  test("a failed deployment is a clear error and the App Service stays in the state; destroy removes it", async () => {
    await simulateFailure("create");
    const engine = env.engine();
    const report = await engine.up(program());
    expect(errorLines(report)).toEqual([
      expect.stringMatching(/^AppService svc: dbplane: AppService 'svc' \(id [0-9a-f-]+\) reached state deploymentFailed while waiting for healthy or degraded\.$/),
    ]);
    const entry = engine.resource("svc")!;
    expect(entry.id).toBe((await services())[0].id);
    expect(entry.outputs).toMatchObject({ name: "svc", __provider: expect.stringContaining("dbplane") });
    expect((await engine.destroy()).errors).toEqual([]);
    expect(await services()).toEqual([]);
  });

  test("a failed resize is a clear error; the App Service stays in the state", async () => {
    const engine = env.engine();
    await upOk(engine, program());
    await simulateFailure("update");
    const report = await engine.up(program({ nodes: 5 }));
    expect(errorLines(report)).toEqual([expect.stringMatching(/reached state scaleFailed while waiting for healthy or degraded\.$/)]);
    expect(engine.resource("svc")!.id).toBe((await services())[0].id);
    await engine.destroy();
  });

  test("a failed turn-off is recorded as the API has it (still on), so the next up alone turns it off", async () => {
    const engine = env.engine();
    await upOk(engine, program());
    await simulateFailure("turnOff");
    const report = await engine.up(program({ turnedOff: true }));
    expect(errorLines(report)).toEqual([
      expect.stringMatching(/reached state turnOffFailed while waiting for turnedOff\. The next apply turns it off again\.$/),
    ]);
    expect(engine.resource("svc")!.outputs).toMatchObject({ turnedOff: false, currentState: "turnOffFailed" });
    await env.clearRequests();
    expect((await upOk(engine, program({ turnedOff: true }))).updates).toEqual(["svc"]);
    expect(await writes()).toEqual([`DELETE ${AS}/:id/activationState`]);
    expect(engine.resource("svc")!.outputs.currentState).toBe("turnedOff");
    await engine.destroy();
  });

  test("a failed destroy is a clear error and keeps the App Service in the state", async () => {
    const engine = env.engine();
    await upOk(engine, program());
    await simulateFailure("delete");
    const report = await engine.destroy();
    expect(errorLines(report)).toEqual([expect.stringMatching(/AppService 'svc' \(id .*\) reached state destroyFailed while waiting for destroyed\.$/)]);
    expect(engine.resource("svc")).toBeDefined();
    expect((await engine.destroy()).errors).toEqual([]);
  });
});

describe("check", () => {
  test.each<[string, Args, string, RegExp]>([
    ["too many nodes", { nodes: 13 }, "nodes", /12/],
    ["an unsupported compute combination", { compute: { cpu: 2, ram: 8 } }, "compute", /supported combinations/],
    ["a load balancer range out of bounds", { loadBalancerCidr: "10.300.0.0/23" }, "loadBalancerCidr", /octets up to 255/],
    ["a malformed version", { version: "latest" }, "version", /version such as/],
    ["a non-boolean switch", { turnedOff: "yes" as never }, "turnedOff", /boolean/],
    ["a long name", { name: "x".repeat(257) }, "name", /256/],
  ])("%s fails check with the property path, before any API call", async (_label, change, property, reason) => {
    const engine = env.engine();
    await env.clearRequests();
    const report = await engine.preview(program(change));
    expect(report.failures).toEqual([expect.objectContaining({ name: "svc", property, reason: expect.stringMatching(reason) })]);
    expect(await env.requests()).toEqual([]);
  });
});

describe("faults", () => {
  test.each(CREATE_FAULTS)("a create survives %s on the POST with exactly one App Service", async (_label, rule) => {
    await env.fault({ method: "POST", path: "/appservices$", times: 1, ...rule });
    const engine = env.engine();
    await upOk(engine, program());
    expect((await services()).map((s) => s.id)).toEqual([engine.resource("svc")!.id]);
    await engine.destroy();
  });

  test("reads while waiting and the resize survive 503 and 429", async () => {
    await env.fault({ method: "GET", path: "/appservices/", status: 503, times: 2 });
    const engine = env.engine();
    await upOk(engine, program());
    await env.fault({ method: "PUT", path: "/appservices/", status: 429, retryAfterSeconds: 0, times: 1 });
    await upOk(engine, program({ nodes: 3 }));
    expect((await live(engine.resource("svc")!.id)).nodes).toBe(3);
    await engine.destroy();
  });
});

describe("waiting on the server's clock", () => {
  let slow: ProviderEnv;
  const TEN_MINUTES = 600_000;
  beforeAll(async () => {
    slow = await startProviderEnv({ transitionMs: TEN_MINUTES });
  });
  afterAll(() => slow?.close());

  test("create returns only once the clock has moved the deployment to healthy; delete only once it is gone", async () => {
    const engine = slow.engine();
    const scope = { organizationId: slow.target.organizationId, projectId: slow.target.projectId, clusterId: slow.target.clusterId };
    let done = false;
    const up = engine.up(() => new dbplane.AppService("svc", { ...scope, name: "svc" })).finally(() => (done = true));
    const list = async () => (await slow.api.get(`${paths(slow.target).O}/appservices`)).body.data as Array<{ currentState: string }>;
    await eventually(async () => (await list())[0]?.currentState, "deploying");
    await new Promise((r) => setTimeout(r, 500));
    expect(done).toBe(false);
    await slow.api.control("POST", "clock", { advanceMs: 2 * TEN_MINUTES });
    const report = await up;
    expect(report.errors).toEqual([]);
    expect(engine.resource("svc")!.outputs.currentState).toBe("healthy");

    done = false;
    const destroy = engine.destroy().finally(() => (done = true));
    await eventually(async () => (await list())[0]?.currentState, "destroying");
    await new Promise((r) => setTimeout(r, 500));
    expect(done).toBe(false);
    await slow.api.control("POST", "clock", { advanceMs: TEN_MINUTES });
    expect((await destroy).errors).toEqual([]);
    expect(await list()).toEqual([]);
  });
});
