import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ServerContext } from "../../context";
import { badRequest, preconditionFailed } from "../../core/errors";
import { KeyedLock } from "../../core/keyedLock";
import { own } from "../../core/own";
import { DATABASE_NAME } from "../../../schema/gateway/common";
import { databaseOperations as ops } from "../../../schema/gateway/databases";
import {
  DEFAULT_COLLECTION,
  DEFAULT_SCOPE,
  databaseNames,
  databaseRecord,
  dropDatabase,
  findDatabase,
  findEndpoint,
  functionOf,
  keyOf,
  requireKeyspace,
  saveDatabaseRecord,
} from "../databases";
import { inlineSource, resolveFunction } from "../functions";
import { databaseInfo, serverInfo } from "../info";
import type { CollectionConfig, DatabaseConfig } from "../model";
import { defineGatewayRoute, type GatewayRequest } from "../route";
import { functionBytes, requireWithin, textBytes } from "../usage";
import { adminDatabase, mayAccess, requireBootstrap } from "./auth";
import { applyConfig, checkConfigIfMatch, configEtag, requireUnchanged, resolveOptions } from "./configure";

/** A self-managed gateway's databases and their configuration (schema/gateway/databases.ts):
 *  the server's welcome, `GET /_all_dbs`, `PUT|GET|HEAD|DELETE /{db}/`, `POST /{db}/_offline|
 *  _online`, `GET|PUT|POST /{db}/_config` and `GET|PUT|DELETE /{keyspace}/_config/sync|
 *  import_filter`. An App Endpoint's database has none of them (App Services serves its users,
 *  roles and sessions only): its configuration is the management API's. */
const truthy = (v: string | undefined) => v === "true" || v === "1";

export function registerConfigRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const warn = (req: FastifyRequest) => (m: string) => req.log.warn(m);
  // Writers of one database's existence or configuration take turns: each reads the database
  // and checks If-Match inside its turn, so an awaited write cannot lose another's change.
  const lock = new KeyedLock();
  // (Keyed by the database: a keyspace `db.scope.collection` starts with it; names have no '.'.)
  const exclusive = <T>(req: GatewayRequest<unknown>, section: () => Promise<T>) => lock.run((req.params.db ?? req.params.keyspace).split(".")[0], section);

  defineGatewayRoute(app, ctx, ops.getServer, { handler: () => serverInfo(true) });

  defineGatewayRoute(app, ctx, ops.listDatabases, {
    handler: ({ caller, query }) => {
      const names = databaseNames(ctx).filter((n) => !findEndpoint(ctx, n) && mayAccess(ctx, caller, n));
      if (!truthy(query.verbose)) return names;
      return names.map((n) => {
        const db = findDatabase(ctx, n)!;
        return { db_name: n, bucket: db.config.bucket, state: db.online ? "Online" : "Offline" };
      });
    },
  });

  defineGatewayRoute(app, ctx, ops.createDatabase, {
    configText: true,
    handler: (req) =>
      exclusive(req, async () => {
        const name = req.params.db;
        requireBootstrap(req.caller, "create databases");
        if (findDatabase(ctx, name)) throw preconditionFailed(`Duplicate database name "${name}"`);
        if (!DATABASE_NAME.test(name)) throw badRequest(`Illegal database name: ${name}`);
        await applyConfig(ctx, name, req.body, "create", undefined, warn(req.raw));
        // Its functions will run soon (configuration checks, writes).
        ctx.sandbox.warm();
      }),
  });

  defineGatewayRoute(app, ctx, ops.getDatabase, { handler: ({ raw, params }) => databaseInfo(ctx, adminDatabase(ctx, raw, params.db, { allowOffline: true })) });

  defineGatewayRoute(app, ctx, ops.deleteDatabase, {
    handler: (req) =>
      exclusive(req, async () => {
        const db = adminDatabase(ctx, req.raw, req.params.db, { allowOffline: true });
        dropDatabase(ctx, db.name);
        return {};
      }),
  });

  for (const [op, offline] of [[ops.takeDatabaseOffline, true], [ops.bringDatabaseOnline, false]] as const) {
    defineGatewayRoute(app, ctx, op, {
      handler: (req) =>
        exclusive(req, async () => {
          const db = adminDatabase(ctx, req.raw, req.params.db, { allowOffline: true });
          saveDatabaseRecord(ctx, { ...databaseRecord(ctx, db), offline: offline || undefined });
        }),
    });
  }

  defineGatewayRoute(app, ctx, ops.getDatabaseConfig, {
    handler: ({ raw, params, query, reply }) => {
      if (query.redact !== undefined && !truthy(query.redact)) throw badRequest("redact=false is no longer supported");
      const db = adminDatabase(ctx, raw, params.db, { allowOffline: true });
      reply.header("etag", configEtag(db));
      return query.include_javascript !== undefined && !truthy(query.include_javascript) ? withoutJavascript(db.config) : db.config;
    },
  });

  for (const [op, kind] of [[ops.replaceDatabaseConfig, "replace"], [ops.updateDatabaseConfig, "merge"]] as const) {
    defineGatewayRoute(app, ctx, op, {
      configText: true,
      handler: (req) =>
        exclusive(req, async () => {
          const db = adminDatabase(ctx, req.raw, req.params.db, { allowOffline: true });
          checkConfigIfMatch(req.headers["if-match"], db);
          await applyConfig(ctx, db.name, req.body, kind, db, warn(req.raw));
          req.reply.header("etag", configEtag(findDatabase(ctx, db.name)!));
        }),
    });
  }

  const functionRoutes = [
    ["sync", ops.getSyncFunction, ops.putSyncFunction, ops.deleteSyncFunction],
    ["import_filter", ops.getKeyspaceImportFilter, ops.putKeyspaceImportFilter, ops.deleteKeyspaceImportFilter],
  ] as const;
  for (const [fn, get, put, remove] of functionRoutes) {
    const keyspaceOf = (req: GatewayRequest<unknown>) => requireKeyspace(ctx, req.params.keyspace, (name) => adminDatabase(ctx, req.raw, name, { allowOffline: true }));

    defineGatewayRoute(app, ctx, get, {
      handler: (req) => {
        const ks = keyspaceOf(req);
        return req.reply.header("etag", configEtag(ks.db)).type("application/javascript").send(functionOf(ks, fn) ?? "");
      },
    });

    const setFunction = (text: string | undefined) => (req: GatewayRequest<unknown>) =>
      exclusive(req, async () => {
        const { db, scope, collection } = keyspaceOf(req);
        checkConfigIfMatch(req.headers["if-match"], db);
        const current = functionBytes(db.functions, db.webhookFilters);
        const replaced = textBytes(own(db.functions, keyOf(scope, collection))?.[fn]);
        const inline = text === undefined ? undefined : inlineSource(text);
        requireWithin(ctx, "functionBytesPerDatabase", "JavaScript", current - replaced + textBytes(inline), current);
        const source = text === undefined || text.trim() === "" ? undefined : await resolveFunction(ctx, text, fn, resolveOptions(db.config, warn(req.raw), db.name, db));
        requireUnchanged(ctx, db.name, db);
        const record = databaseRecord(ctx, db);
        const config = structuredClone(record.config);
        setCollectionFunction(config, scope, collection, fn, text === undefined || text.trim() === "" ? undefined : text);
        const key = keyOf(scope, collection);
        const functions = { ...record.functions, [key]: { ...own(record.functions, key), [fn]: source } };
        if (source === undefined) delete functions[key][fn];
        requireWithin(ctx, "functionBytesPerDatabase", "JavaScript", functionBytes(functions, record.webhookFilters), current);
        saveDatabaseRecord(ctx, { ...record, config: { ...config, updated_at: ctx.clock.iso() }, functions, updateSeq: record.updateSeq + 1 });
      });
    defineGatewayRoute(app, ctx, put, {
      bodyNote: `the \`${fn}\` function's JavaScript source (empty removes it).`,
      handler: (req) => setFunction(req.body as string)(req),
    });
    defineGatewayRoute(app, ctx, remove, { handler: (req) => setFunction(undefined)(req) });
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

/** `include_javascript=false`: the configuration without the fields that hold JavaScript. */
function withoutJavascript(config: DatabaseConfig): DatabaseConfig {
  const { sync: _sync, import_filter: _filter, ...rest } = config;
  if (!rest.event_handlers) return rest as DatabaseConfig;
  const strip = (handlers?: Array<{ filter?: string }>) => handlers?.map(({ filter: _f, ...h }) => h);
  return {
    ...rest,
    event_handlers: { ...rest.event_handlers, document_changed: strip(rest.event_handlers.document_changed), db_state_changed: strip(rest.event_handlers.db_state_changed) },
  } as DatabaseConfig;
}
