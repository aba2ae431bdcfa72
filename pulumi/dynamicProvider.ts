import type * as pulumi from "@pulumi/pulumi";
import { propertyPath } from "../provider/check";
import { type Clients, clientsFrom, CONFIG_ENV, type ProviderConfig } from "../provider/config";
import { PartialFailure, resourceOperations } from "../provider/operations";
import { bodyFields, type Props, type ResourceSpec } from "../provider/spec";
import { deepEqual } from "../provider/values";
import { DECLARED_KEY, PROVIDER_KEY, toCore, toPulumi } from "./wire";

/** The Pulumi front end: a spec's operations as the dynamic provider the shim delegates to. The
 *  core never sees Pulumi's bookkeeping (`__provider`) or its unknown marker: values are
 *  translated here, both ways (./wire.ts). What the core says the program declared is kept in
 *  the state beside the outputs (`__declared`), for the refresh that derives the inputs. */

/** An error Pulumi turns into a recorded (partially created or updated) resource: the host
 *  packs `id` and `properties` into ErrorResourceInitFailed, so they must include `__provider`. */
class ResourceInitError extends Error {
  constructor(
    message: string,
    readonly id: string,
    readonly properties: Props,
    readonly reasons: string[] = [message],
  ) {
    super(message);
  }
}

/** How a Pulumi user sets a setting (error messages); the generated functions share it. */
export const pulumiHelp = {
  howToSet: (setting: keyof ProviderConfig, secret: boolean) =>
    `run \`pulumi config set ${secret ? "--secret " : ""}dbplane:${setting} <${secret ? "value" : setting.endsWith("Url") ? "url" : "value"}>\``,
};

/** The stack config the engine handed to `configure` (one per provider process). */
let clients: Clients = clientsFrom({}, pulumiHelp);

/** Outputs as the state holds them: with what the program declared (none in a state that never
 *  held it: see ResourceOperations.read). */
const stored = (outs: Props, declared: string[] | undefined): Props => (declared === undefined ? outs : { ...outs, [DECLARED_KEY]: declared });

export function dynamicProvider(spec: ResourceSpec): Required<pulumi.dynamic.ResourceProvider> {
  const ops = resourceOperations(spec, () => clients);
  /** Records the object a failed step leaves, with the provider Pulumi stores beside it. */
  const recorded = async <T>(props: Props, step: () => Promise<T>): Promise<T> => {
    try {
      return await step();
    } catch (e) {
      if (!(e instanceof PartialFailure)) throw e;
      throw new ResourceInitError(e.message, e.id, { ...stored(e.outputs, e.declared), [PROVIDER_KEY]: props[PROVIDER_KEY] });
    }
  };

  return {
    async configure(req) {
      const config: ProviderConfig = {};
      for (const key of Object.keys(CONFIG_ENV) as Array<keyof ProviderConfig>) config[key] = req.config.get(`dbplane:${key}`) || undefined;
      clients = clientsFrom(config, pulumiHelp);
    },
    async check(olds, news) {
      const { inputs, failures } = ops.check(toCore(news));
      const checked = failures.length ? inputs : asWrittenBefore(toCore(olds), inputs);
      return { inputs: { ...toPulumi(checked), [PROVIDER_KEY]: news[PROVIDER_KEY] }, failures: failures.map((f) => ({ property: propertyPath(f.path), reason: f.reason })) };
    },
    async diff(_id, olds, news) {
      const { changed, replaces, deleteBeforeReplace } = ops.diff(toCore(olds), toCore(news));
      return { changes: changed.length > 0, replaces, deleteBeforeReplace };
    },
    create: (inputs) =>
      recorded(inputs, async () => {
        const { id, outs, declared } = await ops.create(toCore(inputs));
        return { id, outs: stored(outs, declared) };
      }),
    async read(id, props) {
      const declared = props[DECLARED_KEY];
      const found = await ops.read(id, toCore(props), declared);
      return found ? { id, props: stored(found.outs, declared), inputs: found.inputs } : { id: "", props: {} };
    },
    update: (id, olds, news) =>
      recorded(news, async () => {
        const { outs, declared } = await ops.update(id, toCore(olds), toCore(news));
        return { outs: stored(outs, declared) };
      }),
    async delete(id, props) {
      // The host has no warning of its own to return: the engine shows what a provider writes
      // to stderr, and Pulumi's own \`log.warn\` (with no engine to reach) writes it so.
      const { warnings } = await ops.delete(id, toCore(props));
      for (const warning of warnings) console.warn(`warning: ${warning}`);
    },
  };

  /** The new inputs with each API field the core finds unchanged (the same set in another order,
   *  an instant spelt otherwise) as the old inputs wrote it. The host passes on no list of
   *  changed keys (`diffs`): the engine shows as changed every input that differs from the old
   *  one, so without this a preview would list keys the update leaves alone, where Terraform's
   *  plan lists only what changes. A field given on one side only stays as the program has it:
   *  an update sends the whole record, where an unset field is the API's to fill. */
  function asWrittenBefore(olds: Props, inputs: Props): Props {
    if (Object.keys(olds).length === 0) return inputs;
    const { changed } = ops.diff(olds, inputs);
    const result = { ...inputs };
    for (const field of bodyFields(spec)) {
      if (olds[field] === undefined || inputs[field] === undefined) continue;
      if (!changed.includes(field) && !deepEqual(olds[field], inputs[field])) result[field] = olds[field];
    }
    return result;
  }
}
