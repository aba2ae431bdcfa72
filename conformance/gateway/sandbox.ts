import { types } from "node:util";
import * as vm from "node:vm";

/** Runs user JavaScript (sync functions, webhook filters) in a fresh V8 context with a time
 *  limit, so a bad function can neither stall nor reach into the server, nor make it fail.
 *
 *  The function's source is compiled on its own, as one parenthesised expression (the same
 *  compilation checks it when it is configured, and is cached by its text, so a function is
 *  compiled once, not on every call). Each call then runs, in a new context and within one time
 *  budget: the source's own top-level code, then a fixed harness that installs the built-ins,
 *  calls the function and serialises the outcome. Values cross the boundary only as JSON text,
 *  so the host never holds (nor calls a getter or `toString` of) a value user code made, and
 *  user code never holds a host object (whose constructor chain would lead back to `process`).
 *  Promise jobs run inside the limit too (`microtaskMode: "afterEvaluate"`), and the context has
 *  no timers, `require` or `process`. Whatever text comes back is checked before it is used:
 *  user code can replace `JSON.stringify` or any other built-in of its context. */
const SANDBOX_TIMEOUT_MS = 1000;

export type SandboxOutcome =
  /** The function returned `result` (undefined when it returned nothing or a non-JSON value). */
  | { ok: true; result: unknown; out: unknown }
  /** The function threw `thrown` (an Error becomes `{message}`). */
  | { ok: false; thrown: unknown; out: unknown };

/** The function could not run to the end: it does not compile, is not a function, ran out of
 *  time, or tampered with what it hands back. */
export class SandboxFailure extends Error {
  constructor(
    readonly kind: "timeout" | "invalid",
    message: string,
  ) {
    super(message);
  }
}

export interface SandboxCall {
  /** A function expression. */
  source: string;
  args: unknown[];
  /** The built-ins a kind of function offers: a function expression `(env, out) => ({name:
   *  builtin, ...})` whose result becomes globals of the context. `env` is the JSON `env`; `out`
   *  is an object the built-ins fill, handed back as the outcome's `out`. */
  prelude?: string;
  env?: unknown;
}

const FILENAME = "user-function.js";
const MAX_COMPILED = 256;
const compiled = new Map<string, vm.Script>();

/** The function source compiled (never run), from the cache when it was compiled before; a
 *  syntax error is an "invalid" failure whose message gives the line within the source. */
export function compileFunction(source: string): vm.Script {
  const cached = compiled.get(source);
  if (cached) {
    // Most recently used last: the first entry is the one evicted.
    compiled.delete(source);
    compiled.set(source, cached);
    return cached;
  }
  let script: vm.Script;
  try {
    // Line 1 of the script is line 1 of the source, so reported lines are the function's own;
    // the newline keeps a trailing line comment from swallowing the closing parenthesis.
    script = new vm.Script(`(${source}\n)`, { filename: FILENAME });
  } catch (e) {
    const err = e as Error;
    const line = new RegExp(`^${FILENAME.replace(/\./g, "\\.")}:(\\d+)`).exec(err.stack ?? "")?.[1];
    throw new SandboxFailure("invalid", `JavaScript syntax error${line ? ` at line ${line}` : ""}: ${err.message}`);
  }
  compiled.set(source, script);
  if (compiled.size > MAX_COMPILED) compiled.delete(compiled.keys().next().value!);
  return script;
}

const harnesses = new Map<string, vm.Script>();

/** Installs the built-ins, calls `__fn` (the compiled source's value) with the JSON arguments
 *  and returns the outcome as JSON text. Compiled once per prelude. */
function harnessFor(prelude: string): vm.Script {
  let harness = harnesses.get(prelude);
  if (!harness) {
    harness = new vm.Script(
      `(function () {
  const input = JSON.parse(__inputText);
  const out = {};
  const builtins = (${prelude || "() => ({})"})(input.env, out);
  for (const name of Object.keys(builtins)) globalThis[name] = builtins[name];
  if (typeof __fn !== "function") return JSON.stringify({ invalid: "the source is not a function" });
  let outcome;
  try {
    outcome = { ok: true, result: __fn.apply(null, input.args), out };
  } catch (e) {
    const thrown = e instanceof Error ? { message: String(e.message) } : e;
    outcome = { ok: false, thrown: thrown === undefined ? null : thrown, out };
  }
  try {
    return JSON.stringify(outcome);
  } catch (e) {
    return JSON.stringify({ invalid: "the function's outcome is not JSON" });
  }
})()`,
      { filename: "sandbox-harness.js" },
    );
    harnesses.set(prelude, harness);
  }
  return harness;
}

export function runSandboxed(call: SandboxCall): SandboxOutcome {
  const source = compileFunction(call.source);
  const harness = harnessFor(call.prelude ?? "");
  const globals: Record<string, unknown> = { __inputText: JSON.stringify({ args: call.args, env: call.env ?? null }) };
  const context = vm.createContext(globals, { codeGeneration: { strings: true, wasm: false }, microtaskMode: "afterEvaluate" });
  const deadline = Date.now() + SANDBOX_TIMEOUT_MS;
  const within = (script: vm.Script): unknown =>
    script.runInContext(context, { timeout: Math.max(1, deadline - Date.now()), breakOnSigint: false });

  let text: unknown;
  try {
    const fn = within(source);
    // Defined, not assigned: a setter the source's top-level code put on the global would
    // otherwise run here, outside the time limit.
    Object.defineProperty(globals, "__fn", { value: fn });
    text = within(harness);
  } catch (e) {
    if (isHostTimeout(e)) throw new SandboxFailure("timeout", `the function ran longer than ${SANDBOX_TIMEOUT_MS} ms`);
    throw new SandboxFailure("invalid", "the function failed outside its body (or its outcome is not JSON)");
  }
  const outcome = parseOutcome(text);
  if (typeof outcome.invalid === "string") throw new SandboxFailure("invalid", outcome.invalid);
  if (outcome.ok === true) return { ok: true, result: outcome.result, out: outcome.out };
  if (outcome.ok === false) return { ok: false, thrown: outcome.thrown, out: outcome.out };
  throw new SandboxFailure("invalid", "the function tampered with its outcome");
}

/** The harness's JSON text as an object (parsed by the host: plain data only). */
function parseOutcome(text: unknown): { invalid?: unknown; ok?: unknown; result?: unknown; thrown?: unknown; out?: unknown } {
  if (typeof text === "string") {
    try {
      const value: unknown = JSON.parse(text);
      if (value !== null && typeof value === "object" && !Array.isArray(value)) return value;
    } catch {
      // not JSON: below
    }
  }
  throw new SandboxFailure("invalid", "the function tampered with its outcome");
}

/** Recognises the host's timeout error without touching anything user code could have thrown
 *  (no property getters, no proxy traps run outside the time limit). */
function isHostTimeout(e: unknown): boolean {
  if (!types.isNativeError(e) || types.isProxy(e)) return false;
  return Object.getOwnPropertyDescriptor(e, "code")?.value === "ERR_SCRIPT_EXECUTION_TIMEOUT";
}
