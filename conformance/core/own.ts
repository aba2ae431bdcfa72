/** `record[key]` only when `key` is the record's own property. Records keyed by names a caller
 *  chooses (scopes, collections, keyspaces in a path) must not answer for `constructor`,
 *  `toString` or `__proto__` with what Object.prototype has: a lookup through the prototype once
 *  let `PUT …/ep.__proto__/accessControlFunction` write onto Object.prototype itself. */
export function own<T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}
