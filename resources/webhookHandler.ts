import { z } from "zod";
import { deepEqual, type ApiClient, type CheckFailure, type HookContext, type Props, type ResourceSpec, type Scope } from "../provider";
import { configPath, databaseProblem, defined, editConfig, functionProblem, GATEWAY_SECRETS, gatewayInputs, readConfig, type ConfigWrite } from "./gateway";

/** A `document_changed` webhook of a gateway database (document 1 "Event handler definition";
 *  document 4 event handlers): one entry of the configuration's `event_handlers.document_changed`
 *  array, which other WebhookHandlers and people share. Within its database the `url` identifies
 *  the entry (its id), so a second entry with the same url is refused.
 *
 *  Every change is a read-modify-write of the configuration with `If-Match`, retried from a fresh
 *  read on 412, and writes back only `event_handlers` (`POST /{db}/_config` merges top-level
 *  fields): handlers created in parallel never clobber each other, and entries this resource does
 *  not own, and the rest of the configuration, are left as they are. Works the same on a
 *  self-managed database and on an App Endpoint's (whose `event_handlers` are the gateway's). */
const body = z.strictObject({
  /** Where the changed documents are POSTed; the entry's id within its database. */
  url: z.string().regex(/^https?:\/\/[^\s/?#]+[^\s]*$/, "an http(s) URL"),
  /** JavaScript `function (doc, oldDoc)` returning true for the documents to post; "" or unset:
   *  every document. */
  filter: z.string().optional(),
  /** Seconds to wait for the POST's response (document 4: default 60). */
  timeout: z.number().int().min(1).optional(),
  /** Handler options, passed as given. */
  options: z.record(z.string(), z.unknown()).optional(),
});

const DEFAULT_TIMEOUT_S = 60;

type Entry = { handler: "webhook"; url: string; filter?: string; timeout?: number; options?: Props };

/** The configuration entry the inputs declare (unset fields left out: the gateway's defaults). */
const entryOf = (inputs: Props): Entry =>
  defined({
    handler: "webhook",
    url: inputs.url,
    filter: inputs.filter || undefined,
    timeout: inputs.timeout,
    options: inputs.options && Object.keys(inputs.options).length > 0 ? inputs.options : undefined,
  }) as Entry;

const handlersOf = (config: Props | undefined): Entry[] => config?.event_handlers?.document_changed ?? [];

/** The configuration's `event_handlers` with `document_changed` replaced, merged back alone. */
const withHandlers = (config: Props, handlers: Entry[]): ConfigWrite => ({
  method: "POST",
  body: { event_handlers: { ...config.event_handlers, document_changed: handlers } },
});

async function readEntry(client: ApiClient, scope: Scope, url: string, deadline: number) {
  const found = await readConfig(client, scope.database!, deadline);
  const entry = handlersOf(found?.config).find((h) => h.url === url);
  return entry ? { status: 200, body: entry as Props } : undefined;
}

/** Appends the entry; a handler already posting to the url is an error (unless it is this
 *  create's own write, gone through with its answer lost). */
async function addEntry(client: ApiClient, inputs: Props, deadline: number): Promise<void> {
  const entry = entryOf(inputs);
  await editConfig(client, inputs.database, deadline, (config, ownWrite) => {
    if (!config) throw new Error(`dbplane: WebhookHandler '${inputs.url}': the gateway has no database '${inputs.database}'.`);
    const handlers = handlersOf(config);
    const present = handlers.find((h) => h.url === entry.url);
    if (present && ownWrite && deepEqual(present, entry)) return undefined;
    if (present) {
      throw new Error(
        `dbplane: WebhookHandler '${inputs.url}': database '${inputs.database}' already has a document_changed handler posting to this url (another WebhookHandler, or one configured by other means). The url identifies a handler within its database: give each WebhookHandler its own, or set \`adopt: true\` to take the existing one over.`,
      );
    }
    return withHandlers(config, [...handlers, entry]);
  });
}

/** Puts the declared entry in place of the one with its url (appended when it went meanwhile). */
async function replaceEntry({ client, inputs, deadline }: HookContext): Promise<void> {
  const entry = entryOf(inputs);
  await editConfig(client, inputs.database, deadline, (config) => {
    if (!config) throw new Error(`dbplane: WebhookHandler '${inputs.url}': the gateway has no database '${inputs.database}'.`);
    const handlers = handlersOf(config);
    const at = handlers.findIndex((h) => h.url === entry.url);
    if (at >= 0 && deepEqual(handlers[at], entry)) return undefined;
    return withHandlers(config, at >= 0 ? handlers.map((h, i) => (i === at ? entry : h)) : [...handlers, entry]);
  });
}

/** Removes the entry with its url; gone already (or its database) is fine. */
async function removeEntry({ client, id, inputs, deadline }: HookContext): Promise<void> {
  await editConfig(client, inputs.database, deadline, (config) => {
    const handlers = handlersOf(config);
    if (!config || !handlers.some((h) => h.url === id)) return undefined;
    return withHandlers(config, handlers.filter((h) => h.url !== id));
  });
}

export const webhookHandlerSpec: ResourceSpec = {
  kind: "WebhookHandler",
  body,
  scope: ["database"],
  extraInputs: gatewayInputs,
  immutable: ["url"],
  defaults: { filter: "", timeout: DEFAULT_TIMEOUT_S, options: {} },
  secretOutputs: GATEWAY_SECRETS,
  computed: {},
  naturalKey: "url",
  api: {
    client: "gateway",
    collection: (s) => configPath(s.database),
    item: (s) => configPath(s.database),
    createRequest: async (client, inputs, { deadline }) => {
      await addEntry(client, inputs, deadline!);
      return { response: { status: 201, body: undefined } };
    },
    createdId: (_res, inputs) => inputs.url,
    read: (client, scope, id, deadline) => readEntry(client, scope, id, deadline),
    // The entries of the database, for `adopt`.
    list: async (client, scope, deadline) => handlersOf((await readConfig(client, scope.database!, deadline))?.config),
    listedId: (entry) => entry.url,
    update: { send: replaceEntry },
    outputs: (entry) => ({
      url: entry.url,
      filter: entry.filter ?? "",
      // 0 means the default too (document 4).
      timeout: entry.timeout || DEFAULT_TIMEOUT_S,
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
};
