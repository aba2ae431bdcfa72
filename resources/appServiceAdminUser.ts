import { type Props, type ResourceSpec, sameSet, type Scope } from "../provider";
import { createAdminUser } from "../schema/api/appServices";
import { auditOutput } from "./outputs";

/** An App Service admin user (document 2, "Create admin user", "Admin user"; paths in document
 *  4): the Basic credentials of the App Service's gateway admin API, for all its App Endpoints
 *  (`access: {allEndpoints: true}`) or the named ones (`{endpoints: [...]}`, and with bucket-level
 *  access every endpoint on their buckets).
 *
 *  Only the endpoint list can be updated (`PUT …/adminUsers/{id}` takes `{endpoints}`): a change
 *  of `access` to another list is in place; widening it to all endpoints, and any change of
 *  `name` or `password`, replaces the user (names are unique per App Service: the old one goes
 *  first). The password is write-only: never read back, so its absence from a read is no drift,
 *  and one changed outside the program can't be seen. */
const A = (s: Scope) => `/v4/organizations/${s.organizationId}/projects/${s.projectId}/clusters/${s.clusterId}/appservices/${s.appServiceId}`;

/** `access` as the API reads it back (`accessAllEndpoints`, `endpoints`), in the declared order
 *  when it names the same endpoints. */
function accessOf(live: Props, props: Props): Props {
  if (live.accessAllEndpoints) return { allEndpoints: true };
  const declared = props.access?.endpoints;
  return { endpoints: Array.isArray(declared) && sameSet(declared, live.endpoints) ? declared : live.endpoints };
}

export const appServiceAdminUserSpec: ResourceSpec = {
  kind: "AppServiceAdminUser",
  body: createAdminUser,
  scope: ["organizationId", "projectId", "clusterId", "appServiceId"],
  immutable: ["name", "password", "enableBucketLevelAccess"],
  // The update takes an endpoint list only: all endpoints (or a value not known yet) replaces.
  replaceWhen: (_olds, news) => {
    const access = news.access;
    return typeof access !== "object" || access === null || "allEndpoints" in access ? ["access"] : [];
  },
  // Only bucket-level access is supported: every admin user has it.
  defaults: { enableBucketLevelAccess: true },
  writeOnly: ["password"],
  secretOutputs: ["password"],
  computed: { audit: auditOutput },
  naturalKey: "name",
  deleteBeforeReplace: true,
  api: {
    collection: (s) => `${A(s)}/adminUsers`,
    item: (s, id) => `${A(s)}/adminUsers/${id}`,
    createdId: (res) => res.body.id,
    update: { method: "PUT", body: (inputs) => ({ endpoints: inputs.access.endpoints }) },
    outputs: (live, props) => ({ name: live.name, access: accessOf(live, props), enableBucketLevelAccess: true, audit: live.audit }),
  },
};
