import { naturalKeyFields, type Props, type ResourceSpec, type ScopeKey } from "./spec";

/** How a person names an existing object to take it over (`terraform import`): its scope ids, then
 *  its natural key when that is one field unique in the scope (e.g. a bucket's `name`), else the
 *  API's id of the object; joined by `/`. An object that is the one of its kind in its scope (a
 *  log streaming configuration, a bucket's backup schedule) is named by its scope ids alone. The
 *  last part may itself hold `/` (a CIDR): the scope ids are a fixed number of parts. */
export interface ImportIdFormat {
  scope: ScopeKey[];
  /** What follows the scope ids: a natural key field, the API id, or nothing (a singleton). */
  last: { naturalKey: string } | { id: true } | undefined;
}

export function importIdFormat(spec: ResourceSpec): ImportIdFormat {
  const key = naturalKeyFields(spec);
  // (A scope id that several objects share, e.g. a bucket's backups, is no name: they take their id.)
  if (key.length === 1 && (spec.scope as string[]).includes(key[0]) && spec.naturalKeyUnique !== false) return { scope: spec.scope, last: undefined };
  if (key.length === 1 && spec.naturalKeyUnique !== false) return { scope: spec.scope, last: { naturalKey: key[0] } };
  return { scope: spec.scope, last: { id: true } };
}

/** The import id of the object `id` named by `props` (its scope ids and natural key). */
export function importIdOf(spec: ResourceSpec, props: Props, id: string): string {
  const { scope, last } = importIdFormat(spec);
  const parts = scope.map((key) => String(props[key]));
  if (last !== undefined) parts.push("id" in last ? id : String(props[last.naturalKey]));
  return parts.join("/");
}

/** The parts of the format, by field name (`id` for the API id): e.g. organizationId, projectId,
 *  clusterId, name. */
export function importIdParts(spec: ResourceSpec): string[] {
  const { scope, last } = importIdFormat(spec);
  return [...scope, ...(last === undefined ? [] : "id" in last ? ["id"] : [last.naturalKey])];
}

export type ParsedImportId =
  /** `props`: the scope ids and the natural key; `id`: the object's id when the text gives it
   *  (or, for a singleton, implies it); else find it by `props`. */
  { props: Props; id?: string; error?: undefined } | { error: string };

export function parseImportId(spec: ResourceSpec, text: string): ParsedImportId {
  const { scope, last } = importIdFormat(spec);
  const parts = text.split("/");
  const expected = importIdParts(spec).join("/");
  const count = scope.length + (last === undefined ? 0 : 1);
  if (parts.length < count || (last === undefined && parts.length > count) || parts.some((p, i) => i < count && p === "")) {
    return { error: `expected ${expected}, got '${text}'` };
  }
  const props: Props = Object.fromEntries(scope.map((key, i) => [key, parts[i]]));
  if (last === undefined) return { props, id: props[naturalKeyFields(spec)[0]] };
  const rest = parts.slice(scope.length).join("/");
  if ("id" in last) return { props, id: rest };
  return { props: { ...props, [last.naturalKey]: rest } };
}
