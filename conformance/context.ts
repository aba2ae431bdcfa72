import type { Clock } from "./core/clock";
import type { EgressAgents } from "./core/egress";
import type { Failures } from "./core/failures";
import type { Limits } from "./core/limits";
import type { Faults } from "./core/faults";
import type { RequestLog } from "./core/requestLog";
import type { Secrets } from "./core/secrets";
import type { Store } from "./core/store";
import type { Sandbox } from "./gateway/sandbox";
import type { Seed } from "./model";

/** What every area module of the conformance server is given. */
export interface ServerContext {
  store: Store;
  /** Keyed hashes and password hashes of the secrets the store keeps (never the secrets). */
  secrets: Secrets;
  /** Runs user JavaScript (sync functions, webhook filters). */
  sandbox: Sandbox;
  /** Every outgoing request goes through these (core/egress.ts). */
  egress: EgressAgents;
  /** Real paths: the only directory function files are read from (`--functions-dir`), and the
   *  data directory, never read from. */
  functionsDir?: string;
  dataDir?: string;
  /** The names (and addresses) the control plane answers under (control/browserGuard.ts). */
  ownNames: Set<string>;
  /** When set, every control-plane request must carry `Authorization: Bearer <controlToken>`. */
  controlToken?: string;
  /** Every limit between tenants, the defaults with the server's options (core/limits.ts). */
  limits: Limits;
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
  /** The variables the gateway's configuration parser expands in database configurations. */
  gatewayConfigEnv: Readonly<Record<string, string>>;
  /** Base URLs, known once the ports are bound. */
  urls: { api: string; gatewayPublic: string; gatewayAdmin: string };
  /** Cross-area notifications (e.g. the gateway forgets a deleted App Endpoint's database). */
  hooks: {
    appEndpointDeleted: Array<(name: string) => void>;
    /** The bucket behind App Endpoint `name` was flushed: its documents are gone. */
    appEndpointBucketFlushed: Array<(name: string) => void>;
    reset: Array<() => void>;
  };
}
