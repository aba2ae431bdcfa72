import { z } from "zod";
import { defineSpec, isObject, listOperation, type HookContext, type PendingInputs, type SpecInputs } from "../provider";
import { API_KEY_DEFAULTS, API_KEY_RESOURCE_TYPE, apiKeyOperations as ops, createApiKey } from "../schema/api/apiKeys";
import { AUDIT_MOVES, auditOutput } from "./outputs";
import { doc } from "../schema/docs";

/** An organization API key. Keys cannot be edited: any change to a field replaces the key. The
 *  token is shown by the API only on creation and rotation, so it is a write-only secret output;
 *  raising `rotation` rotates it. A `resources` item without `type` is a `project` one: the API
 *  reads it back so, and so the inputs say it too (no change is planned for it). */
const extraInputs = {
  /** Raise to rotate the secret in place (POST .../rotate); the `token` output changes. */
  rotation: doc(z.number().int().min(0).optional(), "A counter: raise it to rotate the key's secret in place; `token` changes, the key stays."),
};

type Inputs = SpecInputs<typeof createApiKey, "organizationId", typeof extraInputs>;

async function rotate({ client, id, inputs, deadline }: HookContext<Inputs>) {
  const res = await client.postAction(ops.rotateApiKey.url({ ...inputs, apiKeyId: id }), { body: {}, deadline });
  return { token: res.body.token as string };
}

/** `resources` items with the API's default `type` filled in where it is left out. */
function normalize(inputs: PendingInputs<Inputs>): PendingInputs<Inputs> {
  if (!Array.isArray(inputs.resources)) return inputs;
  return { ...inputs, resources: inputs.resources.map((r) => (isObject(r) && r.type === undefined ? { ...r, type: API_KEY_RESOURCE_TYPE } : r)) };
}

export const apiKeySpec = defineSpec({
  kind: "ApiKey",
  description: "An organization API key: its roles, its projects, where it may be used from; any change but a rotation replaces it.",
  body: createApiKey,
  scope: ["organizationId"],
  extraInputs,
  immutable: "all",
  defaults: API_KEY_DEFAULTS,
  unordered: ["organizationRoles", "allowedCIDRs"],
  secretOutputs: ["token"],
  computed: { token: doc(z.string(), "The key's token: shown by the API only on creation and rotation."), audit: auditOutput },
  // A rotation (the only change in place) issues a new token.
  movedByUpdate: ["token", ...AUDIT_MOVES],
  naturalKey: "name",
  // Names are not unique: another key (e.g. the one a replacement supersedes) may have this one.
  naturalKeyUnique: false,
  normalize,
  api: {
    collection: (s) => ops.listApiKeys.url(s),
    item: (s, id) => ops.getApiKey.url({ ...s, apiKeyId: id }),
    list: (client, s, deadline) => listOperation(client, ops.listApiKeys, s, deadline),
    createdId: (res) => res.body.id,
    createdOutputs: (res) => ({ token: res.body.token }),
  },
  actions: {
    rotation: async (ctx) => ((ctx.inputs.rotation ?? 0) > (ctx.olds.rotation ?? 0) ? rotate(ctx) : undefined),
  },
  // The create response (and its token) was lost: nobody has seen the secret, so issue a new one.
  recoverCreated: rotate,
});
