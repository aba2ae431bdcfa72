import { z } from "zod";
import { type CheckFailure, defineSpec } from "../provider";
import { principalName } from "../schema/gateway/common";
import { principalOperations as ops } from "../schema/gateway/principals";
import { doc } from "../schema/docs";
import { databaseProblem, GATEWAY_SECRETS, gatewayInputs } from "./gateway";

/** A role of a gateway database (schema/gateway/principals.ts), on a self-managed gateway or
 *  behind an App Endpoint alike: the channels every user holding it reads. Users name it in
 *  their `adminRoles`. Create is a `POST /{db}/_role/` (409 when the name is taken: `adopt` takes
 *  that role over); `adminChannels` changes in place with a `PUT` of the role; delete is a
 *  `DELETE` (the gateway keeps a deleted role's name, which a new role may take again).
 *  `allChannels` adds what the sync function granted the role: it changes with the data, so it
 *  is an output only. */
const body = z.strictObject({
  name: doc(principalName, "The role's name."),
  adminChannels: doc(z.array(z.string().min(1)).optional(), "The channels the role's users may read."),
});

export const gatewayRoleSpec = defineSpec({
  kind: "GatewayRole",
  description: "A role of a data-sync gateway database (an App Endpoint's or a self-managed one): the channels its users read. A GatewayUser takes it in `adminRoles`.",
  body,
  scope: ["database"],
  extraInputs: gatewayInputs,
  immutable: ["name"],
  defaults: { adminChannels: [] },
  unordered: ["adminChannels"],
  secretOutputs: [...GATEWAY_SECRETS],
  computed: {
    allChannels: doc(z.array(z.string()), "Every channel the role's users read through it: its own and those the sync function granted it."),
  },
  movedByUpdate: ["allChannels"],
  naturalKey: "name",
  api: {
    client: "gateway",
    collection: (s) => ops.listRoles.url({ db: s.database }),
    item: (s, name) => ops.getRole.url({ db: s.database, name }),
    createBody: (inputs) => ({ name: inputs.name, admin_channels: inputs.adminChannels ?? [] }),
    // 201 with an empty body: the name is the id.
    createdId: (_res, inputs) => inputs.name,
    // The list is of names.
    list: async (client, scope, deadline) => {
      const res = await client.get(ops.listRoles.url({ db: scope.database }), { deadline, accept: [404] });
      return res.status === 404 ? [] : (res.body as string[]).map((name) => ({ name }));
    },
    listedId: (item) => item.name,
    update: { method: "PUT", body: (inputs) => ({ name: inputs.name, admin_channels: inputs.adminChannels ?? [] }) },
    outputs: (live) => ({ name: live.name, adminChannels: live.admin_channels ?? [], allChannels: live.all_channels ?? [] }),
  },
  validate: (inputs) => {
    const failures: CheckFailure[] = [];
    const badName = databaseProblem(inputs.database);
    if (badName) failures.push({ path: ["database"], reason: badName });
    return failures;
  },
});
