import { type CheckFailure, isObject, mapValues, type Props } from "../provider";

/** Scopes and collections as both App Endpoints and gateway databases take them:
 *  `{scope: {collections: {name: functions}}}`. */

/** `scopes` with each known collection's functions completed by `defaults` (values not known yet
 *  left alone). */
export function withCollectionDefaults(scopes: Props, defaults: Props): Props {
  return mapValues(scopes, (scope) =>
    isObject(scope) && isObject(scope.collections) ? { ...scope, collections: mapValues(scope.collections, (fns) => (isObject(fns) ? { ...defaults, ...fns } : fns)) } : scope,
  );
}

/** A failure for each scope that names no collection. */
export function emptyCollectionFailures(scopes: Props): CheckFailure[] {
  return Object.entries(scopes)
    .filter(([, scope]) => isObject(scope) && isObject(scope.collections) && Object.keys(scope.collections).length === 0)
    .map(([name]) => ({ path: ["scopes", name, "collections"], reason: "must name at least one collection" }));
}
