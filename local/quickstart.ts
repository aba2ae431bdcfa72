#!/usr/bin/env node
/** `npm start`: runs the bundled conformance server and applies the quickstart stack
 *  (examples/quickstart) to it through Pulumi's real dynamic-provider host, as `pulumi up`
 *  would, then keeps the server running for you to explore.
 *
 *  State lives in `.dbplane/` (DBPLANE_STATE_DIR): the server's data and the stack state, so a
 *  second `npm start` resumes both and reports no changes. */
import * as fs from "node:fs";
import * as path from "node:path";
import { startConformanceServer, type ConformanceServer } from "../conformance";
import { DataDirLocked } from "../conformance/core/dataDir";
import { describeHolder } from "../conformance/core/lockFile";
import { shellExports } from "../ci/env";
import { CONFIG_ENV } from "../provider/config";
import { LOCAL_PASSWORDS, quickstart, quickstartOutputs } from "../examples/quickstart/stack";
import { describeFailure, Engine, type RunReport, type StackState, type StepEvent } from "./engine";
import { ProviderHost } from "./host";
import { writePrivateFile } from "./privateFile";
import { labelOf } from "./resourceRef";
import { providerConfigFor, providerSettingsFor } from "./serverConfig";

const root = path.resolve(__dirname, "..", "..");
const stateDir = path.resolve(process.env.DBPLANE_STATE_DIR ?? path.join(root, ".dbplane"));
const stackFile = path.join(stateDir, "quickstart-stack.json");

const port = (name: string, fallback: number): number => {
  const raw = process.env[name];
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) > 65535) fail(`${name} must be a port number; got '${raw}'`);
  return Number(raw);
};

function fail(message: string): never {
  process.stderr.write(`dbplane quickstart: ${message}\n`);
  process.exit(1);
}

const say = (line: string) => process.stdout.write(`${line}\n`);

function progress(e: StepEvent): void {
  const verb = { create: "creating", update: "updating", replace: "replacing", delete: "deleting" }[e.op];
  if (e.phase === "start") say(`  … ${verb} ${labelOf(e)}`);
  else if (e.phase === "done") say(`  ✓ ${e.op}d ${labelOf(e)} (${((e.ms ?? 0) / 1000).toFixed(1)} s)`);
  else say(`  ✗ ${e.op} ${labelOf(e)} failed: ${e.error}`);
}

function summary(report: RunReport): string {
  const parts = [
    [report.creates, "created"],
    [report.updates, "updated"],
    [report.replaces, "replaced"],
    [report.deletes, "deleted"],
    [report.sames, "unchanged"],
  ] as const;
  return parts.filter(([list]) => list.length > 0).map(([list, word]) => `${list.length} ${word}`).join(", ") || "nothing to do";
}

async function main(): Promise<void> {
  fs.mkdirSync(stateDir, { recursive: true, mode: 0o700 });
  let server: ConformanceServer;
  try {
    server = await startConformanceServer({
      host: "127.0.0.1",
      apiPort: port("DBPLANE_API_PORT", 8080),
      gatewayPublicPort: port("DBPLANE_GATEWAY_PUBLIC_PORT", 4984),
      gatewayAdminPort: port("DBPLANE_GATEWAY_ADMIN_PORT", 4985),
      dataDir: path.join(stateDir, "server"),
      transitionMs: Number(process.env.DBPLANE_TRANSITION_MS ?? 500),
    });
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    // Taken after scripts/start.js checked it: said as that check says it.
    if (err instanceof DataDirLocked) {
      fail(`the state directory ${stateDir} is in use by ${describeHolder(err.holder)}, perhaps an earlier \`npm start\`. Stop it, or choose another directory with DBPLANE_STATE_DIR.`);
    }
    if (err.code === "EADDRINUSE") {
      fail(`${err.message}: another server is using the port. Stop it, or choose ports with DBPLANE_API_PORT, DBPLANE_GATEWAY_PUBLIC_PORT and DBPLANE_GATEWAY_ADMIN_PORT.`);
    }
    throw e;
  }
  say(`Conformance server: management API ${server.apiUrl}, gateway public ${server.gatewayPublicUrl}, admin ${server.gatewayAdminUrl}`);

  // From here on, a signal stops the host and the server (freeing the ports) before exiting.
  let host: ProviderHost | undefined;
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await host?.close();
    await server.close();
    process.exit(code);
  };
  process.on("SIGINT", () => void stop(130));
  process.on("SIGTERM", () => void stop(143));
  host = await ProviderHost.start({ cwd: root });

  const { values, secretKeys } = providerConfigFor(server);
  await host.configure(values, secretKeys);
  const state: StackState = fs.existsSync(stackFile) ? JSON.parse(fs.readFileSync(stackFile, "utf8")) : { resources: [] };
  const engine = new Engine(host, state, "dbplane-quickstart", "local");
  // The program reads the provider's settings too (its lookups call the API), as from a stack config.
  engine.config = values;
  engine.secretKeys = secretKeys;
  engine.onStep = progress;
  // The state holds the CI API key's token and the users' passwords.
  const save = () => writePrivateFile(stackFile, `${JSON.stringify(engine.state, null, 2)}\n`);

  const program = () =>
    quickstartOutputs(
      quickstart({
        organizationId: server.organizationId,
        projectId: server.projectId,
        clusterId: server.clusterId,
        oidcIssuer: `${server.apiUrl}/_conformance/oidc`,
      }),
    );

  if (state.resources.length > 0) {
    say("Refreshing the quickstart stack from the server (like `pulumi up --refresh`)…");
    const refreshed = await engine.refresh();
    if (refreshed.errors.length) say(refreshed.errors.map((e) => `  ✗ ${describeFailure(e)}`).join("\n"));
  }
  say("Applying the quickstart stack (like `pulumi up`)…");
  const report = await engine.up(program, { previewFirst: true });
  save();
  for (const problem of [...report.failures, ...report.errors]) say(`  ✗ ${describeFailure(problem)}`);
  if (report.failures.length || report.errors.length) {
    say("The quickstart stack did not apply cleanly (see above).");
    return stop(1);
  }
  say(`Done: ${summary(report)}.`);

  const again = await engine.preview(program);
  say(`A preview now shows: ${summary(again)}.`);

  for (const line of tryIt(server, report)) say(line);
  process.stdout.write(`${JSON.stringify({ ready: true, apiUrl: server.apiUrl, gatewayPublicUrl: server.gatewayPublicUrl, gatewayAdminUrl: server.gatewayAdminUrl, applied: summary(report) })}\n`);
}

/** What a newcomer needs next: the stack outputs, the ids, commands that work as printed, and
 *  which cluster their own program can use. */
function tryIt(server: ConformanceServer, report: RunReport): string[] {
  const outputs = report.stackOutputs;
  const value = (key: string) => String(outputs[key]?.value ?? "");
  const width = Math.max(...Object.keys(outputs).map((k) => k.length));
  const cluster = `${server.apiUrl}/v4/organizations/${server.organizationId}/projects/${server.projectId}/clusters/${server.clusterId}`;
  const free = server.clusters.filter((c) => c.id !== server.clusterId && !c.freeTier);
  return [
    "",
    "Stack outputs:",
    ...Object.entries(outputs).map(([key, o]) => `  ${key.padEnd(width)}  ${o.secret ? "[secret]" : oneLine(String(o.value))}`),
    "",
    "Ids:",
    `  organizationId  ${server.organizationId}`,
    `  projectId       ${server.projectId}`,
    `  clusterId       ${server.clusterId}  (aws; holds the quickstart's App Service)`,
    ...free.map((c) => `  clusterId       ${c.id}  (${c.cloudProvider}; free for an App Service of your own)`),
    "",
    "Try it:",
    `  curl -s -H 'Authorization: Bearer ${server.apiToken}' ${cluster}/appservices/${value("appServiceId")}`,
    `  curl -s -u '${server.gatewayAdminUsername}:${server.gatewayAdminPassword}' ${server.gatewayAdminUrl}/${value("eventsDatabase")}/_config`,
    `  curl -s -u 'agent:${LOCAL_PASSWORDS.agent}' ${value("publicURL")}/`,
    "",
    "Use it from your own program (a cluster holds one App Service: give yours another clusterId above):",
    ...envExports(server).map((line) => `  ${line}`),
    "",
    "The server keeps running; press Ctrl-C to stop. Run `npm start` again to resume it with the same state.",
  ];
}

/** A value of several lines (a PEM certificate) as its first line and how many there are. */
const oneLine = (value: string): string => {
  const lines = value.trimEnd().split("\n");
  return lines.length > 1 ? `${lines[0]} … (${lines.length} lines)` : value;
};

/** `export NAME=value` for every provider setting, by the variable the provider reads it from:
 *  a program's own gateway resources need the gateway admin ones too. */
function envExports(server: ConformanceServer): string[] {
  const settings = providerSettingsFor(server);
  const vars = Object.fromEntries(Object.entries(settings).map(([key, value]) => [CONFIG_ENV[key as keyof typeof settings], value]));
  return shellExports(vars).trimEnd().split("\n");
}

main().catch((e: Error) => fail(e.stack ?? e.message));
