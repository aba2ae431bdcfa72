import { z } from "zod";
import { ApiError, type ApiClient, type CheckFailure, type CreateOptions, type HookContext, type Props, type ResourceSpec, type Scope } from "../provider";
import { databaseProblem, dbPath, defined, GATEWAY_SECRETS, gatewayInputs, GUEST } from "./gateway";

/** A user of a gateway database (document 1 "User", "Create user", "Create or update GUEST";
 *  document 4 users), or the anonymous account `GUEST`. The inputs are the admin API's fields,
 *  camelCased (`admin_channels` is `adminChannels`). Every field but `name` (and `database`) is
 *  updated in place with one `PUT` of the whole record, unset fields at their defaults. The
 *  password is write-only: never read back, sent again only when it changes.
 *
 *  `GUEST` always exists and can't be deleted: a GatewayUser named GUEST manages its `disabled`
 *  (default true, as the gateway's) and `adminChannels`; create and update are a PUT, delete puts
 *  it back to disabled with no channels or roles. It has no password or email.
 *
 *  `allChannels` and `roles` include what the sync function grants: they change with the data,
 *  so they are outputs only, and never make a diff. */
const channels = z.array(z.string().min(1));

const body = z.strictObject({
  name: z.string().min(1).regex(/^[^:/]+$/, "no ':' or '/'"),
  /** Write-only (secret); the gateway's rule: at least 3 characters. */
  password: z.string().min(3, "at least 3 characters").optional(),
  /** Default false (GUEST: true). */
  disabled: z.boolean().optional(),
  /** Channels the user may read; default []. */
  adminChannels: channels.optional(),
  adminRoles: channels.optional(),
  /** Default "" (none). */
  email: z.string().optional(),
});

const users = (s: Scope) => `${dbPath(s.database)}/_user/`;
const user = (s: Scope, name: string) => `${users(s)}${encodeURIComponent(name)}`;

/** The record as the admin API takes it (document 4: `admin_channels`, `admin_roles`), unset
 *  fields at their defaults, so that a PUT makes it exactly what is declared. */
const record = (inputs: Props, withPassword: boolean): Props =>
  defined({
    name: inputs.name,
    password: withPassword ? inputs.password : undefined,
    disabled: inputs.disabled ?? inputs.name === GUEST,
    admin_channels: inputs.adminChannels ?? [],
    admin_roles: inputs.adminRoles ?? [],
    email: inputs.name === GUEST ? undefined : (inputs.email ?? ""),
  });

/** A user: POST, never blindly repeated (the gateway answers 409 to an existing name). GUEST: a
 *  PUT, since it always exists. */
async function createUser(client: ApiClient, inputs: Props, opts: CreateOptions) {
  if (inputs.name === GUEST) return { response: await client.put(user(inputs, GUEST), { body: record(inputs, false), deadline: opts.deadline }) };
  try {
    return await client.create(users(inputs), opts);
  } catch (e) {
    if (e instanceof ApiError && e.status === 409) {
      throw new Error(`${e.message} To manage the existing user '${inputs.name}', set \`adopt: true\`.`);
    }
    throw e;
  }
}

/** GUEST goes back to the gateway's default (disabled, no channels); any other user is deleted. */
async function deleteUser({ client, id, inputs, deadline }: HookContext): Promise<void> {
  if (id === GUEST) await client.put(user(inputs, GUEST), { body: { name: GUEST, disabled: true, admin_channels: [], admin_roles: [] }, deadline, accept: [404] });
  else await client.delete(user(inputs, id), { deadline, accept: [404] });
}

export const gatewayUserSpec: ResourceSpec = {
  kind: "GatewayUser",
  body,
  scope: ["database"],
  extraInputs: gatewayInputs,
  immutable: ["name"],
  defaults: (props) => ({ disabled: props.name === GUEST, adminChannels: [], adminRoles: [], email: "" }),
  unordered: ["adminChannels", "adminRoles"],
  writeOnly: ["password"],
  secretOutputs: ["password", ...GATEWAY_SECRETS],
  computed: {
    /** Every channel the user reads: its own, those the sync function granted it or its roles, the public one. */
    allChannels: z.array(z.string()),
    /** Its roles, with those the sync function granted. */
    roles: z.array(z.string()),
  },
  naturalKey: "name",
  api: {
    client: "gateway",
    collection: users,
    item: user,
    createBody: (inputs) => record(inputs, true),
    createRequest: createUser,
    // 201 with an empty body: the name is the id.
    createdId: (_res, inputs) => inputs.name,
    // The names (GUEST is never listed); none when the database is gone.
    list: async (client, scope, deadline) => {
      const res = await client.get(users(scope), { deadline, accept: [404] });
      return res.status === 404 ? [] : (res.body as string[]).map((name) => ({ name }));
    },
    listedId: (item) => item.name,
    update: { method: "PUT", body: (inputs, olds) => record(inputs, inputs.password !== undefined && inputs.password !== olds.password) },
    outputs: (live) => ({
      name: live.name,
      disabled: live.disabled,
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
      for (const field of ["password", "email"].filter((f) => inputs[f] !== undefined)) {
        failures.push({ path: [field], reason: `not allowed on ${GUEST}: the anonymous account has no ${field}` });
      }
    }
    return failures;
  },
};
