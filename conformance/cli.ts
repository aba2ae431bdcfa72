#!/usr/bin/env node
import { parseArgs } from "node:util";
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
  --data-dir DIR              persist every acknowledged write in DIR and resume from it
  --transition-ms N           base duration of each asynchronous state step (default 2000)
  --gateway-admin-user NAME   bootstrap gateway admin (default admin)
  --gateway-admin-password P  its password (default password)
  --help                      show this help

Environment:
  DBPLANE_BOOTSTRAP_TOKEN     fixes the bootstrap API key's token
`;

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
  let values: Record<string, string | boolean | undefined>;
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
        help: { type: "boolean" },
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

  const server = await startConformanceServer({
    host: (values.host as string | undefined) ?? "127.0.0.1",
    apiPort: port("api-port", values["api-port"] as string | undefined, 8080),
    gatewayPublicPort: port("gateway-public-port", values["gateway-public-port"] as string | undefined, 4984),
    gatewayAdminPort: port("gateway-admin-port", values["gateway-admin-port"] as string | undefined, 4985),
    dataDir: values["data-dir"] as string | undefined,
    transitionMs: transition === undefined ? undefined : Number(transition),
    gatewayAdminUser: values["gateway-admin-user"] as string | undefined,
    gatewayAdminPassword: values["gateway-admin-password"] as string | undefined,
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
