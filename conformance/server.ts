import type { FastifyInstance } from "fastify";
import type { Limits } from "./core/limits";
import { seedSummary } from "./management/seed";
import { buildApps, openWorld } from "./world";

export interface ConformanceServerOptions {
  /** Interface to bind; default 127.0.0.1. */
  host?: string;
  /** Ports; 0 picks a free one. Defaults: 0 for the library (tests), the CLI passes 8080/4984/4985. */
  apiPort?: number;
  gatewayPublicPort?: number;
  gatewayAdminPort?: number;
  /** Persist every acknowledged write here; without it, state is in memory. One server at a
   *  time: a second one on the same directory fails to start (`DataDirLocked`). */
  dataDir?: string;
  /** Compact the data directory's journal once it holds this many bytes (default 8 MiB). */
  compactBytes?: number;
  /** The data directory lock's lease, ms (default 20 000): renewed every fifth of it; a
   *  crashed holder's lock is taken over once it has gone a whole lease unrenewed. */
  lockLeaseMs?: number;
  /** Bytes the data directory's files are read and written by at a time (default 1 MiB; tests
   *  lower it). */
  ioChunkBytes?: number;
  /** Base duration of each asynchronous state step, ms (default 2000). */
  transitionMs?: number;
  /** Fixes the bootstrap API key's token (default: DBPLANE_BOOTSTRAP_TOKEN, else generated). */
  bootstrapToken?: string;
  gatewayAdminUser?: string;
  /** Default: DBPLANE_GATEWAY_ADMIN_PASSWORD, else generated (and reported). */
  gatewayAdminPassword?: string;
  /** Wall clock to build the server clock on (tests inject one). */
  now?: () => number;
  /** Let webhooks, function URLs and OIDC discovery reach loopback and private addresses (e.g.
   *  a webhook receiver on this machine); never this server's own ports. Default false. */
  egressAllowPrivate?: boolean;
  /** The only directory JavaScript function files may be read from; without it, a function
   *  given as a file path is refused. */
  functionsDir?: string;
  /** Names this server is reached by besides its bound address (and `localhost` on a loopback
   *  bind): the control plane refuses any other `Host` (DNS rebinding), e.g. a container's
   *  service name or a proxy's host name. */
  serverNames?: string[];
  /** Required as `Authorization: Bearer <token>` on the control plane. Default: none when bound
   *  to loopback, a generated one otherwise (reported as `controlToken`). */
  controlToken?: string;
  /** Request timeouts (ms): the whole request (default 30 s), its headers (default 10 s). */
  requestTimeoutMs?: number;
  headersTimeoutMs?: number;
  /** The variables the gateway's configuration parser expands (`$NAME`, `${NAME}`) in database
   *  configurations; default none. The server's own environment is never read for them. */
  gatewayConfigEnv?: Record<string, string>;
  /** Worker threads that run user JavaScript (default 2). */
  sandboxWorkers?: number;
  /** How many requests the control plane's request log keeps, the latest (default 20,000). */
  requestLogSize?: number;
  /** Limits between tenants; each left out takes its default (core/limits.ts, and the table in
   *  docs/conformance-server.md). */
  limits?: Partial<Limits>;
  /** Where warnings go (default stderr). */
  warn?: (message: string) => void;
}

export interface ConformanceServer {
  apiUrl: string;
  gatewayPublicUrl: string;
  gatewayAdminUrl: string;
  organizationId: string;
  projectId: string;
  clusterId: string;
  clusters: Array<{ id: string; cloudProvider: string; freeTier: boolean; serverVersion: string }>;
  apiKeyId: string;
  apiToken: string;
  gatewayAdminUsername: string;
  gatewayAdminPassword: string;
  /** Set when the control plane requires a token. */
  controlToken?: string;
  close(): Promise<void>;
}

export async function startConformanceServer(options: ConformanceServerOptions = {}): Promise<ConformanceServer> {
  const host = options.host ?? "127.0.0.1";
  const world = await openWorld(options, host);
  const { ctx } = world;
  try {
    const timeouts = { requestMs: options.requestTimeoutMs ?? 30_000, headersMs: options.headersTimeoutMs ?? 10_000 };
    const { api, gatewayPublic, gatewayAdmin } = buildApps(ctx, timeouts);
    const apps: FastifyInstance[] = [];
    world.onClose(() => Promise.all(apps.map((a) => a.close())).then(() => undefined));
    ctx.urls.api = await listen(api, host, options.apiPort ?? 0, apps);
    ctx.urls.gatewayPublic = await listen(gatewayPublic, host, options.gatewayPublicPort ?? 0, apps);
    ctx.urls.gatewayAdmin = await listen(gatewayAdmin, host, options.gatewayAdminPort ?? 0, apps);
    // A name bound (e.g. `localhost`) is reached by the address it resolved to as well.
    ctx.ownNames.add(new URL(ctx.urls.api).hostname.replace(/^\[(.*)\]$/, "$1").toLowerCase());

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
      ...(ctx.controlToken ? { controlToken: ctx.controlToken } : {}),
      close: world.close,
    };
  } catch (err) {
    await world.close();
    throw err;
  }
}

async function listen(app: FastifyInstance, host: string, port: number, started: FastifyInstance[]): Promise<string> {
  await app.listen({ host, port });
  started.push(app);
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("server did not bind a TCP port");
  const h = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return `http://${h}:${address.port}`;
}
