import type { FastifyInstance } from "fastify";
import { createAdminUser, setMetadataIsolation, updateAdminUser } from "../../schema/api/appServices";
import type { ServerContext } from "../context";
import { bumpAudit, newAudit } from "../core/audit";
import { badRequest, conflict, notFound } from "../core/errors";
import { newId } from "../core/ids";
import { paginate } from "../core/paging";
import { ScopeIndex } from "../core/scopeIndex";
import type { AdminUserRecord, AppEndpointRecord, AppServiceRecord } from "../model";
import { APP_SERVICE_ROUTE as A, requireRunning } from "./appServiceState";
import { defineRoute, type Params } from "./route";
import * as scope from "./scope";

/** App Service admin users, metadata isolation and the public certificate (document 2).
 *
 *  Admin users are the gateway admin API's Basic credentials. `access` is `{allEndpoints: true}`
 *  or `{endpoints: [names]}`; the named endpoints must exist. With bucket-level access (the
 *  only kind supported) the user also administers every endpoint on those endpoints' buckets,
 *  including endpoints created later: `buckets` records them for the gateway. The password is
 *  write-only. */

/** A fixed, well-formed stand-in for the App Service's public certificate. */
const CERTIFICATE = [
  "-----BEGIN CERTIFICATE-----",
  "MIIBszCCAVmgAwIBAgIUQ29uZm9ybWFuY2VTZXJ2ZXJDZXJ0MAoGCCqGSM49BAMC",
  "MC0xKzApBgNVBAMMImRicGxhbmUgY29uZm9ybWFuY2UgQXBwIFNlcnZpY2UgQ0Ew",
  "HhcNMjQwMTAxMDAwMDAwWhcNMzQwMTAxMDAwMDAwWjAtMSswKQYDVQQDDCJkYnBs",
  "YW5lIGNvbmZvcm1hbmNlIEFwcCBTZXJ2aWNlIENBMFkwEwYHKoZIzj0CAQYIKoZI",
  "zj0DAQcDQgAEZGJwbGFuZS1jb25mb3JtYW5jZS1maXhlZC1wdWJsaWMta2V5LWZv",
  "ci10ZXN0cy1vbmx5LW5vdC1hLXJlYWwta2V5LWF0LWFsbC0wMTIzNDU2Nzg5o1Mw",
  "UTAdBgNVHQ4EFgQUZGJwbGFuZWNvbmZvcm1hbmNlMDAwHwYDVR0jBBgwFoAUZGJw",
  "bGFuZWNvbmZvcm1hbmNlMDAwDwYDVR0TAQH/BAUwAwEB/zAKBggqhkjOPQQDAgNI",
  "ADBFAiEAZGJwbGFuZS1jb25mb3JtYW5jZS1zaWduYXR1cmUCIGRicGxhbmUtZmFr",
  "ZS1zaWduYXR1cmUtZm9yLXRlc3RzLW9ubHk=",
  "-----END CERTIFICATE-----",
  "",
].join("\n");

/** Admin users by App Service (listed by name), and by name (the gateway admin API's logins). */
export const adminUsersByAppService = (ctx: Pick<ServerContext, "store">) =>
  ScopeIndex.of(ctx.store.table<AdminUserRecord>("adminUsers"), "byAppService", (u) => u.appServiceId, { name: (u) => u.name });
export const adminUsersByName = (ctx: Pick<ServerContext, "store">) =>
  ScopeIndex.of(ctx.store.table<AdminUserRecord>("adminUsers"), "byName", (u) => u.name);

interface MetadataIsolationRecord {
  appServiceId: string;
  enabled: boolean;
}

export function registerAdminUsers(app: FastifyInstance, ctx: ServerContext): void {
  const users = () => ctx.store.table<AdminUserRecord>("adminUsers");
  const isolation = () => ctx.store.table<MetadataIsolationRecord>("metadataIsolation");

  const findUser = (params: Params): { svc: AppServiceRecord; user: AdminUserRecord } => {
    const svc = scope.appService(ctx, params);
    const id = scope.uuidParam(params, "userId");
    const user = users().get(id);
    if (!user || user.appServiceId !== svc.id) throw notFound(`Admin user ${id} not found in App Service ${svc.id}.`);
    return { svc, user };
  };

  /** The buckets behind the named endpoints; 400 naming the first endpoint that does not exist. */
  const bucketsOf = (svc: AppServiceRecord, names: string[], field: string): string[] => {
    const endpoints = ctx.store.table<AppEndpointRecord>("appEndpoints");
    const buckets = names.map((name, i) => {
      const endpoint = endpoints.get(scope.endpointKey(svc.id, name));
      if (!endpoint) throw badRequest(`Field '${field}[${i}]': App Service ${svc.id} has no App Endpoint '${name}'.`);
      return endpoint.bucket;
    });
    return [...new Set(buckets)];
  };

  defineRoute(app, ctx, {
    method: "POST",
    url: `${A}/adminUsers`,
    body: createAdminUser,
    status: 201,
    handler: async ({ params, body, caller }) => {
      const check = () => {
        const svc = scope.appService(ctx, params);
        const endpoints = "endpoints" in body.access ? [...new Set(body.access.endpoints)] : [];
        const buckets = bucketsOf(svc, endpoints, "access.endpoints");
        requireRunning(ctx, svc, "creating an admin user");
        if (adminUsersByAppService(ctx).find(svc.id, (u) => u.name === body.name)) {
          throw conflict(`App Service ${svc.id} already has an admin user named '${body.name}'.`);
        }
        return { svc, endpoints, buckets };
      };
      check();
      const passwordHash = await ctx.secrets.hashPassword(body.password);
      // Checked again: the world may have moved while the password was hashed.
      const { svc, endpoints, buckets } = check();
      const user: AdminUserRecord = {
        id: newId(),
        appServiceId: svc.id,
        clusterId: svc.clusterId,
        projectId: svc.projectId,
        tenantId: svc.organizationId,
        name: body.name,
        passwordHash,
        accessAllEndpoints: "allEndpoints" in body.access,
        endpoints,
        buckets,
        audit: newAudit(caller.apiKeyId, ctx.clock.iso()),
      };
      users().set(user.id, user);
      return { id: user.id };
    },
  });

  defineRoute(app, ctx, {
    method: "GET",
    url: `${A}/adminUsers`,
    handler: ({ params, query, selfUrl }) => {
      const svc = scope.appService(ctx, params);
      return paginate(adminUsersByAppService(ctx).listing(svc.id), query, selfUrl, { sortable: [], defaultSort: "name", view: adminUserView });
    },
  });

  defineRoute(app, ctx, {
    method: "GET",
    url: `${A}/adminUsers/:userId`,
    handler: ({ params }) => adminUserView(findUser(params).user),
  });

  /** Replaces the user's endpoint list (document 2: the body is `{endpoints}`). */
  defineRoute(app, ctx, {
    method: "PUT",
    url: `${A}/adminUsers/:userId`,
    body: updateAdminUser,
    status: 204,
    handler: ({ params, body, caller }) => {
      const { svc, user } = findUser(params);
      const endpoints = [...new Set(body.endpoints)];
      const buckets = bucketsOf(svc, endpoints, "endpoints");
      requireRunning(ctx, svc, "updating an admin user");
      user.endpoints = endpoints;
      user.buckets = buckets;
      user.accessAllEndpoints = false;
      bumpAudit(user.audit, caller.apiKeyId, ctx.clock.iso());
      users().touch(user.id);
      return undefined;
    },
  });

  defineRoute(app, ctx, {
    method: "DELETE",
    url: `${A}/adminUsers/:userId`,
    status: 204,
    handler: ({ params }) => {
      users().delete(findUser(params).user.id);
      return undefined;
    },
  });

  defineRoute(app, ctx, {
    method: "PUT",
    url: `${A}/metadataIsolation`,
    body: setMetadataIsolation,
    status: 204,
    handler: ({ params }) => {
      const svc = scope.appService(ctx, params);
      requireRunning(ctx, svc, "enabling metadata isolation");
      isolation().set(svc.id, { appServiceId: svc.id, enabled: true });
      return undefined;
    },
  });

  defineRoute(app, ctx, {
    method: "GET",
    url: `${A}/metadataIsolation`,
    handler: ({ params }) => {
      const svc = scope.appService(ctx, params);
      return { enabled: isolation().get(svc.id)?.enabled ?? false };
    },
  });

  defineRoute(app, ctx, {
    method: "GET",
    url: `${A}/certificate`,
    handler: ({ params }) => {
      scope.appService(ctx, params);
      return { certificate: CERTIFICATE };
    },
  });
}

/** Forgets what this module keeps about an App Service (its admin users and settings). */
export function forgetAdminUsers(ctx: ServerContext, appServiceId: string): void {
  const users = ctx.store.table<AdminUserRecord>("adminUsers");
  for (const user of adminUsersByAppService(ctx).rows(appServiceId)) users.delete(user.id);
  ctx.store.table<MetadataIsolationRecord>("metadataIsolation").delete(appServiceId);
}

/** Whether an admin user reaches an App Endpoint: all endpoints, the endpoint by name, or (with
 *  bucket-level access) any endpoint on one of its buckets, including endpoints made later. */
export function reachesEndpoint(u: AdminUserRecord, endpoint: Pick<AppEndpointRecord, "appServiceId" | "name" | "bucket">): boolean {
  return (
    u.appServiceId === endpoint.appServiceId &&
    (u.accessAllEndpoints || u.endpoints.includes(endpoint.name) || (u.buckets ?? []).includes(endpoint.bucket))
  );
}

export function adminUserView(u: AdminUserRecord) {
  return {
    id: u.id,
    tenantId: u.tenantId,
    projectId: u.projectId,
    clusterId: u.clusterId,
    name: u.name,
    endpoints: u.endpoints,
    accessAllEndpoints: u.accessAllEndpoints,
    audit: u.audit,
  };
}
