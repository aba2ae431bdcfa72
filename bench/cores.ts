import { execFileSync } from "node:child_process";
import { availableParallelism } from "node:os";

/** Pinning a server under load to a core of its own. Left to the scheduler, a single-threaded
 *  server and the load generator sometimes share a core: on 2 cores a management figure then
 *  moved by a third from one second to the next, its ratio to the ceiling nearly as much. A
 *  pinned server and its pinned ceiling each have the last core, and the load generator (not
 *  pinned) the others: a ratio compares what each does with one core. Servers that use several
 *  threads (the gateway's sandbox workers, the journal's fsyncs) are not pinned: their targets
 *  say what they do with the machine. Without `taskset` (util-linux) or a second core, nothing
 *  is pinned, and `placement()` says so. */
const CORES = availableParallelism();
const SERVER_CORE = String(CORES - 1);

const canPin =
  CORES >= 2 &&
  (() => {
    try {
      execFileSync("taskset", ["-p", String(process.pid)], { stdio: "ignore" });
      return true;
    } catch {
      return false;
    }
  })();

/** How pinned servers run, for the bench's first line. */
export function placement(): string {
  return canPin
    ? `the management API and its ceilings pinned to core ${SERVER_CORE} of ${CORES}, the load generator left to the others`
    : `nothing pinned (${CORES < 2 ? "one core" : "no taskset"}): the load generator and the servers share ${CORES} core${CORES > 1 ? "s" : ""}`;
}

/** Puts every thread of process `pid` on the server core (threads it makes later inherit it). */
export function pinServer(pid: number): void {
  if (canPin) execFileSync("taskset", ["-a", "-p", "-c", SERVER_CORE, String(pid)], { stdio: "ignore" });
}
