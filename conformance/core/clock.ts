/** The server's clock: wall time plus an offset the control plane can move forward (time
 *  travel). Every state, expiry and TTL is computed from `now()` when read, never from timers,
 *  so advancing the clock makes due transitions happen. */
export class Clock {
  /** The last time formatted, and when: requests of one millisecond share one formatting. */
  private lastMs = NaN;
  private lastIso = "";

  constructor(
    private offsetMs = 0,
    private readonly wall: () => number = Date.now,
  ) {}

  now(): number {
    return this.wall() + this.offsetMs;
  }

  iso(): string {
    const now = this.now();
    if (now !== this.lastMs) {
      this.lastMs = now;
      this.lastIso = new Date(now).toISOString();
    }
    return this.lastIso;
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  get offset(): number {
    return this.offsetMs;
  }
}
