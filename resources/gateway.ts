import * as path from "node:path";
import { z } from "zod";
import { ApiError, backoffMs, deepEqual, GATEWAY_INPUT, gatewayConnection, type ApiClient, type Props } from "../provider";
import { DATABASE_NAME, DATABASE_NAME_RULE, GUEST } from "../schema/gateway/common";
import { describeSyntaxError, nodeSyntaxError } from "../schema/gateway/functionSource";
import { mergeConfig, redactedSecrets, storedForm } from "../schema/gateway/configMerge";
import { databaseOperations as dbOps } from "../schema/gateway/databases";
import { principalOperations as principalOps } from "../schema/gateway/principals";
import { doc } from "../schema/docs";

export { GUEST };

/** What the data-sync gateway's resources share (schema/gateway): their `gateway` input,
 *  database names, JavaScript function properties, the write of a database configuration that
 *  several resources (and people) edit, and telling a self-managed gateway's database from an
 *  App Endpoint's (App Services serves only its users, roles and sessions). */

/** The `gateway` input of every gateway resource (see GATEWAY_INPUT in provider/config.ts): a
 *  secret input and output of each of them. */
export const gatewayInputs = {
  gateway: doc(gatewayConnection.optional(), "How to reach the gateway's admin API; left out, the provider's gateway settings."),
};
export const GATEWAY_SECRETS: Array<typeof GATEWAY_INPUT> = [GATEWAY_INPUT];

export const databaseName = z.string().regex(DATABASE_NAME, DATABASE_NAME_RULE);

/** Why a `database` input breaks the name rule, or undefined (also while it is not known yet). */
export const databaseProblem = (value: unknown): string | undefined =>
  typeof value === "string" && !DATABASE_NAME.test(value) ? DATABASE_NAME_RULE : undefined;

/** Why a JavaScript function property can't work, or undefined. Inline code, an absolute path to
 *  a file, or an http(s) URL serving it (the gateway reads those two itself). Inline code is
 *  compiled here the way the gateway compiles it, as one function expression, and never run: a
 *  syntax error fails `check`, with its line and column within the function. A value not known yet
 *  (preview) passes.
 *
 *  The source travels as written, `$` and backticks included (the gateway client writes them as
 *  JSON escapes, which the gateway's configuration parser leaves alone). A whole value in a
 *  backtick pair is refused: that pair is the configuration file's quoting, not JavaScript (sent
 *  through the REST API it would be a template literal, no function). */
export function functionProblem(value: string): string | undefined {
  const text = value.trim();
  if (text === "" || /^https?:\/\/\S+$/i.test(text) || (!/\s/.test(text) && path.isAbsolute(text))) return undefined;
  if (text.length >= 2 && text.startsWith("`") && text.endsWith("`")) {
    return "a value in a backtick pair is the gateway configuration file's quoting, not JavaScript: give the function without the backticks";
  }
  const syntax = nodeSyntaxError(text);
  return syntax && `JavaScript syntax error at ${describeSyntaxError(syntax)}`;
}

export const configPath = (database: string): string => dbOps.getDatabaseConfig.url({ db: database });

/** Whether `database` is an App Endpoint's: the gateway does not serve its configuration (App
 *  Services answers 404 or 403 there), yet knows its users (GUEST always exists). */
async function isAppEndpointDatabase(client: ApiClient, database: string, deadline: number): Promise<boolean> {
  const guest = await client.get(principalOps.getUser.url({ db: database, name: GUEST }), { deadline, accept: [401, 403, 404] });
  return guest.status === 200;
}

/** The error a self-managed-only resource gives on an App Endpoint's database. */
export function appServicesError(kind: string, database: string): Error {
  return new Error(
    `dbplane: ${kind} needs a self-managed gateway database, and '${database}' is an App Endpoint's: App Services serves only its users, roles and sessions through the admin API, not its configuration. Configure the App Endpoint with AppEndpoint (and its users with GatewayUser), or declare a self-managed database with GatewayDatabase.`,
  );
}

/** A database's configuration (`GET /{db}/_config`, in the gateway's stored form, secrets as
 *  `xxxxx`) and its ETag; undefined when there is no such database. An App Endpoint's database
 *  is an error that says so (`kind`: the resource asking). */
export async function readConfig(client: ApiClient, database: string, deadline: number, kind: string): Promise<{ config: Props; etag?: string } | undefined> {
  const res = await client.get(configPath(database), { deadline, accept: [403, 404] });
  if (res.status === 200) return { config: res.body ?? {}, etag: res.etag };
  if (await isAppEndpointDatabase(client, database, deadline)) throw appServicesError(kind, database);
  if (res.status === 403) throw new ApiError(`dbplane: GET ${configPath(database)} failed: 403 ${res.body?.reason ?? ""}`.trim(), "GET", configPath(database), 403);
  return undefined;
}

/** The write an edit of the configuration makes: `POST` merges, `PUT` replaces. */
export interface ConfigWrite {
  method: "PUT" | "POST";
  body: Props;
}

/** How to give the configuration `current` (as read) the top-level fields of `patch`, everything
 *  else left as it is, without ever writing back a secret the read redacted:
 *  - a `POST` of `patch` alone, when the gateway's merge of it gives just that (it adds and
 *    changes fields; it can't remove a map entry, an array's last item, or bring a plain value
 *    back to its zero value);
 *  - else a `PUT` of the whole configuration, only when the read holds no redacted secret;
 *  - else an error naming the change and the secrets (a PUT would set them to `xxxxx`). */
export function configWrite(current: Props, patch: Props, what: string): ConfigWrite {
  const wanted = storedForm({ ...current, ...patch });
  const merged = storedForm(mergeConfig(current, patch));
  if (Object.keys(patch).every((k) => deepEqual(merged?.[k], wanted?.[k]))) return { method: "POST", body: patch };
  const secrets = redactedSecrets(current);
  if (secrets.length === 0) return { method: "PUT", body: { ...current, ...patch } };
  const fields = Object.keys(patch).filter((k) => !deepEqual(merged?.[k], wanted?.[k]));
  throw new Error(
    `dbplane: ${what}: this change of ${fields.join(", ")} removes what the gateway's merge (POST /{db}/_config) can only add to, so it needs the whole configuration written back (PUT), and the configuration holds secrets the gateway shows only as 'xxxxx' (${secrets.join(", ")}), which a PUT would overwrite. Make the change on the gateway directly, or remove those secrets from the configuration first.`,
  );
}

/** A read-modify-write of a database configuration: read it with its ETag, `edit` it, write it
 *  with `If-Match`. A 412 means another writer got there first (another resource of the same run,
 *  a person): start again from a fresh read, backing off (from 50 ms), until the deadline, so
 *  concurrent edits never clobber each other. `edit` gets the configuration (undefined: no such
 *  database) and `ownWrite`: whether an earlier write of this edit may have gone through (the 412
 *  answered a repeat of a write whose answer was lost); it returns the write, or undefined when
 *  the configuration already is as wanted. */
export async function editConfig(
  client: ApiClient,
  database: string,
  deadline: number,
  kind: string,
  edit: (config: Props | undefined, ownWrite: boolean) => ConfigWrite | undefined,
): Promise<void> {
  let ownWrite = false;
  for (let attempt = 0; ; attempt++) {
    const current = await readConfig(client, database, deadline, kind);
    const write = edit(current?.config, ownWrite);
    if (!write) return;
    const headers: Record<string, string> = current?.etag ? { "if-match": current.etag } : {};
    const op = write.method === "POST" ? dbOps.updateDatabaseConfig : dbOps.replaceDatabaseConfig;
    const res = await client.request(write.method, op.url({ db: database }), { body: write.body, headers, deadline, accept: [412] });
    if (res.status !== 412) return;
    ownWrite ||= res.repeated === true;
    const delay = backoffMs(attempt, 50);
    if (Date.now() + delay > deadline) {
      throw new Error(`dbplane: the configuration of database '${database}' kept changing while being edited (${attempt + 1} attempts); try again.`);
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

/** Config object → its own fields without those whose value is undefined. */
export const defined = (props: Props): Props => Object.fromEntries(Object.entries(props).filter(([, v]) => v !== undefined));
