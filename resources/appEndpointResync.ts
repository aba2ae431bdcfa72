import { z } from "zod";
import { defineSpec, waitForState } from "../provider";
import { appEndpointOperations as ops, resyncStates, startResync } from "../schema/api/appEndpoints";
import { doc } from "../schema/docs";
import { unlessEndpointGone } from "./appEndpoint";

/** A resync of an App Endpoint: a job. Creating one starts a resync (of the collections listed in
 *  `scopes`, else of every collection that needs one) and waits until it is `completed` (`error`
 *  or `stopped` is an error); the outputs are its status. The App Endpoint must be paused first
 *  (an AppEndpoint's `paused: true`): the API refuses a resync of one online, and one of an
 *  endpoint with nothing to resync unless `scopes` lists the collections. An endpoint has one
 *  resync status, so its name is the id; a later resync (another resource's, or the console's)
 *  shows in the outputs on refresh. Deleting it forgets it. */
const body = z.strictObject({
  scopes: doc(startResync.shape.scopes, "The collections to resync, by scope: scope name to collection names. Unset: every collection that needs a resync."),
});

const url = (s: object) => ops.getResync.url(s);
const [COMPLETED] = resyncStates.final;
const running = (state: string | undefined) => (resyncStates.transitional as readonly (string | undefined)[]).includes(state);

export const appEndpointResyncSpec = defineSpec({
  kind: "AppEndpointResync",
  description: "A resync of an App Endpoint (paused first): created, it runs and waits until the resync completes; `triggers` run it again. Its outputs are the resync's status.",
  body,
  scope: ["organizationId", "projectId", "clusterId", "appServiceId", "appEndpointName"],
  immutable: "all",
  job: true,
  // Its status is the AppEndpointResyncStatus lookup's.
  lookup: false,
  computed: {
    state: doc(z.string(), `The resync's state: ${resyncStates.all.map((s) => `\`${s}\``).join(", ")}.`),
    startTime: doc(z.string(), "When the resync started (RFC 3339)."),
    lastError: doc(z.string(), "The last error the resync met, if any."),
    docsChanged: doc(z.int(), "Documents the resync changed."),
    docsProcessed: doc(z.int(), "Documents the resync processed."),
    docsTargeted: doc(z.int(), "Documents the resync set out to process."),
    docsErrored: doc(z.int(), "Documents the resync failed on."),
    collectionsProcessing: doc(z.record(z.string(), z.array(z.string())), "The collections being resynced, by scope."),
  },
  naturalKey: "appEndpointName",
  notImportable: "the API's resync status does not say which collections were asked for, so the next plan would run the resync again",
  api: {
    collection: url,
    item: (s) => url(s),
    createBody: (inputs) => (inputs.scopes === undefined ? undefined : { scopes: inputs.scopes }),
    // A resync started is told from the last one by its start time: the status may still show
    // the last one when the request is answered.
    createRequest: async (client, inputs, opts) => {
      const before = (await client.get(url(inputs), { deadline: opts.deadline })).body;
      const started = await client.postAction(ops.startResync.url(inputs), { body: opts.body, deadline: opts.deadline });
      const what = `AppEndpointResync '${inputs.appEndpointName}'`;
      const read = async () => (await client.get(url(inputs), { deadline: opts.deadline })).body;
      const isNew = (live: { startTime?: string; state?: string }) => live.startTime !== before.startTime || running(live.state);
      await waitForState(read, { state: (live) => (isNew(live) ? "started" : "starting"), ready: ["started"] }, what, opts.deadline ?? Date.now() + 60_000);
      return { response: started };
    },
    createdId: (_res, inputs) => inputs.appEndpointName,
    read: (client, scope, id, deadline) => unlessEndpointGone(client, scope, id, deadline, () => client.get(url(scope), { deadline, accept: [404] })),
    // The status does not say which collections were asked for: `scopes` is as given.
    outputs: (live, props) => ({
      scopes: props.scopes,
      state: live.state,
      startTime: live.startTime,
      lastError: live.lastError,
      docsChanged: live.docsChanged,
      docsProcessed: live.docsProcessed,
      docsTargeted: live.docsTargeted,
      docsErrored: live.docsErrored,
      collectionsProcessing: live.collections_processing,
    }),
  },
  // Any other final state (an error, a stop) ends the wait as a failure.
  wait: { create: { state: (live) => live.state, ready: [COMPLETED], failed: (state) => !running(state) && state !== COMPLETED } },
});
