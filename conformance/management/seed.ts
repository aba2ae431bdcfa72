import type { ServerContext } from "../context";
import { newAudit } from "../core/audit";
import { newId, newSecret } from "../core/ids";
import type { ApiKeyRecord, Seed } from "../model";
import { keyOfToken, tokenFor } from "./route";

/** The seeded world: one organization and project; an aws cluster on server version 8.0 (the one
 *  provider where `loadBalancerCidr` and private endpoints are supported), a gcp cluster on 7.6
 *  (where they are rejected, and buckets get the defaults of servers before 8.0), and a free-tier
 *  aws cluster on 8.0 (free-tier App Services turn off only when it is off); and the bootstrap
 *  API key, standing for the first key made in the web console. */
type SeedContext = Pick<ServerContext, "store" | "clock" | "secrets">;

export function seedWorld(ctx: SeedContext, bootstrapToken?: string): { seed: Seed; token: string } {
  const organizationId = newId();
  const projectId = newId();
  const cluster = (name: string, cloudProvider: "aws" | "gcp", freeTier: boolean, serverVersion: string) => ({
    id: newId(),
    name,
    projectId,
    cloudProvider,
    freeTier,
    serverVersion,
    power: "on" as const,
  });
  const clusters = [
    cluster("aws-cluster", "aws", false, "8.0.0"),
    cluster("gcp-cluster", "gcp", false, "7.6.5"),
    cluster("free-tier-cluster", "aws", true, "8.0.0"),
  ];
  const { key, token } = bootstrapKey(ctx, organizationId, bootstrapToken);
  const seed: Seed = { organizationId, projectId, clusters, bootstrapApiKeyId: key.id };
  ctx.store.table<Seed>("seed").set("world", seed);
  ctx.store.table<ApiKeyRecord>("apiKeys").set(key.id, key);
  return { seed, token };
}

/** What the ready line and `GET /_conformance/seed` tell callers: the seeded ids, with the paid
 *  aws cluster as "the" cluster (the one where every feature is available). */
export function seedSummary(seed: Seed) {
  const main = seed.clusters.find((c) => c.cloudProvider === "aws" && !c.freeTier) ?? seed.clusters[0];
  return {
    organizationId: seed.organizationId,
    projectId: seed.projectId,
    clusterId: main.id,
    clusters: seed.clusters.map((c) => ({ id: c.id, cloudProvider: c.cloudProvider, freeTier: c.freeTier, serverVersion: c.serverVersion ?? "8.0.0" })),
  };
}

/** Back to the seeded world: same ids, same bootstrap token; everything else is gone. */
export function reseed(ctx: Pick<ServerContext, "store" | "clock" | "secrets" | "bootstrapToken" | "seed">): void {
  const previous = ctx.seed();
  ctx.store.clear();
  const clusters = previous.clusters.map((c) => ({ ...c, power: "on" as const }));
  const { key } = bootstrapKey(ctx, previous.organizationId, ctx.bootstrapToken || undefined);
  ctx.store.table<Seed>("seed").set("world", { ...previous, clusters, bootstrapApiKeyId: key.id });
  ctx.store.table<ApiKeyRecord>("apiKeys").set(key.id, key);
}

/** The bootstrap key's secret of generation `n`, derived from the data directory's key. */
export function derivedBootstrapSecret(ctx: Pick<ServerContext, "secrets">, id: string, generation: number): string {
  return ctx.secrets.derive(`bootstrap-api-key:${id}:${generation}`);
}

/** The bootstrap key's current token as far as this server can tell it without storing it: the
 *  derived one, or `given` (DBPLANE_BOOTSTRAP_TOKEN) when it still authenticates as this key, as
 *  a request would (keyOfToken); "" otherwise (a secret a caller chose by rotation). */
export function bootstrapTokenOf(ctx: Pick<ServerContext, "secrets" | "store" | "seed">, key: ApiKeyRecord, given: string | undefined): string {
  if (key.derivedSecret !== undefined) return tokenFor(key.id, derivedBootstrapSecret(ctx, key.id, key.derivedSecret));
  return given && keyOfToken(ctx, given)?.id === key.id ? given : "";
}

/** A fixed token `base64(id:secret)` is honoured as given; any other fixed token is accepted as
 *  the bootstrap key's token under a generated id. Without one, the secret is derived. */
function bootstrapKey(ctx: SeedContext, organizationId: string, token: string | undefined): { key: ApiKeyRecord; token: string } {
  let id = newId().replace(/-/g, "").toUpperCase();
  let secret: string | undefined;
  let fixedToken: string | undefined;
  if (token) {
    const decoded = Buffer.from(token, "base64").toString("utf8");
    const sep = decoded.indexOf(":");
    if (sep > 0 && Buffer.from(decoded, "utf8").toString("base64") === token) {
      id = decoded.slice(0, sep);
      secret = decoded.slice(sep + 1);
    } else {
      fixedToken = token;
    }
  }
  // A token given back by a reset is the derived one when it still matches the derivation.
  const derived = fixedToken === undefined && (secret === undefined || secret === derivedBootstrapSecret(ctx, id, 0)) ? 0 : undefined;
  secret ??= derived === undefined ? newSecret() : derivedBootstrapSecret(ctx, id, derived);
  const key: ApiKeyRecord = {
    id,
    organizationId,
    name: "bootstrap",
    description: "Stands for the first API key, made in the web console.",
    expiry: -1,
    allowedCIDRs: ["0.0.0.0/0"],
    organizationRoles: ["organizationOwner"],
    resources: [],
    secretHash: ctx.secrets.keyedHash(secret),
    ...(derived !== undefined ? { derivedSecret: derived } : {}),
    ...(fixedToken !== undefined ? { fixedTokenHash: ctx.secrets.keyedHash(fixedToken) } : {}),
    audit: newAudit(id, ctx.clock.iso()),
  };
  return { key, token: fixedToken ?? tokenFor(id, secret) };
}
