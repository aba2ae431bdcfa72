import { request } from "undici";
import { startConformanceServer, type ConformanceServer, type ConformanceServerOptions } from "../../conformance";

/** The conformance server a test file talks to: the one named by DBPLANE_CONFORMANCE_URL and
 *  DBPLANE_CONFORMANCE_TOKEN when set (any implementation), else a fresh in-process server. */
export interface Target {
  apiUrl: string;
  token: string;
  organizationId: string;
  projectId: string;
  clusterId: string;
  clusters: Array<{ id: string; cloudProvider: string; freeTier: boolean; serverVersion: string }>;
  server?: ConformanceServer;
  close(): Promise<void>;
}

/** The control plane's token of an external server bound beyond loopback (its ready line's
 *  `controlToken`). */
const CONTROL_TOKEN = process.env.DBPLANE_CONFORMANCE_CONTROL_TOKEN;

export interface StartOptions extends Omit<ConformanceServerOptions, "transitionMs"> {
  transitionMs?: number;
}

export async function startTarget(opts: StartOptions = {}): Promise<Target> {
  const url = process.env.DBPLANE_CONFORMANCE_URL;
  const token = process.env.DBPLANE_CONFORMANCE_TOKEN;
  if (url && token) {
    // An external server: discover the seeded ids from what the token can see.
    const health = await call(url, CONTROL_TOKEN, "POST", "/_conformance/reset");
    if (health.status >= 400) throw new Error(`reset failed on ${url}: ${health.status}`);
    const info = await call(url, CONTROL_TOKEN, "GET", "/_conformance/seed");
    const seed = info.body as Omit<Target, "apiUrl" | "token" | "close">;
    return { apiUrl: url, token, ...seed, close: async () => undefined };
  }
  const server = await startConformanceServer({ ...opts, transitionMs: opts.transitionMs ?? 1000 });
  return {
    apiUrl: server.apiUrl,
    token: server.apiToken,
    organizationId: server.organizationId,
    projectId: server.projectId,
    clusterId: server.clusterId,
    clusters: server.clusters,
    server,
    close: () => server.close(),
  };
}

/** A target started before the tests of the file (or describe block) that calls it and closed
 *  after them. The object is filled in by that beforeAll hook: `client(t)` may be bound at once,
 *  `paths(t)` and the ids are read inside hooks and tests. */
export function useTarget(opts: StartOptions = {}): Target {
  const t = {} as Target;
  beforeAll(async () => {
    Object.assign(t, await startTarget(opts));
  });
  afterAll(async () => {
    await t.close?.();
  });
  return t;
}

export interface Response<T = any> {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: T;
  text: string;
}

export interface CallOptions {
  headers?: Record<string, string>;
  /** Raw body text (with its own content type in headers). */
  raw?: string;
}

/** Whether `path` is the control plane's, percent-encoded or not. */
function isControlPath(path: string): boolean {
  try {
    return decodeURIComponent(path).startsWith("/_conformance/");
  } catch {
    return false;
  }
}

export async function call<T = any>(
  baseUrl: string,
  token: string | undefined,
  method: string,
  path: string,
  body?: unknown,
  opts: CallOptions = {},
): Promise<Response<T>> {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (token !== undefined && !("authorization" in headers)) headers.authorization = `Bearer ${token}`;
  let payload: string | undefined;
  if (opts.raw !== undefined) payload = opts.raw;
  else if (body !== undefined) {
    payload = JSON.stringify(body);
    headers["content-type"] ??= "application/json";
  } else if (method === "POST" && isControlPath(path)) {
    // The control plane takes a POST only as JSON, body or none (a page can't send that cross-origin).
    headers["content-type"] ??= "application/json";
  }
  const res = await request(baseUrl + path, { method: method as never, headers, body: payload });
  const text = await res.body.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.statusCode, headers: res.headers, body: parsed as T, text };
}

/** A client bound to one target: `api.get("/v4/...")`, paths relative to the API URL; `token`
 *  defaults to the target's. The target is read at each call (see useTarget). */
export function client(target: Pick<Target, "apiUrl" | "token">, token?: string) {
  const make = (method: string) => (path: string, body?: unknown, opts?: CallOptions) =>
    call(target.apiUrl, token ?? target.token, method, path, body, opts);
  return {
    get: make("GET"),
    post: make("POST"),
    put: make("PUT"),
    patch: make("PATCH"),
    delete: make("DELETE"),
    /** Control plane (with DBPLANE_CONFORMANCE_CONTROL_TOKEN when set). */
    control: (method: string, path: string, body?: unknown) => call(target.apiUrl, CONTROL_TOKEN, method, `/_conformance/${path}`, body),
  };
}

/** Path prefixes of document 4 for the seeded scope. */
export function paths(t: Pick<Target, "organizationId" | "projectId" | "clusterId">, clusterId = t.clusterId) {
  const O = `/v4/organizations/${t.organizationId}`;
  const P = `${O}/projects/${t.projectId}`;
  const C = `${P}/clusters/${clusterId}`;
  return { O, P, C, A: (appServiceId: string) => `${C}/appservices/${appServiceId}` };
}

/** Asserts the management API's error body. */
export function expectError(res: Response, status: number, code?: number, messageMatch?: RegExp): void {
  expect({ status: res.status, body: res.body }).toMatchObject({
    status,
    body: { httpStatusCode: status, ...(code !== undefined ? { code } : {}) },
  });
  expect(typeof res.body.message).toBe("string");
  expect(typeof res.body.hint).toBe("string");
  if (messageMatch) expect(res.body.message).toMatch(messageMatch);
}
