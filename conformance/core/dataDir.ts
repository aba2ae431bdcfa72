import { randomBytes } from "node:crypto";
import * as fs from "node:fs";
import * as path from "node:path";
import { describeHolder, FILE_MODE, type HeldLock, LOCK_FILE, type LockHolder, type LockOptions, TAKEOVER_FILE, takeLock, TEMP_SUFFIX } from "./lockFile";

/** The `--data-dir` directory: created 0700, its files 0600, held by one server at a time through
 *  a lock file (lockFile.ts), cleared of the temporary files a crash may leave behind.
 *
 *  Only a directory the server made is touched: a new or empty one (then marked as the server's
 *  by MARKER_FILE), or one holding the marker — or, made by an earlier version before there was
 *  a marker, nothing but the server's own files. Anything else is refused before the lock is
 *  taken or a mode changed: a mistyped `--data-dir $HOME` must not narrow or delete a thing. */
export const DIR_MODE = 0o700;
export { FILE_MODE, TEMP_SUFFIX };
const KEY_FILE = "secret.key";
const MARKER_FILE = "dbplane-data-dir.json";
const MARKER = { madeBy: "dbplane-server", what: "the data directory of a dbplane conformance server" };
/** The store's files (journal.ts writes them). */
export const SNAPSHOT_FILE = "snapshot.json";
export const LEGACY_SNAPSHOT_FILE = "world.json";
export const JOURNAL_SEGMENT = /^journal-(\d{12})\.log$/;

/** Every name the server writes in the directory, temporary files included. */
function isOwnEntry(name: string): boolean {
  const base = name.endsWith(TEMP_SUFFIX) ? name.replace(/\.\d+(\.[0-9a-f]+)?\.tmp$/, "") : name;
  return [LOCK_FILE, TAKEOVER_FILE, KEY_FILE, MARKER_FILE, SNAPSHOT_FILE, LEGACY_SNAPSHOT_FILE].includes(base) || JOURNAL_SEGMENT.test(base);
}

/** Another live process holds the directory. */
export class DataDirLocked extends Error {
  readonly pid: number;
  constructor(
    readonly dir: string,
    readonly holder: LockHolder,
  ) {
    super(`the data directory ${dir} is in use by ${describeHolder(holder)} (lock file ${path.join(dir, LOCK_FILE)}); stop that server or choose another --data-dir`);
    this.pid = holder.pid;
  }
}

/** Directories held by this process: a second in-process server on the same directory is refused
 *  too (its pid would look like the holder's own). */
const heldHere = new Set<string>();

export type DataDirOptions = LockOptions;

export class DataDir {
  private released = false;

  private constructor(
    readonly path: string,
    private readonly real: string,
    private readonly lock: HeldLock,
  ) {}

  /** Creates (or narrows) the directory, takes its lock and removes stale temporary files;
   *  throws `DataDirLocked` when a live process holds it, and refuses a directory that holds
   *  files the server did not make. */
  static open(dir: string, options: DataDirOptions = {}): DataDir {
    const resolved = path.resolve(dir);
    fs.mkdirSync(resolved, { recursive: true, mode: DIR_MODE });
    const stat = fs.statSync(resolved);
    if (!stat.isDirectory()) throw new Error(`--data-dir ${resolved} is not a directory`);
    const names = fs.readdirSync(resolved);
    const marked = names.includes(MARKER_FILE) && isMarker(path.join(resolved, MARKER_FILE));
    const foreign = marked ? [] : names.filter((n) => !isOwnEntry(n));
    if (foreign.length > 0) {
      const shown = foreign.slice(0, 5).join(", ") + (foreign.length > 5 ? `, and ${foreign.length - 5} more` : "");
      throw new Error(`--data-dir ${resolved} is not empty and was not made by dbplane-server (it holds ${shown}); it is left untouched: choose a new or empty directory`);
    }
    if ((stat.mode & 0o777) !== DIR_MODE) fs.chmodSync(resolved, DIR_MODE);
    const real = fs.realpathSync(resolved);
    if (heldHere.has(real)) throw new DataDirLocked(resolved, { pid: process.pid });
    const taken = takeLock(resolved, options);
    if ("holder" in taken) throw new DataDirLocked(resolved, taken.holder);
    heldHere.add(real);
    const dataDir = new DataDir(resolved, real, taken.lock);
    try {
      if (!marked) writeMarker(resolved);
      fsyncDirectory(resolved);
      for (const name of fs.readdirSync(resolved)) {
        const file = path.join(resolved, name);
        if (name.endsWith(TEMP_SUFFIX)) {
          if (isOwnEntry(name)) fs.rmSync(file, { force: true });
        } else if (name !== LOCK_FILE && isOwnEntry(name) && (fs.statSync(file).mode & 0o777) !== FILE_MODE) fs.chmodSync(file, FILE_MODE);
      }
    } catch (e) {
      dataDir.release();
      throw e;
    }
    return dataDir;
  }

  file(name: string): string {
    return path.join(this.path, name);
  }

  /** Throws unless this server still holds the directory's lock: called before every write, so
   *  a server whose lock was taken over (its lease lapsed) writes nothing more. */
  assertHeld(): void {
    this.lock.assertHeld();
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
    this.lock.release();
  }
}

function isMarker(file: string): boolean {
  try {
    return (JSON.parse(fs.readFileSync(file, "utf8")) as { madeBy?: unknown }).madeBy === MARKER.madeBy;
  } catch {
    return false;
  }
}

/** Marks the directory as the server's (written aside, fsynced, renamed into place). */
function writeMarker(dir: string): void {
  const file = path.join(dir, MARKER_FILE);
  const temp = `${file}.${process.pid}${TEMP_SUFFIX}`;
  fs.writeFileSync(temp, `${JSON.stringify(MARKER)}\n`, { mode: FILE_MODE });
  const fd = fs.openSync(temp, "r");
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(temp, file);
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
