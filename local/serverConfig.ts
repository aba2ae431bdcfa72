import type { ConformanceServer } from "../conformance";
import { type ProviderConfig, SECRET_SETTINGS } from "../provider/config";

/** Every provider setting that reaches a conformance server: its management API and its
 *  gateway's admin API, with their credentials. */
export function providerSettingsFor(server: ConformanceServer): Required<ProviderConfig> {
  return {
    apiUrl: server.apiUrl,
    apiToken: server.apiToken,
    gatewayAdminUrl: server.gatewayAdminUrl,
    gatewayAdminUsername: server.gatewayAdminUsername,
    gatewayAdminPassword: server.gatewayAdminPassword,
  };
}

/** The stack config (`dbplane:*`) that points dbplane's provider at a conformance server, the
 *  token and password as secrets. */
export function providerConfigFor(server: ConformanceServer): { values: Record<string, string>; secretKeys: string[] } {
  return {
    values: Object.fromEntries(Object.entries(providerSettingsFor(server)).map(([setting, value]) => [`dbplane:${setting}`, value])),
    secretKeys: SECRET_SETTINGS.map((setting) => `dbplane:${setting}`),
  };
}
