import type * as pulumi from "@pulumi/pulumi";
import { dynamicProvider } from "./dynamicProvider";
import type { ResourceSpec } from "./spec";

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

export type { AppServiceScopeArgs, ClusterScopeArgs, HookContext, Props, ResourceSpec, Scope, ScopeArgs } from "./spec";
export { PartialFailure, resourceOperations, type DiffResult, type ResourceOperations } from "./operations";
export { clientsFrom, CONFIG_ENV, type Clients, type ConfigHelp, type ProviderConfig } from "./config";
export { shimFor } from "./shim";
export { listAll, listIfPresent } from "./listing";
export { waitForState } from "./wait";
export { pick, UNKNOWN } from "./values";
export type { ApiClient, ApiResponse, CreateOptions, CreateResult } from "./http";
export { dynamicResourceArgs, type CommonArgs, type InputsOf, type Timeouts } from "./resourceClass";
