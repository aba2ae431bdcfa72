import { z } from "zod";
import { defineSpec, listOperation, type PendingInputs, type Props, type SpecInputs } from "../provider";
import { bucketDefaults, bucketOperations as ops, createBucket, MUTABLE_BUCKET_FIELDS } from "../schema/api/buckets";
import { doc } from "../schema/docs";

/** A bucket of a cluster. The id is the URL-safe base64 of the name, so a name is unique per
 *  cluster: a replacement deletes the old bucket (and its data) first. Buckets have no states to
 *  wait for: the API answers when done.
 *
 *  Only the API's fixed defaults are compared with an unset field (`bucketDefaults`): the storage
 *  backend, the vBuckets and the memory a bucket gets when they are left unset depend on the
 *  cluster's server version (and an ephemeral bucket's eviction policy is the API's choice), so
 *  whatever the API chose for them is taken as it is and never plans a change. `flush` is the
 *  deprecated spelling of `flushEnabled`: the API reads it back as `flushEnabled`. */
type Inputs = SpecInputs<typeof createBucket, "organizationId" | "projectId" | "clusterId">;

const UPDATED = MUTABLE_BUCKET_FIELDS.filter((f) => f !== "enableCrossClusterVersioning");

/** The API's fixed defaults, as compared with fields left unset: `flush` is not compared (the API
 *  reads it back as `flushEnabled`), and `flushEnabled` left unset is what the deprecated `flush`
 *  says, when given. */
function defaults(props: Partial<PendingInputs<Inputs>>): Props {
  const { flush: _mirrorsFlushEnabled, ...fixed } = bucketDefaults(props);
  return { ...fixed, flushEnabled: props.flush ?? fixed.flushEnabled };
}

/** The update sends every mutable setting (four of them are required): as declared, else the
 *  fixed default, else what the bucket has now (the API's choice); `flush` only when declared. */
function updateBody(inputs: Props, olds: Props): Props {
  const fixed = defaults(inputs);
  const fields = UPDATED.filter((f) => f !== "flush" || inputs.flush !== undefined);
  return Object.fromEntries(fields.map((f) => [f, inputs[f] ?? fixed[f] ?? olds[f]]));
}

export const bucketSpec = defineSpec({
  kind: "Bucket",
  description: "A bucket of a cluster: where documents live, with its memory, replicas and durability. A replacement deletes the old bucket, and its data, first.",
  body: createBucket,
  scope: ["organizationId", "projectId", "clusterId"],
  immutable: ["name", "type", "storageBackend", "vbuckets", "bucketConflictResolution", "evictionPolicy"],
  defaults,
  formerValues: { type: { standard: "couchbase" } },
  // `stats` change with the data, not the configuration: left out so a refresh shows real drift only.
  computed: { enableCrossClusterVersioning: doc(z.boolean(), "Whether cross-cluster versioning is on (set outside the program; never changed by it).") },
  // The update never sends `enableCrossClusterVersioning` (see UPDATED).
  movedByUpdate: [],
  naturalKey: "name",
  deleteBeforeReplace: true,
  api: {
    collection: (s) => ops.listBuckets.url(s),
    item: (s, id) => ops.getBucket.url({ ...s, bucketId: id }),
    list: (client, s, deadline) => listOperation(client, ops.listBuckets, s, deadline),
    createdId: (res) => res.body.id,
    update: { method: "PUT", body: updateBody },
  },
});
