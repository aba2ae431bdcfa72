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

/** Whether `ip` (as Node reports it: IPv4-mapped IPv6 included) falls in any of `cidrs`. */
export function ipAllowed(ip: string, cidrs: string[]): boolean {
  const addr = ip.startsWith("::ffff:") && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  const family = isIPv4(addr) ? "ipv4" : "ipv6";
  const list = new BlockList();
  for (const c of cidrs) {
    const parsed = parseCidr(c);
    if (parsed) list.addSubnet(parsed.address, parsed.prefix, parsed.family);
  }
  return list.check(addr, family);
}
