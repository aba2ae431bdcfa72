import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { type adminUserAccess, appServiceOperations as ops } from "../../schema/api/appServices";
import type { ServerContext } from "../context";
import { bumpAudit, newAudit } from "../core/audit";
import { badRequest, conflict, notFound } from "../core/errors";
import { newId } from "../core/ids";
import { paginate } from "../core/paging";
import { ScopeIndex } from "../core/scopeIndex";
import { managementRefusal, requireWithin } from "../gateway/usage";
import type { AdminUserRecord, AppEndpointRecord, AppServiceRecord } from "../model";
import { appServiceTenant } from "../gateway/databases";
import { requireRunning } from "./appServiceState";
import { defineRoute, type Params } from "./route";
import * as scope from "./scope";

/** App Service admin users, metadata isolation (not in the public specification: the service
 *  documentation's behaviour) and the public certificate.
 *
 *  Admin users are the gateway admin API's Basic credentials. `access` is `{accessAllEndpoints:
 *  true}` or `{endpoints: [names]}`, on create and as the update's body; the named endpoints must
 *  exist. With bucket-level access (the only kind supported) the user also administers every
 *  endpoint on those endpoints' buckets, including endpoints created later: `buckets` records
 *  them for the gateway. The password is write-only. */

type Access = z.input<typeof adminUserAccess>;

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

  /** What an `access` object grants: every endpoint, or the named ones and (bucket-level access)
   *  their buckets; 400 naming the first endpoint that does not exist. */
  const grantOf = (svc: AppServiceRecord, access: Access, field: string): Pick<AdminUserRecord, "accessAllEndpoints" | "endpoints" | "buckets"> => {
    if ("accessAllEndpoints" in access) return { accessAllEndpoints: true, endpoints: [], buckets: [] };
    const names = [...new Set(access.endpoints)];
    const endpoints = ctx.store.table<AppEndpointRecord>("appEndpoints");
    const buckets = names.map((name, i) => {
      const endpoint = endpoints.get(scope.endpointKey(svc.id, name));
      if (!endpoint) throw badRequest(`Field '${field}[${i}]': App Service ${svc.id} has no App Endpoint '${name}'.`);
      return endpoint.bucket;
    });
    return { accessAllEndpoints: false, endpoints: names, buckets: [...new Set(buckets)] };
  };

  defineRoute(app, ctx, ops.createAdminUser, {
    handler: async ({ params, body, caller }) => {
      const check = () => {
        const svc = scope.appService(ctx, params);
        const grant = grantOf(svc, body.access, "access.endpoints");
        requireRunning(ctx, svc, "creating an admin user");
        if (adminUsersByAppService(ctx).find(svc.id, (u) => u.name === body.name)) {
          throw conflict(`App Service ${svc.id} already has an admin user named '${body.name}'.`);
        }
        const count = adminUsersByAppService(ctx).size(svc.id);
        requireWithin(ctx, "adminUsersPerAppService", "admin users", count + 1, count, managementRefusal);
        return { svc, grant };
      };
      const before = check();
      const passwordHash = await ctx.secrets.hashPassword(body.password, { tenant: appServiceTenant(before.svc.id), user: `admin:${body.name}` });
      // Checked again: the world may have moved while the password was hashed.
      const { svc, grant } = check();
      const user: AdminUserRecord = {
        id: newId(),
        appServiceId: svc.id,
        clusterId: svc.clusterId,
        projectId: svc.projectId,
        tenantId: svc.organizationId,
        name: body.name,
        passwordHash,
        ...grant,
        audit: newAudit(caller.apiKeyId, ctx.clock.iso()),
      };
      users().set(user.id, user);
      return { id: user.id };
    },
  });

  defineRoute(app, ctx, ops.listAdminUsers, {
    handler: ({ params, query, selfUrl }) => {
      const svc = scope.appService(ctx, params);
      return paginate(adminUsersByAppService(ctx).listing(svc.id), query, selfUrl, { sortable: [], defaultSort: "name", view: adminUserView });
    },
  });

  defineRoute(app, ctx, ops.getAdminUser, {
    handler: ({ params }) => adminUserView(findUser(params).user),
  });

  /** Sets the user's access: the named endpoints, or every endpoint. */
  defineRoute(app, ctx, ops.updateAdminUser, {
    handler: ({ params, body, caller }) => {
      const { svc, user } = findUser(params);
      const grant = grantOf(svc, body, "endpoints");
      requireRunning(ctx, svc, "updating an admin user");
      Object.assign(user, grant);
      bumpAudit(user.audit, caller.apiKeyId, ctx.clock.iso());
      users().touch(user.id);
      return undefined;
    },
  });

  /** 202: the API accepts the delete; here the user is gone at once. */
  defineRoute(app, ctx, ops.deleteAdminUser, {
    handler: ({ params }) => {
      users().delete(findUser(params).user.id);
      return undefined;
    },
  });

  defineRoute(app, ctx, ops.setMetadataIsolation, {
    handler: ({ params }) => {
      const svc = scope.appService(ctx, params);
      requireRunning(ctx, svc, "enabling metadata isolation");
      isolation().set(svc.id, { appServiceId: svc.id, enabled: true });
      return undefined;
    },
  });

  defineRoute(app, ctx, ops.getMetadataIsolation, {
    handler: ({ params }) => {
      const svc = scope.appService(ctx, params);
      return { enabled: isolation().get(svc.id)?.enabled ?? false };
    },
  });

  defineRoute(app, ctx, ops.getAppServiceCertificate, {
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
