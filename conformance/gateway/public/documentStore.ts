import { createHash } from "node:crypto";
import type { ServerContext } from "../../context";
import { ScopeIndex } from "../../core/scopeIndex";
import { onDatabaseDropped } from "../databases";
import { AccessIndex } from "./accessIndex";

/** table `gatewayDocs`, keyed by `${db}.${scope}.${collection}/${docId}`: the current revision
 *  of each document (older revisions are not kept), with what the sync function assigned. */
export interface GatewayDoc {
  db: string;
  scope: string;
  collection: string;
  id: string;
  /** `<generation>-<hash>`. */
  rev: string;
  deleted: boolean;
  /** The user properties (no `_id`, `_rev`, `_deleted`). */
  body: Record<string, unknown>;
  channels: string[];
  /** `access()` grants: user name or `role:<name>` → channels. */
  access: Record<string, string[]>;
  /** `role()` grants: user name → role names (without `role:`). */
  roles: Record<string, string[]>;
  updatedAt: string;
  /** What the body counts for against the byte limits (gateway/usage.ts), measured when written;
   *  documents written before it was kept are measured when read. */
  bytes?: number;
}

export const docsTable = (ctx: Pick<ServerContext, "store">) => ctx.store.table<GatewayDoc>("gatewayDocs");
const docs = docsTable;
/** Documents by database (what a dropped database takes with it). */
const byDatabase = (ctx: ServerContext) => ScopeIndex.of(docs(ctx), "byDatabase", (d) => d.db);
const accessIndex = (ctx: ServerContext) => docs(ctx).index("access", () => new AccessIndex());

export const docKey = (db: string, scope: string, collection: string, id: string) => `${db}.${scope}.${collection}/${id}`;

export function findDoc(ctx: ServerContext, key: string): GatewayDoc | undefined {
  return docs(ctx).get(key);
}

export function saveDoc(ctx: ServerContext, doc: GatewayDoc): void {
  docs(ctx).set(docKey(doc.db, doc.scope, doc.collection, doc.id), doc);
}

export function generationOf(rev: string | undefined): number {
  return rev ? Number.parseInt(rev, 10) || 0 : 0;
}

/** The next revision id: the generation after the parent's, and a digest of the parent and the
 *  new content (so two different edits of one parent never share a revision id). */
export function nextRev(parentRev: string | undefined, body: Record<string, unknown>, deleted: boolean): string {
  const digest = createHash("md5")
    .update(`${parentRev ?? ""}\n${deleted ? "deleted" : ""}\n${JSON.stringify(body)}`)
    .digest("hex");
  return `${generationOf(parentRev) + 1}-${digest}`;
}

/** The document as clients and webhooks see it. */
export function externalForm(doc: GatewayDoc): Record<string, unknown> {
  return doc.deleted ? { _id: doc.id, _rev: doc.rev, _deleted: true } : { ...doc.body, _id: doc.id, _rev: doc.rev };
}

/** What the sync function's `access()` and `role()` calls granted a user across a database's
 *  live documents (roles first, so `access("role:x", ...)` reaches the user's roles), from the
 *  access index: never stored on the user, since a grant may precede the user, or reach it
 *  through a role. */
export function grantsOf(ctx: ServerContext, db: string, name: string, adminRoles: readonly string[]): { channels: string[]; roles: string[] } {
  return accessIndex(ctx).grantsOf(db, name, adminRoles);
}

/** A dropped database takes its documents with it, and so does a flush of an App Endpoint's bucket. */
export function registerDocumentCleanup(ctx: ServerContext): void {
  const forget = (db: string) => {
    for (const d of byDatabase(ctx).rows(db)) docs(ctx).delete(docKey(d.db, d.scope, d.collection, d.id));
  };
  onDatabaseDropped(ctx, forget);
  ctx.hooks.appEndpointBucketFlushed.push(forget);
}
