import { ApiClient } from "../../provider/http";
import type { Props, ResourceSpec } from "../../provider/spec";
import { startTarget, type Target } from "../support/conformance";
import { startRecorder, type Exchange, type Recorder } from "../support/recorder";

/** A resource's whole life, as the contract tests drive it through the provider core: created,
 *  read back, changed in place step by step, replaced, deleted. Every request goes through the
 *  recording proxy and is held to the API model, with the server's answers. */
export interface Lifecycle {
  /** What the test is called (default: the spec's kind). */
  name?: string;
  spec: ResourceSpec;
  /** Makes what the resource lives in (through `world.api`, recorded too); returns inputs to add
   *  (its scope ids). */
  setup?: (world: World) => Promise<Props>;
  /** The inputs of the create. */
  create: Props;
  /** In-place changes, one after another, each merged onto the inputs before it (a key set to
   *  undefined is removed). */
  updates?: Props[];
  /** A change that replaces the object (merged like an update). */
  replace?: Props;
  /** A job: deleting it forgets it (no API call), so it can still be read afterwards. */
  forgotten?: boolean;
  /** Removes what `setup` made (given what it returned), once the object is deleted. */
  teardown?: (world: World, setup: Props) => Promise<void>;
}

export interface World {
  target: Target;
  /** The management API through the recording proxy, as the seeded bootstrap key. */
  api: ApiClient;
  /** The gateway's admin API through its recording proxy, as the gateway's own admin. */
  gatewayAdmin: ApiClient;
  /** The seeded organization, project and aws cluster (server version 8.0). */
  scope: { organizationId: string; projectId: string; clusterId: string };
  /** A name no other lifecycle uses (lowercase letters and digits). */
  unique(prefix: string): string;
  /** The recording proxies' URLs, for requests an ApiClient does not send (a body of raw text,
   *  such as JavaScript; other credentials). */
  recorded: { management: string; gatewayAdmin: string };
}

/** The conformance server behind recording proxies, started before the file's tests and closed
 *  after them: `world` and `exchanges` are filled in then. */
export function useRecordedWorld(): { world: World; exchanges: Exchange[]; target: Target } {
  const opened = { world: {} as World, exchanges: [] as Exchange[], target: {} as Target };
  let proxies: Recorder[] = [];
  let counter = 0;
  beforeAll(async () => {
    // Transitions of 50 ms: what is held to the model is each exchange, not how long a transition takes.
    const target = await startTarget({ transitionMs: 50 });
    Object.assign(opened.target, target);
    const server = target.server!;
    const management = await startRecorder("management", target.apiUrl, opened.exchanges);
    const gateway = await startRecorder("gatewayAdmin", server.gatewayAdminUrl, opened.exchanges);
    proxies = [management, gateway];
    Object.assign(opened.world, {
      target,
      api: new ApiClient(management.url, { bearer: target.token }),
      gatewayAdmin: new ApiClient(gateway.url, { basic: { username: server.gatewayAdminUsername, password: server.gatewayAdminPassword } }),
      scope: { organizationId: target.organizationId, projectId: target.projectId, clusterId: target.clusterId },
      unique: (prefix: string) => `${prefix}${++counter}`,
      recorded: { management: management.url, gatewayAdmin: gateway.url },
    } satisfies World);
  });
  afterAll(async () => {
    for (const proxy of proxies) await proxy.close();
    await opened.target.close?.();
  });
  return opened;
}
