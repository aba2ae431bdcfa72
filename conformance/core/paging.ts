import { badRequest } from "./errors";

/** The one paging implementation behind every list (document 2): query `page`, `perPage`,
 *  `sortBy` (repeatable or comma-separated), `sortDirection`; answer `{data, cursor}`. */
export interface Page<T> {
  data: T[];
  cursor: {
    pages: { page: number; next: number; previous: number; last: number; perPage: number; totalItems: number };
    hrefs: { first: string; last: string; next: string; previous: string };
  };
}

export interface PagingOptions<T> {
  /** Fields callers may sort by; empty when the list has no sorting. */
  sortable: string[];
  /** How to read a sort field from an item (default: the property of that name, else the field
   *  of the item's `audit`, so `createdAt` sorts by creation). */
  sortValue?: (item: T, field: string) => unknown;
  defaultSort?: string;
}

export const MAX_PER_PAGE = 100;
export const DEFAULT_PER_PAGE = 10;

type Query = Record<string, unknown>;

function positiveInt(query: Query, name: string, fallback: number, max?: number): number {
  const raw = query[name];
  if (raw === undefined || raw === "") return fallback;
  const s = Array.isArray(raw) ? String(raw[raw.length - 1]) : String(raw);
  if (!/^\d+$/.test(s) || Number(s) < 1) throw badRequest(`Query parameter '${name}' must be a positive integer; got '${s}'.`);
  const n = Number(s);
  if (max !== undefined && n > max) throw badRequest(`Query parameter '${name}' must be at most ${max}; got ${n}.`);
  return n;
}

export function paginate<T>(items: T[], query: Query, url: string, opts: PagingOptions<T>): Page<T> {
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
  const read = opts.sortValue ?? propertyOrAudit;
  const sign = direction === "desc" ? -1 : 1;
  const sorted = keys.length === 0 ? [...items] : [...items].sort((a, b) => {
    for (const k of keys) {
      const c = compare(read(a, k), read(b, k));
      if (c !== 0) return c * sign;
    }
    return 0;
  });
  const totalItems = sorted.length;
  const last = Math.max(1, Math.ceil(totalItems / perPage));
  const data = sorted.slice((page - 1) * perPage, page * perPage);
  const href = (p: number) => (p < 1 || p > last ? "" : `${url}?page=${p}&perPage=${perPage}`);
  return {
    data,
    cursor: {
      pages: {
        page,
        next: page < last ? page + 1 : 0,
        previous: page > 1 ? Math.min(page - 1, last) : 0,
        last,
        perPage,
        totalItems,
      },
      hrefs: { first: href(1), last: href(last), next: href(page + 1), previous: href(page - 1) },
    },
  };
}

/** Every management-API resource carries `audit` (document 2): its dates sort lists too. */
function propertyOrAudit(item: unknown, field: string): unknown {
  const record = item as Record<string, unknown>;
  if (field in record) return record[field];
  return (record.audit as Record<string, unknown> | undefined)?.[field];
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return -1;
  if (b === undefined || b === null) return 1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a === "boolean" && typeof b === "boolean") return Number(a) - Number(b);
  return String(a).localeCompare(String(b));
}
