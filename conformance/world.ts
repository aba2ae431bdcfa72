import { randomBytes } from "node:crypto";
import * as fs from "node:fs";
import * as path from "node:path";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "./context";
import { Clock } from "./core/clock";
import { DataDir } from "./core/dataDir";
import { EgressAgents, type EgressPolicy } from "./core/egress";
import { Failures } from "./core/failures";
import { Faults } from "./core/faults";
import { createApp, routesOf, type Timeouts } from "./core/http";
import { RequestLog } from "./core/requestLog";
import { Secrets } from "./core/secrets";
import { Store } from "./core/store";
import { Sandbox } from "./gateway/sandbox";
import { registerControlPlane } from "./control/controlPlane";
import { registerOidcIssuer } from "./control/oidcIssuer";
import { isLoopback, ownNamesOf } from "./control/browserGuard";
import { registerGatewayEvents } from "./gateway/webhooks";
import { gatewayErrorBody } from "./gateway/errors";
import { registerGatewayAdmin, registerGatewayPublic } from "./gateway";
import { registerManagementApi } from "./management";
import { bootstrapTokenOf, seedWorld } from "./management/seed";
import type { ApiKeyRecord, Seed } from "./model";
import type { ConformanceServerOptions } from "./server";
import { resolveLimits } from "./core/limits";

/** The server without its ports: the world (data directory, store, secrets, sandbox, egress,
 *  clock, seed) and the three fastify apps with every route. startConformanceServer binds them;
 *  the API reference renders their routes. Kept apart from server.ts so that the public
 *  declarations of `dbplane/conformance` reach no fastify type. */

export interface World {
  ctx: ServerContext;
  /** Undoes what opening did, last first (a step added later runs first). */
  close(): Promise<void>;
  /** Adds a step to `close`. */
  onClose(step: () => Promise<void> | void): void;
}

/** Opens the world: the data directory (locked) and its store, or memory; seeded, or resumed. */
export async function openWorld(options: ConformanceServerOptions, host = "127.0.0.1"): Promise<World> {
  const warn = options.warn ?? ((m: string) => process.stderr.write(`dbplane-server: ${m}\n`));
  const limits = resolveLimits(options.limits);
  const functionsDir = options.functionsDir === undefined ? undefined : realDirectory(options.functionsDir, "--functions-dir");
  const dir = options.dataDir === undefined ? undefined : DataDir.open(options.dataDir, { leaseMs: options.lockLeaseMs, onLost: warn });
  const cleanup: Array<() => Promise<void> | void> = [() => dir?.release()];
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      for (const step of cleanup.reverse()) await step();
    })());
  try {
    const dataDir = dir ? fs.realpathSync(dir.path) : undefined;
    if (functionsDir && dataDir && (inside(functionsDir, dataDir) || inside(dataDir, functionsDir))) {
      throw new Error(`--functions-dir ${functionsDir} and --data-dir ${dataDir} must not contain one another`);
    }
    const secrets = new Secrets(dir?.secretKey(), limits);
    const { store, resumed } = dir ? await Store.open(dir, { compactBytes: options.compactBytes, chunkBytes: options.ioChunkBytes, warn }) : { store: Store.inMemory(), resumed: false };
    cleanup.push(() => store.close());
    const sandbox = new Sandbox({ workers: options.sandboxWorkers, maxQueuedPerTenant: limits.sandboxQueuedPerTenant, sourceBytes: limits.sandboxSourceBytes });
    cleanup.push(() => sandbox.close());
    const urls = { api: "", gatewayPublic: "", gatewayAdmin: "" };
    const policy: EgressPolicy = {
      allowPrivate: options.egressAllowPrivate === true,
      ownPorts: () => Object.values(urls).filter(Boolean).map((u) => Number(new URL(u).port)),
    };
    const egress = new EgressAgents(policy);
    cleanup.push(() => egress.destroy());

    const ctx: ServerContext = {
      store,
      limits,
      secrets,
      sandbox,
      egress,
      functionsDir,
      dataDir,
      ownNames: ownNamesOf(host, options.serverNames),
      controlToken: options.controlToken ?? (isLoopback(host) ? undefined : randomBytes(24).toString("base64url")),
      clock: new Clock(store.clockOffsetMs, options.now),
      transitionMs: options.transitionMs ?? 2000,
      failures: new Failures(store),
      faults: new Faults(),
      requests: new RequestLog(options.requestLogSize),
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
      gatewayConfigEnv: Object.freeze({ ...options.gatewayConfigEnv }),
      urls,
      hooks: { appEndpointDeleted: [], appEndpointBucketFlushed: [], reset: [] },
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
    return { ctx, close, onClose: (step) => cleanup.push(step) };
  } catch (err) {
    await close();
    throw err;
  }
}

/** The three apps with every route registered (no port bound yet). */
export function buildApps(ctx: ServerContext, timeouts?: Timeouts): { api: FastifyInstance; gatewayPublic: FastifyInstance; gatewayAdmin: FastifyInstance } {
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
  return { api, gatewayPublic, gatewayAdmin };
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
