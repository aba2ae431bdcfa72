import { allowedCidrSpec, appServiceAllowedCidrSpec } from "../../../resources/allowedCidr";
import { appServiceOn, inDays, removeAppService } from "../calls/allowedCidrs";
import type { Lifecycle } from "../lifecycle";

/** Allowed CIDRs: replace-only. The temporary entries' `expiresAt` is written with an offset and
 *  fractional seconds; the server reads it back in UTC, which must plan no change. */
export const lifecycles: Lifecycle[] = [
  {
    name: "AllowedCidr (temporary, expiresAt read back in UTC)",
    spec: allowedCidrSpec,
    setup: async (w) => ({ ...w.scope }),
    create: { cidr: "203.0.113.0/24", expiresAt: inDays(30) },
    replace: { comment: "office" },
  },
  {
    name: "AppServiceAllowedCidr (temporary, then permanent)",
    spec: appServiceAllowedCidrSpec,
    setup: async (w) => ({ ...w.scope, ...(await appServiceOn(w)) }),
    create: { cidr: "192.0.2.0/28", comment: "vpn", expiresAt: inDays(7) },
    replace: { expiresAt: undefined },
    teardown: async (w, setup) => removeAppService(w, { clusterId: setup.clusterId, appServiceId: setup.appServiceId }),
  },
];
