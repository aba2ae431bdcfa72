import { z } from "zod";
import { ApiError, defineSpec, type HookContext, listAll, pick, POLL_CAP_MS, type Props, type SpecInputs, waitForState } from "../provider";
import { nextPollMs } from "../provider/wait";
import {
  APP_SERVICE_UP,
  appServiceOperations as ops,
  appServiceStates,
  COMPUTE_OPTIONS,
  createAppService,
  atLeastAppServiceVersion,
  MIN_NODES,
  TURN_OFF_FROM,
  TURN_ON_FROM,
} from "../schema/api/appServices";
import { AUDIT_MOVES, auditOutput } from "./outputs";
import { doc } from "../schema/docs";

/** App Services. Only `nodes` and `compute` can be updated (PUT with If-Match); every other field
 *  replaces, and since a cluster holds one App Service the old one is deleted first. `turnedOff`
 *  is a declarative switch (POST/DELETE `A/activationState`) read back from `currentState`, so a
 *  service turned on or off outside the program shows as drift. States: the model's
 *  `appServiceStates` (every `…Failed` state ends a wait with an error). */

const DEFAULT_COMPUTE = { cpu: COMPUTE_OPTIONS[0].cpu, ram: COMPUTE_OPTIONS[0].ram };
/** Off, on its way off, or failed to come back on: `turnedOff` reads true. */
const OFF_STATES = ["turningOff", "turnedOff", "turnOnFailed"];
/** Final states from which the service can be switched on or off. */
const SWITCHABLE = [...new Set([...TURN_OFF_FROM, ...TURN_ON_FROM])];
/** Deployments, resizes, switches and deletion take minutes on the real API. */
const TAKES_MINUTES = POLL_CAP_MS.minutes;
/** What the delete waits for: the service answers 404. */
const DESTROYED = "destroyed";
/** What the API answers a delete while a change is under way (409, 412, or 403). */
const BUSY = [403, 409, 412];

const extraInputs = {
  /** true: the App Service is turned off (and kept); false (default): on. */
  turnedOff: doc(z.boolean().optional(), "Whether the App Service is turned off: switched in place (off, or back on); turned on outside the program, it is drift to undo."),
};

type Inputs = SpecInputs<typeof createAppService, "organizationId" | "projectId" | "clusterId", typeof extraInputs>;

const currentState = (live: Props) => live.currentState as string | undefined;
const pathOf = (ctx: HookContext<Inputs>) => ({ ...ctx.inputs, appServiceId: ctx.id });

/** Turns the service on or off as `inputs.turnedOff` says, once any change under way (a
 *  deployment, a resize) has settled; returns undefined when it already is. */
async function applyPower(ctx: HookContext<Inputs>): Promise<Props | undefined> {
  const { client, inputs, deadline, what } = ctx;
  const off = inputs.turnedOff === true;
  const live = await waitForState(ctx.read, { state: currentState, ready: SWITCHABLE, failed: appServiceStates.isFailed, pollCapMs: TAKES_MINUTES }, what, deadline);
  if (OFF_STATES.includes(live.currentState) === off) return undefined;
  if (off) await client.delete(ops.turnOffAppService.url(pathOf(ctx)), { deadline });
  else await client.postAction(ops.turnOnAppService.url(pathOf(ctx)), { deadline });
  try {
    await waitForState(ctx.read, { state: currentState, ready: off ? ["turnedOff"] : [...APP_SERVICE_UP], failed: appServiceStates.isFailed, pollCapMs: TAKES_MINUTES }, what, deadline);
  } catch (e) {
    // The state is recorded as read (see recordOnFailure), so the next run sees the difference.
    throw new Error(`${(e as Error).message} The next apply turns it ${off ? "off" : "on"} again.`);
  }
  return {};
}

/** DELETE, then wait for the 404; `destroyFailed` is an error. A delete refused while a change is
 *  under way (the API answers 409, 412 or 403 then) is sent again once the service settles; a 403
 *  while nothing is under way is the API's refusal and is reported. */
async function destroy(ctx: HookContext<Inputs>): Promise<void> {
  const { client, deadline, what } = ctx;
  const path = ops.deleteAppService.url(pathOf(ctx));
  const read = async () => (await ctx.read()) ?? { currentState: DESTROYED };
  const started = Date.now();
  for (;;) {
    try {
      const res = await client.delete(path, { deadline, accept: [404] });
      if (res.status === 404) return;
      break;
    } catch (e) {
      if (!(e instanceof ApiError) || !BUSY.includes(e.status ?? 0)) throw e;
      const state = (await read()).currentState;
      if (state === DESTROYED) return;
      if ((appServiceStates.transitional as readonly string[]).includes(state)) {
        await waitForState(read, { state: currentState, ready: [...appServiceStates.final, DESTROYED], failed: () => false, pollCapMs: TAKES_MINUTES }, what, deadline);
      } else if (e.status === 403) {
        throw e;
      } else {
        // Settled, yet refused as busy (a part of it may still be changing): ask again shortly.
        const delay = nextPollMs(Date.now() - started, TAKES_MINUTES);
        if (Date.now() + delay > deadline) throw e;
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }
  await waitForState(read, { state: currentState, ready: [DESTROYED], failed: (s) => s === "destroyFailed", pollCapMs: TAKES_MINUTES }, what, deadline);
}

const OUTPUT_FIELDS = ["name", "description", "nodes", "compute", "loadBalancerCidr", "currentState", "cloudProvider", "plan", "audit"];

/** The version as declared when the API's full version (`3.2.4-1.0.0`) is that release line, or a
 *  later one: an upgrade made outside the program can't be undone, and a replacement (deleting
 *  the service and its endpoints) would not undo it either. */
const versionOf = (live: Props, props: Inputs): string =>
  typeof props.version === "string" && typeof live.version === "string" && atLeastAppServiceVersion(props.version, live.version) ? props.version : live.version;

/** Usable: healthy (or degraded), or turned off when that is what the inputs ask. */
const ready = {
  state: currentState,
  ready: [...APP_SERVICE_UP],
  readyFor: (inputs: Inputs) => (inputs.turnedOff ? ["turnedOff"] : [...APP_SERVICE_UP]),
  failed: appServiceStates.isFailed,
  pollCapMs: TAKES_MINUTES,
};

export const appServiceSpec = defineSpec({
  kind: "AppService",
  description: "An App Service of a cluster: the data-sync service its App Endpoints run on. Its size changes in place and it can be turned off and on.",
  body: createAppService,
  scope: ["organizationId", "projectId", "clusterId"],
  extraInputs,
  // "On" is the declared default, so a service turned off outside the program is drift to undo.
  inputDefaults: { turnedOff: false },
  immutable: ["name", "description", "version", "loadBalancerCidr"],
  // `version` has no fixed default (the API chooses the latest) and an unset `loadBalancerCidr` is
  // allocated by the API and not read back: left unset, neither is compared.
  defaults: { description: "", nodes: MIN_NODES, compute: DEFAULT_COMPUTE },
  computed: {
    currentState: doc(z.string(), "The App Service's state, such as `healthy` or `turnedOff`."),
    cloudProvider: doc(z.string(), "The cloud provider it runs on (its cluster's)."),
    plan: doc(z.string(), "Its support plan (its cluster's)."),
    audit: auditOutput,
    etag: doc(z.string(), "The version of the App Service the last read saw, sent with updates so that none overwrites a change made meanwhile."),
  },
  // The cloud provider and the plan are the cluster's.
  movedByUpdate: ["currentState", "etag", ...AUDIT_MOVES],
  naturalKey: "name",
  deleteBeforeReplace: true,
  etag: true,
  timeouts: { create: "60m", update: "60m", delete: "60m" },
  api: {
    collection: (s) => ops.createAppService.url(s),
    item: (s, id) => ops.getAppService.url({ ...s, appServiceId: id }),
    createdId: (res) => res.body.id,
    // No list under the cluster: the organization's list, narrowed to the project, then to this cluster.
    list: async (client, s, deadline) =>
      (await listAll(client, `${ops.listAppServices.url(s)}?projectId=${encodeURIComponent(s.projectId ?? "")}`, deadline)).filter((svc) => svc.clusterId === s.clusterId),
    update: { method: "PUT", body: (inputs) => ({ nodes: inputs.nodes ?? MIN_NODES, compute: inputs.compute ?? DEFAULT_COMPUTE }) },
    outputs: (live, props) => ({ ...pick(live, OUTPUT_FIELDS), version: versionOf(live, props), turnedOff: OFF_STATES.includes(live.currentState) }),
    deleteRequest: destroy,
  },
  wait: { create: ready, update: ready },
  actions: { turnedOff: applyPower },
  // A service that is off can't be resized: turned on before the PUT, turned off after it.
  actionsBeforeUpdate: (inputs) => (inputs.turnedOff ? [] : ["turnedOff"]),
  // Created turned off: deploy, then switch off before reporting it usable.
  afterCreate: async (ctx) => (ctx.inputs.turnedOff ? applyPower(ctx) : undefined),
  validate: (inputs) => {
    const cidr = inputs.loadBalancerCidr;
    if (typeof cidr !== "string") return [];
    const [address, prefix] = cidr.split("/");
    const ok = address.split(".").every((octet) => Number(octet) <= 255) && Number(prefix) <= 32;
    return ok ? [] : [{ path: ["loadBalancerCidr"], reason: "an IPv4 range a.b.c.d/n with octets up to 255 and n up to 32" }];
  },
});
