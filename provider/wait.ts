import type { Props, WaitFor } from "./spec";

/** Waiting on state transitions. A poll comes after 5 % of the time waited so far, so a wait
 *  ends at most 5 % after the transition it waits for (and a chain of waits at most 5 % after
 *  its critical path), never sooner than 200 ms after the last read, and never later than the
 *  cap of the transition's kind: a few seconds for what takes seconds, longer for what takes
 *  minutes (an App Service deployment), so a long wait costs a bounded number of reads. */
export const MIN_POLL_MS = 200;
export const POLL_LATENESS = 0.05;
/** Caps by kind of transition. */
export const POLL_CAP_MS = { seconds: 2_000, default: 5_000, minutes: 15_000 } as const;

/** The delay before the next read, `elapsedMs` into a wait. */
export function nextPollMs(elapsedMs: number, capMs: number = POLL_CAP_MS.default): number {
  return Math.min(capMs, Math.max(MIN_POLL_MS, elapsedMs * POLL_LATENESS));
}

/** Polls a read until the object reaches a usable state, until the deadline. A failed state or
 *  the deadline is an error that names the resource, the state reached and the one awaited. */
export async function waitForState(
  read: () => Promise<Props | undefined>,
  wait: WaitFor,
  what: string,
  deadline: number,
): Promise<Props> {
  const failed = wait.failed ?? ((state: string) => state.endsWith("Failed"));
  const started = Date.now();
  const timedOut = (state: string) => new Error(`dbplane: ${what} timed out waiting for state ${wait.ready.join(" or ")}; last state ${state}.`);
  let last: string | undefined;
  for (;;) {
    let live: Props | undefined;
    try {
      live = await read();
    } catch (e) {
      // A read the deadline cut off: the wait's own timeout says more.
      if (last !== undefined && Date.now() >= deadline) throw timedOut(last);
      throw e;
    }
    if (live === undefined) throw new Error(`dbplane: ${what} disappeared while waiting for state ${wait.ready.join(" or ")}.`);
    const state = wait.state(live) ?? "(none)";
    last = state;
    if (wait.ready.includes(state)) return live;
    if (failed(state)) throw new Error(`dbplane: ${what} reached state ${state} while waiting for ${wait.ready.join(" or ")}.`);
    const delay = nextPollMs(Date.now() - started, wait.pollCapMs);
    if (Date.now() + delay > deadline) throw timedOut(state);
    await sleep(delay);
  }
}

/** Polls until a read says the object is gone. */
export async function waitUntilGone(read: () => Promise<Props | undefined>, what: string, deadline: number, capMs?: number): Promise<void> {
  const started = Date.now();
  for (;;) {
    if ((await read()) === undefined) return;
    const delay = nextPollMs(Date.now() - started, capMs);
    if (Date.now() + delay > deadline) throw new Error(`dbplane: ${what} timed out waiting to be deleted.`);
    await sleep(delay);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
