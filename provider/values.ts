import type { Props } from "./spec";

/** Value helpers: Pulumi's unknown marker, structural equality, picking fields, durations. */

/** What an input not yet known during preview looks like to a dynamic provider. */
export const UNKNOWN = "04da6b54-80e4-46f7-96ec-b56ff0331ba9";

export function containsUnknown(value: unknown): boolean {
  if (value === UNKNOWN) return true;
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

/** The given keys of `props` that have a value. */
/** A plain object known in full (not an array, not null; an unknown value is a string). */
export const isObject = (v: unknown): v is Props => typeof v === "object" && v !== null && !Array.isArray(v);

/** `o` with `f` applied to each value. */
export const mapValues = (o: Props, f: (v: any) => unknown): Props => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, f(v)]));

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
