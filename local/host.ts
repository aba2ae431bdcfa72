import { spawn, type ChildProcess } from "node:child_process";
import * as path from "node:path";
import { Worker } from "node:worker_threads";
import { type HostAnswer, type HostCall, type HostMethod, hostWorkerMain, type HostWorkerData } from "./hostWorker";

/** Pulumi's real dynamic-provider host (`@pulumi/pulumi/cmd/dynamic-provider`), started as a
 *  child process and driven over gRPC exactly as the Pulumi engine drives it. The gRPC client
 *  runs in a thread of its own (hostWorker.ts), so its protobuf work overlaps the program's.
 *
 *  A host (~100 MB) never outlives the process that started it, however that process ends: it
 *  doesn't keep the process alive, is killed when the process exits (a normal exit, an uncaught
 *  error), and exits by itself when its stdin closes — which the OS does when the process dies
 *  any other way (a signal, even SIGKILL). */

export type Props = Record<string, any>;

export interface DiffResult {
  changes: "none" | "some" | "unknown";
  replaces: string[];
  deleteBeforeReplace: boolean;
}

/** A failed Create/Update; `id`/`properties` set when the host reported the object as created
 *  but not initialized (ErrorResourceInitFailed), as the engine then records it. */
export class HostError extends Error {
  constructor(
    message: string,
    readonly id?: string,
    readonly properties?: Props,
  ) {
    super(message);
  }
}

export interface HostOptions {
  /** Directory the host runs in: `require("dbplane")` in the shim resolves from here. */
  cwd?: string;
  env?: Record<string, string | undefined>;
  /** Stops a host still starting (its start then fails). */
  signal?: AbortSignal;
}

/** How the Pulumi wire format marks a secret: `{[SECRET_SIG_KEY]: SECRET_SIG, value}`. */
export const SECRET_SIG_KEY = "4dabf18193072939515e22adb298388d";
export const SECRET_SIG = "1b47061264138c4ac30d75fd1eb44270";

/** Read first in the host: it exits once its parent is gone (its stdin, a pipe from the parent,
 *  ends); an ES module, given as a `data:` URL, so it needs no file of its own. */
const EXIT_WITH_PARENT = `process.stdin.on("end", () => process.exit(0)).on("error", () => process.exit(0)).resume();`;

/** Hosts still running: killed when this process exits. */
const running = new Set<ChildProcess>();
let exitHookInstalled = false;

function track(child: ChildProcess): void {
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    // 'exit' listeners must be synchronous: kill() only sends the signal.
    process.on("exit", () => {
      for (const host of running) host.kill("SIGKILL");
    });
  }
  running.add(child);
  child.once("exit", () => running.delete(child));
}

export class ProviderHost {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve(response: Props): void; reject(e: Error): void }>();
  /** Why the client thread is gone, once it is. */
  private lost?: Error;
  private closing?: Promise<void>;
  private stderrText: () => string = () => "";

  private constructor(
    private readonly child: ChildProcess,
    private readonly client: Worker,
    readonly cwd: string,
  ) {
    // The thread never keeps the process alive by itself: only while a call waits (see call()).
    client.unref();
    client.on("message", (answer: HostAnswer) => this.settle(answer));
    client.on("error", (e) => this.lose(e));
    client.on("exit", (code) => this.lose(new Error(`the provider host's client thread exited (${code})`)));
  }

  static async start(opts: HostOptions = {}): Promise<ProviderHost> {
    const cwd = opts.cwd ?? process.cwd();
    // The host is resolved from `cwd`, like the Pulumi CLI finds it in the program's node_modules.
    const entry = require.resolve("@pulumi/pulumi/cmd/dynamic-provider/index.js", { paths: [cwd] });
    const modules = { grpc: require.resolve("@grpc/grpc-js"), protobuf: require.resolve("protobufjs") };
    const env: Record<string, string | undefined> = { ...process.env, ...opts.env };
    for (const [k, v] of Object.entries(env)) if (v === undefined) delete env[k];
    const guard = `data:text/javascript,${encodeURIComponent(EXIT_WITH_PARENT)}`;
    const child = spawn(process.execPath, ["--import", guard, entry, "127.0.0.1:0"], { cwd, env: env as NodeJS.ProcessEnv, stdio: ["pipe", "pipe", "pipe"] });
    track(child);
    const abort = () => child.kill("SIGKILL");
    opts.signal?.addEventListener("abort", abort, { once: true });
    try {
      opts.signal?.throwIfAborted();
      let stderr = "";
      child.stderr!.on("data", (d) => (stderr += d));
      const port = await new Promise<string>((resolve, reject) => {
        let out = "";
        child.stdout!.on("data", (d) => {
          out += d;
          const line = out.split("\n")[0];
          if (out.includes("\n")) resolve(line.trim());
        });
        child.on("error", reject);
        child.on("exit", (code) => reject(new Error(`dynamic-provider host exited (${code}): ${stderr}`)));
      });
      const workerData: HostWorkerData = { address: `127.0.0.1:${port}`, ...modules };
      const client = new Worker(`(${hostWorkerMain.toString()})()`, { eval: true, workerData });
      // Like the client thread, the host keeps no process alive by itself.
      child.unref();
      for (const stream of [child.stdin, child.stdout, child.stderr]) (stream as unknown as { unref?(): void }).unref?.();
      const host = new ProviderHost(child, client, path.resolve(cwd));
      host.stderrText = () => stderr;
      return host;
    } catch (e) {
      child.kill("SIGKILL");
      throw e;
    } finally {
      opts.signal?.removeEventListener("abort", abort);
    }
  }

  /** The stack config, as the engine sends it: secret values wrapped as secrets. */
  async configure(config: Record<string, string>, secretKeys: string[] = []): Promise<void> {
    const args: Props = {};
    for (const [k, v] of Object.entries(config)) args[k] = secretKeys.includes(k) ? { [SECRET_SIG_KEY]: SECRET_SIG, value: v } : v;
    await this.call("Configure", { args, acceptSecrets: true });
  }

  async check(urn: string, olds: Props, news: Props): Promise<{ inputs: Props; failures: Array<{ property: string; reason: string }> }> {
    const res = await this.call("Check", { urn, olds, news });
    return {
      inputs: res.inputs ?? {},
      failures: (res.failures ?? []).map((f: Props) => ({ property: f.property ?? "", reason: f.reason ?? "" })),
    };
  }

  async diff(urn: string, id: string, olds: Props, news: Props, oldInputs: Props): Promise<DiffResult> {
    const res = await this.call("Diff", { urn, id, olds, news, oldInputs });
    const changes = res.changes === DIFF_SOME ? "some" : res.changes === DIFF_NONE ? "none" : "unknown";
    return { changes, replaces: res.replaces ?? [], deleteBeforeReplace: res.deleteBeforeReplace ?? false };
  }

  async create(urn: string, properties: Props): Promise<{ id: string; outputs: Props }> {
    const res = await this.call("Create", { urn, properties });
    return { id: res.id ?? "", outputs: res.properties ?? {} };
  }

  async read(urn: string, id: string, properties: Props, inputs: Props): Promise<{ id: string; outputs: Props; inputs?: Props }> {
    const res = await this.call("Read", { id, urn, properties, inputs });
    return { id: res.id ?? "", outputs: res.properties ?? {}, inputs: res.inputs };
  }

  async update(urn: string, id: string, olds: Props, news: Props, oldInputs: Props): Promise<Props> {
    const res = await this.call("Update", { id, urn, olds, news, oldInputs });
    return res.properties ?? {};
  }

  async delete(urn: string, id: string, properties: Props, oldInputs: Props): Promise<void> {
    await this.call("Delete", { id, urn, properties, oldInputs });
  }

  /** Stops the client thread and the host; a second call waits for the first. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      this.lost ??= new Error("the provider host is closed");
      // Waited for: until they are gone, the thread and the host keep the process alive again.
      this.client.ref();
      this.child.ref();
      await this.client.terminate();
      if (this.child.exitCode !== null || this.child.signalCode !== null) return;
      const exited = new Promise((resolve) => this.child.once("exit", resolve));
      this.child.kill();
      await exited;
    })();
    return this.closing;
  }

  /** What the provider wrote to stderr, by line: the Pulumi CLI shows these among the
   *  provider's messages (a delete's warnings, for one). */
  stderrLines(): string[] {
    return this.stderrText().split("\n").filter((line) => line !== "");
  }

  private call(method: HostMethod, request: Props): Promise<Props> {
    if (this.lost) return Promise.reject(new HostError(this.lost.message));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      if (this.pending.size === 0) this.client.ref();
      this.pending.set(id, { resolve, reject });
      this.client.postMessage({ id, method, request } satisfies HostCall);
    });
  }

  private settle(answer: HostAnswer): void {
    const waiter = this.pending.get(answer.id);
    if (!waiter) return;
    this.pending.delete(answer.id);
    if (this.pending.size === 0) this.client.unref();
    if (answer.ok) waiter.resolve(answer.response);
    else waiter.reject(new HostError(answer.message, answer.initFailed?.id, answer.initFailed?.properties));
  }

  private lose(e: Error): void {
    this.lost ??= e;
    for (const waiter of this.pending.values()) waiter.reject(new HostError(this.lost.message));
    this.pending.clear();
  }
}

/** `pulumirpc.DiffResponse.DiffChanges`. */
const DIFF_NONE = 1;
const DIFF_SOME = 2;
