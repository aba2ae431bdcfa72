import { randomBytes } from "node:crypto";
import * as fs from "node:fs";
import * as path from "node:path";

/** The `--data-dir` directory: created 0700 (an existing one is narrowed to 0700), its files
 *  0600, held by one server at a time through a lock file, cleared of the temporary files a
 *  crash may leave behind. */
export const DIR_MODE = 0o700;
export const FILE_MODE = 0o600;
const LOCK_FILE = "lock";
const KEY_FILE = "secret.key";
export const TEMP_SUFFIX = ".tmp";

/** Another live process holds the directory. */
export class DataDirLocked extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(`the data directory ${dir} is in use by process ${pid} (lock file ${path.join(dir, LOCK_FILE)}); stop that server or choose another --data-dir`);
  }
}

/** Directories held by this process: a second in-process server on the same directory is refused
 *  too (its pid would look like the holder's own). */
const heldHere = new Set<string>();

export class DataDir {
  private released = false;

  private constructor(
    readonly path: string,
    private readonly real: string,
  ) {}

  /** Creates (or narrows) the directory, takes its lock and removes stale temporary files;
   *  throws `DataDirLocked` when a live process holds it. */
  static open(dir: string): DataDir {
    const resolved = path.resolve(dir);
    fs.mkdirSync(resolved, { recursive: true, mode: DIR_MODE });
    const stat = fs.statSync(resolved);
    if (!stat.isDirectory()) throw new Error(`--data-dir ${resolved} is not a directory`);
    if ((stat.mode & 0o777) !== DIR_MODE) fs.chmodSync(resolved, DIR_MODE);
    const real = fs.realpathSync(resolved);
    if (heldHere.has(real)) throw new DataDirLocked(resolved, process.pid);
    lock(resolved);
    heldHere.add(real);
    const dataDir = new DataDir(resolved, real);
    for (const name of fs.readdirSync(resolved)) {
      const file = path.join(resolved, name);
      if (name.endsWith(TEMP_SUFFIX)) fs.rmSync(file, { force: true });
      else if (name !== LOCK_FILE && (fs.statSync(file).mode & 0o777) !== FILE_MODE) fs.chmodSync(file, FILE_MODE);
    }
    return dataDir;
  }

  file(name: string): string {
    return path.join(this.path, name);
  }

  /** The directory's own secret (32 random bytes, made on first use): the key of the keyed
   *  hashes of API-key secrets and session ids, and of the bootstrap key's derived secret. */
  secretKey(): Buffer {
    const file = this.file(KEY_FILE);
    try {
      const fd = fs.openSync(file, fs.constants.O_WRONLY | fs.constants.O_CREAT | fs.constants.O_EXCL, FILE_MODE);
      try {
        fs.writeSync(fd, randomBytes(32).toString("hex"));
        fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
      }
      fsyncDirectory(this.path);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
    }
    const key = Buffer.from(fs.readFileSync(file, "utf8").trim(), "hex");
    if (key.length !== 32) throw new Error(`${file} is not a data-directory key (64 hex characters); remove it only if the directory holds nothing else`);
    return key;
  }

  /** Gives the lock back (on close). */
  release(): void {
    if (this.released) return;
    this.released = true;
    heldHere.delete(this.real);
    const file = this.file(LOCK_FILE);
    if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
  }
}

/** The lock file holds the holder's pid. It is created whole (written under a temporary name,
 *  then hard-linked into place, which fails if it exists), so no one ever reads a lock being
 *  made as empty and takes it for stale. A lock whose process is gone (a SIGKILLed server) is
 *  stale: it is taken over by one starting server at a time, under a takeover guard made the same
 *  way, and removed only while it still names the dead process. Another starting server meanwhile
 *  is told the directory is in use. */
function lock(dir: string): void {
  const file = path.join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    if (createWithPid(file)) return fsyncDirectory(dir);
    const content = readContent(file);
    if (content === undefined) continue; // released meanwhile
    const holder = pidIn(content);
    if (holder !== undefined && holder !== process.pid && alive(holder)) throw new DataDirLocked(dir, holder);
    takeOver(dir, file, content);
  }
  throw new DataDirLocked(dir, readPid(file) ?? 0);
}

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

/** Removes the stale lock (`stale`: its content), if no other starting server is doing so. */
function takeOver(dir: string, file: string, stale: string): void {
  const guard = `${file}.takeover`;
  if (!createWithPid(guard)) {
    const taker = readPid(guard);
    if (taker !== undefined && taker !== process.pid && alive(taker)) throw new DataDirLocked(dir, taker);
    // A taker that died in the middle (a moment's window): its guard goes, and the next
    // attempt starts over.
    fs.rmSync(guard, { force: true });
    return;
  }
  try {
    if (readContent(file) === stale) fs.rmSync(file, { force: true });
  } finally {
    fs.rmSync(guard, { force: true });
  }
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

/** Makes a directory's entries (a created, renamed or removed file) durable. */
export function fsyncDirectory(dir: string): void {
  const fd = fs.openSync(dir, "r");
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

export async function fsyncDirectoryAsync(dir: string): Promise<void> {
  const handle = await fs.promises.open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
