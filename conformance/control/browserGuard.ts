import { networkInterfaces, hostname } from "node:os";
import type { FastifyRequest } from "fastify";
import { ApiError, ErrorCode, unsupportedMediaType } from "../core/errors";

/** The control plane (and the OIDC issuer on it) is for programs, never for web pages: a page
 *  in a browser on the same machine can send a POST without a preflight to any port (a "simple"
 *  request: no custom header, a text/plain or form body, or none), and with DNS rebinding its
 *  own name can point at 127.0.0.1 and read the answers. So a control request must
 *
 *  - name this server in `Host`: the bound address, `localhost` on a loopback bind, every
 *    address and the host name of the machine on a wildcard bind, and the names given with
 *    `--server-name` (a server reached through a name: a container's service name, a proxy's);
 *  - not come from another site: an `Origin` other than this server's own, or
 *    `Sec-Fetch-Site: cross-site`/`same-site`, is refused;
 *  - carry `Content-Type: application/json` when it is a POST (with or without a body), which a
 *    page can't send cross-origin without a preflight that no route answers. Other methods that
 *    change something (DELETE) always take a preflight.
 *
 *  `GET health` stays open to any Host (probes through a load balancer or a container network). */

const OPEN = new Set(["GET /_conformance/health"]);

/** The names this server answers the control plane under, lowercased, IPv6 without brackets. */
export function ownNamesOf(host: string, serverNames: readonly string[] = []): Set<string> {
  const names = new Set<string>([host, ...serverNames].map(normalName));
  if (isLoopback(host)) for (const n of ["localhost", "127.0.0.1", "::1"]) names.add(n);
  if (host === "0.0.0.0" || host === "::") {
    names.add("localhost");
    names.add(normalName(hostname()));
    for (const list of Object.values(networkInterfaces())) for (const a of list ?? []) names.add(normalName(a.address));
  }
  return names;
}

export function isLoopback(host: string): boolean {
  return host === "localhost" || host === "::1" || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** `Example.COM.` → `example.com`; `[::1]` → `::1`. */
function normalName(name: string): string {
  return name.trim().toLowerCase().replace(/^\[(.*)\]$/, "$1").replace(/\.$/, "");
}

/** The host name of a `Host` header (without its port); undefined when it is not one. */
function hostNameOf(header: string): string | undefined {
  try {
    return normalName(new URL(`http://${header}`).hostname);
  } catch {
    return undefined;
  }
}

/** Why a control-plane request may not go on, as a browser's would; undefined when it may. */
export function browserProblem(ownNames: ReadonlySet<string>, request: FastifyRequest): ApiError | undefined {
  if (OPEN.has(`${request.method} ${request.routeOptions.url}`)) return undefined;
  const host = String(request.headers.host ?? "");
  const name = hostNameOf(host);
  if (name === undefined || !ownNames.has(name)) {
    return new ApiError(
      403,
      `The control plane answers only under this server's own name: Host '${host.slice(0, 100)}' is not one of ${[...ownNames].sort().join(", ")} (a server reached by another name is given it with --server-name).`,
      ErrorCode.forbidden,
      "Call it by the address it is bound to (or localhost on a loopback bind), or start the server with --server-name NAME for the name you call it by.",
    );
  }
  const origin = request.headers.origin;
  if (origin !== undefined && !sameOrigin(origin, host)) {
    return new ApiError(403, `The control plane refuses requests from web pages: Origin '${String(origin).slice(0, 100)}' is not this server.`, ErrorCode.forbidden, "Call the control plane from a program, not from a browser.");
  }
  const site = request.headers["sec-fetch-site"];
  if (site === "cross-site" || site === "same-site") {
    return new ApiError(403, `The control plane refuses requests from web pages: Sec-Fetch-Site is '${site}'.`, ErrorCode.forbidden, "Call the control plane from a program, not from a browser.");
  }
  if (request.method === "POST") {
    const type = String(request.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();
    if (type !== "application/json") return unsupportedMediaType(type, ["application/json"]);
  }
  return undefined;
}

/** Whether `origin` is this server as the request reached it (`host`, its port included). */
function sameOrigin(origin: string | string[], host: string): boolean {
  if (typeof origin !== "string") return false;
  try {
    const url = new URL(origin);
    if (url.protocol !== "http:" && url.protocol !== "https:") return false;
    return url.host === new URL(`${url.protocol}//${host}`).host;
  } catch {
    return false;
  }
}
