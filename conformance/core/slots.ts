/** At most `size` holders at once; the others wait in order, and a released slot passes straight
 *  to the next waiter (it stays counted). */
export class Slots {
  private held = 0;
  private readonly waiting: Array<(granted: boolean) => void> = [];

  constructor(private readonly size: number) {}

  /** Every slot is held and `n` or more are waiting already. */
  queueReaches(n: number): boolean {
    return this.held >= this.size && this.waiting.length >= n;
  }

  /** True once a slot is held (give it back with `release`); false when `cancelWaiting` ended
   *  the wait, with no slot held. */
  async acquire(): Promise<boolean> {
    if (this.held < this.size) {
      this.held++;
      return true;
    }
    return new Promise<boolean>((resolve) => this.waiting.push(resolve));
  }

  release(): void {
    const next = this.waiting.shift();
    if (next) next(true);
    else this.held--;
  }

  /** Ends every wait under way without a slot. */
  cancelWaiting(): void {
    for (const wake of this.waiting.splice(0)) wake(false);
  }
}
