import { UNKNOWN } from "../pulumi/wire";
import { HostError, type ProviderHost, type Props } from "./host";
import { runProgram, stackResource, type Program, type Registered, type Registration, type StackOutputs } from "./program";
import { sameProps, withIgnoredChanges } from "./props";
import { labelOf, problemLine, type ResourceRef } from "./resourceRef";

/** A small Pulumi engine (`dbplane/testing`, `npm start`, the provider tests): runs a program and,
 *  for each custom resource it registers, does what the Pulumi engine does with the provider
 *  host — Check, then Create, or Diff and Update / Replace — with the semantics real Pulumi has:
 *
 *  - dependency order, independent resources in parallel (a registration arrives once the
 *    outputs it depends on are known, so independent ones are stepped concurrently);
 *  - replacement create-before-delete, or delete-before-replace when the provider or the
 *    resource asks; a delete-before-replace first deletes the dependents whose inputs depend on
 *    the replaced resource and would be replaced by that change (Pulumi's "dependent
 *    replacements", which a preview shows too), and they are created again when the program
 *    registers them;
 *  - `protect` (no delete, no replace), `retainOnDelete` (dropped from the state, left in the
 *    API), `dependsOn`, `ignoreChanges` (the old input value is kept at each path);
 *  - deletes of what the program no longer declares after the program ran, dependents first,
 *    leaves in parallel; the first failure stops further steps, as in `pulumi up`.
 *  State is kept between runs (JSON-serializable). Reports key resources by URN: names are not
 *  unique across types. */

export interface StateEntry {
  urn: string;
  type: string;
  name: string;
  id: string;
  inputs: Props;
  outputs: Props;
  /** Every resource this one depends on (inputs and `dependsOn`). */
  dependencies: string[];
  /** Per input, the resources its value came from. */
  propertyDependencies: Record<string, string[]>;
  additionalSecretOutputs: string[];
  deleteBeforeReplace: boolean;
  protect: boolean;
  retainOnDelete: boolean;
}

/** The stack state: JSON-serializable, shareable between engines (e.g. another directory). */
export interface StackState {
  resources: StateEntry[];
}

export type StepOp = "create" | "same" | "update" | "replace" | "delete";

/** What a run did (or, for a preview, would do) to one resource. */
export interface Step {
  urn: string;
  type: string;
  name: string;
  op: StepOp;
  /** Inputs whose change forces the replacement (replace steps). */
  replaces?: string[];
  /** Inputs that differ from the last run (update and replace steps). */
  diffs?: string[];
}

/** An input the provider's Check refused. */
export interface CheckFailure extends ResourceRef {
  property: string;
  reason: string;
}

/** A step that failed, or the program itself (reported on its stack resource, as Pulumi does). */
export interface RunError extends ResourceRef {
  message: string;
  /** What was thrown. */
  cause?: unknown;
}

export interface RunReport {
  /** Every step, in the order they were decided. */
  steps: Step[];
  /** Resource names by step kind (the same information as `steps`). */
  creates: string[];
  updates: string[];
  replaces: string[];
  deletes: string[];
  sames: string[];
  /** Check failures. */
  failures: CheckFailure[];
  /** Operation errors, and the program's own. */
  errors: RunError[];
  /** Registrations of this run, by URN (options as the SDK sent them). */
  registrations: Record<string, Registration>;
  /** Outputs after the run, by URN. */
  outputs: Record<string, Props>;
  /** What the program returned (its stack outputs), secrets marked. */
  stackOutputs: StackOutputs;
}

/** Progress of one step, for a person watching (`npm start` prints these). */
export interface StepEvent {
  urn: string;
  name: string;
  type: string;
  op: "create" | "update" | "replace" | "delete";
  phase: "start" | "done" | "failed";
  ms?: number;
  error?: string;
}

class CheckFailed extends Error {}

/** `Bucket orders: <message>`: a failure as messages print it. */
export function describeFailure(f: CheckFailure | RunError): string {
  return "reason" in f ? problemLine(f, f.reason, f.property) : problemLine(f, f.message);
}

function errorOf(ref: ResourceRef, cause: unknown): RunError {
  return { urn: ref.urn, type: ref.type, name: ref.name, message: cause instanceof Error ? cause.message : String(cause), cause };
}

/** Whether a run stopped on a failure. */
export function failed(report: RunReport): boolean {
  return report.errors.length > 0 || report.failures.length > 0;
}

const emptyReport = (): RunReport => ({
  steps: [],
  creates: [],
  updates: [],
  replaces: [],
  deletes: [],
  sames: [],
  failures: [],
  errors: [],
  registrations: {},
  outputs: {},
  stackOutputs: {},
});

const LISTS: Record<StepOp, "creates" | "sames" | "updates" | "replaces" | "deletes"> = {
  create: "creates",
  same: "sames",
  update: "updates",
  replace: "replaces",
  delete: "deletes",
};

function record(report: RunReport, entry: Pick<StateEntry, "urn" | "type" | "name">, op: StepOp, extra: Partial<Step> = {}): void {
  report.steps.push({ urn: entry.urn, type: entry.type, name: entry.name, op, ...extra });
  report[LISTS[op]].push(entry.name);
}

export class Engine {
  /** Called as each create, update, replace and delete starts and ends. */
  onStep?: (event: StepEvent) => void;
  /** The state by URN (the same entries as `state.resources`). */
  private readonly byUrn = new Map<string, StateEntry>();

  /** Stack config the program reads, full keys (`project:key`), and which of them are secret. */
  config: Record<string, string> = {};
  secretKeys: string[] = [];

  constructor(
    public host: ProviderHost,
    readonly state: StackState = { resources: [] },
    private readonly project = "dbplane-test",
    private readonly stack = "test",
  ) {
    for (const entry of state.resources) {
      // States written before these fields existed.
      entry.propertyDependencies ??= {};
      entry.protect ??= false;
      entry.retainOnDelete ??= false;
      this.byUrn.set(entry.urn, entry);
    }
  }

  /** `pulumi up`. With `previewFirst`, as the CLI does: a preview checks every resource, and
   *  its failures are the report, before anything is written. */
  async up(program: Program, opts: { previewFirst?: boolean } = {}): Promise<RunReport> {
    if (opts.previewFirst) {
      const preview = await this.run(program, true);
      if (failed(preview)) return { ...emptyReport(), failures: preview.failures, errors: preview.errors, registrations: preview.registrations };
    }
    return this.run(program, false);
  }

  /** `pulumi preview`: Check and Diff only; outputs of resources to be created are unknown. */
  preview(program: Program): Promise<RunReport> {
    return this.run(program, true);
  }

  /** `pulumi refresh`: Read every resource; drift shows as updates, vanished ones as deletes. */
  async refresh(): Promise<RunReport> {
    const report = emptyReport();
    await Promise.all(
      [...this.state.resources].map(async (entry) => {
        try {
          const res = await this.host.read(entry.urn, entry.id, entry.outputs, entry.inputs);
          if (!res.id) {
            this.remove(entry.urn);
            record(report, entry, "delete");
            return;
          }
          const drifted = !sameProps(res.outputs, entry.outputs) || (res.inputs !== undefined && !sameProps(res.inputs, entry.inputs));
          record(report, entry, drifted ? "update" : "same");
          entry.outputs = res.outputs;
          if (res.inputs) entry.inputs = res.inputs;
          report.outputs[entry.urn] = entry.outputs;
        } catch (e) {
          report.errors.push(errorOf(entry, e));
        }
      }),
    );
    return report;
  }

  /** `pulumi destroy`. */
  async destroy(): Promise<RunReport> {
    const report = emptyReport();
    await this.deleteAll([...this.state.resources], report);
    return report;
  }

  /** The current state entry of a resource, by URN, or by name when no other resource has it. */
  resource(nameOrUrn: string): StateEntry | undefined {
    if (nameOrUrn.startsWith("urn:")) return this.byUrn.get(nameOrUrn);
    const named = this.state.resources.filter((r) => r.name === nameOrUrn);
    if (named.length > 1) throw new Error(`${named.length} resources are named '${nameOrUrn}' (${named.map(labelOf).join(", ")}): give the URN`);
    return named[0];
  }

  private async run(program: Program, preview: boolean): Promise<RunReport> {
    const report = emptyReport();
    const run: RunContext = { preview, report, seen: new Set(), replaced: [], dependentsReplaced: new Map(), halted: false };
    const onRegister = async (reg: Registration): Promise<Registered> => {
      const current = () => this.byUrn.get(reg.urn);
      if (run.seen.has(reg.urn)) {
        report.errors.push(errorOf(reg, new Error(`Duplicate resource URN '${reg.urn}'; try giving it a unique name`)));
        run.halted = true;
      }
      run.seen.add(reg.urn);
      report.registrations[reg.urn] = reg;
      // Like the Pulumi engine, the first failure stops further steps; registrations are still
      // answered (with what the state holds) so the program itself runs to its end.
      if (run.halted) return { id: current()?.id ?? "", outputs: current()?.outputs ?? {} };
      try {
        const result = await this.step(reg, run);
        report.outputs[reg.urn] = result.outputs;
        return result;
      } catch (e) {
        if (e instanceof HostError && e.id) {
          // Created but not initialized: recorded, as the engine does.
          this.put({ ...entryOf(reg), id: e.id, outputs: e.properties ?? {} });
        }
        if (!(e instanceof CheckFailed)) report.errors.push(errorOf(reg, e));
        // A preview goes on checking the rest (nothing it does depends on a failed check): it
        // reports every check failure at once.
        if (!(preview && e instanceof CheckFailed)) run.halted = true;
        return { id: current()?.id ?? "", outputs: current()?.outputs ?? {} };
      }
    };
    try {
      const opts = { preview, project: this.project, stack: this.stack, config: this.config, secretKeys: this.secretKeys };
      report.stackOutputs = await runProgram(program, opts, onRegister);
    } catch (e) {
      if (!failed(report)) report.errors.push(errorOf(stackResource(this.project, this.stack), e));
    }
    // Dependents replaced for a delete-before-replace that the program no longer declares were
    // deleted (an up already did; a preview finds them among the rest).
    for (const [urn, { entry }] of run.dependentsReplaced) if (!preview && !run.seen.has(urn)) record(report, entry, "delete");
    const gone = this.state.resources.filter((r) => !run.seen.has(r.urn));
    if (preview) {
      for (const entry of gone) record(report, entry, "delete");
      return report;
    }
    if (!failed(report)) await this.deleteAll(gone, report);
    await this.deleteAll(run.replaced, report, false);
    return report;
  }

  private async step(reg: Registration, run: RunContext): Promise<Registered> {
    const { preview, report } = run;
    // A dependent replaced for a delete-before-replace is created anew: an up deleted it, a
    // preview shows what the up will do.
    const dependent = run.dependentsReplaced.get(reg.urn);
    const old = dependent ? undefined : this.byUrn.get(reg.urn);
    const news = old ? withIgnoredChanges(reg.inputs, old.inputs, reg.ignoreChanges) : reg.inputs;
    const checked = await this.host.check(reg.urn, old?.inputs ?? {}, news);
    if (checked.failures.length) {
      report.failures.push(...checked.failures.map((f) => ({ urn: reg.urn, type: reg.type, name: reg.name, ...f })));
      throw new CheckFailed();
    }
    const inputs = checked.inputs;
    if (!old) {
      const op = dependent ? "replace" : "create";
      record(report, reg, op, dependent ? { replaces: dependent.replaces, diffs: changedKeys(dependent.entry.inputs, inputs) } : {});
      // Outputs beyond the inputs, and the id, are unknown until the create.
      if (preview) return { id: "", outputs: inputs };
      return this.observe(reg, op, () => this.create(reg, inputs));
    }
    const diff = await this.host.diff(reg.urn, old.id, old.outputs, inputs, old.inputs);
    if (diff.changes === "none") {
      record(report, reg, "same");
      if (!preview) this.put({ ...old, ...entryOf(reg), inputs, id: old.id, outputs: old.outputs });
      return { id: old.id, outputs: old.outputs };
    }
    const diffs = changedKeys(old.inputs, inputs);
    if (diff.replaces.length > 0) {
      if (old.protect) throw new Error(`resource is protected and cannot be replaced (it must be replaced because ${diff.replaces.join(", ")} changed); remove \`protect\` first`);
      record(report, reg, "replace", { replaces: diff.replaces, diffs });
      const deleteFirst = diff.deleteBeforeReplace || reg.deleteBeforeReplace;
      if (preview) {
        if (deleteFirst) for (const d of await this.dependentReplacements(old)) run.dependentsReplaced.set(d.entry.urn, d);
        return { id: "", outputs: inputs };
      }
      return this.observe(reg, "replace", () => this.replace(reg, old, inputs, deleteFirst, run));
    }
    record(report, reg, "update", { diffs });
    if (preview) return { id: old.id, outputs: { ...old.outputs, ...inputs } };
    return this.observe(reg, "update", async () => {
      const outputs = await this.host.update(reg.urn, old.id, old.outputs, inputs, old.inputs);
      this.put({ ...entryOf(reg), id: old.id, inputs, outputs });
      return { id: old.id, outputs };
    });
  }

  private async replace(reg: Registration, old: StateEntry, inputs: Props, deleteFirst: boolean, run: RunContext): Promise<Registered> {
    if (deleteFirst) {
      // Deleted now, dependents first, and created again when the program registers them.
      for (const d of (await this.dependentReplacements(old)).reverse()) {
        await this.observe(d.entry, "delete", () => this.deleteOne(d.entry));
        run.dependentsReplaced.set(d.entry.urn, d);
      }
      await this.deleteOne(old);
      return this.create(reg, inputs);
    }
    this.remove(old.urn);
    try {
      const created = await this.create(reg, inputs);
      run.replaced.push(old);
      return created;
    } catch (e) {
      // The new object exists though its create failed (recorded under the URN by the caller):
      // the old one is replaced all the same and deleted after the run, as Pulumi does. Nothing
      // was made: the old one stays.
      if (e instanceof HostError && e.id) run.replaced.push(old);
      else if (!this.byUrn.has(reg.urn)) this.put(old);
      throw e;
    }
  }

  /** When `root` is deleted to be replaced: the resources depending on it (transitively) whose
   *  inputs taken from a replaced resource would force their own replacement, asked of the
   *  provider with those inputs unknown — as Pulumi's step generator does, in previews too. In
   *  dependency order (closest first), with the inputs that force each replacement. */
  private async dependentReplacements(root: StateEntry): Promise<DependentReplacement[]> {
    const replacing = new Set([root.urn]);
    const doomed: DependentReplacement[] = [];
    for (const entry of this.dependentsOf(root.urn)) {
      let touched = false;
      const inputs: Props = {};
      for (const [key, value] of Object.entries(entry.inputs)) {
        const fromReplaced = (entry.propertyDependencies[key] ?? []).some((urn) => replacing.has(urn));
        touched ||= fromReplaced;
        inputs[key] = fromReplaced ? UNKNOWN : value;
      }
      if (!touched) continue;
      const diff = await this.host.diff(entry.urn, entry.id, entry.outputs, inputs, entry.inputs);
      if (diff.replaces.length === 0) continue;
      if (entry.protect) throw new Error(`cannot replace ${labelOf(root)}: its dependent ${labelOf(entry)} must be replaced too and is protected`);
      replacing.add(entry.urn);
      doomed.push({ entry, replaces: diff.replaces });
    }
    return doomed;
  }

  /** Every resource depending on `urn`, directly or not, in dependency order (closest first). */
  private dependentsOf(urn: string): StateEntry[] {
    const found = new Set<string>([urn]);
    const ordered: StateEntry[] = [];
    for (let grew = true; grew; ) {
      grew = false;
      for (const entry of this.state.resources) {
        if (found.has(entry.urn) || !entry.dependencies.some((d) => found.has(d))) continue;
        found.add(entry.urn);
        ordered.push(entry);
        grew = true;
      }
    }
    return ordered;
  }

  private async observe<T>(who: ResourceRef, op: StepEvent["op"], fn: () => Promise<T>): Promise<T> {
    const started = Date.now();
    const { urn, name, type } = who;
    this.onStep?.({ urn, name, type, op, phase: "start" });
    try {
      const result = await fn();
      this.onStep?.({ urn, name, type, op, phase: "done", ms: Date.now() - started });
      return result;
    } catch (e) {
      this.onStep?.({ urn, name, type, op, phase: "failed", ms: Date.now() - started, error: errorOf(who, e).message });
      throw e;
    }
  }

  private async create(reg: Registration, inputs: Props): Promise<Registered> {
    const { id, outputs } = await this.host.create(reg.urn, inputs);
    this.put({ ...entryOf(reg), id, inputs, outputs });
    return { id, outputs };
  }

  /** Deletes one resource through its provider (unless it is retained) and drops it from the state. */
  private async deleteOne(entry: StateEntry): Promise<void> {
    if (entry.protect) throw new Error("resource is protected and cannot be deleted; remove `protect` (and run up) first");
    if (!entry.retainOnDelete) await this.host.delete(entry.urn, entry.id, entry.outputs, entry.inputs);
    if (this.byUrn.get(entry.urn) === entry) this.remove(entry.urn);
  }

  /** Deletes entries, dependents before what they depend on; the leaves of each round in parallel. */
  private async deleteAll(entries: StateEntry[], report: RunReport, reportThem = true): Promise<void> {
    let pending = [...entries];
    while (pending.length) {
      const leaves = pending.filter((e) => !pending.some((other) => other !== e && other.dependencies.includes(e.urn)));
      const batch = leaves.length ? leaves : [pending[pending.length - 1]];
      await Promise.all(
        batch.map(async (entry) => {
          try {
            await this.observe(entry, "delete", () => this.deleteOne(entry));
            if (reportThem) record(report, entry, "delete");
          } catch (e) {
            report.errors.push(errorOf(entry, e));
          }
        }),
      );
      pending = pending.filter((e) => !batch.includes(e));
    }
  }

  private put(entry: StateEntry): void {
    const existing = this.byUrn.get(entry.urn);
    if (existing) this.state.resources[this.state.resources.indexOf(existing)] = entry;
    else this.state.resources.push(entry);
    this.byUrn.set(entry.urn, entry);
  }

  private remove(urn: string): void {
    const existing = this.byUrn.get(urn);
    if (!existing) return;
    this.state.resources.splice(this.state.resources.indexOf(existing), 1);
    this.byUrn.delete(urn);
  }
}

interface RunContext {
  preview: boolean;
  report: RunReport;
  /** URNs the program registered. */
  seen: Set<string>;
  /** Old halves of create-before-delete replacements, deleted after the program ran. */
  replaced: StateEntry[];
  /** Dependents replaced for a delete-before-replace (an up deleted them), by URN. */
  dependentsReplaced: Map<string, DependentReplacement>;
  halted: boolean;
}

interface DependentReplacement {
  entry: StateEntry;
  /** Its inputs that, taken from a replaced resource, force its replacement. */
  replaces: string[];
}

function entryOf(reg: Registration): Omit<StateEntry, "id" | "outputs"> {
  return {
    urn: reg.urn,
    type: reg.type,
    name: reg.name,
    inputs: reg.inputs,
    dependencies: reg.dependencies,
    propertyDependencies: reg.propertyDependencies,
    additionalSecretOutputs: reg.additionalSecretOutputs,
    deleteBeforeReplace: reg.deleteBeforeReplace,
    protect: reg.protect,
    retainOnDelete: reg.retainOnDelete,
  };
}

/** Inputs whose value differs (as the Pulumi CLI shows them when a provider gives no detailed diff). */
function changedKeys(olds: Props, news: Props): string[] {
  const keys = new Set([...Object.keys(olds), ...Object.keys(news)]);
  keys.delete("__provider");
  return [...keys].filter((k) => !sameProps({ v: olds[k] }, { v: news[k] })).sort();
}
