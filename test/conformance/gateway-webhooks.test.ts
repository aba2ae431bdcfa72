import * as http from "node:http";
import type { AddressInfo } from "node:net";
import { eventually, expectGatewayError, startGateway, type Gateway } from "../support/gateway";

/** Document 1 "Events", "States and transitions" (webhook event), "Errors" and "Limits";
 *  event handler defaults and the POST format from document 4. A real receiver listens on
 *  loopback: `/ok/*` answers 200 at once, `/hold/*` answers only when released. */
let gw: Gateway;
let receiver: http.Server;
let base: string;
const received: Array<{ path: string; contentType: string | undefined; body: any }> = [];
const held: http.ServerResponse[] = [];
const alice = { user: "alice", password: "pass-word" };

function releaseHeld(): void {
  for (const res of held.splice(0)) if (!res.writableEnded) res.end("late");
}

type EventRow = { db: string; docId: string; rev: string; handler: string; state: string; status?: number; reason?: string };

async function events(db: string): Promise<EventRow[]> {
  return (await gw.control("GET", `gateway/events?db=${db}`)).body.data;
}

async function eventsWhen(db: string, check: (rows: EventRow[]) => boolean): Promise<EventRow[]> {
  return eventually(() => events(db), check);
}

async function database(name: string, eventHandlers: Record<string, unknown>): Promise<void> {
  await gw.createDb(name, { event_handlers: eventHandlers });
  await gw.createUser(name, "alice", { admin_channels: ["*"] });
}

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let text = "";
    req.on("data", (c) => (text += c));
    req.on("end", () => {
      received.push({ path: req.url ?? "", contentType: req.headers["content-type"], body: JSON.parse(text || "null") });
      if (req.url?.startsWith("/hold")) held.push(res);
      else if (req.url?.startsWith("/status/")) res.writeHead(parseInt(req.url.split("/")[2], 10)).end("answered");
      else if (req.url?.startsWith("/hang-up")) req.socket.destroy();
      else if (req.url?.startsWith("/endless")) {
        // An answer that never ends: 64 KiB every few milliseconds while the socket is open.
        res.writeHead(202);
        const chunk = Buffer.alloc(64 * 1024, "x");
        const more = setInterval(() => (res.destroyed ? clearInterval(more) : res.write(chunk)), 5);
      } else res.end("ok");
    });
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  // The receivers listen on loopback. Connections are few, so that one tenant can take its share.
  gw = await startGateway({ egressAllowPrivate: true, limits: { webhookTimeout: 30, webhookConnections: 8, webhookConnectionsPerTenant: 4 } });
});
afterAll(async () => {
  releaseHeld();
  await gw.close();
  receiver.closeAllConnections();
  await new Promise((r) => receiver.close(r));
});

/** Lets the held receiver answer until the events reach the expected states. */
async function answerUntil(db: string, check: (rows: EventRow[]) => boolean): Promise<EventRow[]> {
  return eventually(async () => {
    releaseHeld();
    return events(db);
  }, check);
}

const at = (path: string) => received.filter((r) => r.path === path);

/** Lets every held receiver answer until no event of any database is left posting or queued. */
async function settleAll(): Promise<void> {
  await eventually(
    async () => {
      releaseHeld();
      return (await gw.control("GET", "gateway/events")).body.data as EventRow[];
    },
    (rows) => rows.every((e) => e.state !== "posting" && e.state !== "queued"),
    10_000,
  );
}

describe("delivery", () => {
  test("create, update and delete each POST the document (application/json, with _id and _rev; _deleted on delete)", async () => {
    await database("hooks", { document_changed: [{ handler: "webhook", url: `${base}/ok/hooks` }] });
    const created = await gw.pub("PUT", "/hooks/a", { channels: ["x"], n: 1 }, alice);
    const updated = await gw.pub("PUT", `/hooks/a?rev=${created.body.rev}`, { channels: ["x"], n: 2 }, alice);
    const deleted = await gw.pub("DELETE", `/hooks/a?rev=${updated.body.rev}`, undefined, alice);
    const rows = await eventsWhen("hooks", (r) => r.length === 3 && r.every((e) => e.state === "posted"));
    expect(rows.map((r) => [r.docId, r.rev, r.state, r.status, r.handler])).toEqual([
      ["a", created.body.rev, "posted", 200, `${base}/ok/hooks`],
      ["a", updated.body.rev, "posted", 200, `${base}/ok/hooks`],
      ["a", deleted.body.rev, "posted", 200, `${base}/ok/hooks`],
    ]);
    const posts = at("/ok/hooks");
    expect(posts.map((p) => p.contentType)).toEqual(["application/json", "application/json", "application/json"]);
    expect(posts.map((p) => p.body)).toEqual(
      expect.arrayContaining([
        { _id: "a", _rev: created.body.rev, channels: ["x"], n: 1 },
        { _id: "a", _rev: updated.body.rev, channels: ["x"], n: 2 },
        { _id: "a", _rev: deleted.body.rev, _deleted: true },
      ]),
    );
  });

  test("the answer's status is recorded; an answer that never ends is cut off and its status stands; the URL's query is sent", async () => {
    const handlers = [`${base}/status/418?from=dbplane`, `${base}/endless/e`].map((url) => ({ handler: "webhook", url, timeout: 30 }));
    await database("answers", { document_changed: handlers });
    const started = Date.now();
    await gw.pub("PUT", "/answers/a", { n: 1 }, alice);
    const rows = await eventsWhen("answers", (r) => r.length === 2 && r.every((e) => e.state === "posted"));
    expect(Object.fromEntries(rows.map((r) => [r.handler, r.status]))).toEqual({ [handlers[0].url]: 418, [handlers[1].url]: 202 });
    // Not the 30 s timeout: the endless answer was cut off once past what the server reads.
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(at("/status/418?from=dbplane").map((p) => p.body)).toEqual([expect.objectContaining({ _id: "a", n: 1 })]);
  });

  test("a receiver that hangs up without answering: discarded, with the reason", async () => {
    await database("hangup", { document_changed: [{ handler: "webhook", url: `${base}/hang-up` }] });
    await gw.pub("PUT", "/hangup/a", { n: 1 }, alice);
    const rows = await eventsWhen("hangup", (r) => r[0]?.state === "discarded");
    expect(rows[0]).toMatchObject({ state: "discarded", reason: expect.stringMatching(/^POST failed: /) });
    expect(rows[0].status).toBeUndefined();
  });

  test("several handlers each receive the document; documents in collections raise events too", async () => {
    await gw.createDb("multi", {
      scopes: { s: { collections: { c: {} } } },
      event_handlers: { document_changed: [{ handler: "webhook", url: `${base}/ok/m1` }, { handler: "webhook", url: `${base}/ok/m2` }] },
    });
    await gw.createUser("multi", "alice", { admin_channels: ["*"] });
    await gw.pub("PUT", "/multi.s.c/doc", { v: 1 }, alice);
    await eventsWhen("multi", (r) => r.filter((e) => e.state === "posted").length === 2);
    expect(at("/ok/m1").map((p) => p.body._id)).toEqual(["doc"]);
    expect(at("/ok/m2").map((p) => p.body._id)).toEqual(["doc"]);
  });

  test("without handlers no event is raised", async () => {
    await gw.createDb("quiet");
    await gw.createUser("quiet", "alice", { admin_channels: ["*"] });
    await gw.pub("PUT", "/quiet/a", { v: 1 }, alice);
    expect(await events("quiet")).toEqual([]);
  });

  test("a receiver that cannot be reached: the event is discarded with an Event log entry, the write succeeds", async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, "127.0.0.1", r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    await database("unreachable", { document_changed: [{ handler: "webhook", url: `http://127.0.0.1:${port}/x` }] });
    expect((await gw.pub("PUT", "/unreachable/a", { v: 1 }, alice)).status).toBe(201);
    const rows = await eventsWhen("unreachable", (r) => r[0]?.state === "discarded");
    expect(rows[0].reason).toMatch(/POST failed/);
  });
});

describe("filters", () => {
  test("filter(doc, oldDoc) true posts, false drops (filtering → dropped: nothing posted)", async () => {
    await database("filtered", {
      document_changed: [
        { handler: "webhook", url: `${base}/ok/filtered`, filter: "function (doc, oldDoc) { return doc.type === 'order' && oldDoc === null; }" },
      ],
    });
    const order = await gw.pub("PUT", "/filtered/o1", { type: "order" }, alice);
    await gw.pub("PUT", "/filtered/n1", { type: "note" }, alice);
    await gw.pub("PUT", `/filtered/o1?rev=${order.body.rev}`, { type: "order", v: 2 }, alice);
    const rows = await eventsWhen("filtered", (r) => r.length === 3 && r.every((e) => e.state === "posted" || e.state === "dropped"));
    expect(rows.map((r) => [r.docId, r.state])).toEqual([
      ["o1", "posted"],
      ["n1", "dropped"],
      ["o1", "dropped"],
    ]);
    expect(rows[1].reason).toMatch(/false/);
    expect(at("/ok/filtered").map((p) => p.body._id)).toEqual(["o1"]);
  });

  test.each([
    ["a non-boolean", "function (doc) { return 'yes'; }", /non-boolean/],
    ["a throw", "function (doc) { throw new Error('bad filter'); }", /threw.*bad filter/],
    // (One whose value is no function is refused with the configuration: gateway-admin-config.)
    ["a source whose evaluation throws", "(function () { throw new Error('no filter today'); })()", /is invalid.*outside its body.*no filter today/],
    ["a result whose getter never ends", "function (doc) { return { get x() { while (true) {} } }; }", /timed out/],
  ])("%s means no POST (dropped)", async (_name, filter, reason) => {
    const db = `f${Math.random().toString(36).slice(2, 8)}`;
    const path = `/ok/${db}`;
    await database(db, { document_changed: [{ handler: "webhook", url: `${base}${path}`, filter }] });
    await gw.pub("PUT", `/${db}/a`, { v: 1 }, alice);
    const rows = await eventsWhen(db, (r) => r[0]?.state === "dropped");
    expect(rows[0].state).toBe("dropped");
    expect(rows[0].reason).toMatch(reason);
    expect(at(path)).toEqual([]);
  });

  test("an endless filter: the write succeeds, the event is dropped once the time limit passes, the server still answers", async () => {
    await database("endless", { document_changed: [{ handler: "webhook", url: `${base}/ok/endless`, filter: "function (doc) { while (true) {} }" }] });
    expect((await gw.pub("PUT", "/endless/a", { v: 1 }, alice)).status).toBe(201);
    const rows = await eventsWhen("endless", (r) => r[0]?.state === "dropped");
    expect(rows[0].reason).toMatch(/timed out/);
    expect((await gw.pub("GET", "/endless/a", undefined, alice)).status).toBe(200);
    expect((await gw.control("GET", "health")).status).toBe(200);
    expect(at("/ok/endless")).toEqual([]);
  });
});

describe("limits", () => {
  test("posting → discarded: no response within timeout (1 s) stops the wait, with an Event log entry", async () => {
    await database("slow", { document_changed: [{ handler: "webhook", url: `${base}/hold/slow`, timeout: 1 }] });
    const started = Date.now();
    expect((await gw.pub("PUT", "/slow/a", { v: 1 }, alice)).status).toBe(201);
    // posting: the receiver has the POST and holds it
    expect(await eventually(async () => at("/hold/slow").length, (n) => n === 1)).toBe(1);
    const rows = await eventsWhen("slow", (r) => r[0]?.state === "discarded");
    expect(rows[0]).toMatchObject({ state: "discarded", reason: expect.stringMatching(/no response within 1 s/) });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    const log = (await gw.control("GET", "gateway/log")).body.data;
    expect(log).toEqual(expect.arrayContaining([expect.objectContaining({ key: "Event", message: expect.stringMatching(/slow/) })]));
  });

  test("wait_for_process 0: with max_processes 1 the queue holds 3; a burst beyond that is discarded at once, logged under Event", async () => {
    await database("burst", { max_processes: 1, wait_for_process: "0", document_changed: [{ handler: "webhook", url: `${base}/hold/burst`, timeout: 30 }] });
    await gw.control("DELETE", "gateway/log");
    // writes never wait for delivery: all answer while the first POST is still held
    for (let i = 0; i < 8; i++) expect((await gw.pub("PUT", `/burst/d${i}`, { i }, alice)).status).toBe(201);
    const rows = await eventsWhen("burst", (r) => r[0]?.state === "posting");
    expect(rows.map((r) => r.state)).toEqual(["posting", "queued", "queued", "queued", "discarded", "discarded", "discarded", "discarded"]);
    expect(rows[4].reason).toMatch(/queue full/);
    const log = (await gw.control("GET", "gateway/log")).body.data.filter((l: { key: string; message: string }) => l.key === "Event" && /burst/.test(l.message));
    expect(log).toHaveLength(4);
    // once the receiver answers, the queued events are delivered one at a time
    const done = await answerUntil("burst", (r) => r.filter((e) => e.state === "posted").length === 4);
    expect(done.filter((e) => e.state === "posted").map((e) => e.docId)).toEqual(["d0", "d1", "d2", "d3"]);
  });

  test("wait_for_process > 0: an arrival waits for room and gets in when a process frees up in time", async () => {
    await database("patient", { max_processes: 1, wait_for_process: "5000", document_changed: [{ handler: "webhook", url: `${base}/hold/patient`, timeout: 30 }] });
    for (let i = 0; i < 5; i++) await gw.pub("PUT", `/patient/d${i}`, { i }, alice);
    // one posting, three queued, the fifth waiting for room (still "queued")
    const before = await eventsWhen("patient", (r) => r[0]?.state === "posting");
    expect(before.map((r) => r.state)).toEqual(["posting", "queued", "queued", "queued", "queued"]);
    const rows = await answerUntil("patient", (r) => r.every((e) => e.state === "posted"));
    expect(rows.map((r) => r.state)).toEqual(["posted", "posted", "posted", "posted", "posted"]);
  });

  test("a handler's timeout above --max-webhook-timeout is refused at configuration, naming the limit", async () => {
    const handler = (timeout: number) => ({ event_handlers: { document_changed: [{ handler: "webhook", url: `${base}/ok/patient`, timeout }] } });
    expectGatewayError(await gw.admin.put("/toolong/", { bucket: "toolong", ...handler(86_400) }), 400, /timeout' asks for 86400 s: limit of 30 seconds per handler reached \(server option --max-webhook-timeout\)/);
    expect((await gw.admin.get("/toolong/")).status).toBe(404);
    await gw.createDb("toolong", handler(30));
    expectGatewayError(await gw.admin.post("/toolong/_config", handler(31)), 400, /--max-webhook-timeout/);
  });

  test("a wait_for_process longer than a timer can wait is not cut short", async () => {
    await database("longwait", { max_processes: 1, wait_for_process: "3000000000", document_changed: [{ handler: "webhook", url: `${base}/hold/longwait`, timeout: 30 }] });
    for (let i = 0; i < 5; i++) await gw.pub("PUT", `/longwait/d${i}`, { i }, alice);
    await eventually(async () => at("/hold/longwait").length, (n) => n === 1);
    const rows = await answerUntil("longwait", (r) => r.length === 5 && r.every((e) => e.state !== "queued" && e.state !== "posting"));
    expect(rows.map((r) => r.state)).toEqual(["posted", "posted", "posted", "posted", "posted"]);
  });

  test("wait_for_process elapsed while the queue stays full: queued arrival → discarded", async () => {
    await database("impatient", { max_processes: 1, wait_for_process: "200", document_changed: [{ handler: "webhook", url: `${base}/hold/impatient`, timeout: 30 }] });
    for (let i = 0; i < 5; i++) await gw.pub("PUT", `/impatient/d${i}`, { i }, alice);
    const rows = await eventsWhen("impatient", (r) => r[4]?.state === "discarded");
    expect(rows[4]).toMatchObject({ docId: "d4", state: "discarded", reason: expect.stringMatching(/200 ms/) });
    releaseHeld();
  });
});

describe("tenants' shares of the connections", () => {
  test("one tenant's receiver that never answers holds only its share: another tenant's webhook is posted meanwhile", async () => {
    await settleAll();
    // One tenant: more events than the server has connections, to a receiver that never answers.
    await database("greedy", { max_processes: 20, document_changed: [{ handler: "webhook", url: `${base}/hold/greedy`, timeout: 30 }] });
    for (let i = 0; i < 20; i++) await gw.pub("PUT", `/greedy/d${i}`, { i }, alice);
    const posting = (rows: EventRow[]) => rows.filter((e) => e.state === "posting").length;
    expect(posting(await eventsWhen("greedy", (r) => posting(r) === 4))).toBe(4);

    // Another tenant (another self-managed database): its event is posted at once…
    await database("fairhooks", { document_changed: [{ handler: "webhook", url: `${base}/ok/fairhooks`, timeout: 30 }] });
    await gw.pub("PUT", "/fairhooks/a", { v: 1 }, alice);
    expect((await eventsWhen("fairhooks", (r) => r[0]?.state === "posted"))[0]).toMatchObject({ state: "posted", status: 200 });
    // …while the first tenant's receiver still holds its share and its other events wait their turn.
    const greedy = await events("greedy");
    expect([posting(greedy), greedy.filter((e) => e.state === "queued").length]).toEqual([4, 16]);
    await settleAll();
    expect((await events("greedy")).every((e) => e.state === "posted")).toBe(true);
  });
});

describe("handler URLs that carry a secret", () => {
  test("are shown with path and query redacted in the event list, the log and errors; the POST goes to the whole URL", async () => {
    const slack = `${base}/ok/services/T0AB12CD3/B0EF45GH6/Xk29fQp7LmN3vR8sT1wY5zA2`;
    const chat = `${base}/ok/v1/spaces/AAAA/messages?key=AIzaSyDdI0hCZtE6vySjMm&token=abc`;
    const unreachable = "http://127.0.0.1:9/api/webhooks/1234567890123456789/aB3dE5fG7hI9jK1lM3nO5pQ7";
    await database("secrets", { document_changed: [slack, chat, unreachable].map((url) => ({ handler: "webhook", url, timeout: 5 })) });
    await gw.control("DELETE", "gateway/log");
    await gw.pub("PUT", "/secrets/a", { v: 1 }, alice);
    const rows = await eventsWhen("secrets", (r) => r.length === 3 && r.every((e) => e.state === "posted" || e.state === "discarded"));
    expect(rows.map((r) => [r.handler, r.state])).toEqual([
      [`${base}/***`, "posted"],
      [`${base}/***`, "posted"],
      ["http://127.0.0.1:9/***", "discarded"],
    ]);
    expect(at(slack.slice(base.length))).toHaveLength(1);
    expect(at(chat.slice(base.length))).toHaveLength(1);
    const log = (await gw.control("GET", "gateway/log")).body.data;
    expect(log).toEqual([expect.objectContaining({ message: expect.stringMatching(/^Webhook handler http:\/\/127\.0\.0\.1:9\/\*\*\*: discarding/) })]);
    // A URL refused at configuration: the error shows no secret either.
    const refused = await gw.admin.put("/secrets2/", { bucket: "secrets2", event_handlers: { document_changed: [{ handler: "webhook", url: slack.replace("http:", "ftp:") }] } });
    expectGatewayError(refused, 400, /ftp:\/\/127\.0\.0\.1:\d+\/\*\*\*/);
    const shown = JSON.stringify([rows, log, refused.body]);
    for (const secret of ["Xk29fQp7", "AIzaSy", "aB3dE5fG7"]) expect(shown).not.toContain(secret);
  });
});

describe("a second server, whose handlers wait at most 1 s", () => {
  test("timeout 0 (no limit, to the gateway) waits --max-webhook-timeout; closing the server abandons a delivery under way at once", async () => {
    const other = await startGateway({ egressAllowPrivate: true, limits: { webhookTimeout: 1 } });
    let open = true;
    try {
      await other.createDb("capped", { event_handlers: { document_changed: [{ handler: "webhook", url: `${base}/hold/capped`, timeout: 0 }] } });
      await other.createUser("capped", "alice", { admin_channels: ["*"] });
      await other.pub("PUT", "/capped/a", { v: 1 }, alice);
      const capped = await eventually(async () => (await other.control("GET", "gateway/events?db=capped")).body.data as EventRow[], (r) => r[0]?.state === "discarded");
      expect(capped[0]).toMatchObject({ state: "discarded", reason: "no response within 1 s" });

      // The receiver sees the POST go when the server closes, well before the handler's 1 s.
      await other.createDb("closing", { event_handlers: { document_changed: [{ handler: "webhook", url: `${base}/hold/closing`, timeout: 0 }] } });
      await other.createUser("closing", "alice", { admin_channels: ["*"] });
      await other.pub("PUT", "/closing/a", { v: 1 }, alice);
      await eventually(async () => at("/hold/closing").length, (n) => n === 1);
      const pending = held.find((res) => !res.writableEnded && res.req.url === "/hold/closing")!;
      expect(pending.closed).toBe(false);
      await other.close();
      open = false;
      expect(await eventually(async () => pending.closed, (closed) => closed)).toBe(true);
    } finally {
      if (open) await other.close();
    }
  });
});

describe("control plane", () => {
  test("DELETE /_conformance/gateway/events clears the list; a reset clears queues, events and the log", async () => {
    await database("clearing", { document_changed: [{ handler: "webhook", url: `${base}/ok/clearing` }] });
    await gw.pub("PUT", "/clearing/a", { v: 1 }, alice);
    await eventsWhen("clearing", (r) => r.length === 1);
    expect((await gw.control("DELETE", "gateway/events")).status).toBe(204);
    expect(await events("clearing")).toEqual([]);
    // one event posting (held), three queued, the fifth waiting for room: a reset drops them all
    await database("waiting", { max_processes: 1, wait_for_process: "5000", document_changed: [{ handler: "webhook", url: `${base}/hold/waiting`, timeout: 30 }] });
    for (let i = 0; i < 5; i++) await gw.pub("PUT", `/waiting/d${i}`, { i }, alice);
    await eventually(async () => at("/hold/waiting").length, (n) => n === 1);
    await gw.control("DELETE", "gateway/log");
    expect((await gw.control("POST", "reset")).status).toBe(200);
    expect((await gw.control("GET", "gateway/events")).body.data).toEqual([]);
    expect((await gw.control("GET", "gateway/log")).body.data).toEqual([]);
  });
});
