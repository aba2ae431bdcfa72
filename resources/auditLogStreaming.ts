import { z } from "zod";
import { type ApiClient, type CheckFailure, defineSpec, type HookContext, isUnknown, type PendingInputs, type Props, type Scope, type SpecInputs, waitForState } from "../provider";
import { doc } from "../schema/docs";
import {
  auditLogStreamingOperations as ops,
  credentialsFields,
  credentialsRuleViolations,
  FORMER_OUTPUT_TYPES,
  LOG_STREAMING_MOVES,
  logStreamingStates,
  outputTypeInput,
  setAuditLogStreaming,
} from "../schema/api/logStreaming";

/** An App Service's audit log streaming (`A/auditLogStreaming`): one per App Service, set with
 *  PUT. `streamingEnabled` is the declarative switch: true streams (`enabled`), false pauses with
 *  the configuration kept (`paused`). Credentials are write-only secrets: never read back, any
 *  change PUTs the whole configuration again. Deleting disables streaming and removes the
 *  configuration. */

/** The PUT body, with the output type and its credentials required: this resource always
 *  configures streaming (disabling is its deletion). Credentials are one object holding the
 *  output type's fields (`credentialsRuleViolations`). */
const body = setAuditLogStreaming.extend({ outputType: outputTypeInput, credentials: credentialsFields });

type Inputs = SpecInputs<typeof body, "organizationId" | "projectId" | "clusterId" | "appServiceId">;

const logStreamingState = (live: Props) => live.logStreamingState as string | undefined;
const { enable, pause, disable } = LOG_STREAMING_MOVES;

/** Disabled means "no configuration": the resource is gone. */
async function readConfig(client: ApiClient, scope: Scope, deadline: number) {
  const res = await client.get(ops.getAuditLogStreaming.url(scope), { deadline, accept: [404] });
  return res.status === 404 || res.body.logStreamingState === disable.to ? undefined : res;
}

/** PUT `{streamingEnabled: false}` with nothing else (disabled, configuration and credentials
 *  removed), then wait for `disabled`. A vanished App Service took it along. */
async function disableStreaming(ctx: HookContext): Promise<void> {
  const { client, inputs, deadline, what } = ctx;
  const res = await client.put(ops.setAuditLogStreaming.url(inputs), { body: { streamingEnabled: false }, deadline, accept: [404] });
  if (res.status === 404) return;
  const read = async () => (await ctx.read()) ?? { logStreamingState: disable.to };
  await waitForState(read, { state: logStreamingState, ready: [disable.to], failed: logStreamingStates.isFailed }, what, deadline);
}

const settled = {
  state: logStreamingState,
  ready: [enable.to],
  readyFor: (inputs: Inputs) => [inputs.streamingEnabled ? enable.to : pause.to],
  failed: logStreamingStates.isFailed,
};

/** `credentials` holds exactly the fields of `outputType` (known values only). */
export function credentialsFailures(inputs: PendingInputs<Pick<Inputs, "outputType" | "credentials">>): CheckFailure[] {
  const { outputType: type, credentials } = inputs;
  if (isUnknown(type) || typeof credentials !== "object" || credentials === null) return [];
  const known = Object.fromEntries(Object.entries(credentials).filter(([, v]) => v !== undefined));
  return credentialsRuleViolations(type, known).map(([field, reason]) => ({ path: ["credentials", field], reason }));
}

export const auditLogStreamingSpec = defineSpec({
  kind: "AuditLogStreaming",
  description: "The audit log streaming of an App Service: where its audit logs go, and whether they stream now.",
  body,
  scope: ["organizationId", "projectId", "clusterId", "appServiceId"],
  immutable: [],
  defaults: { disabledAppEndpoints: [] },
  unordered: ["disabledAppEndpoints"],
  writeOnly: ["credentials"],
  secretOutputs: ["credentials"],
  computed: { logStreamingState: doc(z.string(), "The streaming state: `enabled`, `paused`, or on the way (`enabling`, `pausing`); `errored` when a change failed.") },
  movedByUpdate: ["logStreamingState"],
  naturalKey: "appServiceId",
  formerValues: { outputType: FORMER_OUTPUT_TYPES },
  // LogStreaming configured this API (at a path the real API serves as another one).
  formerKinds: ["LogStreaming"],
  api: {
    collection: (s) => ops.getAuditLogStreaming.url(s),
    item: (s) => ops.getAuditLogStreaming.url(s),
    // A singleton: created by PUT. Without `adopt`, an existing configuration is not overwritten.
    createRequest: async (client, inputs, { body: config, deadline }) => {
      if (!inputs.adopt) {
        const existing = await readConfig(client, inputs, deadline!);
        if (existing) {
          throw new Error(
            `dbplane: AuditLogStreaming '${inputs.appServiceId}': the App Service already streams audit logs (${existing.body.logStreamingState}, outputType ${existing.body.outputType}); set \`adopt: true\` to take the configuration over.`,
          );
        }
      }
      return { response: await client.put(ops.setAuditLogStreaming.url(inputs), { body: config, deadline }) };
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
      logStreamingStates.isFailed(logStreamingState)
        ? { outputType, disabledAppEndpoints, logStreamingState }
        : { streamingEnabled, outputType, disabledAppEndpoints, logStreamingState },
    deleteRequest: disableStreaming,
  },
  wait: { create: settled, update: settled },
  validate: credentialsFailures,
});
