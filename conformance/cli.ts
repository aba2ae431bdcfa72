#!/usr/bin/env node
import { parseArgs } from "node:util";
import { LIMIT_SPECS, type LimitName, type Limits } from "./core/limits";
import { startConformanceServer } from "./server";

const USAGE = `Usage: dbplane-server [options]

Runs the dbplane conformance server: the hosted management API, the data-sync gateway's public
and admin APIs, and the control plane under /_conformance/. Prints one JSON line with
"ready": true on stdout when listening; logs go to stderr.

Options:
  --host HOST                 interface to bind (default 127.0.0.1)
  --api-port N                management API and control plane (default 8080; 0 = free port)
  --gateway-public-port N     gateway public API (default 4984; 0 = free port)
  --gateway-admin-port N      gateway admin API (default 4985; 0 = free port)
  --data-dir DIR              persist every acknowledged write in DIR and resume from it (one
                              server per directory; created 0700, files 0600)
  --transition-ms N           base duration of each asynchronous state step (default 2000)
  --gateway-admin-user NAME   bootstrap gateway admin (default admin)
  --gateway-admin-password P  its password (default: DBPLANE_GATEWAY_ADMIN_PASSWORD, else
                              generated and printed in the ready line; prefer the variable:
                              arguments are visible to every user of the machine)
  --control-token T           token the control plane (/_conformance/*) requires as
                              'Authorization: Bearer T' (default: none on a loopback bind,
                              generated and printed in the ready line otherwise)
  --server-name NAME          a name this server is reached by besides its bound address (and
                              localhost on a loopback bind), e.g. a container's service name;
                              the control plane refuses any other Host; repeatable
  --functions-dir DIR         the only directory JavaScript function files may be read from
                              (without it, a function given as a file path is refused)
  --gateway-config-env NAME=VALUE
                              a variable the gateway's configuration parser expands ($NAME,
                              \${NAME}) in database configurations; repeatable (default: none;
                              the server's own environment is never used)
  --egress-allow-private      let webhooks, function URLs and OIDC discovery reach loopback and
                              private addresses (never this server's own ports; link-local and
                              cloud-metadata addresses are always refused)
  --help                      show this help

Limits between tenants (each a whole number; docs/conformance-server.md has the table):
${limitUsage()}

Environment:
  DBPLANE_BOOTSTRAP_TOKEN          fixes the bootstrap API key's token
  DBPLANE_GATEWAY_ADMIN_PASSWORD   the bootstrap gateway admin's password
  DBPLANE_COMPACT_BYTES            compact the data directory's journal past this size (default 8 MiB)
  DBPLANE_LOCK_LEASE_MS            the data directory lock's lease (default 20000): a crashed server's
                                   lock is taken over once it has gone this long unrenewed
`;

function limitUsage(): string {
  return (Object.values(LIMIT_SPECS) as Array<(typeof LIMIT_SPECS)[LimitName]>)
    .map((l) => `  --${l.option} N (default ${l.default}${l.unit === "count" ? "" : ` ${l.unit}`})\n` + wrap("      ", l.description))
    .join("\n");
}

/** `text` after `head`, wrapped at 100 columns under its first column. */
function wrap(head: string, text: string): string {
  const lines = [head];
  for (const word of text.split(" ")) {
    const last = lines.length - 1;
    if (lines[last].length + word.length + 1 > 100 && lines[last].trim()) lines.push(" ".repeat(head.length) + word);
    else lines[last] += (lines[last].length === head.length ? "" : " ") + word;
  }
  return lines.join("\n");
}

function limitsFrom(values: Record<string, unknown>): Partial<Limits> {
  const limits: Partial<Limits> = {};
  for (const [name, spec] of Object.entries(LIMIT_SPECS) as Array<[LimitName, (typeof LIMIT_SPECS)[LimitName]]>) {
    const value = values[spec.option] as string | undefined;
    if (value === undefined) continue;
    if (!/^[1-9]\d*$/.test(value) || !Number.isSafeInteger(Number(value))) fail(`--${spec.option} must be a whole number from 1; got '${value}'`);
    limits[name] = Number(value);
  }
  return limits;
}

function port(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) > 65535) fail(`--${name} must be a port number from 0 to 65535; got '${value}'`);
  return Number(value);
}

function fail(message: string): never {
  process.stderr.write(`dbplane-server: ${message}\n\n${USAGE}`);
  process.exit(2);
}

async function main(): Promise<void> {
  let values: Record<string, string | boolean | string[] | undefined>;
  try {
    ({ values } = parseArgs({
      options: {
        host: { type: "string" },
        "api-port": { type: "string" },
        "gateway-public-port": { type: "string" },
        "gateway-admin-port": { type: "string" },
        "data-dir": { type: "string" },
        "transition-ms": { type: "string" },
        "gateway-admin-user": { type: "string" },
        "gateway-admin-password": { type: "string" },
        "control-token": { type: "string" },
        "server-name": { type: "string", multiple: true },
        "functions-dir": { type: "string" },
        "egress-allow-private": { type: "boolean" },
        "gateway-config-env": { type: "string", multiple: true },
        help: { type: "boolean" },
        ...Object.fromEntries(Object.values(LIMIT_SPECS).map((l) => [l.option, { type: "string" as const }])),
      },
      strict: true,
    }));
  } catch (e) {
    fail((e as Error).message);
  }
  if (values.help) {
    process.stdout.write(USAGE);
    return;
  }
  const transition = values["transition-ms"] as string | undefined;
  if (transition !== undefined && !/^\d+$/.test(transition)) fail(`--transition-ms must be a whole number of milliseconds; got '${transition}'`);
  const compact = process.env.DBPLANE_COMPACT_BYTES;
  if (compact !== undefined && !/^\d+$/.test(compact)) fail(`DBPLANE_COMPACT_BYTES must be a whole number of bytes; got '${compact}'`);
  const lease = process.env.DBPLANE_LOCK_LEASE_MS;
  if (lease !== undefined && !/^[1-9]\d*$/.test(lease)) fail(`DBPLANE_LOCK_LEASE_MS must be a whole number of milliseconds from 1; got '${lease}'`);
  const controlToken = values["control-token"] as string | undefined;
  if (controlToken !== undefined && controlToken.length < 16) fail("--control-token must be at least 16 characters long");

  const gatewayConfigEnv: Record<string, string> = {};
  for (const pair of (values["gateway-config-env"] as string[] | undefined) ?? []) {
    const eq = pair.indexOf("=");
    if (eq < 1) fail(`--gateway-config-env takes NAME=VALUE; got '${pair}'`);
    gatewayConfigEnv[pair.slice(0, eq)] = pair.slice(eq + 1);
  }

  const server = await startConformanceServer({
    host: (values.host as string | undefined) ?? "127.0.0.1",
    apiPort: port("api-port", values["api-port"] as string | undefined, 8080),
    gatewayPublicPort: port("gateway-public-port", values["gateway-public-port"] as string | undefined, 4984),
    gatewayAdminPort: port("gateway-admin-port", values["gateway-admin-port"] as string | undefined, 4985),
    dataDir: values["data-dir"] as string | undefined,
    transitionMs: transition === undefined ? undefined : Number(transition),
    gatewayAdminUser: values["gateway-admin-user"] as string | undefined,
    gatewayAdminPassword: values["gateway-admin-password"] as string | undefined,
    controlToken,
    serverNames: values["server-name"] as string[] | undefined,
    functionsDir: values["functions-dir"] as string | undefined,
    egressAllowPrivate: values["egress-allow-private"] === true,
    gatewayConfigEnv,
    compactBytes: compact === undefined ? undefined : Number(compact),
    lockLeaseMs: lease === undefined ? undefined : Number(lease),
    limits: limitsFrom(values),
  });
  const { close, ...info } = server;
  process.stdout.write(`${JSON.stringify({ ready: true, ...info })}\n`);
  process.stderr.write(`dbplane-server: management API ${info.apiUrl}, gateway public ${info.gatewayPublicUrl}, admin ${info.gatewayAdminUrl}\n`);
  const stop = () => {
    void close().then(() => process.exit(0));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((err: Error) => {
  process.stderr.write(`dbplane-server: ${err.message}\n`);
  process.exit(1);
});
