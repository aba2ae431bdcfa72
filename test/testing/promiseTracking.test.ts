import "../../local/program";

/** The local engine's stand-in for the Pulumi SDK's `debuggablePromise` (local/program.ts): the
 *  SDK's leak check keeps working — settled promises leave the run's leak candidates, pending
 *  ones stay and are reported, rejections carry their promise, the SDK's check at exit is
 *  registered — while the debug details only PULUMI_DEBUG_PROMISE_LEAKS reads are skipped. */
const debuggable = require("@pulumi/pulumi/runtime/debuggable");
const state = require("@pulumi/pulumi/runtime/state");

const candidates = (): Set<Promise<unknown>> => state.getStore().leakCandidates;

test("the SDK's leak check still works, without the per-promise debug details", async () => {
  const exitListeners = process.listenerCount("exit");
  await debuggable.debuggablePromise(Promise.resolve("first"), "first");
  expect(process.listenerCount("exit")).toBe(exitListeners + 1);

  const resolved = Promise.resolve(7);
  await expect(debuggable.debuggablePromise(resolved, "resolved")).resolves.toBe(7);
  expect(candidates().has(resolved)).toBe(false);
  expect(Object.getOwnPropertyNames(resolved)).not.toContain("_debugStackTrace");

  const error = new Error("refused") as Error & { promise?: unknown };
  const rejected = Promise.reject(error);
  await expect(debuggable.debuggablePromise(rejected, "rejected")).rejects.toBe(error);
  expect(error.promise).toBe(rejected);
  expect(candidates().has(rejected)).toBe(false);

  const pending = new Promise(() => undefined);
  void debuggable.debuggablePromise(pending, "pending");
  expect(candidates().has(pending)).toBe(true);
  const [leaks, message] = debuggable.leakedPromises();
  expect([...leaks]).toEqual([pending]);
  expect(message).toMatch(/promise/i);
});
