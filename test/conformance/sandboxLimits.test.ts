import { Sandbox } from "../../conformance/gateway/sandbox";

/** The sandbox's own limits. It remembers each function source's digest, so that a call does
 *  not hash its source again; a tenant admin replacing a large function hundreds of times once
 *  filled the server's heap with every source ever replaced. What it keeps is bounded by bytes
 *  (`--max-sandbox-source-bytes`), in the pool and in each worker. And each tenant may have so
 *  many calls waiting. */
const KiB = 1024;
const BUDGET = 256 * KiB;
/** A function of about `bytes` bytes returning `n`. */
const sized = (n: number, bytes: number) => `function () { return ${n}; /* ${"x".repeat(bytes)} */ }`;

let sandbox: Sandbox;
beforeEach(() => {
  sandbox = new Sandbox({ workers: 1, sourceBytes: BUDGET });
});
afterEach(() => sandbox.close());

test("a function replaced 150 times: only the current source is kept", async () => {
  for (let n = 0; n < 150; n++) {
    expect(await sandbox.run({ db: "big", use: "sync", source: sized(n, 50 * KiB), args: [] })).toMatchObject({ ok: true, result: n });
    expect(sandbox.cachedSources.bytes).toBeLessThanOrEqual(BUDGET);
  }
  expect(sandbox.cachedSources.count).toBe(1);
  // Another database running the same source keeps it when the first moves on.
  const shared = sized(-1, 10 * KiB);
  await sandbox.run({ db: "big", use: "sync", source: shared, args: [] });
  await sandbox.run({ db: "other", use: "sync", source: shared, args: [] });
  await sandbox.run({ db: "big", use: "sync", source: sized(-2, 10), args: [] });
  expect(sandbox.cachedSources.count).toBe(2);
});

test("more sources in use than the budget holds: the least recently used go, and every call still runs its own source", async () => {
  const source = (db: number) => sized(db, 60 * KiB);
  for (let db = 0; db < 12; db++) expect(await sandbox.run({ db: `db${db}`, use: "sync", source: source(db), args: [] })).toMatchObject({ result: db });
  expect(sandbox.cachedSources.bytes).toBeLessThanOrEqual(BUDGET);
  expect(sandbox.cachedSources.count).toBeLessThan(12);
  // The worker dropped sources by the same rule as the pool: those sent again arrive whole.
  for (let db = 11; db >= 0; db--) expect(await sandbox.run({ db: `db${db}`, use: "sync", source: source(db), args: [] })).toMatchObject({ result: db });
  expect(sandbox.cachedSources.bytes).toBeLessThanOrEqual(BUDGET);
  // A database gone takes its sources with it.
  for (let db = 0; db < 12; db++) sandbox.forget(`db${db}`);
  expect(sandbox.cachedSources).toEqual({ count: 0, bytes: 0 });
});

test("a tenant's waiting calls are bounded (--max-sandbox-queue-per-tenant); another tenant's are not counted against it", async () => {
  const small = new Sandbox({ workers: 2, timeoutMs: 200, maxQueuedPerTenant: 2 });
  small.assignTenants((db) => (db.startsWith("a") ? "a" : "b"));
  try {
    const loop = (db: string) => small.run({ db, source: "function () { for (;;) {} }", args: [] }).then(
      () => "ran",
      (e: Error) => e.message,
    );
    // One runs (tenant a may hold one of the two workers), two wait, the fourth is refused.
    const calls = [loop("a1"), loop("a2"), loop("a3"), loop("a4")];
    expect(await calls[3]).toMatch(/2 calls of this tenant are already waiting \(server option --max-sandbox-queue-per-tenant\)/);
    expect(await small.run({ db: "b1", source: "function () { return 1; }", args: [] })).toMatchObject({ result: 1 });
    for (const outcome of await Promise.all(calls.slice(0, 3))) expect(outcome).toMatch(/longer than 200 ms/);
  } finally {
    await small.close();
  }
});
