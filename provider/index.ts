/** The provider core every front end shares: specs, their operations, HTTP, waits, values. */
export type { HookContext, Props, ResourceSpec, Scope } from "./spec";
export { PartialFailure, resourceOperations, type DiffResult, type ResourceOperations } from "./operations";
export { clientsFrom, CONFIG_ENV, SECRET_SETTINGS, type Clients, type ConfigHelp, type ProviderConfig } from "./config";
export { listAll, listIfPresent } from "./listing";
export { POLL_CAP_MS, waitForState } from "./wait";
export { pick, UNKNOWN } from "./values";
export type { ApiClient, ApiResponse, CreateOptions, CreateResult } from "./http";
