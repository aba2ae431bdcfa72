import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { createLocalJWKSet, type JWK, type JWTVerifyGetKey, SignJWT } from "jose";
import { z } from "zod";
import type { ServerContext } from "../context";
import { declaredBody } from "../core/validate";
import { CONTROL } from "./controlPlane";

/** A stand-in OpenID Connect provider on the control plane (unauthenticated), for the
 *  gateway's implicit flow (document 1 "Authentication" 5): discovery, JWKS, and a token
 *  endpoint that mints ID tokens for any subject and audience. `alg: "HS256"` mints a token
 *  the gateway must reject (document 1: only RS256 is supported).
 *
 *  The RS256 key pair is kept in the store (table `oidcIssuer`), so tokens stay valid across a
 *  restart with `--data-dir`; a reset makes a new one. Token times follow the server clock. */
const PREFIX = `${CONTROL}/oidc`;

const tokenBody = declaredBody(z.strictObject({
  sub: z.string().min(1),
  aud: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  expiresInSeconds: z.number().int().min(1).max(31_536_000).optional(),
  alg: z.enum(["RS256", "HS256"]).optional(),
  claims: z.record(z.string(), z.unknown()).optional(),
}));

interface IssuerKey {
  kid: string;
  privatePem: string;
  /** Secret of the HS256 tokens (which no gateway provider can verify). */
  hmacSecret: string;
}

export const issuerOf = (ctx: ServerContext): string => `${ctx.urls.api}${PREFIX}`;

function keyOf(ctx: ServerContext): IssuerKey {
  const table = ctx.store.table<IssuerKey>("oidcIssuer");
  const existing = table.get("key");
  if (existing) return existing;
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return table.set("key", {
    kid: randomBytes(8).toString("hex"),
    privatePem: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    hmacSecret: randomBytes(32).toString("hex"),
  });
}

interface PublicKeys {
  kid: string;
  jwks: { keys: JWK[] };
  keySet: JWTVerifyGetKey;
}

/** The public side of the current key, worked out once per key (parsing and exporting it costs
 *  ~0.4 ms, and every ID token the gateway verifies needs it); a reset's new key, a new one. */
const publicKeysOf = new WeakMap<ServerContext, PublicKeys>();

function publicKeys(ctx: ServerContext): PublicKeys {
  const key = keyOf(ctx);
  let known = publicKeysOf.get(ctx);
  if (known?.kid !== key.kid) {
    const jwk = createPublicKey(createPrivateKey(key.privatePem)).export({ format: "jwk" });
    const jwks = { keys: [{ ...jwk, kty: "RSA", kid: key.kid, alg: "RS256", use: "sig" }] };
    known = { kid: key.kid, jwks, keySet: createLocalJWKSet(jwks) };
    publicKeysOf.set(ctx, known);
  }
  return known;
}

/** The issuer's public keys, and the same as a key set that verifies its tokens. The gateway
 *  reads them in-process (oidc.ts): the egress rule never lets the server fetch from its own
 *  port. */
export const issuerJwks = (ctx: ServerContext): { keys: JWK[] } => publicKeys(ctx).jwks;
export const issuerKeySet = (ctx: ServerContext): JWTVerifyGetKey => publicKeys(ctx).keySet;

export const issuerDiscoveryUrl = (ctx: ServerContext): string => `${issuerOf(ctx)}/.well-known/openid-configuration`;

export function registerOidcIssuer(app: FastifyInstance, ctx: ServerContext): void {
  app.get(`${PREFIX}/.well-known/openid-configuration`, async () => ({
    issuer: issuerOf(ctx),
    jwks_uri: `${issuerOf(ctx)}/jwks`,
    token_endpoint: `${issuerOf(ctx)}/token`,
    response_types_supported: ["id_token"],
    subject_types_supported: ["public"],
    id_token_signing_alg_values_supported: ["RS256"],
    scopes_supported: ["openid", "email"],
  }));

  app.get(`${PREFIX}/jwks`, async () => issuerJwks(ctx));

  app.post(`${PREFIX}/token`, tokenBody.route(), async (req) => {
    const body = tokenBody.read(req);
    const key = keyOf(ctx);
    const alg = body.alg ?? "RS256";
    const now = Math.floor(ctx.clock.now() / 1000);
    const jwt = new SignJWT({ ...(body.claims ?? {}) })
      .setProtectedHeader({ alg, typ: "JWT", ...(alg === "RS256" ? { kid: key.kid } : {}) })
      .setIssuer(issuerOf(ctx))
      .setSubject(body.sub)
      .setAudience(body.aud)
      .setIssuedAt(now)
      .setExpirationTime(now + (body.expiresInSeconds ?? 3600));
    const id_token =
      alg === "RS256" ? await jwt.sign(createPrivateKey(key.privatePem)) : await jwt.sign(Buffer.from(key.hmacSecret, "utf8"));
    return { id_token };
  });
}
