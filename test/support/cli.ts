import { spawn, type ChildProcess } from "node:child_process";
import * as fs from "node:fs";
import * as path from "node:path";
import * as readline from "node:readline";

/** Runs the built `dbplane-server` CLI as a child process and resolves with its ready line. */
export const CLI = path.resolve(__dirname, "..", "..", "dist", "conformance", "cli.js");

export interface RunningCli {
  child: ChildProcess;
  ready: Record<string, any>;
  stderr: () => string;
}

/** `wrap`: a command that runs the server (e.g. `unshare` into another PID namespace). */
export async function startCli(args: string[], env: NodeJS.ProcessEnv = {}, wrap: string[] = []): Promise<RunningCli> {
  if (!fs.existsSync(CLI)) throw new Error(`${CLI} is missing: run \`npm run build\` first (npm test does).`);
  const command = [...wrap, process.execPath, CLI, "--api-port", "0", "--gateway-public-port", "0", "--gateway-admin-port", "0", ...args];
  const child = spawn(command[0], command.slice(1), {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let err = "";
  child.stderr!.on("data", (d) => (err += String(d)));
  const lines = readline.createInterface({ input: child.stdout! });
  const ready = await new Promise<Record<string, any>>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ready line within 15 s; stderr: ${err}`)), 15_000);
    lines.once("line", (line) => {
      clearTimeout(timer);
      try {
        resolve(JSON.parse(line));
      } catch {
        reject(new Error(`ready line is not JSON: ${line}`));
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before ready; stderr: ${err}`));
    });
  });
  return { child, ready, stderr: () => err };
}

export async function kill(cli: RunningCli, signal: NodeJS.Signals = "SIGKILL"): Promise<void> {
  if (cli.child.exitCode !== null || cli.child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    cli.child.once("exit", () => resolve());
    cli.child.kill(signal);
  });
}
