import { z } from "zod";
import { type HookContext, type ResourceSpec } from "../provider";
import { createApiKey } from "../schema/api/apiKeys";
import { auditOutput } from "./outputs";

/** An organization API key (document 2, "API key"; paths in document 4). Keys cannot be
 *  edited: any change to a field replaces the key. The token is shown by the API only on
 *  creation and rotation, so it is a write-only secret output; raising `rotation` rotates it. */
const extraInputs = {
  /** Raise to rotate the secret in place (POST .../rotate); the `token` output changes. */
  rotation: z.number().int().min(0).optional(),
};

const O = (s: { organizationId?: string }) => `/v4/organizations/${s.organizationId}`;

async function rotate({ client, id, inputs, deadline }: HookContext) {
  const res = await client.postAction(`${O(inputs)}/apikeys/${id}/rotate`, { body: {}, deadline });
  return { token: res.body.token as string };
}

export const apiKeySpec: ResourceSpec = {
  kind: "ApiKey",
  body: createApiKey,
  scope: ["organizationId"],
  extraInputs,
  immutable: "all",
  defaults: { description: "", expiry: 180, allowedCIDRs: ["0.0.0.0/0"], resources: [] },
  unordered: ["organizationRoles", "allowedCIDRs"],
  secretOutputs: ["token"],
  computed: { token: z.string(), audit: auditOutput },
  naturalKey: "name",
  // Names are not unique: another key (e.g. the one a replacement supersedes) may have this one.
  naturalKeyUnique: false,
  api: {
    collection: (s) => `${O(s)}/apikeys`,
    item: (s, id) => `${O(s)}/apikeys/${id}`,
    createdId: (res) => res.body.id,
    createdOutputs: (res) => ({ token: res.body.token }),
  },
  actions: {
    rotation: async (ctx) => ((ctx.inputs.rotation ?? 0) > (ctx.olds.rotation ?? 0) ? rotate(ctx) : undefined),
  },
  // The create response (and its token) was lost: nobody has seen the secret, so issue a new one.
  recoverCreated: rotate,
};
