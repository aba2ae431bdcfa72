#!/usr/bin/env node
import { spawn, type ChildProcess } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { PRIVATE_FILE_MODE } from "../local/privateFile";
import { envFileLines, SECRET_NAMES, serverEnv, shellExports, type ReadyLine } from "./env";

const USAGE = `Usage: dbplane-ci-server [--dotenv FILE] [--log FILE] [-- dbplane-server options]

Starts the bundled conformance server (dbplane-server) in the background on free loopback
ports, waits for its ready line and prints it as shell exports, for a CI job's later steps:

  npx dbplane-ci-server > s.env && . ./s.env           # GitLab CI, any POSIX shell
  npx dbplane-ci-server --dotenv "$GITHUB_ENV"        # GitHub Actions

DBPLANE_API_URL, DBPLANE_API_TOKEN and DBPLANE_GATEWAY_ADMIN_URL / _USERNAME / _PASSWORD (what
the Pulumi and Terraform providers read), DBPLANE_GATEWAY_PUBLIC_URL, DBPLANE_ORGANIZATION_ID,
DBPLANE_PROJECT_ID, DBPLANE_CLUSTER_ID, DBPLANE_API_KEY_ID, DBPLANE_OIDC_ISSUER (the server's
test issuer), DBPLANE_CONTROL_TOKEN (when the server has one), DBPLANE_SERVER_PID and
DBPLANE_SERVER_LOG. The server keeps running when this command exits: stop it with
kill "$DBPLANE_SERVER_PID".

Options:
  --dotenv FILE   also append the variables to FILE as NAME=value lines
  --log FILE        the server's log (default: a new file under the temporary directory)
  --help            show this help
After --, options for dbplane-server (default here: --transition-ms 100, short state steps).
`;

const SERVER_BIN = path.join(__dirname, "..", "conformance", "cli.js");
/** How long the server may take to print its ready line. */
const READY_TIMEOUT_MS = 30_000;

function fail(message: string, usage = false): never {
  process.stderr.write(`dbplane-ci-server: ${message}\n${usage ? `\n${USAGE}` : ""}`);
  process.exit(1);
}

/** The ready line of `child`; rejects when it exits first or takes too long (and stops it). */
function readyLine(child: ChildProcess, log: string): Promise<ReadyLine> {
  return new Promise((resolve, reject) => {
    // What it said before it was ready: its error comes first (then, for a usage error, the usage).
    const said = () => fs.readFileSync(log, "utf8").slice(0, 8192).trim();
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`dbplane-server printed no ready line within ${READY_TIMEOUT_MS / 1000} s; its log (${log}):\n${said()}`));
    }, READY_TIMEOUT_MS);
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`dbplane-server exited (${signal ?? `code ${code}`}) before it was ready:\n${said()}`));
    });
    child.once("error", (e) => {
      clearTimeout(timer);
      reject(e);
    });
    createInterface({ input: child.stdout! }).on("line", (line) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(line);
      } catch {
        return; // not the ready line
      }
      if ((parsed as { ready?: unknown }).ready !== true) return;
      clearTimeout(timer);
      child.removeAllListeners("exit");
      resolve(parsed as ReadyLine);
    });
  });
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const dash = argv.indexOf("--");
  let values: { dotenv?: string; log?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: dash < 0 ? argv : argv.slice(0, dash),
      options: { dotenv: { type: "string" }, log: { type: "string" }, help: { type: "boolean" } },
      strict: true,
    }));
  } catch (e) {
    fail((e as Error).message, true);
  }
  if (values.help) {
    process.stdout.write(USAGE);
    return;
  }
  const envFile = values.dotenv;
  if (envFile !== undefined && !fs.existsSync(path.dirname(path.resolve(envFile)))) fail(`--dotenv ${envFile}: its directory does not exist`);

  const log = path.resolve(values.log ?? path.join(fs.mkdtempSync(path.join(os.tmpdir(), "dbplane-server-")), "server.log"));
  let logFd: number;
  try {
    logFd = fs.openSync(log, "a", 0o600);
  } catch (e) {
    fail(`--log ${log}: can't write it (${(e as NodeJS.ErrnoException).code})`);
  }
  const serverArgs = ["--host", "127.0.0.1", "--api-port", "0", "--gateway-public-port", "0", "--gateway-admin-port", "0", "--transition-ms", "100"];
  // Its own session (detached), so it outlives this command and the CI step that ran it; its
  // log goes to the file. It prints nothing on stdout after the ready line, so the pipe this
  // command reads it from can close when it exits.
  const child = spawn(process.execPath, [SERVER_BIN, ...serverArgs, ...(dash < 0 ? [] : argv.slice(dash + 1))], {
    detached: true,
    stdio: ["ignore", "pipe", logFd],
  });
  fs.closeSync(logFd);
  let ready: ReadyLine;
  try {
    ready = await readyLine(child, log);
  } catch (e) {
    fail((e as Error).message);
  }
  child.stdout!.destroy();
  child.unref();

  const vars = serverEnv(ready, { pid: child.pid!, log });
  // In GitHub Actions, the secrets are masked in the job's log before anything shows them.
  if (process.env.GITHUB_ACTIONS === "true") {
    for (const [name, value] of Object.entries(vars)) if (SECRET_NAMES.has(name)) process.stdout.write(`::add-mask::${value}\n`);
  }
  // It holds the token and the password: a file made here is its owner's alone (one that exists,
  // such as $GITHUB_ENV, is the CI's, and keeps its mode).
  if (envFile !== undefined) fs.appendFileSync(envFile, envFileLines(vars), { mode: PRIVATE_FILE_MODE });
  process.stdout.write(shellExports(vars));
  process.stderr.write(
    `dbplane-ci-server: the conformance server runs (pid ${child.pid}): management API ${ready.apiUrl}, gateway admin ${ready.gatewayAdminUrl}, public ${ready.gatewayPublicUrl}; log ${log}\n`,
  );
}

main().catch((e: Error) => fail(e.stack ?? e.message));
