import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { notFound, unsupportedMediaType } from "../../core/errors";
import { JAVASCRIPT_TYPES } from "../../core/http";
import type { AppEndpointRecord, CollectionFunctions } from "../../model";
import { defineRoute, type Params } from "../route";
import {
  DEFAULT_ACCESS_CONTROL_FUNCTION,
  DEFAULT_COLLECTION,
  DEFAULT_IMPORT_FILTER,
  DEFAULT_SCOPE,
  ENDPOINTS,
  changed,
  checkFunction,
  findEndpoint,
  markResync,
} from "./common";
import { own } from "../../core/own";

/** The access-control function and import filter of a collection (document 4: GET, PUT [204],
 *  DELETE [202] `A/appEndpoints/{appEndpointKeyspace}/accessControlFunction` and
 *  `.../importFilter`; the body is raw JavaScript). DELETE restores the default. Changing a
 *  collection's access-control function marks it in `requireResync`, as on the real service.
 *  The body's media type is checked by the core app (JAVASCRIPT_TYPES, else 415). */

interface FunctionKind {
  path: string;
  field: keyof CollectionFunctions;
  what: string;
  fallback: string;
}

const KINDS: FunctionKind[] = [
  { path: "accessControlFunction", field: "accessControlFunction", what: "The access-control function", fallback: DEFAULT_ACCESS_CONTROL_FUNCTION },
  { path: "importFilter", field: "importFilter", what: "The import filter", fallback: DEFAULT_IMPORT_FILTER },
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
  const rec = findEndpoint(ctx, { ...params, appEndpointName: name });
  const [scopeName, collection] =
    rest.length === 2 ? rest : rest.length === 1 ? [DEFAULT_SCOPE, rest[0]] : [DEFAULT_SCOPE, DEFAULT_COLLECTION];
  const functions = own(own(rec.scopes, scopeName)?.collections, collection);
  if (!functions) throw notFound(`Keyspace '${keyspace}' not found: App Endpoint '${name}' has no collection ${scopeName}.${collection}.`);
  return { rec, scopeName, collection, functions };
}

export function registerAppEndpointFunctions(app: FastifyInstance, ctx: ServerContext): void {
  for (const kind of KINDS) {
    const url = `${ENDPOINTS}/:appEndpointKeyspace/${kind.path}`;

    const write = (ks: Keyspace, code: string, actor: string) => {
      if (kind.field === "accessControlFunction" && ks.functions.accessControlFunction !== code) {
        markResync(ks.rec, ks.scopeName, ks.collection);
      }
      ks.functions[kind.field] = code;
      changed(ctx, ks.rec, actor);
    };

    defineRoute(app, ctx, {
      method: "GET",
      url,
      handler: ({ params, reply }) => {
        const { functions } = resolveKeyspace(ctx, params);
        return reply.status(200).type("application/javascript").send(functions[kind.field]);
      },
    });

    defineRoute(app, ctx, {
      method: "PUT",
      url,
      status: 204,
      accepts: JAVASCRIPT_TYPES,
      handler: ({ params, body, caller }) => {
        const ks = resolveKeyspace(ctx, params);
        // No body at all: no media type was named, so none was checked.
        if (typeof body !== "string") throw unsupportedMediaType("", JAVASCRIPT_TYPES);
        checkFunction(body, kind.what);
        write(ks, body, caller.apiKeyId);
        return undefined;
      },
    });

    defineRoute(app, ctx, {
      method: "DELETE",
      url,
      status: 202,
      handler: ({ params, caller }) => {
        const ks = resolveKeyspace(ctx, params);
        write(ks, kind.fallback, caller.apiKeyId);
        return undefined;
      },
    });
  }
}
