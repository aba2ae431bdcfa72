/** The provider core every front end shares: specs, their operations, HTTP, waits, values. */
export { defineSpec, type HookContext, type PendingInputs, type Props, type ResourceSpec, type Scope, type SpecInputs, type SpecOutputs, type WaitFor } from "./spec";
export type { CheckFailure, PropertyPath } from "./check";
export { PartialFailure, resourceOperations, type DiffResult, type ResourceOperations } from "./operations";
export { listLookup, readOnlyLookup, runLookup, singularLookup, type ListLookupDef, type Lookup, type ReadOnlyLookupDef } from "./lookups";
export { clientsFrom, CONFIG_ENV, GATEWAY_INPUT, gatewayConnection, SECRET_SETTINGS, type Clients, type ConfigHelp, type GatewayConnection, type ProviderConfig } from "./config";
export { listAll, listIfPresent, listOperation } from "./listing";
export { POLL_CAP_MS, waitForState } from "./wait";
export { containsUnknown, deepEqual, isObject, isUnknown, mapValues, pick, sameSet, shownSecret, unknown, type Unknown } from "./values";
export { ApiError, backoffMs, type ApiClient, type ApiResponse, type CreateOptions, type CreateResult } from "./http";
