import { spawn, spawnSync } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { startConformanceServer, type ConformanceServer } from "../conformance";
import { devOverrides } from "../terraform/mirror";
import { heading, row, target } from "./table";
import { takeRequestCounts } from "./requestCounts";

/** The Terraform front end's figures: the real `terraform` runs examples/terraform (the quickstart
 *  stack, 11 resources) through the built provider (dev_overrides, no init) against `server`. */

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

/** The section: apply, a no-change plan (target: no write, one read per resource: a plan
 *  refreshes) and `apply -refresh-only` (target: one read per resource). */
export async function terraformSection(): Promise<void> {
  heading("Terraform provider: examples/terraform (the quickstart stack) through the real terraform, 200 ms state steps");
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
