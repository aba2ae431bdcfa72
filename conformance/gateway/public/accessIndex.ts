import type { TableIndex } from "../../core/store";
import type { GatewayDoc } from "./documentStore";

/** The gateway's access index (as the real gateway keeps one): what the sync function's
 *  `access()` and `role()` calls granted, per database, per grantee, kept up to date as documents
 *  are written, replaced, deleted or dropped — so that who may read what costs the caller's
 *  grants, never a scan of the documents.
 *
 *  Each live document's grants count once per (grantee, channel) and (user, role); a new revision
 *  takes back what its previous one granted and adds its own, and a tombstone grants nothing. A
 *  grant to a user who does not exist yet waits here for the user, and one to `role:x` reaches
 *  every user who has role x, whenever they got it. */
export class AccessIndex implements TableIndex<GatewayDoc> {
  private readonly databases = new Map<string, DatabaseGrants>();
  /** What each document (by table key) added, to take it back when it changes. */
  private readonly byDocument = new Map<string, Contribution>();

  put(key: string, doc: GatewayDoc): void {
    this.remove(key);
    if (doc.deleted) return;
    const access = deduplicated(doc.access);
    const roles = deduplicated(doc.roles);
    if (access.length === 0 && roles.length === 0) return;
    const contribution: Contribution = { db: doc.db, access, roles };
    this.byDocument.set(key, contribution);
    const grants = this.grantsIn(doc.db);
    for (const [grantee, channels] of access) add(grants.channels, grantee, channels);
    for (const [user, names] of roles) add(grants.roles, user, names);
  }

  remove(key: string): void {
    const contribution = this.byDocument.get(key);
    if (!contribution) return;
    this.byDocument.delete(key);
    const grants = this.databases.get(contribution.db)!;
    for (const [grantee, channels] of contribution.access) take(grants.channels, grantee, channels);
    for (const [user, names] of contribution.roles) take(grants.roles, user, names);
    if (grants.channels.size === 0 && grants.roles.size === 0) this.databases.delete(contribution.db);
  }

  clear(): void {
    this.databases.clear();
    this.byDocument.clear();
  }

  /** What documents granted `name` in `db`: its roles (from `role()`), then the channels granted
   *  to it and to each of its roles — those `role()` gave and `adminRoles`. Sorted. */
  grantsOf(db: string, name: string, adminRoles: readonly string[]): { channels: string[]; roles: string[] } {
    const grants = this.databases.get(db);
    if (!grants) return { channels: [], roles: [] };
    const roles = [...(grants.roles.get(name)?.keys() ?? [])];
    const channels = new Set<string>();
    for (const grantee of [name, ...roles.map((r) => `role:${r}`), ...adminRoles.map((r) => `role:${r}`)]) {
      for (const c of grants.channels.get(grantee)?.keys() ?? []) channels.add(c);
    }
    return { channels: [...channels].sort(), roles: roles.sort() };
  }

  private grantsIn(db: string): DatabaseGrants {
    let grants = this.databases.get(db);
    if (!grants) this.databases.set(db, (grants = { channels: new Map(), roles: new Map() }));
    return grants;
  }
}

/** grantee → granted value → how many live documents grant it. */
type Counts = Map<string, Map<string, number>>;

interface DatabaseGrants {
  /** User name or `role:<name>` → channels. */
  channels: Counts;
  /** User name → roles (without `role:`). */
  roles: Counts;
}

interface Contribution {
  db: string;
  access: Array<[string, string[]]>;
  roles: Array<[string, string[]]>;
}

/** A document's grants as its own copy, each value once per grantee. */
function deduplicated(grants: Record<string, string[]> | undefined): Array<[string, string[]]> {
  const out: Array<[string, string[]]> = [];
  for (const [grantee, values] of Object.entries(grants ?? {})) if (values.length > 0) out.push([grantee, [...new Set(values)]]);
  return out;
}

function add(counts: Counts, grantee: string, values: string[]): void {
  let mine = counts.get(grantee);
  if (!mine) counts.set(grantee, (mine = new Map()));
  for (const v of values) mine.set(v, (mine.get(v) ?? 0) + 1);
}

function take(counts: Counts, grantee: string, values: string[]): void {
  const mine = counts.get(grantee);
  if (!mine) return;
  for (const v of values) {
    const n = (mine.get(v) ?? 0) - 1;
    if (n > 0) mine.set(v, n);
    else mine.delete(v);
  }
  if (mine.size === 0) counts.delete(grantee);
}
