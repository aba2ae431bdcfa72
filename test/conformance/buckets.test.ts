import { client, expectError, paths, useTarget } from "../support/conformance";
import { basic, gateway, gatewayAdmin } from "../support/gateway";

/** Buckets as the real v4 API has them: the type `couchbase` or `ephemeral`; what a field left
 *  unset gets depends on the cluster's server version (the seeded aws cluster runs 8.0, the gcp
 *  one 7.6); reads carry an ETag; the list is not paged. */
const t = useTarget();
const api = client(t);
let C: string;

beforeAll(() => {
  ({ C } = paths(t));
});

const idOf = (name: string) => Buffer.from(name, "utf8").toString("base64url");
/** A cluster of its own for tests that depend on the memory in use: the gcp one, on server 7.6. */
const otherCluster = () => paths(t, t.clusters.find((c) => c.serverVersion.startsWith("7."))!.id).C;
/** The update's four required fields. */
const required = { memoryAllocationInMb: 100, durabilityLevel: "none", replicas: 1, timeToLiveInSeconds: 0 };

describe("buckets", () => {
  test("create answers 201 {id}, the URL-safe base64 of the name; a read shows the defaults of a server 8.0 cluster, with an ETag", async () => {
    const created = await api.post(`${C}/buckets`, { name: "travel" });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: idOf("travel") });
    const read = await api.get(`${C}/buckets/${created.body.id}`);
    expect(read.status).toBe(200);
    expect(read.headers.etag).toMatch(/^"[^"]+"$/);
    expect(read.body).toEqual({
      id: idOf("travel"),
      name: "travel",
      type: "couchbase",
      storageBackend: "magma",
      vbuckets: 128,
      memoryAllocationInMb: 100,
      bucketConflictResolution: "seqno",
      durabilityLevel: "none",
      replicas: 1,
      flush: false,
      flushEnabled: false,
      timeToLiveInSeconds: 0,
      evictionPolicy: "fullEviction",
      priority: 0,
      enableCrossClusterVersioning: false,
      stats: { itemCount: 0, opsPerSecond: 0, diskUsedInMib: 0, memoryUsedInMib: 0 },
    });
  });

  test("before server 8.0 a bucket defaults to couchstore (no vBuckets choice); a magma one there has 1,024 vBuckets and at least 1,024 MiB", async () => {
    const older = otherCluster();
    expect((await api.post(`${older}/buckets`, { name: "old" })).status).toBe(201);
    const read = (await api.get(`${older}/buckets/${idOf("old")}`)).body;
    expect(read).toMatchObject({ type: "couchbase", storageBackend: "couchstore", memoryAllocationInMb: 100 });
    expect(read).not.toHaveProperty("vbuckets");
    expectError(await api.post(`${older}/buckets`, { name: "mag", storageBackend: "magma", memoryAllocationInMb: 512 }), 400, 1000, /'memoryAllocationInMb' must be at least 1024/);
    expectError(await api.post(`${older}/buckets`, { name: "mag", storageBackend: "magma", vbuckets: 128 }), 400, 1000, /'vbuckets'.*8\.0/);
    expect((await api.post(`${older}/buckets`, { name: "mag", storageBackend: "magma" })).status).toBe(201);
    expect((await api.get(`${older}/buckets/${idOf("mag")}`)).body).toMatchObject({ storageBackend: "magma", vbuckets: 1024, memoryAllocationInMb: 1024 });
    await api.delete(`${older}/buckets/${idOf("old")}`);
    await api.delete(`${older}/buckets/${idOf("mag")}`);
  });

  test("an ephemeral bucket has no storage backend; its eviction policy is noEviction unless given", async () => {
    expect((await api.post(`${C}/buckets`, { name: "cache", type: "ephemeral" })).status).toBe(201);
    const read = (await api.get(`${C}/buckets/${idOf("cache")}`)).body;
    expect(read).toMatchObject({ type: "ephemeral", storageBackend: "", evictionPolicy: "noEviction", memoryAllocationInMb: 100 });
    expect(read).not.toHaveProperty("vbuckets");
    expectError(await api.post(`${C}/buckets`, { name: "cache2", type: "ephemeral", storageBackend: "magma" }), 400, 1000, /'storageBackend': not applicable to ephemeral/);
    await api.delete(`${C}/buckets/${idOf("cache")}`);
  });

  test("the id is URL-safe base64 without padding, and it addresses the bucket", async () => {
    // Bucket-name characters never produce '+' or '/' in base64; padding is what differs.
    const created = await api.post(`${C}/buckets`, { name: "ab" });
    expect(Buffer.from("ab").toString("base64")).toBe("YWI=");
    expect(created.body.id).toBe("YWI");
    const odd = await api.post(`${C}/buckets`, { name: "x.-_%" });
    expect(odd.body.id).toBe(idOf("x.-_%"));
    expect((await api.get(`${C}/buckets/${odd.body.id}`)).body.name).toBe("x.-_%");
  });

  test("names are unique per cluster (409) but may repeat in another cluster", async () => {
    expect((await api.post(`${C}/buckets`, { name: "dup" })).status).toBe(201);
    expectError(await api.post(`${C}/buckets`, { name: "dup" }), 409);
    expect((await api.post(`${otherCluster()}/buckets`, { name: "dup" })).status).toBe(201);
    await api.delete(`${otherCluster()}/buckets/${idOf("dup")}`);
  });

  test("every optional field is stored as given", async () => {
    const body = {
      name: "custom",
      type: "couchbase",
      storageBackend: "magma",
      vbuckets: 1024,
      memoryAllocationInMb: 1024,
      bucketConflictResolution: "lww",
      durabilityLevel: "persistToMajority",
      replicas: 3,
      flush: true,
      flushEnabled: true,
      timeToLiveInSeconds: 3600,
      evictionPolicy: "fullEviction",
      priority: 7,
    };
    expect((await api.post(`${C}/buckets`, body)).status).toBe(201);
    expect((await api.get(`${C}/buckets/${idOf("custom")}`)).body).toMatchObject(body);
  });

  test.each([
    [{}, /'name' is required/],
    [{ name: "" }, /'name'/],
    [{ name: "n".repeat(101) }, /'name'/],
    [{ name: ".hidden" }, /'name' must be a name of letters, digits, '_', '.', '-', '%', not starting with '.'/],
    [{ name: "has space" }, /'name' must be a name of letters, digits, '_', '.', '-', '%', not starting with '.'/],
    [{ name: 7 }, /'name' must be a string; got an integer/],
    [{ name: "b", type: "standard" }, /'type' must be one of/],
    [{ name: "b", storageBackend: "rocks" }, /'storageBackend' must be one of/],
    [{ name: "b", vbuckets: 256 }, /'vbuckets' must be one of/],
    [{ name: "b", bucketConflictResolution: "custom" }, /'bucketConflictResolution' must be one of/],
    [{ name: "b", durabilityLevel: "all" }, /'durabilityLevel' must be one of/],
    [{ name: "b", evictionPolicy: "valueOnly" }, /'evictionPolicy' must be one of/],
    [{ name: "b", replicas: 0 }, /'replicas'/],
    [{ name: "b", replicas: 4 }, /'replicas'/],
    [{ name: "b", replicas: 1.5 }, /'replicas'/],
    [{ name: "b", timeToLiveInSeconds: -1 }, /'timeToLiveInSeconds'/],
    [{ name: "b", memoryAllocationInMb: 99 }, /'memoryAllocationInMb'/],
    [{ name: "b", memoryAllocationInMb: "100" }, /'memoryAllocationInMb'/],
    [{ name: "b", flushEnabled: "yes" }, /'flushEnabled'/],
    [{ name: "b", priority: -1 }, /'priority'/],
    [{ name: "b", stats: {} }, /'stats' is not allowed/],
    [{ name: "b", id: "Yg" }, /'id' is not allowed/],
  ])("create rejects %j with 400 code 1000 naming the field", async (body, message) => {
    expectError(await api.post(`${C}/buckets`, body), 400, 1000, message);
  });

  test("a name of exactly 100 characters is accepted", async () => {
    const name = "n".repeat(100);
    expect((await api.post(`${C}/buckets`, { name })).status).toBe(201);
    await api.delete(`${C}/buckets/${idOf(name)}`);
  });

  test("vbuckets is a choice of magma buckets (the default backend on server 8.0), never of couchstore ones", async () => {
    expectError(await api.post(`${C}/buckets`, { name: "vb1", vbuckets: 1024, storageBackend: "couchstore" }), 400, 1000, /'vbuckets'.*magma/);
    expectError(await api.post(`${C}/buckets`, { name: "vb1", vbuckets: 128, storageBackend: "couchstore" }), 400, 1000, /'vbuckets'/);
    expect((await api.post(`${C}/buckets`, { name: "vb2", vbuckets: 1024 })).status).toBe(201);
    expect((await api.get(`${C}/buckets/${idOf("vb2")}`)).body).toMatchObject({ storageBackend: "magma", vbuckets: 1024 });
    expect((await api.post(`${C}/buckets`, { name: "vb3", vbuckets: 128, storageBackend: "magma" })).status).toBe(201);
    expect((await api.post(`${C}/buckets`, { name: "vb4", storageBackend: "couchstore" })).status).toBe(201);
    expect((await api.get(`${C}/buckets/${idOf("vb4")}`)).body).not.toHaveProperty("vbuckets");
  });

  test("durability options depend on the type: ephemeral buckets refuse the persisting levels", async () => {
    for (const level of ["majorityAndPersistActive", "persistToMajority"]) {
      expectError(await api.post(`${C}/buckets`, { name: "eph", type: "ephemeral", durabilityLevel: level }), 400, 1000, /'durabilityLevel'/);
    }
    expect((await api.post(`${C}/buckets`, { name: "eph", type: "ephemeral", durabilityLevel: "majority" })).status).toBe(201);
    const { body } = await api.get(`${C}/buckets/${idOf("eph")}`);
    expect(body).toMatchObject({ type: "ephemeral", durabilityLevel: "majority", evictionPolicy: "noEviction" });
    expectError(
      await api.put(`${C}/buckets/${idOf("eph")}`, { ...required, durabilityLevel: "persistToMajority" }),
      400,
      1000,
      /'durabilityLevel'/,
    );
  });

  test("eviction policies per type: fullEviction for couchbase buckets, noEviction/nruEviction for ephemeral ones", async () => {
    expectError(await api.post(`${C}/buckets`, { name: "ev1", evictionPolicy: "noEviction" }), 400, 1000, /'evictionPolicy'/);
    expectError(await api.post(`${C}/buckets`, { name: "ev1", type: "ephemeral", evictionPolicy: "fullEviction" }), 400, 1000, /'evictionPolicy'/);
    expect((await api.post(`${C}/buckets`, { name: "ev1", type: "ephemeral", evictionPolicy: "nruEviction" })).status).toBe(201);
  });

  test("list answers {data, clusterStats}, every bucket at once (no cursor), with free memory following the allocations", async () => {
    const O = otherCluster();
    const before = await api.get(`${O}/buckets`);
    expect(before.status).toBe(200);
    expect(before.body.clusterStats).toEqual({ freeMemoryInMb: 10240, totalMemoryInMb: 10240, maxReplicas: 3 });
    await api.post(`${O}/buckets`, { name: "m1", memoryAllocationInMb: 2000 });
    await api.post(`${O}/buckets`, { name: "m2", memoryAllocationInMb: 3000 });
    const after = await api.get(`${O}/buckets`);
    expect(Object.keys(after.body).sort()).toEqual(["clusterStats", "data"]);
    expect(after.body.clusterStats.freeMemoryInMb).toBe(10240 - 5000);
    expect(after.body.data.map((b: { name: string }) => b.name)).toEqual(["m1", "m2"]);
    await api.delete(`${O}/buckets/${idOf("m1")}`);
    await api.delete(`${O}/buckets/${idOf("m2")}`);
  });

  test("allocations beyond the cluster's free memory are 400 naming memoryAllocationInMb, on create and update", async () => {
    const O = otherCluster();
    expect((await api.post(`${O}/buckets`, { name: "big", memoryAllocationInMb: 10000 })).status).toBe(201);
    expectError(await api.post(`${O}/buckets`, { name: "small", memoryAllocationInMb: 241 }), 400, 1000, /'memoryAllocationInMb'.*free/);
    expect((await api.post(`${O}/buckets`, { name: "small", memoryAllocationInMb: 240 })).status).toBe(201);
    expectError(await api.put(`${O}/buckets/${idOf("small")}`, { ...required, memoryAllocationInMb: 241 }), 400, 1000, /'memoryAllocationInMb'/);
    // a bucket's own allocation counts as free for its update
    expect((await api.put(`${O}/buckets/${idOf("big")}`, { ...required, memoryAllocationInMb: 10000 })).status).toBe(204);
    await api.delete(`${O}/buckets/${idOf("big")}`);
    await api.delete(`${O}/buckets/${idOf("small")}`);
  });

  test("update answers 204 and changes the mutable fields; the ETag changes", async () => {
    await api.post(`${C}/buckets`, { name: "upd" });
    const etag = (await api.get(`${C}/buckets/${idOf("upd")}`)).headers.etag;
    const res = await api.put(`${C}/buckets/${idOf("upd")}`, {
      memoryAllocationInMb: 512,
      durabilityLevel: "majority",
      replicas: 2,
      flush: true,
      flushEnabled: true,
      timeToLiveInSeconds: 60,
      priority: 5,
    });
    expect(res.status).toBe(204);
    expect(res.text).toBe("");
    const read = await api.get(`${C}/buckets/${idOf("upd")}`);
    expect(read.body).toMatchObject({ memoryAllocationInMb: 512, durabilityLevel: "majority", replicas: 2, flush: true, flushEnabled: true, timeToLiveInSeconds: 60, priority: 5 });
    expect(read.headers.etag).not.toBe(etag);
  });

  test("flush is the deprecated spelling of flushEnabled: either sets both; cross-cluster versioning, once on, stays on", async () => {
    await api.post(`${C}/buckets`, { name: "fl", flush: true });
    expect((await api.get(`${C}/buckets/${idOf("fl")}`)).body).toMatchObject({ flush: true, flushEnabled: true });
    expect((await api.put(`${C}/buckets/${idOf("fl")}`, { ...required, flushEnabled: false, enableCrossClusterVersioning: true })).status).toBe(204);
    expect((await api.get(`${C}/buckets/${idOf("fl")}`)).body).toMatchObject({ flush: false, flushEnabled: false, enableCrossClusterVersioning: true });
    expectError(await api.put(`${C}/buckets/${idOf("fl")}`, { ...required, enableCrossClusterVersioning: false }), 400, 1000, /'enableCrossClusterVersioning'/);
  });

  test.each(["memoryAllocationInMb", "durabilityLevel", "replicas", "timeToLiveInSeconds"])("update requires %s", async (field) => {
    await api.post(`${C}/buckets`, { name: "req" });
    const body: Record<string, unknown> = { ...required };
    delete body[field];
    expectError(await api.put(`${C}/buckets/${idOf("req")}`, body), 400, 1000, new RegExp(`'${field}' is required`));
  });

  test.each([
    ["name", "other"],
    ["type", "ephemeral"],
    ["storageBackend", "magma"],
    ["vbuckets", 1024],
    ["bucketConflictResolution", "lww"],
    ["evictionPolicy", "noEviction"],
  ])("the update takes no immutable field (%s): 400 naming it, whatever its value", async (field, value) => {
    await api.post(`${C}/buckets`, { name: "imm" });
    expectError(await api.put(`${C}/buckets/${idOf("imm")}`, { ...required, [field]: value }), 400, 1000, new RegExp(`'${field}' is not allowed`));
    const current = (await api.get(`${C}/buckets/${idOf("imm")}`)).body[field];
    expectError(await api.put(`${C}/buckets/${idOf("imm")}`, { ...required, [field]: current }), 400, 1000, new RegExp(`'${field}' is not allowed`));
  });

  test("update validates like create: replicas 1 to 3, ttl non-negative, no unknown fields", async () => {
    await api.post(`${C}/buckets`, { name: "val" });
    const base = required;
    expectError(await api.put(`${C}/buckets/${idOf("val")}`, { ...base, replicas: 4 }), 400, 1000, /'replicas'/);
    expectError(await api.put(`${C}/buckets/${idOf("val")}`, { ...base, timeToLiveInSeconds: -5 }), 400, 1000, /'timeToLiveInSeconds'/);
    expectError(await api.put(`${C}/buckets/${idOf("val")}`, { ...base, stats: {} }), 400, 1000, /'stats' is not allowed/);
  });

  test("delete answers 204, then the bucket is 404 and its memory free again", async () => {
    await api.post(`${C}/buckets`, { name: "gone", memoryAllocationInMb: 300 });
    const free = (await api.get(`${C}/buckets`)).body.clusterStats.freeMemoryInMb;
    expect((await api.delete(`${C}/buckets/${idOf("gone")}`)).status).toBe(204);
    expectError(await api.get(`${C}/buckets/${idOf("gone")}`), 404);
    expectError(await api.delete(`${C}/buckets/${idOf("gone")}`), 404);
    expectError(await api.put(`${C}/buckets/${idOf("gone")}`, required), 404);
    expect((await api.get(`${C}/buckets`)).body.clusterStats.freeMemoryInMb).toBe(free + 300);
  });

  test("a bucket backing an App Endpoint cannot be deleted (409)", async () => {
    await api.post(`${C}/buckets`, { name: "backing" });
    const svc = await api.post(`${C}/appservices`, { name: "bucket-test" });
    expect(svc.status).toBe(201);
    // App Endpoints are created on a running App Service: move the clock until it has deployed.
    for (let i = 0; i < 20 && (await api.get(paths(t).A(svc.body.id))).body.currentState !== "healthy"; i++) {
      await api.control("POST", "clock", { advanceMs: 1000 });
    }
    const endpoint = await api.post(`${paths(t).A(svc.body.id)}/appEndpoints`, { name: "backed", bucket: "backing" });
    expect(endpoint.status).toBe(201);
    expectError(await api.delete(`${C}/buckets/${idOf("backing")}`), 409, undefined, /backed/);
    expect((await api.get(`${C}/buckets/${idOf("backing")}`)).status).toBe(200);
  });

  test("malformed JSON, unknown buckets and unknown clusters", async () => {
    expectError(await api.post(`${C}/buckets`, undefined, { raw: "{\"name\":", headers: { "content-type": "application/json" } }), 400, 1000, /JSON/);
    expectError(await api.put(`${C}/buckets/${idOf("travel")}`, undefined, { raw: "[", headers: { "content-type": "application/json" } }), 400, 1000);
    expectError(await api.get(`${C}/buckets/${idOf("no-such-bucket")}`), 404);
    expectError(await api.get(`${paths(t, "6f1d1c7e-3b1a-4c59-9f0e-1d2c3b4a5e6f").C}/buckets`), 404);
    expectError(await api.post(`${paths(t, "bad").C}/buckets`, { name: "x" }), 400, 1000, /clusterId/);
  });

  describe("flush (PUT .../flush, no body)", () => {
    const required = { memoryAllocationInMb: 100, durabilityLevel: "none", replicas: 1, timeToLiveInSeconds: 0 };
    const flush = (name: string) => api.put(`${C}/buckets/${idOf(name)}/flush`);

    test("refused with 422 and the API's error body unless the bucket's flushEnabled is true", async () => {
      expect((await api.post(`${C}/buckets`, { name: "no-flush" })).status).toBe(201);
      expectError(await flush("no-flush"), 422, 1000, /'no-flush' can't be flushed: flush is not enabled.*flushEnabled is false/);
      // The deprecated `flush` sets it too.
      expect((await api.put(`${C}/buckets/${idOf("no-flush")}`, { ...required, flush: true })).status).toBe(204);
      expect((await flush("no-flush")).status).toBe(200);
      expect((await api.put(`${C}/buckets/${idOf("no-flush")}`, { ...required, flushEnabled: false })).status).toBe(204);
      expectError(await flush("no-flush"), 422, 1000, /flush is not enabled/);
    });

    test("answers 200 with no body and deletes every document of the App Endpoints the bucket backs; the bucket stays as it was", async () => {
      expect((await api.post(`${C}/buckets`, { name: "flushable", flushEnabled: true })).status).toBe(201);
      expect((await api.post(`${C}/buckets`, { name: "kept" })).status).toBe(201);
      // The cluster's App Service (one per cluster: an earlier test may have made it).
      const made = await api.post(`${C}/appservices`, { name: "flush-test" });
      const listed = (await api.get(`/v4/organizations/${t.organizationId}/appservices?perPage=100`)).body.data as Array<{ id: string; clusterId: string }>;
      const svcId: string = made.status === 201 ? made.body.id : listed.find((a) => a.clusterId === t.clusterId)!.id;
      for (let i = 0; i < 20 && (await api.get(paths(t).A(svcId))).body.currentState !== "healthy"; i++) await api.control("POST", "clock", { advanceMs: 1000 });
      const endpoints = `${paths(t).A(svcId)}/appEndpoints`;
      expect((await api.post(endpoints, { name: "flushed", bucket: "flushable" })).status).toBe(201);
      expect((await api.post(endpoints, { name: "untouched", bucket: "kept" })).status).toBe(201);
      await api.control("POST", "clock", { advanceMs: 1000 });
      const admin = gatewayAdmin(t);
      const asUser = gateway(t.server!.gatewayPublicUrl, basic("writer", "pw-writer"));
      for (const db of ["flushed", "untouched"]) {
        expect((await admin.put(`/${db}/_user/writer`, { password: "pw-writer", admin_channels: ["c"] })).status).toBe(201);
        expect((await asUser.put(`/${db}/doc1`, { channels: ["c"], n: 1 })).status).toBe(201);
        expect((await asUser.get(`/${db}/doc1`)).status).toBe(200);
      }
      const before = (await api.get(`${C}/buckets/${idOf("flushable")}`)).body;
      const res = await flush("flushable");
      expect({ status: res.status, text: res.text }).toEqual({ status: 200, text: "" });
      expect((await asUser.get("/flushed/doc1")).status).toBe(404);
      expect((await asUser.get("/untouched/doc1")).status).toBe(200);
      expect((await api.get(`${C}/buckets/${idOf("flushable")}`)).body).toEqual(before);
      // Flushing an empty bucket again is no error.
      expect((await flush("flushable")).status).toBe(200);
    });

    test("an unknown bucket or cluster is 404, malformed JSON a 400, a POST a 405 naming PUT", async () => {
      expectError(await flush("no-such-bucket"), 404);
      expectError(await api.put(`${paths(t, "6f1d1c7e-3b1a-4c59-9f0e-1d2c3b4a5e6f").C}/buckets/${idOf("travel")}/flush`), 404);
      expectError(await api.put(`${C}/buckets/${idOf("no-flush")}/flush`, undefined, { raw: "{\"x\":", headers: { "content-type": "application/json" } }), 400, 1000, /JSON/);
      const post = await api.post(`${C}/buckets/${idOf("no-flush")}/flush`, {});
      expectError(post, 405, undefined, /PUT/);
    });
  });

  test("members may read buckets but not create them (403 code 1002)", async () => {
    const key = await api.post(`/v4/organizations/${t.organizationId}/apikeys`, { name: "member", organizationRoles: ["organizationMember"] });
    const member = client(t, key.body.token);
    expect((await member.get(`${C}/buckets`)).status).toBe(200);
    expectError(await member.post(`${C}/buckets`, { name: "nope" }), 403, 1002);
  });
});
