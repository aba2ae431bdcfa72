import type { FastifyInstance } from "fastify";
import { bucketRuleViolations, createBucket, evictionPoliciesFor, IMMUTABLE_BUCKET_FIELDS, updateBucket } from "../../schema/api/buckets";
import type { ServerContext } from "../context";
import { bumpAudit, newAudit } from "../core/audit";
import { badRequest, conflict, notFound } from "../core/errors";
import { base64url } from "../core/ids";
import { paginate } from "../core/paging";
import { ScopeIndex } from "../core/scopeIndex";
import type { AppEndpointRecord, BucketRecord } from "../model";
import { forgetBackupSchedule } from "./backups";
import { defineRoute, type Params } from "./route";
import * as scope from "./scope";

/** Buckets (document 3; paths and success codes document 4): `C/buckets` create [201], list,
 *  and `C/buckets/{bucketId}` get, update [204], delete [204]. The id is the URL-safe base64 of
 *  the name, so names are unique per cluster by construction (409 on a second create).
 *
 *  Memory: every cluster has a fixed key-value allocation of CLUSTER_MEMORY_MB; a create or
 *  update needing more than is free is a 400 naming `memoryAllocationInMb`. */
export const CLUSTER_MEMORY_MB = 10_240;
export const MAX_REPLICAS = 3;
const DEFAULT_MEMORY_MB = 100;

export const bucketKey = (clusterId: string, bucketId: string): string => `${clusterId}/${bucketId}`;

/** The bucket a path names, 404 when unknown (also used by the backups area). */
export function findBucket(ctx: ServerContext, params: Params): BucketRecord {
  const c = scope.cluster(ctx, params);
  const found = ctx.store.table<BucketRecord>("buckets").get(bucketKey(c.id, params.bucketId ?? ""));
  if (!found) throw notFound(`Bucket ${params.bucketId ?? ""} not found in cluster ${c.id}.`);
  return found;
}

export function registerBuckets(app: FastifyInstance, ctx: ServerContext): void {
  const buckets = () => ctx.store.table<BucketRecord>("buckets");
  const base = "/organizations/:organizationId/projects/:projectId/clusters/:clusterId/buckets";
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

  defineRoute(app, ctx, {
    method: "POST",
    url: base,
    body: createBucket,
    status: 201,
    handler: ({ params, body, caller }) => {
      const c = scope.cluster(ctx, params);
      rejectRuleViolations(body);
      const id = base64url(body.name);
      if (buckets().has(bucketKey(c.id, id))) throw conflict(`A bucket named '${body.name}' already exists in cluster ${c.id}.`);
      const memoryAllocationInMb = body.memoryAllocationInMb ?? DEFAULT_MEMORY_MB;
      requireMemory(c.id, memoryAllocationInMb);
      const type = body.type ?? "standard";
      const bucket: BucketRecord = {
        id,
        clusterId: c.id,
        name: body.name,
        type,
        storageBackend: body.storageBackend ?? "couchstore",
        vbuckets: body.vbuckets ?? 128,
        memoryAllocationInMb,
        bucketConflictResolution: body.bucketConflictResolution ?? "seqno",
        durabilityLevel: body.durabilityLevel ?? "none",
        replicas: body.replicas ?? 1,
        flush: body.flush ?? false,
        flushEnabled: body.flushEnabled ?? false,
        timeToLiveInSeconds: body.timeToLiveInSeconds ?? 0,
        evictionPolicy: body.evictionPolicy ?? evictionPoliciesFor(type)[0],
        priority: body.priority ?? 0,
        enableCrossClusterVersioning: false,
        audit: newAudit(caller.apiKeyId, ctx.clock.iso()),
      };
      buckets().set(bucketKey(c.id, id), bucket);
      return { id };
    },
  });

  // Document 3 shows `{data, clusterStats}`; the list is paged like every other (no sortBy).
  defineRoute(app, ctx, {
    method: "GET",
    url: base,
    handler: ({ params, query, selfUrl }) => {
      const c = scope.cluster(ctx, params);
      const page = paginate(byCluster().listing(c.id), query, selfUrl, { sortable: [], defaultSort: "name", view });
      return {
        ...page,
        clusterStats: { freeMemoryInMb: CLUSTER_MEMORY_MB - usedMemory(c.id), totalMemoryInMb: CLUSTER_MEMORY_MB, maxReplicas: MAX_REPLICAS },
      };
    },
  });

  defineRoute(app, ctx, {
    method: "GET",
    url: `${base}/:bucketId`,
    handler: ({ params }) => view(findBucket(ctx, params)),
  });

  defineRoute(app, ctx, {
    method: "PUT",
    url: `${base}/:bucketId`,
    body: updateBucket,
    status: 204,
    handler: ({ params, body, caller }) => {
      const bucket = findBucket(ctx, params);
      for (const field of IMMUTABLE_BUCKET_FIELDS) {
        if (body[field] !== undefined && body[field] !== bucket[field]) {
          throw badRequest(`Field '${field}' cannot be changed after creation: it is ${JSON.stringify(bucket[field])}, the request has ${JSON.stringify(body[field])}.`);
        }
      }
      rejectRuleViolations({ ...bucket, durabilityLevel: body.durabilityLevel });
      requireMemory(bucket.clusterId, body.memoryAllocationInMb, bucket.id);
      bucket.memoryAllocationInMb = body.memoryAllocationInMb;
      bucket.durabilityLevel = body.durabilityLevel;
      bucket.replicas = body.replicas;
      if (body.flush !== undefined) bucket.flush = body.flush;
      if (body.flushEnabled !== undefined) bucket.flushEnabled = body.flushEnabled;
      if (body.timeToLiveInSeconds !== undefined) bucket.timeToLiveInSeconds = body.timeToLiveInSeconds;
      if (body.priority !== undefined) bucket.priority = body.priority;
      bumpAudit(bucket.audit, caller.apiKeyId, ctx.clock.iso());
      buckets().touch(bucketKey(bucket.clusterId, bucket.id));
      return undefined;
    },
  });

  defineRoute(app, ctx, {
    method: "DELETE",
    url: `${base}/:bucketId`,
    status: 204,
    handler: ({ params }) => {
      const bucket = findBucket(ctx, params);
      const endpoints = ctx.store
        .table<AppEndpointRecord>("appEndpoints")
        .filter((e) => e.clusterId === bucket.clusterId && e.bucket === bucket.name)
        .map((e) => `'${e.name}'`);
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
  const { clusterId: _clusterId, ...fields } = b;
  return { ...fields, stats: { itemCount: 0, opsPerSecond: 0, diskUsedInMib: 0, memoryUsedInMib: 0 } };
}
