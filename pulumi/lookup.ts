import * as pulumi from "@pulumi/pulumi";
import { clientsFrom, CONFIG_ENV, type ProviderConfig } from "../provider/config";
import { runLookup } from "../provider/lookups";
import { lookupOf } from "../resources/lookups";
import { pulumiHelp } from "./dynamicProvider";

/** What the generated functions (./functions.ts) run. A dynamic provider serves no invokes, so a
 *  lookup runs in the program's own process: it reads the provider's settings as the resources
 *  do (the stack config `dbplane:*`, then the environment) and calls the API through the core. */

/** The settings from the stack config (read raw: a secret one is not shown anywhere). */
function settings(): ProviderConfig {
  const config: ProviderConfig = {};
  for (const key of Object.keys(CONFIG_ENV) as Array<keyof ProviderConfig>) config[key] = pulumi.runtime.getConfig(`dbplane:${key}`) || undefined;
  return config;
}

/** `get<Name>(args)`: the lookup's results, or a rejection naming what it looked for and where. */
export function invokeLookup<R>(name: string, args: object, _opts?: pulumi.InvokeOptions): Promise<R> {
  return Promise.resolve().then(() => runLookup(lookupOf(name), clientsFrom(settings(), pulumiHelp), { ...args }) as Promise<R>);
}

/** `get<Name>Output(args)`: the same, once every argument is known; secret when the lookup
 *  answers secrets (or an argument was one). */
export function lookupOutput<R>(name: string, args: object, opts?: pulumi.InvokeOutputOptions): pulumi.Output<R> {
  const out = pulumi.output(args).apply((known) => invokeLookup<R>(name, known as object, opts));
  return (lookupOf(name).secretResults.length ? pulumi.secret(out) : out) as pulumi.Output<R>;
}
