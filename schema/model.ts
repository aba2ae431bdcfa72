import type { z } from "zod";

/** The model of the APIs dbplane speaks, one operation at a time: its method and path template,
 *  the query names it takes, its request body, and each success status with the body it answers.
 *  Written from the real services' public specifications (the management API's v4 OpenAPI
 *  document; the data-sync gateway's admin, public and App Services admin OpenAPI documents and
 *  its source where they are silent). The provider builds its requests from it, the conformance
 *  server registers and serializes its routes from it, and the contract tests hold both to it. */

export type Api = "management" | "gatewayAdmin";

export type Method = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A body that is not JSON: JavaScript source (the function endpoints). */
export type TextBody = "javascript";

/** What a success status answers: a JSON body (zod), no body (`null`), or text. */
export type Answer = z.ZodType | null | TextBody;

/** Where a gateway admin operation is served: on a self-managed gateway, behind an App Endpoint
 *  (App Services publishes only part of the admin API), or both. */
export type GatewayKind = "selfManaged" | "appServices";

export interface OperationDef<R extends RequestBody = RequestBody> {
  api: Api;
  method: Method;
  /** The path, parameters in braces: `/v4/organizations/{organizationId}/apikeys/{apiKeyId}`. */
  path: string;
  /** The query parameters it takes. */
  query?: readonly string[];
  /** Its request body: JSON (zod) or text; absent: none. */
  request?: R;
  /** The body may be left out. */
  requestOptional?: boolean;
  /** Every success status, with what it answers. */
  responses: Readonly<Record<number, Answer>>;
  /** Success answers carry an `ETag` header. */
  etag?: boolean;
  /** Gateway admin operations: where they exist (default: both kinds of gateway). */
  servedBy?: readonly GatewayKind[];
  /** The public specifications do not describe it: the behaviour is the service's documentation's. */
  unpublished?: boolean;
}

/** A request body: JSON (zod) or text. */
export type RequestBody = z.ZodType | TextBody | undefined;

export interface Operation<R extends RequestBody = RequestBody> extends OperationDef<R> {
  /** Its name in the model (an area's key, e.g. `getBucket`). */
  readonly id: string;
  /** Path parameters, in path order. */
  readonly params: readonly string[];
  /** The path with every parameter filled in (each percent-encoded), from an object holding them
   *  (e.g. a resource's scope, with the object's id added). */
  url(params: object): string;
  /** The path as a fastify route (`:param` segments). */
  readonly route: string;
  /** The parameters of a request path (without its query) if it is this operation's, else undefined. */
  match(method: string, path: string): Record<string, string> | undefined;
}

const PARAM = /\{([A-Za-z0-9_]+)\}/g;

function build<R extends RequestBody>(id: string, def: OperationDef<R>): Operation<R> {
  const params = [...def.path.matchAll(PARAM)].map((m) => m[1]);
  const pattern = new RegExp(`^${def.path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\\?\{([A-Za-z0-9_]+)\\?\}/g, "([^/]+)")}$`);
  return {
    ...def,
    id,
    params,
    route: def.path.replace(PARAM, ":$1"),
    url(values) {
      return def.path.replace(PARAM, (_m, name: string) => {
        const value = (values as Record<string, unknown>)[name];
        if (typeof value !== "string" || value === "") throw new Error(`dbplane: ${id} needs the path parameter '${name}'.`);
        return encodeURIComponent(value);
      });
    },
    match(method, path) {
      if (method !== def.method) return undefined;
      const found = pattern.exec(path);
      if (!found) return undefined;
      try {
        return Object.fromEntries(params.map((p, i) => [p, decodeURIComponent(found[i + 1])]));
      } catch {
        return undefined;
      }
    },
  };
}

type RequestOf<D> = D extends { request: infer R extends RequestBody } ? R : undefined;

/** An area's operations, each named by its key. */
export function operations<D extends Record<string, OperationDef<any>>>(defs: D): { [K in keyof D]: Operation<RequestOf<D[K]>> } {
  return Object.fromEntries(Object.entries(defs).map(([id, def]) => [id, build(id, def)])) as never;
}

/** The success statuses of an operation. */
export const successStatuses = (op: OperationDef): number[] => Object.keys(op.responses).map(Number);

/** Its one success status, for operations that have one. */
export function successStatus(op: Operation<RequestBody>): number {
  const statuses = successStatuses(op);
  if (statuses.length !== 1) throw new Error(`dbplane: ${op.id} answers ${statuses.join(" or ")}: the handler chooses.`);
  return statuses[0];
}

/** A state list: which values are on their way somewhere (transitional), where the object rests
 *  (final, usable or not), and which of the final ones mean an operation failed. */
export interface States<S extends string = string> {
  transitional: readonly S[];
  final: readonly S[];
  failed: readonly S[];
  all: readonly S[];
  isFailed(state: string | undefined): boolean;
}

export function states<S extends string>(lists: { transitional: readonly S[]; final: readonly S[]; failed?: readonly S[] }): States<S> {
  const failed = lists.failed ?? [];
  for (const s of failed) if (!lists.final.includes(s)) throw new Error(`dbplane: failed state ${s} must be final.`);
  return {
    transitional: lists.transitional,
    final: lists.final,
    failed,
    all: [...lists.transitional, ...lists.final],
    isFailed: (state) => state !== undefined && (failed as readonly string[]).includes(state),
  };
}
