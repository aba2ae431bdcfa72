import { z } from "zod";
import { type ApiClient, type CheckFailure, type HookContext, type Props, type ResourceSpec, type Scope, waitForState } from "../provider";
import { logStreamingCredentials, outputType, setLogStreaming } from "../schema/api/logStreaming";

/** An App Service's log streaming (document 2 "App Service audit and log streaming" and its
 *  states table; paths in document 4): one per App Service, set with PUT. `streamingEnabled`
 *  is the declarative switch: true streams (`enabled`), false pauses with the configuration
 *  kept (`paused`). Credentials are write-only secrets: never read back, any change PUTs the
 *  whole configuration again. Deleting disables streaming and removes the configuration. */
const L = (s: Scope) =>
  `/v4/organizations/${s.organizationId}/projects/${s.projectId}/clusters/${s.clusterId}/appservices/${s.appServiceId}/logStreaming`;

/** The PUT body, with the output type and its credentials required: this resource always
 *  configures streaming (disabling is its deletion). */
const body = setLogStreaming.extend({ outputType, credentials: logStreamingCredentials });

const logStreamingState = (live: Props) => live.logStreamingState as string | undefined;
const errored = (state: string) => state === "errored";

/** Disabled means "no configuration": the resource is gone. */
async function readConfig(client: ApiClient, scope: Scope, deadline: number) {
  const res = await client.get(L(scope), { deadline, accept: [404] });
  return res.status === 404 || res.body.logStreamingState === "disabled" ? undefined : res;
}

/** PUT `{streamingEnabled: false}` with nothing else (document 2: disabled, configuration and
 *  credentials removed), then wait for `disabled`. A vanished App Service took it along. */
async function disable(ctx: HookContext): Promise<void> {
  const { client, inputs, deadline, what } = ctx;
  const res = await client.put(L(inputs), { body: { streamingEnabled: false }, deadline, accept: [404] });
  if (res.status === 404) return;
  const read = async () => (await ctx.read()) ?? { logStreamingState: "disabled" };
  await waitForState(read, { state: logStreamingState, ready: ["disabled"], failed: errored }, what, deadline);
}

const settled = {
  state: logStreamingState,
  ready: ["enabled"],
  readyFor: (inputs: Props) => [inputs.streamingEnabled ? "enabled" : "paused"],
  failed: errored,
};

export const logStreamingSpec: ResourceSpec = {
  kind: "LogStreaming",
  body,
  scope: ["organizationId", "projectId", "clusterId", "appServiceId"],
  immutable: [],
  defaults: { disabledAppEndpoints: [] },
  unordered: ["disabledAppEndpoints"],
  writeOnly: ["credentials"],
  secretOutputs: ["credentials"],
  computed: { logStreamingState: z.string() },
  naturalKey: "appServiceId",
  api: {
    collection: L,
    item: (s) => L(s),
    // A singleton: created by PUT. Without `adopt`, an existing configuration is not overwritten.
    createRequest: async (client, inputs, { body: config, deadline }) => {
      if (!inputs.adopt) {
        const existing = await readConfig(client, inputs, deadline!);
        if (existing) {
          throw new Error(
            `dbplane: LogStreaming '${inputs.appServiceId}': the App Service already streams logs (${existing.body.logStreamingState}, outputType ${existing.body.outputType}); set \`adopt: true\` to take the configuration over.`,
          );
        }
      }
      return { response: await client.put(L(inputs), { body: config, deadline }) };
    },
    createdId: (_res, inputs) => inputs.appServiceId,
    read: (client, scope, _id, deadline) => readConfig(client, scope, deadline),
    // Adoption is the create PUT itself (taking a singleton over is setting it), so there is
    // nothing to look up.
    list: async () => [],
    // The whole configuration, as every PUT sends it.
    update: { method: "PUT" },
    outputs: ({ streamingEnabled, outputType, disabledAppEndpoints, logStreamingState }) =>
      // `errored` is neither streaming nor paused: no switch position, so the input differs and
      // the next `up` configures it again.
      logStreamingState === "errored"
        ? { outputType, disabledAppEndpoints, logStreamingState }
        : { streamingEnabled, outputType, disabledAppEndpoints, logStreamingState },
    deleteRequest: disable,
  },
  wait: { create: settled, update: settled },
  validate: (inputs) => {
    const given = Object.keys(inputs.credentials ?? {});
    const failures = given
      .filter((type) => type !== inputs.outputType)
      .map((type): CheckFailure => ({ path: ["credentials", type], reason: `does not match outputType '${inputs.outputType}'` }));
    if (!given.includes(inputs.outputType)) {
      failures.push({ path: ["credentials", inputs.outputType], reason: `required for outputType '${inputs.outputType}'` });
    }
    return failures;
  },
};
