import { lookup } from "node:dns/promises";
import { BlockList, isIP, isIPv4 } from "node:net";
import { networkInterfaces } from "node:os";
import type { Agent } from "undici";
import { badRequest } from "./errors";

/** Where the server may send requests: every URL it fetches or posts to (webhooks, function
 *  URLs, OIDC discovery and JWKS) goes through this rule, since a tenant chooses those URLs.
 *
 *  - Never: link-local and cloud-metadata addresses (169.254.0.0/16, fe80::/10, fd00:ec2::254,
 *    100.100.100.200, 168.63.129.16, metadata host names), multicast, broadcast and reserved
 *    ranges; and never this server's own ports on this host, whatever the flag.
 *  - Only with `allowPrivate` (CLI `--egress-allow-private`): loopback, this host's addresses
 *    and private ranges (10/8, 172.16/12, 192.168/16, 100.64/10, fc00::/7...).
 *  - Everything else (public addresses) is allowed.
 *
 *  A URL is checked when configured as far as it can be without DNS (`checkUrl`: literal
 *  addresses and known names, 400 then). At connection time the host name is resolved, every
 *  address checked, and the connection made to the checked address (no second lookup a DNS
 *  rebinding could answer differently); undici follows no redirect. */
export class EgressRefused extends Error {}

export interface EgressPolicy {
  allowPrivate: boolean;
  /** The ports this server listens on (known once bound). */
  ownPorts(): number[];
}

const METADATA_HOSTS = new Set(["metadata", "metadata.google.internal", "metadata.goog", "instance-data", "instance-data.ec2.internal", "metadata.azure.com"]);

const never = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8], // "this network": 0.0.0.0 reaches this host
  ["169.254.0.0", 16],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4], // reserved, and 255.255.255.255
  ["100.100.100.200", 32],
  ["168.63.129.16", 32],
] as const) {
  never.addSubnet(net, prefix, "ipv4");
}
never.addSubnet("fe80::", 10, "ipv6");
never.addSubnet("ff00::", 8, "ipv6");
never.addAddress("fd00:ec2::254", "ipv6");
never.addAddress("::", "ipv6");

const privateRanges = new BlockList();
for (const [net, prefix] of [
  ["127.0.0.0", 8],
  ["10.0.0.0", 8],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["100.64.0.0", 10],
  ["192.0.0.0", 24],
  ["198.18.0.0", 15],
] as const) {
  privateRanges.addSubnet(net, prefix, "ipv4");
}
privateRanges.addAddress("::1", "ipv6");
privateRanges.addSubnet("fc00::", 7, "ipv6");

const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

/** `::ffff:a.b.c.d`, `::a.b.c.d` and NAT64 `64:ff9b::a.b.c.d` are checked as the IPv4 address
 *  they carry. */
function unwrap(address: string): { address: string; family: "ipv4" | "ipv6" } {
  const lower = address.toLowerCase();
  const embedded = /^(?:::ffff:|::|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower)?.[1];
  if (embedded && isIPv4(embedded)) return { address: embedded, family: "ipv4" };
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) {
    const n = (parseInt(hex[1], 16) << 16) | parseInt(hex[2], 16);
    return { address: [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join("."), family: "ipv4" };
  }
  return { address: lower, family: isIPv4(lower) ? "ipv4" : "ipv6" };
}

function isThisHost(address: string, family: "ipv4" | "ipv6"): boolean {
  if (loopback.check(address, family) || address === "0.0.0.0" || address === "::") return true;
  for (const list of Object.values(networkInterfaces())) {
    for (const i of list ?? []) if (unwrap(i.address).address === address) return true;
  }
  return false;
}

/** Why `address:port` may not be reached; undefined when it may. */
export function refusalOf(rawAddress: string, port: number, policy: EgressPolicy): string | undefined {
  const { address, family } = unwrap(rawAddress);
  const thisHost = isThisHost(address, family); // (lists the network interfaces: once)
  if (thisHost && policy.ownPorts().includes(port)) return `${rawAddress}:${port} is this server's own port`;
  if (never.check(address, family)) return `${rawAddress} is a link-local, cloud-metadata or reserved address`;
  if (!policy.allowPrivate && (privateRanges.check(address, family) || thisHost)) {
    return `${rawAddress} is a loopback or private address (allowed only with --egress-allow-private)`;
  }
  return undefined;
}

function portOf(url: URL): number {
  return url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80;
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, "").toLowerCase();

/** What can be known about `url` without DNS: throws `EgressRefused` for a literal address or a
 *  known name the rule refuses. */
export function checkUrl(url: string, policy: EgressPolicy): void {
  const parsed = new URL(url);
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") throw new EgressRefused(`only http(s) URLs are allowed`);
  const host = hostOf(parsed).replace(/\.$/, "");
  const port = portOf(parsed);
  if (METADATA_HOSTS.has(host)) throw new EgressRefused(`${host} is a cloud-metadata host name`);
  const addresses = host === "localhost" || host.endsWith(".localhost") ? ["127.0.0.1", "::1"] : isIP(host) ? [host] : [];
  for (const address of addresses) {
    const why = refusalOf(address, port, policy);
    if (why) throw new EgressRefused(why);
  }
}

/** Resolves `hostname` and checks every address; the one to connect to. */
async function checkedAddress(hostname: string, port: number, policy: EgressPolicy): Promise<string> {
  const host = hostname.replace(/^\[|\]$/g, "").replace(/\.$/, "").toLowerCase();
  if (METADATA_HOSTS.has(host)) throw new EgressRefused(`${host} is a cloud-metadata host name`);
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  if (addresses.length === 0) throw new EgressRefused(`${host} has no address`);
  for (const address of addresses) {
    const why = refusalOf(address, port, policy);
    if (why) throw new EgressRefused(host === address ? why : `${host} resolves to ${why}`);
  }
  return addresses[0];
}

/** undici, loaded when the first outgoing request is made: a server that calls out to nothing
 *  (most of them) never pays for loading it. */
export const undici = (): typeof import("undici") => require("undici");

/** The dispatchers every outgoing request goes through, made at their first use; `destroy`
 *  closes those that were made. */
export class EgressAgents {
  private made: { agent?: Agent; insecureAgent?: Agent } = {};

  constructor(readonly policy: EgressPolicy) {}

  get agent(): Agent {
    return (this.made.agent ??= egressAgent(this.policy));
  }

  /** For function URLs that skip TLS verification (`tlsSkipVerify`). */
  get insecureAgent(): Agent {
    return (this.made.insecureAgent ??= egressAgent(this.policy, { rejectUnauthorized: false }));
  }

  async destroy(): Promise<void> {
    await Promise.all(Object.values(this.made).map((agent) => agent.destroy()));
  }
}

/** An undici dispatcher whose every connection obeys the rule. */
export function egressAgent(policy: EgressPolicy, tls: { rejectUnauthorized?: boolean } = {}): Agent {
  const { Agent, buildConnector } = undici();
  const connector = buildConnector({ timeout: 10_000, ...tls });
  return new Agent({
    connect: (opts, callback) => {
      const port = Number(opts.port) || (opts.protocol === "https:" ? 443 : 80);
      checkedAddress(opts.hostname, port, policy).then(
        // `host` (the Host header) stays the name: TLS verifies the certificate against it.
        (address) => connector({ ...opts, hostname: address }, callback),
        (err: Error) => callback(err, null),
      );
    },
  });
}

/** A URL as logs, event lists and error messages show it: `user:password@` replaced, and the
 *  whole path and query replaced when either carries a secret, as chat services' incoming
 *  webhooks do (`https://hooks.slack.com/services/T…/B…/<token>`, `…/api/webhooks/<id>/<token>`,
 *  `?key=…&token=…`): a segment or value that looks like a token (16 or more URL-safe characters
 *  mixing letters and digits) or a parameter named like one (`token`, `key`, `sig`...). */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const credentials = parsed.username !== "" || parsed.password !== "";
    const secretPath = carriesSecret(parsed);
    if (!credentials && !secretPath) return url;
    if (credentials) {
      parsed.username = "***";
      parsed.password = "";
    }
    if (secretPath) return `${parsed.protocol}//${credentials ? "***@" : ""}${parsed.host}/***`;
    return parsed.toString();
  } catch {
    // Not one URL (an error message): each URL in it, and credentials in what does not parse.
    return url.replace(/[a-z][a-z0-9+.-]*:\/\/[^\s"'<>]+/gi, (found) => (URL.canParse(found) ? redactUrl(found) : found)).replace(/\/\/[^/@\s]*@/g, "//***@");
  }
}

const SECRET_PARAMETER = /^(.*[-_])?(token|key|apikey|secret|sig|signature|code|auth|password|pass|pwd|credential|credentials)$/i;

function carriesSecret(url: URL): boolean {
  const segments = url.pathname.split("/").map(safeDecode);
  if (segments.some(looksLikeToken)) return true;
  for (const [name, value] of url.searchParams) if (SECRET_PARAMETER.test(name) || looksLikeToken(value)) return true;
  return url.hash !== "" && looksLikeToken(safeDecode(url.hash.slice(1)));
}

function looksLikeToken(text: string): boolean {
  return text.length >= 16 && /^[A-Za-z0-9._~+/=@-]+$/.test(text) && /[0-9]/.test(text) && /[A-Za-z]/.test(text);
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** `user:password@` of a URL as a Basic `authorization` header (undici drops it silently; the
 *  receiver expects it, as HTTP clients send it), and the URL without it. */
export function credentialsOf(url: string): { url: string; authorization?: string } {
  const parsed = new URL(url);
  if (!parsed.username && !parsed.password) return { url };
  const pair = `${decodeURIComponent(parsed.username)}:${decodeURIComponent(parsed.password)}`;
  parsed.username = "";
  parsed.password = "";
  return { url: parsed.toString(), authorization: `Basic ${Buffer.from(pair, "utf8").toString("base64")}` };
}

/** The egress refusal behind a failed request (undici wraps the connector's error in `cause`). */
export function egressRefusalOf(e: unknown): EgressRefused | undefined {
  if (e instanceof EgressRefused) return e;
  const cause = (e as { cause?: unknown } | undefined)?.cause;
  return cause instanceof EgressRefused ? cause : undefined;
}

/** A response body of at most `maxBytes` bytes, decoded as UTF-8 once whole; undefined (the rest
 *  not read) when it is larger. */
export async function readCapped(body: AsyncIterable<Buffer> & { destroy(): unknown }, maxBytes: number): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > maxBytes) {
      body.destroy();
      return undefined;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** 400 naming `field` when `url` (an http(s) URL a request configures) is one the egress rule
 *  already refuses, before anything is stored. */
export function requireEgressAllowed(url: string, policy: EgressPolicy, field: string): void {
  try {
    checkUrl(url, policy);
  } catch (e) {
    if (e instanceof EgressRefused) throw badRequest(`Field '${field}': ${redactUrl(url)} is refused by the egress rule: ${e.message}`);
    throw badRequest(`Field '${field}' must be an http(s) URL`);
  }
}
