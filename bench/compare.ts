import { request } from "undici";
import type { CeilingSpec } from "./ceiling";
import { load, type Load, type LoadOptions, type Request } from "./load";
import { ServerProcess } from "./processes";
import { count, ms, ratio, row } from "./table";

/** A dbplane figure and its ceiling, measured in turns in this run. `ratio`: the median of the
 *  ratios of each turn (a run of dbplane and the ceiling's run beside it), so that a slow moment
 *  of the machine, which both runs of a turn share, moves it less than it moves either figure. */
export interface Compared {
  measured: ServerLoad;
  ceiling: ServerLoad;
  ratio: number;
  /** Beside a ceiling that also does the request's own work (ceiling.ts `work`); `ofBare`: that
   *  ceiling's own ratio to the bare one, the most any server doing the work could reach. */
  withWork?: { ceiling: ServerLoad; ratio: number; ofBare: number };
}

/** A load, and the server's CPU time per successful request (µs, every thread of its process):
 *  what the work costs, whatever else the machine was doing. */
export interface ServerLoad extends Load {
  cpuMicros: number;
}

const WARMUP_SECONDS = 1;
/** A figure is the median of this many runs of a second (the machine may be shared: one slow
 *  second should not be the figure). */
const RUNS = 5;
const RUN_SECONDS = 1;

/** Load on `server` after a warm-up (JIT, caches, connections): the median of RUNS runs, or one
 *  run of `amount` requests. */
export async function loadServer(server: ServerProcess<unknown>, opts: LoadOptions): Promise<ServerLoad> {
  if (opts.amount !== undefined) return measured(server, opts);
  return (await inTurns([{ server, opts }]))[0];
}

/** Several servers under the same load, each warmed, then their runs in turns — so that a
 *  figure and what it is compared with meet the same machine, whatever else runs on it. */
export async function inTurns(targets: Array<{ server: ServerProcess<unknown>; opts: LoadOptions }>): Promise<ServerLoad[]> {
  return (await turns(targets)).map(median);
}

/** Several servers under the same load in turns (as inTurns), each with its ratio to the first:
 *  the median of the turns' ratios. */
export async function besideFirst(targets: Array<{ server: ServerProcess<unknown>; opts: LoadOptions }>): Promise<Array<{ load: ServerLoad; ratio: number }>> {
  const runs = await turns(targets);
  return runs.map((r) => ({ load: median(r), ratio: turnRatio(r, runs[0]) }));
}

/** Each target's runs, turn by turn (`[target][turn]`). */
async function turns(targets: Array<{ server: ServerProcess<unknown>; opts: LoadOptions }>): Promise<ServerLoad[][]> {
  for (const t of targets) await warm(t.opts);
  const runs: ServerLoad[][] = targets.map(() => []);
  for (let i = 0; i < RUNS; i++) for (const [k, t] of targets.entries()) runs[k].push(await measured(t.server, run(t.opts)));
  return runs;
}

/** A dbplane server, the URL its figure is measured at, and the requests (its own credentials). */
export interface Contestant {
  label: string;
  server: ServerProcess<unknown>;
  url: string;
  requests: Request[];
}

/** Measures one figure on one or more dbplane servers (the same figure at different sizes) and
 *  on a ceiling server (ceiling.ts) that answers what the first answered to its first request,
 *  checking the first's credentials, pinned as the first is, all in turns; prints each figure
 *  beside the ceiling. With `work`, a second ceiling that does that work before it answers is
 *  measured in the same turns (`Compared.withWork`). */
export async function againstCeiling(contestants: Contestant[], auth: CeilingSpec["auth"], work?: CeilingSpec["work"]): Promise<Compared[]> {
  const requests = contestants[0].requests;
  const first = requests[0].setupRequest ? (requests[0].setupRequest as (r: Request) => Request)(requests[0]) : requests[0];
  const sample = await request(contestants[0].url + first.path!, { method: first.method as "GET", headers: first.headers, body: first.body as string | undefined });
  const status = sample.statusCode;
  const body: unknown = await sample.body.json();
  if (status >= 300) throw new Error(`${contestants[0].label}: ${status} ${JSON.stringify(body)}`);
  // Placed as the servers it is compared with are.
  const placed = { pinned: contestants[0].server.pinned };
  const ceilings = [await ServerProcess.start<{ url: string }>({ kind: "ceiling", auth, body, status }, placed)];
  try {
    if (work) ceilings.push(await ServerProcess.start<{ url: string }>({ kind: "ceiling", auth, body, status, work }, placed));
    const runs = await turns([
      ...contestants.map((c) => ({ server: c.server, opts: { url: c.url, requests: c.requests } })),
      ...ceilings.map((server) => ({ server, opts: { url: server.info.url, requests } })),
    ]);
    const [bare, withWork] = runs.slice(contestants.length);
    return contestants.map((c, i) => {
      const compared: Compared = { measured: median(runs[i]), ceiling: median(bare), ratio: turnRatio(runs[i], bare) };
      printLoad(c.label, compared.measured, compared);
      if (withWork) {
        compared.withWork = { ceiling: median(withWork), ratio: turnRatio(runs[i], withWork), ofBare: turnRatio(withWork, bare) };
        const { ceiling, ratio: r, ofBare } = compared.withWork;
        row(
          `  … beside a ceiling doing its ${work} work`,
          "",
          "",
          "",
          `ceiling ${count(ceiling.perSecond)} req/s, ${count(ceiling.cpuMicros)} µs/req (${ratio(ofBare)} the bare one)`,
          `ratio ${ratio(r)}`,
        );
      }
      return compared;
    });
  } finally {
    await Promise.all(ceilings.map((c) => c.stop()));
  }
}

/** The median of the turns' ratios of `runs` to `ceilingRuns`. */
function turnRatio(runs: ServerLoad[], ceilingRuns: ServerLoad[]): number {
  const ratios = runs.map((r, turn) => r.perSecond / ceilingRuns[turn].perSecond).sort((a, b) => a - b);
  return ratios[Math.floor(ratios.length / 2)];
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
