import { bucketSpec } from "../../../resources/bucket";
import { bucketIdOf } from "../../../schema/api/buckets";
import { requestProblems } from "../../support/apiModel";
import { startStub, type StubApi } from "../../support/stubApi";
import { checked, createAndRead, stubbedOperations } from "./stubbed";

/** Buckets against answers shaped as the real API gives them: the type is `couchbase`, and what a
 *  field left unset gets is the cluster's choice (magma with 128 vBuckets from server 8.0; magma
 *  below 8.0 has 1,024 vBuckets and 1,024 MiB). None of it may plan a change. */

const scope = { organizationId: "00000000-0000-4000-8000-000000000001", projectId: "00000000-0000-4000-8000-000000000002", clusterId: "00000000-0000-4000-8000-000000000003" };

/** A stand-in cluster that fills unset fields as `choose` says. */
async function cluster(choose: (body: Record<string, unknown>) => Record<string, unknown>): Promise<StubApi> {
  const buckets = new Map<string, Record<string, unknown>>();
  const stub = await startStub("management");
  return stub
    .on("createBucket", ({ body }) => {
      const id = bucketIdOf(body.name);
      buckets.set(id, {
        id,
        name: body.name,
        type: "couchbase",
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
        ...choose(body),
        ...body,
      });
      return { status: 201, body: { id } };
    })
    .on("getBucket", ({ params }) => (buckets.has(params.bucketId) ? { status: 200, body: buckets.get(params.bucketId), headers: { etag: '"v1"' } } : { status: 404, body: { code: 404, hint: "", httpStatusCode: 404, message: "gone" } }))
    .on("listBuckets", () => ({ status: 200, body: { data: [...buckets.values()] } }));
}

let stub: StubApi | undefined;
afterEach(() => stub?.close());

test("a bucket declared with its name only, on server 8.0 (magma, 128 vBuckets, 100 MiB): no change planned", async () => {
  stub = await cluster(() => ({ storageBackend: "magma", vbuckets: 128, memoryAllocationInMb: 100 }));
  const ops = stubbedOperations(bucketSpec, { management: stub });
  const inputs = checked(ops, { ...scope, name: "orders" });
  const { refreshed } = await createAndRead(ops, inputs);
  expect(refreshed.type).toBe("couchbase");
  expect(ops.diff(refreshed, inputs)).toEqual({ changed: [], replaces: [], deleteBeforeReplace: false });
  expect(stub.exchanges.flatMap(requestProblems)).toEqual([]);
});

test("a magma bucket below server 8.0 (1,024 vBuckets, 1,024 MiB chosen by the API): no change planned", async () => {
  stub = await cluster(() => ({ vbuckets: 1024, memoryAllocationInMb: 1024 }));
  const ops = stubbedOperations(bucketSpec, { management: stub });
  const inputs = checked(ops, { ...scope, name: "events", storageBackend: "magma" });
  const { refreshed } = await createAndRead(ops, inputs);
  expect(ops.diff(refreshed, inputs).changed).toEqual([]);
});

test("an ephemeral bucket whose eviction policy the API chose: no change planned", async () => {
  stub = await cluster(() => ({ storageBackend: "", evictionPolicy: "noEviction", memoryAllocationInMb: 100 }));
  const ops = stubbedOperations(bucketSpec, { management: stub });
  const inputs = checked(ops, { ...scope, name: "cache", type: "ephemeral" });
  const { refreshed } = await createAndRead(ops, inputs);
  expect(ops.diff(refreshed, inputs).changed).toEqual([]);
});

test("adopting lists the buckets with the one GET the API has (it takes no paging query)", async () => {
  stub = await cluster(() => ({ storageBackend: "magma", vbuckets: 128, memoryAllocationInMb: 100 }));
  const ops = stubbedOperations(bucketSpec, { management: stub });
  await ops.create(checked(ops, { ...scope, name: "taken" }));
  await ops.create(checked(ops, { ...scope, name: "taken", adopt: true }));
  expect(stub.exchanges.filter((e) => e.method === "GET" && e.path.endsWith("/buckets"))).toHaveLength(1);
  expect(stub.exchanges.flatMap(requestProblems)).toEqual([]);
});

test("the old neutral type 'standard' is refused at check, naming the API's 'couchbase'", () => {
  const ops = stubbedOperations(bucketSpec, {});
  expect(ops.check({ ...scope, name: "b", type: "standard" }).failures).toEqual([{ path: ["type"], reason: "'standard' is now spelled as the API spells it: write 'couchbase'" }]);
});
