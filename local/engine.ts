import { deepEqual } from "../provider/values";
import { HostError, type ProviderHost, type Props } from "./host";
import { runProgram, type Program, type Registered, type Registration } from "./program";

/** A small Pulumi engine (tests and `npm start`): runs a program, and for each registered resource does what
 *  the Pulumi engine does with the provider host — Check, then Create, or Diff and Update /
 *  Replace (create-before-delete unless deleteBeforeReplace) — in dependency order, then deletes
 *  what the program no longer declares (dependents first). State is kept between runs. */

export interface StateEntry {
  urn: string;
  type: string;
  name: string;
  id: string;
  inputs: Props;
  outputs: Props;
  dependencies: string[];
  additionalSecretOutputs: string[];
  deleteBeforeReplace: boolean;
}

/** The stack state: JSON-serializable, shareable between engines (e.g. another directory). */
export interface StackState {
  resources: StateEntry[];
}

export interface CheckFailure {
  name: string;
  property: string;
  reason: string;
}

export interface RunReport {
  creates: string[];
  updates: string[];
  replaces: string[];
  deletes: string[];
  sames: string[];
  /** Check failures, by resource name. */
  failures: CheckFailure[];
  /** Operation errors, one line each (`<name>: <message>`). */
  errors: string[];
  /** Registrations of this run, by resource name (options as the SDK sent them). */
  registrations: Record<string, Registration>;
  /** Outputs after the run, by resource name. */
  outputs: Record<string, Props>;
}

/** Progress of one step, for a person watching (`npm start` prints these). */
export interface StepEvent {
  name: string;
  type: string;
  op: "create" | "update" | "replace" | "delete";
  phase: "start" | "done" | "failed";
  ms?: number;
  error?: string;
}

class CheckFailed extends Error {}

const emptyReport = (): RunReport => ({
  creates: [],
  updates: [],
  replaces: [],
  deletes: [],
  sames: [],
  failures: [],
  errors: [],
  registrations: {},
  outputs: {},
});

export class Engine {
  /** Called as each create, update, replace and delete starts and ends. */
  onStep?: (event: StepEvent) => void;

  constructor(
    public host: ProviderHost,
    readonly state: StackState = { resources: [] },
    private readonly project = "dbplane-test",
    private readonly stack = "test",
  ) {}

  /** `pulumi up`. */
  up(program: Program): Promise<RunReport> {
    return this.run(program, false);
  }

  /** `pulumi preview`: Check and Diff only; outputs of resources to be created are unknown. */
  preview(program: Program): Promise<RunReport> {
    return this.run(program, true);
  }

  /** `pulumi refresh`: Read every resource; drift shows as updates, vanished ones as deletes. */
  async refresh(): Promise<RunReport> {
    const report = emptyReport();
    for (const entry of [...this.state.resources]) {
      try {
        const res = await this.host.read(entry.urn, entry.id, entry.outputs, entry.inputs);
        if (!res.id) {
          this.remove(entry.urn);
          report.deletes.push(entry.name);
          continue;
        }
        if (!sameProps(res.outputs, entry.outputs) || (res.inputs && !sameProps(res.inputs, entry.inputs))) report.updates.push(entry.name);
        else report.sames.push(entry.name);
        entry.outputs = res.outputs;
        if (res.inputs) entry.inputs = res.inputs;
      } catch (e) {
        report.errors.push(`${entry.name}: ${(e as Error).message}`);
      }
      report.outputs[entry.name] = entry.outputs;
    }
    return report;
  }

  /** `pulumi destroy`. */
  async destroy(): Promise<RunReport> {
    const report = emptyReport();
    await this.deleteAll([...this.state.resources], report);
    return report;
  }

  /** The current state entry of a resource, by name. */
  resource(name: string): StateEntry | undefined {
    return this.state.resources.find((r) => r.name === name);
  }

  private async run(program: Program, preview: boolean): Promise<RunReport> {
    const report = emptyReport();
    const seen = new Set<string>();
    const replaced: StateEntry[] = [];
    // Like the Pulumi engine, the first failure stops further steps; registrations are still
    // answered (with what the state holds) so the program itself runs to its end.
    let halted = false;
    const onRegister = async (reg: Registration): Promise<Registered> => {
      seen.add(reg.urn);
      report.registrations[reg.name] = reg;
      const old = () => this.state.resources.find((r) => r.urn === reg.urn);
      if (halted) return { id: old()?.id ?? "", outputs: old()?.outputs ?? {} };
      try {
        const result = await this.step(reg, preview, report, replaced);
        report.outputs[reg.name] = result.outputs;
        return result;
      } catch (e) {
        if (e instanceof HostError && e.id) {
          // Created but not initialized: recorded, as the engine does.
          this.put({ ...entryOf(reg), id: e.id, outputs: e.properties ?? {} });
        }
        if (!(e instanceof CheckFailed)) report.errors.push(`${reg.name}: ${(e as Error).message}`);
        halted = true;
        return { id: old()?.id ?? "", outputs: old()?.outputs ?? {} };
      }
    };
    try {
      await runProgram(program, { preview, project: this.project, stack: this.stack }, onRegister);
    } catch (e) {
      if (report.errors.length === 0 && report.failures.length === 0) report.errors.push(`program: ${(e as Error).message}`);
    }
    const gone = this.state.resources.filter((r) => !seen.has(r.urn));
    if (preview) {
      report.deletes.push(...gone.map((r) => r.name));
      return report;
    }
    if (report.errors.length === 0 && report.failures.length === 0) await this.deleteAll(gone, report);
    await this.deleteAll(replaced, report, false);
    return report;
  }

  private async step(reg: Registration, preview: boolean, report: RunReport, replaced: StateEntry[]): Promise<Registered> {
    const old = this.state.resources.find((r) => r.urn === reg.urn);
    const checked = await this.host.check(reg.urn, old?.inputs ?? {}, reg.inputs);
    if (checked.failures.length) {
      report.failures.push(...checked.failures.map((f) => ({ name: reg.name, ...f })));
      throw new CheckFailed();
    }
    const inputs = checked.inputs;
    if (!old) {
      report.creates.push(reg.name);
      if (preview) return { id: "", outputs: inputs };
      return this.observe(reg, "create", () => this.create(reg, inputs));
    }
    const diff = await this.host.diff(reg.urn, old.id, old.outputs, inputs, old.inputs);
    if (diff.changes === "none") {
      report.sames.push(reg.name);
      if (!preview) old.inputs = inputs;
      return { id: old.id, outputs: old.outputs };
    }
    if (diff.replaces.length > 0) {
      report.replaces.push(reg.name);
      if (preview) return { id: "", outputs: inputs };
      return this.observe(reg, "replace", () => this.replace(reg, old, inputs, diff.deleteBeforeReplace, replaced));
    }
    report.updates.push(reg.name);
    if (preview) return { id: old.id, outputs: { ...old.outputs, ...inputs } };
    return this.observe(reg, "update", async () => {
      const outputs = await this.host.update(reg.urn, old.id, old.outputs, inputs, old.inputs);
      this.put({ ...entryOf(reg), id: old.id, inputs, outputs });
      return { id: old.id, outputs };
    });
  }

  private async replace(reg: Registration, old: StateEntry, inputs: Props, deleteFirst: boolean, replaced: StateEntry[]): Promise<Registered> {
    if (deleteFirst || reg.deleteBeforeReplace) {
      await this.host.delete(old.urn, old.id, old.outputs, old.inputs);
      this.remove(old.urn);
      return this.create(reg, inputs);
    }
    this.remove(old.urn);
    try {
      const created = await this.create(reg, inputs);
      replaced.push(old);
      return created;
    } catch (e) {
      if (!this.resource(reg.name)) this.put(old);
      throw e;
    }
  }

  private async observe<T>(who: { name: string; type: string }, op: StepEvent["op"], fn: () => Promise<T>): Promise<T> {
    const started = Date.now();
    this.onStep?.({ name: who.name, type: who.type, op, phase: "start" });
    try {
      const result = await fn();
      this.onStep?.({ name: who.name, type: who.type, op, phase: "done", ms: Date.now() - started });
      return result;
    } catch (e) {
      this.onStep?.({ name: who.name, type: who.type, op, phase: "failed", ms: Date.now() - started, error: (e as Error).message });
      throw e;
    }
  }

  private async create(reg: Registration, inputs: Props): Promise<Registered> {
    const { id, outputs } = await this.host.create(reg.urn, inputs);
    this.put({ ...entryOf(reg), id, inputs, outputs });
    return { id, outputs };
  }

  /** Deletes entries, dependents before what they depend on. */
  private async deleteAll(entries: StateEntry[], report: RunReport, reportThem = true): Promise<void> {
    let pending = [...entries];
    while (pending.length) {
      const leaves = pending.filter((e) => !pending.some((other) => other !== e && other.dependencies.includes(e.urn)));
      const batch = leaves.length ? leaves : [pending[pending.length - 1]];
      for (const entry of batch.reverse()) {
        try {
          await this.observe(entry, "delete", () => this.host.delete(entry.urn, entry.id, entry.outputs, entry.inputs));
          if (this.state.resources.includes(entry)) this.remove(entry.urn);
          if (reportThem) report.deletes.push(entry.name);
        } catch (e) {
          report.errors.push(`${entry.name}: ${(e as Error).message}`);
        }
      }
      pending = pending.filter((e) => !batch.includes(e));
    }
  }

  private put(entry: StateEntry): void {
    const i = this.state.resources.findIndex((r) => r.urn === entry.urn);
    if (i >= 0) this.state.resources[i] = entry;
    else this.state.resources.push(entry);
  }

  private remove(urn: string): void {
    this.state.resources = this.state.resources.filter((r) => r.urn !== urn);
  }
}

function entryOf(reg: Registration): Omit<StateEntry, "id" | "outputs"> {
  return {
    urn: reg.urn,
    type: reg.type,
    name: reg.name,
    inputs: reg.inputs,
    dependencies: reg.dependencies,
    additionalSecretOutputs: reg.additionalSecretOutputs,
    deleteBeforeReplace: reg.deleteBeforeReplace,
  };
}

function sameProps(a: Props, b: Props): boolean {
  const { __provider: _a, ...left } = a;
  const { __provider: _b, ...right } = b;
  return deepEqual(left, right);
}
