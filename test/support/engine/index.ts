import { client, startTarget, type Target } from "../conformance";
import { Engine, ProviderHost, type HostOptions, type StackState } from "../../../local";

export { Engine, HostError, ProviderHost, UNKNOWN, type Program, type RunReport, type StackState, type StateEntry } from "../../../local";

/** Everything a provider test file needs: a conformance server, Pulumi's dynamic-provider host
 *  configured with the stack config (`dbplane:apiUrl`, secret `dbplane:apiToken`) and started
 *  once, and engines (one per stack state) driving it. */
export interface ProviderEnv {
  target: Target;
  host: ProviderHost;
  api: ReturnType<typeof client>;
  engine(state?: StackState): Engine;
  /** Requests the API received (control plane request log), optionally only writes. */
  requests(opts?: { writes?: boolean }): Promise<Array<{ method: string; path: string; status: number }>>;
  clearRequests(): Promise<void>;
  close(): Promise<void>;
}

export async function startProviderEnv(opts: { transitionMs?: number; host?: HostOptions } = {}): Promise<ProviderEnv> {
  const target = await startTarget({ transitionMs: opts.transitionMs ?? 50 });
  const host = await ProviderHost.start(opts.host);
  await host.configure({ "dbplane:apiUrl": target.apiUrl, "dbplane:apiToken": target.token }, ["dbplane:apiToken"]);
  const api = client(target);
  return {
    target,
    host,
    api,
    engine: (state) => new Engine(host, state),
    requests: async ({ writes = false } = {}) => {
      const log = (await api.control("GET", "requests")).body.data as Array<{ method: string; path: string; status: number }>;
      const own = log.filter((r) => !r.path.startsWith("/_conformance"));
      return writes ? own.filter((r) => r.method !== "GET") : own;
    },
    clearRequests: async () => {
      await api.control("DELETE", "requests");
    },
    close: async () => {
      await host.close();
      await target.close();
    },
  };
}
