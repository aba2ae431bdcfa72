import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ServerContext } from "../../context";
import { badRequest, forbidden } from "../../core/errors";
import { SortedList } from "../../core/sortedList";
import type { TableIndex } from "../../core/store";
import { requireKeyspace, type Keyspace } from "../databases";
import { authenticate, canSee, type Principal } from "./auth";
import { docKey, docsTable, externalForm, findDoc, type GatewayDoc } from "./documentStore";

/** `GET|POST /{keyspace}/_all_docs` (document 4): the live documents the caller can see, by id,
 *  from `startkey` to `endkey` (both included; each a JSON string, or the bare id), at most
 *  `limit` rows (0 or none: no limit, to the gateway); or, with `keys` (a JSON array in the
 *  query, or `{"keys": [...]}` in a POST), one row per id asked for, with `error`/`status` for
 *  a missing or hidden one. `include_docs=true` adds each document. `total_rows` counts the rows
 *  answered.
 *
 *  A page is a read of a sorted index (no scan and sort of the database), bounded by
 *  `allDocsRows` rows and `allDocsBytes` bytes (core/limits.ts): the caller pages on from its
 *  last id. The rows are read in slices of about a millisecond, the listings under way taking
 *  turns, one slice per turn of the event loop: a database of hundreds of thousands of
 *  documents, listed by many clients, delays another tenant's request by a slice, not by a
 *  whole listing. */

/** How long one listing works before it lets other requests in, and how many documents it reads
 *  between two looks at the time. */
const SLICE_MS = 1;
const BATCH = 64;

type AllDocsRoute = { Params: { keyspace: string }; Querystring: Record<string, unknown>; Body: unknown };

export function registerAllDocs(app: FastifyInstance, ctx: ServerContext): void {
  // Made now, while the server starts, rather than on the first listing.
  liveDocsIndex(ctx);
  app.get<AllDocsRoute>("/:keyspace/_all_docs", (req, reply) => answer(ctx, req, reply, () => (req.query.keys === undefined ? undefined : keysFromQuery(req.query.keys))));
  app.post<AllDocsRoute>("/:keyspace/_all_docs", { config: { bodyNote: "`{\"keys\": [...]}`: the ids of the documents to list." } }, (req, reply) =>
    answer(ctx, req, reply, () => {
      const keys = (req.body as { keys?: unknown } | null)?.keys;
      if (!isStringArray(keys)) throw badRequest("Bad/missing keys");
      return keys;
    }),
  );
}

/** The keyspace (404), the caller (401), the database's setting (403), then the request's own
 *  parameters (400). */
async function answer(ctx: ServerContext, req: FastifyRequest<AllDocsRoute>, reply: FastifyReply, keysOf: () => string[] | undefined) {
  const ks = requireKeyspace(ctx, req.params.keyspace);
  const principal = await authenticate(ctx, ks.db, req);
  if (ks.db.config.disable_public_all_docs) throw forbidden("public access to _all_docs is disabled for this database");
  const keys = keysOf();
  const page = new Page(ctx, boolQuery(req.query.include_docs), limitQuery(req.query.limit, ctx.limits.allDocsRows));
  if (keys) await page.listKeys(ks, principal, keys);
  else await page.listRange(ks, principal, jsonStringQuery(req.query.startkey), jsonStringQuery(req.query.endkey));
  return reply
    .type("application/json; charset=utf-8")
    .send(`{"rows":[${page.rows.join(",")}],"total_rows":${page.rows.length},"update_seq":${ks.db.updateSeq}}`);
}

/** The rows of one answer, as JSON text, and what is left of its allowance. */
class Page {
  readonly rows: string[] = [];
  private bytes = 0;
  private sliceStarted = 0;

  constructor(
    private readonly ctx: ServerContext,
    private readonly includeDocs: boolean,
    private readonly limit: number,
  ) {}

  get full(): boolean {
    return this.rows.length >= this.limit || this.bytes >= this.ctx.limits.allDocsBytes;
  }

  async listRange(ks: Keyspace, principal: Principal, startkey: string | undefined, endkey: string | undefined): Promise<void> {
    const keyspace = keyspaceOf(ks);
    // Read on from the last id seen, not a rank: documents may come and go between two turns.
    let after: string | undefined;
    await this.turn();
    for (;;) {
      const from = after;
      const batch = liveDocsIndex(this.ctx).from(keyspace, (d) => (from !== undefined ? d.id <= from : startkey !== undefined && d.id < startkey), BATCH);
      for (const doc of batch) {
        if (endkey !== undefined && doc.id > endkey) return;
        if (canSee(principal, doc.channels)) this.add({ key: doc.id, id: doc.id, value: { rev: doc.rev } }, doc);
        if (this.full) return;
      }
      if (batch.length < BATCH) return;
      after = batch[batch.length - 1].id;
      if (this.sliceUsed()) await this.turn();
    }
  }

  /** One row per id, in the order asked (a deleted document too, as the gateway lists it). */
  async listKeys(ks: Keyspace, principal: Principal, keys: string[]): Promise<void> {
    await this.turn();
    for (const [i, id] of keys.entries()) {
      if (this.full) return;
      const doc = findDoc(this.ctx, docKey(ks.db.name, ks.scope, ks.collection, id));
      if (!doc) this.add({ key: id, error: "not_found", status: 404 });
      else if (!canSee(principal, doc.channels)) this.add({ key: id, error: "forbidden", status: 403 });
      else this.add({ key: id, id, value: { rev: doc.rev } }, doc);
      if (i % BATCH === BATCH - 1 && this.sliceUsed()) await this.turn();
    }
  }

  private add(row: Record<string, unknown>, doc?: GatewayDoc): void {
    const text = JSON.stringify(this.includeDocs && doc ? { ...row, doc: externalForm(doc) } : row);
    this.rows.push(text);
    this.bytes += text.length;
  }

  private sliceUsed(): boolean {
    return performance.now() - this.sliceStarted >= SLICE_MS;
  }

  private async turn(): Promise<void> {
    await nextTurn();
    this.sliceStarted = performance.now();
  }
}

/** Listings take turns, one slice per turn of the event loop, whatever their number: between two
 *  slices the server reads and answers whatever else has arrived, so another request waits for at
 *  most one slice of listing, not one for each listing under way. */
const turns: Array<() => void> = [];
let turnScheduled = false;

function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    turns.push(resolve);
    if (!turnScheduled) scheduleTurn();
  });
}

function scheduleTurn(): void {
  turnScheduled = true;
  setImmediate(() => {
    turnScheduled = false;
    turns.shift()?.();
    if (turns.length > 0) scheduleTurn();
  });
}

const keyspaceOf = (ks: Keyspace) => `${ks.db.name}.${ks.scope}.${ks.collection}`;

/** The live documents of each keyspace, sorted by id. A keyspace is sorted once, when first
 *  read or changed after the rows came in (a table hands its index every row it holds when the
 *  index is made: one sort of 300,000 ids instead of as many out-of-order inserts); from then on
 *  each change moves one row. */
class LiveDocsIndex implements TableIndex<GatewayDoc> {
  private readonly keyspaces = new Map<string, SortedList<GatewayDoc>>();
  /** Rows of keyspaces not sorted yet. */
  private readonly unsorted = new Map<string, GatewayDoc[]>();
  /** Each listed row as placed, to take it out again when it changes. */
  private readonly placed = new Map<string, GatewayDoc>();

  put(id: string, row: GatewayDoc): void {
    this.remove(id);
    if (row.deleted) return;
    const keyspace = keyspaceOfDoc(row);
    const list = this.keyspaces.get(keyspace);
    if (list) list.insert(row);
    else {
      let rows = this.unsorted.get(keyspace);
      if (!rows) this.unsorted.set(keyspace, (rows = []));
      rows.push(row);
    }
    this.placed.set(id, row);
  }

  remove(id: string): void {
    const row = this.placed.get(id);
    if (!row) return;
    this.placed.delete(id);
    const keyspace = keyspaceOfDoc(row);
    const list = this.sorted(keyspace)!;
    list.remove(row);
    if (list.size === 0) this.keyspaces.delete(keyspace);
  }

  clear(): void {
    this.keyspaces.clear();
    this.unsorted.clear();
    this.placed.clear();
  }

  from(keyspace: string, isBelow: (doc: GatewayDoc) => boolean, count: number): GatewayDoc[] {
    return this.sorted(keyspace)?.from(isBelow, count) ?? [];
  }

  private sorted(keyspace: string): SortedList<GatewayDoc> | undefined {
    const rows = this.unsorted.get(keyspace);
    if (rows) {
      this.unsorted.delete(keyspace);
      this.keyspaces.set(keyspace, new SortedList(byId, rows.sort(byId)));
    }
    return this.keyspaces.get(keyspace);
  }
}

const keyspaceOfDoc = (doc: GatewayDoc) => `${doc.db}.${doc.scope}.${doc.collection}`;
const byId = (a: GatewayDoc, b: GatewayDoc) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const liveDocsIndex = (ctx: ServerContext) => docsTable(ctx).index("liveById", () => new LiveDocsIndex());

// ---- query parameters, read as the gateway reads them ----------------------------------------

const single = (value: unknown): string | undefined => (typeof value === "string" ? value : Array.isArray(value) && typeof value[0] === "string" ? value[0] : undefined);

function boolQuery(value: unknown): boolean {
  return single(value) === "true";
}

/** A JSON string's content, or the text itself when it is no JSON string. */
function jsonStringQuery(value: unknown): string | undefined {
  const text = single(value);
  if (text === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === "string" ? parsed : text;
  } catch {
    return text;
  }
}

/** `limit`: a whole number; 0, none or one that is no number is no limit to the gateway, so
 *  this server's page. */
function limitQuery(value: unknown, page: number): number {
  const n = Number.parseInt(single(value) ?? "", 10);
  return Number.isFinite(n) && n > 0 ? Math.min(n, page) : page;
}

function keysFromQuery(value: unknown): string[] {
  let keys: unknown;
  try {
    keys = JSON.parse(single(value) ?? "");
  } catch {
    throw badRequest("Bad keys");
  }
  if (!isStringArray(keys)) throw badRequest("Bad keys");
  return keys;
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((k) => typeof k === "string");
}
