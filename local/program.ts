import * as pulumi from "@pulumi/pulumi";
import * as structproto from "google-protobuf/google/protobuf/struct_pb";
import { MockMonitor } from "@pulumi/pulumi/runtime/mocks";
import * as resproto from "@pulumi/pulumi/proto/resource_pb";
import { SECRET_SIG, SECRET_SIG_KEY, type Props } from "./host";

// Internal SDK modules (what `pulumi.runtime.setMocks` uses), untyped for these functions.
const settings = require("@pulumi/pulumi/runtime/settings");
const state = require("@pulumi/pulumi/runtime/state");

/** Runs a Pulumi program in this process with a resource monitor that hands every custom
 *  resource registration (type, name, raw inputs incl. `__provider`, options) to the engine and
 *  answers with the id and outputs the engine decided, as the real engine does. */

export interface Registration {
  urn: string;
  type: string;
  name: string;
  /** Inputs as serialized by the SDK: unknowns as Pulumi's marker, secrets unwrapped. */
  inputs: Props;
  dependencies: string[];
  additionalSecretOutputs: string[];
  deleteBeforeReplace: boolean;
}

export interface Registered {
  /** Empty while the id is unknown (preview of a create). */
  id: string;
  outputs: Props;
}

export type Program = () => unknown;

export async function runProgram(
  program: Program,
  opts: { preview: boolean; project: string; stack: string },
  onRegister: (reg: Registration) => Promise<Registered>,
): Promise<void> {
  const inflight = new Set<Promise<unknown>>();
  const urnOf = (type: string, name: string) => `urn:pulumi:${opts.stack}::${opts.project}::${type}::${name}`;

  class EngineMonitor extends MockMonitor {
    override registerResourceOutputs(_req: any, callback: (err: any, res: any) => void): void {
      callback(null, {});
    }

    override async registerResource(req: any, callback: (err: any, res: any) => void): Promise<void> {
      const urn = urnOf(req.getType(), req.getName());
      const work = (async () => {
        const response = new resproto.RegisterResourceResponse();
        response.setUrn(urn);
        if (!req.getCustom()) {
          response.setObject(structproto.Struct.fromJavaScript({}));
          return response;
        }
        const deps = new Set<string>(req.getDependenciesList());
        req.getPropertydependenciesMap().forEach((v: any) => v.getUrnsList().forEach((u: string) => deps.add(u)));
        const additionalSecretOutputs: string[] = req.getAdditionalsecretoutputsList();
        const result = await onRegister({
          urn,
          type: req.getType(),
          name: req.getName(),
          inputs: unwrapSecrets(req.getObject().toJavaScript()),
          dependencies: [...deps],
          additionalSecretOutputs,
          deleteBeforeReplace: req.getDeletebeforereplace(),
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
  const store = state.getStore();
  Object.assign(store, { supportsSecrets: true, supportsResourceReferences: true, supportsOutputValues: false });

  let programError: unknown;
  try {
    await pulumi.runtime.runInPulumiStack(async () => {
      await program();
      return undefined;
    });
  } catch (e) {
    programError = e;
  }
  // Let registrations started by the program (and their dependents) finish.
  for (;;) {
    await settings.waitForRPCs();
    if (inflight.size === 0) break;
    await Promise.allSettled([...inflight]);
  }
  if (programError) throw programError;
}

function unwrapSecrets(value: any): any {
  if (Array.isArray(value)) return value.map(unwrapSecrets);
  if (value && typeof value === "object") {
    if (value[SECRET_SIG_KEY] === SECRET_SIG) return unwrapSecrets(value.value);
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, unwrapSecrets(v)]));
  }
  return value;
}
