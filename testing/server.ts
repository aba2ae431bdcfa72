import { startConformanceServer, type ConformanceServer, type ConformanceServerOptions } from "../conformance";
import type { FaultInput } from "../conformance/core/faults";
import type { LoggedRequest } from "../conformance/core/requestLog";

/** The conformance server a test stack runs on, with its control plane (`/_conformance/*`) at
 *  hand: move the clock, inject faults, read the request log. Every call goes over HTTP, as a
 *  test of a deployed server would make it. */

/** A fault rule: requests whose method and path (a regular expression) match are delayed by
 *  `latencyMs` and/or answered with `status` (and `Retry-After`), `times` times or with
 *  `probability`, before they reach the API. */
export type FaultRule = FaultInput;

/** One request the server answered (`api`: `management`, `gatewayPublic` or `gatewayAdmin`). */
export type { LoggedRequest };

export interface TestServer extends ConformanceServer {
  /** The server's clock (wall time plus every `advanceClock`). */
  now(): Promise<Date>;
  /** Moves the server's clock forward: due state transitions and expiries happen. */
  advanceClock(ms: number): Promise<void>;
  /** Adds a fault rule; its id. */
  addFault(rule: FaultRule): Promise<string>;
  /** Removes every fault rule. */
  clearFaults(): Promise<void>;
  /** The API requests answered since the last `clearRequests()` (only writes with `writes: true`). */
  requests(opts?: { writes?: boolean }): Promise<LoggedRequest[]>;
  clearRequests(): Promise<void>;
  /** Back to the seeded world (same ids, same token). */
  reset(): Promise<void>;
}

/** Test defaults: each state step lasts 50 ms instead of the CLI's 2 s. */
export const TEST_TRANSITION_MS = 50;

/** Starts a conformance server on free loopback ports (in memory unless `dataDir` is given). */
export async function startTestServer(options: ConformanceServerOptions = {}): Promise<TestServer> {
  return withControl(await startConformanceServer({ transitionMs: TEST_TRANSITION_MS, ...options }));
}

/** The control plane of a server started elsewhere. */
export function withControl(server: ConformanceServer): TestServer {
  const control = async (method: string, route: string, body?: unknown): Promise<any> => {
    // The control plane takes a POST only as JSON, with a body or without.
    const headers: Record<string, string> = body === undefined && method !== "POST" ? {} : { "content-type": "application/json" };
    // A server bound beyond loopback guards its control plane with a token.
    if (server.controlToken) headers.authorization = `Bearer ${server.controlToken}`;
    const res = await fetch(`${server.apiUrl}/_conformance/${route}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`dbplane/testing: ${method} /_conformance/${route} answered ${res.status}: ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
  return {
    ...server,
    now: async () => new Date((await control("GET", "health")).now),
    advanceClock: async (ms: number) => {
      await control("POST", "clock", { advanceMs: ms });
    },
    addFault: async (rule: FaultRule) => (await control("POST", "faults", rule)).id as string,
    clearFaults: async () => {
      await control("DELETE", "faults");
    },
    requests: async ({ writes = false } = {}) => {
      const log: LoggedRequest[] = (await control("GET", "requests")).data;
      return log.filter((r) => !r.path.startsWith("/_conformance") && (!writes || r.method !== "GET"));
    },
    clearRequests: async () => {
      await control("DELETE", "requests");
    },
    reset: async () => {
      await control("POST", "reset");
    },
  };
}
