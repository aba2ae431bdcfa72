import { randomBytes } from "node:crypto";
import * as fs from "node:fs";
import * as path from "node:path";
import { FILE_MODE, LOCK_FILE, releaseLock, takeLock, TEMP_SUFFIX } from "./lockFile";

/** The `--data-dir` directory: created 0700 (an existing one is narrowed to 0700), its files
 *  0600, held by one server at a time through a lock file (lockFile.ts), cleared of the
 *  temporary files a crash may leave behind. */
export const DIR_MODE = 0o700;
export { FILE_MODE, TEMP_SUFFIX };
const KEY_FILE = "secret.key";

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
    const holder = takeLock(resolved);
    if (holder !== undefined) throw new DataDirLocked(resolved, holder);
    fsyncDirectory(resolved);
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
    releaseLock(this.path);
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
