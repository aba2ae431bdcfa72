import type { FastifyInstance } from "fastify";
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
import { seedSummary, seedWorld } from "./management/seed";
import type { ApiKeyRecord, Seed } from "./model";

export interface ConformanceServerOptions {
  /** Interface to bind; default 127.0.0.1. */
  host?: string;
  /** Ports; 0 picks a free one. Defaults: 0 for the library (tests), the CLI passes 8080/4984/4985. */
  apiPort?: number;
  gatewayPublicPort?: number;
  gatewayAdminPort?: number;
  /** Persist every acknowledged write here; without it, state is in memory. */
  dataDir?: string;
  /** Base duration of each asynchronous state step, ms (default 2000). */
  transitionMs?: number;
  /** Fixes the bootstrap API key's token (default: DBPLANE_BOOTSTRAP_TOKEN, else generated). */
  bootstrapToken?: string;
  gatewayAdminUser?: string;
  gatewayAdminPassword?: string;
  /** Wall clock to build the server clock on (tests inject one). */
  now?: () => number;
}

export interface ConformanceServer {
  apiUrl: string;
  gatewayPublicUrl: string;
  gatewayAdminUrl: string;
  organizationId: string;
  projectId: string;
  clusterId: string;
  clusters: Array<{ id: string; cloudProvider: string; freeTier: boolean }>;
  apiKeyId: string;
  apiToken: string;
  gatewayAdminUsername: string;
  gatewayAdminPassword: string;
  close(): Promise<void>;
}

export async function startConformanceServer(options: ConformanceServerOptions = {}): Promise<ConformanceServer> {
  const host = options.host ?? "127.0.0.1";
  const ctx = createContext(options);
  const { store } = ctx;
  const { api, gatewayPublic, gatewayAdmin } = buildApps(ctx);

  const apps: FastifyInstance[] = [];
  try {
    ctx.urls.api = await listen(api, host, options.apiPort ?? 0, apps);
    ctx.urls.gatewayPublic = await listen(gatewayPublic, host, options.gatewayPublicPort ?? 0, apps);
    ctx.urls.gatewayAdmin = await listen(gatewayAdmin, host, options.gatewayAdminPort ?? 0, apps);
  } catch (err) {
    await Promise.all(apps.map((a) => a.close()));
    throw err;
  }

  const seed = ctx.seed();
  return {
    apiUrl: ctx.urls.api,
    gatewayPublicUrl: ctx.urls.gatewayPublic,
    gatewayAdminUrl: ctx.urls.gatewayAdmin,
    ...seedSummary(seed),
    apiKeyId: seed.bootstrapApiKeyId,
    apiToken: ctx.bootstrapToken,
    gatewayAdminUsername: ctx.gatewayAdmin.username,
    gatewayAdminPassword: ctx.gatewayAdmin.password,
    close: async () => {
      await Promise.all(apps.map((a) => a.close()));
      store.flush();
    },
  };
}

async function listen(app: FastifyInstance, host: string, port: number, started: FastifyInstance[]): Promise<string> {
  await app.listen({ host, port });
  started.push(app);
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("server did not bind a TCP port");
  const h = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return `http://${h}:${address.port}`;
}

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
