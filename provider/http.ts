import type { Pool } from "undici";

/** The HTTP layer every resource shares: one keep-alive connection pool per API origin,
 *  retries with jittered exponential backoff under an overall deadline that also bounds each
 *  attempt (a server that never answers, or trickles its answer, is given up on at the
 *  deadline), answers read up to MAX_ANSWER_BYTES, and errors that carry
 *  the API's error body in one readable line (the management API's `{httpStatusCode, code,
 *  message, hint}`, the gateway's `{error, reason}`). A create is never blindly repeated: after
 *  an ambiguous failure the caller's lookup decides. Credentials travel only in the
 *  `Authorization` header (a bearer token, or HTTP Basic for the gateway's admin API), never in
 *  a message. */

export class ApiError extends Error {
  constructor(
    message: string,
    readonly method: string,
    readonly path: string,
    readonly status?: number,
    readonly code?: number,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  etag?: string;
  /** An earlier attempt of this request failed after it may have been processed (its answer
   *  was lost), so this answers a repeat: e.g. a 412 to a conditional write may be our own. */
  repeated?: boolean;
  /** Why a create's success answer was not read (its body is undefined then): the object was
   *  made, and is found by its natural key instead. */
  unreadable?: string;
}

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** Give up retrying at this time (ms since epoch). */
  deadline?: number;
  /** Statuses that are answers, not errors (e.g. 404 on a read or delete). */
  accept?: number[];
}

export interface CreateOptions extends RequestOptions {
  /** After an ambiguous failure (the request may have been processed): find the object the
   *  POST may have created, by `deadline` (past the operation's own when that is what ended the
   *  attempt). A result ends the create; undefined means "not created, retry". */
  lookup: (deadline: number) => Promise<string | undefined>;
}

export type CreateResult<T> = { response: ApiResponse<T>; recoveredId?: undefined } | { response?: undefined; recoveredId: string };

const pools = new Map<string, Pool>();

/** undici, loaded by the first request (~60 ms): Terraform starts the provider three times for
 *  one plan, and two of them (schemas, validation) never call the API; nor does a preview. */
let undici: typeof import("undici") | undefined;

function poolFor(origin: string): Pool {
  let pool = pools.get(origin);
  if (!pool) {
    undici ??= require("undici") as typeof import("undici");
    // Idle connections go before a server's own keep-alive timeout (the conformance server's is
    // 5 s) closes them under a request.
    pool = new undici.Pool(origin, { connections: 16, keepAliveTimeout: 4_000, headersTimeout: ATTEMPT_MS, bodyTimeout: ATTEMPT_MS });
    pools.set(origin, pool);
  }
  return pool;
}

const DEFAULT_DEADLINE_MS = 5 * 60_000;
/** The longest one attempt may wait for its answer's headers, or between two pieces of its body
 *  (the deadline bounds it as a whole). */
const ATTEMPT_MS = 120_000;
/** How long the lookup after a create cut off by its deadline may take: whether the object was
 *  made is worth that much past the deadline (an object made and not recorded is orphaned). */
const LOOKUP_GRACE_MS = 750;
export const lookupDeadline = (deadline: number): number => Math.max(deadline, Date.now() + LOOKUP_GRACE_MS);
/** The largest answer read (a listing of thousands of objects is a few MiB); a larger one is an
 *  error naming both sizes, not an out-of-memory crash. */
export const MAX_ANSWER_BYTES = 32 * 1024 * 1024;
const BACKOFF_BASE_MS = 250;
const BACKOFF_CAP_MS = 5_000;

/** How long to wait before attempt `attempt + 1`: jittered, doubling from `baseMs` up to 5 s. */
export function backoffMs(attempt: number, baseMs = BACKOFF_BASE_MS): number {
  const backoff = Math.min(BACKOFF_CAP_MS, baseMs * 2 ** attempt);
  return backoff / 2 + Math.random() * (backoff / 2);
}

/** How a client authenticates: an API key's bearer token (management API) or an admin's Basic
 *  credentials (the gateway's admin API). */
export type Credentials = { bearer: string } | { basic: { username: string; password: string } };

const authorizationOf = (credentials: Credentials): string =>
  "bearer" in credentials
    ? `Bearer ${credentials.bearer}`
    : `Basic ${Buffer.from(`${credentials.basic.username}:${credentials.basic.password}`).toString("base64")}`;

/** Connection errors that mean the request never left: always safe to send again. */
const NOT_SENT = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "UND_ERR_CONNECT_TIMEOUT"]);

type Attempt<T> =
  | { kind: "done"; response: ApiResponse<T> }
  | { kind: "retry"; waitMs?: number; reason: string }
  | { kind: "ambiguous"; reason: string }
  /** The deadline came first: maybe processed, and no time left to try again. */
  | { kind: "timedOut"; reason: string }
  /** A success whose body is past MAX_ANSWER_BYTES: processed, its answer unread. */
  | { kind: "oversized"; status: number; reason: string };

/** How a client writes a JSON body (default JSON.stringify): the gateway's admin client writes
 *  it so that the gateway's configuration parser leaves it as it is (schema/gateway/configText.ts). */
export type JsonEncoder = (body: unknown) => string;

export class ApiClient {
  private readonly origin: string;
  private readonly prefix: string;
  private readonly authorization: string;

  constructor(
    apiUrl: string,
    credentials: Credentials,
    private readonly encodeJson: JsonEncoder = JSON.stringify,
  ) {
    const url = new URL(apiUrl);
    this.origin = url.origin;
    this.prefix = url.pathname.replace(/\/+$/, "");
    this.authorization = authorizationOf(credentials);
  }

  get<T = any>(path: string, opts: RequestOptions = {}): Promise<ApiResponse<T>> {
    return this.request<T>("GET", path, opts);
  }
  put<T = any>(path: string, opts: RequestOptions = {}): Promise<ApiResponse<T>> {
    return this.request<T>("PUT", path, opts);
  }
  delete<T = any>(path: string, opts: RequestOptions = {}): Promise<ApiResponse<T>> {
    return this.request<T>("DELETE", path, opts);
  }

  /** An idempotent-by-meaning POST (e.g. a rotation or a state change): retried like a PUT. */
  postAction<T = any>(path: string, opts: RequestOptions = {}): Promise<ApiResponse<T>> {
    return this.request<T>("POST", path, opts);
  }

  /** A request that creates an object (a POST, or a PUT that refuses an existing one): retried
   *  only when the server certainly did not process it. */
  async create<T = any>(path: string, opts: CreateOptions, method: "POST" | "PUT" = "POST"): Promise<CreateResult<T>> {
    const deadline = opts.deadline ?? Date.now() + DEFAULT_DEADLINE_MS;
    for (let attempt = 0; ; attempt++) {
      const outcome = await this.attempt<T>(method, path, opts, deadline);
      if (outcome.kind === "done") return { response: outcome.response };
      // Made, but the answer can't be read: the caller finds the object as after a lost answer.
      if (outcome.kind === "oversized") return { response: { status: outcome.status, body: undefined as T, unreadable: outcome.reason } };
      if (outcome.kind === "ambiguous" || outcome.kind === "timedOut") {
        const found = await opts.lookup(lookupDeadline(deadline));
        if (found !== undefined) return { recoveredId: found };
      }
      if (outcome.kind === "timedOut") throw new ApiError(`dbplane: ${method} ${path} failed: ${outcome.reason}`, method, path);
      await this.pause(outcome.kind === "retry" ? outcome.waitMs : undefined, attempt, deadline, method, path, outcome.reason);
    }
  }

  /** Any idempotent request (GET, PUT, PATCH, DELETE): retried on throttling, gateway errors and
   *  resets, an ambiguous failure included. */
  async request<T = any>(method: string, path: string, opts: RequestOptions = {}): Promise<ApiResponse<T>> {
    const deadline = opts.deadline ?? Date.now() + DEFAULT_DEADLINE_MS;
    let repeated = false;
    for (let attempt = 0; ; attempt++) {
      const outcome = await this.attempt<T>(method, path, opts, deadline);
      if (outcome.kind === "done") return repeated ? { ...outcome.response, repeated } : outcome.response;
      if (outcome.kind === "timedOut" || outcome.kind === "oversized") throw new ApiError(`dbplane: ${method} ${path} failed: ${outcome.reason}`, method, path, outcome.kind === "oversized" ? outcome.status : undefined);
      if (outcome.kind === "ambiguous") repeated = true;
      await this.pause(outcome.kind === "retry" ? outcome.waitMs : undefined, attempt, deadline, method, path, outcome.reason);
    }
  }

  /** One request: done, retryable (certainly not processed), or ambiguous (maybe processed);
   *  cut off at `deadline`, headers or body. */
  private async attempt<T>(method: string, path: string, opts: RequestOptions, deadline: number): Promise<Attempt<T>> {
    const started = Date.now();
    const timedOut = (): Attempt<T> => ({ kind: "timedOut", reason: `no complete answer before the operation's deadline (its \`timeouts\`), ${((Date.now() - started) / 1000).toFixed(1)} s into this attempt` });
    if (started >= deadline) return { kind: "timedOut", reason: "not sent: the operation's deadline (its `timeouts`) had passed" };
    const headers: Record<string, string> = { accept: "application/json", authorization: this.authorization, ...opts.headers };
    let payload: string | undefined;
    if (opts.body !== undefined) {
      payload = this.encodeJson(opts.body);
      headers["content-type"] = "application/json";
    }
    const abort = new AbortController();
    // (A timer longer than 2^31-1 ms would fire at once.)
    const timer = setTimeout(() => abort.abort(), Math.min(deadline - started, 2 ** 31 - 1));
    let status: number;
    let text: string | { tooLarge: string };
    let responseHeaders: Record<string, string | string[] | undefined>;
    try {
      const res = await poolFor(this.origin).request({ method: method as never, path: this.prefix + path, headers, body: payload, signal: abort.signal });
      status = res.statusCode;
      responseHeaders = res.headers;
      text = await readCapped(res.body, res.headers["content-length"]);
    } catch (e) {
      if (abort.signal.aborted) return timedOut();
      const code = (e as { code?: string }).code ?? "";
      const reason = `connection error ${code || (e as Error).message}`;
      return NOT_SENT.has(code) ? { kind: "retry", reason } : { kind: "ambiguous", reason };
    } finally {
      clearTimeout(timer);
    }
    if (typeof text !== "string") {
      if (status < 300) return { kind: "oversized", status, reason: `its ${status} answer ${text.tooLarge}` };
      text = "";
    }
    const body = parse(text);
    if (status < 300 || opts.accept?.includes(status)) {
      const etag = responseHeaders.etag;
      return { kind: "done", response: { status, body: body as T, etag: Array.isArray(etag) ? etag[0] : etag } };
    }
    const reason = describe(status, body);
    // A 503 in the API's own error body is the service saying "not now" (it did nothing).
    if (status === 429 || (status === 503 && (isErrorBody(body) || isGatewayErrorBody(body)))) {
      return { kind: "retry", waitMs: retryAfterMs(responseHeaders["retry-after"]), reason };
    }
    if (status === 502 || status === 503 || status === 504) {
      return { kind: "ambiguous", reason };
    }
    throw new ApiError(`dbplane: ${method} ${path} failed: ${reason}`, method, path, status, isErrorBody(body) ? body.code : undefined);
  }

  private async pause(waitMs: number | undefined, attempt: number, deadline: number, method: string, path: string, reason: string) {
    const delay = waitMs ?? backoffMs(attempt);
    if (Date.now() + delay > deadline) {
      throw new ApiError(`dbplane: ${method} ${path} failed: ${reason} (gave up after ${attempt + 1} attempts)`, method, path);
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

/** One client per (URL, credentials, encoder): connections are pooled per origin underneath. */
const clients = new Map<string, ApiClient>();
export function clientFor(apiUrl: string, credentials: Credentials, encodeJson?: JsonEncoder): ApiClient {
  const key = `${apiUrl}\u0000${authorizationOf(credentials)}\u0000${encodeJson?.name ?? ""}`;
  let client = clients.get(key);
  if (!client) {
    client = new ApiClient(apiUrl, credentials, encodeJson);
    clients.set(key, client);
  }
  return client;
}

interface ErrorBody {
  httpStatusCode: number;
  code: number;
  message: string;
  hint?: string;
}

function isErrorBody(body: unknown): body is ErrorBody {
  return typeof body === "object" && body !== null && typeof (body as ErrorBody).message === "string" && "code" in body;
}

/** The gateway's error body (document 4): `{"error": E, "reason": R}`. */
interface GatewayErrorBody {
  error: string;
  reason: string;
}

function isGatewayErrorBody(body: unknown): body is GatewayErrorBody {
  return typeof body === "object" && body !== null && typeof (body as GatewayErrorBody).error === "string" && typeof (body as GatewayErrorBody).reason === "string";
}

/** `400 (code 1000) Field 'name' is required. Hint: ...`; the gateway's `409 conflict: User "x" already exists`. */
function describe(status: number, body: unknown): string {
  if (isErrorBody(body)) {
    const hint = body.hint ? ` Hint: ${body.hint}` : "";
    return `${status} (code ${body.code}) ${body.message}${hint}`;
  }
  if (isGatewayErrorBody(body)) return `${status} ${body.error}: ${body.reason}`;
  const text = typeof body === "string" ? body.slice(0, 200) : body === undefined ? "" : JSON.stringify(body).slice(0, 200);
  return `${status}${text ? ` ${text}` : ""}`;
}

/** The body as text, or why it was not read: larger than MAX_ANSWER_BYTES (by its Content-Length,
 *  or once that many bytes came); the rest is not read. */
async function readCapped(body: import("undici").Dispatcher.ResponseData["body"], length: string | string[] | undefined): Promise<string | { tooLarge: string }> {
  const cap = `the provider's cap of ${MAX_ANSWER_BYTES} bytes (${MAX_ANSWER_BYTES / 1024 / 1024} MiB)`;
  const declared = Number(Array.isArray(length) ? length[0] : length);
  if (declared > MAX_ANSWER_BYTES) {
    body.destroy();
    return { tooLarge: `is ${declared} bytes long (Content-Length), over ${cap}` };
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > MAX_ANSWER_BYTES) {
      body.destroy();
      return { tooLarge: `ran past ${cap}: ${size} bytes read when it was given up on` };
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function retryAfterMs(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}
