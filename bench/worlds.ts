import * as http from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../conformance/context";
import { saveDoc } from "../conformance/gateway/public/documentStore";
import { newApiKey } from "../conformance/management/apiKeys";
import type { ApiKeyRecord } from "../conformance/model";
import { buildApps, openWorld } from "../conformance/world";
import { startCeiling, type CeilingSpec } from "./ceiling";

/** The servers of the bench, as a child process (serverProcess.ts) builds them from a spec.
 *  Worlds are filled in-process (a 100,000-document database in a second, where the public API
 *  would take a minute); what they hold is what the API makes. */
export type Spec =
  | ({ kind: "ceiling" } & CeilingSpec)
  | { kind: "management"; apiKeys: number; bootstrapToken: string; dataDir?: string }
  | { kind: "gateway"; docs: number; webhook?: { url: string; filter?: string }; neighbour?: boolean }
  | { kind: "receiver"; answer: boolean };

export const BENCH_DB = "bench";
export const ADMIN_PASSWORD = "bench-admin-password";
export const READER = { name: "reader", password: "reader-password" };
/** Another database (another tenant's: each self-managed database takes turns of its own), with
 *  a user and one document, for what another tenant sees while the first one floods the server. */
export const NEIGHBOUR_DB = "neighbour";
export const NEIGHBOUR = { name: "neighbour", password: "neighbour-password" };
/** Channels of the generated documents, and how many of them the reader is granted. */
export const CHANNELS = 100;
export const READER_CHANNELS = 10;
export const SYNC_FUNCTION = "function (doc, oldDoc) { channel(doc.channels); if (doc.grant) access(doc.grant.to, doc.grant.channels); }";

/** A running server: what the bench is told about it, how to stop it, and the questions it
 *  answers besides (`count` for a receiver). */
export interface Started {
  info: unknown;
  stop(): Promise<void>;
  handlers?: Record<string, () => unknown>;
}

export async function startServer(spec: Spec): Promise<Started> {
  switch (spec.kind) {
    case "ceiling": {
      const app = await startCeiling(spec);
      return { info: { url: urlOf(app) }, stop: () => app.close() };
    }
    case "management":
      return managementWorld(spec);
    case "gateway":
      return gatewayWorld(spec);
    case "receiver":
      return receiver(spec.answer);
  }
}

/** The conformance server as startConformanceServer builds it, with its context at hand. */
async function conformance(options: Parameters<typeof openWorld>[0]) {
  const world = await openWorld({ transitionMs: 50, ...options });
  const apps = buildApps(world.ctx);
  for (const app of Object.values(apps)) await app.listen({ host: "127.0.0.1", port: 0 });
  world.onClose(() => Promise.all(Object.values(apps).map((a) => a.close())).then(() => undefined));
  world.ctx.urls.api = urlOf(apps.api);
  world.ctx.urls.gatewayPublic = urlOf(apps.gatewayPublic);
  world.ctx.urls.gatewayAdmin = urlOf(apps.gatewayAdmin);
  return { ctx: world.ctx, apps, close: world.close };
}

/** `apiKeys` keys in the seeded organization besides the bootstrap key, made as a create makes
 *  them. */
async function managementWorld(spec: Extract<Spec, { kind: "management" }>): Promise<Started> {
  const { ctx, close } = await conformance({ bootstrapToken: spec.bootstrapToken, dataDir: spec.dataDir });
  const keys = ctx.store.table<ApiKeyRecord>("apiKeys");
  const { organizationId, bootstrapApiKeyId } = ctx.seed();
  const ids: string[] = [];
  for (let i = 0; i < spec.apiKeys; i++) {
    const { key } = newApiKey(ctx, organizationId, { name: `key-${i}`, description: "a key of the benchmark's world", organizationRoles: ["organizationMember"] }, bootstrapApiKeyId);
    keys.set(key.id, key);
    ids.push(key.id);
  }
  await ctx.store.commit();
  return { info: { apiUrl: ctx.urls.api, token: ctx.bootstrapToken, organizationId, keyIds: ids.slice(0, 100) }, stop: close };
}

/** A self-managed database with a sync function, `docs` documents in CHANNELS channels (one in
 *  ten also granting a channel to a user of its own: an access index of `docs / 10` users), the
 *  reader (granted READER_CHANNELS channels by documents, not by the admin API) and a session of
 *  it. */
async function gatewayWorld(spec: Extract<Spec, { kind: "gateway" }>): Promise<Started> {
  // The database is filled to the size measured and written to beyond it: its document limit
  // is not what is measured.
  // Every simulated client comes from 127.0.0.1: one address here, hundreds of clients.
  const limits = { documentsPerDatabase: spec.docs + 1_000_000, connectionsPerClient: 10_000 };
  const { ctx, apps, close } = await conformance({ gatewayAdminPassword: ADMIN_PASSWORD, egressAllowPrivate: true, limits });
  const admin = async (method: "PUT" | "POST", url: string, payload: unknown) => {
    const res = await apps.gatewayAdmin.inject({
      method,
      url,
      payload: payload as object,
      headers: { authorization: `Basic ${Buffer.from(`${ctx.gatewayAdmin.username}:${ADMIN_PASSWORD}`).toString("base64")}` },
    });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.body ? JSON.parse(res.body) : undefined;
  };
  const handler = spec.webhook ? { handler: "webhook", url: spec.webhook.url, ...(spec.webhook.filter ? { filter: spec.webhook.filter } : {}) } : undefined;
  await admin("PUT", `/${BENCH_DB}/`, {
    bucket: BENCH_DB,
    sync: SYNC_FUNCTION,
    ...(handler ? { event_handlers: { document_changed: [handler] } } : {}),
  });
  await admin("PUT", `/${BENCH_DB}/_user/${READER.name}`, { password: READER.password });
  fillDocuments(ctx, spec.docs);
  if (spec.neighbour) {
    await admin("PUT", `/${NEIGHBOUR_DB}/`, { bucket: NEIGHBOUR_DB });
    await admin("PUT", `/${NEIGHBOUR_DB}/_user/${NEIGHBOUR.name}`, { password: NEIGHBOUR.password, admin_channels: ["*"] });
    const at = ctx.clock.iso();
    saveDoc(ctx, { db: NEIGHBOUR_DB, scope: "_default", collection: "_default", id: "one", rev: "1-0", deleted: false, body: { n: 1 }, channels: ["x"], access: {}, roles: {}, updatedAt: at });
  }
  const session = (await admin("POST", `/${BENCH_DB}/_session`, { name: READER.name })) as { session_id: string; cookie_name: string };
  return {
    info: {
      publicUrl: ctx.urls.gatewayPublic,
      controlUrl: ctx.urls.api,
      basic: `Basic ${Buffer.from(`${READER.name}:${READER.password}`).toString("base64")}`,
      cookie: `${session.cookie_name}=${session.session_id}`,
    },
    stop: close,
  };
}

/** What the sync function would have made of `n` documents (and of the reader's grants). */
function fillDocuments(ctx: ServerContext, n: number): void {
  const at = ctx.clock.iso();
  const doc = (id: string, body: Record<string, unknown>, channels: string[], access: Record<string, string[]>) =>
    saveDoc(ctx, { db: BENCH_DB, scope: "_default", collection: "_default", id, rev: "1-0", deleted: false, body, channels, access, roles: {}, updatedAt: at });
  for (let i = 0; i < n; i++) {
    const channels = [`ch-${i % CHANNELS}`];
    const grant = i % 10 === 0 ? { to: `user-${i}`, channels: [`ch-${(i / 10) % CHANNELS}`] } : undefined;
    doc(`doc-${i}`, { n: i, channels, ...(grant ? { grant } : {}) }, channels, grant ? { [grant.to]: grant.channels } : {});
  }
  for (let c = 0; c < READER_CHANNELS; c++) {
    const grant = { to: READER.name, channels: [`ch-${c}`] };
    doc(`grant-${c}`, { channels: ["grants"], grant }, ["grants"], { [grant.to]: grant.channels });
  }
}

/** A webhook receiver: counts the POSTs it gets, and answers them, or never does. */
function receiver(answer: boolean): Promise<Started> {
  let received = 0;
  let first = 0;
  let last = 0;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      received++;
      last = Date.now();
      if (received === 1) first = last;
      if (answer) res.end("ok");
    });
  });
  server.keepAliveTimeout = 60_000;
  const stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ info: { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook` }, stop, handlers: { count: () => ({ received, first, last }) } }),
    ),
  );
}

function urlOf(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${address.port}`;
}
