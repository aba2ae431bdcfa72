import { type Spec, type Started, startServer } from "./worlds";

/** The child side of processes.ts: one server per process (worlds.ts), answering the bench's
 *  questions over IPC: `start` (the spec; answers what the bench needs to know), `stop`, `cpu`
 *  (this process's CPU time so far, µs, every thread), and the server's own. */
let started: Started | undefined;

function cpuMicros(): number {
  const { user, system } = process.cpuUsage();
  return user + system;
}

async function answer(op: string, args: unknown): Promise<unknown> {
  if (op === "start") return (started = await startServer(args as Spec)).info;
  if (op === "stop") return started?.stop();
  if (op === "cpu") return cpuMicros();
  const handler = started?.handlers?.[op];
  if (!handler) throw new Error(`this bench server does not answer '${op}'`);
  return handler();
}

process.on("message", (m: { id: number; op: string; args?: unknown }) => {
  void answer(m.op, m.args).then(
    (result) => {
      process.send!({ id: m.id, result: result ?? null });
      if (m.op === "stop") process.disconnect();
    },
    (e: unknown) => process.send!({ id: m.id, error: (e as Error).stack ?? String(e) }),
  );
});
