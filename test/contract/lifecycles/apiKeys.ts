import { apiKeySpec } from "../../../resources/apiKey";
import type { Lifecycle } from "../lifecycle";

/** An API key with a project role whose `resources` item leaves `type` out (the API reads it back
 *  as `project`): rotated in place, replaced by a change of description. */
export const lifecycles: Lifecycle[] = [
  {
    name: "ApiKey (project resource without type, rotated, replaced)",
    spec: apiKeySpec,
    setup: async (w) => ({ organizationId: w.scope.organizationId, name: w.unique("key"), resources: [{ id: w.scope.projectId, roles: ["projectViewer"] }] }),
    create: { organizationRoles: ["projectCreator"], expiry: 30 },
    updates: [{ rotation: 1 }],
    replace: { description: "ci" },
  },
];
