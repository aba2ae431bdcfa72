import { deepEqual } from "../provider/values";
import type { Props } from "./host";

/** Property-map helpers of the engine. */

/** Equal, ignoring the serialized provider (`__provider`). */
export function sameProps(a: Props, b: Props): boolean {
  const { __provider: _a, ...left } = a;
  const { __provider: _b, ...right } = b;
  return deepEqual(left, right);
}

/** `ignoreChanges`: at each path (`name`, `cors.origin`, `tags["a.b"]`, `items[0]`), the new
 *  inputs keep the old input's value (or lose the value when the old inputs had none). */
export function withIgnoredChanges(news: Props, olds: Props, paths: readonly string[]): Props {
  if (paths.length === 0) return news;
  const result = structuredClone(news);
  for (const path of paths) {
    const keys = parsePath(path);
    const old = valueAt(olds, keys);
    setAt(result, keys, old);
  }
  return result;
}

/** `a.b[0]["c.d"]` → ["a", "b", 0, "c.d"]. */
export function parsePath(path: string): Array<string | number> {
  const keys: Array<string | number> = [];
  const pattern = /([^.[\]]+)|\[(\d+)\]|\["((?:[^"\\]|\\.)*)"\]/g;
  for (const match of path.matchAll(pattern)) {
    if (match[1] !== undefined) keys.push(match[1]);
    else if (match[2] !== undefined) keys.push(Number(match[2]));
    else keys.push(JSON.parse(`"${match[3]}"`));
  }
  return keys;
}

function valueAt(value: unknown, keys: Array<string | number>): unknown {
  let current: any = value;
  for (const key of keys) current = current?.[key];
  return current;
}

function setAt(target: Props, keys: Array<string | number>, value: unknown): void {
  let current: any = target;
  for (let i = 0; i < keys.length - 1; i++) {
    const key = keys[i];
    if (current[key] === null || typeof current[key] !== "object") {
      if (value === undefined) return;
      current[key] = typeof keys[i + 1] === "number" ? [] : {};
    }
    current = current[key];
  }
  const last = keys[keys.length - 1];
  if (value === undefined) delete current[last];
  else current[last] = structuredClone(value);
}
