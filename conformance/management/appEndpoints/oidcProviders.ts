import type { FastifyInstance } from "fastify";
import { appEndpointOperations as ops, MAX_OIDC_PROVIDERS } from "../../../schema/api/appEndpoints";
import type { ServerContext } from "../../context";
import { ApiError, conflict, notFound } from "../../core/errors";
import { newId } from "../../core/ids";
import { paginate } from "../../core/paging";
import type { AppEndpointRecord, OidcProviderRecord } from "../../model";
import { checkProviderEgress } from "../../gateway/oidc";
import { defineRoute, type Params } from "../route";
import * as scope from "../scope";
import { changed, findEndpoint, oidcRecord, sameProvider } from "./common";

/** OIDC providers of an App Endpoint (schema/api/appEndpoints.ts; document 2, "OIDC provider"). The first provider becomes the default; the default cannot be deleted while
 *  other providers exist (409: set another default first). Two providers may not share an
 *  issuer and client id (they would match the same ID tokens). At most MAX_OIDC_PROVIDERS per
 *  endpoint (422 beyond, as a full allow-list). */
export function registerOidcProviders(app: FastifyInstance, ctx: ServerContext): void {
  const findProvider = (rec: AppEndpointRecord, params: Params): OidcProviderRecord => {
    const id = scope.uuidParam(params, "OIDCProviderId");
    const found = rec.oidc.find((p) => p.providerId === id);
    if (!found) throw notFound(`OIDC provider ${id} not found on App Endpoint '${rec.name}'.`);
    return found;
  };

  const rejectDuplicate = (rec: AppEndpointRecord, candidate: Pick<OidcProviderRecord, "issuer" | "clientId">, except?: string) => {
    const clash = rec.oidc.find((p) => p.providerId !== except && sameProvider(p, candidate));
    if (clash) throw conflict(`OIDC provider ${clash.providerId} already has issuer '${candidate.issuer}' and clientId '${candidate.clientId}'.`);
  };

  defineRoute(app, ctx, ops.createOidcProvider, {
    handler: ({ params, body, caller }) => {
      const rec = findEndpoint(ctx, params);
      checkProviderEgress(ctx, { issuer: body.issuer, discovery_url: body.discoveryUrl }, body.discoveryUrl ? "discoveryUrl" : "issuer");
      rejectDuplicate(rec, body);
      if (rec.oidc.length >= MAX_OIDC_PROVIDERS) {
        throw new ApiError(422, `App Endpoint '${rec.name}' already has ${MAX_OIDC_PROVIDERS} OIDC providers, the limit.`, undefined, "Delete a provider before adding another.");
      }
      const provider = oidcRecord(body, newId(), rec.oidc.length === 0);
      rec.oidc.push(provider);
      changed(ctx, rec, caller.apiKeyId);
      return { providerId: provider.providerId };
    },
  });

  defineRoute(app, ctx, ops.listOidcProviders, {
    handler: ({ params, query, selfUrl }) => paginate(findEndpoint(ctx, params).oidc, query, selfUrl, { sortable: [] }),
  });

  defineRoute(app, ctx, ops.setDefaultOidcProvider, {
    handler: ({ params, body, caller }) => {
      const rec = findEndpoint(ctx, params);
      if (!rec.oidc.some((p) => p.providerId === body.providerId)) {
        throw notFound(`Field 'providerId': OIDC provider ${body.providerId} not found on App Endpoint '${rec.name}'.`);
      }
      for (const p of rec.oidc) p.isDefault = p.providerId === body.providerId;
      changed(ctx, rec, caller.apiKeyId);
      return undefined;
    },
  });

  defineRoute(app, ctx, ops.getOidcProvider, {
    handler: ({ params }) => findProvider(findEndpoint(ctx, params), params),
  });

  defineRoute(app, ctx, ops.updateOidcProvider, {
    handler: ({ params, body, caller }) => {
      const rec = findEndpoint(ctx, params);
      const current = findProvider(rec, params);
      checkProviderEgress(ctx, { issuer: body.issuer, discovery_url: body.discoveryUrl }, body.discoveryUrl ? "discoveryUrl" : "issuer");
      rejectDuplicate(rec, body, current.providerId);
      Object.assign(current, oidcRecord(body, current.providerId, current.isDefault));
      changed(ctx, rec, caller.apiKeyId);
      return undefined;
    },
  });

  defineRoute(app, ctx, ops.deleteOidcProvider, {
    handler: ({ params, caller }) => {
      const rec = findEndpoint(ctx, params);
      const provider = findProvider(rec, params);
      if (provider.isDefault && rec.oidc.length > 1) {
        throw conflict(
          `OIDC provider ${provider.providerId} is the default of App Endpoint '${rec.name}' and other providers exist.`,
          "Make another provider the default (PUT .../oidcProviders/defaultProvider), then delete this one.",
        );
      }
      rec.oidc = rec.oidc.filter((p) => p !== provider);
      changed(ctx, rec, caller.apiKeyId);
      return undefined;
    },
  });
}
