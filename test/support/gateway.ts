import { call, client, startTarget, type CallOptions, type Response, type StartOptions, type Target } from "./conformance";

/** Test helpers for the data-sync gateway's APIs (document 1; gateway part of document 4). */
export const basic = (user: string, password: string): string =>
  `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;

/** A client for one gateway port, sending `authorization` (if any) on every request. */
export function gateway(baseUrl: string, authorization?: string) {
  const make = (method: string) => (path: string, body?: unknown, opts: CallOptions = {}) =>
    call(baseUrl, undefined, method, path, body, {
      ...opts,
      headers: { ...(authorization ? { authorization } : {}), ...(opts.headers ?? {}) },
    });
  return { get: make("GET"), post: make("POST"), put: make("PUT"), delete: make("DELETE") };
}

/** The admin API as the bootstrap gateway administrator. */
export function gatewayAdmin(t: Target) {
  const s = t.server!;
  return gateway(s.gatewayAdminUrl, basic(s.gatewayAdminUsername, s.gatewayAdminPassword));
}

/** Asserts the gateway's error body `{error, reason}` (`Content-Type: application/json`):
 *  `not_found` for 404, `conflict` for 409, otherwise the status text. */
export function expectGatewayError(res: Response, status: number, reason?: RegExp): void {
  expect({ status: res.status, type: String(res.headers["content-type"]) }).toEqual({
    status,
    type: expect.stringMatching(/^application\/json/),
  });
  const error = status === 404 ? "not_found" : status === 409 ? "conflict" : expect.any(String);
  expect(res.body).toEqual({ error, reason: expect.any(String) });
  if (reason) expect(res.body.reason).toMatch(reason);
}

/** Polls `read` until `check` passes or about `timeoutMs` have gone by, returning its last value
 *  (for what happens after the response: webhook deliveries, their timeouts). */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Credentials of a public request: Basic, a Bearer ID token, a cookie, or none (GUEST). */
export type As = { user: string; password: string } | { bearer: string } | { cookie: string } | undefined;

/** An in-process server with helpers for the public-API tests (documents, auth, sessions, OIDC,
 *  webhooks): databases and users are made through the admin API as the bootstrap admin. */
export interface Gateway {
  t: Target;
  admin: ReturnType<typeof gatewayAdmin>;
  /** The public API; `as` picks the credentials. */
  pub(method: string, path: string, body?: unknown, as?: As, opts?: CallOptions): Promise<Response>;
  control(method: string, path: string, body?: unknown): Promise<Response>;
  createDb(name: string, config?: Record<string, unknown>): Promise<void>;
  /** Creates (or updates) a user whose password is `pass-word`. */
  createUser(db: string, name: string, fields?: Record<string, unknown>): Promise<void>;
  close(): Promise<void>;
}

export async function startGateway(opts: StartOptions = {}): Promise<Gateway> {
  const t = await startTarget(opts);
  if (!t.server) throw new Error("the gateway tests need the in-process server");
  const publicUrl = t.server.gatewayPublicUrl;
  const admin = gatewayAdmin(t);
  return {
    t,
    admin,
    pub: (method, path, body, as, opts = {}) => {
      const headers: Record<string, string> = { ...(opts.headers ?? {}) };
      if (as && "user" in as) headers.authorization = basic(as.user, as.password);
      if (as && "bearer" in as) headers.authorization = `Bearer ${as.bearer}`;
      if (as && "cookie" in as) headers.cookie = as.cookie;
      return call(publicUrl, undefined, method, path, body, { ...opts, headers });
    },
    control: client(t).control,
    createDb: async (name, config = {}) => {
      const res = await admin.put(`/${name}/`, { bucket: name, ...config });
      if (res.status !== 201) throw new Error(`creating database ${name}: ${res.status} ${res.text}`);
    },
    createUser: async (db, name, fields = {}) => {
      const res = await admin.put(`/${db}/_user/${encodeURIComponent(name)}`, { name, password: "pass-word", ...fields });
      if (res.status !== 201 && res.status !== 200) throw new Error(`creating user ${name}: ${res.status} ${res.text}`);
    },
    close: () => t.close(),
  };
}
