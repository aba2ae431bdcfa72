import { request } from "undici";
import type { CeilingSpec } from "./ceiling";
import { load, type Load, type LoadOptions, type Request } from "./load";
import { ServerProcess } from "./processes";
import { count, ms, ratio, row } from "./table";

/** A dbplane figure and its ceiling, measured in turns in this run. */
export interface Compared {
  measured: ServerLoad;
  ceiling: ServerLoad;
  ratio: number;
}

/** A load, and the server's CPU time per successful request (µs, every thread of its process):
 *  what the work costs, whatever else the machine was doing. */
export interface ServerLoad extends Load {
  cpuMicros: number;
}

const WARMUP_SECONDS = 1;
/** A figure is the median of this many runs of a second (the machine may be shared: one slow
 *  second should not be the figure). */
const RUNS = 3;
const RUN_SECONDS = 1;

/** Load on `server` after a warm-up (JIT, caches, connections): the median of RUNS runs, or one
 *  run of `amount` requests. */
export async function loadServer(server: ServerProcess<unknown>, opts: LoadOptions): Promise<ServerLoad> {
  if (opts.amount !== undefined) return measured(server, opts);
  await warm(opts);
  const runs: ServerLoad[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await measured(server, run(opts)));
  return median(runs);
}

/** Measures `requests` against dbplane and against a ceiling server (ceiling.ts) answering what
 *  dbplane answered to the first of them, with the same credentials check: both warmed, then
 *  their runs in turns, so that both meet the same machine; prints both. `shared` keeps
 *  ceilings by key for figures that share one (a ceiling does not depend on how much dbplane
 *  holds). */
export async function againstCeiling(
  label: string,
  server: ServerProcess<unknown>,
  url: string,
  requests: Request[],
  auth: CeilingSpec["auth"],
  shared?: { ceilings: Map<string, ServerLoad>; ceilingKey: string },
): Promise<Compared> {
  const known = shared?.ceilings.get(shared.ceilingKey);
  if (known) {
    const measuredAlone = await loadServer(server, { url, requests });
    return report(label, measuredAlone, known);
  }
  const first = requests[0].setupRequest ? (requests[0].setupRequest as (r: Request) => Request)(requests[0]) : requests[0];
  const sample = await request(url + first.path!, { method: first.method as "GET", headers: first.headers, body: first.body as string | undefined });
  const status = sample.statusCode;
  const body: unknown = await sample.body.json();
  if (status >= 300) throw new Error(`${label}: ${status} ${JSON.stringify(body)}`);
  const ceilingServer = await ServerProcess.start<{ url: string }>({ kind: "ceiling", auth, body, status });
  try {
    const ours = { url, requests };
    const theirs = { url: ceilingServer.info.url, requests };
    await warm(ours);
    await warm(theirs);
    const runs: ServerLoad[] = [];
    const ceilingRuns: ServerLoad[] = [];
    for (let i = 0; i < RUNS; i++) {
      runs.push(await measured(server, run(ours)));
      ceilingRuns.push(await measured(ceilingServer, run(theirs)));
    }
    const ceiling = median(ceilingRuns);
    shared?.ceilings.set(shared.ceilingKey, ceiling);
    return report(label, median(runs), ceiling);
  } finally {
    await ceilingServer.stop();
  }
}

function report(label: string, measuredLoad: ServerLoad, ceiling: ServerLoad): Compared {
  const compared = { measured: measuredLoad, ceiling, ratio: measuredLoad.perSecond / ceiling.perSecond };
  printLoad(label, measuredLoad, compared);
  return compared;
}

const warm = (opts: LoadOptions) => load({ ...opts, seconds: opts.warmupSeconds ?? WARMUP_SECONDS, warmupSeconds: 0 });
const run = (opts: LoadOptions): LoadOptions => ({ ...opts, seconds: opts.seconds ?? RUN_SECONDS, warmupSeconds: 0 });
const median = (runs: ServerLoad[]) => [...runs].sort((a, b) => a.perSecond - b.perSecond)[Math.floor(runs.length / 2)];

async function measured(server: ServerProcess<unknown>, opts: LoadOptions): Promise<ServerLoad> {
  const before = await server.ask<number>("cpu");
  const figures = await load(opts);
  const after = await server.ask<number>("cpu");
  return { ...figures, cpuMicros: (after - before) / Math.max(1, figures.ok) };
}

/** One figure: req/s, latency, server CPU per request, and (when measured) the ceiling's. */
export function printLoad(label: string, measuredLoad: ServerLoad, compared?: Compared): void {
  row(
    label,
    `${count(measuredLoad.perSecond)} req/s`,
    `p50 ${ms(measuredLoad.p50)} p99 ${ms(measuredLoad.p99)}`,
    `CPU ${count(measuredLoad.cpuMicros)} µs/req`,
    compared ? `ceiling ${count(compared.ceiling.perSecond)} req/s, ${count(compared.ceiling.cpuMicros)} µs/req` : "",
    compared ? `ratio ${ratio(compared.ratio)}` : "",
    measuredLoad.failures ? `${count(measuredLoad.failures)} FAILED (first: ${measuredLoad.failedWith ?? "connection error"})` : "",
  );
}
