import type { Clock } from "./core/clock";
import type { Failures } from "./core/failures";
import type { Faults } from "./core/faults";
import type { RequestLog } from "./core/requestLog";
import type { Store } from "./core/store";
import type { Seed } from "./model";

/** What every area module of the conformance server is given. */
export interface ServerContext {
  store: Store;
  clock: Clock;
  /** Base duration of one asynchronous state step (`--transition-ms`). */
  transitionMs: number;
  failures: Failures;
  faults: Faults;
  requests: RequestLog;
  seed(): Seed;
  /** The bootstrap API key's token (fixed by DBPLANE_BOOTSTRAP_TOKEN, kept across resets). */
  bootstrapToken: string;
  gatewayAdmin: { username: string; password: string };
  /** Base URLs, known once the ports are bound. */
  urls: { api: string; gatewayPublic: string; gatewayAdmin: string };
  /** Cross-area notifications (e.g. the gateway forgets a deleted App Endpoint's database). */
  hooks: {
    appEndpointDeleted: Array<(name: string) => void>;
    reset: Array<() => void>;
  };
}
