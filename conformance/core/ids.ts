import { randomBytes, randomFillSync, randomUUID } from "node:crypto";

export const newId = (): string => randomUUID();

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (s: string): boolean => UUID_RE.test(s);

/** Random bytes from the system's CSPRNG, drawn 4 KiB at a time and handed out once each (as
 *  randomUUID does): one call into OpenSSL per 64 secrets instead of one per secret. */
const POOL_BYTES = 4096;
const pool = Buffer.alloc(POOL_BYTES);
let used = POOL_BYTES;

function random(n: number): Buffer {
  if (n > POOL_BYTES) return randomBytes(n);
  if (used + n > POOL_BYTES) {
    randomFillSync(pool);
    used = 0;
  }
  const out = Buffer.from(pool.subarray(used, used + n));
  pool.fill(0, used, used + n);
  used += n;
  return out;
}

/** A 64-character API key secret from the documented policy's alphabet. */
export function newSecret(): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  const bytes = random(64);
  let out = "";
  for (const b of bytes) out += alphabet[b % alphabet.length];
  return out;
}

export const hex = (bytes: number): string => random(bytes).toString("hex");

/** URL-safe base64 without padding: the management API's bucket id (document 3/4). */
export const base64url = (s: string): string => Buffer.from(s, "utf8").toString("base64url");
