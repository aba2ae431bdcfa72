import type { ConformanceServer } from "../conformance";
import { SECRET_SETTINGS } from "../provider/config";

/** The stack config (`dbplane:*`) that points dbplane's provider at a conformance server: its
 *  management API and its gateway's admin API, with the token and password as secrets. */
export function providerConfigFor(server: ConformanceServer): { values: Record<string, string>; secretKeys: string[] } {
  return {
    values: {
      "dbplane:apiUrl": server.apiUrl,
      "dbplane:apiToken": server.apiToken,
      "dbplane:gatewayAdminUrl": server.gatewayAdminUrl,
      "dbplane:gatewayAdminUsername": server.gatewayAdminUsername,
      "dbplane:gatewayAdminPassword": server.gatewayAdminPassword,
    },
    secretKeys: SECRET_SETTINGS.map((setting) => `dbplane:${setting}`),
  };
}
