import * as fs from "node:fs/promises";
import * as path from "node:path";
import type { ServerContext } from "../context";
import { badRequest } from "../core/errors";
import { checkUrl, EgressRefused, egressRefusalOf, readCapped, redactUrl, undici } from "../core/egress";
import { SandboxFailure } from "./sandbox";

/** JavaScript function properties (document 1, "JavaScript function settings"): inline code,
 *  an absolute path to a file, or an HTTP(S) URL serving the function. (The backtick pair
 *  document 1 mentions is the configuration parser's quoting, undone before the JSON is decoded:
 *  see schema/gateway/configText.ts. A value still in backticks is JavaScript's template
 *  literal, no function.) Paths and URLs are read once, when the configuration is set; every
 *  source is compiled and evaluated by the sandbox's engine, never called: a syntax error, or a
 *  value that is no function, is refused then rather than at every write.
 *
 *  A configuration is written by a tenant, so:
 *  - files are read only from the directory the operator named with `--functions-dir`, never
 *    from the data directory, and only regular files of at most MAX_SOURCE_BYTES; every refusal
 *    (no such file, outside the directory, a symlink leading out, a device...) is the same
 *    error, which tells nothing about the file system;
 *  - URLs obey the egress rule (core/egress.ts), and every failure to fetch is the same error,
 *    so a function URL cannot probe which hosts and ports answer. */
export interface ResolveOptions {
  /** `unsupported.remote_config_tls_skip_verify`: skip the TLS check of HTTPS function URLs. */
  tlsSkipVerify?: boolean;
  warn?: (message: string) => void;
  /** The database whose configuration it is, and its tenant (databases.ts `tenantOf`): whose
   *  turns the sandbox checks take. */
  db?: string;
  tenant?: string;
  /** One per request: the first function refused aborts it, and the request's other checks
   *  stop (the answer is decided). */
  checks?: AbortController;
}

const FETCH_TIMEOUT_MS = 10_000;
export const MAX_SOURCE_BYTES = 1024 * 1024;

/** The function's JavaScript source; 400 naming `field` when it cannot be read or parsed. */
export async function resolveFunction(ctx: ServerContext, value: string, field: string, opts: ResolveOptions = {}): Promise<string> {
  try {
    const source = await sourceOf(ctx, value.trim(), field, opts);
    await checkSource(ctx, source, field, opts);
    return source;
  } catch (e) {
    opts.checks?.abort();
    throw e;
  }
}

const isUrl = (value: string) => /^https?:\/\/\S+$/i.test(value);
const isPath = (value: string) => !/\s/.test(value) && path.isAbsolute(value);

/** The source of a function property given inline (its trimmed value); undefined for a path or
 *  URL, known only once read. */
export function inlineSource(value: string): string | undefined {
  const trimmed = value.trim();
  return isUrl(trimmed) || isPath(trimmed) ? undefined : trimmed;
}

async function sourceOf(ctx: ServerContext, value: string, field: string, opts: ResolveOptions): Promise<string> {
  if (isUrl(value)) return fetchFunction(ctx, value, field, opts);
  if (isPath(value)) return readFunctionFile(ctx, value, field);
  return value;
}

async function readFunctionFile(ctx: ServerContext, file: string, field: string): Promise<string> {
  if (!ctx.functionsDir) {
    throw badRequest(`${field}: function files can be read only from the directory named with --functions-dir, and this server was started without it`);
  }
  const refused = badRequest(`${field}: ${file} is not a function file this server may read (only regular files of at most ${MAX_SOURCE_BYTES} bytes under --functions-dir)`);
  let handle: fs.FileHandle | undefined;
  try {
    const real = await fs.realpath(file);
    if (!within(real, ctx.functionsDir) || (ctx.dataDir && within(real, ctx.dataDir))) throw refused;
    // The real path has no symlink left; O_NOFOLLOW refuses one put there since.
    handle = await fs.open(real, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK);
    const stat = await handle.stat();
    if (!stat.isFile() || stat.size > MAX_SOURCE_BYTES) throw refused;
    const bytes = Buffer.alloc(stat.size);
    const { bytesRead } = await handle.read(bytes, 0, stat.size, 0);
    return bytes.subarray(0, bytesRead).toString("utf8");
  } catch {
    throw refused;
  } finally {
    await handle?.close();
  }
}

/** Whether real path `file` is inside real directory `dir`. */
function within(file: string, dir: string): boolean {
  const rel = path.relative(dir, file);
  return rel !== "" && !rel.startsWith("..") && !path.isAbsolute(rel);
}

async function fetchFunction(ctx: ServerContext, url: string, field: string, opts: ResolveOptions): Promise<string> {
  const shown = redactUrl(url);
  try {
    checkUrl(url, ctx.egress.policy);
  } catch (e) {
    if (e instanceof EgressRefused) throw badRequest(`${field}: the function URL ${shown} is refused by the egress rule: ${e.message}`);
    throw badRequest(`${field}: ${shown} is not a valid URL`);
  }
  const https = url.toLowerCase().startsWith("https:");
  if (opts.tlsSkipVerify && https) {
    opts.warn?.(`${field}: TLS verification of ${shown} is disabled (unsupported.remote_config_tls_skip_verify); never use this in production`);
  }
  const unavailable = badRequest(`${field}: cannot fetch the function from ${shown} (it must answer 2xx with at most ${MAX_SOURCE_BYTES} bytes)`);
  try {
    const res = await undici().request(url, {
      method: "GET",
      headersTimeout: FETCH_TIMEOUT_MS,
      bodyTimeout: FETCH_TIMEOUT_MS,
      dispatcher: opts.tlsSkipVerify && https ? ctx.egress.insecureAgent : ctx.egress.agent,
    });
    if (res.statusCode < 200 || res.statusCode >= 300) {
      await res.body.dump();
      throw unavailable;
    }
    const source = await readCapped(res.body, MAX_SOURCE_BYTES);
    if (source === undefined) throw unavailable;
    return source;
  } catch (e) {
    const refusal = egressRefusalOf(e);
    if (refusal) throw badRequest(`${field}: the function URL ${shown} is refused by the egress rule: ${refusal.message}`);
    throw unavailable;
  }
}

/** Compiles and evaluates the source as the sandbox runs it, without calling it: a syntax error
 *  is a 400 whose reason carries the line number within the function; a value that is no
 *  function, a 400 that says so. (Evaluating a function expression runs none of its body, but
 *  a source may be any expression whose value is a function — `(function () {...})()` — and
 *  that runs: so checks take their tenant's turns in the sandbox, under its deadline.) */
async function checkSource(ctx: ServerContext, source: string, field: string, opts: ResolveOptions): Promise<void> {
  try {
    await ctx.sandbox.check(source, { db: opts.db, tenant: opts.tenant, signal: opts.checks?.signal });
  } catch (e) {
    if (e instanceof SandboxFailure) throw badRequest(`${field}: ${e.message}`);
    throw e;
  }
}
