/** A bounded log: the last `capacity` items, oldest first. Adding costs the same however full it
 *  is (the oldest item is overwritten, never shifted out of an array). */
export class Ring<T> {
  private items: Array<T | undefined>;
  /** Where the next item goes. */
  private next = 0;
  private count = 0;

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new Error(`a ring holds at least one item; got ${capacity}`);
    this.items = new Array<T | undefined>(capacity);
  }

  push(item: T): void {
    this.items[this.next] = item;
    this.next = (this.next + 1) % this.capacity;
    if (this.count < this.capacity) this.count++;
  }

  /** Oldest first. */
  toArray(): T[] {
    const out: T[] = [];
    const first = (this.next - this.count + this.capacity) % this.capacity;
    for (let i = 0; i < this.count; i++) out.push(this.items[(first + i) % this.capacity]!);
    return out;
  }

  get size(): number {
    return this.count;
  }

  clear(): void {
    this.items = new Array<T | undefined>(this.capacity);
    this.next = 0;
    this.count = 0;
  }
}
