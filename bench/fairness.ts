import { request } from "undici";
import { load } from "./load";
import { ServerProcess } from "./processes";
import { BENCH_DB, NEIGHBOUR, NEIGHBOUR_DB, READER } from "./worlds";
import type { GatewayInfo } from "./gateway";
import { count, heading, ms, ratio, row, target } from "./table";

/** What another tenant sees while one tenant floods the server, beside the same measured in the
 *  same run without the flood: its document reads while 8 clients list a 300,000-document
 *  database with `_all_docs` over and over (half of them readers of a tenth of it, so each page
 *  reads far into the database), and its password checks (a login with a password not checked
 *  before: one scrypt each) while 300 clients send wrong passwords for one user of the first. */
const DOCS = 300_000;
const FLOODERS = 8;
const PASSWORD_FLOODERS = 300;
const LOGINS = 20;
/** Generous: a server kept busy waits for its share of shared cores, whatever its own turns (an
 *  unfair server was ~240× slower here). A quiet figure under 1 ms counts as 1 ms. */
const READS_WITHIN = 10;
const LOGINS_WITHIN = 5;

const basic = (name: string, password: string) => `Basic ${Buffer.from(`${name}:${password}`).toString("base64")}`;

export async function fairnessSection(): Promise<void> {
  heading(`Fair shares: another tenant's latency while one tenant floods the server, beside the same without the flood (${count(DOCS)} documents)`);
  const server = await ServerProcess.start<GatewayInfo>({ kind: "gateway", docs: DOCS, neighbour: true });
  try {
    const url = server.info.publicUrl;
    const reads = () => load({ url, connections: 1, seconds: 2, requests: [{ method: "GET", path: `/${NEIGHBOUR_DB}/one`, headers: { authorization: basic(NEIGHBOUR.name, NEIGHBOUR.password) } }] });
    const listings = [`/${BENCH_DB}/_all_docs?limit=1000000`, `/${BENCH_DB}/_all_docs?include_docs=true&startkey="doc-150000"`];
    // Once each, unmeasured: the first request of the reader builds the database's access index.
    for (const path of listings) await (await request(url + path, { headers: { authorization: server.info.basic } })).body.dump();
    const quiet = await reads();
    const flood = load({
      url,
      connections: FLOODERS,
      seconds: 3,
      warmupSeconds: 0,
      requests: listings.map((path) => ({ method: "GET", path, headers: { authorization: server.info.basic } })),
    });
    await new Promise((r) => setTimeout(r, 300));
    const busy = await reads();
    const flooded = await flood;
    row("another database's document GET, p50 / p99", `quiet ${ms(quiet.p50)} / ${ms(quiet.p99)}`, `flood ${ms(busy.p50)} / ${ms(busy.p99)}`);
    row(`  _all_docs pages answered to ${FLOODERS} clients meanwhile`, `${count(flooded.perSecond)} pages/s`, flooded.failures ? `${flooded.failures} failed (${flooded.failedWith})` : "");
    target("another tenant's reads under an _all_docs flood", busy.p50 <= READS_WITHIN * Math.max(quiet.p50, 1), `p50 ≤ ${READS_WITHIN}× quiet`, `${ratio(busy.p50 / quiet.p50)}`);

    let attempt = 0;
    const logins = async () => {
      const latencies: number[] = [];
      const statuses = new Map<number, number>();
      for (let i = 0; i < LOGINS; i++) {
        const started = process.hrtime.bigint();
        const res = await request(`${url}/${NEIGHBOUR_DB}/`, { headers: { authorization: basic(NEIGHBOUR.name, `never-checked-${++attempt}`) } });
        await res.body.dump();
        latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      }
      latencies.sort((a, b) => a - b);
      return { p50: latencies[Math.floor(LOGINS / 2)], p99: latencies[LOGINS - 1], statuses };
    };
    const shown = (s: Map<number, number>) => [...s].map(([status, n]) => `${n}×${status}`).join(" ");
    const quietLogins = await logins();
    const guesses = load({
      url,
      connections: PASSWORD_FLOODERS,
      seconds: 4,
      warmupSeconds: 0,
      requests: [{ method: "GET", path: `/${BENCH_DB}/`, setupRequest: (req) => ({ ...req, headers: { authorization: basic(READER.name, `guess-${++attempt}`) } }) }],
    });
    await new Promise((r) => setTimeout(r, 500));
    const busyLogins = await logins();
    const guessed = await guesses;
    row("another tenant's password check (a login), p50 / max", `quiet ${ms(quietLogins.p50)} / ${ms(quietLogins.p99)}`, `flood ${ms(busyLogins.p50)} / ${ms(busyLogins.p99)}`);
    row("  its answers", `quiet ${shown(quietLogins.statuses)}`, `flood ${shown(busyLogins.statuses)}`);
    row(`  wrong passwords from ${PASSWORD_FLOODERS} clients meanwhile`, `${count((guessed.ok + guessed.failures) / guessed.seconds)} refused/s`);
    target("another tenant's logins under a wrong-password flood: never 503", !busyLogins.statuses.has(503) && !busyLogins.statuses.has(429), "only 401", shown(busyLogins.statuses));
    target("another tenant's logins under a wrong-password flood", busyLogins.p50 <= LOGINS_WITHIN * quietLogins.p50, `p50 ≤ ${LOGINS_WITHIN}× quiet`, `${ratio(busyLogins.p50 / quietLogins.p50)}`);
  } finally {
    await server.stop();
  }
}
