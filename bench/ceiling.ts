import Fastify, { type FastifyInstance } from "fastify";

/** The ceiling each server figure is held against: a bare fastify server (default options, no
 *  schema) that checks the same credentials as the route measured — a bearer token looked up in
 *  a map, or a Basic header — and answers a body of the same size with the same status. Whatever
 *  dbplane does beyond that is the cost of being dbplane. */
export interface CeilingSpec {
  /** `Bearer <token>` accepted (looked up in a map), or one header's exact value (Basic
   *  credentials, a session cookie). */
  auth: { bearer: string } | { header: "authorization" | "cookie"; value: string };
  /** The answer, serialized by fastify as a bare app would. */
  body: unknown;
  status: number;
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
  app.all("/*", async (_request, reply) => reply.status(spec.status).send(spec.body));
  await app.listen({ host: "127.0.0.1", port: 0 });
  return app;
}
