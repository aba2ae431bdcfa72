import { Sandbox } from "../conformance/gateway/sandbox";
import { SYNC_FUNCTION } from "./worlds";
import { count, heading, ms, row } from "./table";

/** The sandbox alone (no HTTP): sync-function calls of one database, 8 in flight, and one at a
 *  time (its median is the cost of one call, thread round trip included). */
const PRELUDE = "({ out: () => ({ channels: [], access: [] }), builtins: (state) => ({ channel(c) { state.out.channels.push(c); }, access(u, c) { state.out.access.push([u, c]); } }) })";

export async function sandboxSection(): Promise<void> {
  heading("Sandbox: sync-function calls in the QuickJS worker threads, without HTTP");
  const sandbox = new Sandbox();
  try {
    const call = (i: number) => sandbox.run({ db: "bench", source: SYNC_FUNCTION, prelude: PRELUDE, args: [{ _id: `d${i}`, channels: ["a", "b"], n: i }, null] });
    await call(0); // the workers start and compile
    for (const inFlight of [8, 1]) {
      const total = inFlight === 1 ? 3_000 : 20_000;
      const latencies: number[] = [];
      let next = 0;
      const started = process.hrtime.bigint();
      await Promise.all(
        Array.from({ length: inFlight }, async () => {
          while (next < total) {
            const i = next++;
            const t0 = process.hrtime.bigint();
            await call(i);
            latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
          }
        }),
      );
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      latencies.sort((a, b) => a - b);
      row(
        inFlight === 1 ? "calls one at a time (median = the cost of a call)" : `calls of one database, ${inFlight} in flight`,
        `${count(total / seconds)} calls/s`,
        `p50 ${ms(latencies[Math.floor(latencies.length / 2)])} p99 ${ms(latencies[Math.floor(latencies.length * 0.99)])}`,
      );
    }
  } finally {
    await sandbox.close();
  }
}
