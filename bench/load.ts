import autocannon from "autocannon";

/** Load from autocannon (keep-alive connections, each sending its next request when the last one
 *  is answered), from this process; the server under test always runs in another one (see
 *  processes.ts), so that one event loop never both serves and generates the load. */
export interface Load {
  /** Successful (2xx) responses, and per second. */
  ok: number;
  perSecond: number;
  /** Latency percentiles of the successful responses, ms (autocannon's own histogram keeps
   *  whole milliseconds only; these keep microseconds). */
  p50: number;
  p99: number;
  /** Responses that were not 2xx, plus connection errors and timeouts. */
  failures: number;
  /** The status of the first failure, if any. */
  failedWith?: number;
  seconds: number;
}

export type Request = autocannon.Request;

export interface LoadOptions {
  /** Base URL; each request gives its path. */
  url: string;
  /** Sent in turn by every connection (see unique()). */
  requests: Request[];
  connections?: number;
  /** How long to measure, or `amount` requests. */
  seconds?: number;
  amount?: number;
  /** Unmeasured load first (JIT, caches, connections); none with `amount`. */
  warmupSeconds?: number;
}

/** A request whose `[<n>]` in path and body becomes a number unique in this process (autocannon's
 *  own `[<id>]` in a body breaks its Content-Length). */
export function unique(request: Request): Request {
  return {
    ...request,
    setupRequest: (req: Request) => {
      const n = String(++sequence);
      return { ...req, path: req.path?.replace(/\[<n>\]/g, n), body: typeof req.body === "string" ? req.body.replace(/\[<n>\]/g, n) : req.body };
    },
  };
}
let sequence = 0;

export const CONNECTIONS = 8;
const SECONDS = 2;
const WARMUP_SECONDS = 0.5;

export async function load(opts: LoadOptions): Promise<Load> {
  const base = { url: opts.url, connections: opts.connections ?? CONNECTIONS, requests: opts.requests };
  if (opts.amount === undefined && (opts.warmupSeconds ?? WARMUP_SECONDS) > 0) await run({ ...base, duration: opts.warmupSeconds ?? WARMUP_SECONDS });
  return run(opts.amount === undefined ? { ...base, duration: opts.seconds ?? SECONDS } : { ...base, amount: opts.amount });
}

function run(options: autocannon.Options): Promise<Load> {
  const latencies: number[] = [];
  let failedWith: number | undefined;
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (err, r) => {
      if (err) return reject(err);
      latencies.sort((a, b) => a - b);
      const pct = (p: number) => (latencies.length === 0 ? NaN : latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]);
      resolve({
        ok: r["2xx"],
        perSecond: r["2xx"] / r.duration,
        p50: pct(0.5),
        p99: pct(0.99),
        failures: r.non2xx + r.errors + r.timeouts,
        ...(failedWith !== undefined ? { failedWith } : {}),
        seconds: r.duration,
      });
    });
    instance.on("response", (_client, status, _bytes, ms) => {
      if (status >= 200 && status < 300) latencies.push(ms);
      else failedWith ??= status;
    });
  });
}
