import { Sandbox } from "../conformance/gateway/sandbox";
import { SYNC_FUNCTION } from "./worlds";
import { count, heading, ms, ratio, row, target } from "./table";

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
  await underAttack();
}

/** Another tenant's calls while one tenant's databases each run an endless sync function, beside
 *  the same calls without the attack, measured in this run: what the other tenant's writes wait
 *  for in the sandbox. A tenant never holds every worker, so its loops cost the other tenant a
 *  core, not a turn (with turns per database, eight such databases held both workers, and every
 *  call of the other tenant waited up to the 1 s deadline). */
const ATTACKING_DATABASES = 8;
const ATTACK_MS = 3_000;
/** The median's bound: the attack's loops take a core (so the tail grows by milliseconds), never a
 *  turn (which would cost up to the 1 s deadline per call). */
const WITHIN = 3;
const LOOP = "function (doc) { for (;;) {} }";

async function underAttack(): Promise<void> {
  heading(`Sandbox: another tenant's calls while one tenant's ${ATTACKING_DATABASES} databases run endless sync functions (target: median within ${WITHIN}× of without)`);
  const sandbox = new Sandbox();
  sandbox.assignTenants((db) => (db.startsWith("attacker") ? "attacker" : "victim"));
  const victim = async (ms: number): Promise<number[]> => {
    const latencies: number[] = [];
    const until = Date.now() + ms;
    for (let i = 0; Date.now() < until; i++) {
      const t0 = process.hrtime.bigint();
      await sandbox.run({ db: "victim", source: SYNC_FUNCTION, prelude: PRELUDE, args: [{ _id: `d${i}`, channels: ["a"] }, null] });
      latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
    return latencies.sort((a, b) => a - b);
  };
  try {
    // Both workers started (a tenant's calls alone never take the second), the function compiled.
    await Promise.all([victim(200), sandbox.run({ db: "attacker-warm", source: SYNC_FUNCTION, prelude: PRELUDE, args: [{ _id: "w", channels: [] }, null] })]);
    const without = await victim(ATTACK_MS);
    let attacking = true;
    const attacks = Array.from({ length: ATTACKING_DATABASES }, async (_, i) => {
      while (attacking) await sandbox.run({ db: `attacker${i}`, source: LOOP, args: [{}, null] }).catch(() => undefined);
    });
    await new Promise((r) => setTimeout(r, 200));
    const during = await victim(ATTACK_MS);
    attacking = false;
    await sandbox.close(); // the attack's calls still waiting fail
    await Promise.all(attacks);
    const p = (xs: number[], q: number) => xs[Math.min(xs.length - 1, Math.floor(xs.length * q))];
    row("another tenant's calls, one at a time, without an attack", `${count(without.length / (ATTACK_MS / 1000))} calls/s`, `p50 ${ms(p(without, 0.5))} p99 ${ms(p(without, 0.99))}`, `max ${ms(without[without.length - 1])}`);
    row(`… while ${ATTACKING_DATABASES} databases of one tenant loop`, `${count(during.length / (ATTACK_MS / 1000))} calls/s`, `p50 ${ms(p(during, 0.5))} p99 ${ms(p(during, 0.99))}`, `max ${ms(during[during.length - 1])}`);
    const slower = p(during, 0.5) / p(without, 0.5);
    target("another tenant's median during the attack vs without", slower <= WITHIN, `≤ ${WITHIN}×`, ratio(slower));
  } finally {
    await sandbox.close();
  }
}
