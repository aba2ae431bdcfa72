import { gatewayRoleSpec } from "../../../resources/gatewayRole";
import { ADMIN_PASSWORD, appEndpoint } from "../calls/gateway";
import type { Lifecycle } from "../lifecycle";

/** Gateway roles, whole lives: on a self-managed database, and on an App Endpoint's reached as an
 *  App Service admin user (both serve roles alike). */
export const lifecycles: Lifecycle[] = [
  {
    name: "GatewayRole (self-managed database)",
    spec: gatewayRoleSpec,
    setup: async (w) => {
      const db = w.unique("gwroles");
      await w.gatewayAdmin.put(`/${db}/`, { body: { bucket: db } });
      return { database: db, name: "staff" };
    },
    create: { adminChannels: ["orders"] },
    updates: [{ adminChannels: ["orders", "stock"] }, { adminChannels: undefined }],
    replace: { name: "crew" },
  },
  {
    name: "GatewayRole (App Endpoint's database, as an App Service admin user)",
    spec: gatewayRoleSpec,
    setup: async (w) => {
      const endpoint = w.unique("gwapproles");
      const { user } = await appEndpoint(w.target, endpoint);
      return { database: endpoint, name: "crew", gateway: { adminUrl: `${w.recorded.gatewayAdmin}/${endpoint}`, username: user, password: ADMIN_PASSWORD } };
    },
    create: { adminChannels: ["bookings"] },
    updates: [{ adminChannels: ["bookings", "fleet"] }],
  },
];
