import type { ResourceSpec } from "../provider/spec";
import { allowedCidrSpec, appServiceAllowedCidrSpec } from "./allowedCidr";
import { apiKeySpec } from "./apiKey";

/** Every resource: its class (what users instantiate) and its spec (what the provider runs). */
export { AllowedCidr, AppServiceAllowedCidr, type AllowedCidrArgs, type AppServiceAllowedCidrArgs } from "./allowedCidr";
export { ApiKey, type ApiKeyArgs } from "./apiKey";

export const specs: readonly ResourceSpec[] = [apiKeySpec, allowedCidrSpec, appServiceAllowedCidrSpec];
