import { expectGatewayError, startGateway, type Gateway } from "../support/gateway";

/** A sandbox worker holds several calls of the database it serves, sent together (issue 12):
 *  under concurrent writes every answer still goes to its own call — of its own database — and
 *  calls queued behind one that loops until its limit are answered after it. */
let gw: Gateway;
const writer = { user: "writer", password: "pass-word" };
/** Every write is refused with a reason naming its database and document: the answer shows
 *  which call it came from. */
const sync = (db: string) => `function (doc) { if (doc.loop) { for (;;) {} } throw({forbidden: "${db}:" + doc.n}); }`;

beforeAll(async () => {
  gw = await startGateway();
  for (const db of ["left", "right"]) {
    await gw.createDb(db, { sync: sync(db) });
    await gw.createUser(db, "writer", { admin_channels: ["*"] });
  }
});
afterAll(() => gw.close());

test("concurrent writes of two databases: each answer is its own call's", async () => {
  const writes = Array.from({ length: 80 }, (_, n) => {
    const db = n % 3 === 0 ? "right" : "left";
    return gw.pub("PUT", `/${db}/doc-${n}`, { n }, writer).then((res) => ({ db, n, res }));
  });
  for (const { db, n, res } of await Promise.all(writes)) expectGatewayError(res, 403, new RegExp(`^${db}:${n}$`));
});

test("calls held behind one that runs out of time are answered after it, each with its own outcome", async () => {
  const writes = Array.from({ length: 20 }, (_, n) => gw.pub("PUT", `/left/late-${n}`, { n, loop: n === 3 || n === 11 }, writer).then((res) => ({ n, res })));
  for (const { n, res } of await Promise.all(writes)) {
    if (n === 3 || n === 11) expectGatewayError(res, 403, /longer than/);
    else expectGatewayError(res, 403, new RegExp(`^left:${n}$`));
  }
});
