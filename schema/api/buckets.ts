import { z } from "zod";
import { matching } from "./common";

/** Buckets (document 3, "Bucket"; paths in document 4). Defaults are applied by the server, not
 *  here: what the caller sent is what is validated. Cross-field rules (vbuckets 1024 needs magma,
 *  durability and eviction options per bucket type) are in `bucketRuleViolations`, used by the
 *  server and attached to the create schema for the provider's checks. */
export const bucketType = z.enum(["standard", "ephemeral"]);
export const storageBackend = z.enum(["couchstore", "magma"]);
export const bucketConflictResolution = z.enum(["seqno", "lww"]);
export const durabilityLevel = z.enum(["none", "majority", "majorityAndPersistActive", "persistToMajority"]);
export const evictionPolicy = z.enum(["fullEviction", "noEviction", "nruEviction"]);

/** Name rules beyond the length are "not shown" (document 3); these are the real service's:
 *  letters, digits, `_ . - %`, not starting with a period. */
export const bucketName = matching(
  /^[A-Za-z0-9_%-][A-Za-z0-9_.%-]*$/,
  "a name of letters, digits, '_', '.', '-', '%', not starting with '.'",
  z.string().min(1).max(100),
);

/** MiB. The minimum and the default (100) are the real service's; the maximum is the cluster's
 *  free memory (checked by the server). */
export const memoryAllocationInMb = z.int().min(100);
export const replicas = z.int().min(1).max(3);
export const timeToLiveInSeconds = z.int().min(0);
/** Allowed values are "not shown" (document 3); the real service accepts 0 to 1000. */
export const priority = z.int().min(0).max(1000);
export const vbuckets = z.literal([128, 1024]);

const createFields = z.strictObject({
  name: bucketName,
  type: bucketType.optional(),
  storageBackend: storageBackend.optional(),
  vbuckets: vbuckets.optional(),
  memoryAllocationInMb: memoryAllocationInMb.optional(),
  bucketConflictResolution: bucketConflictResolution.optional(),
  durabilityLevel: durabilityLevel.optional(),
  replicas: replicas.optional(),
  flush: z.boolean().optional(),
  flushEnabled: z.boolean().optional(),
  timeToLiveInSeconds: timeToLiveInSeconds.optional(),
  evictionPolicy: evictionPolicy.optional(),
  priority: priority.optional(),
});

export interface BucketShape {
  type?: string;
  storageBackend?: string;
  vbuckets?: number;
  durabilityLevel?: string;
  evictionPolicy?: string;
}

/** Cross-field rules, as `[field, reason]`:
 *  - 1024 vbuckets only for magma buckets (document 3: "magma buckets on server version 8.0 and
 *    above"; every seeded cluster is 8.0+); 128 is accepted with either backend;
 *  - durability options depend on the type (document 3): ephemeral buckets keep nothing on disk,
 *    so the two persisting levels are refused;
 *  - eviction policies per type (real service): `fullEviction` for standard buckets,
 *    `noEviction` / `nruEviction` for ephemeral ones. */
export function bucketRuleViolations(b: BucketShape): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const type = b.type ?? "standard";
  if (b.vbuckets === 1024 && (b.storageBackend ?? "couchstore") !== "magma") {
    out.push(["vbuckets", "1024 vbuckets are available for magma buckets only (storageBackend 'magma')"]);
  }
  if (type === "ephemeral" && (b.durabilityLevel === "majorityAndPersistActive" || b.durabilityLevel === "persistToMajority")) {
    out.push(["durabilityLevel", `'${b.durabilityLevel}' persists to disk and is not available for ephemeral buckets`]);
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

/** Update (document 3): `memoryAllocationInMb`, `durabilityLevel`, `replicas` required; the
 *  immutable fields may be repeated with their current value only (the server compares). */
export const updateBucket = z.strictObject({
  ...createFields.shape,
  name: bucketName.optional(),
  memoryAllocationInMb,
  durabilityLevel,
  replicas,
});

export const IMMUTABLE_BUCKET_FIELDS = ["name", "type", "storageBackend", "vbuckets", "bucketConflictResolution", "evictionPolicy"] as const;

export const bodies = { createBucket, updateBucket };
