import { createLocalJWKSet, decodeJwt, type JSONWebKeySet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from "jose";
import type { ServerContext } from "../context";
import { issuerDiscoveryUrl, issuerKeySet, issuerOf } from "../control/oidcIssuer";
import { readCapped, redactUrl, requireEgressAllowed, undici } from "../core/egress";
import type { Database } from "./databases";
import type { OidcProviderConfig } from "./model";

/** OpenID Connect, implicit flow (document 1 "Authentication" 5; provider fields from
 *  document 4): an RS256-signed ID token is matched to a configured provider by issuer and
 *  audience, then verified against the keys the provider's discovery document points to. */

export class InvalidToken extends Error {}

export interface VerifiedToken {
  providerName: string;
  provider: OidcProviderConfig;
  payload: JWTPayload & { sub: string };
}

const DISCOVERY_TIMEOUT_MS = 5000;
const MAX_DOCUMENT_BYTES = 1024 * 1024;
const REFETCH_MS = 30_000;

/** Per server: the key set of each discovery URL (jose's remote set caches and refreshes keys). */
const keySets = new WeakMap<ServerContext, Map<string, Promise<JWTVerifyGetKey>>>();

function keySetsOf(ctx: ServerContext): Map<string, Promise<JWTVerifyGetKey>> {
  let map = keySets.get(ctx);
  if (!map) {
    keySets.set(ctx, (map = new Map()));
    // The control-plane issuer makes a new key on reset: forget the cached ones.
    ctx.hooks.reset.push(() => map!.clear());
  }
  return map;
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, "");

export function discoveryUrlOf(provider: Pick<OidcProviderConfig, "issuer" | "discovery_url">): string {
  return provider.discovery_url || `${withoutTrailingSlash(provider.issuer)}/.well-known/openid-configuration`;
}

/** Whether `url` is the discovery document of the control plane's test issuer. */
export function isOwnIssuerDiscovery(ctx: ServerContext, url: string): boolean {
  return url === issuerDiscoveryUrl(ctx);
}

/** 400 (naming `field`) when the egress rule already refuses where a provider's discovery
 *  document would be fetched from; the control plane's own issuer is read in-process. */
export function checkProviderEgress(ctx: ServerContext, provider: Pick<OidcProviderConfig, "issuer" | "discovery_url">, field: string): void {
  const url = discoveryUrlOf(provider);
  if (!isOwnIssuerDiscovery(ctx, url)) requireEgressAllowed(url, ctx.egress.policy, field);
}

/** The providers configured for a database, by name. */
export function providersOf(db: Database): Array<[string, OidcProviderConfig]> {
  return Object.entries(db.config.oidc?.providers ?? {});
}

async function keySetFor(ctx: ServerContext, provider: OidcProviderConfig): Promise<JWTVerifyGetKey> {
  const url = discoveryUrlOf(provider);
  if (isOwnIssuerDiscovery(ctx, url)) {
    if (withoutTrailingSlash(provider.issuer) !== issuerOf(ctx)) throw new InvalidToken(`OIDC discovery at ${url} names issuer ${issuerOf(ctx)}, not ${provider.issuer}`);
    return (header, token) => issuerKeySet(ctx)(header, token);
  }
  const cache = keySetsOf(ctx);
  let keySet = cache.get(url);
  if (!keySet) {
    keySet = discover(ctx, url, provider.issuer);
    cache.set(url, keySet);
    keySet.catch(() => cache.delete(url));
  }
  return keySet;
}

/** A JSON document of at most MAX_DOCUMENT_BYTES, fetched under the egress rule. */
async function fetchJson(ctx: ServerContext, url: string, what: string): Promise<Record<string, unknown>> {
  const shown = redactUrl(url);
  let res;
  try {
    res = await undici().request(url, { headersTimeout: DISCOVERY_TIMEOUT_MS, bodyTimeout: DISCOVERY_TIMEOUT_MS, dispatcher: ctx.egress.agent });
  } catch (e) {
    const cause = (e as { cause?: Error }).cause;
    throw new InvalidToken(`${what} at ${shown} could not be fetched: ${redactUrl((cause ?? (e as Error)).message)}`);
  }
  if (res.statusCode !== 200) {
    await res.body.dump();
    throw new InvalidToken(`${what} at ${shown} answered ${res.statusCode}`);
  }
  const text = await readCapped(res.body, MAX_DOCUMENT_BYTES);
  if (text === undefined) throw new InvalidToken(`${what} at ${shown} is larger than ${MAX_DOCUMENT_BYTES} bytes`);
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // below
  }
  throw new InvalidToken(`${what} at ${shown} is not a JSON object`);
}

async function discover(ctx: ServerContext, url: string, issuer: string): Promise<JWTVerifyGetKey> {
  const doc = await fetchJson(ctx, url, "OIDC discovery");
  if (typeof doc.jwks_uri !== "string") throw new InvalidToken(`OIDC discovery at ${redactUrl(url)} has no jwks_uri`);
  if (typeof doc.issuer === "string" && withoutTrailingSlash(doc.issuer) !== withoutTrailingSlash(issuer)) {
    throw new InvalidToken(`OIDC discovery at ${redactUrl(url)} names issuer ${doc.issuer}, not ${issuer}`);
  }
  const jwksUri = doc.jwks_uri;
  const load = async () => createLocalJWKSet((await fetchJson(ctx, jwksUri, "OIDC key set")) as unknown as JSONWebKeySet);
  let keys = await load();
  let loadedAt = Date.now();
  return async (header, token) => {
    try {
      return await keys(header, token);
    } catch (e) {
      // A key rotated at the provider: fetch the set again (not more often than REFETCH_MS).
      if ((e as { code?: string }).code !== "ERR_JWKS_NO_MATCHING_KEY" || Date.now() - loadedAt < REFETCH_MS) throw e;
      loadedAt = Date.now();
      keys = await load();
      return keys(header, token);
    }
  };
}

/** Verifies an ID token for a database; throws `InvalidToken` saying why it is refused. */
export async function verifyIdToken(ctx: ServerContext, db: Database, token: string): Promise<VerifiedToken> {
  let claims: JWTPayload;
  try {
    claims = decodeJwt(token);
  } catch {
    throw new InvalidToken("the bearer token is not a JWT");
  }
  // Unverified yet, so any JSON at all: only a string or an array of strings names audiences.
  const audiences = typeof claims.aud === "string" ? [claims.aud] : Array.isArray(claims.aud) ? claims.aud.filter((a) => typeof a === "string") : [];
  const match = providersOf(db).find(
    ([, p]) =>
      typeof claims.iss === "string" &&
      withoutTrailingSlash(p.issuer) === withoutTrailingSlash(claims.iss) &&
      audiences.includes(p.client_id),
  );
  if (!match) throw new InvalidToken("no OpenID Connect provider matches the token's issuer and audience");
  const [providerName, provider] = match;

  let payload: JWTPayload;
  try {
    const keySet = await keySetFor(ctx, provider);
    ({ payload } = await jwtVerify(token, keySet, {
      issuer: claims.iss,
      audience: provider.client_id,
      algorithms: ["RS256"],
      currentDate: new Date(ctx.clock.now()),
    }));
  } catch (e) {
    throw new InvalidToken(`the ID token is not valid: ${(e as Error).message}`);
  }
  if (typeof payload.sub !== "string" || payload.sub === "") throw new InvalidToken("the ID token has no subject");
  return { providerName, provider, payload: payload as VerifiedToken["payload"] };
}

/** The gateway user name of a token's subject (document 4): `<user_prefix>_<sub>`, where the
 *  prefix defaults to the URL-escaped issuer host and path; with `username_claim`, that claim's
 *  value (prefixed when a prefix is configured). */
export function usernameOf(token: VerifiedToken): string {
  const { provider, payload } = token;
  if (provider.username_claim) {
    const value = payload[provider.username_claim];
    if (typeof value !== "string" || value === "") throw new InvalidToken(`the ID token has no '${provider.username_claim}' claim`);
    return provider.user_prefix ? `${provider.user_prefix}_${value}` : value;
  }
  const prefix = provider.user_prefix || issuerPrefix(provider.issuer);
  return `${prefix}_${payload.sub}`;
}

function issuerPrefix(issuer: string): string {
  try {
    const url = new URL(issuer);
    return encodeURIComponent(url.host + url.pathname.replace(/\/+$/, ""));
  } catch {
    return encodeURIComponent(issuer);
  }
}

/** String values of a claim that lists channels or roles (`channels_claim`, `roles_claim`). */
export function claimList(payload: JWTPayload, claim: string | undefined): string[] {
  if (!claim) return [];
  const value = payload[claim];
  if (typeof value === "string") return [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}
