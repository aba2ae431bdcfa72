import { spawn, spawnSync } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { startConformanceServer, type ConformanceServer } from "../conformance";
import { generateCertificate } from "../terraform/certificate";
import { devOverrides, providerBin } from "../terraform/mirror";
import { MAGIC_COOKIE_KEY, MAGIC_COOKIE_VALUE, PROTOCOL_VERSION } from "../terraform/plugin";
import { heading, row, target } from "./table";
import { takeRequestCounts } from "./requestCounts";

/** The Terraform front end's figures: the real `terraform` runs examples/terraform (the quickstart
 *  stack, 12 resources) through the built provider (dev_overrides, no init) against `server`. */

const ROOT = path.resolve(__dirname, "..", "..");

export interface TerraformRun {
  label: string;
  ms: number;
  ok: boolean;
}

/** Runs `steps` in a fresh working directory; undefined when terraform is not on the PATH. */
export function terraformSteps(server: ConformanceServer, steps: Array<[string, string[]]>, after: (run: TerraformRun) => Promise<void>): Promise<void> | undefined {
  if (spawnSync("terraform", ["version"], { env: { ...process.env, CHECKPOINT_DISABLE: "1" } }).status !== 0) return undefined;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "dbplane-bench-tf-"));
  const work = path.join(root, "work");
  fs.mkdirSync(work);
  fs.writeFileSync(path.join(root, "cli.tfrc"), devOverrides(path.join(root, "plugins")));
  fs.copyFileSync(path.join(ROOT, "examples", "terraform", "main.tf"), path.join(work, "main.tf"));
  const env = {
    ...process.env,
    TF_CLI_CONFIG_FILE: path.join(root, "cli.tfrc"),
    TF_IN_AUTOMATION: "1",
    CHECKPOINT_DISABLE: "1",
    DBPLANE_API_URL: server.apiUrl,
    DBPLANE_API_TOKEN: server.apiToken,
    // The events database and its webhook are the self-managed gateway's.
    DBPLANE_GATEWAY_ADMIN_URL: server.gatewayAdminUrl,
    DBPLANE_GATEWAY_ADMIN_USERNAME: server.gatewayAdminUsername,
    DBPLANE_GATEWAY_ADMIN_PASSWORD: server.gatewayAdminPassword,
  };
  const vars = [
    `-var=organization_id=${server.organizationId}`,
    `-var=project_id=${server.projectId}`,
    `-var=cluster_id=${server.clusterId}`,
    `-var=oidc_issuer=${server.apiUrl}/_conformance/oidc`,
  ];
  return (async () => {
    try {
      for (const [label, args] of steps) {
        const t0 = Date.now();
        // Not spawnSync: the conformance server answers from this process's event loop.
        const { code, output } = await run([...args, "-no-color", ...vars], work, env);
        await after({ label, ms: Date.now() - t0, ok: code === 0 });
        if (code !== 0) process.stderr.write(output);
      }
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  })();
}

function run(args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn("terraform", args, { cwd, env });
    let output = "";
    child.stdout.on("data", (d) => (output += String(d)));
    child.stderr.on("data", (d) => (output += String(d)));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output }));
  });
}

/** A start of the provider as Terraform makes one (go-plugin's environment, a client certificate
 *  for AutoMTLS), timed to its handshake line; beside it, Node's own start to a first line,
 *  which no Node program goes below. Terraform starts the provider three times for one plan. */
const STARTS = 9;

async function startFigures(): Promise<void> {
  const env = {
    PATH: process.env.PATH,
    [MAGIC_COOKIE_KEY]: MAGIC_COOKIE_VALUE,
    PLUGIN_PROTOCOL_VERSIONS: String(PROTOCOL_VERSION),
    PLUGIN_MIN_PORT: "10000",
    PLUGIN_MAX_PORT: "25000",
    PLUGIN_CLIENT_CERT: generateCertificate().pem,
  };
  const median = async (args: string[]) => {
    const times: number[] = [];
    for (let i = 0; i < STARTS; i++) times.push(await firstLine(args, env));
    return times.sort((a, b) => a - b)[Math.floor(STARTS / 2)];
  };
  const provider = await median([providerBin()]);
  const node = await median(["-e", "console.log(0)"]);
  row(`provider start, to its handshake line (median of ${STARTS})`, `${provider.toFixed(0)} ms`, `node itself ${node.toFixed(0)} ms`, "3 starts per plan");
}

/** Milliseconds from spawning `node args` to its first line on stdout; then it is killed. */
function firstLine(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    const child = spawn(process.execPath, args, { env, stdio: ["ignore", "pipe", "ignore"] });
    child.on("error", reject);
    child.on("exit", (code) => reject(new Error(`node ${args.join(" ")} exited (${code}) before printing a line`)));
    child.stdout.once("data", () => {
      resolve(Number(process.hrtime.bigint() - t0) / 1e6);
      child.removeAllListeners("exit");
      child.kill("SIGKILL");
    });
  });
}

/** The section: the provider's start; apply, a no-change plan (target: no write, one read per
 *  resource: a plan refreshes) and `apply -refresh-only` (target: one read per resource). */
export async function terraformSection(): Promise<void> {
  heading("Terraform provider: examples/terraform (the quickstart stack) through the real terraform, 200 ms state steps");
  await startFigures();
  const server = await startConformanceServer({ transitionMs: 200 });
  try {
    const resources = (fs.readFileSync(path.join(ROOT, "examples", "terraform", "main.tf"), "utf8").match(/^resource "/gm) ?? []).length;
    const calls = () => takeRequestCounts(server.apiUrl);
    const steps: Array<[string, string[]]> = [
      [`apply (${resources} resources)`, ["apply", "-auto-approve"]],
      ["no-change plan", ["plan", "-detailed-exitcode"]],
      ["apply -refresh-only", ["apply", "-refresh-only", "-auto-approve"]],
      ["destroy", ["destroy", "-auto-approve"]],
    ];
    await calls();
    const running = terraformSteps(server, steps, async ({ label, ms, ok }) => {
      const c = await calls();
      row(label, `${(ms / 1000).toFixed(2)} s`, `${c.total} API calls`, `${c.writes} writes`, ok ? "" : "terraform failed");
      if (label === "no-change plan" || label === "apply -refresh-only") {
        target(`${label}: no write, one read per resource`, ok && c.writes === 0 && c.total === resources, `0 writes, ${resources} reads`, `${c.writes} writes, ${c.total} reads`);
      }
    });
    if (!running) row("terraform is not on the PATH: the Terraform provider's figures were not measured");
    await running;
  } finally {
    await server.close();
  }
}
