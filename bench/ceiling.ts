import Fastify, { type FastifyInstance } from "fastify";
import { Clock } from "../conformance/core/clock";
import { Secrets } from "../conformance/core/secrets";
import { newApiKey } from "../conformance/management/apiKeys";
import { tokenFor } from "../conformance/management/route";
import type { ApiKeyRecord } from "../conformance/model";

/** The ceiling each server figure is held against: a bare fastify server (default options, no
 *  schema) that checks the same credentials as the route measured — a bearer token looked up in
 *  a map, or a Basic header — and answers a body of the same size with the same status. Whatever
 *  dbplane does beyond that is the cost of being dbplane.
 *
 *  A create also has work of its own that no server can skip; `work: "createApiKey"` makes a
 *  second ceiling that does it with dbplane's own code (newApiKey: a random secret, its keyed
 *  hash, an id, the record and its audit; kept in a Map) and answers `{ id, token }` as the
 *  API does. Beside that one, what is left is dbplane's framework around the create. */
export interface CeilingSpec {
  /** `Bearer <token>` accepted (looked up in a map), or one header's exact value (Basic
   *  credentials, a session cookie). */
  auth: { bearer: string } | { header: "authorization" | "cookie"; value: string };
  /** The answer, serialized by fastify as a bare app would. */
  body: unknown;
  status: number;
  /** What the handler does before it answers: nothing (the fixed body), or a create's own work,
   *  whose answer then replaces the body. */
  work?: "createApiKey";
}

export async function startCeiling(spec: CeilingSpec): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  const tokens = new Map<string, string>("bearer" in spec.auth ? [[spec.auth.bearer, "caller"]] : []);
  const auth = spec.auth;
  const check = (headers: Record<string, string | string[] | undefined>): boolean => {
    if ("header" in auth) return headers[auth.header] === auth.value;
    const header = headers.authorization;
    const token = typeof header === "string" ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
    return token !== undefined && tokens.has(token);
  };
  app.addHook("onRequest", async (request, reply) => {
    if (!check(request.headers)) return reply.status(401).send({ message: "unauthorized" });
  });
  const answer = spec.work === "createApiKey" ? createApiKey() : () => spec.body;
  app.all("/*", async (request, reply) => reply.status(spec.status).send(answer(request.body)));
  await app.listen({ host: "127.0.0.1", port: 0 });
  return app;
}

/** A create's own work, as dbplane does it, with nothing around it. */
function createApiKey(): (body: unknown) => unknown {
  const ctx = { secrets: new Secrets(), clock: new Clock() };
  const kept = new Map<string, ApiKeyRecord>();
  return (body) => {
    const { key, secret } = newApiKey(ctx, "organization", body as Parameters<typeof newApiKey>[2], "caller");
    kept.set(key.id, key);
    return { id: key.id, token: tokenFor(key.id, secret) };
  };
}
