import type { ConformanceServer, ConformanceServerOptions } from "../conformance";
import { Engine, type RunReport, type StackState, type Step, type StepEvent, type StepOp } from "../local/engine";
import { ProviderHost } from "../local/host";
import { providerConfigFor } from "../local/serverConfig";
import type { Program, StackOutputs } from "../local/program";
import { shownOutputs } from "../pulumi/wire";
import { startTestServer, withControl, type TestServer } from "./server";

/** `TestStack`: a Pulumi program run against the bundled conformance server, with no Pulumi CLI
 *  and no cloud account — the shape of Pulumi's Automation API for inline programs
 *  (`LocalWorkspace.createStack({program})`, then `preview`, `up`, `refresh`, `destroy`), so
 *  what users know carries over. Every resource operation goes through Pulumi's real
 *  dynamic-provider host (a child process), as `pulumi up` runs it. */

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
  /** Names in the resource URNs (default `test` and `dbplane-test`). */
  stackName?: string;
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

/** One thing that went wrong: which resource, and what (a `check` failure names the property). */
export interface StackFailure {
  name: string;
  urn?: string;
  type?: string;
  /** The input's property path, for a validation failure. */
  property?: string;
  message: string;
}

/** A stack operation that did not succeed; `steps` are what it did before it stopped. */
export class StackError extends Error {
  constructor(
    readonly operation: "preview" | "up" | "refresh" | "destroy",
    readonly failures: StackFailure[],
    readonly steps: Step[],
  ) {
    super(`${operation} failed:\n${failures.map((f) => `  ${f.name}: ${f.property ? `${f.property}: ` : ""}${f.message}`).join("\n")}`);
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
    const server = opts.server ? withControl(opts.server) : await startTestServer(opts.serverOptions);
    let host: ProviderHost | undefined;
    try {
      host = await ProviderHost.start({ cwd: opts.workDir ?? process.cwd() });
      const engine = new Engine(host, opts.state ?? { resources: [] }, opts.projectName ?? "dbplane-test", opts.stackName ?? "test");
      engine.onStep = opts.onEvent;
      const stack = new TestStack(engine, opts.program, server, !opts.server);
      const { values, secretKeys } = providerConfigFor(server);
      stack.config = {
        ...Object.fromEntries(Object.entries(values).map(([key, value]) => [key, secretKeys.includes(key) ? { value, secret: true } : value])),
        ...opts.config,
      };
      return stack;
    } catch (e) {
      await host?.close();
      if (!opts.server) await server.close();
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

  /** `pulumi up`: applies the program; its stack outputs. */
  async up(): Promise<UpResult> {
    await this.applyConfig();
    const report = await this.engine.up(this.program);
    this.throwOnFailure("up", report);
    return { steps: report.steps, outputs: report.stackOutputs, summary: { resourceChanges: countOps(report.steps) } };
  }

  /** `pulumi refresh`: reads every resource; drift shows as `update`, vanished ones as `delete`. */
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

  /** The outputs of a resource, by its name in the program (undefined when not in the state). */
  outputsOf(name: string): Record<string, unknown> | undefined {
    const entry = this.engine.resource(name);
    return entry ? shownOutputs(entry.outputs) : undefined;
  }

  /** Stops the provider host, and the server when the stack started it. */
  async dispose(): Promise<void> {
    await this.engine.host.close();
    if (this.ownsServer) await this.server.close();
  }

  private throwOnFailure(operation: StackError["operation"], report: RunReport): void {
    if (report.failures.length === 0 && report.errors.length === 0) return;
    const typeOf = (name: string) => report.registrations[name]?.type ?? this.engine.resource(name)?.type;
    const urnOf = (name: string) => report.registrations[name]?.urn ?? this.engine.resource(name)?.urn;
    const failures: StackFailure[] = [
      ...report.failures.map((f) => ({ name: f.name, urn: urnOf(f.name), type: typeOf(f.name), property: f.property, message: f.reason })),
      ...report.errors.map((line) => {
        const at = line.indexOf(": ");
        const name = line.slice(0, at);
        return { name, urn: urnOf(name), type: typeOf(name), message: line.slice(at + 2) };
      }),
    ];
    throw new StackError(operation, failures, report.steps);
  }
}

function countOps(steps: Step[]): OpMap {
  const counts: OpMap = {};
  for (const step of steps) counts[step.op] = (counts[step.op] ?? 0) + 1;
  return counts;
}
