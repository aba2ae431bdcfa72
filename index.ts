/** dbplane: Pulumi resources for the hosted database management API and the data-sync gateway. */
import { providerRegistry } from "./pulumi/registry";
import { specs } from "./resources";

export * from "./pulumi";

/** @internal The dynamic providers the serialized shims delegate to (see pulumi/shim.ts). */
export const __providers = providerRegistry(specs);
