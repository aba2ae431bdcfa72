import type { FastifyInstance } from "fastify";
import { allowedCidrOperations as ops } from "../../schema/api/allowedCidrs";
import { ALLOWED_CIDR_LIMIT } from "../../schema/api/common";
import type { ServerContext } from "../context";
import { newAudit, type Audit } from "../core/audit";
import { parseCidr } from "../core/cidr";
import { ApiError, badRequest, conflict, notFound } from "../core/errors";
import { newId } from "../core/ids";
import { paginate } from "../core/paging";
import { ScopeIndex } from "../core/scopeIndex";
import { defineRoute, type Params } from "./route";
import * as scope from "./scope";

/** Allowed CIDRs of a cluster (`C/allowedcidrs`: add [201], list, get, delete [204]) and of an
 *  App Service (`A/allowedcidrs`: add, list, delete; no single get), as the model has them
 *  (schema/api/allowedCidrs.ts). Entries cannot be updated (no PUT route: 404 with the error
 *  body). `expiresAt` is answered as the API does, in UTC (`2030-01-01T02:00:00+02:00` reads back
 *  as `2030-01-01T00:00:00Z`): the same instant, spelled its way.
 *
 *  Temporary entries (`expiresAt` given) stop applying when the clock reaches `expiresAt`
 *  (document 2, "States and transitions"). Chosen behaviour: an expired entry is gone —
 *  absent from the list, 404 on get and delete, and it no longer counts towards
 *  the limit or blocks the same range being added again. `status` is therefore `active` on every
 *  entry a read returns. */
export const CIDR_LIMIT = ALLOWED_CIDR_LIMIT;

/** table `allowedCidrs`, keyed by id. */
export interface AllowedCidrRecord {
  id: string;
  clusterId: string;
  /** Set for an App Service's entry; absent for the cluster's own allow-list. */
  appServiceId?: string;
  cidr: string;
  comment: string;
  expiresAt?: string;
  audit: Audit;
}

interface Owner {
  clusterId: string;
  appServiceId?: string;
  label: string;
}

export function registerAllowedCidrs(app: FastifyInstance, ctx: ServerContext): void {
  const table = () => ctx.store.table<AllowedCidrRecord>("allowedCidrs");
  const byOwner = () => ScopeIndex.of(table(), "byOwner", (e) => `${e.clusterId}/${e.appServiceId ?? ""}`);
  const clusterOwner = (params: Params): Owner => {
    const c = scope.cluster(ctx, params);
    return { clusterId: c.id, label: `cluster ${c.id}` };
  };
  const appServiceOwner = (params: Params): Owner => {
    const svc = scope.appService(ctx, params);
    return { clusterId: svc.clusterId, appServiceId: svc.id, label: `App Service ${svc.id}` };
  };

  /** Entries of one allow-list that still apply (expired ones are kept in the table, unseen). */
  const activeEntries = (owner: Owner): AllowedCidrRecord[] => {
    const now = ctx.clock.now();
    return byOwner()
      .rows(`${owner.clusterId}/${owner.appServiceId ?? ""}`)
      .filter((e) => !isExpired(e, now));
  };
  const find = (params: Params, resolve: (params: Params) => Owner): AllowedCidrRecord => {
    const owner = resolve(params);
    const id = scope.uuidParam(params, "allowedCidrId");
    const found = activeEntries(owner).find((e) => e.id === id);
    if (!found) throw notFound(`Allowed CIDR ${id} not found in the allow-list of ${owner.label}.`);
    return found;
  };

  const routes = [
    { create: ops.createAllowedCidr, list: ops.listAllowedCidrs, get: ops.getAllowedCidr, remove: ops.deleteAllowedCidr, owner: clusterOwner },
    { create: ops.createAppServiceAllowedCidr, list: ops.listAppServiceAllowedCidrs, get: undefined, remove: ops.deleteAppServiceAllowedCidr, owner: appServiceOwner },
  ];

  for (const { create, list, get, remove, owner: resolve } of routes) {
    defineRoute(app, ctx, create, {
      handler: ({ params, body, caller }) => {
        const owner = resolve(params);
        const entries = activeEntries(owner);
        if (body.expiresAt !== undefined) {
          const at = Date.parse(body.expiresAt);
          if (Number.isNaN(at)) throw badRequest(`Field 'expiresAt' is not a valid date-time: '${body.expiresAt}'.`);
          if (at <= ctx.clock.now()) {
            throw badRequest(`Field 'expiresAt' must be in the future; got ${body.expiresAt}, the time is now ${ctx.clock.iso()}.`);
          }
        }
        const range = canonical(body.cidr);
        const same = entries.find((e) => canonical(e.cidr) === range);
        if (same) throw conflict(`The allow-list of ${owner.label} already has ${body.cidr} (entry ${same.id}).`, "Delete the entry and add it again to change it.");
        if (entries.length >= CIDR_LIMIT) {
          // 422 code 1000: the request is well formed, the allow-list is full.
          throw new ApiError(422, `The allow-list of ${owner.label} already holds ${CIDR_LIMIT} entries, the limit.`, undefined, "Delete an entry before adding another.");
        }
        const entry: AllowedCidrRecord = {
          id: newId(),
          clusterId: owner.clusterId,
          ...(owner.appServiceId ? { appServiceId: owner.appServiceId } : {}),
          cidr: body.cidr,
          comment: body.comment ?? "",
          ...(body.expiresAt !== undefined ? { expiresAt: body.expiresAt } : {}),
          audit: newAudit(caller.apiKeyId, ctx.clock.iso()),
        };
        table().set(entry.id, entry);
        return { id: entry.id };
      },
    });

    defineRoute(app, ctx, list, {
      handler: ({ params, query, selfUrl }) =>
        paginate(activeEntries(resolve(params)), query, selfUrl, { sortable: ["id", "type", "status"], defaultSort: "createdAt", sortValue: (e, f) => sortValueOf(view(e), f), view }),
    });

    if (get) defineRoute(app, ctx, get, { handler: ({ params }) => view(find(params, resolve)) });

    defineRoute(app, ctx, remove, {
      handler: ({ params }) => {
        table().delete(find(params, resolve).id);
        return undefined;
      },
    });
  }
}

/** The list sorts by its views' fields (`type` and `status` are not stored). */
function sortValueOf(v: ReturnType<typeof view>, field: string): unknown {
  return field === "createdAt" ? v.audit.createdAt : (v as Record<string, unknown>)[field];
}

function isExpired(e: AllowedCidrRecord, now: number): boolean {
  return e.expiresAt !== undefined && Date.parse(e.expiresAt) <= now;
}

/** The network a CIDR denotes (`10.0.0.7/24` and `10.0.0.0/24` are the same range; a bare
 *  address is its /32), so duplicates are found however they are written. */
function canonical(cidr: string): string {
  const parsed = parseCidr(cidr);
  if (!parsed || parsed.family !== "ipv4") return cidr;
  const value = parsed.address.split(".").reduce((n, octet) => n * 256 + Number(octet), 0);
  const size = 2 ** (32 - parsed.prefix);
  const network = Math.floor(value / size) * size;
  const octets = [24, 16, 8, 0].map((shift) => Math.floor(network / 2 ** shift) % 256);
  return `${octets.join(".")}/${parsed.prefix}`;
}

function view(e: AllowedCidrRecord) {
  return {
    id: e.id,
    cidr: e.cidr,
    comment: e.comment,
    ...(e.expiresAt !== undefined ? { expiresAt: inUtc(e.expiresAt) } : {}),
    status: "active" as const,
    type: e.expiresAt !== undefined ? ("temporary" as const) : ("permanent" as const),
    audit: e.audit,
  };
}

/** An instant as the API spells it: UTC, milliseconds only when there are any. */
function inUtc(at: string): string {
  return new Date(Date.parse(at)).toISOString().replace(".000Z", "Z");
}
