import { z } from "zod";
import { ApiError, deepEqual, isObject, mapValues, UNKNOWN, type ApiClient, type CheckFailure, type CreateOptions, type HookContext, type PropertyPath, type Props, type ResourceSpec } from "../provider";
import { keyspacePart } from "../schema/api/appEndpoints";
import { httpUrl } from "../schema/api/common";
import { withCollectionDefaults } from "./collections";
import { configPath, databaseName, dbPath, defined, editConfig, functionProblem, GATEWAY_SECRETS, gatewayInputs, readConfig } from "./gateway";

/** A self-managed gateway database (gateway part of document 4: `PUT /{db}/` with its
 *  configuration, `PUT /{db}/_config` with `If-Match`, `DELETE /{db}/`). The inputs are the
 *  configuration fields it manages, camelCased: `bucket`, `scopes` (collections with their `sync`
 *  and `importFilter` functions), `sync` and `importFilter` (the default collection's), `oidc`
 *  (providers and the default), `sessionCookieName`, `eventProcessing` (`event_handlers`'
 *  `max_processes`, `wait_for_process`). Unset, each is at the gateway's default.
 *
 *  Everything else in the configuration — above all the `document_changed` webhooks, which belong
 *  to WebhookHandler, and users configured in it — is left as it is: every update is a
 *  read-modify-write of the configuration with `If-Match`, retried from a fresh read on 412.
 *
 *  An App Endpoint's database belongs to the management API: declare it with `AppEndpoint` (its
 *  users and webhooks with GatewayUser and WebhookHandler). Naming one here fails. */
const functions = z.strictObject({ sync: z.string().optional(), importFilter: z.string().optional() });

const oidcProvider = z.strictObject({
  issuer: httpUrl,
  clientId: z.string().min(1),
  register: z.boolean().optional(),
  userPrefix: z.string().optional(),
  usernameClaim: z.string().optional(),
  rolesClaim: z.string().optional(),
  channelsClaim: z.string().optional(),
  discoveryUrl: httpUrl.optional(),
  scope: z.array(z.string().min(1)).optional(),
});

const body = z.strictObject({
  name: databaseName,
  /** Default: the database's name. */
  bucket: z.string().min(1).optional(),
  scopes: z.record(keyspacePart, z.strictObject({ collections: z.record(keyspacePart, functions) })).optional(),
  /** The default collection's sync function (JavaScript); "" or unset: the gateway's default. */
  sync: z.string().optional(),
  importFilter: z.string().optional(),
  oidc: z.strictObject({ providers: z.record(z.string().min(1), oidcProvider), defaultProvider: z.string().optional() }).optional(),
  /** Default `SyncGatewaySession`. */
  sessionCookieName: z.string().regex(/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/, "a cookie name").optional(),
  eventProcessing: z
    .strictObject({
      /** Events processed at once; default 500. */
      maxProcesses: z.number().int().min(1).optional(),
      /** Milliseconds an event waits for room when the queue is full (0: discarded at once); default 100. */
      waitForProcess: z.number().int().min(0).optional(),
    })
    .optional(),
});

/** The gateway's defaults (document 4). */
const COOKIE = "SyncGatewaySession";
const EVENT_PROCESSING = { maxProcesses: 500, waitForProcess: 100 };
const NO_FUNCTIONS = { sync: "", importFilter: "" };


const OIDC_FIELDS: Array<[string, string]> = [
  ["issuer", "issuer"],
  ["clientId", "client_id"],
  ["register", "register"],
  ["userPrefix", "user_prefix"],
  ["usernameClaim", "username_claim"],
  ["rolesClaim", "roles_claim"],
  ["channelsClaim", "channels_claim"],
  ["discoveryUrl", "discovery_url"],
  ["scope", "scope"],
];
const renamed = (o: Props, pairs: Array<[string, string]>) => defined(Object.fromEntries(pairs.map(([from, to]) => [to, o[from]])));
const swap = (pairs: Array<[string, string]>): Array<[string, string]> => pairs.map(([a, b]) => [b, a]);

/** The fields of the configuration this resource manages, as the inputs declare them ("" and
 *  empty values left out: the gateway's defaults). */
const MANAGED = ["bucket", "scopes", "sync", "import_filter", "oidc", "session_cookie_name"];
const MANAGED_EVENTS = ["max_processes", "wait_for_process"];

function managedConfig(inputs: Props): Props {
  const providers = inputs.oidc?.providers ?? {};
  return defined({
    bucket: inputs.bucket ?? inputs.name,
    scopes: inputs.scopes
      ? mapValues(inputs.scopes, (scope) => ({
          collections: mapValues(scope.collections, (fns) => defined({ sync: fns.sync || undefined, import_filter: fns.importFilter || undefined })),
        }))
      : undefined,
    sync: inputs.sync || undefined,
    import_filter: inputs.importFilter || undefined,
    oidc:
      Object.keys(providers).length > 0
        ? defined({ default_provider: inputs.oidc.defaultProvider, providers: mapValues(providers, (p) => renamed(p, OIDC_FIELDS)) })
        : undefined,
    session_cookie_name: inputs.sessionCookieName,
  });
}

const managedEvents = (inputs: Props): Props =>
  inputs.eventProcessing ? { max_processes: inputs.eventProcessing.maxProcesses, wait_for_process: inputs.eventProcessing.waitForProcess } : {};

/** The whole configuration with the managed fields as declared and everything else (webhooks,
 *  users, fields this resource does not manage) as `current` has it. */
function declaredConfig(current: Props, inputs: Props): Props {
  const rest = Object.fromEntries(Object.entries(current).filter(([k]) => !MANAGED.includes(k) && k !== "event_handlers"));
  const otherEvents = Object.fromEntries(Object.entries(current.event_handlers ?? {}).filter(([k]) => !MANAGED_EVENTS.includes(k)));
  const events = defined({ ...otherEvents, ...managedEvents(inputs) });
  return { ...rest, name: inputs.name, ...managedConfig(inputs), ...(Object.keys(events).length ? { event_handlers: events } : {}) };
}

/** For errors naming a database that exists but is not this resource's to create. */
const endpointHint = (name: string) =>
  `An App Endpoint's database is configured through the management API: declare it with AppEndpoint (its users and webhooks with GatewayUser and WebhookHandler), not GatewayDatabase '${name}'.`;

/** `PUT /{db}/` (never blindly repeated: a lost answer is looked up). An existing database is an
 *  error, unless `adopt`: then its configuration becomes the declared one. */
async function createDatabase(client: ApiClient, inputs: Props, opts: CreateOptions) {
  const config = { name: inputs.name, ...managedConfig(inputs), ...(inputs.eventProcessing ? { event_handlers: defined(managedEvents(inputs)) } : {}) };
  const lookup = async () => ((await readConfig(client, inputs.name, opts.deadline!)) ? inputs.name : undefined);
  try {
    return await client.create(`${dbPath(inputs.name)}/`, { body: config, deadline: opts.deadline, lookup }, "PUT");
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    if (e.status === 403) throw new Error(`${e.message} ${endpointHint(inputs.name)}`);
    if (e.status !== 412) throw e;
    if (!inputs.adopt) {
      throw new Error(
        `dbplane: GatewayDatabase '${inputs.name}': the gateway already has a database named '${inputs.name}'. ${endpointHint(inputs.name)} To take over a self-managed database, set \`adopt: true\`.`,
      );
    }
  }
  await writeConfig(client, inputs, opts.deadline!);
  // An App Endpoint's database ignores management fields left out: what it kept tells.
  const written = managedConfig(inputs);
  const now = (await readConfig(client, inputs.name, opts.deadline!))?.config ?? {};
  const kept = MANAGED.filter((f) => !deepEqual(now[f], written[f]));
  if (kept.length > 0) throw new Error(`dbplane: GatewayDatabase '${inputs.name}': the gateway kept its own ${kept.join(", ")}. ${endpointHint(inputs.name)}`);
  return { response: { status: 201, body: undefined } };
}

/** The read-modify-write of the configuration (an App Endpoint's database refuses it: 403). */
async function writeConfig(client: ApiClient, inputs: Props, deadline: number): Promise<void> {
  try {
    await editConfig(client, inputs.name, deadline, (current) => {
      if (!current) throw new Error(`dbplane: GatewayDatabase '${inputs.name}' is gone from the gateway: refresh the state and apply again.`);
      const next = declaredConfig(current, inputs);
      return deepEqual(next, current) ? undefined : { method: "PUT", body: next };
    });
  } catch (e) {
    if (e instanceof ApiError && e.status === 403) throw new Error(`${e.message} ${endpointHint(inputs.name)}`);
    throw e;
  }
}

/** Inputs with the gateway's defaults filled in where the user gave part of a value, so that they
 *  compare equal to what is read back. */
function normalize(inputs: Props): Props {
  const out = { ...inputs };
  if (isObject(out.eventProcessing)) out.eventProcessing = { ...EVENT_PROCESSING, ...out.eventProcessing };
  if (isObject(out.scopes)) out.scopes = withCollectionDefaults(out.scopes, NO_FUNCTIONS);
  return out;
}

function validate(inputs: Props) {
  const failures: CheckFailure[] = [];
  const fn = (path: PropertyPath, value: unknown) => {
    const problem = typeof value === "string" ? functionProblem(value) : undefined;
    if (problem) failures.push({ path, reason: problem });
  };
  fn(["sync"], inputs.sync);
  fn(["importFilter"], inputs.importFilter);
  for (const [scope, value] of Object.entries<unknown>(isObject(inputs.scopes) ? inputs.scopes : {})) {
    const collections = isObject(value) && isObject(value.collections) ? value.collections : undefined;
    if (!collections) continue;
    if (Object.keys(collections).length === 0) failures.push({ path: ["scopes", scope, "collections"], reason: "must name at least one collection" });
    for (const [name, fns] of Object.entries<unknown>(collections)) {
      if (!isObject(fns)) continue;
      fn(["scopes", scope, "collections", name, "sync"], fns.sync);
      fn(["scopes", scope, "collections", name, "importFilter"], fns.importFilter);
    }
  }
  const oidc = inputs.oidc;
  if (isObject(oidc) && isObject(oidc.providers) && typeof oidc.defaultProvider === "string" && oidc.defaultProvider !== UNKNOWN && !(oidc.defaultProvider in oidc.providers)) {
    failures.push({ path: ["oidc", "defaultProvider"], reason: "must name one of oidc.providers" });
  }
  return failures;
}

export const gatewayDatabaseSpec: ResourceSpec = {
  kind: "GatewayDatabase",
  body,
  scope: [],
  extraInputs: gatewayInputs,
  immutable: ["name", "bucket"],
  defaults: (props) => ({
    bucket: props.name,
    scopes: {},
    sync: "",
    importFilter: "",
    oidc: { providers: {} },
    sessionCookieName: COOKIE,
    eventProcessing: EVENT_PROCESSING,
  }),
  secretOutputs: GATEWAY_SECRETS,
  computed: {},
  naturalKey: "name",
  deleteBeforeReplace: true,
  api: {
    client: "gateway",
    collection: () => "/_all_dbs",
    item: (_s, id) => configPath(id),
    createRequest: createDatabase,
    createdId: (_res, inputs) => inputs.name,
    // Adoption is the create itself (a database that exists takes the declared configuration).
    list: async () => [],
    update: { send: ({ client, inputs, deadline }: HookContext) => writeConfig(client, inputs, deadline) },
    outputs: (config, props) => {
      const events = config.event_handlers ?? {};
      const oidc = config.oidc;
      return {
        name: config.name ?? props.name,
        bucket: config.bucket,
        scopes: mapValues(config.scopes ?? {}, (scope: Props) => ({
          collections: mapValues(scope.collections ?? {}, (fns: Props) => ({ sync: fns.sync ?? "", importFilter: fns.import_filter ?? "" })),
        })),
        sync: config.sync ?? "",
        importFilter: config.import_filter ?? "",
        oidc: oidc
          ? defined({ providers: mapValues(oidc.providers ?? {}, (p: Props) => renamed(p, swap(OIDC_FIELDS))), defaultProvider: oidc.default_provider })
          : { providers: {} },
        sessionCookieName: config.session_cookie_name ?? COOKIE,
        eventProcessing: {
          maxProcesses: events.max_processes ?? EVENT_PROCESSING.maxProcesses,
          waitForProcess: events.wait_for_process ?? EVENT_PROCESSING.waitForProcess,
        },
      };
    },
    deleteRequest: async ({ client, id, deadline }) => {
      try {
        await client.delete(`${dbPath(id)}/`, { deadline, accept: [404] });
      } catch (e) {
        if (e instanceof ApiError && e.status === 403) throw new Error(`${e.message} ${endpointHint(id)}`);
        throw e;
      }
    },
  },
  validate,
  normalize,
};
