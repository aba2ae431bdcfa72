import { call, type CallOptions, type Response, type Target } from "./conformance";

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

/** Asserts the gateway's error body `{error, reason}`: `not_found` for 404, `conflict` for 409,
 *  otherwise the status text. */
export function expectGatewayError(res: Response, status: number, reason?: RegExp): void {
  expect({ status: res.status, body: res.body }).toMatchObject({ status });
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  const error = status === 404 ? "not_found" : status === 409 ? "conflict" : expect.any(String);
  expect(res.body).toEqual({ error, reason: expect.any(String) });
  if (reason) expect(res.body.reason).toMatch(reason);
}
