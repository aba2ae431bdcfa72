import type { FastifyInstance } from "fastify";
import { bucketOperations as ops, bucketDefaults, bucketRuleViolations, chosenDefaults, MAGMA_DEFAULT_VERSION } from "../../schema/api/buckets";
import type { ServerContext } from "../context";
import { bumpAudit, newAudit } from "../core/audit";
import { ApiError, badRequest, conflict, ErrorCode, notFound } from "../core/errors";
import { etagFor } from "../core/etag";
import { base64url } from "../core/ids";
import { ScopeIndex } from "../core/scopeIndex";
import type { AppEndpointRecord, BucketRecord, ClusterRecord } from "../model";
import { forgetBackupSchedule } from "./backups";
import { defineRoute, type Params } from "./route";
import * as scope from "./scope";

/** Buckets: create [201], list (not paged), get (with an ETag), update [204], delete [204]. The
 *  id is the URL-safe base64 of the name, so names are unique per cluster by construction (409 on
 *  a second create). What a field left unset gets is the model's (schema/api/buckets.ts): fixed
 *  defaults, and the choices of the cluster's server version.
 *
 *  Memory: every cluster has a fixed key-value allocation of CLUSTER_MEMORY_MB; a create or
 *  update needing more than is free is a 400 naming `memoryAllocationInMb`.
 *
 *  Flush (`PUT .../flush`, no body) [200] deletes every item of the bucket: the documents of the
 *  App Endpoints it backs (bucket statistics are not simulated). A bucket whose `flushEnabled` is
 *  false refuses it with a 422. */
export const CLUSTER_MEMORY_MB = 10_240;
export const MAX_REPLICAS = 3;

export const bucketKey = (clusterId: string, bucketId: string): string => `${clusterId}/${bucketId}`;

/** The major server version of a cluster (8 for seeds that did not record one). */
const majorVersion = (c: ClusterRecord): number => Number((c.serverVersion ?? "8").split(".")[0]);

/** The bucket a path names, 404 when unknown (also used by the backups area). */
export function findBucket(ctx: ServerContext, params: Params): BucketRecord {
  const c = scope.cluster(ctx, params);
  const found = ctx.store.table<BucketRecord>("buckets").get(bucketKey(c.id, params.bucketId ?? ""));
  if (!found) throw notFound(`Bucket ${params.bucketId ?? ""} not found in cluster ${c.id}.`);
  return found;
}

export function registerBuckets(app: FastifyInstance, ctx: ServerContext): void {
  const buckets = () => ctx.store.table<BucketRecord>("buckets");
  const byCluster = () => ScopeIndex.of(buckets(), "byCluster", (b) => b.clusterId, { name: (b) => b.name });
  const inCluster = (clusterId: string) => byCluster().rows(clusterId);
  const usedMemory = (clusterId: string, except?: string) =>
    inCluster(clusterId).reduce((sum, b) => (b.id === except ? sum : sum + b.memoryAllocationInMb), 0);
  const requireMemory = (clusterId: string, wanted: number, except?: string) => {
    const free = CLUSTER_MEMORY_MB - usedMemory(clusterId, except);
    if (wanted > free) {
      throw badRequest(
        `Field 'memoryAllocationInMb' (${wanted} MiB) exceeds the cluster's free memory (${free} of ${CLUSTER_MEMORY_MB} MiB).`,
        "Lower the allocation or free memory by shrinking or deleting other buckets.",
      );
    }
  };

  defineRoute(app, ctx, ops.createBucket, {
    handler: ({ params, body, caller }) => {
      const c = scope.cluster(ctx, params);
      rejectRuleViolations(body);
      const major = majorVersion(c);
      if (body.vbuckets !== undefined && major < MAGMA_DEFAULT_VERSION) {
        throw badRequest(`Field 'vbuckets' is a choice of magma buckets on server version 8.0 and later; this cluster runs ${c.serverVersion}.`, "Leave vbuckets out.");
      }
      const id = base64url(body.name);
      if (buckets().has(bucketKey(c.id, id))) throw conflict(`A bucket named '${body.name}' already exists in cluster ${c.id}.`);
      // Every field: as sent, else the fixed default, else the cluster's choice (an ephemeral
      // bucket has no storage backend and no vBuckets).
      type Settled = Required<Omit<typeof body, "storageBackend" | "vbuckets">> & { storageBackend?: string; vbuckets?: number };
      const settled = { ...bucketDefaults(body), ...chosenDefaults(body, major), ...body } as Settled;
      const minimum = chosenDefaults(settled, major).memoryAllocationInMb as number;
      if (settled.memoryAllocationInMb < minimum) {
        throw badRequest(`Field 'memoryAllocationInMb' must be at least ${minimum} MiB for this bucket (${settled.storageBackend || settled.type}, server version ${c.serverVersion}).`);
      }
      requireMemory(c.id, settled.memoryAllocationInMb);
      const bucket: BucketRecord = {
        id,
        clusterId: c.id,
        name: body.name,
        type: settled.type,
        storageBackend: settled.storageBackend ?? "",
        ...(settled.storageBackend === "magma" ? { vbuckets: settled.vbuckets } : {}),
        memoryAllocationInMb: settled.memoryAllocationInMb,
        bucketConflictResolution: settled.bucketConflictResolution,
        durabilityLevel: settled.durabilityLevel,
        replicas: settled.replicas,
        flush: settled.flush || settled.flushEnabled,
        flushEnabled: settled.flushEnabled || settled.flush,
        timeToLiveInSeconds: settled.timeToLiveInSeconds,
        evictionPolicy: settled.evictionPolicy,
        priority: settled.priority,
        enableCrossClusterVersioning: false,
        audit: newAudit(caller.apiKeyId, ctx.clock.iso()),
      };
      buckets().set(bucketKey(c.id, id), bucket);
      return { id };
    },
  });

  defineRoute(app, ctx, ops.listBuckets, {
    handler: ({ params }) => {
      const c = scope.cluster(ctx, params);
      return {
        data: byCluster().listing(c.id).sortedBy("name")!.slice(0, Infinity).map(view),
        clusterStats: { freeMemoryInMb: CLUSTER_MEMORY_MB - usedMemory(c.id), totalMemoryInMb: CLUSTER_MEMORY_MB, maxReplicas: MAX_REPLICAS },
      };
    },
  });

  defineRoute(app, ctx, ops.getBucket, {
    handler: ({ params, reply }) => {
      const bucket = findBucket(ctx, params);
      reply.header("ETag", etagFor(bucket.audit.version));
      return view(bucket);
    },
  });

  defineRoute(app, ctx, ops.updateBucket, {
    handler: ({ params, body, caller }) => {
      const bucket = findBucket(ctx, params);
      rejectRuleViolations({ ...bucket, storageBackend: undefined, vbuckets: undefined, durabilityLevel: body.durabilityLevel });
      if (body.enableCrossClusterVersioning === false && bucket.enableCrossClusterVersioning) {
        throw badRequest("Field 'enableCrossClusterVersioning' can't be turned off once it is on.");
      }
      requireMemory(bucket.clusterId, body.memoryAllocationInMb, bucket.id);
      bucket.memoryAllocationInMb = body.memoryAllocationInMb;
      bucket.durabilityLevel = body.durabilityLevel;
      bucket.replicas = body.replicas;
      bucket.timeToLiveInSeconds = body.timeToLiveInSeconds;
      const flush = body.flushEnabled ?? body.flush;
      if (flush !== undefined) bucket.flush = bucket.flushEnabled = flush;
      if (body.priority !== undefined) bucket.priority = body.priority;
      if (body.enableCrossClusterVersioning) bucket.enableCrossClusterVersioning = true;
      bumpAudit(bucket.audit, caller.apiKeyId, ctx.clock.iso());
      buckets().touch(bucketKey(bucket.clusterId, bucket.id));
      return undefined;
    },
  });

  /** The App Endpoints a bucket backs. */
  const endpointsOn = (bucket: BucketRecord) => ctx.store.table<AppEndpointRecord>("appEndpoints").filter((e) => e.clusterId === bucket.clusterId && e.bucket === bucket.name);

  defineRoute(app, ctx, ops.flushBucket, {
    handler: ({ params }) => {
      const bucket = findBucket(ctx, params);
      if (!bucket.flushEnabled) {
        throw new ApiError(
          422,
          `Bucket '${bucket.name}' can't be flushed: flush is not enabled on it (flushEnabled is false).`,
          ErrorCode.invalid,
          "Set flushEnabled to true on the bucket (PUT .../buckets/{bucketId}) and flush again.",
        );
      }
      for (const e of endpointsOn(bucket)) for (const hook of ctx.hooks.appEndpointBucketFlushed) hook(e.name);
      return undefined;
    },
  });

  defineRoute(app, ctx, ops.deleteBucket, {
    handler: ({ params }) => {
      const bucket = findBucket(ctx, params);
      const endpoints = endpointsOn(bucket).map((e) => `'${e.name}'`);
      if (endpoints.length > 0) {
        throw conflict(`Bucket '${bucket.name}' backs the App Endpoint(s) ${endpoints.join(", ")}.`, "Delete those App Endpoints first.");
      }
      buckets().delete(bucketKey(bucket.clusterId, bucket.id));
      forgetBackupSchedule(ctx, bucket.clusterId, bucket.id);
      return undefined;
    },
  });
}

function rejectRuleViolations(bucket: Parameters<typeof bucketRuleViolations>[0]): void {
  const violations = bucketRuleViolations(bucket);
  if (violations.length > 0) throw badRequest(violations.map(([field, reason]) => `Field '${field}': ${reason}.`).join(" "));
}

/** Statistics are not simulated: reads show an empty bucket's figures. */
function view(b: BucketRecord) {
  const { clusterId: _clusterId, audit: _audit, ...fields } = b;
  return { ...fields, stats: { itemCount: 0, opsPerSecond: 0, diskUsedInMib: 0, memoryUsedInMib: 0 } };
}
