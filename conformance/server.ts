import type { FastifyInstance } from "fastify";
import { seedSummary } from "./management/seed";
import { buildApps, createContext } from "./world";

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
