import type { ConformanceServer, ConformanceServerOptions } from "../conformance";
import { Engine, failed, type RunReport, type StackState, type Step, type StepEvent, type StepOp } from "../local/engine";
import { ProviderHost } from "../local/host";
import { findProjectName } from "../local/project";
import { problemLine, type ResourceRef } from "../local/resourceRef";
import { providerConfigFor } from "../local/serverConfig";
import type { Program, StackOutputs } from "../local/program";
import { shownOutputs } from "../pulumi/wire";
import { startTestServer, withControl, type TestServer } from "./server";

/** `TestStack`: a Pulumi program run against the bundled conformance server, with no Pulumi CLI
 *  and no cloud account — the shape of Pulumi's Automation API for inline programs
 *  (`LocalWorkspace.createStack({program})`, then `preview`, `up`, `refresh`, `destroy`), so
 *  what users know carries over. Every resource operation goes through Pulumi's real
 *  dynamic-provider host (a child process), as `pulumi up` runs it; the host is stopped by
 *  `dispose()`, and never outlives the process. */

/** A stack config value; secrets are passed to the program and the provider as secrets. */
export type ConfigValue = string | { value: string; secret: boolean };

export interface TestStackOptions {
  /** The Pulumi program: declares resources and may return the stack outputs. */
  program: Program;
  /** Stack config, full keys (`myapp:region`). `dbplane:*` credentials default to the server's. */
  config?: Record<string, ConfigValue>;
  /** The server to run against (default: one started for the stack and closed by `dispose`). */
  server?: ConformanceServer;
  /** Options of the server started for the stack (default: in memory, 50 ms state steps). */
  serverOptions?: ConformanceServerOptions;
  /** The stack's name, in the resource URNs (default `test`). */
  stackName?: string;
  /** The project's name: the namespace of `new pulumi.Config()` and part of the URNs (default:
   *  the `name` of the Pulumi.yaml nearest to `workDir`, upwards, as the Pulumi CLI finds it;
   *  `dbplane-test` when there is none). */
  projectName?: string;
  /** Directory the provider host runs in, where `dbplane` resolves (default: process.cwd()). */
  workDir?: string;
  /** State to start from (e.g. `other.exportStack()`). */
  state?: StackState;
  /** Progress of each step as it starts and ends. */
  onEvent?: (event: StepEvent) => void;
}

/** How many resources each operation touched (`same`, `create`, `update`, `replace`, `delete`). */
export type OpMap = Partial<Record<StepOp, number>>;

export interface UpOptions {
  /** Refresh first (`pulumi up --refresh`): what changed outside the program is read back, so
   *  the up puts it back as the program declares it. */
  refresh?: boolean;
}

export interface PreviewResult {
  steps: Step[];
  changeSummary: OpMap;
}

export interface UpResult {
  steps: Step[];
  /** The program's stack outputs: `{value, secret}` per key (a secret keeps `secret: true`). */
  outputs: StackOutputs;
  summary: { resourceChanges: OpMap };
}

export interface RefreshResult {
  steps: Step[];
  summary: { resourceChanges: OpMap };
}

export type DestroyResult = RefreshResult;

/** One thing that went wrong: which resource (its URN, type and name; an error of the program
 *  itself is the stack resource's, `pulumi:pulumi:Stack`), and what (a `check` failure names the
 *  property). */
export interface StackFailure extends ResourceRef {
  /** The input's property path, for a validation failure. */
  property?: string;
  message: string;
}

/** A stack operation that did not succeed; `steps` are what it did before it stopped, `cause`
 *  what was thrown (the program's own error, when it threw). Each failure is a line of the
 *  message: `Bucket orders: memoryAllocationInMb: <rule>`. */
export class StackError extends Error {
  constructor(
    readonly operation: "preview" | "up" | "refresh" | "destroy",
    readonly failures: StackFailure[],
    readonly steps: Step[],
    cause?: unknown,
  ) {
    super(`${operation} failed:\n${failures.map((f) => `  ${problemLine(f, f.message, f.property)}`).join("\n")}`, cause === undefined ? undefined : { cause });
    this.name = "StackError";
  }
}

export class TestStack {
  private constructor(
    private readonly engine: Engine,
    private readonly program: Program,
    /** The conformance server this stack runs on. */
    readonly server: TestServer,
    private readonly ownsServer: boolean,
  ) {}

  static async create(opts: TestStackOptions): Promise<TestStack> {
    const workDir = opts.workDir ?? process.cwd();
    const projectName = opts.projectName ?? findProjectName(workDir) ?? "dbplane-test";
    // The server and the host start side by side: a server that fails to start stops the host
    // still starting, and whichever started is stopped when anything after them fails.
    const stopHost = new AbortController();
    const [started, hostStarted] = await Promise.allSettled([
      (opts.server ? Promise.resolve(withControl(opts.server)) : startTestServer(opts.serverOptions)).catch((e) => {
        stopHost.abort(e);
        throw e;
      }),
      ProviderHost.start({ cwd: workDir, signal: stopHost.signal }),
    ]);
    const server = started.status === "fulfilled" ? started.value : undefined;
    const host = hostStarted.status === "fulfilled" ? hostStarted.value : undefined;
    try {
      if (started.status === "rejected") throw started.reason;
      if (hostStarted.status === "rejected") throw hostStarted.reason;
      const engine = new Engine(host!, opts.state ?? { resources: [] }, projectName, opts.stackName ?? "test");
      engine.onStep = opts.onEvent;
      const stack = new TestStack(engine, opts.program, server!, !opts.server);
      const { values, secretKeys } = providerConfigFor(server!);
      stack.config = {
        ...Object.fromEntries(Object.entries(values).map(([key, value]) => [key, secretKeys.includes(key) ? { value, secret: true } : value])),
        ...opts.config,
      };
      return stack;
    } catch (e) {
      await host?.close();
      if (!opts.server) await server?.close();
      throw e;
    }
  }

  /** The stack config: full keys, secrets as `{value, secret: true}`. */
  private config: Record<string, ConfigValue> = {};
  /** The provider's part of the config as last sent to the host (`dbplane:*`). */
  private configured?: string;

  /** Sets a stack config value (full key, e.g. `myapp:nodes`), as `pulumi config set` does. */
  setConfig(key: string, value: ConfigValue): void {
    this.config[key] = value;
  }

  setAllConfig(values: Record<string, ConfigValue>): void {
    Object.assign(this.config, values);
  }

  /** Removes a stack config value, as `pulumi config rm` does. */
  removeConfig(key: string): void {
    delete this.config[key];
  }

  /** Hands the config to the program and, when its `dbplane:*` part changed, to the provider. */
  private async applyConfig(): Promise<void> {
    const values = Object.fromEntries(Object.entries(this.config).map(([k, v]) => [k, typeof v === "string" ? v : v.value]));
    const secretKeys = Object.entries(this.config).filter(([, v]) => typeof v !== "string" && v.secret).map(([k]) => k);
    this.engine.config = values;
    this.engine.secretKeys = secretKeys;
    const provider = Object.fromEntries(Object.entries(values).filter(([k]) => k.startsWith("dbplane:")));
    const text = JSON.stringify([provider, secretKeys]);
    if (text === this.configured) return;
    await this.engine.host.configure(provider, secretKeys);
    this.configured = text;
  }

  /** `pulumi preview`: what `up` would do, without changing anything. */
  async preview(): Promise<PreviewResult> {
    await this.applyConfig();
    const report = await this.engine.preview(this.program);
    this.throwOnFailure("preview", report);
    return { steps: report.steps, changeSummary: countOps(report.steps) };
  }

  /** `pulumi up`: applies the program; its stack outputs. As the CLI previews first, every
   *  resource is checked before anything is written: a failed check fails the whole up. */
  async up(opts: UpOptions = {}): Promise<UpResult> {
    await this.applyConfig();
    if (opts.refresh) this.throwOnFailure("up", await this.engine.refresh());
    const report = await this.engine.up(this.program, { previewFirst: true });
    this.throwOnFailure("up", report);
    return { steps: report.steps, outputs: report.stackOutputs, summary: { resourceChanges: countOps(report.steps) } };
  }

  /** `pulumi refresh`: reads every resource into the state; drift shows as `update`, vanished
   *  ones as `delete`. */
  async refresh(): Promise<RefreshResult> {
    await this.applyConfig();
    const report = await this.engine.refresh();
    this.throwOnFailure("refresh", report);
    return { steps: report.steps, summary: { resourceChanges: countOps(report.steps) } };
  }

  /** `pulumi destroy`: deletes every resource of the stack, dependents first. */
  async destroy(): Promise<DestroyResult> {
    await this.applyConfig();
    const report = await this.engine.destroy();
    this.throwOnFailure("destroy", report);
    return { steps: report.steps, summary: { resourceChanges: countOps(report.steps) } };
  }

  /** The stack's state (a copy): resources with their ids, inputs and outputs. */
  exportStack(): StackState {
    return structuredClone(this.engine.state);
  }

  /** The outputs of a resource, by its name in the program — or its URN, when two resources of
   *  different types share the name (undefined when not in the state). */
  outputsOf(nameOrUrn: string): Record<string, unknown> | undefined {
    const entry = this.engine.resource(nameOrUrn);
    if (!entry) return undefined;
    return shownOutputs(entry.outputs);
  }

  /** Stops the provider host, and the server when the stack started it. */
  async dispose(): Promise<void> {
    await this.engine.host.close();
    if (this.ownsServer) await this.server.close();
  }

  private throwOnFailure(operation: StackError["operation"], report: RunReport): void {
    if (!failed(report)) return;
    const failures: StackFailure[] = [
      ...report.failures.map(({ urn, type, name, property, reason }) => ({ urn, type, name, property, message: reason })),
      ...report.errors.map(({ urn, type, name, message }) => ({ urn, type, name, message })),
    ];
    throw new StackError(operation, failures, report.steps, report.errors.find((e) => e.cause !== undefined)?.cause);
  }
}

function countOps(steps: Step[]): OpMap {
  const counts: OpMap = {};
  for (const step of steps) counts[step.op] = (counts[step.op] ?? 0) + 1;
  return counts;
}
