/** The Pulumi front end: one dynamic-resource class per spec (generated: ./classes.ts), one
 *  `get<Name>`/`get<Name>Output` pair per lookup (generated: ./functions.ts), the shim
 *  Pulumi stores in the state, and the dynamic providers the shim delegates to. */
export * from "./classes";
export * from "./functions";
export type { CommonArgs, DeepInput, GatewayConnection, InputsOf, Timeouts } from "./args";
export type * from "./types";
