import { z } from "zod";
import { listAll, listIfPresent, type ApiResponse, type ResourceSpec, defineSpec } from "../provider";
import { allowedCidrOperations as ops, createAllowedCidr, sameInstant } from "../schema/api/allowedCidrs";
import { auditOutput } from "./outputs";
import { doc } from "../schema/docs";

/** Allowed CIDRs: entries cannot be updated, so every change replaces; the same range can't be
 *  listed twice, so the old entry goes first. A temporary entry (`expiresAt`) stops applying when
 *  it expires: whether the API then drops it or shows it `expired`, a refresh drops it.
 *  `expiresAt` is compared as an instant: the API gives it back in its own spelling. */
const EXPIRED = "expired";

/** The entry as it applies now: an expired one is as good as gone. */
const current = (res: ApiResponse | undefined): ApiResponse | undefined => (res && res.body?.status !== EXPIRED ? res : undefined);

const common = {
  body: createAllowedCidr,
  immutable: "all",
  // Left out, `expiresAt` means a permanent entry (not the API's choice): removing it replaces.
  defaults: { comment: "", expiresAt: undefined },
  sameMeaning: { expiresAt: sameInstant },
  computed: {
    status: doc(z.string(), "`active`, or `expired` once a temporary entry's time has passed."),
    type: doc(z.string(), "`temporary` (with `expiresAt`) or `permanent`."),
    audit: auditOutput,
  },
  naturalKey: "cidr",
  deleteBeforeReplace: true,
} satisfies Partial<ResourceSpec>;

/** An entry of a cluster's allow-list. */
export const allowedCidrSpec = defineSpec({
  ...common,
  kind: "AllowedCidr",
  description: "An entry of a cluster's allow-list: an IPv4 address or range allowed to reach the cluster, permanent or until a set time; any change replaces it.",
  scope: ["organizationId", "projectId", "clusterId"],
  api: {
    collection: (s) => ops.listAllowedCidrs.url(s),
    item: (s, id) => ops.getAllowedCidr.url({ ...s, allowedCidrId: id }),
    createdId: (res) => res.body.id,
    read: async (client, s, id, deadline) => {
      const res = await client.get(ops.getAllowedCidr.url({ ...s, allowedCidrId: id }), { deadline, accept: [404] });
      return current(res.status === 404 ? undefined : res);
    },
    list: async (client, s, deadline) => (await listAll(client, ops.listAllowedCidrs.url(s), deadline)).filter((e) => e.status !== EXPIRED),
  },
});

/** An entry of an App Service's allow-list: there is no single GET, so reads use the list. */
export const appServiceAllowedCidrSpec = defineSpec({
  ...common,
  kind: "AppServiceAllowedCidr",
  description: "An entry of an App Service's allow-list: an IPv4 address or range allowed to reach the App Service, permanent or until a set time; any change replaces it.",
  scope: ["organizationId", "projectId", "clusterId", "appServiceId"],
  api: {
    collection: (s) => ops.listAppServiceAllowedCidrs.url(s),
    item: (s, id) => ops.deleteAppServiceAllowedCidr.url({ ...s, allowedCidrId: id }),
    createdId: (res) => res.body.id,
    read: async (client, s, id, deadline) => {
      // A vanished App Service takes its allow-list with it (the list answers 404).
      const found = (await listIfPresent(client, ops.listAppServiceAllowedCidrs.url(s), deadline))?.find((e) => e.id === id);
      return current(found ? { status: 200, body: found } : undefined);
    },
    list: async (client, s, deadline) => (await listAll(client, ops.listAppServiceAllowedCidrs.url(s), deadline)).filter((e) => e.status !== EXPIRED),
  },
});
