/** dbplane: Pulumi resources for the hosted database management API and the data-sync gateway. */
import { providerRegistry } from "./provider";
import { specs } from "./resources";

export * from "./resources";
export type { CommonArgs, Timeouts } from "./provider";

/** @internal The dynamic providers the serialized shims delegate to (see provider/shim.ts). */
export const __providers = providerRegistry(specs);
