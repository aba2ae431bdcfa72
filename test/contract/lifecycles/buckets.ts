import { bucketSpec } from "../../../resources/bucket";
import type { Lifecycle } from "../lifecycle";

export const lifecycles: Lifecycle[] = [
  {
    name: "Bucket (couchbase, the cluster's choices)",
    spec: bucketSpec,
    setup: async (w) => ({ ...w.scope, name: w.unique("bucket") }),
    create: {},
    updates: [{ memoryAllocationInMb: 256, replicas: 2 }, { flushEnabled: true, timeToLiveInSeconds: 60, priority: 10 }],
    replace: { bucketConflictResolution: "lww" },
  },
  {
    name: "Bucket (the deprecated flush, read back as flushEnabled)",
    spec: bucketSpec,
    setup: async (w) => ({ ...w.scope, name: w.unique("flush") }),
    create: { flush: true },
    updates: [{ memoryAllocationInMb: 200 }, { flush: false }],
  },
  {
    name: "Bucket (ephemeral, every field given)",
    spec: bucketSpec,
    setup: async (w) => ({ ...w.scope, name: w.unique("ephemeral") }),
    create: { type: "ephemeral", evictionPolicy: "nruEviction", memoryAllocationInMb: 128, durabilityLevel: "majority", replicas: 2, flushEnabled: false, timeToLiveInSeconds: 0, priority: 5, bucketConflictResolution: "seqno" },
    updates: [{ durabilityLevel: "none" }],
  },
];
