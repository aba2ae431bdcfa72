import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ServerContext } from "../../context";
import { badRequest, conflict, forbidden, notFound } from "../../core/errors";
import { databaseRecord, findDatabase, functionOf, keyOf, requireKeyspace, saveDatabaseRecord, type Keyspace } from "../databases";
import { raiseDocumentChanged } from "../webhooks";
import { registerAllDocs } from "./allDocs";
import { authenticate, canSee, type Principal } from "./auth";
import { docKey, externalForm, findDoc, nextRev, saveDoc, type GatewayDoc } from "./documentStore";
import { runSyncFunction } from "./syncFunction";
import { documentBytes, requireDocumentRoom } from "../usage";

/** Public document operations: `PUT|GET|DELETE /{keyspace}/{docid}` where the keyspace is
 *  `db`, `db.collection` or `db.scope.collection`. Every write runs the sync function and
 *  raises `document_changed` (a write past a document or byte limit is refused first, 403, see
 *  usage.ts); reads are limited to the channels the user can access. */

type DocRoute = { Params: { keyspace: string; docid: string }; Querystring: { rev?: unknown } };

/** Properties with a leading underscore that a document body may carry. */
const SPECIAL_PROPERTIES = new Set(["_id", "_rev", "_deleted"]);
const MAX_DOC_ID_BYTES = 250;

export function registerPublicDocuments(app: FastifyInstance, ctx: ServerContext): void {
  app.get<DocRoute>("/:keyspace/:docid", async (req, reply) => {
    const { ks, principal, id } = await open(ctx, req);
    const doc = findDoc(ctx, docKey(ks.db.name, ks.scope, ks.collection, id));
    const rev = revParam(req.query.rev);
    if (!doc) throw notFound("missing");
    if (rev !== undefined && rev !== doc.rev) throw notFound("missing");
    if (doc.deleted && rev === undefined) throw notFound("deleted");
    if (!canSee(principal, doc.channels)) throw forbidden("missing channel access");
    return reply.header("etag", `"${doc.rev}"`).send(externalForm(doc));
  });

  const documentNote =
    "the document, a JSON object; of the properties beginning with an underscore it may carry only `_id` (the id in the path), `_rev` (the revision it replaces, or `?rev=`) and `_deleted`.";
  app.put<DocRoute>("/:keyspace/:docid", { config: { bodyNote: documentNote, status: 201 } }, async (req, reply) => {
    const { ks, principal, id } = await open(ctx, req);
    const body = documentBody(req.body, id);
    const queryRev = revParam(req.query.rev);
    if (queryRev !== undefined && body._rev !== undefined && queryRev !== body._rev) {
      throw badRequest("Revision IDs provided do not match");
    }
    const rev = queryRev ?? (body._rev as string | undefined);
    const existing = findDoc(ctx, docKey(ks.db.name, ks.scope, ks.collection, id));
    if (existing && !existing.deleted && rev === undefined) throw conflict("Document exists");
    if (rev !== undefined && rev !== existing?.rev) throw conflict("Document revision conflict");
    const content = Object.fromEntries(Object.entries(body).filter(([k]) => !SPECIAL_PROPERTIES.has(k)));
    const saved = await write(ctx, ks, principal, id, existing, content, body._deleted === true);
    return reply.status(201).header("etag", `"${saved.rev}"`).send({ id, ok: true, rev: saved.rev });
  });

  app.delete<DocRoute>("/:keyspace/:docid", async (req, reply) => {
    const { ks, principal, id } = await open(ctx, req);
    const rev = revParam(req.query.rev);
    const existing = findDoc(ctx, docKey(ks.db.name, ks.scope, ks.collection, id));
    if (!existing) throw notFound("missing");
    if (existing.deleted) throw notFound("deleted");
    if (rev === undefined) throw conflict("Document exists: deleting it needs its current revision in ?rev=");
    if (rev !== existing.rev) throw conflict("Document revision conflict");
    const saved = await write(ctx, ks, principal, id, existing, {}, true);
    return reply.header("etag", `"${saved.rev}"`).send({ id, ok: true, rev: saved.rev });
  });

  registerAllDocs(app, ctx);
}

/** Keyspace (404/503), then the caller (401), then the document id. */
async function open(ctx: ServerContext, req: FastifyRequest<DocRoute>): Promise<{ ks: Keyspace; principal: Principal; id: string }> {
  const ks = requireKeyspace(ctx, req.params.keyspace);
  const principal = await authenticate(ctx, ks.db, req);
  const id = req.params.docid;
  // Ids with a leading underscore name endpoints (`_session`, `_all_docs`...), never documents.
  if (id.startsWith("_")) throw notFound(`unknown URL: no endpoint ${req.params.keyspace}/${id}`);
  if (Buffer.byteLength(id, "utf8") > MAX_DOC_ID_BYTES) throw badRequest(`document id longer than ${MAX_DOC_ID_BYTES} bytes`);
  return { ks, principal, id };
}

function revParam(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string" || !/^\d+-[0-9a-f]+$/.test(value)) throw badRequest("Invalid revision ID in ?rev=");
  return value;
}

function documentBody(body: unknown, id: string): Record<string, unknown> {
  if (body === undefined || body === null) throw badRequest("The request body is missing: send the document as a JSON object.");
  if (typeof body !== "object" || Array.isArray(body)) throw badRequest("The document body must be a JSON object");
  const doc = body as Record<string, unknown>;
  for (const key of Object.keys(doc)) {
    if (key.startsWith("_") && !SPECIAL_PROPERTIES.has(key)) {
      throw badRequest(`user defined top level properties beginning with '_' are not allowed in document body (${key})`);
    }
  }
  if (doc._id !== undefined && doc._id !== id) throw badRequest("The document's _id does not match the id in the path");
  if (doc._rev !== undefined && (typeof doc._rev !== "string" || !/^\d+-[0-9a-f]+$/.test(doc._rev))) {
    throw badRequest("Invalid revision ID in _rev");
  }
  if (doc._deleted !== undefined && typeof doc._deleted !== "boolean") throw badRequest("_deleted must be a boolean");
  return doc;
}

/** Runs the sync function on the new revision, stores it (with the grants it made), gives it the
 *  database's next sequence (`update_seq`) and raises `document_changed` (delivered later, never
 *  on this request's path). The function runs in a sandbox worker, so another write of the same
 *  document may land meanwhile: the revision is checked again before storing (409 when it moved
 *  on). */
async function write(
  ctx: ServerContext,
  ks: Keyspace,
  principal: Principal,
  id: string,
  existing: GatewayDoc | undefined,
  content: Record<string, unknown>,
  deleted: boolean,
): Promise<GatewayDoc> {
  const rev = nextRev(existing?.rev, content, deleted);
  const oldDoc = existing && !existing.deleted ? externalForm(existing) : null;
  const newDoc = deleted ? { _id: id, _rev: rev, _deleted: true } : { ...content, _id: id, _rev: rev };
  const key = docKey(ks.db.name, ks.scope, ks.collection, id);
  const body = deleted ? {} : content;
  const bytes = documentBytes(body);
  // Checked before the sync function runs (a refused write costs no sandbox turn) and again
  // when stored, after the awaits that let other writes in.
  requireDocumentRoom(ctx, ks.db, key, bytes);
  const sync = await runSyncFunction(ctx, { db: ks.db.name, keyspace: keyOf(ks.scope, ks.collection) }, functionOf(ks, "sync"), newDoc, oldDoc, principal);
  const db = findDatabase(ctx, ks.db.name);
  if (!db) throw notFound(`no such database "${ks.db.name}"`);
  if (findDoc(ctx, key)?.rev !== existing?.rev) throw conflict("Document revision conflict");
  requireDocumentRoom(ctx, db, key, bytes);
  const doc: GatewayDoc = {
    db: ks.db.name,
    scope: ks.scope,
    collection: ks.collection,
    id,
    rev,
    deleted,
    body,
    // A tombstone stays in its channels so that their readers learn of the deletion.
    channels: deleted && sync.channels.length === 0 ? (existing?.channels ?? []) : sync.channels,
    access: sync.access,
    roles: sync.roles,
    updatedAt: ctx.clock.iso(),
    bytes,
  };
  saveDoc(ctx, doc);
  const record = databaseRecord(ctx, db);
  saveDatabaseRecord(ctx, { ...record, updateSeq: record.updateSeq + 1 });
  raiseDocumentChanged(ctx, ks.db, { db: ks.db.name, docId: id, rev, doc: externalForm(doc), oldDoc });
  return doc;
}
