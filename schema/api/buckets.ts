import { z } from "zod";
import { operations } from "../model";
import { matching } from "./common";
import { C } from "./paths";
import { doc } from "../docs";

/** Buckets, as the management API's v4 specification has them. What the API chooses for a field
 *  left unset depends on the cluster's server version for three of them (`storageBackend`,
 *  `vbuckets`, `memoryAllocationInMb`) and on the type for the eviction policy of an ephemeral
 *  bucket: `bucketDefaults` says which defaults are fixed, `chosenDefaults` what a cluster of a
 *  given version chooses (the conformance server's choice; the provider never guesses it). */
export const bucketType = z.enum(["couchbase", "ephemeral"]);
export const storageBackend = z.enum(["couchstore", "magma"]);
export const bucketConflictResolution = z.enum(["seqno", "lww"]);
export const durabilityLevel = z.enum(["none", "majority", "majorityAndPersistActive", "persistToMajority"]);
export const evictionPolicy = z.enum(["fullEviction", "noEviction", "nruEviction"]);

/** Letters, digits, `_ . - %`, not starting with a period; 1 to 100 characters. */
export const bucketName = matching(
  /^[A-Za-z0-9_%-][A-Za-z0-9_.%-]*$/,
  "a name of letters, digits, '_', '.', '-', '%', not starting with '.'",
  z.string().min(1).max(100),
);

/** MiB: at least 100 (1,024 for a magma bucket below server version 8.0); the most is what the
 *  cluster's key-value service has free (checked by the API). */
export const memoryAllocationInMb = z.int().min(100);
/** 1, 2 or 3. */
export const replicas = z.int().min(1).max(3);
export const timeToLiveInSeconds = z.int().min(0);
/** Recovery order on failover: 0 (lowest, the default) to 1000. */
export const priority = z.int().min(0).max(1000);
/** vBuckets of a magma bucket on server version 8.0 and later. */
export const vbuckets = z.literal([128, 1024]);

const createFields = z.strictObject({
  name: doc(bucketName, "The bucket's name, 1 to 100 letters, digits, '_', '.', '-' or '%', not starting with '.'; unique in the cluster."),
  type: doc(bucketType.optional(), "`couchbase` (kept on disk) or `ephemeral` (in memory only)."),
  storageBackend: doc(storageBackend.optional(), "`couchstore` or `magma`; not for ephemeral buckets. Left out, the cluster's server version chooses."),
  vbuckets: doc(vbuckets.optional(), "vBuckets of a magma bucket: 128 or 1024 (server version 8.0 and later). Left out, the cluster chooses."),
  memoryAllocationInMb: doc(memoryAllocationInMb.optional(), "Memory quota in MiB: at least 100 (1,024 for magma below server version 8.0). Left out, the cluster chooses."),
  bucketConflictResolution: doc(bucketConflictResolution.optional(), "How conflicts between cross-datacenter copies are settled: `seqno` (most updates) or `lww` (last write wins)."),
  durabilityLevel: doc(durabilityLevel.optional(), "The minimum durability of writes: `none`, `majority`, `majorityAndPersistActive` or `persistToMajority` (the last two not for ephemeral buckets)."),
  replicas: doc(replicas.optional(), "Copies of each document beyond the active one: 1 to 3."),
  /** Deprecated: `flushEnabled` replaces it. */
  flush: doc(z.boolean().optional(), "Deprecated spelling of `flushEnabled`."),
  flushEnabled: doc(z.boolean().optional(), "Whether the bucket may be flushed (every document deleted at once)."),
  timeToLiveInSeconds: doc(timeToLiveInSeconds.optional(), "Seconds documents live unless they say otherwise; 0: forever."),
  evictionPolicy: doc(evictionPolicy.optional(), "What leaves memory when it is full: `fullEviction` for couchbase buckets; `noEviction` or `nruEviction` for ephemeral ones."),
  priority: doc(priority.optional(), "Recovery order on failover: 0 (lowest) to 1000."),
});

/** The first server version whose magma buckets default to 128 vBuckets and 100 MiB, and on which
 *  `storageBackend` defaults to magma. */
export const MAGMA_DEFAULT_VERSION = 8;

/** The defaults that do not depend on the cluster: the type, and for the type the eviction
 *  policy (fixed for couchbase buckets; an ephemeral bucket's is the API's choice). */
export function bucketDefaults(props: { type?: unknown }): Record<string, unknown> {
  const type = props.type ?? "couchbase";
  return {
    type: "couchbase",
    bucketConflictResolution: "seqno",
    durabilityLevel: "none",
    replicas: 1,
    flush: false,
    flushEnabled: false,
    timeToLiveInSeconds: 0,
    priority: 0,
    ...(type === "couchbase" ? { evictionPolicy: "fullEviction" } : {}),
  };
}

/** What a cluster of server version `major` chooses for the fields `bucketDefaults` leaves open:
 *  magma from 8.0 (128 vBuckets, 100 MiB), couchstore before (100 MiB); a magma bucket below 8.0
 *  has 1,024 vBuckets and at least 1,024 MiB. An ephemeral bucket has no storage backend and
 *  evicts nothing by default. */
export function chosenDefaults(bucket: { type?: string; storageBackend?: string }, major: number): Record<string, unknown> {
  if ((bucket.type ?? "couchbase") === "ephemeral") return { evictionPolicy: "noEviction", memoryAllocationInMb: 100 };
  const backend = bucket.storageBackend ?? (major >= MAGMA_DEFAULT_VERSION ? "magma" : "couchstore");
  if (backend === "couchstore") return { storageBackend: backend, memoryAllocationInMb: 100 };
  return major >= MAGMA_DEFAULT_VERSION ? { storageBackend: backend, vbuckets: 128, memoryAllocationInMb: 100 } : { storageBackend: backend, vbuckets: 1024, memoryAllocationInMb: 1024 };
}

export interface BucketShape {
  type?: string;
  storageBackend?: string;
  vbuckets?: number;
  durabilityLevel?: string;
  evictionPolicy?: string;
}

/** Cross-field rules that need no knowledge of the cluster, as `[field, reason]`:
 *  - an ephemeral bucket has no storage backend and no vBuckets choice, keeps nothing on disk
 *    (so neither persisting durability level) and evicts with `noEviction` or `nruEviction`;
 *  - a couchbase bucket evicts with `fullEviction`;
 *  - `vbuckets` is a choice of magma buckets only. */
export function bucketRuleViolations(b: BucketShape): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const type = b.type ?? "couchbase";
  if (type === "ephemeral") {
    if (b.storageBackend !== undefined) out.push(["storageBackend", "not applicable to ephemeral buckets (they keep nothing on disk): leave it unset"]);
    if (b.vbuckets !== undefined) out.push(["vbuckets", "not applicable to ephemeral buckets: leave it unset"]);
    if (b.durabilityLevel === "majorityAndPersistActive" || b.durabilityLevel === "persistToMajority") {
      out.push(["durabilityLevel", `'${b.durabilityLevel}' persists to disk and is not available for ephemeral buckets`]);
    }
  } else if (b.vbuckets !== undefined && b.storageBackend === "couchstore") {
    out.push(["vbuckets", "a choice of magma buckets only (storageBackend 'magma', server version 8.0 and later)"]);
  }
  if (b.evictionPolicy !== undefined && !evictionPoliciesFor(type).includes(b.evictionPolicy)) {
    out.push(["evictionPolicy", `a ${type} bucket accepts ${evictionPoliciesFor(type).join(" or ")}`]);
  }
  return out;
}

export function evictionPoliciesFor(type: string): string[] {
  return type === "ephemeral" ? ["noEviction", "nruEviction"] : ["fullEviction"];
}

const withRules = <S extends z.ZodType<BucketShape>>(schema: S) =>
  schema.superRefine((value, ctx) => {
    for (const [field, message] of bucketRuleViolations(value)) ctx.addIssue({ code: "custom", path: [field], message });
  });

export const createBucket = withRules(createFields);

/** The update replaces the mutable settings: four of them required. */
export const updateBucket = z.strictObject({
  memoryAllocationInMb,
  durabilityLevel,
  replicas,
  timeToLiveInSeconds,
  flush: z.boolean().optional(),
  flushEnabled: z.boolean().optional(),
  enableCrossClusterVersioning: z.boolean().optional(),
  priority: priority.optional(),
});

/** The fields an update sets (the rest can't change). */
export const MUTABLE_BUCKET_FIELDS = Object.keys(updateBucket.shape);

export const bucketStats = z.strictObject({ itemCount: z.int(), opsPerSecond: z.int(), diskUsedInMib: z.int(), memoryUsedInMib: z.int() });

/** A bucket as reads answer it (no `audit`: buckets have none). `vbuckets` only where it is a
 *  choice (magma buckets). */
export const bucket = z.strictObject({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  storageBackend: z.string(),
  vbuckets: vbuckets.optional(),
  memoryAllocationInMb: z.int(),
  bucketConflictResolution: z.string(),
  durabilityLevel: z.string(),
  replicas: z.int(),
  flush: z.boolean().optional(),
  flushEnabled: z.boolean().optional(),
  timeToLiveInSeconds: z.int(),
  enableCrossClusterVersioning: z.boolean(),
  evictionPolicy: evictionPolicy,
  stats: bucketStats,
  priority: z.int().optional(),
});

export const clusterStats = z.strictObject({ freeMemoryInMb: z.int(), totalMemoryInMb: z.int(), maxReplicas: z.int() });

/** The bucket id: the URL-safe base64 of the name. */
export const bucketIdOf = (name: string): string => Buffer.from(name, "utf8").toString("base64url");

const item = `${C}/buckets/{bucketId}`;

export const bucketOperations = operations({
  createBucket: { api: "management", method: "POST", path: `${C}/buckets`, request: createBucket, responses: { 201: z.strictObject({ id: z.string() }) } },
  /** Not paged: every bucket of the cluster at once. */
  listBuckets: { api: "management", method: "GET", path: `${C}/buckets`, responses: { 200: z.strictObject({ data: z.array(bucket), clusterStats: clusterStats.optional() }) } },
  getBucket: { api: "management", method: "GET", path: item, responses: { 200: bucket }, etag: true },
  updateBucket: { api: "management", method: "PUT", path: item, request: updateBucket, responses: { 204: null } },
  deleteBucket: { api: "management", method: "DELETE", path: item, responses: { 204: null } },
  /** Deletes every item of the bucket (no body); refused unless the bucket's `flushEnabled` is
   *  true (the specification lists 422 for a request it can't process). */
  flushBucket: { api: "management", method: "PUT", path: `${item}/flush`, responses: { 200: null } },
});
