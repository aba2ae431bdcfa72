import { z } from "zod";
import {
  ApiError,
  deepEqual,
  defineSpec,
  isObject,
  mapValues,
  type ApiClient,
  type CheckFailure,
  type CreateOptions,
  type PendingInputs,
  type PropertyPath,
  type Props,
  type SpecInputs,
} from "../provider";
import { keyspacePart } from "../schema/api/appEndpoints";
import { httpUrl } from "../schema/api/common";
import { storedForm } from "../schema/gateway/configMerge";
import { databaseOperations as ops, DEFAULT_SESSION_COOKIE, EVENT_DEFAULTS } from "../schema/gateway/databases";
import { emptyCollectionFailures, withCollectionDefaults } from "./collections";
import { appServicesError, configWrite, databaseName, defined, editConfig, functionProblem, GATEWAY_SECRETS, gatewayInputs, readConfig } from "./gateway";
import { doc } from "../schema/docs";

/** A self-managed gateway database (schema/gateway/databases.ts: `PUT /{db}/` with its
 *  configuration, changes through `POST /{db}/_config` with `If-Match`, `DELETE /{db}/`). The
 *  inputs are the configuration fields it manages, camelCased: `bucket`, `scopes` (collections
 *  with their `sync` and `importFilter` functions), `sync` and `importFilter` (the default
 *  collection's), `oidc` (providers and the default), `sessionCookieName`, `eventProcessing`
 *  (`event_handlers`' `max_processes`, and `wait_for_process`, which the gateway takes as a
 *  string of milliseconds). Unset, each is at the gateway's default.
 *
 *  An update sends only the fields it manages that changed (`POST` merges them into the
 *  configuration): everything else — above all the `document_changed` webhooks, which belong to
 *  WebhookHandler, users configured in it, and the secrets the gateway shows only as `xxxxx` — is
 *  never written back. A removal the gateway's merge can't express (an OIDC provider, a collection)
 *  writes the whole configuration (`PUT`), and only when it holds no redacted secret.
 *
 *  The scopes are the database's for good (the gateway refuses to change them): naming other
 *  scopes replaces it. App Services serves no database configuration: naming an App Endpoint's
 *  database fails with an error that says so. */
const KIND = "GatewayDatabase";

const functions = z.strictObject({
  sync: doc(z.string().optional(), "The collection's sync function (JavaScript: inline, an absolute file path or an http(s) URL); left out, the gateway's default."),
  importFilter: doc(z.string().optional(), "The collection's import filter (JavaScript); left out, every document is imported."),
});

const oidcProvider = z.strictObject({
  issuer: doc(httpUrl, "The provider's issuer URL."),
  clientId: doc(z.string().min(1), "The client id the database has at the provider."),
  register: doc(z.boolean().optional(), "Whether a user the provider vouches for is created on first login."),
  userPrefix: doc(z.string().optional(), "The prefix of the names of users created from this provider."),
  usernameClaim: doc(z.string().optional(), "The token claim that holds the user's name."),
  rolesClaim: doc(z.string().optional(), "The token claim that holds the user's roles."),
  channelsClaim: doc(z.string().optional(), "The token claim that holds the user's channels."),
  discoveryUrl: doc(httpUrl.optional(), "The provider's discovery document URL, when not at the issuer's well-known path."),
  scope: doc(z.array(z.string().min(1)).optional(), "The scopes asked of the provider."),
});

const body = z.strictObject({
  name: doc(databaseName, "The database's name."),
  /** Default: the database's name. */
  bucket: doc(z.string().min(1).optional(), "The bucket the database keeps its documents in; left out, the bucket named like the database."),
  scopes: doc(
    z.record(keyspacePart, z.strictObject({ collections: doc(z.record(keyspacePart, functions), "The scope's collections, by name, with their functions.") })).optional(),
    "The scopes and collections the database serves, by name, with their functions. The gateway keeps a database's scopes for good: naming other scopes replaces the database.",
  ),
  /** The default collection's sync function (JavaScript); "" or unset: the gateway's default. */
  sync: doc(z.string().optional(), "The default collection's sync function (JavaScript: inline, an absolute file path or an http(s) URL); empty: the gateway's default."),
  importFilter: doc(z.string().optional(), "The default collection's import filter (JavaScript); empty: every document is imported."),
  oidc: doc(
    z
      .strictObject({
        providers: doc(z.record(z.string().min(1), oidcProvider), "The OIDC providers, by name."),
        defaultProvider: doc(z.string().optional(), "The name of the provider used when a login names none."),
      })
      .optional(),
    "The OIDC providers whose tokens log users in.",
  ),
  sessionCookieName: doc(z.string().regex(/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/, "a cookie name").optional(), "The name of the session cookie."),
  eventProcessing: doc(
    z
      .strictObject({
        maxProcesses: doc(z.int().min(1).max(2 ** 32 - 1).optional(), "Events (webhook calls) processed at once."),
        waitForProcess: doc(z.int().min(0).optional(), "Milliseconds an event waits for room when the queue is full; 0: dropped at once."),
      })
      .optional(),
    "How the database's events (webhook calls) are processed.",
  ),
});

type Inputs = SpecInputs<typeof body, never, typeof gatewayInputs>;

/** The gateway's defaults. */
const EVENT_PROCESSING = { maxProcesses: EVENT_DEFAULTS.maxProcesses, waitForProcess: EVENT_DEFAULTS.waitForProcessMs };
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
/** A provider's fields in the other naming; zero values ("", false, []) left out: the gateway
 *  writes some back at their zero value, which means the same as unset. */
const renamed = (o: Props, pairs: Array<[string, string]>) =>
  defined(Object.fromEntries(pairs.map(([from, to]) => [to, o[from] === "" || o[from] === false || (Array.isArray(o[from]) && o[from].length === 0) ? undefined : o[from]])));
const swap = (pairs: Array<[string, string]>): Array<[string, string]> => pairs.map(([a, b]) => [b, a]);

/** The managed fields as the inputs declare them, in the gateway's names (unset and "" left out:
 *  the gateway's defaults). */
function managedConfig(inputs: Inputs): Props {
  const providers = inputs.oidc?.providers ?? {};
  const scopes = inputs.scopes ?? {};
  return defined({
    bucket: inputs.bucket,
    scopes:
      Object.keys(scopes).length > 0
        ? mapValues(scopes, (scope) => ({
            collections: mapValues(scope.collections, (fns) => defined({ sync: fns.sync || undefined, import_filter: fns.importFilter || undefined })),
          }))
        : undefined,
    sync: inputs.sync || undefined,
    import_filter: inputs.importFilter || undefined,
    oidc:
      Object.keys(providers).length > 0
        ? defined({ default_provider: inputs.oidc?.defaultProvider, providers: mapValues(providers, (p) => renamed(p, OIDC_FIELDS)) })
        : undefined,
    session_cookie_name: inputs.sessionCookieName,
  });
}

/** `event_handlers.max_processes` and `wait_for_process` as the gateway takes them. */
const managedEvents = (inputs: Inputs): Props => {
  const e = { ...EVENT_PROCESSING, ...inputs.eventProcessing };
  return { max_processes: e.maxProcesses, wait_for_process: String(e.waitForProcess) };
};

/** What the configuration says of the managed fields, as inputs (defaults filled in). */
function outputsOf(config: Props, name: string): Props {
  const events = config.event_handlers ?? {};
  const oidc = config.oidc;
  const wait = typeof events.wait_for_process === "string" && /^\d+$/.test(events.wait_for_process) ? Number(events.wait_for_process) : EVENT_PROCESSING.waitForProcess;
  return {
    name: config.name || name,
    bucket: config.bucket,
    scopes: mapValues(config.scopes ?? {}, (scope: Props) => ({
      collections: mapValues(scope.collections ?? {}, (fns: Props) => ({ sync: fns.sync ?? "", importFilter: fns.import_filter ?? "" })),
    })),
    sync: config.sync ?? "",
    importFilter: config.import_filter ?? "",
    oidc: oidc
      ? defined({ providers: mapValues(oidc.providers ?? {}, (p: Props) => renamed(p, swap(OIDC_FIELDS))), defaultProvider: oidc.default_provider || undefined })
      : { providers: {} },
    sessionCookieName: config.session_cookie_name || DEFAULT_SESSION_COOKIE,
    eventProcessing: { maxProcesses: events.max_processes || EVENT_PROCESSING.maxProcesses, waitForProcess: wait },
  };
}

/** The fields to send for the configuration to be as declared: those of the managed fields
 *  whose meaning differs (a default sent as its value: the gateway's merge can't bring a plain
 *  value back to unset). */
function managedPatch(current: Props, inputs: Inputs): Props {
  const now = outputsOf(current, inputs.name);
  const want = outputsOf({ ...managedConfig(inputs), event_handlers: managedEvents(inputs) }, inputs.name);
  const desired = managedConfig(inputs);
  const patch: Props = {};
  if (!deepEqual(now.scopes, want.scopes)) patch.scopes = desired.scopes;
  if (now.sync !== want.sync) patch.sync = inputs.sync ?? "";
  if (now.importFilter !== want.importFilter) patch.import_filter = inputs.importFilter ?? "";
  if (!deepEqual(now.oidc, want.oidc)) patch.oidc = desired.oidc;
  if (now.sessionCookieName !== want.sessionCookieName) patch.session_cookie_name = inputs.sessionCookieName ?? DEFAULT_SESSION_COOKIE;
  if (!deepEqual(now.eventProcessing, want.eventProcessing)) patch.event_handlers = { ...current.event_handlers, ...managedEvents(inputs) };
  return patch;
}

/** For errors naming a database that exists but is not this resource's to create. */
const endpointHint = (name: string) =>
  `An App Endpoint's database is configured through the management API: declare it with AppEndpoint (its users with GatewayUser), not GatewayDatabase '${name}'.`;

/** `PUT /{db}/` (never blindly repeated: a lost answer is looked up). An existing database is an
 *  error, unless `adopt`: then its configuration becomes the declared one. */
async function createDatabase(client: ApiClient, inputs: Inputs, opts: CreateOptions) {
  const config = { name: inputs.name, ...managedConfig(inputs), ...(inputs.eventProcessing ? { event_handlers: managedEvents(inputs) } : {}) };
  const lookup = async (deadline: number) => ((await readConfig(client, inputs.name, deadline, KIND)) ? inputs.name : undefined);
  try {
    return await client.create(ops.createDatabase.url({ db: inputs.name }), { body: config, deadline: opts.deadline, lookup }, "PUT");
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    // A self-managed gateway creates or refuses a name taken (412); App Services serves no
    // database creation (a 404), nor does it let an App Service admin user try (403).
    if (e.status === 404) throw appServicesError(KIND, inputs.name);
    if (e.status === 403) throw new Error(`${e.message} Creating a database needs the gateway's own administrator. ${endpointHint(inputs.name)}`);
    if (e.status !== 412) throw e;
    if (!inputs.adopt) {
      throw new Error(`dbplane: GatewayDatabase '${inputs.name}': the gateway already has a database named '${inputs.name}'. To take it over, set \`adopt: true\`.`);
    }
  }
  await writeConfig(client, inputs, opts.deadline!);
  return { response: { status: 201, body: undefined } };
}

/** The managed fields as declared, everything else left as it is. */
async function writeConfig(client: ApiClient, inputs: Inputs, deadline: number): Promise<void> {
  await editConfig(client, inputs.name, deadline, KIND, (current) => {
    if (!current) throw new Error(`dbplane: GatewayDatabase '${inputs.name}' is gone from the gateway: refresh the state and apply again.`);
    const patch = managedPatch(current, inputs);
    return Object.keys(patch).length === 0 ? undefined : configWrite(current, patch, `GatewayDatabase '${inputs.name}'`);
  });
}

/** Inputs with the gateway's defaults filled in where the user gave part of a value, so that they
 *  compare equal to what is read back. */
function normalize(inputs: PendingInputs<Inputs>): PendingInputs<Inputs> {
  const out = { ...inputs };
  if (isObject(out.eventProcessing)) out.eventProcessing = { ...EVENT_PROCESSING, ...out.eventProcessing };
  if (isObject(out.scopes)) out.scopes = withCollectionDefaults(out.scopes, NO_FUNCTIONS);
  if (isObject(out.oidc) && isObject(out.oidc.providers)) {
    out.oidc = { ...out.oidc, providers: mapValues(out.oidc.providers, (p) => (isObject(p) ? renamed(p, OIDC_FIELDS.map(([a]) => [a, a])) : p)) };
  }
  return out;
}

function validate(inputs: PendingInputs<Inputs>) {
  const failures: CheckFailure[] = [];
  const fn = (path: PropertyPath, value: unknown) => {
    const problem = typeof value === "string" ? functionProblem(value) : undefined;
    if (problem) failures.push({ path, reason: problem });
  };
  fn(["sync"], inputs.sync);
  fn(["importFilter"], inputs.importFilter);
  const scopes = isObject(inputs.scopes) ? inputs.scopes : {};
  failures.push(...emptyCollectionFailures(scopes));
  for (const [scope, value] of Object.entries<unknown>(scopes)) {
    const collections = isObject(value) && isObject(value.collections) ? value.collections : {};
    for (const [name, fns] of Object.entries<unknown>(collections)) {
      if (!isObject(fns)) continue;
      fn(["scopes", scope, "collections", name, "sync"], fns.sync);
      fn(["scopes", scope, "collections", name, "importFilter"], fns.importFilter);
    }
  }
  const oidc = inputs.oidc;
  if (isObject(oidc) && isObject(oidc.providers) && typeof oidc.defaultProvider === "string" && !(oidc.defaultProvider in oidc.providers)) {
    failures.push({ path: ["oidc", "defaultProvider"], reason: "must name one of oidc.providers" });
  }
  return failures;
}

/** The gateway keeps a database's scopes for good: other scope names need a new database (none
 *  may become the default scope alone). */
const scopeNames = (scopes: unknown) => (isObject(scopes) ? Object.keys(scopes).sort().join("\n") : "");
function scopesReplace(olds: Partial<Inputs>, news: PendingInputs<Inputs>): boolean {
  const before = scopeNames(olds.scopes);
  const after = scopeNames(news.scopes ?? {});
  return before !== after && !(before === "" && after === "_default");
}

export const gatewayDatabaseSpec = defineSpec({
  kind: KIND,
  description: "A database of a self-managed data-sync gateway: its bucket, scopes and collections, functions and OIDC providers.",
  body,
  scope: [],
  extraInputs: gatewayInputs,
  immutable: ["name", "bucket"],
  replaceWhen: { scopes: scopesReplace },
  defaults: (props) => ({
    // The database's name, once known.
    ...(typeof props.name === "string" ? { bucket: props.name } : {}),
    scopes: {},
    sync: "",
    importFilter: "",
    oidc: { providers: {} },
    sessionCookieName: DEFAULT_SESSION_COOKIE,
    eventProcessing: EVENT_PROCESSING,
  }),
  secretOutputs: GATEWAY_SECRETS,
  computed: {},
  naturalKey: "name",
  deleteBeforeReplace: true,
  api: {
    client: "gateway",
    collection: () => ops.listDatabases.url({}),
    item: (_s, id) => ops.getDatabaseConfig.url({ db: id }),
    createRequest: createDatabase,
    createdId: (_res, inputs) => inputs.name,
    read: async (client, _scope, id, deadline) => {
      const found = await readConfig(client, id, deadline, KIND);
      return found ? { status: 200, body: found.config, etag: found.etag } : undefined;
    },
    // Adoption is the create itself (a database that exists takes the declared configuration).
    list: async () => [],
    update: { send: ({ client, inputs, deadline }) => writeConfig(client, inputs, deadline) },
    outputs: (config, props) => outputsOf(storedForm(config) ?? {}, props.name),
    deleteRequest: async ({ client, id, deadline }) => {
      const res = await client.delete(ops.deleteDatabase.url({ db: id }), { deadline, accept: [404] });
      // Gone already is fine; an App Endpoint's database is an error that says so.
      if (res.status === 404) await readConfig(client, id, deadline, KIND);
    },
  },
  validate,
  normalize,
});
