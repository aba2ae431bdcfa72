import { z } from "zod";
import { type ApiClient, type CheckFailure, type CreateOptions, defineSpec, type HookContext, type Props, type Scope, type SpecInputs } from "../provider";
import { principalName } from "../schema/gateway/common";
import { principalOperations as ops } from "../schema/gateway/principals";
import { databaseProblem, defined, GATEWAY_SECRETS, gatewayInputs, GUEST } from "./gateway";
import { doc } from "../schema/docs";

/** A user of a gateway database (schema/gateway/principals.ts), or the anonymous account
 *  `GUEST`, on a self-managed gateway or behind an App Endpoint (App Services serves users by
 *  name only: `GET|PUT|DELETE /{db}/_user/{name}`). The inputs are the admin API's fields,
 *  camelCased (`admin_channels` is `adminChannels`). Every field but `name` (and `database`) is
 *  updated in place with one `PUT` of the whole record, unset fields at their defaults. The
 *  password is write-only: never read back, sent again only when it changes.
 *
 *  Create is a `PUT /{db}/_user/{name}` too (the gateway answers 201 for a new user), after a read
 *  by name: a `PUT` would take over a user that exists, so one that does is an error unless
 *  `adopt: true`. A new user needs a password, unless the database allows empty ones.
 *
 *  `GUEST` always exists and can't be deleted: a GatewayUser named GUEST manages its `disabled`
 *  (default true, as the gateway's) and `adminChannels`; create and update are a PUT, delete puts
 *  it back to disabled with no channels or roles. It has no password or email.
 *
 *  `allChannels` and `roles` include what the roles and the sync function grant: they change
 *  with the data, so they are outputs only, and never make a diff. */
const channels = z.array(z.string().min(1));

const body = z.strictObject({
  name: doc(principalName, "The user's name; `GUEST` is the anonymous user, which always exists."),
  /** Write-only (secret); the gateway's rule: at least 3 characters. */
  password: doc(z.string().min(3, "at least 3 characters").optional(), "The user's password: at least 3 characters. Not for `GUEST`."),
  /** Default false (GUEST: true). */
  disabled: doc(z.boolean().optional(), "Whether the user may not log in (for `GUEST`: anonymous access is off; its default)."),
  adminChannels: doc(channels.optional(), "The channels the user may read, compared as a set."),
  adminRoles: doc(channels.optional(), "The user's roles, compared as a set."),
  email: doc(z.string().optional(), "The user's email address. Not for `GUEST`."),
});

type Inputs = SpecInputs<typeof body, "database", typeof gatewayInputs>;

const user = (s: Scope, name: string) => ops.getUser.url({ db: s.database, name });

/** The record as the admin API takes it (`admin_channels`, `admin_roles`), unset fields at their
 *  defaults, so that a PUT makes it exactly what is declared. */
const record = (inputs: Inputs, withPassword: boolean): Props =>
  defined({
    name: inputs.name,
    password: withPassword ? inputs.password : undefined,
    disabled: inputs.disabled ?? inputs.name === GUEST,
    admin_channels: inputs.adminChannels ?? [],
    admin_roles: inputs.adminRoles ?? [],
    email: inputs.name === GUEST ? undefined : (inputs.email ?? ""),
  });

/** The user by name; undefined when there is none (or no such database). */
async function readUser(client: ApiClient, scope: Scope, name: string, deadline: number) {
  const res = await client.get(user(scope, name), { deadline, accept: [404] });
  return res.status === 404 ? undefined : res;
}

/** Read by name, then `PUT`: a user that exists is an error (a PUT would take it over) unless
 *  adopted. GUEST always exists: a PUT. */
async function createUser(client: ApiClient, inputs: Inputs, opts: CreateOptions) {
  const path = user(inputs, inputs.name);
  if (inputs.name === GUEST) return { response: await client.put(path, { body: record(inputs, false), deadline: opts.deadline }) };
  const taken = () => new Error(`dbplane: GatewayUser '${inputs.name}': database '${inputs.database}' already has a user named '${inputs.name}'. To manage it, set \`adopt: true\`.`);
  if (await readUser(client, inputs, inputs.name, opts.deadline!)) throw taken();
  const created = await client.create(path, { ...opts, body: record(inputs, true) }, "PUT");
  // 200: someone made the user between the read and the PUT, which replaced it with this one.
  if (created.response?.status === 200) {
    throw new Error(`${taken().message} (It was made by someone else while this run created it, and this run's write replaced it.)`);
  }
  return created;
}

/** GUEST goes back to the gateway's default (disabled, no channels); any other user is deleted. */
async function deleteUser({ client, id, inputs, deadline }: HookContext): Promise<void> {
  if (id === GUEST) await client.put(user(inputs, GUEST), { body: { name: GUEST, disabled: true, admin_channels: [], admin_roles: [] }, deadline, accept: [404] });
  else await client.delete(user(inputs, id), { deadline, accept: [404] });
}

export const gatewayUserSpec = defineSpec({
  kind: "GatewayUser",
  description: "A user of a data-sync gateway database (an App Endpoint's or a self-managed one): its password, channels and roles.",
  body,
  scope: ["database"],
  extraInputs: gatewayInputs,
  immutable: ["name"],
  defaults: (props) => ({ disabled: props.name === GUEST, adminChannels: [], adminRoles: [], email: "" }),
  unordered: ["adminChannels", "adminRoles"],
  writeOnly: ["password"],
  secretOutputs: ["password", ...GATEWAY_SECRETS],
  computed: {
    /** Every channel the user reads: its own, those its roles have, those the sync function granted it or its roles, the public one. */
    allChannels: doc(z.array(z.string()), "Every channel the user reads: its own, its roles', those the sync function granted, and the public one."),
    /** Its roles, with those the sync function granted. */
    roles: doc(z.array(z.string()), "The user's roles, with those the sync function granted."),
  },
  // Both change with the data too (what the sync function grants), until the apply reads them.
  movedByUpdate: ["allChannels", "roles"],
  naturalKey: "name",
  api: {
    client: "gateway",
    collection: (s) => ops.listUsers.url({ db: s.database }),
    item: user,
    createRequest: createUser,
    // 201 with an empty body: the name is the id.
    createdId: (_res, inputs) => inputs.name,
    // By name: App Services lists no users, and the name is all a lookup needs.
    list: async (client, scope, deadline) => {
      const name = (scope as Props).name;
      if (typeof name !== "string") return [];
      const found = await readUser(client, scope, name, deadline);
      return found ? [found.body] : [];
    },
    listedId: (item) => item.name,
    update: { method: "PUT", body: (inputs, olds) => record(inputs, inputs.password !== undefined && inputs.password !== olds.password) },
    outputs: (live) => ({
      name: live.name,
      disabled: live.disabled ?? false,
      adminChannels: live.admin_channels ?? [],
      adminRoles: live.admin_roles ?? [],
      email: live.email ?? "",
      allChannels: live.all_channels ?? [],
      roles: live.roles ?? [],
    }),
    deleteRequest: deleteUser,
  },
  // An adopted user's password can't be compared: the declared record is written, password included.
  afterAdopt: async ({ client, id, inputs, deadline }) => {
    await client.put(user(inputs, id), { body: record(inputs, true), deadline });
    return undefined;
  },
  validate: (inputs) => {
    const failures: CheckFailure[] = [];
    const badName = databaseProblem(inputs.database);
    if (badName) failures.push({ path: ["database"], reason: badName });
    if (inputs.name === GUEST) {
      for (const field of (["password", "email"] as const).filter((f) => inputs[f] !== undefined)) {
        failures.push({ path: [field], reason: `not allowed on ${GUEST}: the anonymous account has no ${field}` });
      }
    }
    return failures;
  },
});
