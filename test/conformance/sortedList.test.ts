import { SortedList } from "../../conformance/core/sortedList";

/** The blocks behind every sorted list order (scopeIndex.ts), against a plain sorted array: after
 *  any mix of inserts and removals — in order, out of order, enough to split blocks many times
 *  and to empty some — every slice is the model's. */
interface Item {
  value: number;
  arrival: number;
}
const order = (a: Item, b: Item) => a.value - b.value || a.arrival - b.arrival;

/** A deterministic stream of numbers in [0, 1). */
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

function expectSame(list: SortedList<Item>, model: Item[], next: () => number): void {
  expect(list.size).toBe(model.length);
  expect(list.slice(0, model.length + 5)).toEqual(model);
  for (let i = 0; i < 20; i++) {
    const from = Math.floor(next() * (model.length + 10));
    const to = from + Math.floor(next() * 700);
    expect(list.slice(from, to)).toEqual(model.slice(from, to));
  }
}

describe("SortedList", () => {
  test("inserts in order, out of order and at either end, with removals, match a sorted array", () => {
    const next = random(42);
    const list = new SortedList<Item>(order);
    const model: Item[] = [];
    let arrival = 0;
    const insert = (value: number) => {
      const item = { value, arrival: arrival++ };
      list.insert(item);
      model.push(item);
      model.sort(order);
    };
    for (let i = 0; i < 3000; i++) insert(i); // appends: the fast path, new blocks at the end
    expectSame(list, model, next);
    for (let i = 0; i < 3000; i++) insert(Math.floor(next() * 1000)); // ties and splits anywhere
    for (let i = 0; i < 200; i++) insert(-i); // always first
    expectSame(list, model, next);
    for (let i = 0; i < 4000; i++) {
      const item = model.splice(Math.floor(next() * model.length), 1)[0];
      expect(list.remove(item)).toBe(true);
    }
    expectSame(list, model, next);
    for (const item of model.splice(0, model.length)) expect(list.remove(item)).toBe(true); // every block emptied
    expectSame(list, model, next);
    insert(5);
    expectSame(list, model, next);
  });

  test("starts from a sorted array; removing an item it does not hold (or an equal copy) changes nothing", () => {
    const items = Array.from({ length: 1500 }, (_, i) => ({ value: Math.floor(i / 3), arrival: i }));
    const list = new SortedList<Item>(order, items);
    expectSame(list, items, random(7));
    expect(list.remove({ ...items[700] })).toBe(false);
    expect(list.remove({ value: 10_000, arrival: 0 })).toBe(false);
    expect(new SortedList<Item>(order).remove(items[0])).toBe(false);
    expectSame(list, items, random(8));
  });
});
