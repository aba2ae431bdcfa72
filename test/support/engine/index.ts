import { client, paths, startTarget, type Target } from "../conformance";
import { gatewayAdmin } from "../gateway";
import type { FaultInput } from "../../../conformance/core/faults";
import { describeFailure, Engine, ProviderHost, type HostOptions, type Program, type RunReport, type StackState } from "../../../local";
import { providerConfigFor } from "../../../local/serverConfig";

export { Engine, HostError, ProviderHost, UNKNOWN, type Program, type RunReport, type StackState, type StateEntry } from "../../../local";
export { lossyProxy } from "./lossyProxy";

/** Everything a provider test file needs: a conformance server, Pulumi's dynamic-provider host
 *  configured with the stack config (`dbplane:apiUrl`, secret `dbplane:apiToken`, and the
 *  gateway's `dbplane:gatewayAdminUrl`, `dbplane:gatewayAdminUsername`, secret
 *  `dbplane:gatewayAdminPassword`) and started once, and engines (one per stack state) driving it. */
export interface ProviderEnv {
  target: Target;
  host: ProviderHost;
  api: ReturnType<typeof client>;
  engine(state?: StackState): Engine;
  /** Another host, configured for the same token at another URL (e.g. a proxy); closed with the env. */
  hostFor(apiUrl: string): Promise<ProviderHost>;
  /** Requests the API received (control plane request log), optionally only writes. */
  requests(opts?: { writes?: boolean }): Promise<Array<{ method: string; path: string; status: number }>>;
  clearRequests(): Promise<void>;
  /** The gateway's admin API as its own administrator (the in-process server's). */
  gateway: ReturnType<typeof gatewayAdmin>;
  /** The gateway administrator's connection, as a resource's `gateway` input takes it. */
  gatewayConnection(): { adminUrl: string; username: string; password: string };
  /** Adds a fault rule (`POST /_conformance/faults`): answered before the handler, so never processed. */
  fault(rule: FaultRule): Promise<void>;
  /** What each test starts from: no fault rules, an empty request log. */
  clearFaultsAndRequests(): Promise<void>;
  /** Runs an operation while the server's clock moves one transition every 50 ms (real time). */
  withClock<T>(op: Promise<T>): Promise<T>;
  /** An App Service made through the API (default: on the main cluster), moved on the server's
   *  clock until it is healthy; its id. */
  healthyAppService(name: string, clusterId?: string): Promise<string>;
  /** The id of the seeded (not free-tier) cluster on this cloud provider. */
  clusterOn(cloudProvider: "aws" | "gcp"): string;
  close(): Promise<void>;
}

/** A fault rule as the control plane takes it. */
export type FaultRule = FaultInput;

export async function startProviderEnv(opts: { transitionMs?: number; host?: HostOptions; egressAllowPrivate?: boolean } = {}): Promise<ProviderEnv> {
  const transitionMs = opts.transitionMs ?? 50;
  const target = await startTarget({ transitionMs, egressAllowPrivate: opts.egressAllowPrivate });
  const host = await ProviderHost.start(opts.host);
  /** The stack config a host gets: the management API at `apiUrl`, and the gateway. */
  const configure = (h: ProviderHost, apiUrl: string) => {
    const { values, secretKeys } = target.server ? providerConfigFor(target.server) : { values: {}, secretKeys: ["dbplane:apiToken"] };
    return h.configure({ ...values, "dbplane:apiUrl": apiUrl, "dbplane:apiToken": target.token }, secretKeys);
  };
  await configure(host, target.apiUrl);
  const api = client(target);
  const others: ProviderHost[] = [];
  const env: ProviderEnv = {
    target,
    host,
    api,
    engine: (state) => new Engine(host, state),
    hostFor: async (apiUrl) => {
      const other = await ProviderHost.start(opts.host);
      others.push(other);
      await configure(other, apiUrl);
      return other;
    },
    get gateway() {
      return gatewayAdmin(target);
    },
    gatewayConnection: () => ({
      adminUrl: target.server!.gatewayAdminUrl,
      username: target.server!.gatewayAdminUsername,
      password: target.server!.gatewayAdminPassword,
    }),
    requests: async ({ writes = false } = {}) => {
      const log = (await api.control("GET", "requests")).body.data as Array<{ method: string; path: string; status: number }>;
      const own = log.filter((r) => !r.path.startsWith("/_conformance"));
      return writes ? own.filter((r) => r.method !== "GET") : own;
    },
    clearRequests: async () => {
      await api.control("DELETE", "requests");
    },
    fault: async (rule) => {
      expect((await api.control("POST", "faults", rule)).status).toBeLessThan(300);
    },
    clearFaultsAndRequests: async () => {
      await api.control("DELETE", "faults");
      await env.clearRequests();
    },
    withClock: async (op) => {
      let done = false;
      const ticking = (async () => {
        while (!done) {
          await api.control("POST", "clock", { advanceMs: transitionMs });
          await sleep(50);
        }
      })();
      try {
        return await op;
      } finally {
        done = true;
        await ticking;
      }
    },
    healthyAppService: async (name, clusterId = target.clusterId) => {
      const { C, A } = paths(target, clusterId);
      const created = await api.post(`${C}/appservices`, { name });
      expect(created.status).toBe(201);
      const state = async () => (await api.get(A(created.body.id))).body.currentState;
      for (let i = 0; i < 20 && (await state()) !== "healthy"; i++) await api.control("POST", "clock", { advanceMs: transitionMs });
      expect(await state()).toBe("healthy");
      return created.body.id;
    },
    clusterOn: (cloudProvider) => target.clusters.find((c) => c.cloudProvider === cloudProvider && !c.freeTier)!.id,
    close: async () => {
      for (const other of others) await other.close();
      await host.close();
      await target.close();
    },
  };
  return env;
}

/** The faults a create must survive on its POST (one rule each, `times: 1`): throttling with
 *  Retry-After, unavailability, an ambiguous gateway error (the object is looked up by its natural
 *  key before the POST is repeated) and latency. */
export const CREATE_FAULTS: Array<[string, Partial<FaultRule>]> = [
  ["429 with Retry-After", { status: 429, retryAfterSeconds: 1 }],
  ["503", { status: 503 }],
  ["502 (ambiguous: looked up, then retried)", { status: 502 }],
  ["latency", { latencyMs: 300 }],
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The entry of a URN-keyed map (a report's `registrations` or `outputs`) of the one resource
 *  named `name`. */
export function ofName<T>(byUrn: Record<string, T>, name: string): T {
  const found = Object.keys(byUrn).filter((urn) => urn.endsWith(`::${name}`));
  if (found.length !== 1) throw new Error(`${found.length} resources named '${name}' among ${Object.keys(byUrn).join(", ") || "none"}`);
  return byUrn[found[0]];
}

/** A report's errors as messages print them: `Bucket orders: <message>`. */
export function errorLines(report: RunReport): string[] {
  return report.errors.map(describeFailure);
}

/** The report, asserted free of errors and check failures. */
export function expectOk(report: RunReport): RunReport {
  expect({ errors: report.errors, failures: report.failures }).toEqual({ errors: [], failures: [] });
  return report;
}

/** `pulumi up` that must succeed. */
export async function upOk(engine: Engine, program: Program): Promise<RunReport> {
  return expectOk(await engine.up(program));
}

/** A second run, a refresh and a third run of the program that created the engine's resources:
 *  each reports every resource unchanged, nothing is written, and the refresh reads each
 *  resource once (the runs read nothing). */
export async function expectSteady(env: ProviderEnv, engine: Engine, program: Program): Promise<void> {
  const names = engine.state.resources.map((r) => r.name).sort();
  await env.clearRequests();
  const unchanged = { creates: [], updates: [], replaces: [], deletes: [] };
  const second = await upOk(engine, program);
  expect(second).toMatchObject(unchanged);
  expect(second.sames.sort()).toEqual(names);
  const refresh = await engine.refresh();
  expect(refresh).toMatchObject({ updates: [], deletes: [], errors: [] });
  expect(refresh.sames.sort()).toEqual(names);
  const third = await upOk(engine, program);
  expect(third).toMatchObject(unchanged);
  expect(await env.requests({ writes: true })).toEqual([]);
  expect((await env.requests()).length).toBe(names.length);
}

/** Polls `read` (every 20 ms, for up to 2 s) until it returns `expected`, then asserts it: for
 *  changes the server makes on its own after a call outside Pulumi. */
export async function eventually<T>(read: () => Promise<T>, expected: T): Promise<void> {
  for (let i = 0; i < 100 && (await read()) !== expected; i++) await sleep(20);
  expect(await read()).toBe(expected);
}
