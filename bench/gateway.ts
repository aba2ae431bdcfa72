import { againstCeiling, type Compared, type ServerLoad } from "./compare";
import { type Request, unique } from "./load";
import { type ServerProcess, withServer } from "./processes";
import { BENCH_DB, CHANNELS, READER_CHANNELS } from "./serverProcess";
import { count, heading, ratio, target } from "./table";

/** The gateway's public API: a document GET and a document PUT (a new document: the sync
 *  function runs in the sandbox, the access index and the database's sequence are updated,
 *  `document_changed` is raised) at 1,000 and at 100,000 documents, as a Basic user and as a
 *  session user, beside a bare fastify server checking the same header. */
export interface GatewayInfo {
  publicUrl: string;
  controlUrl: string;
  basic: string;
  cookie: string;
}

const SIZES = [1_000, 100_000];
const PER_SECOND = 3_000;
const WITHIN = 1.2;

type Figure = "GET as Basic user" | "GET as session user" | "PUT as Basic user" | "PUT as session user";

export async function gatewaySection(): Promise<void> {
  heading(`Gateway public API: 8 connections, beside a bare fastify server checking the same header (targets: ≥ ${count(PER_SECOND)} req/s; at ${count(SIZES[1])} documents within ${WITHIN}× of ${count(SIZES[0])})`);
  const bySize: Array<Record<Figure, number>> = [];
  const ceilings = new Map<string, ServerLoad>();
  for (const docs of SIZES) bySize.push(await withServer<GatewayInfo, Record<Figure, number>>({ kind: "gateway", docs }, (s) => figures(s, docs, ceilings)));
  for (const figure of Object.keys(bySize[0]) as Figure[]) {
    const [small, large] = [bySize[0][figure], bySize[1][figure]];
    target(`${figure} at ${count(SIZES[1])} documents vs ${count(SIZES[0])}`, small / large <= WITHIN, `≤ ${WITHIN}× slower`, `${ratio(small / large)} slower`);
  }
}

async function figures(server: ServerProcess<GatewayInfo>, docs: number, ceilings: Map<string, ServerLoad>): Promise<Record<Figure, number>> {
  const info = server.info;
  const out = {} as Record<Figure, number>;
  const as = [
    ["Basic user", { authorization: info.basic }, { header: "authorization" as const, value: info.basic }],
    ["session user", { cookie: info.cookie }, { header: "cookie" as const, value: info.cookie }],
  ] as const;
  for (const [who, headers, auth] of as) {
    // Documents the reader may see (channels 0..READER_CHANNELS-1), spread over the database.
    const reads = Array.from({ length: 50 }, (_, i): Request => ({ method: "GET", path: `/${BENCH_DB}/doc-${(i * CHANNELS + (i % READER_CHANNELS)) % docs}`, headers }));
    out[`GET as ${who}`] = judged(
      `GET as ${who}`,
      await againstCeiling(`GET a document as a ${who} (${count(docs)} docs)`, server, info.publicUrl, reads, auth, { ceilings, ceilingKey: `GET ${who}` }),
    );
  }
  for (const [who, headers, auth] of as) {
    const put = unique({ method: "PUT", path: `/${BENCH_DB}/new-[<n>]`, headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify({ channels: ["ch-1"], n: "[<n>]" }) });
    out[`PUT as ${who}`] = judged(
      `PUT as ${who}`,
      await againstCeiling(`PUT a new document as a ${who} (from ${count(docs)} docs)`, server, info.publicUrl, [put], auth, { ceilings, ceilingKey: `PUT ${who}` }),
    );
  }
  return out;
}

function judged(label: string, r: Compared): number {
  target(label, r.measured.perSecond >= PER_SECOND, `≥ ${count(PER_SECOND)} req/s`, `${count(r.measured.perSecond)} req/s`);
  return r.measured.perSecond;
}
