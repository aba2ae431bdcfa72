/** The Pulumi front end: one dynamic-resource class per spec (generated: ./classes.ts), the shim
 *  Pulumi stores in the state, and the dynamic providers the shim delegates to. */
export * from "./classes";
export type { CommonArgs, DeepInput, GatewayConnection, InputsOf, Timeouts } from "./args";
export type * from "./types";
