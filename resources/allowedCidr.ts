import { z } from "zod";
import { listIfPresent, type ResourceSpec, type Scope } from "../provider";
import { createAllowedCidr } from "../schema/api/allowedCidrs";
import { auditOutput } from "./outputs";

/** Allowed CIDRs (document 2, "Allowed CIDR"; paths in document 4): entries cannot be updated,
 *  so every change replaces; the same range can't be listed twice, so the old entry goes first.
 *  A temporary entry (`expiresAt`) disappears when it expires: a refresh then drops it. */
const C = (s: Scope) => `/v4/organizations/${s.organizationId}/projects/${s.projectId}/clusters/${s.clusterId}`;
const A = (s: Scope) => `${C(s)}/appservices/${s.appServiceId}`;

const common = {
  body: createAllowedCidr,
  immutable: "all",
  defaults: { comment: "" },
  computed: { status: z.string(), type: z.string(), audit: auditOutput },
  naturalKey: "cidr",
  deleteBeforeReplace: true,
} satisfies Partial<ResourceSpec>;

/** An entry of a cluster's allow-list. */
export const allowedCidrSpec: ResourceSpec = {
  ...common,
  kind: "AllowedCidr",
  scope: ["organizationId", "projectId", "clusterId"],
  api: {
    collection: (s) => `${C(s)}/allowedcidrs`,
    item: (s, id) => `${C(s)}/allowedcidrs/${id}`,
    createdId: (res) => res.body.id,
  },
};

/** An entry of an App Service's allow-list: there is no single GET, so reads use the list. */
export const appServiceAllowedCidrSpec: ResourceSpec = {
  ...common,
  kind: "AppServiceAllowedCidr",
  scope: ["organizationId", "projectId", "clusterId", "appServiceId"],
  api: {
    collection: (s) => `${A(s)}/allowedcidrs`,
    item: (s, id) => `${A(s)}/allowedcidrs/${id}`,
    createdId: (res) => res.body.id,
    read: async (client, s, id, deadline) => {
      // A vanished App Service takes its allow-list with it (the list answers 404).
      const found = (await listIfPresent(client, `${A(s)}/allowedcidrs`, deadline))?.find((e) => e.id === id);
      return found ? { status: 200, body: found } : undefined;
    },
  },
};
