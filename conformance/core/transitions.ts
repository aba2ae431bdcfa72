/** Asynchronous state machines as data. A lifecycle records where it settled and, while moving,
 *  the timed steps it is going through; the current state is computed from the clock when read.
 *
 *    deploying (1 step) → healthy          start(lc, now, [["deploying", 1]], "healthy")
 *
 *  A step's length is a multiple of the server's base transition duration (`--transition-ms`).
 *  A transition started while another is under way is queued behind it (an App Endpoint paused
 *  while coming online pauses after it is online: document 2). */
export interface Lifecycle {
  /** State once every queued transition has finished. */
  settled: string;
  /** Transitions in order; each starts when the previous one ends. */
  queue: Transition[];
}

export interface Transition {
  startsAt: number;
  steps: Array<{ state: string; ms: number }>;
  final: string;
}

export function lifecycle(state: string): Lifecycle {
  return { settled: state, queue: [] };
}

/** The state at `now`, without changing the lifecycle. */
export function stateAt(lc: Lifecycle, now: number): string {
  for (const t of lc.queue) {
    let at = t.startsAt;
    if (now < at) return t.steps[0]?.state ?? t.final;
    for (const step of t.steps) {
      if (now < at + step.ms) return step.state;
      at += step.ms;
    }
    if (t === lc.queue[lc.queue.length - 1]) return t.final;
  }
  return lc.settled;
}

/** Drops finished transitions; call before changing a lifecycle. */
export function settle(lc: Lifecycle, now: number): Lifecycle {
  while (lc.queue.length > 0 && endOf(lc.queue[0]) <= now) {
    lc.settled = lc.queue[0].final;
    lc.queue.shift();
  }
  return lc;
}

export function isMoving(lc: Lifecycle, now: number): boolean {
  settle(lc, now);
  return lc.queue.length > 0;
}

/** Starts (or queues) a transition. `steps` are `[state, multiple of baseMs]`. */
export function start(
  lc: Lifecycle,
  now: number,
  baseMs: number,
  steps: Array<[string, number]>,
  final: string,
): Lifecycle {
  settle(lc, now);
  const last = lc.queue[lc.queue.length - 1];
  lc.queue.push({
    startsAt: last ? endOf(last) : now,
    steps: steps.map(([state, n]) => ({ state, ms: Math.max(0, Math.round(n * baseMs)) })),
    final,
  });
  return lc;
}

/** Replaces whatever is under way with a settled state (for immediate, synchronous changes). */
export function force(lc: Lifecycle, state: string): Lifecycle {
  lc.queue = [];
  lc.settled = state;
  return lc;
}

/** The state the lifecycle is heading to once everything queued has finished. */
export function target(lc: Lifecycle): string {
  return lc.queue.length > 0 ? lc.queue[lc.queue.length - 1].final : lc.settled;
}

function endOf(t: Transition): number {
  return t.steps.reduce((at, s) => at + s.ms, t.startsAt);
}
