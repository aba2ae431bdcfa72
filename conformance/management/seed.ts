import type { ServerContext } from "../context";
import { newAudit } from "../core/audit";
import { newId, newSecret } from "../core/ids";
import type { ApiKeyRecord, Seed } from "../model";
import { tokenFor } from "./route";

/** The seeded world: one organization and project; an aws cluster (the one provider where
 *  `loadBalancerCidr` and private endpoints are supported), a gcp cluster (where they are
 *  rejected), and a free-tier aws cluster (free-tier App Services turn off only when it is off);
 *  and the bootstrap API key, standing for the first key made in the web console. */
export function seedWorld(ctx: Pick<ServerContext, "store" | "clock">, bootstrapToken?: string): { seed: Seed; token: string } {
  const organizationId = newId();
  const projectId = newId();
  const cluster = (name: string, cloudProvider: "aws" | "gcp", freeTier: boolean) => ({
    id: newId(),
    name,
    projectId,
    cloudProvider,
    freeTier,
    power: "on" as const,
  });
  const clusters = [cluster("aws-cluster", "aws", false), cluster("gcp-cluster", "gcp", false), cluster("free-tier-cluster", "aws", true)];
  const key = bootstrapKey(organizationId, ctx.clock.iso(), bootstrapToken);
  const seed: Seed = { organizationId, projectId, clusters, bootstrapApiKeyId: key.id };
  ctx.store.table<Seed>("seed").set("world", seed);
  ctx.store.table<ApiKeyRecord>("apiKeys").set(key.id, key);
  return { seed, token: tokenFor(key) };
}

/** What the ready line and `GET /_conformance/seed` tell callers: the seeded ids, with the paid
 *  aws cluster as "the" cluster (the one where every feature is available). */
export function seedSummary(seed: Seed) {
  const main = seed.clusters.find((c) => c.cloudProvider === "aws" && !c.freeTier) ?? seed.clusters[0];
  return {
    organizationId: seed.organizationId,
    projectId: seed.projectId,
    clusterId: main.id,
    clusters: seed.clusters.map((c) => ({ id: c.id, cloudProvider: c.cloudProvider, freeTier: c.freeTier })),
  };
}

/** Back to the seeded world: same ids, same bootstrap token; everything else is gone. */
export function reseed(ctx: Pick<ServerContext, "store" | "clock" | "bootstrapToken" | "seed">): void {
  const previous = ctx.seed();
  ctx.store.clear();
  const clusters = previous.clusters.map((c) => ({ ...c, power: "on" as const }));
  const key = bootstrapKey(previous.organizationId, ctx.clock.iso(), ctx.bootstrapToken);
  ctx.store.table<Seed>("seed").set("world", { ...previous, clusters, bootstrapApiKeyId: key.id });
  ctx.store.table<ApiKeyRecord>("apiKeys").set(key.id, key);
}

/** A fixed token `base64(id:secret)` is honoured as given; any other fixed token is accepted as
 *  the bootstrap key's secret under a generated id. */
function bootstrapKey(organizationId: string, nowIso: string, token: string | undefined): ApiKeyRecord {
  let id = newId().replace(/-/g, "").toUpperCase();
  let secret = newSecret();
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
  return {
    fixedToken,
    id,
    organizationId,
    name: "bootstrap",
    description: "Stands for the first API key, made in the web console.",
    expiry: -1,
    allowedCIDRs: ["0.0.0.0/0"],
    organizationRoles: ["organizationOwner"],
    resources: [],
    secret,
    audit: newAudit(id, nowIso),
  };
}
