/** The server's clock: wall time plus an offset the control plane can move forward (time
 *  travel). Every state, expiry and TTL is computed from `now()` when read, never from timers,
 *  so advancing the clock makes due transitions happen. */
export class Clock {
  constructor(
    private offsetMs = 0,
    private readonly wall: () => number = Date.now,
  ) {}

  now(): number {
    return this.wall() + this.offsetMs;
  }

  iso(): string {
    return new Date(this.now()).toISOString();
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  get offset(): number {
    return this.offsetMs;
  }
}
