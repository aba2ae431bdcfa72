import type { ResourceSpec } from "../provider/spec";
import { apiKeySpec } from "./apiKey";

/** Every resource: its class (what users instantiate) and its spec (what the provider runs). */
export { ApiKey, type ApiKeyArgs } from "./apiKey";

export const specs: readonly ResourceSpec[] = [apiKeySpec];
