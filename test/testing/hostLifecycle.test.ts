import * as fs from "node:fs";
import * as path from "node:path";
import { runProcess } from "../support/process";

/** No dynamic-provider host (a child process of ~100 MB) outlives its stack or the process that
 *  started it: each case is a node process using `dbplane/testing` that lists its own child
 *  processes as it goes (printed as JSON lines) and then ends one way or another; afterwards
 *  every host it had must be gone. */

const ROOT = path.resolve(__dirname, "..", "..");

/** The child processes of this process that are alive (Linux: read from /proc). */
const CHILDREN = `() => require("node:fs").readdirSync("/proc").filter((d) => /^\\d+$/.test(d)).map(Number).filter((pid) => {
  try {
    const stat = require("node:fs").readFileSync("/proc/" + pid + "/stat", "utf8");
    const [state, ppid] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(ppid) === process.pid && state !== "Z";
  } catch { return false; }
})`;

/** Runs `body` in a node process where `server` (a conformance server), `TestStack`, `children()`
 *  and `say(json)` are at hand. */
function scenario(body: string) {
  const script = `
    const { TestStack, startTestServer } = require("dbplane/testing");
    const children = ${CHILDREN};
    const say = (o) => console.log(JSON.stringify(o));
    const program = () => undefined;
    (async () => {
      const server = await startTestServer();
      ${body}
    })();`;
  return runProcess(process.execPath, ["-e", script], { cwd: ROOT });
}

const said = (stdout: string) => Object.assign({}, ...stdout.split("\n").filter((l) => l.startsWith("{")).map((l) => JSON.parse(l)));

/** Whether a process is gone (or dead and waiting to be reaped). */
function gone(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).startsWith("Z");
  } catch {
    return true;
  }
}

async function expectGone(pids: number[]): Promise<void> {
  for (let i = 0; i < 50 && !pids.every(gone); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(pids.filter((pid) => !gone(pid))).toEqual([]);
}

test("a stack's host is stopped by dispose(), by a create that fails midway, and when its process exits, throws or is killed", async () => {
  const [exits, throws, killed] = await Promise.all([
    // A create whose server can't start (its port is taken) stops the host started beside it;
    // then a stack left undisposed: the process still ends by itself, and its host with it.
    scenario(`
      await TestStack.create({ program, serverOptions: { apiPort: Number(new URL(server.apiUrl).port) } }).catch((e) => say({ failed: e.code }));
      say({ afterFailedCreate: children() });
      const stack = await TestStack.create({ program, server });
      await stack.preview();
      say({ hosts: children() });
      await server.close();
    `),
    // dispose() stops the host; an uncaught error ends the process, and the other host with it.
    scenario(`
      const first = await TestStack.create({ program, server });
      const host = children();
      await first.dispose();
      say({ disposed: host, afterDispose: children() });
      await TestStack.create({ program, server });
      say({ hosts: children() });
      throw new Error("the test's own bug");
    `),
    // A signal ends the process with no 'exit' event: the host notices its parent is gone.
    scenario(`
      await TestStack.create({ program, server });
      say({ hosts: children() });
      process.kill(process.pid, "SIGTERM");
    `),
  ]);

  expect({ code: exits.code, stderr: exits.stderr }).toEqual({ code: 0, stderr: "" });
  expect(said(exits.stdout)).toEqual({ failed: "EADDRINUSE", afterFailedCreate: [], hosts: [expect.any(Number)] });
  expect(throws.code).toBe(1);
  expect(throws.stderr).toContain("the test's own bug");
  expect(said(throws.stdout)).toEqual({ disposed: [expect.any(Number)], afterDispose: [], hosts: [expect.any(Number)] });
  expect(killed.code).toBe(-1);
  expect(said(killed.stdout)).toEqual({ hosts: [expect.any(Number)] });
  await expectGone([...said(exits.stdout).hosts, ...said(throws.stdout).hosts, ...said(throws.stdout).disposed, ...said(killed.stdout).hosts]);
}, 60_000);
