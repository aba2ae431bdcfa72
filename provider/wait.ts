import type { Props, WaitFor } from "./spec";

/** Polls a read until the object reaches a usable state: fast at first (200 ms), then backing
 *  off ×1.5 up to 5 s, until the deadline. A failed state or the deadline is an error that
 *  names the resource, the state reached and the one awaited. */
export async function waitForState(
  read: () => Promise<Props | undefined>,
  wait: WaitFor,
  what: string,
  deadline: number,
): Promise<Props> {
  const failed = wait.failed ?? ((state: string) => state.endsWith("Failed"));
  for (let delay = 200; ; delay = Math.min(delay * 1.5, 5000)) {
    const live = await read();
    if (live === undefined) throw new Error(`dbplane: ${what} disappeared while waiting for state ${wait.ready.join(" or ")}.`);
    const state = wait.state(live) ?? "(none)";
    if (wait.ready.includes(state)) return live;
    if (failed(state)) throw new Error(`dbplane: ${what} reached state ${state} while waiting for ${wait.ready.join(" or ")}.`);
    if (Date.now() + delay > deadline) {
      throw new Error(`dbplane: ${what} timed out waiting for state ${wait.ready.join(" or ")}; last state ${state}.`);
    }
    await sleep(delay);
  }
}

/** Polls until a read says the object is gone. */
export async function waitUntilGone(read: () => Promise<Props | undefined>, what: string, deadline: number): Promise<void> {
  for (let delay = 200; ; delay = Math.min(delay * 1.5, 5000)) {
    if ((await read()) === undefined) return;
    if (Date.now() + delay > deadline) throw new Error(`dbplane: ${what} timed out waiting to be deleted.`);
    await sleep(delay);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
