import { bucketIdOf, bucketOperations as ops } from "../../../schema/api/buckets";
import type { Calls } from "../calls";

/** Every bucket operation, as a user of the API would call it: on the 8.0 cluster and on the 7.6
 *  one (other defaults), with its rules refused. */
export const calls: Calls = async ({ api, scope, target, unique }) => {
  const older = { ...scope, clusterId: target.clusters.find((c) => c.serverVersion.startsWith("7."))!.id };
  for (const where of [scope, older]) {
    const name = unique("bucket");
    const bucketId = bucketIdOf(name);
    await api.request("POST", ops.createBucket.url(where), { body: { name } });
    await api.request("POST", ops.createBucket.url(where), { body: { name: unique("magma"), storageBackend: "magma" } });
    await api.request("POST", ops.createBucket.url(where), { body: { name: unique("eph"), type: "ephemeral" }, accept: [400] });
    await api.request("POST", ops.createBucket.url(where), { body: { name, type: "couchbase" }, accept: [409] });
    await api.request("POST", ops.createBucket.url(where), { body: { name: unique("bad"), type: "ephemeral", storageBackend: "magma" }, accept: [400] });
    await api.request("GET", ops.listBuckets.url(where));
    await api.request("GET", ops.getBucket.url({ ...where, bucketId }));
    await api.request("PUT", ops.updateBucket.url({ ...where, bucketId }), { body: { memoryAllocationInMb: 200, durabilityLevel: "majority", replicas: 2, timeToLiveInSeconds: 0 } });
    await api.request("PUT", ops.updateBucket.url({ ...where, bucketId }), { body: { memoryAllocationInMb: 200, durabilityLevel: "none", replicas: 2, timeToLiveInSeconds: 0, name }, accept: [400] });
    // Flush: refused until the bucket allows it.
    await api.request("PUT", ops.flushBucket.url({ ...where, bucketId }), { accept: [422] });
    await api.request("PUT", ops.updateBucket.url({ ...where, bucketId }), { body: { memoryAllocationInMb: 200, durabilityLevel: "none", replicas: 2, timeToLiveInSeconds: 0, flushEnabled: true } });
    await api.request("PUT", ops.flushBucket.url({ ...where, bucketId }));
    await api.request("DELETE", ops.deleteBucket.url({ ...where, bucketId }));
    await api.request("GET", ops.getBucket.url({ ...where, bucketId }), { accept: [404] });
  }
};
