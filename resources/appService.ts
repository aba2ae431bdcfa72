import { z } from "zod";
import { type HookContext, listAll, pick, POLL_CAP_MS, type Props, type ResourceSpec, type Scope, waitForState } from "../provider";
import { COMPUTE_OPTIONS, MIN_NODES, createAppService } from "../schema/api/appServices";
import { auditOutput } from "./outputs";

/** App Services (document 2 "App Service"; paths and states in document 4). Only `nodes` and
 *  `compute` can be updated (PUT with If-Match); every other field replaces, and since a cluster
 *  holds one App Service the old one is deleted first. `turnedOff` is a declarative switch
 *  (POST/DELETE `A/activationState`) read back from `currentState`, so a service turned on or
 *  off outside Pulumi shows as drift. */
const O = (s: Scope) => `/v4/organizations/${s.organizationId}`;
const C = (s: Scope) => `${O(s)}/projects/${s.projectId}/clusters/${s.clusterId}`;
const A = (s: Scope, id: string) => `${C(s)}/appservices/${id}`;

const DEFAULT_COMPUTE = { cpu: COMPUTE_OPTIONS[0].cpu, ram: COMPUTE_OPTIONS[0].ram };
/** Off, on its way off, or failed to come back on: `turnedOff` reads true. */
const OFF_STATES = ["turningOff", "turnedOff", "turnOnFailed"];
/** Final states from which the service can be switched on or off. */
const SWITCHABLE = ["healthy", "degraded", "scaleFailed", "turnedOff", "turnOffFailed", "turnOnFailed"];
/** Deployments, resizes, switches and deletion take minutes on the real API. */
const TAKES_MINUTES = POLL_CAP_MS.minutes;
/** What the delete waits for: the service answers 404. */
const DESTROYED = "destroyed";

const extraInputs = {
  /** true: the App Service is turned off (and kept); false (default): on. */
  turnedOff: z.boolean().optional(),
};

const currentState = (live: Props) => live.currentState as string | undefined;

/** Turns the service on or off as `inputs.turnedOff` says, once any change under way (a
 *  deployment, a resize) has settled; returns undefined when it already is. */
async function applyPower(ctx: HookContext): Promise<Props | undefined> {
  const { client, id, inputs, deadline, what } = ctx;
  const off = inputs.turnedOff === true;
  const live = await waitForState(ctx.read, { state: currentState, ready: SWITCHABLE, pollCapMs: TAKES_MINUTES }, what, deadline);
  if (OFF_STATES.includes(live.currentState) === off) return undefined;
  const path = `${A(inputs, id)}/activationState`;
  if (off) await client.delete(path, { deadline });
  else await client.postAction(path, { deadline });
  try {
    await waitForState(ctx.read, { state: currentState, ready: [off ? "turnedOff" : "healthy"], pollCapMs: TAKES_MINUTES }, what, deadline);
  } catch (e) {
    // The state is recorded as read (see recordOnFailure), so the next run sees the difference.
    throw new Error(`${(e as Error).message} The next apply turns it ${off ? "off" : "on"} again.`);
  }
  return {};
}

/** DELETE, then wait for the 404; `destroyFailed` is an error. A service still changing (409)
 *  is deleted once it settles. */
async function destroy(ctx: HookContext): Promise<void> {
  const { client, id, inputs, deadline, what } = ctx;
  const path = A(inputs, id);
  const read = async () => (await ctx.read()) ?? { currentState: DESTROYED };
  let res = await client.delete(path, { deadline, accept: [404, 409] });
  if (res.status === 409) {
    await waitForState(read, { state: currentState, ready: [...SWITCHABLE, DESTROYED], failed: (s) => s === "destroyFailed", pollCapMs: TAKES_MINUTES }, what, deadline);
    res = await client.delete(path, { deadline, accept: [404] });
  }
  if (res.status === 404) return;
  await waitForState(read, { state: currentState, ready: [DESTROYED], failed: (s) => s === "destroyFailed", pollCapMs: TAKES_MINUTES }, what, deadline);
}

const chosenByApi = (props: Props): Props => pick(props, ["version", "loadBalancerCidr"]);

const OUTPUT_FIELDS = ["name", "description", "nodes", "compute", "version", "loadBalancerCidr", "currentState", "cloudProvider", "plan", "audit"];

/** Usable: healthy, or turned off when that is what the inputs ask. */
const ready = { state: currentState, ready: ["healthy"], readyFor: (inputs: Props) => [inputs.turnedOff ? "turnedOff" : "healthy"], pollCapMs: TAKES_MINUTES };

export const appServiceSpec: ResourceSpec = {
  kind: "AppService",
  body: createAppService,
  scope: ["organizationId", "projectId", "clusterId"],
  extraInputs,
  // "On" is the declared default, so a service turned off outside the program is drift to undo.
  inputDefaults: { turnedOff: false },
  immutable: ["name", "description", "version", "loadBalancerCidr"],
  // `version` and `loadBalancerCidr` have no fixed default: the API chooses (the latest version,
  // a free range on aws, "" elsewhere). Whatever it chose counts as the default, so an unset
  // input never diffs and a refresh doesn't add them to the inputs.
  defaults: (props) => ({ description: "", nodes: MIN_NODES, compute: DEFAULT_COMPUTE, ...chosenByApi(props) }),
  computed: { currentState: z.string(), cloudProvider: z.string(), plan: z.string(), audit: auditOutput, etag: z.string() },
  naturalKey: "name",
  deleteBeforeReplace: true,
  etag: true,
  timeouts: { create: "60m", update: "60m", delete: "60m" },
  api: {
    collection: (s) => `${C(s)}/appservices`,
    item: A,
    createdId: (res) => res.body.id,
    // No list under the cluster: the organization's list, narrowed to this cluster.
    list: async (client, s, deadline) =>
      (await listAll(client, `${O(s)}/appservices?projectId=${s.projectId}`, deadline)).filter((svc) => svc.clusterId === s.clusterId),
    update: { method: "PUT", body: (inputs) => ({ nodes: inputs.nodes ?? MIN_NODES, compute: inputs.compute ?? DEFAULT_COMPUTE }) },
    outputs: (live) => ({ ...pick(live, OUTPUT_FIELDS), turnedOff: OFF_STATES.includes(live.currentState) }),
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
};
