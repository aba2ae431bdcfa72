/** `dbplane/testing`: test a Pulumi program that uses dbplane against the bundled conformance
 *  server, in any test runner, with no Pulumi CLI and no cloud account. See docs/testing.md. */
export { TestStack, StackError, type ConfigValue, type DestroyResult, type OpMap, type PreviewResult, type RefreshResult, type StackFailure, type TestStackOptions, type UpOptions, type UpResult } from "./testStack";
export { startTestServer, withControl, TEST_TRANSITION_MS, type FaultRule, type LoggedRequest, type TestServer } from "./server";
export type { Step, StepEvent, StepOp, StackState, StateEntry } from "../local/engine";
export type { Program, StackOutputs } from "../local/program";
