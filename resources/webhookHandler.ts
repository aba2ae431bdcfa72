import { createHash } from "node:crypto";
import { z } from "zod";
import { deepEqual, defineSpec, type ApiClient, type CheckFailure, type HookContext, type Props, type Scope, shownSecret, type SpecInputs } from "../provider";
import { databaseOperations as ops, EVENT_DEFAULTS } from "../schema/gateway/databases";
import { configWrite, databaseProblem, defined, editConfig, functionProblem, GATEWAY_SECRETS, gatewayInputs, readConfig, type ConfigWrite } from "./gateway";
import { doc } from "../schema/docs";

/** A `document_changed` webhook of a self-managed gateway database (schema/gateway/databases.ts):
 *  one entry of the configuration's `event_handlers.document_changed` array, which other
 *  WebhookHandlers and people share. Within its database the `url` identifies the entry, so a
 *  second entry with the same url is refused. The url is a secret (a chat's incoming webhook
 *  carries its token in the path or query): the resource's id is a digest of it, never the url
 *  itself, which engines print on every apply.
 *
 *  Every change is a read-modify-write of the configuration with `If-Match`, retried from a fresh
 *  read on 412, and sends only `event_handlers` (`POST /{db}/_config` merges it in): handlers
 *  created in parallel never clobber each other, and entries this resource does not own, and the
 *  rest of the configuration, are left as they are. Removing the last handler is the one change
 *  the gateway's merge can't make (an empty list changes nothing): it writes the whole
 *  configuration back, which it refuses to do over redacted secrets.
 *
 *  App Services serves no database configuration: an App Endpoint's database is an error that
 *  says so, at the first call. */
const KIND = "WebhookHandler";
const body = z.strictObject({
  /** Where the changed documents are POSTed; the entry's id within its database. */
  url: doc(z.string().regex(/^https?:\/\/[^\s/?#]+[^\s]*$/, "an http(s) URL"), "The http(s) URL changed documents are POSTed to; it names the handler in its database."),
  /** JavaScript `function (doc, oldDoc)` returning true for the documents to post; "" or unset:
   *  every document. */
  filter: doc(z.string().optional(), "A JavaScript `function (doc, oldDoc)` returning true for the documents to post; empty: every document."),
  /** Seconds to wait for the POST's response (default 60; 0: no limit). */
  timeout: doc(z.int().min(0).optional(), "Seconds to wait for the POST's response; 0: no limit."),
  /** Handler options, passed as given. */
  options: doc(z.record(z.string(), z.unknown()).optional(), "Handler options, passed to the gateway as given."),
});

type Inputs = SpecInputs<typeof body, "database", typeof gatewayInputs>;

const DEFAULT_TIMEOUT_S = EVENT_DEFAULTS.timeoutSeconds;

type Entry = { handler: "webhook"; url: string; filter?: string; timeout?: number; options?: Props };

/** The id of the entry posting to `url`: `wh-` and 20 hex digits of its SHA-256 (nothing of the
 *  secret a url holds can be read back from it). */
const idOf = (url: string): string => `wh-${createHash("sha256").update(url).digest("hex").slice(0, 20)}`;

/** Whether `entry` is the one `id` names: by its digest, or by its url itself, the id states
 *  written by earlier versions hold. */
const named = (id: string) => (entry: Entry) => entry.url === id || idOf(entry.url) === id;

/** How messages show a url: its scheme and host. */
const shown = (url: string) => `WebhookHandler '${shownSecret(url)}'`;

/** The configuration entry the inputs declare (unset fields left out: the gateway's defaults). */
const entryOf = (inputs: Inputs): Entry =>
  defined({
    handler: "webhook",
    url: inputs.url,
    filter: inputs.filter || undefined,
    timeout: inputs.timeout,
    options: inputs.options && Object.keys(inputs.options).length > 0 ? inputs.options : undefined,
  }) as Entry;

const handlersOf = (config: Props | undefined): Entry[] => config?.event_handlers?.document_changed ?? [];

/** The configuration's `event_handlers` with `document_changed` replaced, merged back alone
 *  (where the merge can). */
const withHandlers = (config: Props, handlers: Entry[], url: string): ConfigWrite =>
  configWrite(config, { event_handlers: { ...config.event_handlers, document_changed: handlers } }, shown(url));

async function readEntry(client: ApiClient, scope: Scope, id: string, deadline: number) {
  const found = await readConfig(client, scope.database!, deadline, KIND);
  const entry = handlersOf(found?.config).find(named(id));
  return entry ? { status: 200, body: entry as Props } : undefined;
}

/** Appends the entry; a handler already posting to the url is an error (unless it is this
 *  create's own write, gone through with its answer lost). */
async function addEntry(client: ApiClient, inputs: Inputs, deadline: number): Promise<void> {
  const entry = entryOf(inputs);
  await editConfig(client, inputs.database, deadline, KIND, (config, ownWrite) => {
    if (!config) throw new Error(`dbplane: ${shown(inputs.url)}: the gateway has no database '${inputs.database}'.`);
    const handlers = handlersOf(config);
    const present = handlers.find((h) => h.url === entry.url);
    if (present && ownWrite && deepEqual(present, entry)) return undefined;
    if (present) {
      throw new Error(
        `dbplane: ${shown(inputs.url)}: database '${inputs.database}' already has a document_changed handler posting to this url (another WebhookHandler, or one configured by other means). The url identifies a handler within its database: give each WebhookHandler its own, or set \`adopt: true\` to take the existing one over.`,
      );
    }
    return withHandlers(config, [...handlers, entry], entry.url);
  });
}

/** Puts the declared entry in place of the one with its url (appended when it went meanwhile). */
async function replaceEntry({ client, inputs, deadline }: HookContext<Inputs>): Promise<void> {
  const entry = entryOf(inputs);
  await editConfig(client, inputs.database, deadline, KIND, (config) => {
    if (!config) throw new Error(`dbplane: ${shown(inputs.url)}: the gateway has no database '${inputs.database}'.`);
    const handlers = handlersOf(config);
    const at = handlers.findIndex((h) => h.url === entry.url);
    if (at >= 0 && deepEqual(handlers[at], entry)) return undefined;
    return withHandlers(config, at >= 0 ? handlers.map((h, i) => (i === at ? entry : h)) : [...handlers, entry], entry.url);
  });
}

/** Removes the entry with its url; gone already (or its database) is fine. */
async function removeEntry({ client, id, inputs, deadline }: HookContext<Inputs>): Promise<void> {
  await editConfig(client, inputs.database, deadline, KIND, (config) => {
    const handlers = handlersOf(config);
    const isThis = named(id);
    const gone = handlers.find(isThis);
    if (!config || !gone) return undefined;
    return withHandlers(config, handlers.filter((h) => !isThis(h)), gone.url);
  });
}

export const webhookHandlerSpec = defineSpec({
  kind: "WebhookHandler",
  description: "A webhook of a self-managed data-sync gateway database: posts changed documents to a URL.",
  body,
  scope: ["database"],
  extraInputs: gatewayInputs,
  immutable: ["url"],
  defaults: { filter: "", timeout: DEFAULT_TIMEOUT_S, options: {} },
  secretOutputs: [...GATEWAY_SECRETS, "url"],
  computed: {},
  naturalKey: "url",
  // Earlier versions' id was the url.
  currentId: (id) => (id.startsWith("wh-") ? id : idOf(id)),
  api: {
    client: "gateway",
    collection: (s) => ops.getDatabaseConfig.url({ db: s.database }),
    item: (s) => ops.getDatabaseConfig.url({ db: s.database }),
    createRequest: async (client, inputs, { deadline }) => {
      await addEntry(client, inputs, deadline!);
      return { response: { status: 201, body: undefined } };
    },
    createdId: (_res, inputs) => idOf(inputs.url),
    read: (client, scope, id, deadline) => readEntry(client, scope, id, deadline),
    // The entries of the database, for `adopt`.
    list: async (client, scope, deadline) => handlersOf((await readConfig(client, scope.database!, deadline, KIND))?.config),
    listedId: (entry) => idOf(entry.url),
    update: { send: replaceEntry },
    outputs: (entry) => ({
      url: entry.url,
      filter: entry.filter ?? "",
      // Unset: the gateway's 60 s (0 is no limit).
      timeout: entry.timeout ?? DEFAULT_TIMEOUT_S,
      options: entry.options ?? {},
    }),
    deleteRequest: removeEntry,
  },
  validate: (inputs) => {
    const failures: CheckFailure[] = [];
    const badName = databaseProblem(inputs.database);
    if (badName) failures.push({ path: ["database"], reason: badName });
    const problem = typeof inputs.filter === "string" ? functionProblem(inputs.filter) : undefined;
    if (problem) failures.push({ path: ["filter"], reason: problem });
    return failures;
  },
});
