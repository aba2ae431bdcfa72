#!/usr/bin/env node
// `npm start`: checks that its state directory is not in use by another `npm start` and that
// the quickstart's ports are free (either is reported before a build that takes a while),
// builds, links the package into its own node_modules (the provider shim requires "dbplane" by
// name) and runs the quickstart in this very process. The npm script
// `exec`s it, so the SIGINT or SIGTERM npm forwards reaches the runner (not a shell in between,
// which would leave it running), and the runner stops the server and frees its ports.
const { spawnSync } = require("node:child_process");
const fs = require("node:fs");
const Module = require("node:module");
const net = require("node:net");
const path = require("node:path");
const linkSelf = require("./link-self");

const ROOT = path.resolve(__dirname, "..");
const PORTS = [
  ["DBPLANE_API_PORT", 8080, "the management API"],
  ["DBPLANE_GATEWAY_PUBLIC_PORT", 4984, "the gateway public API"],
  ["DBPLANE_GATEWAY_ADMIN_PORT", 4985, "the gateway admin API"],
];

function fail(message) {
  process.stderr.write(`npm start: ${message}\n`);
  process.exit(1);
}

/** Resolves when `port` can be bound on 127.0.0.1 (0 always can); the error code otherwise. */
function probe(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", (e) => resolve(e.code));
    server.listen({ host: "127.0.0.1", port, exclusive: true }, () => server.close(() => resolve(undefined)));
  });
}

/** The state directory as local/quickstart.ts resolves it; the server's data directory in it. */
const STATE_DIR = path.resolve(process.env.DBPLANE_STATE_DIR ?? path.join(ROOT, ".dbplane"));
const DATA_DIR = path.join(STATE_DIR, "server");

/** The live process holding the server's data directory, described as the server describes it
 *  (host, pid, start time), by the server's own lock rule: conformance/core/lockFile.ts,
 *  compiled here from its source (nothing is built yet). Without a lock file there is no
 *  holder, and nothing to compile. */
function stateDirHolder() {
  if (!fs.existsSync(path.join(DATA_DIR, "lock"))) return undefined; // (lockFile.ts LOCK_FILE)
  const ts = require(require.resolve("typescript", { paths: [ROOT] }));
  const file = path.join(ROOT, "conformance", "core", "lockFile.ts");
  const { outputText } = ts.transpileModule(fs.readFileSync(file, "utf8"), {
    fileName: file,
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  const lockFile = new Module(file, module);
  lockFile.filename = file;
  lockFile.paths = Module._nodeModulePaths(path.dirname(file));
  lockFile._compile(outputText, file);
  const holder = lockFile.exports.lockHolder(DATA_DIR);
  return holder && lockFile.exports.describeHolder(holder);
}

async function main() {
  const holder = stateDirHolder();
  if (holder !== undefined) {
    fail(`the state directory ${STATE_DIR} is in use by ${holder}, perhaps an earlier \`npm start\`. Stop it, or choose another directory with DBPLANE_STATE_DIR.`);
  }
  for (const [name, fallback, what] of PORTS) {
    const raw = process.env[name] ?? String(fallback);
    if (!/^\d+$/.test(raw) || Number(raw) > 65535) fail(`${name} must be a port number (0 picks a free one); got '${raw}'.`);
    const code = await probe(Number(raw));
    if (code === "EADDRINUSE") {
      fail(`port ${raw} (${what}) is in use: another process listens on it, perhaps an earlier \`npm start\`. Stop it, or choose ports with DBPLANE_API_PORT, DBPLANE_GATEWAY_PUBLIC_PORT and DBPLANE_GATEWAY_ADMIN_PORT.`);
    }
    if (code) fail(`port ${raw} (${what}) can't be used: ${code}.`);
  }
  const tsc = require.resolve("typescript/bin/tsc", { paths: [ROOT] });
  const build = spawnSync(process.execPath, [tsc, "-p", path.join(ROOT, "tsconfig.json")], { stdio: "inherit" });
  if (build.status !== 0) fail("the build failed (see above).");
  linkSelf();
  require(path.join(ROOT, "dist", "local", "quickstart.js"));
}

main().catch((e) => fail(e.stack || e.message));
