import type { FastifyRequest } from "fastify";
import type { ServerContext } from "../../context";
import { unauthorized } from "../../core/errors";
import { requireUserRoom } from "../usage";
import { cookieNameOf, findSession, findUser, GUEST, implicitChannels, newUser, roleChannels, saveUser, verifyPassword, type Database } from "../databases";
import { basicCredentials, INVALID_LOGIN } from "../errors";
import type { GatewayUser } from "../model";
import { claimList, InvalidToken, providersOf, usernameOf, verifyIdToken } from "../oidc";
import { grantsOf } from "./documentStore";

/** Who a public request acts as (document 1 "Authentication"): a Bearer ID token (OpenID
 *  Connect, implicit flow), Basic credentials, the session cookie, or else the GUEST account. */
export interface Principal {
  name: string;
  /** Effective channels: admin channels, its roles' admin channels, `access()` grants, the
   *  token's channels claim, and the public channel `!`. `*` means every channel. */
  channels: string[];
  roles: string[];
  via: "guest" | "basic" | "session" | "oidc";
  /** `channels` as a set, for reads. */
  readable: ReadonlySet<string>;
}

export function principalOf(
  ctx: ServerContext,
  db: Database,
  user: GatewayUser,
  via: Principal["via"],
  extra: { channels?: string[]; roles?: string[] } = {},
): Principal {
  const granted = grantsOf(ctx, db.name, user.name, [...user.admin_roles, ...(extra.roles ?? [])]);
  const roles = [...new Set([...user.admin_roles, ...granted.roles, ...(extra.roles ?? [])])];
  const readable = new Set([...implicitChannels(user.name), ...user.admin_channels, ...granted.channels, ...roleChannels(ctx, db.name, roles), ...(extra.channels ?? [])]);
  return { name: user.name, channels: [...readable], roles, via, readable };
}

export function canSee(principal: Principal, channels: string[]): boolean {
  return principal.readable.has("*") || channels.some((c) => principal.readable.has(c));
}

export function cookieOf(req: FastifyRequest, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export function bearerToken(req: FastifyRequest): string | undefined {
  const auth = req.headers.authorization;
  return auth && /^bearer /i.test(auth) ? auth.slice(7).trim() : undefined;
}

/** A named, enabled user with the right password; else 401 `Invalid login` (GUEST never
 *  logs in). */
export async function passwordLogin(ctx: ServerContext, db: Database, credentials: { name: string; password: string }): Promise<Principal> {
  const user = credentials.name === GUEST ? undefined : findUser(ctx, db.name, credentials.name);
  if (!user || user.disabled || !(await verifyPassword(ctx, db, user, credentials.password))) throw unauthorized(INVALID_LOGIN);
  return principalOf(ctx, db, user, "basic");
}

/** The user an ID token stands for, registered on first login when the provider says
 *  `register: true`; 401 for a token that does not verify or an unknown user. */
export async function oidcLogin(ctx: ServerContext, db: Database, token: string): Promise<Principal> {
  if (providersOf(db).length === 0) throw unauthorized("OpenID Connect is not configured for this database");
  let verified;
  let name: string;
  try {
    verified = await verifyIdToken(ctx, db, token);
    name = usernameOf(verified);
  } catch (e) {
    if (e instanceof InvalidToken) throw unauthorized(e.message);
    throw e;
  }
  let user = findUser(ctx, db.name, name);
  if (!user) {
    if (!verified.provider.register) throw unauthorized(`user "${name}" does not exist and the provider does not register users`);
    const email = typeof verified.payload.email === "string" ? verified.payload.email : undefined;
    requireUserRoom(ctx, db.name, 1);
    user = { ...newUser(db.name, name), ...(email ? { email } : {}) };
    saveUser(ctx, user);
  }
  if (user.disabled || name === GUEST) throw unauthorized(INVALID_LOGIN);
  return principalOf(ctx, db, user, "oidc", {
    channels: claimList(verified.payload, verified.provider.channels_claim),
    roles: claimList(verified.payload, verified.provider.roles_claim),
  });
}

/** The principal of a public request, or 401. */
export async function authenticate(ctx: ServerContext, db: Database, req: FastifyRequest): Promise<Principal> {
  const token = bearerToken(req);
  if (token !== undefined) return oidcLogin(ctx, db, token);

  const basic = basicCredentials(req.headers.authorization);
  if (basic) return passwordLogin(ctx, db, basic);
  if (req.headers.authorization !== undefined) throw unauthorized("Unsupported Authorization scheme");

  const sessionId = cookieOf(req, cookieNameOf(db));
  if (sessionId !== undefined) {
    const session = findSession(ctx, sessionId);
    const user = session && session.db === db.name ? findUser(ctx, db.name, session.name) : undefined;
    if (!user || user.disabled) throw unauthorized("Session Invalid");
    return principalOf(ctx, db, user, "session");
  }

  const guest = findUser(ctx, db.name, GUEST)!;
  if (guest.disabled) throw unauthorized("Login required");
  return principalOf(ctx, db, guest, "guest");
}
