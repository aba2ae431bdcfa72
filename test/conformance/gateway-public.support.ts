import { call, startTarget, type CallOptions, type Response, type Target } from "../support/conformance";

/** Helpers shared by the gateway public-API tests (documents, auth, sessions, OIDC, webhooks):
 *  databases and users are made through the admin API with the bootstrap gateway admin. */
export interface Gateway {
  t: Target;
  admin(method: string, path: string, body?: unknown, opts?: CallOptions): Promise<Response>;
  /** The public API; `as` picks the credentials. */
  pub(method: string, path: string, body?: unknown, as?: As, opts?: CallOptions): Promise<Response>;
  control(method: string, path: string, body?: unknown): Promise<Response>;
  createDb(name: string, config?: Record<string, unknown>): Promise<void>;
  createUser(db: string, name: string, fields?: Record<string, unknown>): Promise<void>;
  close(): Promise<void>;
}

export type As = { user: string; password: string } | { bearer: string } | { cookie: string } | undefined;

export const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;

export async function startGateway(): Promise<Gateway> {
  const t = await startTarget();
  if (!t.server) throw new Error("the gateway tests need the in-process server");
  const s = t.server;
  const adminAuth = basic(s.gatewayAdminUsername, s.gatewayAdminPassword);
  const gw: Gateway = {
    t,
    admin: (method, path, body, opts = {}) =>
      call(s.gatewayAdminUrl, undefined, method, path, body, { ...opts, headers: { authorization: adminAuth, ...(opts.headers ?? {}) } }),
    pub: (method, path, body, as, opts = {}) => {
      const headers: Record<string, string> = { ...(opts.headers ?? {}) };
      if (as && "user" in as) headers.authorization = basic(as.user, as.password);
      if (as && "bearer" in as) headers.authorization = `Bearer ${as.bearer}`;
      if (as && "cookie" in as) headers.cookie = as.cookie;
      return call(s.gatewayPublicUrl, undefined, method, path, body, { ...opts, headers });
    },
    control: (method, path, body) => call(t.apiUrl, undefined, method, `/_conformance/${path}`, body),
    createDb: async (name, config = {}) => {
      const res = await gw.admin("PUT", `/${name}/`, { bucket: name, ...config });
      if (res.status !== 201) throw new Error(`creating database ${name}: ${res.status} ${res.text}`);
    },
    createUser: async (db, name, fields = {}) => {
      const res = await gw.admin("PUT", `/${db}/_user/${encodeURIComponent(name)}`, { name, password: "pass-word", ...fields });
      if (res.status !== 201 && res.status !== 200) throw new Error(`creating user ${name}: ${res.status} ${res.text}`);
    },
    close: () => t.close(),
  };
  return gw;
}

/** Asserts the gateway's error body (document 4): `{error, reason}`. */
export function expectGatewayError(res: Response, status: number, reason?: RegExp): void {
  expect({ status: res.status, type: String(res.headers["content-type"]) }).toEqual({ status, type: expect.stringContaining("application/json") });
  const error = status === 404 ? "not_found" : status === 409 ? "conflict" : expect.any(String);
  expect(res.body).toEqual({ error, reason: expect.any(String) });
  if (reason) expect(res.body.reason).toMatch(reason);
}

/** Polls until `check` passes (bounded: about 5 s), returning its last value. */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
}
