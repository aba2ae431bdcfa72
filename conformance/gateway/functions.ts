import { readFile } from "node:fs/promises";
import * as path from "node:path";
import { Agent, request } from "undici";
import { badRequest } from "../core/errors";
import { compileFunction, SandboxFailure } from "./sandbox";

/** JavaScript function properties (document 1, "JavaScript function settings"): inline code
 *  (optionally enclosed in a backtick pair), an absolute path to a file, or an HTTP(S) URL
 *  serving the function. Paths and URLs are read once, when the configuration is set; every
 *  source is compiled (as the sandbox will run it) but not run. */
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

/** Compiles the source as the sandbox runs it, without running it; a syntax error is a 400
 *  whose reason carries the line number within the function. */
function checkSyntax(source: string, field: string): void {
  try {
    compileFunction(source);
  } catch (e) {
    if (e instanceof SandboxFailure) throw badRequest(`${field}: ${e.message}`);
    throw e;
  }
}
