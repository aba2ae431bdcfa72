import { Worker } from "node:worker_threads";
import { describeSyntaxError, FUNCTION_WRAPPER, placeSyntaxError } from "../../schema/gateway/functionSource";
import { DigestCache } from "./sandboxDigests";
import { sandboxWorkerMain, type WorkerAnswer, type WorkerData, type WorkerRequest } from "./sandboxWorker";

/** Runs user JavaScript (sync functions, webhook filters, App Endpoint access-control functions)
 *  in QuickJS compiled to WebAssembly, in worker threads: the server's own thread never runs user
 *  code, and user code never sees a host object (`node:vm` is not a security boundary; QuickJS
 *  has no path to `process`, `require` or anything of Node).
 *
 *  - Time: every call has a deadline (QuickJS's interrupt handler); a worker that does not
 *    answer shortly after it is terminated and replaced.
 *  - Memory: each (database, function) has its own QuickJS runtime with a memory limit; a
 *    function that exceeds it fails alone, and its context is rebuilt.
 *  - Fairness: calls wait in lanes — one per database for its calls, one for its configuration
 *    checks — and the workers take tenants in turn, then that tenant's lanes in turn. No tenant
 *    ever holds every worker: a tenant whose functions loop or allocate without end, in however
 *    many databases, slows only its own writes, events and checks. A configuration request's
 *    remaining checks are cancelled (a running one stopped) once one has failed.
 *  - Speed: a function is compiled once per (database, source) in each worker and its context
 *    reused; arguments and outcomes cross as JSON text. A worker holds up to PIPELINE calls of
 *    the database it is serving, so that it starts the next as soon as it answers one instead
 *    of idling while the answer travels and the next call comes (a call costs tens of
 *    microseconds; a round trip between threads as much again). A worker serves one lane at a
 *    time, so calls queued behind a runaway one are only that database's own. */
export const SANDBOX_TIMEOUT_MS = 1000;
/** How much one call may grow its worker's memory; each worker's hard maximum, and the size past
 *  which it is replaced after answering. */
const MEMORY_BYTES = 64 * 1024 * 1024;
const WORKER_MEMORY_BYTES = 512 * 1024 * 1024;
const RECYCLE_BYTES = 256 * 1024 * 1024;
const MAX_CONTEXTS_PER_WORKER = 32;
/** Keys whose source a worker keeps (see WorkerRequest): more than its contexts, so a context
 *  rebuilt after a failure or an eviction needs no resend. (Their bytes are bounded too.) */
const MAX_SOURCES_PER_WORKER = 128;
const MAX_OUTCOME_CHARS = 1024 * 1024;
/** How long past its deadline a worker may stay silent before it is terminated (more while it is
 *  still loading QuickJS). */
const GRACE_MS = 1000;
const BOOT_MS = 10_000;
/** The defaults of `--max-sandbox-queue-per-tenant` and `--max-sandbox-source-bytes`
 *  (core/limits.ts), for a sandbox made without a server. */
const DEFAULT_QUEUED_PER_TENANT = 1000;
const DEFAULT_SOURCE_BYTES = 64 * 1024 * 1024;
/** Calls sent to a worker and not answered yet, at most. */
const PIPELINE = 8;
/** The tenant of a database when none is known (the self-managed gateway's, databases.ts). */
const DEFAULT_TENANT = "selfManaged";

export type SandboxOutcome =
  /** The function returned `result` (undefined when it returned nothing or a non-JSON value). */
  | { ok: true; result: unknown; out: unknown }
  /** The function threw `thrown` (an Error becomes `{message}`). */
  | { ok: false; thrown: unknown; out: unknown };

/** The function could not run to the end: it does not compile, is not a function, ran out of
 *  time or memory, or tampered with what it hands back; or it could not run at all (`busy`: too
 *  many calls of its tenant waiting, the server closing, or its check cancelled). */
export class SandboxFailure extends Error {
  constructor(
    readonly kind: "timeout" | "memory" | "invalid" | "busy",
    message: string,
  ) {
    super(message);
  }
}

export interface SandboxCall {
  /** Whose function it is: contexts and lanes are per database. */
  db: string;
  /** Which of the database's functions this is (a keyspace's sync function, a webhook's filter):
   *  a source no place of any database runs any more leaves the digest cache. */
  use?: string;
  /** A function expression. */
  source: string;
  args: unknown[];
  /** The built-ins a kind of function offers: an object expression `({out: () => ({...}),
   *  builtins: (state) => ({name: fn, ...})})`. The built-ins become globals; each call starts
   *  with `state.out = out()` and `state.env` = `env`, and hands `state.out` back as `out`. */
  prelude?: string;
  env?: unknown;
}

export interface SandboxCheck {
  /** Whose configuration it is: a database's checks wait in a lane of their own, and take the
   *  turns of its tenant. */
  db?: string;
  tenant?: string;
  /** Aborted once the request's answer is decided: the check is dropped, or stopped if running. */
  signal?: AbortSignal;
}

export interface SandboxOptions {
  workers?: number;
  timeoutMs?: number;
  /** Calls one tenant may have waiting; beyond, a call fails at once ("busy"). */
  maxQueuedPerTenant?: number;
  /** Bytes of function source kept for reuse: in the digest cache, and in each worker. */
  sourceBytes?: number;
}

/** Where calls wait: a database's calls, or a tenant's configuration checks. */
interface Lane {
  key: string;
  tenant: Tenant;
  jobs: Job[];
  /** Workers holding calls of this lane. */
  running: number;
  /** When it was last served (a count of calls handed out): its tenant's next turn goes to the
   *  lane served least recently, so that one just come need not wait behind one always busy. */
  served: number;
  /** Whether a worker may hold several of its calls (checks go one at a time, so that a
   *  cancelled one is never left in a worker's batch). */
  pipelined: boolean;
}

interface Tenant {
  name: string;
  /** Its lanes with waiting calls, in turn order. */
  waiting: Lane[];
  /** Workers holding calls of its lanes. */
  running: number;
  queued: number;
  lanes: number;
}

interface Job {
  lane: Lane;
  call: WorkerRequest;
  /** Answered, failed or cancelled: a late answer is dropped. */
  settled: boolean;
  /** The unsettled checks of its request, when it can be cancelled. */
  siblings?: Set<Job>;
  resolve(answer: WorkerAnswer): void;
  reject(e: Error): void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  /** Set to the id of the call to stop (the worker's interrupt handler reads it). */
  cancel: Int32Array;
  /** Calls for the worker not posted yet: posted together at the end of this turn of the loop,
   *  one message (one wake-up of the thread) for all of them. */
  outbox: WorkerRequest[];
  /** Keys the worker has the source of, oldest first, with their bytes (mirrors the worker's
   *  own list: both evict by the same rule). */
  sources: Map<string, number>;
  sourceBytes: number;
  /** Sent, not answered yet, in the order the worker runs them (all of `lane`). */
  jobs: Job[];
  lane?: Lane;
  /** Armed for the call the worker is running (the first of `jobs`). */
  watchdog?: NodeJS.Timeout;
}

export class Sandbox {
  private readonly size: number;
  private readonly timeoutMs: number;
  private readonly maxQueuedPerTenant: number;
  private readonly sourceBytes: number;
  private readonly slots: Slot[] = [];
  private readonly lanes = new Map<string, Lane>();
  private readonly tenants = new Map<string, Tenant>();
  /** Tenants with waiting calls, in turn order. */
  private turn: Tenant[] = [];
  private nextId = 1;
  private handedOut = 0;
  private closed = false;
  private readonly digests: DigestCache;
  private readonly requests = new WeakMap<AbortSignal, Set<Job>>();
  private flushing = false;
  private tenantOfDb: (db: string) => string = () => DEFAULT_TENANT;
  private readonly tenantCache = new Map<string, string>();
  /** Bumped when a database is dropped (or the world reset): a later database of the same name
   *  never meets a context of the earlier one. */
  private readonly incarnation = new Map<string, number>();
  private resets = 0;

  constructor(options: SandboxOptions = {}) {
    this.size = Math.max(1, options.workers ?? 2);
    this.timeoutMs = options.timeoutMs ?? SANDBOX_TIMEOUT_MS;
    this.maxQueuedPerTenant = options.maxQueuedPerTenant ?? DEFAULT_QUEUED_PER_TENANT;
    this.sourceBytes = options.sourceBytes ?? DEFAULT_SOURCE_BYTES;
    this.digests = new DigestCache(this.sourceBytes);
  }

  /** How a database's tenant is found (remembered until the database is forgotten). */
  assignTenants(tenantOf: (db: string) => string): void {
    this.tenantOfDb = tenantOf;
    this.tenantCache.clear();
  }

  /** Compiles and evaluates without calling (sandboxWorker.ts `check`); a syntax error is an
   *  "invalid" failure giving its line and column within the source, with the source's text
   *  there, and so is a source whose value is no function. */
  async check(source: string, options: SandboxCheck = {}): Promise<void> {
    const tenant = options.tenant ?? DEFAULT_TENANT;
    const answer = await this.submit(`\0checks\0${options.db ?? ""}`, tenant, false, { id: 0, op: "check", source, timeoutMs: this.timeoutMs }, options.signal);
    if (answer.ok) return;
    if (!answer.syntax) throw new SandboxFailure(answer.kind, answer.message);
    const { line, column, message } = answer.syntax;
    throw new SandboxFailure("invalid", `JavaScript syntax error at ${describeSyntaxError(placeSyntaxError(source, line, column, message))}`);
  }

  /** Starts a worker ahead of the first call, when none runs: loading QuickJS takes ~100 ms,
   *  which a new database's first configuration check or write would otherwise wait for. */
  warm(): void {
    if (!this.closed && this.slots.length === 0) this.spawn();
  }

  /** Worker threads running (started by `warm` or by a call; replaced when one goes). */
  get workers(): number {
    return this.slots.length;
  }

  /** The digest cache's size: sources held, and their bytes. */
  get cachedSources(): { count: number; bytes: number } {
    return { count: this.digests.size, bytes: this.digests.bytes };
  }

  /** The database is gone: its contexts are never used again. */
  forget(db: string): void {
    this.incarnation.set(db, (this.incarnation.get(db) ?? 0) + 1);
    this.tenantCache.delete(db);
    this.digests.forget(db);
  }

  /** Every database is gone. */
  forgetAll(): void {
    this.resets++;
    this.incarnation.clear();
    this.tenantCache.clear();
    this.digests.clear();
  }

  async run(call: SandboxCall): Promise<SandboxOutcome> {
    const prelude = call.prelude ?? "";
    const hash = this.digests.digestOf(call.db, call.use ?? "", prelude, call.source);
    const key = `${call.db}\0${this.resets}.${this.incarnation.get(call.db) ?? 0}\0${hash}`;
    const input = JSON.stringify({ args: call.args, env: call.env ?? null });
    const answer = await this.submit(call.db, undefined, true, { id: 0, op: "run", key, source: call.source, prelude, input, timeoutMs: this.timeoutMs });
    if (!answer.ok) throw new SandboxFailure(answer.kind, answer.message);
    const outcome = parseOutcome(answer.text);
    if (typeof outcome.invalid === "string") throw new SandboxFailure("invalid", outcome.invalid);
    if (outcome.ok === true) return { ok: true, result: outcome.result, out: outcome.out };
    if (outcome.ok === false) return { ok: false, thrown: outcome.thrown, out: outcome.out };
    throw new SandboxFailure("invalid", "the function tampered with its outcome");
  }

  async close(): Promise<void> {
    this.closed = true;
    const closing = () => new SandboxFailure("busy", "the server is closing");
    for (const lane of this.lanes.values()) for (const job of lane.jobs.splice(0)) this.settle(job, closing());
    this.lanes.clear();
    this.tenants.clear();
    this.turn = [];
    const slots = this.slots.splice(0);
    for (const s of slots) {
      clearTimeout(s.watchdog);
      for (const job of s.jobs.splice(0)) this.settle(job, closing());
    }
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }

  private tenantOf(db: string): string {
    let tenant = this.tenantCache.get(db);
    if (tenant === undefined) this.tenantCache.set(db, (tenant = this.tenantOfDb(db)));
    return tenant;
  }

  private submit(laneKey: string, tenantName: string | undefined, pipelined: boolean, request: WorkerRequest, signal?: AbortSignal): Promise<WorkerAnswer> {
    if (this.closed) return Promise.reject(new SandboxFailure("busy", "the server is closing"));
    if (signal?.aborted) return Promise.reject(cancelled());
    const lane = this.laneOf(laneKey, tenantName ?? this.tenantOf(laneKey), pipelined);
    const tenant = lane.tenant;
    if (tenant.queued >= this.maxQueuedPerTenant) {
      this.prune(lane);
      return Promise.reject(new SandboxFailure("busy", `${this.maxQueuedPerTenant} calls of this tenant are already waiting (server option --max-sandbox-queue-per-tenant)`));
    }
    return new Promise<WorkerAnswer>((resolve, reject) => {
      const job: Job = { lane, call: { ...request, id: this.nextId++ }, settled: false, resolve, reject };
      if (signal) (job.siblings = this.siblingsOf(signal)).add(job);
      lane.jobs.push(job);
      tenant.queued++;
      if (lane.jobs.length === 1) {
        tenant.waiting.push(lane);
        if (tenant.waiting.length === 1) this.turn.push(tenant);
      }
      this.dispatch();
    });
  }

  private laneOf(key: string, tenantName: string, pipelined: boolean): Lane {
    let lane = this.lanes.get(key);
    if (lane) return lane;
    let tenant = this.tenants.get(tenantName);
    if (!tenant) this.tenants.set(tenantName, (tenant = { name: tenantName, waiting: [], running: 0, queued: 0, lanes: 0 }));
    tenant.lanes++;
    this.lanes.set(key, (lane = { key, tenant, jobs: [], running: 0, served: 0, pipelined }));
    return lane;
  }

  /** Forgets a lane (and its tenant) with nothing waiting or running. */
  private prune(lane: Lane): void {
    if (lane.jobs.length > 0 || lane.running > 0 || this.lanes.get(lane.key) !== lane) return;
    this.lanes.delete(lane.key);
    if (--lane.tenant.lanes === 0) this.tenants.delete(lane.tenant.name);
  }

  /** The unsettled jobs of the request `signal` belongs to: one listener cancels them all. */
  private siblingsOf(signal: AbortSignal): Set<Job> {
    let jobs = this.requests.get(signal);
    if (!jobs) {
      const all = new Set<Job>();
      this.requests.set(signal, (jobs = all));
      signal.addEventListener("abort", () => [...all].forEach((job) => this.cancel(job)), { once: true });
    }
    return jobs;
  }

  /** A check whose request is answered: dropped while it waits, stopped while it runs. */
  private cancel(job: Job): void {
    if (job.settled) return;
    const { lane } = job;
    const waiting = lane.jobs.indexOf(job);
    if (waiting >= 0) {
      lane.jobs.splice(waiting, 1);
      this.unqueued(lane);
    } else {
      const slot = this.slots.find((s) => s.jobs[0] === job);
      if (slot) Atomics.store(slot.cancel, 0, job.call.id);
    }
    this.settle(job, cancelled());
  }

  private settle(job: Job, outcome: WorkerAnswer | Error): void {
    if (job.settled) return;
    job.settled = true;
    job.siblings?.delete(job);
    if (outcome instanceof Error) job.reject(outcome);
    else job.resolve(outcome);
  }

  /** A call left `lane`'s queue: the lane leaves its tenant's turns when empty, and the tenant
   *  the server's. */
  private unqueued(lane: Lane): void {
    const tenant = lane.tenant;
    tenant.queued--;
    if (lane.jobs.length > 0) return;
    tenant.waiting.splice(tenant.waiting.indexOf(lane), 1);
    if (tenant.waiting.length === 0) this.turn.splice(this.turn.indexOf(tenant), 1);
    this.prune(lane);
  }

  /** Hands waiting calls to workers, one tenant after the other, and within a tenant its lane
   *  served least recently: a tenant's next call goes to an idle worker while the tenant holds fewer
   *  than all of them (no tenant may occupy every worker), else into the pipeline of a worker
   *  serving that lane — unless another tenant, or another lane of this one, is waiting without
   *  any worker: then pipelines drain, and the first worker free is its turn. */
  private dispatch(): void {
    const perTenant = Math.max(1, this.size - 1);
    for (;;) {
      let index = -1;
      let pick: { lane: Lane; slot: Slot } | undefined;
      for (let i = 0; i < this.turn.length && !pick; i++) {
        pick = this.pick(this.turn[i], perTenant);
        index = i;
      }
      if (!pick) return;
      const { lane, slot } = pick;
      const tenant = lane.tenant;
      const job = lane.jobs.shift()!;
      lane.served = ++this.handedOut;
      tenant.queued--;
      tenant.waiting.splice(tenant.waiting.indexOf(lane), 1);
      if (lane.jobs.length > 0) tenant.waiting.push(lane);
      this.turn.splice(index, 1);
      if (tenant.waiting.length > 0) this.turn.push(tenant);
      this.send(slot, job);
    }
  }

  private pick(tenant: Tenant, perTenant: number): { lane: Lane; slot: Slot } | undefined {
    if (tenant.running < perTenant) {
      const idle = this.slots.find((s) => s.jobs.length === 0) ?? (this.slots.length < this.size ? this.spawn() : undefined);
      if (idle) return { lane: tenant.waiting.reduce((a, b) => (b.served < a.served ? b : a)), slot: idle };
    }
    if (this.turn.some((other) => other !== tenant && other.running === 0)) return undefined;
    if (tenant.waiting.some((lane) => lane.running === 0)) return undefined;
    for (const lane of tenant.waiting) {
      if (!lane.pipelined) continue;
      let best: Slot | undefined;
      for (const s of this.slots) if (s.lane === lane && s.jobs.length < PIPELINE && (!best || s.jobs.length < best.jobs.length)) best = s;
      if (best) return { lane, slot: best };
    }
    return undefined;
  }

  private send(slot: Slot, job: Job): void {
    if (slot.jobs.length === 0) {
      slot.lane = job.lane;
      job.lane.running++;
      job.lane.tenant.running++;
    }
    slot.jobs.push(job);
    if (slot.jobs.length === 1) this.arm(slot);
    slot.outbox.push(this.withoutKnownSource(slot, job.call));
    if (!this.flushing) {
      this.flushing = true;
      setImmediate(() => this.flush());
    }
  }

  /** The request as sent: without the source the worker already has (and, when it gets one,
   *  remembering so as the worker will: the same rule, so the two lists stay the same). */
  private withoutKnownSource(slot: Slot, request: WorkerRequest): WorkerRequest {
    if (request.op !== "run") return request;
    if (slot.sources.has(request.key)) return { ...request, source: undefined, prelude: undefined };
    const bytes = sourceBytesOf(request.source ?? "", request.prelude ?? "");
    slot.sources.set(request.key, bytes);
    slot.sourceBytes += bytes;
    while ((slot.sources.size > MAX_SOURCES_PER_WORKER || slot.sourceBytes > this.sourceBytes) && slot.sources.size > 1) {
      const [oldest, size] = slot.sources.entries().next().value!;
      slot.sources.delete(oldest);
      slot.sourceBytes -= size;
    }
    return request;
  }

  private flush(): void {
    this.flushing = false;
    for (const slot of this.slots) if (slot.outbox.length > 0) slot.worker.postMessage(slot.outbox.splice(0));
  }

  /** The watchdog of the call the worker is running now. */
  private arm(slot: Slot): void {
    const job = slot.jobs[0];
    slot.watchdog = setTimeout(() => {
      // QuickJS did not stop at its deadline (a long native operation): the thread goes. A check
      // only evaluates the source, and says so as the worker would have.
      const what = job.call.op === "check" ? "evaluating the source: " : "";
      this.finish(slot, { id: job.call.id, ok: false, kind: "timeout", message: `${what}the function ran longer than ${this.timeoutMs} ms` });
      this.replace(slot);
    }, this.timeoutMs + GRACE_MS + (slot.ready ? 0 : BOOT_MS));
    slot.watchdog.unref();
  }

  private finish(slot: Slot, answer: WorkerAnswer): void {
    const job = slot.jobs[0];
    if (!job || job.call.id !== answer.id) return;
    clearTimeout(slot.watchdog);
    slot.jobs.shift();
    if (slot.jobs.length > 0) this.arm(slot);
    else this.release(slot);
    this.settle(job, answer);
  }

  /** The worker has nothing of its lane left. */
  private release(slot: Slot): void {
    const lane = slot.lane;
    slot.lane = undefined;
    if (lane === undefined) return;
    lane.running--;
    lane.tenant.running--;
    this.prune(lane);
  }

  private spawn(): Slot {
    const cancel = new Int32Array(new SharedArrayBuffer(4));
    const data: WorkerData = {
      core: require.resolve("quickjs-emscripten-core"),
      variant: require.resolve("@jitl/quickjs-wasmfile-release-sync"),
      memoryBytes: MEMORY_BYTES,
      workerMemoryBytes: WORKER_MEMORY_BYTES,
      recycleBytes: RECYCLE_BYTES,
      maxContexts: MAX_CONTEXTS_PER_WORKER,
      maxSources: MAX_SOURCES_PER_WORKER,
      maxSourceBytes: this.sourceBytes,
      maxOutcomeChars: MAX_OUTCOME_CHARS,
      wrapper: FUNCTION_WRAPPER,
      cancel,
    };
    const worker = new Worker(`(${sandboxWorkerMain.toString()})()`, { eval: true, workerData: data });
    worker.unref();
    const slot: Slot = { worker, ready: false, cancel, outbox: [], sources: new Map(), sourceBytes: 0, jobs: [] };
    this.slots.push(slot);
    worker.on("message", (answer: WorkerAnswer | { ready: true }) => {
      if ("ready" in answer) slot.ready = true;
      else {
        this.finish(slot, answer);
        if (answer.retire) return this.replace(slot);
      }
      this.dispatch();
    });
    worker.on("error", () => undefined);
    worker.on("exit", () => {
      if (slot.jobs[0]) this.finish(slot, { id: slot.jobs[0].call.id, ok: false, kind: "invalid", message: "the sandbox failed while running the function" });
      this.replace(slot);
    });
    return slot;
  }

  /** Forgets a worker that is gone or being terminated; a new one starts when needed. The calls
   *  it held behind the one that ended it go back to the front of their lane (a call never has
   *  side effects outside its answer, so one the old worker did run before it went is simply
   *  run again). */
  private replace(slot: Slot): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    clearTimeout(slot.watchdog);
    slot.outbox = [];
    const unanswered = slot.jobs.splice(0).filter((job) => !job.settled);
    const lane = slot.lane;
    void slot.worker.terminate();
    if (this.closed) {
      for (const job of unanswered) this.settle(job, new SandboxFailure("busy", "the server is closing"));
      this.release(slot);
      return;
    }
    if (lane && unanswered.length > 0) {
      lane.jobs.unshift(...unanswered);
      lane.tenant.queued += unanswered.length;
      const tenant = lane.tenant;
      if (!tenant.waiting.includes(lane)) tenant.waiting.unshift(lane);
      if (!this.turn.includes(tenant)) this.turn.unshift(tenant);
    }
    this.release(slot);
    this.dispatch();
  }
}

const cancelled = () => new SandboxFailure("busy", "cancelled: the request's answer was decided by another check");

/** What a source costs a worker to keep (sandboxWorker.ts reckons the same). */
const sourceBytesOf = (source: string, prelude: string): number => source.length + prelude.length;

/** The harness's JSON text as an object (parsed by the host: plain data only). */
function parseOutcome(text: string): { invalid?: unknown; ok?: unknown; result?: unknown; thrown?: unknown; out?: unknown } {
  try {
    const value: unknown = JSON.parse(text);
    if (value !== null && typeof value === "object" && !Array.isArray(value)) return value;
  } catch {
    // not JSON: below
  }
  throw new SandboxFailure("invalid", "the function tampered with its outcome");
}
