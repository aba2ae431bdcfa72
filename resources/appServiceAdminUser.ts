import { defineSpec, type Props, sameSet, type Scope, type SpecInputs } from "../provider";
import { appServiceOperations as ops, createAdminUser } from "../schema/api/appServices";
import { AUDIT_MOVES, auditOutput } from "./outputs";

/** An App Service admin user: the Basic credentials of the App Service's gateway admin API, for
 *  all its App Endpoints (`access: {accessAllEndpoints: true}`) or the named ones
 *  (`{endpoints: [...]}`, and with bucket-level access every endpoint on their buckets).
 *
 *  `access` is updated in place (`PUT …/adminUsers/{id}` takes either shape), so widening to all
 *  endpoints or narrowing to a list never replaces the user; a change of `name` or `password`
 *  does (names are unique per App Service: the old one goes first). The password is write-only:
 *  never read back, so its absence from a read is no drift, and one changed outside the program
 *  can't be seen. The delete is accepted (202) and waited out until the user is gone. */

type Access = SpecInputs<typeof createAdminUser>["access"];

/** `access` as the API reads it back (`accessAllEndpoints`, `endpoints`), in the declared order
 *  when it names the same endpoints. */
function accessOf(live: Props, props: { access?: Access }): Access {
  if (live.accessAllEndpoints) return { accessAllEndpoints: true };
  const declared = props.access && "endpoints" in props.access ? props.access.endpoints : undefined;
  const endpoints: string[] = live.endpoints ?? [];
  return { endpoints: Array.isArray(declared) && sameSet(declared, endpoints) ? declared : endpoints };
}

const path = (s: Scope, id?: string) => ({ ...s, ...(id === undefined ? {} : { userId: id }) });

export const appServiceAdminUserSpec = defineSpec({
  kind: "AppServiceAdminUser",
  description: "An admin user of an App Service, with access to every App Endpoint or to named ones.",
  body: createAdminUser,
  scope: ["organizationId", "projectId", "clusterId", "appServiceId"],
  immutable: ["name", "password", "enableBucketLevelAccess"],
  // Only bucket-level access is supported: every admin user has it.
  defaults: { enableBucketLevelAccess: true },
  writeOnly: ["password"],
  secretOutputs: ["password"],
  computed: { audit: auditOutput },
  movedByUpdate: AUDIT_MOVES,
  naturalKey: "name",
  deleteBeforeReplace: true,
  formerKeys: { access: { allEndpoints: "accessAllEndpoints" } },
  api: {
    collection: (s) => ops.createAdminUser.url(s),
    item: (s, id) => ops.getAdminUser.url(path(s, id)),
    createdId: (res) => res.body.id,
    update: { method: "PUT", body: (inputs) => inputs.access },
    outputs: (live, props) => ({ name: live.name, access: accessOf(live, props), enableBucketLevelAccess: true, audit: live.audit }),
  },
  wait: { delete: "gone" },
});
