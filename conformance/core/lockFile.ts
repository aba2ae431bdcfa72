import { randomBytes } from "node:crypto";
import * as fs from "node:fs";
import * as path from "node:path";

/** The lock that keeps a directory (the server's data directory) to one process at a time: a
 *  file holding the holder's pid. Needs nothing but Node: `npm start` loads this source before
 *  it builds anything (scripts/start.js), to refuse a state directory in use at once.
 *
 *  The lock file is created whole (written under a temporary name, then hard-linked into place,
 *  which fails if it exists), so no one ever reads a lock being made as empty and takes it for
 *  stale. A lock whose process is gone (a SIGKILLed server) is stale: it is taken over by one
 *  starting process at a time, under a takeover guard made the same way, and removed only while
 *  it still names the dead process. Another starting process meanwhile is told the directory is
 *  in use. */
export const LOCK_FILE = "lock";
export const FILE_MODE = 0o600;
/** Files under this suffix are temporary: a crash may leave them behind, for the holder to clear. */
export const TEMP_SUFFIX = ".tmp";

/** Takes `dir`'s lock for this process; the pid of the live process that holds it instead. */
export function takeLock(dir: string): number | undefined {
  const file = path.join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    if (createWithPid(file)) return undefined;
    const content = readContent(file);
    if (content === undefined) continue; // released meanwhile
    const holder = liveOther(pidIn(content));
    if (holder !== undefined) return holder;
    const taker = takeOver(file, content);
    if (taker !== undefined) return taker;
  }
  return readPid(file) ?? 0;
}

/** The pid of the live process, other than this one, that holds `dir`'s lock — by the rule
 *  `takeLock` applies (a lock naming a dead process holds nothing). */
export function lockHolder(dir: string): number | undefined {
  return liveOther(readPid(path.join(dir, LOCK_FILE)));
}

/** Gives the lock back, if this process holds it. */
export function releaseLock(dir: string): void {
  const file = path.join(dir, LOCK_FILE);
  if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
}

const liveOther = (pid: number | undefined): number | undefined => (pid !== undefined && pid !== process.pid && alive(pid) ? pid : undefined);

/** Creates `file` holding this process's pid, whole or not at all; false when it exists. */
function createWithPid(file: string): boolean {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString("hex")}${TEMP_SUFFIX}`;
  try {
    const fd = fs.openSync(temp, "wx", FILE_MODE);
    try {
      fs.writeSync(fd, `${process.pid}\n`);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.linkSync(temp, file);
    return true;
  } catch (e) {
    // ENOENT: the holder cleared stale temporary files, this one among them.
    const code = (e as NodeJS.ErrnoException).code;
    if (code === "EEXIST" || code === "ENOENT") return false;
    throw e;
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

/** Removes the stale lock (`stale`: its content), unless another starting process is doing so:
 *  then that process's pid. */
function takeOver(file: string, stale: string): number | undefined {
  const guard = `${file}.takeover`;
  if (!createWithPid(guard)) {
    const taker = liveOther(readPid(guard));
    if (taker !== undefined) return taker;
    // A taker that died in the middle (a moment's window): its guard goes, and the next
    // attempt starts over.
    fs.rmSync(guard, { force: true });
    return undefined;
  }
  try {
    if (readContent(file) === stale) fs.rmSync(file, { force: true });
  } finally {
    fs.rmSync(guard, { force: true });
  }
  return undefined;
}

function readContent(file: string): string | undefined {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

/** The pid a lock file's content names (an empty or garbled one, from a crash of an older
 *  version between creating and writing it, names none: it is stale). */
function pidIn(content: string): number | undefined {
  const pid = Number.parseInt(content, 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

function readPid(file: string): number | undefined {
  const content = readContent(file);
  return content === undefined ? undefined : pidIn(content);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}
