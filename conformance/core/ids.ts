import { randomBytes, randomUUID } from "node:crypto";

export const newId = (): string => randomUUID();

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (s: string): boolean => UUID_RE.test(s);

/** A 64-character API key secret from the documented policy's alphabet. */
export function newSecret(): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  const bytes = randomBytes(64);
  let out = "";
  for (const b of bytes) out += alphabet[b % alphabet.length];
  return out;
}

export const hex = (bytes: number): string => randomBytes(bytes).toString("hex");

/** URL-safe base64 without padding: the management API's bucket id (document 3/4). */
export const base64url = (s: string): string => Buffer.from(s, "utf8").toString("base64url");
