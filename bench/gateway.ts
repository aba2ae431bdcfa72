import { againstCeiling } from "./compare";
import { type Request, unique } from "./load";
import { ServerProcess } from "./processes";
import { BENCH_DB, CHANNELS, READER_CHANNELS } from "./worlds";
import { count, heading, ratio, target } from "./table";

/** The gateway's public API: a document GET and a document PUT (a new document: the sync
 *  function runs in the sandbox, the access index and the database's sequence are updated,
 *  `document_changed` is raised) at 1,000 and at 100,000 documents — both servers run at once
 *  and are measured in turns — as a Basic user and as a session user, beside a bare fastify
 *  server checking the same header. */
export interface GatewayInfo {
  publicUrl: string;
  controlUrl: string;
  basic: string;
  cookie: string;
}

const SMALL = 1_000;
const LARGE = 100_000;
const PER_SECOND = 3_000;
const WITHIN = 1.2;

export async function gatewaySection(): Promise<void> {
  heading(`Gateway public API: 8 connections, beside a bare fastify server checking the same header (targets: ≥ ${count(PER_SECOND)} req/s; at ${count(LARGE)} documents within ${WITHIN}× of ${count(SMALL)})`);
  const small = await ServerProcess.start<GatewayInfo>({ kind: "gateway", docs: SMALL });
  const large = await ServerProcess.start<GatewayInfo>({ kind: "gateway", docs: LARGE });
  try {
    const servers = [
      [small, SMALL],
      [large, LARGE],
    ] as const;
    for (const method of ["GET", "PUT"] as const) {
      for (const who of ["Basic user", "session user"] as const) {
        // Each server's own credentials: the same user, its own session.
        const headersOf = (s: ServerProcess<GatewayInfo>) => (who === "Basic user" ? { authorization: s.info.basic } : { cookie: s.info.cookie });
        const requestsOf = (s: ServerProcess<GatewayInfo>, docs: number): Request[] =>
          method === "GET"
            ? // Documents the reader may see (channels 0..READER_CHANNELS-1), spread over the database.
              Array.from({ length: 50 }, (_, i) => ({ method: "GET", path: `/${BENCH_DB}/doc-${(i * CHANNELS + (i % READER_CHANNELS)) % docs}`, headers: headersOf(s) }))
            : [
                unique({
                  method: "PUT",
                  path: `/${BENCH_DB}/new-[<n>]`,
                  headers: { ...headersOf(s), "content-type": "application/json" },
                  body: JSON.stringify({ channels: ["ch-1"], n: "[<n>]" }),
                }),
              ];
        const auth = who === "Basic user" ? { header: "authorization" as const, value: small.info.basic } : { header: "cookie" as const, value: small.info.cookie };
        const label = (docs: number) => (method === "GET" ? `GET a document as a ${who} (${count(docs)} docs)` : `PUT a new document as a ${who} (from ${count(docs)} docs)`);
        const results = await againstCeiling(
          servers.map(([server, docs]) => ({ label: label(docs), server, url: server.info.publicUrl, requests: requestsOf(server, docs) })),
          auth,
        );
        for (const [i, r] of results.entries()) {
          target(`${method} as ${who}, ${count(servers[i][1])} docs`, r.measured.perSecond >= PER_SECOND, `≥ ${count(PER_SECOND)} req/s`, `${count(r.measured.perSecond)} req/s`);
        }
        const slower = results[0].measured.perSecond / results[1].measured.perSecond;
        target(`${method} as ${who} at ${count(LARGE)} documents vs ${count(SMALL)}`, slower <= WITHIN, `≤ ${WITHIN}× slower`, `${ratio(slower)} slower`);
      }
    }
  } finally {
    await Promise.all([small.stop(), large.stop()]);
  }
}
