import { badRequest } from "./errors";
import { lowerBound } from "./sortedList";

/** The one paging implementation behind every list (document 2): query `page`, `perPage`,
 *  `sortBy` (repeatable or comma-separated), `sortDirection`; answer `{data, cursor}`.
 *
 *  Order: ascending by the sort fields, ties in the order the items arrived; `desc` is the exact
 *  reverse. A page costs what it must: a list whose index keeps it sorted by the one field asked
 *  for (scopeIndex.ts) is sliced; otherwise only the items up to the page's end are ordered (a
 *  bounded selection, not a sort of the whole list); only the page's items are turned into
 *  views. */
export interface Page<T> {
  data: T[];
  cursor: {
    /** `next` and `previous` only when there is such a page. */
    pages: { page: number; next?: number; previous?: number; last: number; perPage: number; totalItems: number };
    /** Absolute URLs; `next` and `previous` empty when there is no such page. */
    hrefs: { first: string; last: string; next: string; previous: string };
  };
}

/** A list's items as an index holds them. */
export interface Listing<T> {
  /** Every item, in the order they arrived. */
  rows(): T[];
  /** The items in ascending order of `field` (ties in arrival order), when the index keeps that
   *  order; undefined otherwise. */
  sortedBy(field: string): SortedRows<T> | undefined;
}

export interface SortedRows<T> {
  readonly size: number;
  slice(from: number, to: number): T[];
}

export interface PagingOptions<T, V> {
  /** Fields callers may sort by; empty when the list has no sorting. */
  sortable: string[];
  /** How to read a sort field from an item (default: the property of that name, else the field
   *  of the item's `audit`, so `createdAt` sorts by creation). */
  sortValue?: (item: T, field: string) => unknown;
  defaultSort?: string;
  /** What the answer shows of an item (applied to the page's items only). */
  view?: (item: T) => V;
}

export const MAX_PER_PAGE = 100;
export const DEFAULT_PER_PAGE = 10;
/** Up to this many items, the ones before a page's end are selected rather than sorted. */
const MAX_SELECTED = 1000;

type Query = Record<string, unknown>;

/** A positive integer query parameter, at most `max` (by default the largest integer a number
 *  holds exactly: a page number past it would be echoed wrong, or as Infinity). */
function positiveInt(query: Query, name: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const raw = query[name];
  if (raw === undefined || raw === "") return fallback;
  const s = Array.isArray(raw) ? String(raw[raw.length - 1]) : String(raw);
  const shown = s.length > 40 ? `${s.slice(0, 40)}…` : s;
  if (!/^\d+$/.test(s) || Number(s) < 1) throw badRequest(`Query parameter '${name}' must be a positive integer; got '${shown}'.`);
  const n = Number(s);
  if (n > max) throw badRequest(`Query parameter '${name}' must be at most ${max}; got ${shown}.`);
  return n;
}

export function paginate<T, V = T>(source: readonly T[] | Listing<T>, query: Query, url: string, opts: PagingOptions<T, V>): Page<V> {
  const page = positiveInt(query, "page", 1);
  const perPage = positiveInt(query, "perPage", DEFAULT_PER_PAGE, MAX_PER_PAGE);
  const direction = query.sortDirection === undefined ? "asc" : String(query.sortDirection);
  if (direction !== "asc" && direction !== "desc") {
    throw badRequest(`Query parameter 'sortDirection' must be 'asc' or 'desc'; got '${direction}'.`);
  }
  const rawSort = query.sortBy;
  const sortBy = (Array.isArray(rawSort) ? rawSort : rawSort === undefined ? [] : [rawSort])
    .flatMap((s) => String(s).split(","))
    .map((s) => s.trim())
    .filter(Boolean);
  if (sortBy.length > 0 && opts.sortable.length === 0) {
    const order = opts.defaultSort ? `its order is fixed (by ${opts.defaultSort})` : "it cannot be sorted";
    throw badRequest(`Query parameter 'sortBy' is not supported on this list: ${order}; leave sortBy out.`);
  }
  for (const field of sortBy) {
    if (!opts.sortable.includes(field)) {
      throw badRequest(`Query parameter 'sortBy' does not accept '${field}': this list sorts by ${opts.sortable.join(", ")}.`);
    }
  }
  const keys = sortBy.length > 0 ? sortBy : opts.defaultSort ? [opts.defaultSort] : [];
  const from = (page - 1) * perPage;
  const to = page * perPage;
  const { items, totalItems } = pageOf(source, keys, direction === "desc", from, to, opts.sortValue ?? propertyOrAudit);
  const last = Math.max(1, Math.ceil(totalItems / perPage));
  const href = (p: number) => (p < 1 || p > last ? "" : `${url}?page=${p}&perPage=${perPage}`);
  return {
    data: opts.view ? items.map(opts.view) : (items as unknown as V[]),
    cursor: {
      pages: {
        page,
        ...(page < last ? { next: page + 1 } : {}),
        ...(page > 1 ? { previous: Math.min(page - 1, last) } : {}),
        last,
        perPage,
        totalItems,
      },
      hrefs: { first: href(1), last: href(last), next: href(page + 1), previous: href(page - 1) },
    },
  };
}

/** The items ranked `from` to `to` (exclusive) in the order asked for. */
function pageOf<T>(
  source: readonly T[] | Listing<T>,
  keys: string[],
  desc: boolean,
  from: number,
  to: number,
  read: (item: T, field: string) => unknown,
): { items: T[]; totalItems: number } {
  const listing = isListing(source) ? source : undefined;
  const sorted = listing && keys.length === 1 ? listing.sortedBy(keys[0]) : undefined;
  if (sorted) {
    const n = sorted.size;
    const items = desc ? sorted.slice(Math.max(0, n - to), Math.max(0, n - from)).reverse() : sorted.slice(from, Math.min(to, n));
    return { items, totalItems: n };
  }
  const all = listing ? listing.rows() : (source as readonly T[]);
  if (keys.length === 0) return { items: all.slice(from, to), totalItems: all.length };
  // Each item's sort values read once; ties by arrival (reversed with the rest for desc).
  const ranked = all.map((item, arrival) => ({ item, arrival, values: keys.map((k) => read(item, k)) }));
  const sign = desc ? -1 : 1;
  const order = (a: (typeof ranked)[number], b: (typeof ranked)[number]) => {
    for (let i = 0; i < keys.length; i++) {
      const c = compareValues(a.values[i], b.values[i]);
      if (c !== 0) return c * sign;
    }
    return (a.arrival - b.arrival) * sign;
  };
  return { items: firstRanked(ranked, order, to).slice(from, to).map((r) => r.item), totalItems: all.length };
}

/** The first `n` items in `order`: a bounded selection when `n` is small next to the list. */
function firstRanked<R>(items: R[], order: (a: R, b: R) => number, n: number): R[] {
  if (n > MAX_SELECTED || n * 4 >= items.length) return items.sort(order).slice(0, n);
  const kept: R[] = [];
  for (const item of items) {
    if (kept.length === n && order(item, kept[n - 1]) >= 0) continue;
    kept.splice(lowerBound(kept, item, order), 0, item); // `order` is total: ties end at arrival
    if (kept.length > n) kept.pop();
  }
  return kept;
}

function isListing<T>(source: readonly T[] | Listing<T>): source is Listing<T> {
  return !Array.isArray(source);
}

/** Every management-API resource carries `audit` (document 2): its dates sort lists too. */
function propertyOrAudit(item: unknown, field: string): unknown {
  const record = item as Record<string, unknown>;
  if (field in record) return record[field];
  return (record.audit as Record<string, unknown> | undefined)?.[field];
}

/** The order of sort values: absent first, numbers and booleans by value, anything else as text
 *  in the default locale's collation (as `localeCompare`, with the collator made once). */
const collator = new Intl.Collator();

export function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return -1;
  if (b === undefined || b === null) return 1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a === "boolean" && typeof b === "boolean") return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}
