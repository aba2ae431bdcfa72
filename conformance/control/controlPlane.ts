import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { ServerContext } from "../context";
import { badRequest, notFound } from "../core/errors";
import { compilePath, spoilsAnswer } from "../core/faults";
import { declaredBody } from "../core/validate";
import type { Seed } from "../model";
import { FAILABLE_OPERATIONS, type FailureKind } from "../management/operations";
import { reseed, seedSummary } from "../management/seed";
import { usageReport } from "../gateway/usage";

/** The unauthenticated control plane under `/_conformance/` on the API port: health, reset,
 *  time travel, the request log, fault rules and simulations of what happens outside the API.
 *  Area modules add their own simulations (e.g. `simulate/private-endpoint`). */
/** How far the clock may be moved ahead in all: a century covers any expiry or retention a test
 *  waits out, and keeps every date the server writes a valid one (a date past the year 275760
 *  cannot be written at all, and the offset outlives a restart in the data directory). */
export const MAX_CLOCK_OFFSET_MS = 100 * 365.25 * 24 * 3600 * 1000;
/** The largest padded answer a fault rule makes (enough to pass any client's size cap). */
const MAX_ANSWER_BYTES = 256 * 1024 * 1024;
const clockBody = declaredBody(z.strictObject({ advanceMs: z.number().int().min(0).max(MAX_CLOCK_OFFSET_MS) }));
const faultBody = declaredBody(z.strictObject({
  method: z.string().min(1).optional(),
  path: z.string().min(1),
  status: z.number().int().min(100).max(599).optional(),
  code: z.number().int().optional(),
  retryAfterSeconds: z.number().min(0).optional(),
  latencyMs: z.number().int().min(0).max(600_000).optional(),
  times: z.number().int().min(1).optional(),
  probability: z.number().min(0).max(1).optional(),
  hang: z.literal(true).optional(),
  answerBody: z.string().optional(),
  answerContentType: z.string().min(1).max(200).optional(),
  answerBytes: z.number().int().min(0).max(MAX_ANSWER_BYTES).optional(),
  trickleMs: z.number().int().min(1).max(60_000).optional(),
}));
const clusterBody = declaredBody(z.strictObject({ clusterId: z.string(), state: z.enum(["on", "off"]) }));
const failureKinds = Object.keys(FAILABLE_OPERATIONS) as FailureKind[];
const failureBody = declaredBody(z.strictObject({
  kind: z.enum(failureKinds),
  /** One of the kind's operations (checked by the handler, which names them). */
  operation: z.enum([...new Set(Object.values(FAILABLE_OPERATIONS).flat())]),
  times: z.number().int().min(1).optional(),
}));

export const CONTROL = "/_conformance";

export function registerControlPlane(app: FastifyInstance, ctx: ServerContext): void {
  app.get(`${CONTROL}/health`, async () => ({ ok: true, now: ctx.clock.iso(), clockOffsetMs: ctx.clock.offset }));

  app.get(`${CONTROL}/seed`, async () => seedSummary(ctx.seed()));

  app.post(`${CONTROL}/reset`, async () => {
    reseed(ctx);
    ctx.faults.remove();
    ctx.requests.clear();
    for (const hook of ctx.hooks.reset) hook();
    return { ok: true };
  });

  app.post(`${CONTROL}/clock`, clockBody.route(), async (req) => {
    const { advanceMs } = clockBody.read(req);
    if (ctx.clock.offset + advanceMs > MAX_CLOCK_OFFSET_MS) {
      throw badRequest(
        `Field 'advanceMs' would move the clock ${ctx.clock.offset + advanceMs} ms ahead in all; at most ${MAX_CLOCK_OFFSET_MS} ms (a century) is allowed.`,
        "The clock only moves forward: start a server on a new data directory to begin again from the wall clock.",
      );
    }
    ctx.clock.advance(advanceMs);
    ctx.store.clockOffsetMs = ctx.clock.offset;
    return { now: ctx.clock.iso(), clockOffsetMs: ctx.clock.offset };
  });

  app.get(`${CONTROL}/usage`, async () => usageReport(ctx));

  app.get(`${CONTROL}/requests`, async () => ({ data: ctx.requests.list() }));
  app.delete(`${CONTROL}/requests`, async (_req, reply) => {
    ctx.requests.clear();
    return reply.status(204).send();
  });

  app.get(`${CONTROL}/faults`, async () => ({ data: ctx.faults.list() }));
  app.post(`${CONTROL}/faults`, faultBody.route({ status: 201 }), async (req, reply) => {
    const body = faultBody.read(req);
    try {
      compilePath(body.path);
    } catch (e) {
      throw badRequest(
        `Field 'path' is not a regular expression this server accepts (RE2 syntax, matched in linear time: no backreferences or lookaround): ${(e as Error).message}`,
      );
    }
    const spoils = spoilsAnswer(body);
    if (body.status === undefined && body.latencyMs === undefined && !body.hang && !spoils) {
      throw badRequest("A fault rule needs 'status', 'latencyMs', 'hang', 'answerBody', 'answerBytes' or 'trickleMs'.");
    }
    if ((body.status !== undefined || body.hang) && spoils) {
      throw badRequest("A fault rule that answers for the handler ('status', 'hang') can't also spoil the handler's answer ('answerBody', 'answerBytes', 'trickleMs').");
    }
    if (body.answerBody !== undefined && body.answerBytes !== undefined) throw badRequest("A fault rule takes 'answerBody' or 'answerBytes', not both.");
    return reply.status(201).send(ctx.faults.add(body));
  });
  app.delete(`${CONTROL}/faults`, async (_req, reply) => {
    ctx.faults.remove();
    return reply.status(204).send();
  });
  app.delete<{ Params: { id: string } }>(`${CONTROL}/faults/:id`, async (req, reply) => {
    if (!ctx.faults.list().some((f) => f.id === req.params.id)) throw notFound(`Fault rule ${req.params.id} not found.`);
    ctx.faults.remove(req.params.id);
    return reply.status(204).send();
  });

  app.post(`${CONTROL}/simulate/cluster`, clusterBody.route(), async (req) => {
    const { clusterId, state } = clusterBody.read(req);
    const seeds = ctx.store.table<Seed>("seed");
    const seed = ctx.seed();
    const cluster = seed.clusters.find((c) => c.id === clusterId);
    if (!cluster) throw notFound(`Cluster ${clusterId} not found.`);
    cluster.power = state;
    seeds.touch("world");
    return { id: cluster.id, cloudProvider: cluster.cloudProvider, freeTier: cluster.freeTier, power: cluster.power };
  });

  // A typo must not arm a rule that never fires: unknown kinds and operations are refused.
  app.post(`${CONTROL}/simulate/failure`, failureBody.route(), async (req) => {
    const body = failureBody.read(req);
    const operations: readonly string[] = FAILABLE_OPERATIONS[body.kind];
    if (!operations.includes(body.operation)) {
      throw badRequest(
        `Field 'operation' must be one of ${operations.map((o) => JSON.stringify(o)).join(", ")} for kind ${JSON.stringify(body.kind)}; got ${JSON.stringify(body.operation)}.`,
      );
    }
    ctx.failures.add({ kind: body.kind, operation: body.operation, times: body.times ?? 1 });
    return { ok: true };
  });
}
