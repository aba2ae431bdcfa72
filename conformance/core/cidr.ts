import { BlockList, isIPv4, isIPv6 } from "node:net";

/** Parses `a.b.c.d/n`, `a.b.c.d` (a single address), or the IPv6 forms; null when invalid. */
export function parseCidr(cidr: string): { address: string; prefix: number; family: "ipv4" | "ipv6" } | null {
  const [address, prefixText, ...rest] = cidr.split("/");
  if (rest.length > 0 || address === undefined) return null;
  const family = isIPv4(address) ? "ipv4" : isIPv6(address) ? "ipv6" : null;
  if (!family) return null;
  const max = family === "ipv4" ? 32 : 128;
  if (prefixText === undefined) return { address, prefix: max, family };
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > max) return null;
  return { address, prefix: Number(prefixText), family };
}

/** Whether an address may call: a list of CIDRs compiled once. */
export interface AllowList {
  allows(ip: string): boolean;
}

/** Compiled lists by the array they were compiled from, with a copy of what it held then: a list
 *  replaced, or changed in place, is compiled again on its next use. */
const compiled = new WeakMap<readonly string[], { cidrs: string[]; list: AllowList }>();

export function allowListOf(cidrs: readonly string[]): AllowList {
  const known = compiled.get(cidrs);
  if (known && sameItems(known.cidrs, cidrs)) return known.list;
  const list = compile(cidrs);
  compiled.set(cidrs, { cidrs: [...cidrs], list });
  return list;
}

/** Whether `ip` (as Node reports it: IPv4-mapped IPv6 included) falls in any of `cidrs`. */
export function ipAllowed(ip: string, cidrs: readonly string[]): boolean {
  return allowListOf(cidrs).allows(ip);
}

function compile(cidrs: readonly string[]): AllowList {
  const parsed = cidrs.map(parseCidr).filter((c) => c !== null);
  const blocks = new BlockList();
  for (const c of parsed) blocks.addSubnet(c.address, c.prefix, c.family);
  // IPv4 callers of an IPv4-only list: compared as 32-bit numbers, no address object per call.
  const v4 = parsed.every((c) => c.family === "ipv4") ? parsed.map((c) => ({ network: (ipv4Number(c.address) & maskOf(c.prefix)) >>> 0, mask: maskOf(c.prefix) })) : undefined;
  const decide = (ip: string): boolean => {
    const addr = ip.startsWith("::ffff:") && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
    if (v4 && isIPv4(addr)) {
      const n = ipv4Number(addr);
      return v4.some((r) => ((n & r.mask) >>> 0) === r.network);
    }
    return blocks.check(addr, isIPv4(addr) ? "ipv4" : "ipv6");
  };
  // A key's requests mostly come from one address: its answer is remembered.
  let last: { ip: string; allowed: boolean } | undefined;
  return {
    allows(ip: string): boolean {
      if (last?.ip !== ip) last = { ip, allowed: decide(ip) };
      return last.allowed;
    },
  };
}

function maskOf(prefix: number): number {
  return prefix === 0 ? 0 : (~0 << (32 - prefix)) >>> 0;
}

/** A dotted IPv4 address (already known to be one) as a 32-bit number. */
function ipv4Number(address: string): number {
  let n = 0;
  let octet = 0;
  for (let i = 0; i < address.length; i++) {
    const c = address.charCodeAt(i);
    if (c === 46) {
      n = n * 256 + octet;
      octet = 0;
    } else octet = octet * 10 + (c - 48);
  }
  return n * 256 + octet;
}

function sameItems(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
