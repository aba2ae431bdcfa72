import { types } from "node:util";
import * as vm from "node:vm";

/** Runs user JavaScript (sync functions, webhook filters) in a fresh V8 context with a time
 *  limit, so a bad function can neither stall nor reach into the server.
 *
 *  Values cross the boundary only as JSON text: the arguments are parsed inside the context and
 *  the outcome is serialised there, so user code never holds a host object (whose constructor
 *  chain would lead back to `process`), and the host never calls a user-defined getter or
 *  `toString` outside the time limit. Promise jobs run inside the limit too
 *  (`microtaskMode: "afterEvaluate"`), and the context has no timers, `require` or `process`. */
export const SANDBOX_TIMEOUT_MS = 100;

export type SandboxOutcome =
  /** The function returned `result` (undefined when it returned nothing or a non-JSON value). */
  | { ok: true; result: unknown; out: unknown }
  /** The function threw `thrown` (an Error becomes `{message}`). */
  | { ok: false; thrown: unknown; out: unknown };

/** The function could not run to the end: it does not compile, is not a function, or ran out
 *  of time. */
export class SandboxFailure extends Error {
  constructor(
    readonly kind: "timeout" | "invalid",
    message: string,
  ) {
    super(message);
  }
}

export interface SandboxCall {
  /** A function expression; inline code in a backtick pair (document 1) is accepted. */
  source: string;
  args: unknown[];
  /** Code run before the function, with `__env` (the JSON `env`) and `__out` (an object the
   *  prelude fills; returned as `out`) in scope: the built-ins a kind of function offers. */
  prelude?: string;
  env?: unknown;
  timeoutMs?: number;
}

export function runSandboxed(call: SandboxCall): SandboxOutcome {
  const source = stripBackticks(call.source);
  const code = `(function () {
  const __input = JSON.parse(__inputText);
  const __env = __input.env;
  const __out = {};
  ${call.prelude ?? ""}
  const __fn = (function () { return (
${source}
  ); })();
  if (typeof __fn !== "function") return JSON.stringify({ invalid: "the source is not a function" });
  let __outcome;
  try {
    __outcome = { ok: true, result: __fn.apply(null, __input.args), out: __out };
  } catch (e) {
    const thrown = e instanceof Error ? { message: String(e.message) } : e;
    __outcome = { ok: false, thrown: thrown === undefined ? null : thrown, out: __out };
  }
  try {
    return JSON.stringify(__outcome);
  } catch (e) {
    return JSON.stringify({ invalid: "the function's outcome is not JSON" });
  }
})()`;

  let script: vm.Script;
  try {
    script = new vm.Script(code, { filename: "user-function.js" });
  } catch (e) {
    throw new SandboxFailure("invalid", `the function does not compile: ${(e as Error).message}`);
  }
  const context = vm.createContext(
    { __inputText: JSON.stringify({ args: call.args, env: call.env ?? null }) },
    { codeGeneration: { strings: true, wasm: false }, microtaskMode: "afterEvaluate" },
  );
  let text: unknown;
  try {
    text = script.runInContext(context, { timeout: call.timeoutMs ?? SANDBOX_TIMEOUT_MS, breakOnSigint: false });
  } catch (e) {
    if (isHostTimeout(e)) {
      throw new SandboxFailure("timeout", `the function ran longer than ${call.timeoutMs ?? SANDBOX_TIMEOUT_MS} ms`);
    }
    throw new SandboxFailure("invalid", "the function failed outside its body (or its outcome is not JSON)");
  }
  if (typeof text !== "string") throw new SandboxFailure("invalid", "the function broke out of its wrapper");
  const outcome = JSON.parse(text) as { invalid?: string; ok?: boolean; result?: unknown; thrown?: unknown; out?: unknown };
  if (outcome.invalid) throw new SandboxFailure("invalid", outcome.invalid);
  return outcome.ok
    ? { ok: true, result: outcome.result, out: outcome.out ?? {} }
    : { ok: false, thrown: outcome.thrown, out: outcome.out ?? {} };
}

/** Recognises the host's timeout error without touching anything user code could have thrown
 *  (no property getters, no proxy traps run outside the time limit). */
function isHostTimeout(e: unknown): boolean {
  if (!types.isNativeError(e) || types.isProxy(e)) return false;
  return Object.getOwnPropertyDescriptor(e, "code")?.value === "ERR_SCRIPT_EXECUTION_TIMEOUT";
}

function stripBackticks(source: string): string {
  const s = source.trim();
  return s.length >= 2 && s.startsWith("`") && s.endsWith("`") ? s.slice(1, -1) : s;
}
