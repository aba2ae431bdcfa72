/** The body of a sandbox worker thread (see sandbox.ts), run as `(${sandboxWorkerMain})()`: it
 *  is turned into source text, so it must not use anything from outside itself but `require`d
 *  modules (their paths come in `workerData`).
 *
 *  Each worker loads QuickJS (compiled to WebAssembly) once and keeps one QuickJS runtime and
 *  context per (database, function source) — never shared between databases — with the built-ins
 *  installed and the function compiled once. A call passes its arguments as JSON text and returns
 *  the harness's JSON text. Nothing of the host is reachable from QuickJS: its global object has
 *  only the language's built-ins.
 *
 *  Limits, checked by QuickJS's interrupt handler (polled as the function runs): a deadline, and
 *  how much the worker's WebAssembly memory may grow during one call. (This QuickJS build's own
 *  memory limit applies to single allocations only: it cannot measure its blocks.) The whole
 *  WebAssembly memory has a hard maximum, so an allocation the handler did not see coming in
 *  time fails as "out of memory" inside QuickJS; a worker that grew large is replaced after its
 *  answer, giving its memory back. A context whose call failed, or that left promise jobs behind
 *  (they are never run: a function's outcome is what it returns), is thrown away. */

/** Messages from the pool. A run carries its function's source and prelude only the first time
 *  the pool sends that key to this worker: both sides remember the last keys sent with a source
 *  (at most `maxSources`, of at most `maxSourceBytes` together, counted as source plus prelude
 *  length), in the same order (messages arrive in the order sent) and evicting by the same rule,
 *  so the worker always has the source of a run that comes without one. */
export type WorkerRequest =
  | { id: number; op: "run"; key: string; source?: string; prelude?: string; input: string; timeoutMs: number }
  | { id: number; op: "check"; source: string; timeoutMs: number };

/** Answers: the harness's JSON text, or why the function could not run to the end; `retire`
 *  asks the pool to replace the worker. (The worker also posts `{ready: true}` once QuickJS is
 *  loaded.) */
export type WorkerAnswer = (
  | { id: number; ok: true; text: string }
  | { id: number; ok: false; kind: "timeout" | "memory" | "invalid"; message: string; syntax?: WrappedSyntaxError }
) & { retire?: true };

/** A syntax error as QuickJS reports it: where in the wrapped source (see `WorkerData.wrapper`). */
export interface WrappedSyntaxError {
  line: number;
  column?: number;
  message: string;
}

export interface WorkerData {
  core: string;
  variant: string;
  /** How much one call may grow the worker's memory. */
  memoryBytes: number;
  /** The worker's WebAssembly memory: its hard maximum, and the size past which the worker is
   *  replaced once it has answered. */
  workerMemoryBytes: number;
  recycleBytes: number;
  maxContexts: number;
  maxSources: number;
  maxSourceBytes: number;
  maxOutcomeChars: number;
  /** What a function's source is wrapped in to be compiled (schema/gateway/functionSource.ts). */
  wrapper: { before: string; after: string };
  /** Holds the id of a call the pool cancelled: the interrupt handler stops it. */
  cancel: Int32Array;
}

export function sandboxWorkerMain(): void {
  const { parentPort, workerData } = require("node:worker_threads") as typeof import("node:worker_threads");
  const core = require((workerData as WorkerData).core) as typeof import("quickjs-emscripten-core");
  const variant = require((workerData as WorkerData).variant).default;
  const data = workerData as WorkerData;
  type Context = import("quickjs-emscripten-core").QuickJSContext;
  type Runtime = import("quickjs-emscripten-core").QuickJSRuntime;
  type Handle = import("quickjs-emscripten-core").QuickJSHandle;
  interface Entry {
    runtime: Runtime;
    context: Context;
    call: Handle;
  }

  const FILENAME = "user-function.js";
  const wrap = (source: string) => `${data.wrapper.before}${source}${data.wrapper.after}`;
  const NOT_A_FUNCTION = "the source is not a function";
  /** QuickJS's own stack limit, well inside the worker thread's native stack. */
  const MAX_STACK_BYTES = 256 * 1024;

  /** Installs a prelude's built-ins as globals and returns `bind(fn)`, the per-call entry point.
   *  It keeps its own references to the intrinsics it uses, taken before user code runs. */
  const HARNESS = `(function (prelude) {
  "use strict";
  const parse = JSON.parse, stringify = JSON.stringify, apply = Reflect.apply, define = Object.defineProperty, keys = Object.keys;
  const ErrorClass = Error, InternalErrorClass = InternalError;
  const state = { env: null, out: {} };
  const builtins = prelude ? prelude.builtins(state) : {};
  for (const name of keys(builtins)) define(globalThis, name, { value: builtins[name], writable: true, configurable: true });
  return function bind(fn) {
    return function call(inputText) {
      const input = parse(inputText);
      state.env = input.env;
      state.out = prelude ? prelude.out() : {};
      if (typeof fn !== "function") return stringify({ invalid: "${NOT_A_FUNCTION}" });
      let outcome;
      try {
        outcome = { ok: true, result: apply(fn, undefined, input.args), out: state.out };
      } catch (e) {
        // Out of memory is the sandbox's limit, not the function's exception.
        if (e instanceof InternalErrorClass && e.message === "out of memory") throw e;
        const thrown = e instanceof ErrorClass ? { message: String(e.message) } : e;
        outcome = { ok: false, thrown: thrown === undefined ? null : thrown, out: state.out };
      }
      try {
        return stringify(outcome);
      } catch (e) {
        return stringify({ invalid: "the function's outcome is not JSON" });
      }
    };
  };
})`;

  let module: import("quickjs-emscripten-core").QuickJSWASMModule | undefined;
  const entries = new Map<string, Entry>();
  const PAGE = 65536;
  // (WebAssembly is not in this project's TypeScript lib: typed here for what is used.)
  const { WebAssembly } = globalThis as unknown as { WebAssembly: { Memory: new (d: { initial: number; maximum: number }) => { buffer: ArrayBuffer } } };
  const memory = new WebAssembly.Memory({ initial: 256, maximum: data.workerMemoryBytes / PAGE });

  /** Why the interrupt handler stopped the current call. */
  let stoppedFor: "timeout" | "memory" | "cancelled" | undefined;
  /** The interrupt handler of call `id`: its deadline, its share of memory growth, and whether
   *  the pool cancelled it. */
  const limits = (timeoutMs: number, id: number) => {
    const deadline = Date.now() + timeoutMs;
    const ceiling = memory.buffer.byteLength + data.memoryBytes;
    stoppedFor = undefined;
    return () => {
      if (memory.buffer.byteLength > ceiling) stoppedFor = "memory";
      else if (Date.now() > deadline) stoppedFor = "timeout";
      else if (Atomics.load(data.cancel, 0) === id) stoppedFor = "cancelled";
      return stoppedFor !== undefined;
    };
  };

  const dispose = (entry: Entry) => {
    entry.call.dispose();
    entry.context.dispose();
    entry.runtime.dispose();
  };

  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    dispose(entry);
  };

  /** The error QuickJS reported, as plain data (never throws). */
  const describe = (context: Context, error: Handle): { name: string; message: string; line?: number; column?: number } => {
    try {
      const dumped = context.dump(error) as { name?: unknown; message?: unknown; lineNumber?: unknown; stack?: unknown } | string;
      if (typeof dumped === "object" && dumped !== null) {
        // The column is only in the stack: `    at user-function.js:<line>:<column>`.
        const column = Number(/:\d+:(\d+)/.exec(String(dumped.stack ?? ""))?.[1]);
        return {
          name: String(dumped.name ?? "Error"),
          message: String(dumped.message ?? ""),
          line: typeof dumped.lineNumber === "number" ? dumped.lineNumber : undefined,
          column: Number.isInteger(column) && column > 0 ? column : undefined,
        };
      }
      return { name: "Error", message: String(dumped) };
    } catch {
      return { name: "InternalError", message: "out of memory" };
    } finally {
      error.dispose();
    }
  };

  type Failure = { kind: "timeout" | "memory" | "invalid"; message: string };

  const failureOf = (e: { name: string; message: string }, what: string, timeoutMs: number): Failure => {
    if (e.message === "out of memory" || (e.message === "interrupted" && stoppedFor === "memory")) {
      return { kind: "memory", message: `the function ran out of memory (its limit is ${data.memoryBytes >> 20} MB)` };
    }
    if (e.message === "interrupted" && stoppedFor === "cancelled") return { kind: "timeout", message: "cancelled" };
    if (e.message === "interrupted") return { kind: "timeout", message: `the function ran longer than ${timeoutMs} ms` };
    return { kind: "invalid", message: `${what}: ${e.name}: ${e.message}` };
  };

  const evaluate = (context: Context, code: string, filename: string, what: string, timeoutMs: number): Handle => {
    const result = context.evalCode(code, filename);
    if (result.error) throw failureOf(describe(context, result.error), what, timeoutMs);
    return result.value;
  };

  /** A runtime and context for one (database, source): built-ins installed, function compiled
   *  and bound, under the call's deadline and memory limit. */
  const build = (source: string, prelude: string, timeoutMs: number, id: number): Entry => {
    const runtime = module!.newRuntime();
    runtime.setMemoryLimit(data.memoryBytes);
    runtime.setMaxStackSize(MAX_STACK_BYTES);
    runtime.setInterruptHandler(limits(timeoutMs, id));
    const context = runtime.newContext();
    const held: Handle[] = [];
    try {
      const harness = evaluate(context, HARNESS, "sandbox-harness.js", "the sandbox harness failed", timeoutMs);
      held.push(harness);
      const preludeValue = prelude ? evaluate(context, `(${prelude})`, "sandbox-prelude.js", "the built-ins failed", timeoutMs) : context.undefined;
      if (prelude) held.push(preludeValue);
      const bindResult = context.callFunction(harness, context.undefined, preludeValue);
      if (bindResult.error) throw failureOf(describe(context, bindResult.error), "the built-ins failed", timeoutMs);
      held.push(bindResult.value);
      const fn = evaluate(context, wrap(source), FILENAME, "the function failed outside its body", timeoutMs);
      held.push(fn);
      const call = context.callFunction(bindResult.value, context.undefined, fn);
      if (call.error) throw failureOf(describe(context, call.error), "the function failed outside its body", timeoutMs);
      for (const h of held) h.dispose();
      return { runtime, context, call: call.value };
    } catch (e) {
      for (const h of held) if (h.alive) h.dispose();
      context.dispose();
      runtime.dispose();
      throw e;
    }
  };

  /** Sources by key, as the pool sent them (see WorkerRequest). */
  const sources = new Map<string, { source: string; prelude: string; bytes: number }>();
  let sourceBytes = 0;

  const run = (msg: Extract<WorkerRequest, { op: "run" }>): WorkerAnswer => {
    if (msg.source !== undefined && !sources.has(msg.key)) {
      const prelude = msg.prelude ?? "";
      const bytes = msg.source.length + prelude.length;
      sources.set(msg.key, { source: msg.source, prelude, bytes });
      sourceBytes += bytes;
      while ((sources.size > data.maxSources || sourceBytes > data.maxSourceBytes) && sources.size > 1) {
        const [oldest, kept] = sources.entries().next().value!;
        sources.delete(oldest);
        sourceBytes -= kept.bytes;
      }
    }
    let entry = entries.get(msg.key);
    try {
      if (entry) {
        // Most recently used last: the first entry is the one evicted.
        entries.delete(msg.key);
        entries.set(msg.key, entry);
      } else {
        const known = sources.get(msg.key);
        if (!known) return { id: msg.id, ok: false, kind: "invalid", message: "the sandbox lost the function's source" };
        entry = build(known.source, known.prelude, msg.timeoutMs, msg.id);
        entries.set(msg.key, entry);
        if (entries.size > data.maxContexts) forget(entries.keys().next().value!);
      }
    } catch (e) {
      if (e instanceof Error) throw e;
      return { id: msg.id, ok: false, ...(e as Failure) };
    }
    const { runtime, context, call } = entry;
    runtime.setInterruptHandler(limits(msg.timeoutMs, msg.id));
    const input = context.newString(msg.input);
    const result = context.callFunction(call, context.undefined, input);
    input.dispose();
    let failure: Failure | undefined;
    let text = "";
    if (result.error) failure = failureOf(describe(context, result.error), "the sandbox harness failed", msg.timeoutMs);
    else {
      try {
        text = context.getString(result.value);
      } finally {
        result.value.dispose();
      }
      if (text.length > data.maxOutcomeChars) failure = { kind: "invalid", message: "the function's outcome is too large" };
    }
    // A failed call may have left its context full or half-built; promise jobs it queued would
    // pile up (they never run): either way the next call starts afresh.
    if (failure || runtime.hasPendingJob()) forget(msg.key);
    if (failure) return { id: msg.id, ok: false, ...failure };
    return { id: msg.id, ok: true, text };
  };

  /** Compiles, then evaluates the expression (never calls it), under the call limits: a syntax
   *  error gives where QuickJS found it (the pool places it in the source), and a source that evaluates to something other
   *  than a function (`1+1`, a string) is refused, as Couchbase's own wrapper refuses it ("The
   *  JavaScript code is not a function") — instead of every write failing later; so is one whose
   *  evaluation runs out of time or memory. The built-ins are not defined here: a source whose
   *  evaluation throws (it may need them, as an IIFE that calls channel() would) is left to its
   *  first call, which reports it. */
  const check = (msg: Extract<WorkerRequest, { op: "check" }>): WorkerAnswer => {
    const runtime = module!.newRuntime();
    runtime.setMemoryLimit(data.memoryBytes);
    runtime.setMaxStackSize(MAX_STACK_BYTES);
    runtime.setInterruptHandler(limits(msg.timeoutMs, msg.id));
    const context = runtime.newContext();
    try {
      const compiled = context.evalCode(wrap(msg.source), FILENAME, { compileOnly: true });
      if (compiled.error) {
        const e = describe(context, compiled.error);
        return { id: msg.id, ok: false, kind: "invalid", message: `JavaScript syntax error: ${e.message}`, syntax: { line: e.line ?? 1, column: e.column, message: e.message } };
      }
      compiled.value.dispose();
      const evaluated = context.evalCode(wrap(msg.source), FILENAME);
      if (evaluated.error) {
        // Out of time or memory, it would be at every call too; a throw may be for want of the
        // built-ins.
        const failure = failureOf(describe(context, evaluated.error), "the function failed outside its body", msg.timeoutMs);
        if (failure.kind === "invalid") return { id: msg.id, ok: true, text: "" };
        return { id: msg.id, ok: false, kind: failure.kind, message: `evaluating the source: ${failure.message}` };
      }
      const type = context.typeof(evaluated.value);
      evaluated.value.dispose();
      if (type === "function") return { id: msg.id, ok: true, text: "" };
      return { id: msg.id, ok: false, kind: "invalid", message: `${NOT_A_FUNCTION} (its value is ${type === "undefined" ? type : type === "object" ? "an object" : `a ${type}`})` };
    } finally {
      context.dispose();
      runtime.dispose();
    }
  };

  const ready = core.newQuickJSWASMModuleFromVariant(core.newVariant(variant, { wasmMemory: memory })).then((m) => {
    module = m;
    parentPort!.postMessage({ ready: true });
  });
  // Calls come in batches (what the pool sent in one turn of its loop); each is answered as
  // soon as it has run.
  parentPort!.on("message", (batch: WorkerRequest[]) => {
    void ready.then(() => {
      for (const msg of batch) {
        let answer: WorkerAnswer;
        try {
          answer = msg.op === "run" ? run(msg) : check(msg);
        } catch (e) {
          // An error of the host (the WebAssembly module aborted, the native stack ran out): this
          // worker's QuickJS can no longer be trusted. The pool replaces it.
          parentPort!.postMessage({ id: msg.id, ok: false, kind: "invalid", message: `the sandbox failed: ${(e as Error).message}` });
          process.exit(1);
        }
        // Memory a bomb made the worker grow is given back to the system only with the worker.
        parentPort!.postMessage(memory.buffer.byteLength > data.recycleBytes ? { ...answer, retire: true } : answer);
      }
    });
  });
}
