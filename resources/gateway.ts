import * as path from "node:path";
import * as vm from "node:vm";
import { z } from "zod";
import { backoffMs, GATEWAY_INPUT, gatewayConnection, UNKNOWN, type ApiClient, type Props } from "../provider";

/** What the data-sync gateway's resources share (document 1; gateway part of document 4): their
 *  `gateway` input, database names and paths, JavaScript function properties, and the
 *  read-modify-write of a database configuration that several resources (and people) edit. */

/** The `gateway` input of every gateway resource (see GATEWAY_INPUT in provider/config.ts): a
 *  secret input and output of each of them. */
export const gatewayInputs = { gateway: gatewayConnection.optional() };
export const GATEWAY_SECRETS = [GATEWAY_INPUT];

/** The real gateway's rule for database names. */
const DATABASE_NAME = /^[a-z][a-z0-9_$()+\-/]*$/;
const DATABASE_NAME_RULE = "lowercase letters, digits and _$()+-/, starting with a letter";
export const databaseName = z.string().regex(DATABASE_NAME, DATABASE_NAME_RULE);


/** Why a `database` input breaks the name rule, or undefined (also while it is not known yet). */
export const databaseProblem = (value: unknown): string | undefined =>
  typeof value === "string" && value !== UNKNOWN && !DATABASE_NAME.test(value) ? DATABASE_NAME_RULE : undefined;

export const dbPath = (database: string | undefined): string => `/${encodeURIComponent(database ?? "")}`;
export const configPath = (database: string | undefined): string => `${dbPath(database)}/_config`;

/** The anonymous account (document 1): it always exists and can't be deleted, only disabled. */
export const GUEST = "GUEST";

/** Why a JavaScript function property can't work, or undefined. Document 1 ("JavaScript function
 *  settings"): inline code (optionally in a backtick pair), an absolute path to a file, or an
 *  http(s) URL serving it — the gateway reads those two itself. Inline code is compiled here the
 *  way the gateway compiles it, as one function expression, and never run: a syntax error fails
 *  `check`, with its line within the function. A value not known yet (preview) passes. */
export function functionProblem(value: string): string | undefined {
  const text = value.trim();
  if (value === UNKNOWN || text === "" || /^https?:\/\/\S+$/i.test(text) || (!/\s/.test(text) && path.isAbsolute(text))) return undefined;
  const source = text.length >= 2 && text.startsWith("`") && text.endsWith("`") ? text.slice(1, -1) : text;
  try {
    // The newline keeps a trailing line comment from swallowing the closing parenthesis.
    new vm.Script(`(${source}\n)`, { filename: "function.js" });
    return undefined;
  } catch (e) {
    const line = /^function\.js:(\d+)/.exec((e as Error).stack ?? "")?.[1];
    return `JavaScript syntax error${line ? ` at line ${line}` : ""}: ${(e as Error).message}`;
  }
}

/** A database's configuration (`GET /{db}/_config`) and its ETag; undefined when there is no
 *  such database. */
export async function readConfig(client: ApiClient, database: string, deadline: number): Promise<{ config: Props; etag?: string } | undefined> {
  const res = await client.get(configPath(database), { deadline, accept: [404] });
  return res.status === 404 ? undefined : { config: res.body ?? {}, etag: res.etag };
}

/** The write an edit of the configuration makes: `PUT` replaces it, `POST` merges top-level fields. */
export interface ConfigWrite {
  method: "PUT" | "POST";
  body: Props;
}

/** A read-modify-write of a database configuration: read it with its ETag, `edit` it, write it
 *  back with `If-Match`. A 412 means another writer got there first (another resource of the same
 *  run, a person): start again from a fresh read, backing off (from 50 ms), until the deadline,
 *  so concurrent edits never clobber each other. `edit` gets the configuration (undefined: no
 *  such database) and `ownWrite`: whether an earlier write of this edit may have gone through
 *  (the 412 answered a repeat of a write whose answer was lost); it returns the write, or
 *  undefined when the configuration already is as wanted. */
export async function editConfig(
  client: ApiClient,
  database: string,
  deadline: number,
  edit: (config: Props | undefined, ownWrite: boolean) => ConfigWrite | undefined,
): Promise<void> {
  let ownWrite = false;
  for (let attempt = 0; ; attempt++) {
    const current = await readConfig(client, database, deadline);
    const write = edit(current?.config, ownWrite);
    if (!write) return;
    const headers: Record<string, string> = current?.etag ? { "if-match": current.etag } : {};
    const res = await client.request(write.method, configPath(database), { body: write.body, headers, deadline, accept: [412] });
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
