import { spawn, type SpawnOptions } from "node:child_process";

export interface Finished {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end and collects what it printed (stdin closed). */
export function runProcess(command: string, args: string[], options: SpawnOptions = {}): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout!.on("data", (d) => (stdout += String(d)));
    child.stderr!.on("data", (d) => (stderr += String(d)));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}
