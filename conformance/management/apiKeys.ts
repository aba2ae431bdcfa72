import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { API_KEY_DEFAULTS, API_KEY_RESOURCE_TYPE, apiKeyOperations as ops, type createApiKey } from "../../schema/api/apiKeys";
import type { ServerContext } from "../context";
import { newAudit, bumpAudit } from "../core/audit";
import { notFound } from "../core/errors";
import { newId, newSecret } from "../core/ids";
import { paginate } from "../core/paging";
import { ScopeIndex } from "../core/scopeIndex";
import type { ApiKeyRecord } from "../model";
import { defineRoute, tokenFor } from "./route";
import { derivedBootstrapSecret } from "./seed";
import * as scope from "./scope";

/** API keys: create [201] returns the token once; reads never show it; rotation [200] returns a
 *  new secret and token and the old token stops working; delete [204]. Only organization owners
 *  manage keys here (the server has organization roles only). A `resources` item without `type`
 *  is recorded as a `project` one, as the API does. */
/** Keys by organization, kept in the orders the list sorts by. */
const byOrganization = (ctx: Pick<ServerContext, "store">) =>
  ScopeIndex.of(ctx.store.table<ApiKeyRecord>("apiKeys"), "byOrganization", (k) => k.organizationId, {
    createdAt: (k) => k.audit.createdAt,
    name: (k) => k.name,
    expiry: (k) => k.expiry,
  });

export function registerApiKeys(app: FastifyInstance, ctx: ServerContext): void {
  const keys = () => ctx.store.table<ApiKeyRecord>("apiKeys");
  const OWNERS = ["organizationOwner" as const];

  const find = (params: Record<string, string>): ApiKeyRecord => {
    const organizationId = scope.organization(ctx, params);
    const key = keys().get(params.apiKeyId);
    if (!key || key.organizationId !== organizationId) throw notFound(`API key ${params.apiKeyId} not found.`);
    return key;
  };

  defineRoute(app, ctx, ops.createApiKey, {
    roles: OWNERS,
    handler: ({ params, body, caller }) => {
      const { key, secret } = newApiKey(ctx, scope.organization(ctx, params), body, caller.apiKeyId);
      keys().set(key.id, key);
      return { id: key.id, token: tokenFor(key.id, secret) };
    },
  });

  defineRoute(app, ctx, ops.listApiKeys, {
    roles: OWNERS,
    handler: ({ params, query, selfUrl }) => {
      const organizationId = scope.organization(ctx, params);
      return paginate(byOrganization(ctx).listing(organizationId), query, selfUrl, { sortable: ["name", "createdAt", "expiry"], defaultSort: "createdAt", view });
    },
  });

  defineRoute(app, ctx, ops.getApiKey, {
    roles: OWNERS,
    handler: ({ params }) => view(find(params)),
  });

  defineRoute(app, ctx, ops.deleteApiKey, {
    roles: OWNERS,
    handler: ({ params }) => {
      keys().delete(find(params).id);
      return undefined;
    },
  });

  defineRoute(app, ctx, ops.rotateApiKey, {
    roles: OWNERS,
    handler: ({ params, body, caller }) => {
      const key = find(params);
      // The bootstrap key's secret stays derivable unless the caller chose one (see model.ts).
      const generation = key.derivedSecret === undefined || body.secret ? undefined : key.derivedSecret + 1;
      const secret = body.secret ? body.secret : generation === undefined ? newSecret() : derivedBootstrapSecret(ctx, key.id, generation);
      key.secretHash = ctx.secrets.keyedHash(secret);
      if (generation === undefined) delete key.derivedSecret;
      else key.derivedSecret = generation;
      delete key.fixedTokenHash;
      bumpAudit(key.audit, caller.apiKeyId, ctx.clock.iso());
      keys().touch(key.id);
      return { secretKey: secret, token: tokenFor(key.id, secret) };
    },
  });
}

/** A new key as a create makes it (not stored yet), and its secret. */
export function newApiKey(
  ctx: Pick<ServerContext, "secrets" | "clock">,
  organizationId: string,
  body: z.input<typeof createApiKey>,
  actor: string,
): { key: ApiKeyRecord; secret: string } {
  const secret = newSecret();
  const key: ApiKeyRecord = {
    id: newApiKeyId(),
    organizationId,
    name: body.name,
    description: body.description ?? API_KEY_DEFAULTS.description,
    expiry: body.expiry ?? API_KEY_DEFAULTS.expiry,
    allowedCIDRs: body.allowedCIDRs ?? API_KEY_DEFAULTS.allowedCIDRs,
    organizationRoles: [...new Set(body.organizationRoles)],
    resources: (body.resources ?? []).map((r) => ({ ...r, type: r.type ?? API_KEY_RESOURCE_TYPE })),
    secretHash: ctx.secrets.keyedHash(secret),
    audit: newAudit(actor, ctx.clock.iso()),
  };
  return { key, secret };
}

/** Real access key ids are 32 characters; a uuid without dashes keeps them unique. */
function newApiKeyId(): string {
  return newId().replace(/-/g, "").toUpperCase();
}

export function view(k: ApiKeyRecord) {
  return {
    id: k.id,
    name: k.name,
    description: k.description,
    expiry: k.expiry,
    allowedCIDRs: k.allowedCIDRs,
    organizationRoles: k.organizationRoles,
    resources: k.resources,
    audit: k.audit,
  };
}
