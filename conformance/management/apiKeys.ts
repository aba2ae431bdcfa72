import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { createApiKey, rotateApiKey } from "../../schema/api/apiKeys";
import type { ServerContext } from "../context";
import { newAudit, bumpAudit } from "../core/audit";
import { notFound } from "../core/errors";
import { newId, newSecret } from "../core/ids";
import { paginate } from "../core/paging";
import { ScopeIndex } from "../core/scopeIndex";
import type { ApiKeyRecord } from "../model";
import { defineRoute, tokenFor } from "./route";
import * as responses from "./responses";
import { derivedBootstrapSecret } from "./seed";
import * as scope from "./scope";

/** API keys (document 2): create returns the token once; reads never show it; rotation
 *  returns a new secret and token and the old token stops working. Only organization owners
 *  manage keys (project-scoped keys' `resources` item fields are not shown in the documents). */
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
  const base = "/organizations/:organizationId/apikeys";

  const find = (params: Record<string, string>): ApiKeyRecord => {
    const organizationId = scope.organization(ctx, params);
    const key = keys().get(params.apiKeyId);
    if (!key || key.organizationId !== organizationId) throw notFound(`API key ${params.apiKeyId} not found.`);
    return key;
  };

  defineRoute(app, ctx, {
    method: "POST",
    url: base,
    roles: OWNERS,
    body: createApiKey,
    status: 201,
    response: responses.createdApiKey,
    handler: ({ params, body, caller }) => {
      const { key, secret } = newApiKey(ctx, scope.organization(ctx, params), body, caller.apiKeyId);
      keys().set(key.id, key);
      return { id: key.id, token: tokenFor(key.id, secret) };
    },
  });

  defineRoute(app, ctx, {
    method: "GET",
    url: base,
    roles: OWNERS,
    response: responses.pageOf(responses.apiKey),
    handler: ({ params, query, selfUrl }) => {
      const organizationId = scope.organization(ctx, params);
      return paginate(byOrganization(ctx).listing(organizationId), query, selfUrl, { sortable: ["name", "createdAt", "expiry"], defaultSort: "createdAt", view });
    },
  });

  defineRoute(app, ctx, {
    method: "GET",
    url: `${base}/:apiKeyId`,
    roles: OWNERS,
    response: responses.apiKey,
    handler: ({ params }) => view(find(params)),
  });

  defineRoute(app, ctx, {
    method: "DELETE",
    url: `${base}/:apiKeyId`,
    roles: OWNERS,
    status: 204,
    handler: ({ params }) => {
      keys().delete(find(params).id);
      return undefined;
    },
  });

  defineRoute(app, ctx, {
    method: "POST",
    url: `${base}/:apiKeyId/rotate`,
    roles: OWNERS,
    body: rotateApiKey,
    response: responses.rotatedApiKey,
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
    description: body.description ?? "",
    expiry: body.expiry ?? 180,
    allowedCIDRs: body.allowedCIDRs ?? ["0.0.0.0/0"],
    organizationRoles: [...new Set(body.organizationRoles)],
    resources: body.resources ?? [],
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
