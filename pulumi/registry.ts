import type * as pulumi from "@pulumi/pulumi";
import type { ResourceSpec } from "../provider/spec";
import { dynamicProvider } from "./dynamicProvider";

/** The registry the serialized shims reach through `require("dbplane").__providers[kind]`:
 *  one dynamic provider per spec, built on first use, and one per kind a spec names among its
 *  `formerKinds`, so that stacks holding a resource of that kind still run. */
export function providerRegistry(specs: readonly ResourceSpec[]): Record<string, pulumi.dynamic.ResourceProvider> {
  const registry: Record<string, pulumi.dynamic.ResourceProvider> = {};
  for (const spec of specs) {
    let built: pulumi.dynamic.ResourceProvider | undefined;
    Object.defineProperty(registry, spec.kind, { enumerable: true, get: () => (built ??= dynamicProvider(spec)) });
    for (const former of spec.formerKinds ?? []) registry[former] = retiredProvider(former, spec);
  }
  return registry;
}

/** A kind this version no longer has: a resource of it left in a stack reads as gone and is
 *  deleted without an API call (what it managed is the new kind's to take over); a program
 *  declaring one is told which kind to declare instead. */
export function retiredProvider(former: string, spec: ResourceSpec): pulumi.dynamic.ResourceProvider {
  const moved = () => {
    throw new Error(`dbplane: ${former} is now ${spec.kind}: declare ${spec.kind} instead (docs/resources/${spec.kind}.md says what changed).`);
  };
  return {
    configure: async () => undefined,
    check: async () => moved(),
    diff: async () => moved(),
    create: async () => moved(),
    update: async () => moved(),
    read: async () => ({ id: "", props: {} }),
    delete: async () => undefined,
  };
}
