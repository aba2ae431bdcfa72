import { z } from "zod";
import { type ApiClient, ApiError, defineSpec, type HookContext, type Props, type Scope, type SpecInputs, waitForState } from "../provider";
import {
  appServiceLogStreamingOperations as ops,
  configureAppServiceLogStreaming,
  credentialsFields,
  FORMER_OUTPUT_TYPES,
  LOG_STREAMING_MOVES,
  logStreamingStates,
  outputTypeInput,
} from "../schema/api/logStreaming";
import { credentialsFailures } from "./auditLogStreaming";
import { doc } from "../schema/docs";

/** An App Service's log streaming (`A/logStreaming`): one per App Service. POST configures it
 *  (the output type and its credentials) and enables it; a change POSTs the configuration again.
 *  `paused` is a declarative switch (DELETE / POST `A/logStreaming/activationState`) read back
 *  from `configState`, so a pause or resume made elsewhere shows as drift. Credentials are
 *  write-only secrets: never read back. Deleting disables streaming (DELETE), which removes the
 *  configuration. Every change is waited for through `configState`; `errored` ends a wait. */

const extraInputs = {
  /** true: paused with the configuration kept; false (default): streaming. */
  paused: doc(z.boolean().optional(), "Whether streaming is paused (the configuration kept): switched in place."),
};

const body = configureAppServiceLogStreaming.extend({ outputType: outputTypeInput, credentials: credentialsFields });
type Inputs = SpecInputs<typeof body, "organizationId" | "projectId" | "clusterId" | "appServiceId", typeof extraInputs>;

const { enable, pause, disable } = LOG_STREAMING_MOVES;
/** Paused, or on its way there: `paused` reads true. */
const PAUSED_STATES: readonly string[] = [pause.via, pause.to];

const configState = (live: Props) => live.configState as string | undefined;
const wanted = (inputs: Inputs) => (inputs.paused === true ? pause.to : enable.to);

/** Disabled means "no configuration": the resource is gone. */
async function readConfig(client: ApiClient, scope: Scope, deadline: number) {
  const res = await client.get(ops.getAppServiceLogStreaming.url(scope), { deadline, accept: [404] });
  return res.status === 404 || res.body.configState === disable.to ? undefined : res;
}

const waitFor = (ctx: HookContext, state: string) =>
  waitForState(ctx.read, { state: configState, ready: [state], failed: logStreamingStates.isFailed }, ctx.what, ctx.deadline);

/** POST the configuration. The API refuses one while a change is under way (409): a retry of a
 *  POST that went through (its answer lost) meets its own change, which is what was asked. */
async function configure(client: ApiClient, inputs: Inputs, deadline: number) {
  const path = ops.configureAppServiceLogStreaming.url(inputs);
  const res = await client.postAction(path, { body: { outputType: inputs.outputType, credentials: inputs.credentials }, deadline, accept: [409] });
  if (res.status === 409 && !res.repeated) {
    const { code, message, hint } = res.body ?? {};
    throw new ApiError(`dbplane: POST ${path} failed: 409 (code ${code}) ${message}${hint ? ` Hint: ${hint}` : ""}`, "POST", path, 409, code);
  }
  return res;
}

/** Once a change under way has settled: streaming rests enabled or paused. */
const atRest = (ctx: HookContext) =>
  waitForState(ctx.read, { state: configState, ready: [enable.to, pause.to], failed: logStreamingStates.isFailed }, ctx.what, ctx.deadline);

/** Pauses or resumes as `inputs.paused` says, once streaming rests enabled or paused; returns
 *  undefined when it already is as declared. */
async function applyActivation(ctx: HookContext<Inputs>): Promise<Props | undefined> {
  const live = await atRest(ctx);
  const target = wanted(ctx.inputs);
  if (live.configState === target) return undefined;
  const path = (target === pause.to ? ops.pauseAppServiceLogStreaming : ops.resumeAppServiceLogStreaming).url(ctx.inputs);
  if (target === pause.to) await ctx.client.delete(path, { deadline: ctx.deadline });
  else await ctx.client.postAction(path, { deadline: ctx.deadline });
  await waitFor(ctx, target);
  return {};
}

/** DELETE, then wait for `disabled`. A vanished App Service took it along. */
async function disableStreaming(ctx: HookContext): Promise<void> {
  const res = await ctx.client.delete(ops.deleteAppServiceLogStreaming.url(ctx.inputs), { deadline: ctx.deadline, accept: [404] });
  if (res.status === 404) return;
  const read = async () => (await ctx.read()) ?? { configState: disable.to };
  await waitForState(read, { state: configState, ready: [disable.to], failed: logStreamingStates.isFailed }, ctx.what, ctx.deadline);
}

const settled = { state: configState, ready: [enable.to], readyFor: (inputs: Inputs) => [wanted(inputs)], failed: logStreamingStates.isFailed };

export const appServiceLogStreamingSpec = defineSpec({
  kind: "AppServiceLogStreaming",
  description: "The log streaming of an App Service: which collector its logs go to, and whether streaming is paused.",
  body,
  scope: ["organizationId", "projectId", "clusterId", "appServiceId"],
  extraInputs,
  // Streaming is the declared default, so a pause made elsewhere is drift to undo.
  inputDefaults: { paused: false },
  immutable: [],
  writeOnly: ["credentials"],
  secretOutputs: ["credentials"],
  computed: {
    configState: doc(z.string(), "The configuration's state: `enabled`, `paused`, or on the way there; `errored` when a change failed."),
    streamingState: doc(z.string(), "Whether logs are flowing now, as the API reports it."),
  },
  movedByUpdate: ["configState", "streamingState"],
  naturalKey: "appServiceId",
  formerValues: { outputType: FORMER_OUTPUT_TYPES },
  api: {
    collection: (s) => ops.getAppServiceLogStreaming.url(s),
    item: (s) => ops.getAppServiceLogStreaming.url(s),
    // A singleton: configured by POST. Without `adopt`, an existing configuration is not overwritten.
    createRequest: async (client, inputs, { deadline }) => {
      if (!inputs.adopt) {
        const existing = await readConfig(client, inputs, deadline!);
        if (existing) {
          throw new Error(
            `dbplane: AppServiceLogStreaming '${inputs.appServiceId}': the App Service already streams logs (${existing.body.configState}, outputType ${existing.body.outputType}); set \`adopt: true\` to take the configuration over.`,
          );
        }
      }
      return { response: await configure(client, inputs, deadline!) };
    },
    createdId: (_res, inputs) => inputs.appServiceId,
    read: (client, scope, _id, deadline) => readConfig(client, scope, deadline),
    // Adoption is the create POST itself (taking a singleton over is configuring it).
    list: async () => [],
    // The configuration again, which enables streaming: paused again after, when declared so.
    update: {
      send: async (ctx) => {
        await atRest(ctx);
        await configure(ctx.client, ctx.inputs, ctx.deadline);
        await waitFor(ctx, enable.to);
        if (ctx.inputs.paused === true) await applyActivation(ctx);
      },
    },
    outputs: (live) => ({
      outputType: live.outputType,
      // `errored` is neither streaming nor paused: no switch position (`paused` stays as recorded;
      // the API takes no change from there, and `configState` says so).
      ...(logStreamingStates.isFailed(live.configState) ? {} : { paused: PAUSED_STATES.includes(live.configState) }),
      configState: live.configState,
      streamingState: live.streamingState,
    }),
    deleteRequest: disableStreaming,
  },
  wait: { create: settled, update: settled },
  actions: { paused: applyActivation },
  // Declared paused: enabled by the POST, then paused before reporting it usable.
  afterCreate: async (ctx) => (ctx.inputs.paused === true ? applyActivation(ctx) : undefined),
  validate: credentialsFailures,
});
