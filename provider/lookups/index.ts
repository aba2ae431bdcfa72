/** Lookups (Terraform data sources, Pulumi functions), served by every front end from these. */
export { checkArguments, LOOKUP_TIMEOUT_MS, lookupsByName, runLookup, whereText, type Lookup } from "./model";
export { singularLookup, singularResults } from "./singular";
export { listLookup, type ListLookupDef } from "./list";
export { readOnlyLookup, type ReadOnlyLookupDef } from "./readOnly";
