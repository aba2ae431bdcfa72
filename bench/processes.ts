import { type ChildProcess, fork } from "node:child_process";
import * as path from "node:path";
import { pinServer } from "./cores";
import type { Spec } from "./worlds";

/** A server of the bench (the conformance server with a world, a bare fastify ceiling, a webhook
 *  receiver) in a child process of its own, driven over IPC: the load generator's event loop
 *  never serves. `BENCH_CPU_PROF=<dir>` writes each child's CPU profile there when it stops. */
export class ServerProcess<Info = Record<string, string>> {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();

  private constructor(
    private readonly child: ChildProcess,
    readonly info: Info,
    readonly pinned: boolean,
  ) {}

  /** `pinned`: on a core of its own (cores.ts). */
  static async start<Info = Record<string, string>>(spec: Spec, options: { pinned?: boolean } = {}): Promise<ServerProcess<Info>> {
    const profile = process.env.BENCH_CPU_PROF;
    const child = fork(path.join(__dirname, "serverProcess.js"), [], {
      execArgv: profile ? ["--cpu-prof", `--cpu-prof-dir=${profile}`] : [],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    if (options.pinned) pinServer(child.pid!);
    const proc = new ServerProcess<Info>(child, undefined as Info, options.pinned === true);
    child.on("message", (m: { id: number; result?: unknown; error?: string }) => {
      const waiter = proc.pending.get(m.id);
      proc.pending.delete(m.id);
      if (m.error !== undefined) waiter?.reject(new Error(m.error));
      else waiter?.resolve(m.result);
    });
    child.on("exit", (code) => {
      for (const w of proc.pending.values()) w.reject(new Error(`bench server process exited (${code})`));
      proc.pending.clear();
    });
    (proc as { info: Info }).info = await proc.ask<Info>("start", spec);
    return proc;
  }

  /** Asks the child to do `op` (see serverProcess.ts) and resolves with its answer. */
  ask<T>(op: string, args?: unknown): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.child.send({ id, op, args });
    });
  }

  async stop(): Promise<void> {
    const exited = new Promise((resolve) => this.child.once("exit", resolve));
    await this.ask("stop").catch(() => undefined);
    await exited;
  }
}

/** Starts a server, runs `work` with it, stops it. */
export async function withServer<Info, T>(spec: Spec, work: (server: ServerProcess<Info>) => Promise<T>): Promise<T> {
  const server = await ServerProcess.start<Info>(spec);
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
}
