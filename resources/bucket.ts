import { z } from "zod";
import { type Props, type ResourceSpec, type Scope } from "../provider";
import { createBucket, evictionPoliciesFor } from "../schema/api/buckets";
import { auditOutput } from "./outputs";

/** A bucket of a cluster (document 3, "Bucket"; paths in document 4). The id is the URL-safe
 *  base64 of the name, so a name is unique per cluster: a replacement deletes the old bucket
 *  (and its data) first. Buckets have no states to wait for: the API answers when done. */
const C = (s: Scope) => `/v4/organizations/${s.organizationId}/projects/${s.projectId}/clusters/${s.clusterId}`;

/** What the API gives fields left unset (document 3; the eviction policy depends on the type). */
const bucketDefaults = (props: Props): Props => ({
  type: "standard",
  storageBackend: "couchstore",
  vbuckets: 128,
  memoryAllocationInMb: 100,
  bucketConflictResolution: "seqno",
  durabilityLevel: "none",
  replicas: 1,
  flush: false,
  flushEnabled: false,
  timeToLiveInSeconds: 0,
  evictionPolicy: evictionPoliciesFor(props.type ?? "standard")[0],
  priority: 0,
});

/** The update replaces every mutable field (`memoryAllocationInMb`, `durabilityLevel` and
 *  `replicas` are required): fields left unset go back to the API's defaults, as the diff says. */
const MUTABLE = ["memoryAllocationInMb", "durabilityLevel", "replicas", "flush", "flushEnabled", "timeToLiveInSeconds", "priority"];

export const bucketSpec: ResourceSpec = {
  kind: "Bucket",
  body: createBucket,
  scope: ["organizationId", "projectId", "clusterId"],
  immutable: ["name", "type", "storageBackend", "vbuckets", "bucketConflictResolution", "evictionPolicy"],
  defaults: bucketDefaults,
  // `stats` change with the data, not the configuration: left out so a refresh shows real drift only.
  computed: { enableCrossClusterVersioning: z.boolean(), audit: auditOutput },
  naturalKey: "name",
  deleteBeforeReplace: true,
  api: {
    collection: (s) => `${C(s)}/buckets`,
    item: (s, id) => `${C(s)}/buckets/${id}`,
    createdId: (res) => res.body.id,
    update: {
      method: "PUT",
      body: (inputs) => {
        const defaults = bucketDefaults(inputs);
        return Object.fromEntries(MUTABLE.map((f) => [f, inputs[f] ?? defaults[f]]));
      },
    },
  },
};
