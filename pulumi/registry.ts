import type * as pulumi from "@pulumi/pulumi";
import type { ResourceSpec } from "../provider/spec";
import { dynamicProvider } from "./dynamicProvider";

/** The registry the serialized shims reach through `require("dbplane").__providers[kind]`:
 *  one dynamic provider per spec, built on first use. */
export function providerRegistry(specs: readonly ResourceSpec[]): Record<string, pulumi.dynamic.ResourceProvider> {
  const registry: Record<string, pulumi.dynamic.ResourceProvider> = {};
  for (const spec of specs) {
    let built: pulumi.dynamic.ResourceProvider | undefined;
    Object.defineProperty(registry, spec.kind, { enumerable: true, get: () => (built ??= dynamicProvider(spec)) });
  }
  return registry;
}
