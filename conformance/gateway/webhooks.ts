import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context";
import { CONTROL } from "../control/controlPlane";
import { egressRefusalOf, redactUrl } from "../core/egress";
import { FairSlots } from "../core/fairSlots";
import { Ring } from "../core/ring";
import { eventHandlersOf, fairShareOf, type Database, type WebhookHandler } from "./databases";
import { SandboxFailure } from "./sandbox";
import { postTargetOf, WebhookPost, type PostTarget } from "./webhookPost";

/** `document_changed` webhooks (document 1 "Events", "States and transitions", "Limits";
 *  defaults from document 4). Each database has an in-memory queue: at most `max_processes`
 *  (here never more than MAX_PROCESSES, see databases.ts) events are processed at once and up to 3 × max_processes wait; an event arriving while the
 *  queue is full waits `wait_for_process` ms for room, then is discarded with an `Event` log
 *  entry. Processing runs each handler's filter in the sandbox, then POSTs the document.
 *  Delivery is real time (timeouts are seconds on the wall clock), never on the write's path.
 *
 *  Writes never wait here, so arrivals waiting for room are held in memory: at most as many as
 *  the queue holds; beyond that an arrival is discarded at once, as with `wait_for_process` 0.
 *
 *  Every POST obeys the egress rule (core/egress.ts; a refusal discards the event with its
 *  reason), and at most `webhookConnections` are open at once across the server, whatever each
 *  database's `max_processes` (receivers that never answer cannot exhaust the server's file
 *  descriptors), and at most `webhookConnectionsPerTenant` for one tenant (each self-managed
 *  database on its own: databases.ts `fairShareOf`): the tenants' queues take turns at the
 *  connections (core/fairSlots.ts), so one tenant's silent receivers, held
 *  for as long as its handlers' `timeout` (at most `webhookTimeout`) allows, delay only that
 *  tenant's events. Handler URLs appear redacted (credentials, and a path or query that carries
 *  a secret: core/egress.ts `redactUrl`). */

export type EventState = "queued" | "posting" | "posted" | "dropped" | "discarded";

/** One event's fate at one handler: what `GET /_conformance/gateway/events` lists. */
export interface EventRecord {
  db: string;
  docId: string;
  rev: string;
  handler: string;
  state: EventState;
  status?: number;
  reason?: string;
  at: string;
}

export interface LogLine {
  at: string;
  level: "info" | "warn";
  key: "Event";
  message: string;
}

/** The change an event carries: the document as posted (with `_id`, `_rev`, and
 *  `_deleted: true` for a deletion) and the previous revision's body, for the filter. */
export interface DocumentChange {
  db: string;
  docId: string;
  rev: string;
  doc: Record<string, unknown>;
  oldDoc: Record<string, unknown> | null;
}

const MAX_RECORDS = 10_000;
const MAX_URLS = 1000;
/** setTimeout's longest delay (a longer one would fire at once). */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** Why a POST was abandoned. */
const TIMED_OUT = "timed out";
const RESET = "reset";

interface QueuedEvent {
  change: DocumentChange;
  /** Whose share of the connections the POSTs take. */
  tenant: string;
  handlers: WebhookHandler[];
  records: EventRecord[];
}

interface Arrival {
  /** Lets the arrival in; false when it had already given up. */
  wake(): boolean;
}

class DatabaseQueue {
  waiting: QueuedEvent[] = [];
  processing = 0;
  /** Arrivals waiting for room (`wait_for_process`), woken in order when an event leaves; one
   *  that gave up stays in the list until reached, and is skipped (no search on each timeout). */
  arrivals: Arrival[] = [];
  /** Arrivals still waiting. */
  waitingArrivals = 0;
  /** Set by a reset (or the server's close): nothing more enters or starts. */
  closed = false;
}

class Webhooks {
  readonly records = new Ring<EventRecord>(MAX_RECORDS);
  readonly log = new Ring<LogLine>(MAX_RECORDS);
  queues = new Map<string, DatabaseQueue>();
  inFlight = new Set<WebhookPost>();
  /** The connections deliveries take turns at, tenant by tenant (then database by database). */
  private readonly connections: FairSlots;
  /** Bumped by a reset: deliveries of an earlier generation are abandoned. */
  private generation = 0;
  /** Set when the server closes: a write still being answered raises nothing more. */
  stopped = false;
  /** Each handler URL as shown (credentials redacted) and as requested (credentials as a
   *  header; undefined when it is no URL): worked out once per URL, not per event. */
  private readonly urls = new Map<string, { shown: string; target: PostTarget | undefined }>();

  constructor(private readonly ctx: ServerContext) {
    this.connections = new FairSlots(ctx.limits.webhookConnections, ctx.limits.webhookConnectionsPerTenant);
  }

  private urlOf(url: string) {
    let known = this.urls.get(url);
    if (!known) {
      if (this.urls.size >= MAX_URLS) this.urls.clear();
      this.urls.set(url, (known = { shown: redactUrl(url), target: postTargetOf(url) }));
    }
    return known;
  }

  /** Raises `document_changed` for a write; returns at once. */
  raise(db: Database, change: DocumentChange): void {
    const settings = eventHandlersOf(db);
    if (this.stopped || settings.document_changed.length === 0) return;
    const event: QueuedEvent = {
      change,
      tenant: fairShareOf(db),
      handlers: settings.document_changed,
      records: settings.document_changed.map((h) => this.record(change, this.urlOf(h.url).shown)),
    };
    const queue = this.queueOf(db.name);
    const capacity = 3 * settings.max_processes;
    if (queue.waiting.length < capacity) return this.enqueue(queue, event, settings.max_processes);
    if (settings.wait_for_process <= 0) return this.discardArrival(event, "queue full and wait_for_process is 0");
    if (queue.waitingArrivals >= capacity) return this.discardArrival(event, `queue full and ${capacity} arrivals already waiting for room`);
    void this.waitForRoom(queue, capacity, settings.wait_for_process).then((room) => {
      if (queue.closed) return;
      if (room) this.enqueue(queue, event, settings.max_processes);
      else this.discardArrival(event, `queue full for ${settings.wait_for_process} ms`);
    });
  }

  /** Forgets every queue, event and log line; posts under way are abandoned. */
  reset(): void {
    this.generation++;
    for (const post of this.inFlight) post.end(RESET);
    this.inFlight.clear();
    for (const queue of this.queues.values()) {
      queue.closed = true;
      queue.waiting = [];
      for (const arrival of queue.arrivals) arrival.wake();
    }
    this.queues.clear();
    // Woken without a connection: they hold none, so they give none back.
    this.connections.cancelWaiting();
    this.records.clear();
    this.log.clear();
  }

  private queueOf(db: string): DatabaseQueue {
    let queue = this.queues.get(db);
    if (!queue) this.queues.set(db, (queue = new DatabaseQueue()));
    return queue;
  }

  private record(change: DocumentChange, handler: string): EventRecord {
    const record: EventRecord = { db: change.db, docId: change.docId, rev: change.rev, handler, state: "queued", at: this.ctx.clock.iso() };
    this.records.push(record);
    return record;
  }

  private settle(record: EventRecord, state: EventState, fields: { status?: number; reason?: string } = {}): void {
    Object.assign(record, { state, ...fields, at: this.ctx.clock.iso() });
  }

  private writeLog(level: LogLine["level"], message: string): void {
    this.log.push({ at: this.ctx.clock.iso(), level, key: "Event", message });
  }

  private discardArrival(event: QueuedEvent, why: string): void {
    for (const r of event.records) this.settle(r, "discarded", { reason: why });
    this.writeLog("warn", `Event queue full - discarding event for doc "${event.change.docId}" rev ${event.change.rev} in db "${event.change.db}": ${why}`);
  }

  private waitForRoom(queue: DatabaseQueue, capacity: number, ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      let waiting = true;
      const timer = unrefTimer(() => {
        if (!waiting) return;
        waiting = false;
        queue.waitingArrivals--;
        resolve(false);
      }, ms);
      queue.waitingArrivals++;
      queue.arrivals.push({
        wake: () => {
          if (!waiting) return false;
          waiting = false;
          queue.waitingArrivals--;
          clearTimeout(timer);
          resolve(!queue.closed && queue.waiting.length < capacity);
          return true;
        },
      });
    });
  }

  private enqueue(queue: DatabaseQueue, event: QueuedEvent, maxProcesses: number): void {
    queue.waiting.push(event);
    this.pump(queue, maxProcesses);
  }

  /** Starts waiting events while processes are free. The event leaves the queue at once (so
   *  the room is counted exactly) and is processed on a later tick (so never on the write's
   *  path). */
  private pump(queue: DatabaseQueue, maxProcesses: number): void {
    while (queue.processing < maxProcesses && queue.waiting.length > 0) {
      const event = queue.waiting.shift()!;
      queue.processing++;
      while (queue.arrivals.length > 0 && !queue.arrivals.shift()!.wake());
      setImmediate(() => {
        void this.process(queue, event).finally(() => {
          queue.processing--;
          this.pump(queue, maxProcesses);
        });
      });
    }
  }

  private async process(queue: DatabaseQueue, event: QueuedEvent): Promise<void> {
    // A reset between leaving the queue and this tick abandons the event too.
    if (queue.closed) return;
    await Promise.all(
      event.handlers.map((h, i) =>
        this.deliver(event, h, event.records[i]).catch((e: unknown) =>
          this.settle(event.records[i], "discarded", { reason: `internal error: ${(e as Error).message}` }),
        ),
      ),
    );
  }

  private async deliver(event: QueuedEvent, handler: WebhookHandler, record: EventRecord): Promise<void> {
    const { change, tenant } = event;
    if (handler.filter !== undefined) {
      const verdict = await runFilter(this.ctx, change, handler.filter, `filter ${handler.url}`);
      if (verdict !== true) {
        this.settle(record, "dropped", { reason: verdict === false ? "filter returned false" : verdict });
        if (verdict !== false) this.writeLog("warn", `Webhook handler ${this.urlOf(handler.url).shown}: dropping event for doc "${change.docId}" rev ${change.rev}: ${verdict}`);
        return;
      }
    }
    const generation = this.generation;
    if (!(await this.connections.acquire(tenant, change.db))) return;
    if (this.stopped || generation !== this.generation) return this.connections.release(tenant);
    this.settle(record, "posting");
    const post = new WebhookPost();
    this.inFlight.add(post);
    // A timeout of 0 (no limit, to the gateway) waits as long as this server lets a handler wait.
    const seconds = handler.timeout === 0 ? this.ctx.limits.webhookTimeout : Math.min(handler.timeout, this.ctx.limits.webhookTimeout);
    const timer = unrefTimer(() => post.end(TIMED_OUT), seconds * 1000);
    try {
      const { target } = this.urlOf(handler.url);
      if (!target) throw new Error("the handler's url is not a URL");
      const status = await post.send(this.ctx.egress.agent, target, JSON.stringify(change.doc));
      this.settle(record, "posted", { status });
    } catch (e) {
      if (post.endedFor === RESET) return;
      const refusal = egressRefusalOf(e);
      const reason =
        post.endedFor === TIMED_OUT
          ? `no response within ${seconds} s`
          : refusal
            ? `refused by the egress rule: ${refusal.message}`
            : `POST failed: ${redactUrl((e as Error).message)}`;
      this.settle(record, "discarded", { reason });
      this.writeLog("warn", `Webhook handler ${this.urlOf(handler.url).shown}: discarding event for doc "${change.docId}" rev ${change.rev}: ${reason}`);
    } finally {
      clearTimeout(timer);
      this.inFlight.delete(post);
      this.connections.release(tenant);
    }
  }
}

/** A timer that never keeps the process alive on its own, its delay capped to what setTimeout
 *  can wait. */
function unrefTimer(fire: () => void, ms: number): NodeJS.Timeout {
  return setTimeout(fire, Math.min(ms, MAX_TIMER_MS)).unref();
}

/** `true` to post; `false`, or why the filter gave no boolean (a throw, a non-boolean, a
 *  timeout, memory exhausted): any of these means no POST (document 4). */
async function runFilter(ctx: ServerContext, change: DocumentChange, source: string, use: string): Promise<true | false | string> {
  try {
    const outcome = await ctx.sandbox.run({ db: change.db, use, source, args: [change.doc, change.oldDoc] });
    if (!outcome.ok) return `filter threw: ${JSON.stringify(outcome.thrown)}`;
    if (typeof outcome.result !== "boolean") return `filter returned a non-boolean (${outcome.result === undefined ? "undefined" : JSON.stringify(outcome.result)})`;
    return outcome.result;
  } catch (e) {
    if (e instanceof SandboxFailure) {
      const what = { timeout: "timed out", memory: "ran out of memory", busy: "could not run", invalid: "is invalid" }[e.kind];
      return `filter ${what}: ${e.message}`;
    }
    throw e;
  }
}

const instances = new WeakMap<ServerContext, Webhooks>();

function webhooksOf(ctx: ServerContext): Webhooks {
  let w = instances.get(ctx);
  if (!w) {
    instances.set(ctx, (w = new Webhooks(ctx)));
    ctx.hooks.reset.push(() => w!.reset());
  }
  return w;
}

/** Raises `document_changed` for a document written through the public API. */
export function raiseDocumentChanged(ctx: ServerContext, db: Database, change: DocumentChange): void {
  webhooksOf(ctx).raise(db, change);
}

/** Control plane: every event's fate and the `Event` log lines. */
export function registerGatewayEvents(app: FastifyInstance, ctx: ServerContext): void {
  const webhooks = webhooksOf(ctx);
  // Closing the server abandons deliveries under way instead of waiting for their timeouts.
  app.addHook("onClose", async () => {
    webhooks.stopped = true;
    webhooks.reset();
  });
  app.get<{ Querystring: { db?: string } }>(`${CONTROL}/gateway/events`, async (req) => ({
    data: webhooks.records.toArray().filter((r) => !req.query.db || r.db === req.query.db),
  }));
  app.delete(`${CONTROL}/gateway/events`, async (_req, reply) => {
    webhooks.records.clear();
    return reply.status(204).send();
  });
  app.get(`${CONTROL}/gateway/log`, async () => ({ data: webhooks.log.toArray() }));
  app.delete(`${CONTROL}/gateway/log`, async (_req, reply) => {
    webhooks.log.clear();
    return reply.status(204).send();
  });
}
