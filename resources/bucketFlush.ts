import { z } from "zod";
import { defineSpec } from "../provider";
import { bucketOperations as ops } from "../schema/api/buckets";

/** A flush of a bucket: a job. Creating one deletes every document of the bucket (one PUT, which
 *  answers when done); the bucket must have `flushEnabled` (the API refuses otherwise, and the
 *  error says so). `triggers` flush it again. It exists while its bucket does; deleting it
 *  forgets it. */
const body = z.strictObject({});

export const bucketFlushSpec = defineSpec({
  kind: "BucketFlush",
  description: "A flush of a bucket: created, every document of the bucket is deleted; `triggers` flush it again. The bucket must have `flushEnabled`.",
  body,
  scope: ["organizationId", "projectId", "clusterId", "bucketId"],
  immutable: "all",
  job: true,
  // A flush leaves nothing to look up.
  lookup: false,
  computed: {},
  naturalKey: "bucketId",
  notImportable: "a flush leaves nothing to read back",
  api: {
    collection: (s) => ops.listBuckets.url(s),
    item: (s) => ops.getBucket.url(s),
    createBody: () => undefined,
    // Flushing twice is flushing: a lost answer is simply asked again.
    createRequest: async (client, inputs, opts) => ({ response: await client.put(ops.flushBucket.url(inputs), { deadline: opts.deadline }) }),
    createdId: (_res, inputs) => inputs.bucketId,
    // It stands as long as its bucket: a read of the bucket, none of whose fields are the flush's.
    read: async (client, scope, _id, deadline) => {
      const res = await client.get(ops.getBucket.url(scope), { deadline, accept: [404] });
      return res.status === 404 ? undefined : { status: res.status, body: {} };
    },
  },
});
