import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { client, paths } from "../support/conformance";
import { eventually, expectGatewayError, startGateway, type Gateway } from "../support/gateway";

/** User JavaScript (sync functions, webhook filters, App Endpoint access-control functions) runs
 *  where nothing of the host can be reached, and a function that loops or allocates without end
 *  fails alone: other databases keep answering in their usual time. */
let gw: Gateway;
const alice = { user: "alice", password: "pass-word" };
const marker = path.join(os.tmpdir(), `dbplane-escape-${process.pid}`);

beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => {
  fs.rmSync(marker, { force: true });
  await gw.close();
});

/** Each probe returns what it could reach; the sync function rejects the write with that report,
 *  so the answer's reason tells what the function saw. */
const PROBE_PRELUDE = `
  function report(found) { throw { forbidden: "report:" + JSON.stringify(found) }; }
  function reach(fn) { try { var v = fn(); return v === undefined ? "undefined" : typeof v === "object" ? Object.keys(v).slice(0, 5).join("|") || "object" : typeof v; } catch (e) { return "threw"; } }
  function hostOf(Fn) {
    return [
      reach(function () { return Fn("return process")(); }),
      reach(function () { return Fn("return require")(); }),
      reach(function () { return Fn("return process.mainModule.require('fs').writeFileSync('${marker}', 'escaped')")(); }),
      reach(function () { return Fn("return globalThis.process || globalThis.require || globalThis.module || globalThis.Buffer")(); }),
    ];
  }`;

/** Each vector is written twice: the second write reports (what the first one set up, for the
 *  vectors that act after the function returned). */
const vectors: Array<[string, string]> = [
  ["the constructor chain", "function (doc) { report(hostOf(this.constructor.constructor).concat(hostOf(doc.constructor.constructor), hostOf(channel.constructor))); }"],
  [
    "arguments.callee.caller",
    `function (doc) {
      var found = [];
      var caller;
      try { caller = arguments.callee.caller; } catch (e) { caller = null; found.push("caller threw"); }
      for (var i = 0; caller && i < 10; i++) {
        found.push(hostOf(caller.constructor));
        try { caller = caller.caller; } catch (e) { caller = null; found.push("caller threw"); }
      }
      report(found);
    }`,
  ],
  [
    "Error.prepareStackTrace",
    `function (doc) {
      var frames = [];
      Error.prepareStackTrace = function (e, f) { frames = f; return "x"; };
      Error.captureStackTrace && Error.captureStackTrace({});
      var stack = new Error("probe").stack;
      var got = [typeof stack, Array.isArray(frames) ? frames.length : -1];
      for (var i = 0; i < frames.length; i++) got.push(reach(function () { return frames[i].getThis(); }), reach(function () { return frames[i].getFunction(); }));
      report(got);
    }`,
  ],
  [
    "Proxy traps",
    `function (doc) {
      if (doc.phase === 2) report(globalThis.trapped || ["no trap ran"]);
      var inTrap = false;
      var handler = {};
      ["get", "has", "ownKeys", "getOwnPropertyDescriptor", "getPrototypeOf", "set", "defineProperty", "apply"].forEach(function (name) {
        handler[name] = function () {
          if (!inTrap) {
            inTrap = true;
            for (var i = 0; i < arguments.length; i++) {
              var a = arguments[i];
              if (a && (typeof a === "object" || typeof a === "function")) (globalThis.trapped = globalThis.trapped || []).push(hostOf(Object.getPrototypeOf(a) ? Object.getPrototypeOf(a).constructor.constructor : Function).join());
            }
            inTrap = false;
          }
          return Reflect[name].apply(null, arguments);
        };
      });
      channel(doc.channels);
      return new Proxy({ answer: 42 }, handler);
    }`,
  ],
  [
    "promise jobs",
    `function (doc) {
      if (doc.phase === 2) report(["leaked: " + globalThis.leaked, typeof setTimeout, typeof queueMicrotask]);
      Promise.resolve().then(function () { globalThis.leaked = hostOf(Function).join(); });
      (async function () { await null; globalThis.leaked = "async: " + hostOf(Function).join(); })();
      channel(doc.channels);
    }`,
  ],
];

describe("escape vectors: no process, require or host object", () => {
  test.each(vectors)("%s", async (_what, fn) => {
    const db = `probe${Math.random().toString(36).slice(2, 8)}`;
    await gw.createDb(db, { sync: `(function () { ${PROBE_PRELUDE}\n return ${fn}; })()` });
    await gw.createUser(db, "alice", { admin_channels: ["*"] });
    await gw.pub("PUT", `/${db}/first`, { channels: ["x"], phase: 1 }, alice);
    const res = await gw.pub("PUT", `/${db}/second`, { channels: ["x"], phase: 2 }, alice);
    expectGatewayError(res, 403, /^report:/);
    const report = res.body.reason.slice("report:".length);
    expect(report).not.toMatch(/object|function|env|argv|pid|exit/);
    expect(fs.existsSync(marker)).toBe(false);
  });

  test("a webhook filter finds no process either (the event is dropped with what it saw)", async () => {
    const filter = `function (doc) { var p; try { p = typeof this.constructor.constructor("return process")(); } catch (e) { p = "threw"; } throw "saw:" + p; }`;
    await gw.createDb("filtered", { event_handlers: { document_changed: [{ handler: "webhook", url: "https://hooks.example.com/in", filter }] } });
    await gw.createUser("filtered", "alice", { admin_channels: ["*"] });
    expect((await gw.pub("PUT", "/filtered/d", { channels: ["x"] }, alice)).status).toBe(201);
    const events = await eventually(
      async () => (await gw.control("GET", "gateway/events?db=filtered")).body.data,
      (data: Array<{ state: string }>) => data.length > 0 && data[0].state !== "queued",
    );
    expect(events[0]).toMatchObject({ state: "dropped", reason: expect.stringMatching(/saw:(undefined|threw)/) });
  });

  test("an App Endpoint's access-control function (management API) finds no process either", async () => {
    const api = client(gw.t);
    const { A } = paths(gw.t);
    const svc = await appServiceWithBucket("probes");
    const accessControlFunction = `function (doc) { var p; try { p = typeof this.constructor.constructor("return process")(); } catch (e) { p = "threw"; } throw({forbidden: "saw:" + p}); }`;
    const created = await api.post(`${A(svc)}/appEndpoints`, {
      name: "probes",
      bucket: "probes",
      scopes: { _default: { collections: { _default: { accessControlFunction } } } },
    });
    expect(created.status).toBe(201);
    await api.control("POST", "clock", { advanceMs: 10 * 60_000 });
    await gw.admin.put("/probes/_user/alice", { name: "alice", password: "pass-word", admin_channels: ["*"] });
    expectGatewayError(await gw.pub("PUT", "/probes/d", { channels: ["x"] }, alice), 403, /^saw:(undefined|threw)$/);
  });
});

describe("contexts", () => {
  const sync = `function (doc) { if (globalThis.mark) throw({forbidden: "saw " + globalThis.mark}); globalThis.mark = doc.who; channel(doc.channels); }`;

  test("a database's function keeps its context between calls; a database recreated under the same name starts afresh", async () => {
    await gw.createDb("tenant", { sync });
    await gw.createUser("tenant", "alice", { admin_channels: ["*"] });
    expect((await gw.pub("PUT", "/tenant/a", { channels: ["x"], who: "first tenant" }, alice)).status).toBe(201);
    expectGatewayError(await gw.pub("PUT", "/tenant/b", { channels: ["x"], who: "first tenant" }, alice), 403, /saw first tenant/);

    expect((await gw.admin.delete("/tenant/")).status).toBe(200);
    await gw.createDb("tenant", { sync });
    await gw.createUser("tenant", "alice", { admin_channels: ["*"] });
    expect((await gw.pub("PUT", "/tenant/a", { channels: ["x"], who: "second tenant" }, alice)).status).toBe(201);
    // …and another database with the same function never shared it.
    await gw.createDb("neighbour", { sync });
    await gw.createUser("neighbour", "alice", { admin_channels: ["*"] });
    expect((await gw.pub("PUT", "/neighbour/a", { channels: ["x"], who: "neighbour" }, alice)).status).toBe(201);
  });
});

/** A database of another tenant than the self-managed gateway's: an App Endpoint's (its App
 *  Service is its tenant), with a well-behaved access-control function. */
async function endpointDatabase(name: string): Promise<void> {
  const api = client(gw.t);
  const { A } = paths(gw.t);
  const accessControlFunction = "function (doc) { channel(doc.channels); }";
  const created = await api.post(`${A(await appServiceWithBucket(name))}/appEndpoints`, { name, bucket: name, scopes: { _default: { collections: { _default: { accessControlFunction } } } } });
  expect(created.status).toBe(201);
  await api.control("POST", "clock", { advanceMs: 10 * 60_000 });
  await gw.admin.put(`/${name}/_user/alice`, { name: "alice", password: "pass-word", admin_channels: ["*"] });
}

/** The cluster's App Service (one per cluster), with a bucket `bucket` made and ready. */
let appServiceId: string | undefined;
async function appServiceWithBucket(bucket: string): Promise<string> {
  const api = client(gw.t);
  const { C } = paths(gw.t);
  appServiceId ??= (await api.post(`${C}/appservices`, { name: "tenant-svc" })).body.id as string;
  expect((await api.post(`${C}/buckets`, { name: bucket })).status).toBe(201);
  await api.control("POST", "clock", { advanceMs: 10 * 60_000 });
  return appServiceId;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/** Generous: a core is busy with the hostile functions, but nothing of the other tenant waits
 *  for them. */
const unslowed = (during: number[], baseline: number[]) => expect(median(during)).toBeLessThan(Math.max(10 * median(baseline), median(baseline) + 250));
const timed = async (work: () => Promise<void>): Promise<number> => {
  const started = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - started) / 1e6;
};

describe("a function that loops or allocates without end fails alone", () => {
  /** One write and one read of another tenant's database, timed. */
  const roundTrip = (i: number): Promise<number> =>
    timed(async () => {
      expect((await gw.pub("PUT", `/calm/doc-${i}`, { channels: ["x"] }, alice)).status).toBe(201);
      expect((await gw.pub("GET", `/calm/doc-${i}`, undefined, alice)).status).toBe(200);
    });
  const endless = `function (doc) {
    if (doc.bomb) { var hoard = []; for (;;) hoard.push(new Array(100000).fill(doc.bomb)); }
    for (;;) {}
  }`;

  beforeAll(async () => {
    await endpointDatabase("calm");
    // One tenant (the self-managed gateway), four databases, every write endless.
    for (const db of ["hostile", "hostile1", "hostile2", "hostile3"]) {
      await gw.createDb(db, { sync: endless });
      await gw.createUser(db, "alice", { admin_channels: ["*"] });
    }
  });

  test("its own writes are refused (403) once the limit passes", async () => {
    expectGatewayError(await gw.pub("PUT", "/hostile/loop", { channels: ["x"] }, alice), 403, /longer than/);
    expectGatewayError(await gw.pub("PUT", "/hostile/bomb", { channels: ["x"], bomb: 1 }, alice), 403, /memory|longer than/);
    expectGatewayError(await gw.pub("GET", "/hostile/loop", undefined, alice), 404);
  });

  test("while one tenant's endless loops and memory bombs run in four of its databases, another tenant's writes keep their usual time", async () => {
    const baseline: number[] = [];
    for (let i = 0; i < 11; i++) baseline.push(await roundTrip(i));

    // Turns per database would give this tenant every worker (four databases, two workers):
    // each database writes without pause, every write endless (the first a memory bomb).
    let stop = false;
    const attackers = ["hostile", "hostile1", "hostile2", "hostile3"].map(async (db, i) => {
      const statuses: number[] = [];
      for (let n = 0; !stop; n++) statuses.push((await gw.pub("PUT", `/${db}/h${i}-${n}`, i === 0 && n === 0 ? { bomb: 1 } : { loop: true }, alice)).status);
      return statuses;
    });
    await new Promise((r) => setTimeout(r, 300));
    const during: number[] = [];
    for (let i = 100; i < 111; i++) during.push(await roundTrip(i));
    stop = true;
    // The hostile writes were under way the whole time (each takes at least the 1 s limit, and
    // they take their tenant's one worker in turns).
    for (const status of (await Promise.all(attackers)).flat()) expect(status).toBe(403);
    unslowed(during, baseline);
  });
});

describe("configuration checks: a request's checks stop once its answer is decided", () => {
  /** Each evaluates to a function only after an endless loop (a function expression alone runs
   *  none of its body when checked; this runs at evaluation). */
  const looping = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ handler: "webhook", url: `https://hooks.example.com/${i}`, filter: "(function () { for (;;) {} })()" }));
  const wellBehaved = { event_handlers: { document_changed: [{ handler: "webhook", url: "https://hooks.example.com/ok", filter: "function (doc) { return true; }" }] } };
  const putConfig = (db: string, body: unknown) => gw.admin.put(`/${db}/_config`, body);

  beforeAll(async () => {
    await gw.createDb("configured");
    await gw.createDb("neighbourly");
  });

  test("30 looping filters: 400 naming one, then the server's next configuration is checked in its usual time; another tenant's writes never wait", async () => {
    const baseline: number[] = [];
    for (let i = 0; i < 5; i++) baseline.push(await timed(async () => expect((await putConfig("neighbourly", wellBehaved)).status).toBe(201)));

    const attack = putConfig("configured", { event_handlers: { document_changed: looping(30) } });
    await new Promise((r) => setTimeout(r, 100));
    const writes: number[] = [];
    for (let i = 0; i < 5; i++) {
      writes.push(
        await timed(async () => {
          expect((await gw.pub("PUT", `/calm/during-${i}`, { channels: ["x"] }, alice)).status).toBe(201);
        }),
      );
    }
    const refused = await attack;
    expectGatewayError(refused, 400, /event_handlers\.document_changed\[\d+\]\.filter: evaluating the source: the function ran longer than/);

    // Another database's configuration, once the answer is out: its checks do not queue behind
    // the 29 checks left (they would take 29 s).
    const after: number[] = [];
    for (let i = 0; i < 5; i++) after.push(await timed(async () => expect((await putConfig("neighbourly", wellBehaved)).status).toBe(201)));
    unslowed(after, baseline);
    // The App Endpoint database's writes ran on the worker the self-managed gateway may not take.
    unslowed(writes, baseline);
  });

  test("while a request's looping checks run, another database's configuration waits one deadline at most, not the request's every check", async () => {
    const baseline: number[] = [];
    for (let i = 0; i < 3; i++) baseline.push(await timed(async () => expect((await putConfig("neighbourly", wellBehaved)).status).toBe(201)));
    // Two requests, sixty looping checks: the databases' lanes of the self-managed gateway take
    // turns, the one served least recently first.
    const attacks = [1, 2].map(() => putConfig("configured", { event_handlers: { document_changed: looping(30) } }));
    await new Promise((r) => setTimeout(r, 100));
    const during = await timed(async () => expect((await putConfig("neighbourly", wellBehaved)).status).toBe(201));
    for (const res of await Promise.all(attacks)) expect(res.status).toBe(400);
    // Its tenant's one worker is looping: one deadline (1 s) and a grace, then its turn.
    expect(during).toBeLessThan(Math.max(10 * median(baseline), median(baseline) + 2500));
  });
});
