/** The local runner: a Pulumi program applied through Pulumi's real dynamic-provider host
 *  without the Pulumi CLI — what `npm start` uses for the quickstart stack and what the
 *  provider tests use as their engine. */
export { UNKNOWN } from "../pulumi/wire";
export { describeFailure, Engine, failed, type CheckFailure, type RunError, type RunReport, type StackState, type StateEntry, type Step, type StepEvent, type StepOp } from "./engine";
export { HostError, ProviderHost, type HostOptions } from "./host";
export type { Program, StackOutputs } from "./program";
export { kindOf, labelOf, problemLine, type ResourceRef } from "./resourceRef";
