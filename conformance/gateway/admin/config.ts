import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ServerContext } from "../../context";
import { badRequest, forbidden, preconditionFailed } from "../../core/errors";
import { KeyedLock } from "../../core/keyedLock";
import { declaredBody } from "../../core/validate";
import {
  DEFAULT_COLLECTION,
  DEFAULT_SCOPE,
  databaseNames,
  databaseRecord,
  dropDatabase,
  findDatabase,
  functionOf,
  keyOf,
  requireKeyspace,
  saveDatabaseRecord,
  withEventDefaults,
  type Database,
} from "../databases";
import { resolveFunction } from "../functions";
import type { CollectionConfig, DatabaseConfig } from "../model";
import { adminDatabase, callerOf, mayAccess, requireBootstrap } from "./auth";
import { JAVASCRIPT_ONLY, javascriptBody } from "./body";
import { applyConfig, checkConfigIfMatch, configEtag, requireUnchanged, resolveOptions } from "./configure";
import { databaseConfig } from "./schema";
import { own } from "../../core/own";

/** Databases and their configuration (gateway part of document 4): `PUT|GET|DELETE /{db}/`,
 *  `GET|PUT|POST /{db}/_config`, `GET|PUT|DELETE /{keyspace}/_config/sync|import_filter`
 *  (`GET /` and `GET /{db}/` are in ../info.ts, shared with the public port). */
type Req = FastifyRequest<{ Params: { db: string }; Querystring: Record<string, string | undefined> }>;

/** Real gateway database names: lowercase letters, digits and `_$()+-/`, starting with a letter. */
const DB_NAME = /^[a-z][a-z0-9_$()+\-/]*$/;

const configJson = declaredBody(databaseConfig);

export function registerConfigRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const warn = (req: FastifyRequest) => (m: string) => req.log.warn(m);
  // Writers of one database's existence or configuration take turns: each reads the database
  // and checks If-Match inside its turn, so an awaited write cannot lose another's change.
  const lock = new KeyedLock();
  // (Keyed by the database: a keyspace `db.scope.collection` starts with it; names have no '.'.)
  const exclusive = <T>(req: Req, section: () => Promise<T>) => lock.run(req.params.db.split(".")[0], section);

  app.get("/_all_dbs", async (req) => {
    const caller = callerOf(req);
    return databaseNames(ctx).filter((n) => mayAccess(ctx, caller, n));
  });

  app.put("/:db", configJson.route({ bodyOptional: true, status: 201 }), (req: Req, reply) => exclusive(req, async () => {
    const name = req.params.db;
    requireBootstrap(callerOf(req), "create databases");
    if (findDatabase(ctx, name)) throw preconditionFailed(`Duplicate database name "${name}"`);
    if (!DB_NAME.test(name)) {
      throw badRequest(`Illegal database name "${name}": use lowercase letters, digits and _$()+-/, starting with a letter`);
    }
    const config = configJson.read(req, {}) as DatabaseConfig;
    await applyConfig(ctx, name, config, undefined, warn(req));
    // Its functions will run soon (configuration checks, writes).
    ctx.sandbox.warm();
    return reply.status(201).send();
  }));

  app.delete("/:db", (req: Req) => exclusive(req, async () => {
    const db = adminDatabase(ctx, req, req.params.db, { allowOffline: true });
    requireSelfManaged(db, "deleted");
    dropDatabase(ctx, db.name);
    return {};
  }));

  for (const [path, offline] of [["/:db/_offline", true], ["/:db/_online", false]] as const) {
    app.post(path, (req: Req) => exclusive(req, async () => {
      const db = adminDatabase(ctx, req, req.params.db, { allowOffline: true });
      requireSelfManaged(db, offline ? "taken offline" : "brought online");
      const record = databaseRecord(ctx, db);
      saveDatabaseRecord(ctx, { ...record, offline: offline || undefined });
      return {};
    }));
  }

  app.get("/:db/_config", async (req: Req, reply) => {
    const db = adminDatabase(ctx, req, req.params.db);
    reply.header("etag", configEtag(db));
    return req.query.include_runtime === "true" ? withRuntimeDefaults(db.config) : db.config;
  });

  const setConfig = (merge: boolean) => (req: Req, reply: FastifyReply) => exclusive(req, async () => {
    const db = adminDatabase(ctx, req, req.params.db);
    checkConfigIfMatch(req.headers["if-match"], db);
    const body = configJson.read(req) as DatabaseConfig;
    const next = merge ? { ...db.config, ...body } : body;
    await applyConfig(ctx, db.name, next, db, warn(req));
    return reply.status(201).header("etag", configEtag(findDatabase(ctx, db.name)!)).send();
  });
  app.put("/:db/_config", configJson.route({ status: 201 }), setConfig(false));
  app.post("/:db/_config", configJson.route({ status: 201 }), setConfig(true));

  for (const fn of ["sync", "import_filter"] as const) {
    const url = `/:db/_config/${fn}`;
    const keyspaceOf = (req: Req) => requireKeyspace(ctx, req.params.db, (name) => adminDatabase(ctx, req, name));

    app.get(url, async (req: Req, reply) => {
      const ks = keyspaceOf(req);
      return reply.header("etag", configEtag(ks.db)).type("application/javascript").send(functionOf(ks, fn) ?? "");
    });

    const setFunction = (remove: boolean) => (req: Req, reply: FastifyReply) => exclusive(req, async () => {
      const { db, scope, collection } = keyspaceOf(req);
      checkConfigIfMatch(req.headers["if-match"], db);
      requireSelfManaged(db, `changed here (its ${fn === "sync" ? "accessControlFunction" : "importFilter"} is set through the management API)`);
      const text = remove ? "" : javascriptBody(req);
      const source = text.trim() === "" ? undefined : await resolveFunction(ctx, text, fn, resolveOptions(db.config, warn(req)));
      requireUnchanged(ctx, db.name, db);
      const record = databaseRecord(ctx, db);
      const config = structuredClone(record.config);
      setCollectionFunction(config, scope, collection, fn, source);
      const key = keyOf(scope, collection);
      const functions = { ...record.functions, [key]: { ...own(record.functions, key), [fn]: source } };
      if (source === undefined) delete functions[key][fn];
      saveDatabaseRecord(ctx, { ...record, config, functions, updateSeq: record.updateSeq + 1 });
      return reply.status(200).header("etag", configEtag(findDatabase(ctx, db.name)!)).send();
    });
    app.put(url, { config: { accepts: JAVASCRIPT_ONLY, bodyNote: `the \`${fn}\` function's JavaScript source (empty removes it).` } }, setFunction(false));
    app.delete(url, setFunction(true));
  }
}

function requireSelfManaged(db: Database, action: string): void {
  if (db.source === "appEndpoint") {
    throw forbidden(`Database "${db.name}" belongs to the App Endpoint of the same name: it cannot be ${action}`);
  }
}

/** The default collection's functions live at the top level unless `scopes` lists it. */
function setCollectionFunction(config: DatabaseConfig, scope: string, collection: string, fn: keyof CollectionConfig, source: string | undefined): void {
  const listed = own(own(config.scopes, scope)?.collections, collection);
  const target: CollectionConfig =
    listed ?? (scope === DEFAULT_SCOPE && collection === DEFAULT_COLLECTION ? (config as CollectionConfig) : {});
  if (source === undefined) delete target[fn];
  else target[fn] = source;
}

function withRuntimeDefaults(config: DatabaseConfig): DatabaseConfig {
  return config.event_handlers ? { ...config, event_handlers: withEventDefaults(config.event_handlers) } : config;
}
