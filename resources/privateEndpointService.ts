import { z } from "zod";
import { POLL_CAP_MS, waitForState, type HookContext, type Props, type ResourceSpec, type Scope } from "../provider";

/** An App Service's private endpoint service (document 2 "Private endpoints"; paths and states
 *  in document 4), aws App Services only (the API refuses others with a 400). Creating enables
 *  it (`enabling` → `enabled`), deleting disables it (`disabling` → `disabled`, which terminates
 *  every connection). Disabled means gone: a service disabled outside Pulumi shows as deleted on
 *  refresh and is enabled again by the next `up`. */
export const privateEndpointServicePath = (s: Scope) =>
  `/v4/organizations/${s.organizationId}/projects/${s.projectId}/clusters/${s.clusterId}/appservices/${s.appServiceId}/privateEndpointService`;
const S = privateEndpointServicePath;

const state = (live: Props) => live.state as string | undefined;

/** Waits out a change under way (a 409 otherwise), DELETEs unless already disabled, then waits
 *  for `disabled`; `disableFailed` is an error. A vanished App Service took it along. */
async function disable(ctx: HookContext): Promise<void> {
  const { client, inputs, deadline, what } = ctx;
  const read = async () => (await ctx.read()) ?? { state: "disabled" };
  const now = await waitForState(read, { state, ready: ["enabled", "disabled", "enableFailed", "disableFailed"], pollCapMs: POLL_CAP_MS.minutes }, what, deadline);
  if (now.state !== "disabled") await client.delete(S(inputs), { deadline, accept: [404] });
  await waitForState(read, { state, ready: ["disabled"], pollCapMs: POLL_CAP_MS.minutes }, what, deadline);
}

export const privateEndpointServiceSpec: ResourceSpec = {
  kind: "PrivateEndpointService",
  body: z.strictObject({}),
  scope: ["organizationId", "projectId", "clusterId", "appServiceId"],
  immutable: "all",
  computed: { state: z.string(), targetState: z.string() },
  naturalKey: "appServiceId",
  api: {
    collection: S,
    item: (s) => S(s),
    createBody: () => undefined,
    createdId: (_res, inputs) => inputs.appServiceId,
    read: async (client, scope, _id, deadline) => {
      const res = await client.get(S(scope), { deadline, accept: [404] });
      return res.status === 404 || res.body.state === "disabled" ? undefined : res;
    },
    // For `adopt` and after an ambiguous POST: the service, when it is enabled (or on its way).
    list: async (client, scope, deadline) => {
      const res = await client.get(S(scope), { deadline });
      return res.body.state === "disabled" ? [] : [{ ...res.body, appServiceId: scope.appServiceId }];
    },
    listedId: (item) => item.appServiceId,
    deleteRequest: disable,
  },
  wait: { create: { state, ready: ["enabled"], pollCapMs: POLL_CAP_MS.minutes } },
};
