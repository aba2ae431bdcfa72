import { bodyFields, defaultsOf, type Props, type ResourceSpec } from "./spec";
import { containsUnknown, deepEqual, sameSet } from "./values";

/** The exact difference between the last outputs (`olds`) and the new inputs (`news`): only
 *  real changes count. An unset optional API field equals the API's default (or, without a
 *  declared default, whatever the API chose); unknown values count as changes. */
export interface Changes {
  /** Every input that differs. */
  changed: string[];
  /** The subset that forces a replacement. */
  replaces: string[];
}

export function changedInputs(spec: ResourceSpec, olds: Props, news: Props): Changes {
  const api = new Set(bodyFields(spec));
  // A job's `triggers` run it again: a replacement.
  const triggers = spec.job ? ["triggers"] : [];
  const immutable = new Set<string>([...spec.scope, ...(spec.immutable === "all" || !spec.api.update ? api : spec.immutable), ...triggers]);
  const fields = [...spec.scope, ...api, ...Object.keys(spec.extraInputs ?? {}), "timeouts", ...triggers];
  const defaults = defaultsOf(spec, news);
  const changed: string[] = [];
  for (const field of fields) {
    const next = news[field];
    const prev = olds[field];
    let same: boolean;
    if (containsUnknown(next)) same = false;
    else if (next === undefined && api.has(field)) same = prev === undefined || !(field in defaults) || deepEqual(prev, defaults[field]);
    else if (spec.unordered?.includes(field)) same = sameSet(prev, next);
    else if (spec.sameMeaning?.[field] && prev !== undefined && next !== undefined) same = spec.sameMeaning[field](prev, next);
    else same = deepEqual(prev, next);
    if (!same) changed.push(field);
  }
  const replacing = (f: string) => spec.replaceWhen?.[f]?.(olds, news) === true;
  return { changed, replaces: changed.filter((f) => immutable.has(f) || replacing(f)) };
}
