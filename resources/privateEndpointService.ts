import { z } from "zod";
import { POLL_CAP_MS, waitForState, type HookContext, type Props, defineSpec, type Scope } from "../provider";
import { privateEndpointOperations as ops, privateEndpointServiceStates as states } from "../schema/api/privateEndpoints";
import { doc } from "../schema/docs";

/** An App Service's private endpoint service, aws App Services only (the API refuses others with
 *  a 400). Creating enables it (`enabling` → `enabled`), deleting disables it (`disabling` →
 *  `disabled`, which terminates every connection); `failed` ends either wait at once with an
 *  error. Disabled means gone: a service disabled outside the program shows as deleted on
 *  refresh and is enabled again by the next run. States: the model's
 *  `privateEndpointServiceStates`. */
export const privateEndpointServicePath = (s: Scope) => ops.getPrivateEndpointService.url(s);
const S = privateEndpointServicePath;

const state = (live: Props) => live.state as string | undefined;

/** A wait for `ready` that `failed` ends at once. */
const failedWait = (ready: string[]) => ({
  state,
  ready,
  failed: states.isFailed,
  pollCapMs: POLL_CAP_MS.minutes,
});

/** Waits out a change under way (a 409 otherwise), DELETEs unless already disabled, then waits
 *  for `disabled`; `failed` is an error. A vanished App Service took it along. */
async function disable(ctx: HookContext<Scope>): Promise<void> {
  const { client, inputs, deadline, what } = ctx;
  const read = async () => (await ctx.read()) ?? { state: "disabled" };
  const now = await waitForState(read, { state, ready: [...states.final], pollCapMs: POLL_CAP_MS.minutes }, what, deadline);
  if (now.state !== "disabled") await client.delete(ops.disablePrivateEndpointService.url(inputs), { deadline, accept: [404] });
  await waitForState(read, failedWait(["disabled"]), what, deadline);
}

export const privateEndpointServiceSpec = defineSpec({
  kind: "PrivateEndpointService",
  description: "The private endpoint service of an App Service (AWS only): while it exists, cloud-side endpoints can connect privately.",
  body: z.strictObject({}),
  scope: ["organizationId", "projectId", "clusterId", "appServiceId"],
  immutable: "all",
  computed: {
    state: doc(z.string(), "The service's state: `enabled`, or on the way (`enabling`, `disabling`)."),
    targetState: doc(z.string(), "The state the service is moving to."),
  },
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
  wait: { create: failedWait(["enabled"]) },
});
