import { compareValues, type Listing, type SortedRows } from "./paging";
import { SortedList } from "./sortedList";
import type { Table, TableIndex } from "./store";

/** A table's rows by scope (the parent a list is read under: an organization, a cluster, an App
 *  Service, a database...), in arrival order, and — for the fields a list sorts by — kept sorted
 *  once asked for, so that a page is a slice: reading a list costs its page, not its table.
 *
 *  A sorted order is made the first time a scope is listed by that field (one sort) and from
 *  then on each change moves one row (a SortedList insert or removal: a search and a block's
 *  splice, whatever the scope's size). Sort values are
 *  remembered as they were when the row was placed: a row changed in place is moved when it is
 *  touched (Table.touch), as every in-place change must be. */
export class ScopeIndex<T> implements TableIndex<T> {
  private readonly scopes = new Map<string, Scope<T>>();
  private readonly entries = new Map<string, Entry<T>>();
  private arrivals = 0;

  /** `scopeOf`: the row's scope (undefined: not listed); `orders`: how to read each sort field. */
  constructor(
    private readonly scopeOf: (row: T) => string | undefined,
    private readonly orders: Record<string, (row: T) => unknown> = {},
  ) {}

  /** The index called `name` of `table` (made on first use, then kept up to date). */
  static of<T>(table: Table<T>, name: string, scopeOf: (row: T) => string | undefined, orders?: Record<string, (row: T) => unknown>): ScopeIndex<T> {
    return table.index(name, () => new ScopeIndex(scopeOf, orders));
  }

  put(id: string, row: T): void {
    const scope = this.scopeOf(row);
    const entry = this.entries.get(id);
    if (entry && entry.scope === scope) {
      entry.row = row;
      for (const [field, sorted] of this.scopes.get(scope)!.sorted) {
        const value = this.orders[field](row);
        if (compareValues(value, entry.values[field]) === 0) continue;
        removeFrom(sorted, entry);
        entry.values[field] = value;
        sorted.insert(entry);
      }
      return;
    }
    if (entry) this.remove(id);
    if (scope === undefined) return;
    const added: Entry<T> = { id, row, scope, arrival: this.arrivals++, values: {} };
    this.entries.set(id, added);
    const s = this.scopeNamed(scope);
    s.rows.set(id, added);
    for (const [field, sorted] of s.sorted) {
      added.values[field] = this.orders[field](row);
      sorted.insert(added);
    }
  }

  remove(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    const s = this.scopes.get(entry.scope)!;
    s.rows.delete(id);
    for (const sorted of s.sorted.values()) removeFrom(sorted, entry);
    if (s.rows.size === 0) this.scopes.delete(entry.scope);
  }

  clear(): void {
    this.scopes.clear();
    this.entries.clear();
  }

  /** The rows of a scope, in arrival order. */
  rows(scope: string): T[] {
    const s = this.scopes.get(scope);
    return s ? Array.from(s.rows.values(), (e) => e.row) : [];
  }

  /** The first row of a scope that `pred` accepts. */
  find(scope: string, pred: (row: T) => boolean): T | undefined {
    for (const e of this.scopes.get(scope)?.rows.values() ?? []) if (pred(e.row)) return e.row;
    return undefined;
  }

  size(scope: string): number {
    return this.scopes.get(scope)?.rows.size ?? 0;
  }

  /** A scope's rows as paginate reads them. */
  listing(scope: string): Listing<T> {
    return {
      rows: () => this.rows(scope),
      sortedBy: (field) => this.sortedBy(scope, field),
    };
  }

  private sortedBy(scope: string, field: string): SortedRows<T> | undefined {
    const read = this.orders[field];
    if (!read) return undefined;
    const s = this.scopes.get(scope);
    if (!s) return { size: 0, slice: () => [] };
    let sorted = s.sorted.get(field);
    if (!sorted) {
      const entries = [...s.rows.values()];
      for (const e of entries) e.values[field] = read(e.row);
      const order = byValue<T>(field);
      sorted = new SortedList(order, entries.sort(order));
      s.sorted.set(field, sorted);
    }
    const list = sorted;
    return { size: list.size, slice: (from, to) => list.slice(from, to).map((e) => e.row) };
  }

  private scopeNamed(scope: string): Scope<T> {
    let s = this.scopes.get(scope);
    if (!s) this.scopes.set(scope, (s = { rows: new Map(), sorted: new Map() }));
    return s;
  }
}

interface Entry<T> {
  id: string;
  row: T;
  scope: string;
  /** When the row first arrived in its scope: the order of ties. */
  arrival: number;
  /** Sort values as the row was placed in each sorted order. */
  values: Record<string, unknown>;
}

interface Scope<T> {
  rows: Map<string, Entry<T>>;
  /** By field: the scope's entries in ascending order of that field, then of arrival. */
  sorted: Map<string, SortedList<Entry<T>>>;
}

function byValue<T>(field: string): (a: Entry<T>, b: Entry<T>) => number {
  return (a, b) => compareValues(a.values[field], b.values[field]) || a.arrival - b.arrival;
}

/** Takes `entry` out of `sorted`, where the values it was placed with put it. */
function removeFrom<T>(sorted: SortedList<Entry<T>>, entry: Entry<T>): void {
  if (!sorted.remove(entry)) throw new Error("scope index: a row is not where its sort values place it");
}
