import type { FastifyInstance } from "fastify";
import type { ConformanceServerOptions } from "./server";
import type { ServerContext } from "./context";
import { Clock } from "./core/clock";
import { Failures } from "./core/failures";
import { Faults } from "./core/faults";
import { createApp, routesOf } from "./core/http";
import { RequestLog } from "./core/requestLog";
import { Store } from "./core/store";
import { registerControlPlane } from "./control/controlPlane";
import { registerOidcIssuer } from "./control/oidcIssuer";
import { registerGatewayEvents } from "./gateway/webhooks";
import { gatewayErrorBody } from "./gateway/errors";
import { registerGatewayAdmin, registerGatewayPublic } from "./gateway";
import { registerManagementApi } from "./management";
import { tokenFor } from "./management/route";
import { seedWorld } from "./management/seed";
import type { ApiKeyRecord, Seed } from "./model";

/** The server without its ports: the world (state, clock, seed) and the three fastify apps with
 *  every route. startConformanceServer binds them; the API reference renders them. Kept apart
 *  from server.ts so that the public declarations of `dbplane/conformance` reach no fastify type. */

/** The server's state and clock, seeded (or resumed from `dataDir`). */
export function createContext(options: ConformanceServerOptions = {}): ServerContext {
  const store = Store.inDirectory(options.dataDir);
  const resumed = store.load();
  const clock = new Clock(store.clockOffsetMs, options.now);
  const ctx: ServerContext = {
    store,
    clock,
    transitionMs: options.transitionMs ?? 2000,
    failures: new Failures(store),
    faults: new Faults(),
    requests: new RequestLog(),
    seed: () => {
      const seed = store.table<Seed>("seed").get("world");
      if (!seed) throw new Error("the world is not seeded");
      return seed;
    },
    bootstrapToken: "",
    gatewayAdmin: {
      username: options.gatewayAdminUser ?? "admin",
      password: options.gatewayAdminPassword ?? "password",
    },
    urls: { api: "", gatewayPublic: "", gatewayAdmin: "" },
    hooks: { appEndpointDeleted: [], reset: [] },
  };

  if (resumed) {
    const seed = ctx.seed();
    const key = store.table<ApiKeyRecord>("apiKeys").get(seed.bootstrapApiKeyId);
    ctx.bootstrapToken = key ? tokenFor(key) : (options.bootstrapToken ?? process.env.DBPLANE_BOOTSTRAP_TOKEN ?? "");
  } else {
    ctx.bootstrapToken = seedWorld(ctx, options.bootstrapToken ?? process.env.DBPLANE_BOOTSTRAP_TOKEN).token;
    store.flush();
  }

  return ctx;
}

/** The three apps with every route registered (no port bound yet). */
export function buildApps(ctx: ServerContext): { api: FastifyInstance; gatewayPublic: FastifyInstance; gatewayAdmin: FastifyInstance } {
  const api = createApp(ctx, { api: "management", errorBody: (e) => e.body() });
  const gatewayPublic = createApp(ctx, { api: "gatewayPublic", errorBody: gatewayErrorBody });
  const gatewayAdmin = createApp(ctx, { api: "gatewayAdmin", errorBody: gatewayErrorBody });
  registerControlPlane(api, ctx);
  registerOidcIssuer(api, ctx);
  registerGatewayEvents(api, ctx);
  registerManagementApi(api, ctx);
  registerGatewayPublic(gatewayPublic, ctx);
  registerGatewayAdmin(gatewayAdmin, ctx);
  api.get("/_conformance/routes", async () => ({
    management: routesOf(api).filter((r) => !r.includes(" /_conformance/")),
    gatewayPublic: routesOf(gatewayPublic),
    gatewayAdmin: routesOf(gatewayAdmin),
  }));
  return { api, gatewayPublic, gatewayAdmin };
}
