import { createHash } from "node:crypto";
import { Worker } from "node:worker_threads";
import { describeSyntaxError, FUNCTION_WRAPPER, placeSyntaxError } from "../../schema/gateway/functionSource";
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
 *  - Fairness: calls wait in one queue per database and the workers take databases in turn, one
 *    database never holding all of them: a database whose function loops or allocates without
 *    end slows only its own writes and events.
 *  - Speed: a function is compiled once per (database, source) in each worker and its context
 *    reused; arguments and outcomes cross as JSON text. A worker holds up to PIPELINE calls of
 *    the database it is serving, so that it starts the next as soon as it answers one instead
 *    of idling while the answer travels and the next call comes (a call costs tens of
 *    microseconds; a round trip between threads as much again). A worker serves one database
 *    at a time, so calls queued behind a runaway one are only that database's own. */
export const SANDBOX_TIMEOUT_MS = 1000;
/** How much one call may grow its worker's memory; each worker's hard maximum, and the size past
 *  which it is replaced after answering. */
const MEMORY_BYTES = 64 * 1024 * 1024;
const WORKER_MEMORY_BYTES = 512 * 1024 * 1024;
const RECYCLE_BYTES = 256 * 1024 * 1024;
const MAX_CONTEXTS_PER_WORKER = 32;
/** Keys whose source a worker keeps (see WorkerRequest): more than its contexts, so a context
 *  rebuilt after a failure or an eviction needs no resend. */
const MAX_SOURCES_PER_WORKER = 128;
const MAX_OUTCOME_CHARS = 1024 * 1024;
/** How long past its deadline a worker may stay silent before it is terminated (more while it is
 *  still loading QuickJS). */
const GRACE_MS = 1000;
const BOOT_MS = 10_000;
/** Calls one database may have waiting; beyond, a call fails at once. */
const MAX_QUEUED_PER_DATABASE = 1000;
/** Function digests remembered per prelude. */
const MAX_DIGESTS = 1000;
/** Calls sent to a worker and not answered yet, at most. */
const PIPELINE = 8;
/** Where configuration-time syntax checks queue. */
const CHECKS = "\0checks";

export type SandboxOutcome =
  /** The function returned `result` (undefined when it returned nothing or a non-JSON value). */
  | { ok: true; result: unknown; out: unknown }
  /** The function threw `thrown` (an Error becomes `{message}`). */
  | { ok: false; thrown: unknown; out: unknown };

/** The function could not run to the end: it does not compile, is not a function, ran out of
 *  time or memory, or tampered with what it hands back. */
export class SandboxFailure extends Error {
  constructor(
    readonly kind: "timeout" | "memory" | "invalid" | "busy",
    message: string,
  ) {
    super(message);
  }
}

export interface SandboxCall {
  /** Whose function it is: contexts and queues are per database. */
  db: string;
  /** A function expression. */
  source: string;
  args: unknown[];
  /** The built-ins a kind of function offers: an object expression `({out: () => ({...}),
   *  builtins: (state) => ({name: fn, ...})})`. The built-ins become globals; each call starts
   *  with `state.out = out()` and `state.env` = `env`, and hands `state.out` back as `out`. */
  prelude?: string;
  env?: unknown;
}

export interface SandboxOptions {
  workers?: number;
  timeoutMs?: number;
}

interface Job {
  db: string;
  request: WorkerRequest;
  resolve(answer: WorkerAnswer): void;
  reject(e: Error): void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  /** Calls for the worker not posted yet: posted together at the end of this turn of the loop,
   *  one message (one wake-up of the thread) for all of them. */
  outbox: WorkerRequest[];
  /** Keys the worker has the source of, oldest first (mirrors the worker's own list). */
  sources: Set<string>;
  /** Sent, not answered yet, in the order the worker runs them (all of `db`). */
  jobs: Job[];
  db?: string;
  /** Armed for the call the worker is running (the first of `jobs`). */
  watchdog?: NodeJS.Timeout;
}

export class Sandbox {
  private readonly size: number;
  private readonly timeoutMs: number;
  private readonly slots: Slot[] = [];
  private readonly queues = new Map<string, Job[]>();
  /** Databases with waiting calls, in turn order. */
  private turn: string[] = [];
  private readonly running = new Map<string, number>();
  private nextId = 1;
  private closed = false;
  private readonly digests = new Map<string, Map<string, string>>();
  private flushing = false;
  /** Bumped when a database is dropped (or the world reset): a later database of the same name
   *  never meets a context of the earlier one. */
  private readonly incarnation = new Map<string, number>();
  private resets = 0;

  constructor(options: SandboxOptions = {}) {
    this.size = Math.max(1, options.workers ?? 2);
    this.timeoutMs = options.timeoutMs ?? SANDBOX_TIMEOUT_MS;
  }

  /** Compiles and evaluates without calling (sandboxWorker.ts `check`); a syntax error is an
   *  "invalid" failure giving its line and column within the source, with the source's text
   *  there, and so is a source whose value is no function. */
  async check(source: string): Promise<void> {
    const answer = await this.submit(CHECKS, { id: 0, op: "check", source, timeoutMs: this.timeoutMs });
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

  /** The database is gone: its contexts are never used again. */
  forget(db: string): void {
    this.incarnation.set(db, (this.incarnation.get(db) ?? 0) + 1);
  }

  /** Every database is gone. */
  forgetAll(): void {
    this.resets++;
    this.incarnation.clear();
  }

  /** The digest of (prelude, source): computed once per function, not per call. */
  private digestOf(prelude: string, source: string): string {
    let bySource = this.digests.get(prelude);
    if (!bySource) this.digests.set(prelude, (bySource = new Map()));
    let digest = bySource.get(source);
    if (digest === undefined) {
      if (bySource.size >= MAX_DIGESTS) bySource.clear();
      digest = createHash("sha256").update(prelude).update("\0").update(source).digest("base64");
      bySource.set(source, digest);
    }
    return digest;
  }

  async run(call: SandboxCall): Promise<SandboxOutcome> {
    const prelude = call.prelude ?? "";
    const hash = this.digestOf(prelude, call.source);
    const key = `${call.db}\0${this.resets}.${this.incarnation.get(call.db) ?? 0}\0${hash}`;
    const input = JSON.stringify({ args: call.args, env: call.env ?? null });
    const answer = await this.submit(call.db, { id: 0, op: "run", key, source: call.source, prelude, input, timeoutMs: this.timeoutMs });
    if (!answer.ok) throw new SandboxFailure(answer.kind, answer.message);
    const outcome = parseOutcome(answer.text);
    if (typeof outcome.invalid === "string") throw new SandboxFailure("invalid", outcome.invalid);
    if (outcome.ok === true) return { ok: true, result: outcome.result, out: outcome.out };
    if (outcome.ok === false) return { ok: false, thrown: outcome.thrown, out: outcome.out };
    throw new SandboxFailure("invalid", "the function tampered with its outcome");
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const jobs of this.queues.values()) for (const job of jobs) job.reject(new SandboxFailure("busy", "the server is closing"));
    this.queues.clear();
    this.turn = [];
    const slots = this.slots.splice(0);
    for (const s of slots) {
      clearTimeout(s.watchdog);
      for (const job of s.jobs.splice(0)) job.reject(new SandboxFailure("busy", "the server is closing"));
    }
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }

  private submit(db: string, request: WorkerRequest): Promise<WorkerAnswer> {
    if (this.closed) return Promise.reject(new SandboxFailure("busy", "the server is closing"));
    const queue = this.queues.get(db) ?? [];
    if (queue.length >= MAX_QUEUED_PER_DATABASE) {
      return Promise.reject(new SandboxFailure("busy", `${MAX_QUEUED_PER_DATABASE} calls of this database are already waiting`));
    }
    return new Promise<WorkerAnswer>((resolve, reject) => {
      queue.push({ db, request: { ...request, id: this.nextId++ }, resolve, reject });
      if (queue.length === 1) {
        this.queues.set(db, queue);
        this.turn.push(db);
      }
      this.dispatch();
    });
  }

  /** Hands waiting calls to workers, one database after the other: a database's next call goes
   *  to an idle worker while the database holds fewer than all of them (no database may occupy
   *  every worker), else into the pipeline of a worker of its own — unless another database is
   *  waiting without any worker: then pipelines drain, and the first worker free is its turn. */
  private dispatch(): void {
    const perDatabase = Math.max(1, this.size - 1);
    for (;;) {
      let index = -1;
      let slot: Slot | undefined;
      for (let i = 0; i < this.turn.length && !slot; i++) {
        slot = this.slotFor(this.turn[i], perDatabase);
        index = i;
      }
      if (!slot) return;
      const db = this.turn[index];
      const queue = this.queues.get(db)!;
      const job = queue.shift()!;
      this.turn.splice(index, 1);
      if (queue.length > 0) this.turn.push(db);
      else this.queues.delete(db);
      this.send(slot, job);
    }
  }

  private slotFor(db: string, perDatabase: number): Slot | undefined {
    if ((this.running.get(db) ?? 0) < perDatabase) {
      const idle = this.slots.find((s) => s.jobs.length === 0) ?? (this.slots.length < this.size ? this.spawn() : undefined);
      if (idle) return idle;
    }
    if (this.turn.some((other) => other !== db && !this.running.has(other))) return undefined;
    let best: Slot | undefined;
    for (const s of this.slots) if (s.db === db && s.jobs.length < PIPELINE && (!best || s.jobs.length < best.jobs.length)) best = s;
    return best;
  }

  private send(slot: Slot, job: Job): void {
    if (slot.jobs.length === 0) {
      slot.db = job.db;
      this.running.set(job.db, (this.running.get(job.db) ?? 0) + 1);
    }
    slot.jobs.push(job);
    if (slot.jobs.length === 1) this.arm(slot);
    slot.outbox.push(this.withoutKnownSource(slot, job.request));
    if (!this.flushing) {
      this.flushing = true;
      setImmediate(() => this.flush());
    }
  }

  /** The request as sent: without the source the worker already has (and, when it gets one,
   *  remembering so as the worker will). */
  private withoutKnownSource(slot: Slot, request: WorkerRequest): WorkerRequest {
    if (request.op !== "run") return request;
    if (slot.sources.has(request.key)) return { ...request, source: undefined, prelude: undefined };
    slot.sources.add(request.key);
    if (slot.sources.size > MAX_SOURCES_PER_WORKER) slot.sources.delete(slot.sources.values().next().value!);
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
      const what = job.request.op === "check" ? "evaluating the source: " : "";
      this.finish(slot, { id: job.request.id, ok: false, kind: "timeout", message: `${what}the function ran longer than ${this.timeoutMs} ms` });
      this.replace(slot);
    }, this.timeoutMs + GRACE_MS + (slot.ready ? 0 : BOOT_MS));
    slot.watchdog.unref();
  }

  private finish(slot: Slot, answer: WorkerAnswer): void {
    const job = slot.jobs[0];
    if (!job || job.request.id !== answer.id) return;
    clearTimeout(slot.watchdog);
    slot.jobs.shift();
    if (slot.jobs.length > 0) this.arm(slot);
    else this.release(slot);
    job.resolve(answer);
  }

  /** The worker has nothing of its database left. */
  private release(slot: Slot): void {
    const db = slot.db;
    slot.db = undefined;
    if (db === undefined) return;
    const n = (this.running.get(db) ?? 1) - 1;
    if (n > 0) this.running.set(db, n);
    else this.running.delete(db);
  }

  private spawn(): Slot {
    const data: WorkerData = {
      core: require.resolve("quickjs-emscripten-core"),
      variant: require.resolve("@jitl/quickjs-wasmfile-release-sync"),
      memoryBytes: MEMORY_BYTES,
      workerMemoryBytes: WORKER_MEMORY_BYTES,
      recycleBytes: RECYCLE_BYTES,
      maxContexts: MAX_CONTEXTS_PER_WORKER,
      maxSources: MAX_SOURCES_PER_WORKER,
      maxOutcomeChars: MAX_OUTCOME_CHARS,
      wrapper: FUNCTION_WRAPPER,
    };
    const worker = new Worker(`(${sandboxWorkerMain.toString()})()`, { eval: true, workerData: data });
    worker.unref();
    const slot: Slot = { worker, ready: false, outbox: [], sources: new Set(), jobs: [] };
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
      if (slot.jobs[0]) this.finish(slot, { id: slot.jobs[0].request.id, ok: false, kind: "invalid", message: "the sandbox failed while running the function" });
      this.replace(slot);
    });
    return slot;
  }

  /** Forgets a worker that is gone or being terminated; a new one starts when needed. The calls
   *  it held behind the one that ended it go back to the front of their database's queue (a
   *  call never has side effects outside its answer, so one the old worker did run before it
   *  went is simply run again). */
  private replace(slot: Slot): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    clearTimeout(slot.watchdog);
    slot.outbox = [];
    const unanswered = slot.jobs.splice(0);
    this.release(slot);
    void slot.worker.terminate();
    if (this.closed) {
      for (const job of unanswered) job.reject(new SandboxFailure("busy", "the server is closing"));
      return;
    }
    if (unanswered.length > 0) {
      const db = unanswered[0].db;
      const queue = this.queues.get(db);
      if (queue) queue.unshift(...unanswered);
      else {
        this.queues.set(db, unanswered);
        this.turn.unshift(db);
      }
    }
    this.dispatch();
  }
}

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
