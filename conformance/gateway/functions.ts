import { readFile } from "node:fs/promises";
import * as path from "node:path";
import * as vm from "node:vm";
import { Agent, request } from "undici";
import { badRequest } from "../core/errors";

/** JavaScript function properties (document 1, "JavaScript function settings"): inline code
 *  (optionally enclosed in a backtick pair), an absolute path to a file, or an HTTP(S) URL
 *  serving the function. Paths and URLs are read once, when the configuration is set; every
 *  source is syntax-checked without being run. */
export interface ResolveOptions {
  /** `unsupported.remote_config_tls_skip_verify`: skip the TLS check of HTTPS function URLs. */
  tlsSkipVerify?: boolean;
  warn?: (message: string) => void;
}

const FETCH_TIMEOUT_MS = 10_000;
const insecureAgent = new Agent({ connect: { rejectUnauthorized: false } });

/** The function's JavaScript source; 400 naming `field` when it cannot be read or parsed. */
export async function resolveFunction(value: string, field: string, opts: ResolveOptions = {}): Promise<string> {
  const source = await sourceOf(value.trim(), field, opts);
  checkSyntax(source, field);
  return source;
}

async function sourceOf(value: string, field: string, opts: ResolveOptions): Promise<string> {
  if (value.length >= 2 && value.startsWith("`") && value.endsWith("`")) return value.slice(1, -1);
  if (/^https?:\/\/\S+$/i.test(value)) return fetchFunction(value, field, opts);
  if (!/\s/.test(value) && path.isAbsolute(value)) {
    try {
      return await readFile(value, "utf8");
    } catch (e) {
      throw badRequest(`${field}: cannot read the function file ${value}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
    }
  }
  return value;
}

async function fetchFunction(url: string, field: string, opts: ResolveOptions): Promise<string> {
  const https = url.toLowerCase().startsWith("https:");
  if (opts.tlsSkipVerify && https) {
    opts.warn?.(`${field}: TLS verification of ${url} is disabled (unsupported.remote_config_tls_skip_verify); never use this in production`);
  }
  try {
    const res = await request(url, {
      method: "GET",
      headersTimeout: FETCH_TIMEOUT_MS,
      bodyTimeout: FETCH_TIMEOUT_MS,
      ...(opts.tlsSkipVerify && https ? { dispatcher: insecureAgent } : {}),
    });
    const text = await res.body.text();
    if (res.statusCode < 200 || res.statusCode >= 300) {
      throw badRequest(`${field}: fetching the function from ${url} answered HTTP ${res.statusCode}`);
    }
    return text;
  } catch (e) {
    if ((e as { status?: number }).status === 400) throw e;
    throw badRequest(`${field}: cannot fetch the function from ${url}: ${(e as Error).message}`);
  }
}

/** Parses the source as one function expression without running it; a syntax error is a 400
 *  whose reason carries the line number within the function. */
export function checkSyntax(source: string, field: string): void {
  try {
    // The source stays on line 1 of the script, so reported lines are the function's own.
    new vm.Script(`(${source}\n)`, { filename: field });
  } catch (e) {
    const err = e as Error;
    const line = new RegExp(`^${escapeRegExp(field)}:(\\d+)`).exec(err.stack ?? "")?.[1];
    throw badRequest(`${field}: JavaScript syntax error${line ? ` at line ${line}` : ""}: ${err.message}`);
  }
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
