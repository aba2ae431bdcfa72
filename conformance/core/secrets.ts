import { createHash, createHmac, hash, randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { ApiError } from "./errors";
import { FairSlots } from "./fairSlots";
import { limitReached, resolveLimits, type Limits } from "./limits";

/** Secrets the API never returns are not kept: high-entropy ones (API-key secrets, session ids,
 *  write-only credentials) as a keyed hash (HMAC-SHA256 under the data directory's key, so a
 *  copy of the data files alone does not even allow checking a guess); passwords as salted
 *  scrypt hashes. scrypt is slow on purpose (~40 ms), so the credentials verified once are
 *  remembered — as an HMAC under a key that lives only in this process — and Basic auth stays
 *  fast; at most two scrypt computations run at once, so a flood of wrong passwords cannot take
 *  the thread pool the journal's fsyncs need.
 *
 *  The checks waiting for those two wait in queues per tenant and, within it, per user name,
 *  which take turns (core/fairSlots.ts): a flood of wrong passwords for one user fills that
 *  user's queue (then its tenant's), and beyond either the flood is refused at once with 429 and
 *  Retry-After, while every other user's and tenant's checks keep their turns — a login elsewhere
 *  waits for at most a check or two, not behind the flood. MAX_WAITING_SCRYPT bounds them all
 *  (memory), far above what the tenants' queues hold in any ordinary use. */
const SCRYPT = { N: 16384, r: 8, p: 1, keylen: 32 };
const MAX_CONCURRENT_SCRYPT = 2;
const MAX_WAITING_SCRYPT = 10_000;
const MAX_VERIFIED = 10_000;
const MAX_REMEMBERED_BEARERS = 10_000;

/** SHA-256 of a string, base64: in one call where Node has `crypto.hash` (20.12 and later), which
 *  makes no Hash object; an HMAC object per digest cost a Basic-auth GET ~8 µs of its ~60. */
const sha256 = (text: string): string =>
  typeof hash === "function" ? hash("sha256", text, "base64") : createHash("sha256").update(text, "utf8").digest("base64");

/** Whose queue a password check waits in: a tenant (core/limits.ts) and a user name in it. */
export interface PasswordCheckFor {
  tenant: string;
  user: string;
}

export class Secrets {
  /** The prefix of what `verified` holds: random, in this process only. */
  private readonly cacheKey = randomBytes(32).toString("base64");
  private readonly verified = new Set<string>();
  /** Verifications under way, shared by concurrent requests with the same credentials. */
  private readonly verifying = new Map<string, Promise<boolean>>();
  private readonly scryptSlots = new FairSlots(MAX_CONCURRENT_SCRYPT);
  private waitingChecks = 0;
  /** Bearer secrets presented to this process that proved right (API-key tokens, session ids)
   *  → their keyed hash. In memory only, never written: a request that repeats one costs a map
   *  lookup instead of a keyed hash (an HMAC through OpenSSL costs tens of microseconds on a
   *  busy server, more than the rest of a read). Wrong ones are never remembered: a flood of
   *  them (any size a header allows) can neither fill memory nor push the right ones out. What
   *  the hash is compared with is read from the store each time, so a rotation, a deletion or an
   *  expiry applies at once. */
  private readonly bearers = new Map<string, string>();

  /** `key`: the data directory's key (see DataDir.secretKey), or a random one in memory. */
  constructor(
    private readonly key: Buffer = randomBytes(32),
    private readonly limits: Limits = resolveLimits(),
  ) {}

  /** The keyed hash of a high-entropy secret, hex. */
  keyedHash(secret: string): string {
    return createHmac("sha256", this.key).update(secret, "utf8").digest("hex");
  }

  /** What is kept of a write-only credential the server never uses (alert and log-streaming
   *  secrets): the keyed hash of its JSON with sorted keys (equal values, equal seals). */
  seal(value: unknown): string {
    return `hmac-sha256:${this.keyedHash(sortedJson(value))}`;
  }

  /** The keyed hash of a bearer secret a caller presented (remembered if it proved right). */
  bearerHash(secret: string): string {
    return this.bearers.get(secret) ?? this.keyedHash(secret);
  }

  /** What `find` finds under the keyed hash of `secret`; the hash is remembered when it finds
   *  something (e.g. a session by its id). */
  lookupBearer<T>(secret: string, find: (hash: string) => T | undefined): T | undefined {
    const hash = this.bearerHash(secret);
    const found = find(hash);
    if (found !== undefined) this.rememberBearer(secret, hash);
    return found;
  }

  /** Whether the bearer secret `secret` is the one `hash` was made from (constant time). */
  matches(secret: string, hash: string | undefined): boolean {
    if (hash === undefined) return false;
    // A secret that proved right before: its hash is at hand, compared without a buffer each.
    const remembered = this.bearers.get(secret);
    if (remembered !== undefined) return sameHex(remembered, hash);
    const mine = this.keyedHash(secret);
    const a = Buffer.from(mine, "hex");
    const b = Buffer.from(hash, "hex");
    const same = a.length === b.length && timingSafeEqual(a, b);
    if (same) this.rememberBearer(secret, mine);
    return same;
  }

  private rememberBearer(secret: string, hash: string): void {
    if (this.bearers.has(secret)) return;
    if (this.bearers.size >= MAX_REMEMBERED_BEARERS) this.bearers.delete(this.bearers.keys().next().value!);
    this.bearers.set(secret, hash);
  }

  /** A secret only this data directory's key can give again (the bootstrap API key's, so the
   *  ready line can repeat its token after a restart without the token being stored). */
  derive(label: string): string {
    return createHmac("sha256", this.key).update(`derive:${label}`, "utf8").digest("base64url");
  }

  /** `scrypt$N$r$p$salt$hash` (base64url). The password is remembered as verified against it:
   *  whoever set it usually signs in with it next (an admin user made, then used by the gateway
   *  resources of the same stack), and that first check would cost a second scrypt. */
  async hashPassword(password: string, payer: PasswordCheckFor): Promise<string> {
    const salt = randomBytes(16);
    const hash = await this.scrypt(password, salt, payer);
    const stored = `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString("base64url")}$${hash.toString("base64url")}`;
    this.rememberVerified(this.verifiedKey(stored, password));
    return stored;
  }

  async verifyPassword(stored: string | undefined, password: string, payer: PasswordCheckFor): Promise<boolean> {
    if (stored === undefined) return false;
    const remembered = this.verifiedKey(stored, password);
    if (this.verified.has(remembered)) return true;
    let verification = this.verifying.get(remembered);
    if (!verification) {
      verification = this.check(stored, password, payer).finally(() => this.verifying.delete(remembered));
      this.verifying.set(remembered, verification);
    }
    if (!(await verification)) return false;
    this.rememberVerified(remembered);
    return true;
  }

  /** What `verified` holds for a (stored hash, password) pair that matched: their hash under this
   *  process's random prefix. It only has to be unguessable without this process's memory (which
   *  holds the prefix either way), so a keyed hash in one call serves as well as an HMAC; the
   *  prefix has a fixed length and a stored hash no NUL, so no two pairs share a text. */
  private verifiedKey(stored: string, password: string): string {
    return sha256(`${this.cacheKey}${stored}\0${password}`);
  }

  private rememberVerified(key: string): void {
    if (this.verified.has(key)) return;
    if (this.verified.size >= MAX_VERIFIED) this.verified.delete(this.verified.values().next().value!);
    this.verified.add(key);
  }

  private async check(stored: string, password: string, payer: PasswordCheckFor): Promise<boolean> {
    const [kind, n, r, p, salt, hash] = stored.split("$");
    if (kind !== "scrypt" || Number(n) !== SCRYPT.N || Number(r) !== SCRYPT.r || Number(p) !== SCRYPT.p || !salt || !hash) return false;
    const expected = Buffer.from(hash, "base64url");
    const actual = await this.scrypt(password, Buffer.from(salt, "base64url"), payer);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }

  private async scrypt(password: string, salt: Buffer, payer: PasswordCheckFor): Promise<Buffer> {
    this.refuseWhenQueueFull(payer);
    this.waitingChecks++;
    let granted: boolean;
    try {
      granted = await this.scryptSlots.acquire(payer.tenant, payer.user);
    } finally {
      this.waitingChecks--;
    }
    if (!granted) throw tooMany("Password checks were cancelled: try again in a moment.");
    try {
      return await new Promise<Buffer>((resolve, reject) =>
        scrypt(password, salt, SCRYPT.keylen, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p }, (err, key) => (err ? reject(err) : resolve(key))),
      );
    } finally {
      this.scryptSlots.release(payer.tenant);
    }
  }

  /** 429 when the payer's own queue (the user's, then the tenant's) is full; 503 past the
   *  server-wide bound. */
  private refuseWhenQueueFull(payer: PasswordCheckFor): void {
    const { passwordChecksWaitingPerUser: perUser, passwordChecksWaitingPerTenant: perTenant } = this.limits;
    if (this.scryptSlots.waiting(payer.tenant, payer.user) >= perUser) {
      throw tooMany(`Too many password checks are waiting for user "${payer.user}": ${limitReached(this.limits, "passwordChecksWaitingPerUser", "password checks waiting")}.`);
    }
    if (this.scryptSlots.waiting(payer.tenant) >= perTenant) {
      throw tooMany(`Too many password checks are waiting for this tenant: ${limitReached(this.limits, "passwordChecksWaitingPerTenant", "password checks waiting")}.`);
    }
    if (this.waitingChecks >= MAX_WAITING_SCRYPT) {
      throw new ApiError(503, "Too many password checks are waiting: try again in a moment.", undefined, "Retry after the number of seconds in Retry-After.", { "retry-after": "1" });
    }
  }
}

const tooMany = (message: string) => new ApiError(429, message, undefined, "Retry after the number of seconds in Retry-After.", { "retry-after": "1" });

/** JSON with every object's keys sorted. */
export function sortedJson(value: unknown): string {
  return (
    JSON.stringify(value, (_k, v: unknown) =>
      v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
    ) ?? "null"
  );
}

/** Whether two hex digests are equal, in time that depends only on their length. */
function sameHex(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}
