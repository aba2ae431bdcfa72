import type { FastifyInstance } from "fastify";
import { appEndpointOperations as ops, DEFAULT_COLLECTION, DEFAULT_SCOPE } from "../../../schema/api/appEndpoints";
import type { Operation } from "../../../schema/model";
import type { ServerContext } from "../../context";
import { notFound, unsupportedMediaType } from "../../core/errors";
import { JAVASCRIPT_TYPES } from "../../core/http";
import { own } from "../../core/own";
import type { AppEndpointRecord, CollectionFunctions } from "../../model";
import { defineRoute, type Params } from "../route";
import { managementRefusal, requireWithin, textBytes } from "../../gateway/usage";
import { changed, checkFunction, defaultFunctions, endpointFunctionBytes, findEndpoint, markResync } from "./common";

/** The access-control function and import filter of a collection (GET answers the JavaScript,
 *  PUT [204] takes it as the body, DELETE [202] restores the default), at
 *  `A/appEndpoints/{appEndpointKeyspace}/accessControlFunction` and `.../importFilter`.
 *  Changing a collection's access-control function marks it in `requireResync`, as on the real
 *  service. An unknown endpoint or collection is a 404 here. The body's media type is checked by
 *  the core app (JAVASCRIPT_TYPES, else 415). */

interface FunctionKind {
  field: keyof CollectionFunctions;
  what: string;
  get: Operation;
  put: Operation<"javascript">;
  delete: Operation;
}

const KINDS: FunctionKind[] = [
  { field: "accessControlFunction", what: "The access-control function", get: ops.getAccessControlFunction, put: ops.putAccessControlFunction, delete: ops.deleteAccessControlFunction },
  { field: "importFilter", what: "The import filter", get: ops.getImportFilter, put: ops.putImportFilter, delete: ops.deleteImportFilter },
];

interface Keyspace {
  rec: AppEndpointRecord;
  scopeName: string;
  collection: string;
  functions: CollectionFunctions;
}

/** `endpoint`, `endpoint.collection` (default scope) or `endpoint.scope.collection`. */
function resolveKeyspace(ctx: ServerContext, params: Params): Keyspace {
  const keyspace = params.appEndpointKeyspace;
  const parts = keyspace.split(".");
  if (parts.length > 3 || parts.some((p) => p === "")) {
    throw notFound(`Keyspace '${keyspace}' not found: use endpoint, endpoint.collection or endpoint.scope.collection.`);
  }
  const [name, ...rest] = parts;
  const rec = findEndpoint(ctx, { ...params, appEndpointName: name }, 404);
  const [scopeName, collection] =
    rest.length === 2 ? rest : rest.length === 1 ? [DEFAULT_SCOPE, rest[0]] : [DEFAULT_SCOPE, DEFAULT_COLLECTION];
  const functions = own(own(rec.scopes, scopeName)?.collections, collection);
  if (!functions) throw notFound(`Keyspace '${keyspace}' not found: App Endpoint '${name}' has no collection ${scopeName}.${collection}.`);
  return { rec, scopeName, collection, functions };
}

export function registerAppEndpointFunctions(app: FastifyInstance, ctx: ServerContext): void {
  for (const kind of KINDS) {
    const write = (ks: Keyspace, code: string, actor: string) => {
      if (kind.field === "accessControlFunction" && ks.functions.accessControlFunction !== code) {
        markResync(ks.rec, ks.scopeName, ks.collection);
      }
      ks.functions[kind.field] = code;
      changed(ctx, ks.rec, actor);
    };

    defineRoute(app, ctx, kind.get, {
      handler: ({ params, reply }) => {
        const { functions } = resolveKeyspace(ctx, params);
        return reply.status(200).type("application/javascript").send(functions[kind.field]);
      },
    });

    defineRoute(app, ctx, kind.put, {
      handler: ({ params, body, caller }) => {
        const ks = resolveKeyspace(ctx, params);
        // No body at all: no media type was named, so none was checked.
        if (typeof body !== "string") throw unsupportedMediaType("", JAVASCRIPT_TYPES);
        const current = endpointFunctionBytes(ks.rec.scopes);
        const next = current - textBytes(ks.functions[kind.field]) + textBytes(body);
        requireWithin(ctx, "functionBytesPerDatabase", "JavaScript", next, current, managementRefusal);
        checkFunction(body, kind.what);
        write(ks, body, caller.apiKeyId);
        return undefined;
      },
    });

    defineRoute(app, ctx, kind.delete, {
      handler: ({ params, caller }) => {
        const ks = resolveKeyspace(ctx, params);
        write(ks, defaultFunctions(ks.scopeName, ks.collection)[kind.field], caller.apiKeyId);
        return undefined;
      },
    });
  }
}
