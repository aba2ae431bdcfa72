import * as pulumi from "@pulumi/pulumi";
import * as dbplane from "dbplane";
import { paths } from "../support/conformance";
import { CREATE_FAULTS, errorLines, expectSteady, ofName, startProviderEnv, UNKNOWN, upOk, type ProviderEnv } from "../support/engine";

/** The Bucket resource through Pulumi's real dynamic-provider host against the conformance
 *  server: the API's fixed defaults and the cluster's choices (taken as they are), in-place
 *  updates through the PUT, replacements that delete first (the name is the id), validation,
 *  drift, faults. The seeded cluster runs server 8.0. */

let env: ProviderEnv;
let C: string;

beforeAll(async () => {
  env = await startProviderEnv();
  C = paths(env.target).C;
});
afterAll(() => env?.close());
beforeEach(() => env.clearFaultsAndRequests());

type Args = Partial<dbplane.BucketArgs>;
const bucketArgs = (name: string, extra: Args = {}): dbplane.BucketArgs => ({
  organizationId: env.target.organizationId,
  projectId: env.target.projectId,
  clusterId: env.target.clusterId,
  name,
  ...extra,
});
const oneBucket = (name: string, extra: Args = {}, opts?: pulumi.CustomResourceOptions) => () => {
  new dbplane.Bucket(name, bucketArgs(name, extra), opts);
};
const idOf = (name: string) => Buffer.from(name).toString("base64url");
const live = async (name: string) => (await env.api.get(`${C}/buckets/${idOf(name)}`)).body;
const bucketsNamed = async (name: string) => ((await env.api.get(`${C}/buckets`)).body.data as Array<{ name: string }>).filter((b) => b.name === name);
/** The update's four required fields. */
const required = { memoryAllocationInMb: 100, durabilityLevel: "none", replicas: 1, timeToLiveInSeconds: 0 };
const writes = async () => (await env.requests({ writes: true })).map((r) => `${r.method} ${r.path.split("?")[0]}`);

describe("lifecycle", () => {
  test("create: one POST and one GET; the id is the base64 of the name; outputs carry the API's defaults and the cluster's choices", async () => {
    const engine = env.engine();
    const report = await upOk(engine, oneBucket("create-1"));
    expect(report.creates).toEqual(["create-1"]);
    expect(ofName(report.registrations, "create-1").deleteBeforeReplace).toBe(true);
    const entry = engine.resource("create-1")!;
    expect(entry.id).toBe(idOf("create-1"));
    expect(entry.outputs).toMatchObject({
      name: "create-1",
      type: "couchbase",
      storageBackend: "magma",
      vbuckets: 128,
      memoryAllocationInMb: 100,
      bucketConflictResolution: "seqno",
      durabilityLevel: "none",
      replicas: 1,
      flushEnabled: false,
      timeToLiveInSeconds: 0,
      evictionPolicy: "fullEviction",
      priority: 0,
      enableCrossClusterVersioning: false,
    });
    // Statistics change with the data, not the configuration: not an output; buckets have no audit.
    expect(entry.outputs.stats).toBeUndefined();
    expect(entry.outputs.audit).toBeUndefined();
    expect((await env.requests()).map((r) => `${r.method} ${r.path}`)).toEqual([`POST ${C}/buckets`, `GET ${C}/buckets/${entry.id}`]);
    await engine.destroy();
    expect(await bucketsNamed("create-1")).toEqual([]);
  });

  test.each<[string, Args]>([
    ["a couchbase bucket left at the defaults", {}],
    ["an ephemeral bucket (its eviction policy default is noEviction)", { type: "ephemeral" }],
    [
      "a bucket with every field set",
      {
        type: "ephemeral",
        evictionPolicy: "nruEviction",
        memoryAllocationInMb: 256,
        replicas: 2,
        durabilityLevel: "majority",
        flushEnabled: true,
        timeToLiveInSeconds: 60,
        priority: 3,
        bucketConflictResolution: "lww",
      },
    ],
  ])("a second run and a refresh with no change report no change and make no write: %s", async (_label, extra) => {
    const engine = env.engine();
    const program = oneBucket("same-1", extra);
    await upOk(engine, program);
    await expectSteady(env, engine, program);
    await engine.destroy();
  });

  test("mutable fields are updated in place with one PUT carrying the required fields", async () => {
    const engine = env.engine();
    await upOk(engine, oneBucket("update-1", { type: "ephemeral", replicas: 2 }));
    const before = engine.resource("update-1")!;
    await env.clearRequests();
    const change: Args = {
      type: "ephemeral",
      memoryAllocationInMb: 512,
      durabilityLevel: "majority",
      replicas: 3,
      flushEnabled: true,
      timeToLiveInSeconds: 3600,
      priority: 7,
    };
    expect((await engine.preview(oneBucket("update-1", change))).updates).toEqual(["update-1"]);
    const report = await upOk(engine, oneBucket("update-1", change));
    expect(report).toMatchObject({ updates: ["update-1"], replaces: [], creates: [], deletes: [] });
    expect(await writes()).toEqual([`PUT ${C}/buckets/${before.id}`]);
    expect(await live("update-1")).toMatchObject({ ...change, evictionPolicy: "noEviction" });
    expect(engine.resource("update-1")!).toMatchObject({ id: before.id, outputs: change });
    expect((await upOk(engine, oneBucket("update-1", change))).sames).toEqual(["update-1"]);
    await engine.destroy();
  });

  test("removing a field with a fixed default returns it to that default; one the cluster chose keeps its value", async () => {
    const engine = env.engine();
    await upOk(engine, oneBucket("unset-1", { replicas: 3, timeToLiveInSeconds: 10, memoryAllocationInMb: 300 }));
    const report = await upOk(engine, oneBucket("unset-1", { replicas: 3, memoryAllocationInMb: 300 }));
    expect(report.updates).toEqual(["unset-1"]);
    expect(await live("unset-1")).toMatchObject({ replicas: 3, timeToLiveInSeconds: 0 });
    await upOk(engine, oneBucket("unset-1", { memoryAllocationInMb: 300 }));
    expect((await live("unset-1")).replicas).toBe(1);
    // The memory a bucket gets when it is unset is the cluster's choice: left out, it is not compared.
    expect((await upOk(engine, oneBucket("unset-1"))).sames).toEqual(["unset-1"]);
    expect((await live("unset-1")).memoryAllocationInMb).toBe(300);
    await engine.destroy();
  });

  test.each<[string, Args, Args]>([
    ["type", {}, { type: "ephemeral" }],
    ["storageBackend", { storageBackend: "magma" }, { storageBackend: "couchstore" }],
    ["vbuckets", { storageBackend: "magma", vbuckets: 128 }, { storageBackend: "magma", vbuckets: 1024 }],
    ["bucketConflictResolution", {}, { bucketConflictResolution: "lww" }],
    ["evictionPolicy", { type: "ephemeral" }, { type: "ephemeral", evictionPolicy: "nruEviction" }],
  ])("a change to %s replaces the bucket, deleting the old one first", async (field, from, to) => {
    const engine = env.engine();
    const name = `replace-${field.toLowerCase()}`;
    await upOk(engine, oneBucket(name, from));
    const preview = await engine.preview(oneBucket(name, to));
    expect(preview).toMatchObject({ replaces: [name], updates: [], creates: [] });
    await env.clearRequests();
    const report = await upOk(engine, oneBucket(name, to));
    expect(report).toMatchObject({ replaces: [name], updates: [], creates: [], deletes: [] });
    expect(await writes()).toEqual([`DELETE ${C}/buckets/${idOf(name)}`, `POST ${C}/buckets`]);
    expect(await live(name)).toMatchObject(to);
    expect((await upOk(engine, oneBucket(name, to))).sames).toEqual([name]);
    await engine.destroy();
  });

  test("a new name is a new bucket: replaced (old one deleted first), new id", async () => {
    const engine = env.engine();
    await upOk(engine, oneBucket("rename-1"));
    const program = () => {
      new dbplane.Bucket("rename-1", bucketArgs("rename-2"));
    };
    await env.clearRequests();
    expect((await upOk(engine, program)).replaces).toEqual(["rename-1"]);
    expect(await writes()).toEqual([`DELETE ${C}/buckets/${idOf("rename-1")}`, `POST ${C}/buckets`]);
    expect(engine.resource("rename-1")!.id).toBe(idOf("rename-2"));
    expect(await bucketsNamed("rename-1")).toEqual([]);
    await engine.destroy();
  });

  test("removing the resource from the program deletes the bucket; a bucket already gone is no error", async () => {
    const engine = env.engine();
    await upOk(engine, () => {
      new dbplane.Bucket("del-1", bucketArgs("del-1"));
      new dbplane.Bucket("del-2", bucketArgs("del-2"));
    });
    await env.api.delete(`${C}/buckets/${idOf("del-2")}`);
    const report = await upOk(engine, () => undefined);
    expect(report.deletes.sort()).toEqual(["del-1", "del-2"]);
    expect(await bucketsNamed("del-1")).toEqual([]);
    expect(engine.state.resources).toEqual([]);
  });

  test("refresh shows a change made outside Pulumi; the next run puts the declared value back", async () => {
    const engine = env.engine();
    await upOk(engine, oneBucket("drift-1", { memoryAllocationInMb: 200 }));
    await env.api.put(`${C}/buckets/${idOf("drift-1")}`, { ...required, memoryAllocationInMb: 300, replicas: 2 });
    const refresh = await engine.refresh();
    expect(refresh.updates).toEqual(["drift-1"]);
    expect(engine.resource("drift-1")!.outputs).toMatchObject({ memoryAllocationInMb: 300, replicas: 2 });
    const report = await upOk(engine, oneBucket("drift-1", { memoryAllocationInMb: 200 }));
    expect(report.updates).toEqual(["drift-1"]);
    expect(await live("drift-1")).toMatchObject({ memoryAllocationInMb: 200, replicas: 1 });
    await engine.destroy();
  });

  test("refresh drops a bucket deleted outside Pulumi; the next run creates it again", async () => {
    const engine = env.engine();
    await upOk(engine, oneBucket("gone-1"));
    await env.api.delete(`${C}/buckets/${idOf("gone-1")}`);
    expect((await engine.refresh()).deletes).toEqual(["gone-1"]);
    expect((await upOk(engine, oneBucket("gone-1"))).creates).toEqual(["gone-1"]);
    await engine.destroy();
  });

  test("adopt: true takes over the existing bucket with the same name; a plain create is a conflict that says how to take it over", async () => {
    await env.api.post(`${C}/buckets`, { name: "adopt-1", replicas: 2 });
    const failed = await env.engine().up(oneBucket("adopt-1", { replicas: 2 }));
    const { organizationId, projectId, clusterId } = env.target;
    expect(errorLines(failed)).toEqual([expect.stringMatching(/^Bucket adopt-1: dbplane: POST .*\/buckets failed: 409 /)]);
    expect(errorLines(failed)[0]).toContain(
      `Bucket 'adopt-1' (id ${idOf("adopt-1")}) already exists: set \`adopt: true\` on the resource to take it over (Terraform: \`adopt = true\`, or \`terraform import <address> ${organizationId}/${projectId}/${clusterId}/adopt-1\`).`,
    );
    const engine = env.engine();
    await env.clearRequests();
    await upOk(engine, oneBucket("adopt-1", { replicas: 2, adopt: true }));
    expect(engine.resource("adopt-1")!.id).toBe(idOf("adopt-1"));
    expect(await env.requests({ writes: true })).toEqual([]);
    expect((await upOk(engine, oneBucket("adopt-1", { replicas: 2, adopt: true }))).sames).toEqual(["adopt-1"]);
    await engine.destroy();
    expect(await bucketsNamed("adopt-1")).toEqual([]);
  });
});

describe("check", () => {
  test.each<[string, Args, string, RegExp]>([
    ["vbuckets on a couchstore bucket", { vbuckets: 1024, storageBackend: "couchstore" }, "vbuckets", /magma/],
    ["a storage backend on an ephemeral bucket", { type: "ephemeral", storageBackend: "magma" }, "storageBackend", /ephemeral/],
    ["a persisting durability level on an ephemeral bucket", { type: "ephemeral", durabilityLevel: "persistToMajority" }, "durabilityLevel", /ephemeral/],
    ["an eviction policy of the other type", { evictionPolicy: "noEviction" }, "evictionPolicy", /fullEviction/],
    ["4 replicas", { replicas: 4 }, "replicas", /<=3|too big/i],
    ["memory below the minimum", { memoryAllocationInMb: 50 }, "memoryAllocationInMb", />=100|too small/i],
    ["a name starting with a period", { name: ".hidden" }, "name", /not starting with '\.'/],
    ["an unknown type", { type: "memcached" as never }, "type", /couchbase/],
    ["the old neutral type 'standard'", { type: "standard" as never }, "type", /^'standard' is now spelled as the API spells it: write 'couchbase'$/],
  ])("%s fails check with the property path and the rule, before any API call", async (_label, change, property, reason) => {
    const report = await env.engine().up(() => {
      new dbplane.Bucket("bad", { ...bucketArgs("bad"), ...change });
    });
    expect(report.failures).toEqual([expect.objectContaining({ name: "bad", property, reason: expect.stringMatching(reason) })]);
    expect(await env.requests()).toEqual([]);
  });

  test("unknown values pass check in preview: unknown immutable fields replace, unknown mutable ones update", async () => {
    const engine = env.engine();
    await upOk(engine, () => {
      new dbplane.Bucket("unknown-a", bucketArgs("unknown-a"));
      new dbplane.Bucket("unknown-b", bucketArgs("unknown-b"));
    });
    const program = () => {
      const source = new dbplane.Bucket("unknown-src", bucketArgs("unknown-src"));
      const later = <T>(value: T) => source.enableCrossClusterVersioning.apply(() => value);
      new dbplane.Bucket("unknown-a", bucketArgs("unknown-a", { replicas: later(2) }));
      new dbplane.Bucket("unknown-b", bucketArgs("unknown-b", { type: later("ephemeral" as const) }));
    };
    await env.clearRequests();
    const preview = await engine.preview(program);
    expect(preview).toMatchObject({ creates: ["unknown-src"], updates: ["unknown-a"], replaces: ["unknown-b"], failures: [], errors: [] });
    expect(ofName(preview.registrations, "unknown-b").inputs.type).toBe(UNKNOWN);
    expect(await env.requests()).toEqual([]);
    const up = await upOk(engine, program);
    expect(up).toMatchObject({ creates: ["unknown-src"], updates: ["unknown-a"], replaces: ["unknown-b"] });
    expect(await live("unknown-b")).toMatchObject({ type: "ephemeral", evictionPolicy: "noEviction" });
    await engine.destroy();
  });
});

describe("faults and errors", () => {
  test.each([
    ["{}", { answerBody: "{}" }],
    ["HTML", { answerBody: "<html>OK</html>", answerContentType: "text/html" }],
  ])("a create answered 201 with %s: the bucket is found by its name and recorded, one POST", async (label, rule) => {
    const name = `no-id-${label === "{}" ? "empty" : "html"}`;
    await env.fault({ method: "POST", path: "/buckets$", times: 1, ...rule });
    const engine = env.engine();
    expect((await upOk(engine, oneBucket(name))).creates).toEqual([name]);
    const [bucket] = (await bucketsNamed(name)) as Array<{ name: string; id: string }>;
    expect(engine.resource(name)!.id).toBe(bucket.id);
    expect((await env.requests({ writes: true })).map((r) => r.method)).toEqual(["POST"]);
    expect((await engine.destroy()).deletes).toEqual([name]);
    expect(await bucketsNamed(name)).toHaveLength(0);
  });

  test.each(CREATE_FAULTS)("a create survives %s on the POST and creates exactly one bucket", async (label, rule) => {
    const name = `fault-${label.split(" ")[0]}`;
    await env.fault({ method: "POST", path: "/buckets$", times: 1, ...rule });
    const engine = env.engine();
    expect((await upOk(engine, oneBucket(name))).creates).toEqual([name]);
    expect(await bucketsNamed(name)).toHaveLength(1);
    const calls = (await env.requests()).map((r) => `${r.method} ${r.path.split("?")[0]}`);
    expect(calls.filter((c) => c.startsWith("POST"))).toHaveLength(rule.status ? 2 : 1);
    // After a 502 the bucket is looked up by name before the POST is repeated.
    expect(calls[1] === `GET ${C}/buckets`).toBe(rule.status === 502);
    await engine.destroy();
  });

  test("updates and deletes are retried on 429, 503 and 504", async () => {
    const engine = env.engine();
    await upOk(engine, oneBucket("fault-rw"));
    await env.fault({ method: "PUT", path: "/buckets/", status: 429, retryAfterSeconds: 0, times: 1 });
    await env.fault({ method: "GET", path: "/buckets/", status: 503, times: 1 });
    await upOk(engine, oneBucket("fault-rw", { replicas: 2 }));
    expect((await live("fault-rw")).replicas).toBe(2);
    await env.fault({ method: "DELETE", path: "/buckets/", status: 504, times: 1 });
    expect((await engine.destroy()).errors).toEqual([]);
    expect(await bucketsNamed("fault-rw")).toEqual([]);
  });

  test("more memory than the cluster has free fails in one line naming the field; nothing is recorded", async () => {
    const engine = env.engine();
    const report = await engine.up(oneBucket("huge-1", { memoryAllocationInMb: 1_000_000 }));
    expect(errorLines(report)).toEqual([expect.stringMatching(/^Bucket huge-1: dbplane: POST .*\/buckets failed: 400 \(code 1000\) Field 'memoryAllocationInMb'.*Hint: /)]);
    expect(engine.state.resources).toEqual([]);
    expect(await bucketsNamed("huge-1")).toEqual([]);
  });

  test("a failed read after the POST still records the bucket, so it is not orphaned", async () => {
    const engine = env.engine();
    await env.fault({ method: "GET", path: `/buckets/${idOf("partial-1")}$`, status: 403, code: 1002, times: 1 });
    const report = await engine.up(oneBucket("partial-1"));
    expect(errorLines(report)).toEqual([expect.stringMatching(/^Bucket partial-1: dbplane: GET .* failed: 403 \(code 1002\)/)]);
    expect(engine.resource("partial-1")!.id).toBe(idOf("partial-1"));
    expect((await upOk(engine, oneBucket("partial-1"))).sames).toEqual(["partial-1"]);
    await engine.destroy();
    expect(await bucketsNamed("partial-1")).toEqual([]);
  });
});
