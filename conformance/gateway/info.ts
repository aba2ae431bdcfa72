import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ServerContext } from "../context";
import type { Database } from "./databases";

/** What both gateway ports answer about the server (`GET /`) and a database (`GET /{db}/`), in
 *  the real gateway's shapes: the CouchDB-style welcome (the admin port adds `ADMIN: true`) and
 *  the database info, whose `update_seq` is the database's last sequence (every document write
 *  takes one). Vendor-neutral names: this is the conformance server, not the product. */
const VENDOR = { name: "dbplane conformance gateway", version: "3.2" };

export interface InfoOptions {
  admin: boolean;
  /** The database a request may read the info of (404, 401, 403 and 503 as the port decides). */
  open: (req: FastifyRequest<{ Params: { db: string } }>) => Database | Promise<Database>;
}

/** When the server's databases opened, in microseconds since the epoch (as the real gateway
 *  reports it): once per server, the same on both ports. */
const startTimes = new WeakMap<ServerContext, number>();

/** The welcome `GET /` answers; the admin port adds `ADMIN: true`. */
export function serverInfo(admin: boolean) {
  return {
    ...(admin ? { ADMIN: true } : {}),
    couchdb: "Welcome",
    vendor: VENDOR,
    version: `${VENDOR.name}/${VENDOR.version}.0`,
  };
}

/** The database info `GET /{db}/` answers. */
export function databaseInfo(ctx: ServerContext, db: Database) {
  if (!startTimes.has(ctx)) startTimes.set(ctx, ctx.clock.now() * 1000);
  return {
    db_name: db.name,
    update_seq: db.updateSeq,
    committed_update_seq: db.updateSeq,
    instance_start_time: startTimes.get(ctx)!,
    compact_running: false,
    purge_seq: 0,
    disk_format_version: 0,
    state: db.online ? "Online" : "Offline",
    server_uuid: ctx.seed().organizationId.replace(/-/g, ""),
  } as const;
}

/** Both on a port whose routes are registered by hand (the public one; the admin port's come
 *  from the model, see admin/config.ts). */
export function registerGatewayInfo(app: FastifyInstance, ctx: ServerContext, opts: InfoOptions): void {
  if (!startTimes.has(ctx)) startTimes.set(ctx, ctx.clock.now() * 1000);
  app.get("/", async () => serverInfo(opts.admin));
  app.get<{ Params: { db: string } }>("/:db", async (req) => databaseInfo(ctx, await opts.open(req)));
}
