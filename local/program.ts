import * as pulumi from "@pulumi/pulumi";
import * as structproto from "google-protobuf/google/protobuf/struct_pb";
import { MockMonitor } from "@pulumi/pulumi/runtime/mocks";
import * as resproto from "@pulumi/pulumi/proto/resource_pb";
import { SECRET_SIG, SECRET_SIG_KEY, type Props } from "./host";
import type { ResourceRef } from "./resourceRef";

// Internal SDK modules (what `pulumi.runtime.setMocks` uses), untyped for these functions.
const settings = require("@pulumi/pulumi/runtime/settings");
const state = require("@pulumi/pulumi/runtime/state");
const debuggable = require("@pulumi/pulumi/runtime/debuggable");

/** The SDK wraps almost every promise it makes (`debuggablePromise`: four for each output of each
 *  resource) to find the ones a program leaks: it adds the promise to the run's leak candidates,
 *  removes it once settled, and — for the report printed only when PULUMI_DEBUG_PROMISE_LEAKS is
 *  set — gives it three properties and a formatted stack trace. Measured on a no-change preview
 *  of 1,000 resources, the wrapping took about a fifth of the engine's CPU, the debug details
 *  most of it. Unless that variable is set, the engine's programs keep the leak check (the SDK's
 *  own, registered by its first wrapped promise) and skip the details nothing reads. */
if (!debuggable.debugPromiseLeaks) {
  const original = debuggable.debuggablePromise;
  let leakCheckRegistered = false;
  debuggable.debuggablePromise = <T>(promise: Promise<T>, ctx: unknown): Promise<T> => {
    if (!leakCheckRegistered) {
      leakCheckRegistered = true;
      return original(promise, ctx);
    }
    const candidates: Set<Promise<unknown>> = state.getStore().leakCandidates;
    candidates.add(promise);
    return promise.then(
      (value) => {
        candidates.delete(promise);
        return value;
      },
      (err) => {
        candidates.delete(promise);
        err.promise = promise;
        throw err;
      },
    );
  };
}

/** Runs a Pulumi program in this process with a resource monitor that hands every custom
 *  resource registration (type, name, raw inputs incl. `__provider`, options) to the engine and
 *  answers with the id and outputs the engine decided, as the real engine does. */

export interface Registration {
  urn: string;
  type: string;
  name: string;
  /** Inputs as serialized by the SDK: unknowns as Pulumi's marker, secrets unwrapped. */
  inputs: Props;
  /** The inputs that came as secrets (so the state holds them encrypted). */
  secretInputs: string[];
  /** Every resource it depends on: through its inputs and `dependsOn`. */
  dependencies: string[];
  /** Per input, the resources its value came from. */
  propertyDependencies: Record<string, string[]>;
  additionalSecretOutputs: string[];
  deleteBeforeReplace: boolean;
  protect: boolean;
  retainOnDelete: boolean;
  /** Input paths whose changes are ignored (`ignoreChanges`). */
  ignoreChanges: string[];
}

/** A program's stack outputs: each value as the program returned it, with whether it is secret. */
export type StackOutputs = Record<string, { value: unknown; secret: boolean }>;

export interface Registered {
  /** Empty while the id is unknown (preview of a create). */
  id: string;
  outputs: Props;
}

/** A Pulumi program: declares resources, and may return its stack outputs. */
export type Program = () => unknown;

const STACK_TYPE = "pulumi:pulumi:Stack";

/** A resource's URN in a stack (resources of the program are children of its stack resource,
 *  which URNs leave out). */
export function urnOf(project: string, stack: string, type: string, name: string): string {
  return `urn:pulumi:${stack}::${project}::${type}::${name}`;
}

/** The stack resource the SDK registers for every program (`<project>-<stack>`): where an error
 *  of the program itself is reported, as Pulumi does. */
export function stackResource(project: string, stack: string): ResourceRef {
  const name = `${project}-${stack}`;
  return { urn: urnOf(project, stack, STACK_TYPE, name), type: STACK_TYPE, name };
}

export interface RunOptions {
  preview: boolean;
  project: string;
  stack: string;
  /** Stack config the program reads (`new pulumi.Config(...)`), full keys (`project:key`). */
  config?: Record<string, string>;
  secretKeys?: string[];
}

/** The SDK's runtime is process-wide state: one program runs at a time. */
let running: Promise<unknown> = Promise.resolve();

/** Runs the program (after any other program of this process has finished); its stack outputs. */
export function runProgram(program: Program, opts: RunOptions, onRegister: (reg: Registration) => Promise<Registered>): Promise<StackOutputs> {
  const run = running.then(() => runAlone(program, opts, onRegister));
  running = run.catch(() => undefined);
  return run;
}

async function runAlone(program: Program, opts: RunOptions, onRegister: (reg: Registration) => Promise<Registered>): Promise<StackOutputs> {
  const inflight = new Set<Promise<unknown>>();
  let stackOutputs: StackOutputs = {};

  class EngineMonitor extends MockMonitor {
    override registerResourceOutputs(req: any, callback: (err: any, res: any) => void): void {
      if (String(req.getUrn()).includes(`::${STACK_TYPE}::`)) stackOutputs = outputsOf(req.getOutputs()?.toJavaScript() ?? {});
      callback(null, {});
    }

    override async registerResource(req: any, callback: (err: any, res: any) => void): Promise<void> {
      const urn = urnOf(opts.project, opts.stack, req.getType(), req.getName());
      const work = (async () => {
        const response = new resproto.RegisterResourceResponse();
        response.setUrn(urn);
        if (!req.getCustom()) {
          response.setObject(structproto.Struct.fromJavaScript({}));
          return response;
        }
        const deps = new Set<string>(req.getDependenciesList());
        const propertyDependencies: Record<string, string[]> = {};
        req.getPropertydependenciesMap().forEach((v: any, key: string) => {
          propertyDependencies[key] = v.getUrnsList();
          for (const u of propertyDependencies[key]) deps.add(u);
        });
        const additionalSecretOutputs: string[] = req.getAdditionalsecretoutputsList();
        const object: Props = req.getObject().toJavaScript();
        const result = await onRegister({
          urn,
          type: req.getType(),
          name: req.getName(),
          inputs: unwrapSecrets(object),
          secretInputs: Object.keys(object).filter((key) => containsSecret(object[key])),
          dependencies: [...deps],
          propertyDependencies,
          additionalSecretOutputs,
          deleteBeforeReplace: req.getDeletebeforereplace(),
          protect: req.getProtect(),
          retainOnDelete: req.getRetainondelete(),
          ignoreChanges: req.getIgnorechangesList(),
        });
        const outputs: Props = {};
        for (const [k, v] of Object.entries(result.outputs)) {
          if (k === "__provider" || v === undefined) continue;
          outputs[k] = additionalSecretOutputs.includes(k) ? { [SECRET_SIG_KEY]: SECRET_SIG, value: v } : v;
        }
        response.setId(result.id);
        response.setObject(structproto.Struct.fromJavaScript(outputs));
        return response;
      })();
      inflight.add(work);
      try {
        callback(null, await work);
      } catch (e) {
        callback(e, undefined);
      } finally {
        inflight.delete(work);
      }
    }
  }

  const monitor = new EngineMonitor({
    newResource: () => {
      throw new Error("unused: registrations go to the engine");
    },
    call: () => ({}),
  });
  settings.setMockOptions(monitor, opts.project, opts.stack, opts.preview);
  pulumi.runtime.setAllConfig(opts.config ?? {}, opts.secretKeys ?? []);
  const store = state.getStore();
  Object.assign(store, { supportsSecrets: true, supportsResourceReferences: true, supportsOutputValues: false });

  // The program's own error is caught inside the stack's callback: thrown through it, it would
  // reject the stack resource's data, and the promises the SDK derives from that (its outputs)
  // would reject with nobody waiting on them — unhandled rejections that kill the process. An
  // output of the program that fails (an `apply` that throws) leaves such promises behind in the
  // SDK too: while the program runs they are its error, as Pulumi's language host reports them.
  let programError: { error: unknown } | undefined;
  const onUnhandled = (error: unknown) => {
    programError ??= { error };
  };
  process.on("unhandledRejection", onUnhandled);
  try {
    try {
      await pulumi.runtime.runInPulumiStack(async () => {
        try {
          return outputsReturned(await program());
        } catch (error) {
          programError = { error };
          return undefined;
        }
      });
    } catch (error) {
      programError ??= { error };
    }
    // Let registrations started by the program (and their dependents) finish.
    for (;;) {
      await settings.waitForRPCs();
      if (inflight.size === 0) break;
      await Promise.allSettled([...inflight]);
    }
  } finally {
    // Rejections left unhandled by the last turns are reported once the turn ends.
    await new Promise((resolve) => setImmediate(resolve));
    process.off("unhandledRejection", onUnhandled);
  }
  if (programError) throw programError.error;
  return stackOutputs;
}

/** What a program returned, as stack outputs: an object of values. A resource returned by an
 *  arrow function that only declares it (`() => new Bucket(...)`) is no set of outputs. */
function outputsReturned(value: unknown): pulumi.Inputs | undefined {
  if (value === null || typeof value !== "object" || Array.isArray(value) || pulumi.Resource.isInstance(value)) return undefined;
  return value as pulumi.Inputs;
}

/** Stack outputs as the SDK serialized them: secrets are wrapped in Pulumi's secret signature. */
function outputsOf(serialized: Props): StackOutputs {
  const outputs: StackOutputs = {};
  for (const [key, value] of Object.entries(serialized)) {
    outputs[key] = { value: unwrapSecrets(value), secret: containsSecret(value) };
  }
  return outputs;
}

function containsSecret(value: any): boolean {
  if (Array.isArray(value)) return value.some(containsSecret);
  if (value && typeof value === "object") return value[SECRET_SIG_KEY] === SECRET_SIG || Object.values(value).some(containsSecret);
  return false;
}

function unwrapSecrets(value: any): any {
  if (Array.isArray(value)) return value.map(unwrapSecrets);
  if (value && typeof value === "object") {
    if (value[SECRET_SIG_KEY] === SECRET_SIG) return unwrapSecrets(value.value);
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, unwrapSecrets(v)]));
  }
  return value;
}
