import type { Props } from "./spec";

/** Value helpers: the unknown marker, structural equality, picking fields, durations. */

/** A value not known yet (a preview's or plan's input computed from what does not exist yet). The
 *  core's own marker, which no real value can equal: each front end translates its engine's
 *  marker to this one where values come in, and back where they go out. */
export const unknown: unique symbol = Symbol("dbplane: unknown value");
export type Unknown = typeof unknown;

export const isUnknown = (value: unknown): value is Unknown => value === unknown;

/** A value any part of which may not be known yet. */
export type Pending<T> = T extends readonly (infer E)[] ? Pending<E>[] | Unknown : T extends object ? { [K in keyof T]: Pending<T[K]> } | Unknown : T | Unknown;

export function containsUnknown(value: unknown): boolean {
  if (value === unknown) return true;
  if (Array.isArray(value)) return value.some(containsUnknown);
  if (value && typeof value === "object") return Object.values(value).some(containsUnknown);
  return false;
}

/** Structural equality; object keys whose value is undefined count as absent. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  }
  if (a && b && typeof a === "object" && typeof b === "object") {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => deepEqual((a as any)[k], (b as any)[k]));
  }
  return false;
}

/** Set equality for arrays the API may reorder or deduplicate. */
export function sameSet(a: unknown, b: unknown): boolean {
  if (!Array.isArray(a) || !Array.isArray(b)) return deepEqual(a, b);
  const key = (v: unknown) => JSON.stringify(v);
  const left = new Set(a.map(key));
  const right = new Set(b.map(key));
  return left.size === right.size && [...left].every((k) => right.has(k));
}

/** A plain object (not an array, not null, not the unknown marker). */
export const isObject = (v: unknown): v is Props => typeof v === "object" && v !== null && !Array.isArray(v);

/** `o` with `f` applied to each value. */
export const mapValues = (o: Props, f: (v: any) => unknown): Props => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, f(v)]));

/** The entries of a map whose values may be absent (e.g. a spec's hooks by field) that are present. */
export const presentEntries = <T>(map: { [key: string]: T | undefined } | undefined): Array<[string, T]> =>
  Object.entries(map ?? {}).filter((entry): entry is [string, T] => entry[1] !== undefined);

/** The given keys of `props` that have a value. */
export function pick(props: Props, keys: readonly string[]): Props {
  const out: Props = {};
  for (const k of keys) if (props[k] !== undefined) out[k] = props[k];
  return out;
}

/** Durations such as "20m", "90s", "1h30m", "500ms". */
export const DURATION = /^(\d+(\.\d+)?(ms|s|m|h))+$/;
const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

export function durationMs(text: string): number {
  let total = 0;
  for (const [, amount, , unit] of text.matchAll(/(\d+(\.\d+)?)(ms|s|m|h)/g)) total += Number(amount) * UNIT_MS[unit];
  return total;
}

/** A secret value in a message: a URL by its scheme and host (`https://hooks.example.com/…`), anything
 *  else not at all. */
export function shownSecret(value: unknown): string {
  try {
    const url = new URL(String(value));
    return `${url.protocol}//${url.host}/…`;
  } catch {
    return "***";
  }
}
