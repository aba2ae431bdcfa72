/** `dbplane/conformance`: the bundled conformance server, in-process. */
export { startConformanceServer } from "./server";
export type { ConformanceServer, ConformanceServerOptions } from "./server";
