import * as pulumi from "@pulumi/pulumi";
import { bucketSpec } from "../resources/bucket";
import type { CommonArgs, InputsOf } from "./args";
import { dynamicResourceArgs } from "./resourceClass";
import type { BucketInputs } from "./types";

export type BucketArgs = InputsOf<BucketInputs> & CommonArgs;

export class Bucket extends pulumi.dynamic.Resource {
  declare readonly organizationId: pulumi.Output<string>;
  declare readonly projectId: pulumi.Output<string>;
  declare readonly clusterId: pulumi.Output<string>;
  declare readonly name: pulumi.Output<string>;
  declare readonly type: pulumi.Output<"couchbase" | "ephemeral">;
  /** The cluster's choice when left unset ("" for an ephemeral bucket). */
  declare readonly storageBackend: pulumi.Output<"couchstore" | "magma" | "">;
  /** Magma buckets only. */
  declare readonly vbuckets: pulumi.Output<128 | 1024 | undefined>;
  declare readonly memoryAllocationInMb: pulumi.Output<number>;
  declare readonly bucketConflictResolution: pulumi.Output<"seqno" | "lww">;
  declare readonly durabilityLevel: pulumi.Output<string>;
  declare readonly replicas: pulumi.Output<number>;
  declare readonly flush: pulumi.Output<boolean>;
  declare readonly flushEnabled: pulumi.Output<boolean>;
  declare readonly timeToLiveInSeconds: pulumi.Output<number>;
  declare readonly evictionPolicy: pulumi.Output<string>;
  declare readonly priority: pulumi.Output<number>;
  declare readonly enableCrossClusterVersioning: pulumi.Output<boolean>;

  constructor(name: string, args: BucketArgs, opts?: pulumi.CustomResourceOptions) {
    super(...dynamicResourceArgs(bucketSpec, name, args, opts));
  }
}
