import { randomBytes } from "node:crypto";
import * as fs from "node:fs";
import * as path from "node:path";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "./context";
import { Clock } from "./core/clock";
import { DataDir } from "./core/dataDir";
import { type EgressPolicy, egressAgent } from "./core/egress";
import { Failures } from "./core/failures";
import { Faults } from "./core/faults";
import { createApp, routesOf, type Timeouts } from "./core/http";
import { RequestLog } from "./core/requestLog";
import { Secrets } from "./core/secrets";
import { Store } from "./core/store";
import { Sandbox } from "./gateway/sandbox";
import { registerControlPlane } from "./control/controlPlane";
import { registerOidcIssuer } from "./control/oidcIssuer";
import { registerGatewayEvents } from "./gateway/webhooks";
import { gatewayErrorBody } from "./gateway/errors";
import { registerGatewayAdmin, registerGatewayPublic } from "./gateway";
import { registerManagementApi } from "./management";
import { bootstrapTokenOf, seedSummary, seedWorld } from "./management/seed";
import type { ApiKeyRecord, Seed } from "./model";

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
  /** Required as `Authorization: Bearer <token>` on the control plane. Default: none when bound
   *  to loopback, a generated one otherwise (reported as `controlToken`). */
  controlToken?: string;
  /** Request timeouts (ms): the whole request (default 30 s), its headers (default 10 s). */
  requestTimeoutMs?: number;
  headersTimeoutMs?: number;
  /** Worker threads that run user JavaScript (default 2). */
  sandboxWorkers?: number;
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
  clusters: Array<{ id: string; cloudProvider: string; freeTier: boolean }>;
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
  const warn = options.warn ?? ((m: string) => process.stderr.write(`dbplane-server: ${m}\n`));
  const functionsDir = options.functionsDir === undefined ? undefined : realDirectory(options.functionsDir, "--functions-dir");
  const dir = options.dataDir === undefined ? undefined : DataDir.open(options.dataDir);
  const cleanup: Array<() => Promise<void> | void> = [() => dir?.release()];
  let closing: Promise<void> | undefined;
  const undo = () =>
    (closing ??= (async () => {
      for (const step of cleanup.reverse()) await step();
    })());
  try {
    const dataDir = dir ? fs.realpathSync(dir.path) : undefined;
    if (functionsDir && dataDir && (inside(functionsDir, dataDir) || inside(dataDir, functionsDir))) {
      throw new Error(`--functions-dir ${functionsDir} and --data-dir ${dataDir} must not contain one another`);
    }
    const secrets = new Secrets(dir?.secretKey());
    const { store, resumed } = dir ? await Store.open(dir, { compactBytes: options.compactBytes, warn }) : { store: Store.inMemory(), resumed: false };
    cleanup.push(() => store.close());
    const sandbox = new Sandbox({ workers: options.sandboxWorkers });
    cleanup.push(() => sandbox.close());
    const urls = { api: "", gatewayPublic: "", gatewayAdmin: "" };
    const policy: EgressPolicy = {
      allowPrivate: options.egressAllowPrivate === true,
      ownPorts: () => Object.values(urls).filter(Boolean).map((u) => Number(new URL(u).port)),
    };
    const egress = { policy, agent: egressAgent(policy), insecureAgent: egressAgent(policy, { rejectUnauthorized: false }) };
    cleanup.push(() => Promise.all([egress.agent.destroy(), egress.insecureAgent.destroy()]).then(() => undefined));

    const ctx: ServerContext = {
      store,
      secrets,
      sandbox,
      egress,
      functionsDir,
      dataDir,
      controlToken: options.controlToken ?? (isLoopback(host) ? undefined : randomBytes(24).toString("base64url")),
      clock: new Clock(store.clockOffsetMs, options.now),
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
        password: options.gatewayAdminPassword ?? process.env.DBPLANE_GATEWAY_ADMIN_PASSWORD ?? randomBytes(18).toString("base64url"),
      },
      urls,
      hooks: { appEndpointDeleted: [], reset: [] },
    };

    const given = options.bootstrapToken ?? process.env.DBPLANE_BOOTSTRAP_TOKEN;
    if (resumed) {
      const key = store.table<ApiKeyRecord>("apiKeys").get(ctx.seed().bootstrapApiKeyId);
      ctx.bootstrapToken = key ? bootstrapTokenOf(ctx, key, given) : "";
      if (!ctx.bootstrapToken) warn(`the bootstrap API key's token is not stored in ${dir!.path} (its secret was chosen by a rotation): no apiToken to report`);
    } else {
      ctx.bootstrapToken = seedWorld(ctx, given).token;
    }
    await store.commit();

    const timeouts: Timeouts = { requestMs: options.requestTimeoutMs ?? 30_000, headersMs: options.headersTimeoutMs ?? 10_000 };
    const api = createApp(ctx, { api: "management", errorBody: (e) => e.body(), timeouts });
    const gatewayPublic = createApp(ctx, { api: "gatewayPublic", errorBody: gatewayErrorBody, timeouts });
    const gatewayAdmin = createApp(ctx, { api: "gatewayAdmin", errorBody: gatewayErrorBody, timeouts });
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

    const apps: FastifyInstance[] = [];
    cleanup.push(() => Promise.all(apps.map((a) => a.close())).then(() => undefined));
    urls.api = await listen(api, host, options.apiPort ?? 0, apps);
    urls.gatewayPublic = await listen(gatewayPublic, host, options.gatewayPublicPort ?? 0, apps);
    urls.gatewayAdmin = await listen(gatewayAdmin, host, options.gatewayAdminPort ?? 0, apps);

    const seed = ctx.seed();
    return {
      apiUrl: urls.api,
      gatewayPublicUrl: urls.gatewayPublic,
      gatewayAdminUrl: urls.gatewayAdmin,
      ...seedSummary(seed),
      apiKeyId: seed.bootstrapApiKeyId,
      apiToken: ctx.bootstrapToken,
      gatewayAdminUsername: ctx.gatewayAdmin.username,
      gatewayAdminPassword: ctx.gatewayAdmin.password,
      ...(ctx.controlToken ? { controlToken: ctx.controlToken } : {}),
      close: undo,
    };
  } catch (err) {
    await undo();
    throw err;
  }
}

function isLoopback(host: string): boolean {
  return host === "localhost" || host === "::1" || /^127\.\d+\.\d+\.\d+$/.test(host);
}

function realDirectory(dir: string, flag: string): string {
  const real = fs.realpathSync(path.resolve(dir));
  if (!fs.statSync(real).isDirectory()) throw new Error(`${flag} ${dir} is not a directory`);
  return real;
}

/** Whether `child` is `parent` or inside it. */
function inside(child: string, parent: string): boolean {
  const rel = path.relative(parent, child);
  return !rel.startsWith("..") && !path.isAbsolute(rel);
}

async function listen(app: FastifyInstance, host: string, port: number, started: FastifyInstance[]): Promise<string> {
  await app.listen({ host, port });
  started.push(app);
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("server did not bind a TCP port");
  const h = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return `http://${h}:${address.port}`;
}
