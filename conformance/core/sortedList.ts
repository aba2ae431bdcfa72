/** Items kept in ascending `order`, in blocks of at most BLOCK: an insert or a removal searches
 *  the blocks' last items, then one block, and moves at most a block's items (a single sorted
 *  array moved half the list: at 100,000 API keys listed by name, a create spent more on that
 *  than on everything else). `slice` by rank walks the blocks' lengths. `order` must be total:
 *  no two items compare equal (ties broken by something unique, such as arrival). */
const BLOCK = 512;

export class SortedList<T> {
  private readonly blocks: T[][] = [];
  private count = 0;

  /** `sorted`: the first items, already in `order`. */
  constructor(
    private readonly order: (a: T, b: T) => number,
    sorted: readonly T[] = [],
  ) {
    for (let i = 0; i < sorted.length; i += BLOCK / 2) this.blocks.push(sorted.slice(i, i + BLOCK / 2));
    this.count = sorted.length;
  }

  get size(): number {
    return this.count;
  }

  insert(item: T): void {
    this.count++;
    const last = this.blocks[this.blocks.length - 1];
    // Most items arrive in order (creation dates): appended without a search.
    if (last === undefined || this.order(last[last.length - 1], item) < 0) {
      if (last === undefined || last.length >= BLOCK) this.blocks.push([item]);
      else last.push(item);
      return;
    }
    const b = this.blockFor(item);
    const block = this.blocks[b];
    block.splice(lowerBound(block, item, this.order), 0, item);
    if (block.length > BLOCK) this.blocks.splice(b + 1, 0, block.splice(BLOCK / 2));
  }

  /** Removes `item` itself (found by its order); false when it is not here. */
  remove(item: T): boolean {
    if (this.blocks.length === 0) return false;
    const b = this.blockFor(item);
    const block = this.blocks[b];
    const i = lowerBound(block, item, this.order);
    if (block[i] !== item) return false;
    block.splice(i, 1);
    if (block.length === 0) this.blocks.splice(b, 1);
    this.count--;
    return true;
  }

  /** The items ranked `from` to `to` (exclusive). */
  slice(from: number, to: number): T[] {
    const out: T[] = [];
    let start = 0;
    for (const block of this.blocks) {
      if (start >= to) break;
      const end = start + block.length;
      if (end > from) out.push(...block.slice(Math.max(0, from - start), Math.min(block.length, to - start)));
      start = end;
    }
    return out;
  }

  /** Up to `count` items, from the first one `isBelow` rejects (`isBelow` must accept a leading
   *  run of the order and nothing after it): a search, then the items read. Reading on from a
   *  key rather than a rank stays right when items come and go between two reads. */
  from(isBelow: (item: T) => boolean, count: number): T[] {
    let b = 0;
    let hi = this.blocks.length;
    while (b < hi) {
      const mid = (b + hi) >>> 1;
      const block = this.blocks[mid];
      if (isBelow(block[block.length - 1])) b = mid + 1;
      else hi = mid;
    }
    const out: T[] = [];
    for (let i = b < this.blocks.length ? firstNotBelow(this.blocks[b], isBelow) : 0; b < this.blocks.length && out.length < count; b++, i = 0) {
      const block = this.blocks[b];
      const end = Math.min(block.length, i + count - out.length);
      for (; i < end; i++) out.push(block[i]);
    }
    return out;
  }

  /** The first block whose last item is not below `item` (the last block when none is). */
  private blockFor(item: T): number {
    let lo = 0;
    let hi = this.blocks.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const block = this.blocks[mid];
      if (this.order(block[block.length - 1], item) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

/** The first position in the sorted `items` whose item is not below `item`: where it goes, when no
 *  two items compare equal. */
export function lowerBound<T>(items: readonly T[], item: T, order: (a: T, b: T) => number): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (order(items[mid], item) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function firstNotBelow<T>(items: readonly T[], isBelow: (item: T) => boolean): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (isBelow(items[mid])) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
