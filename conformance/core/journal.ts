import * as fs from "node:fs";
import type { FileHandle } from "node:fs/promises";
import { type DataDir, FILE_MODE, fsyncDirectoryAsync, JOURNAL_SEGMENT, LEGACY_SNAPSHOT_FILE, SNAPSHOT_FILE, TEMP_SUFFIX } from "./dataDir";

/** The durable form of the store in a data directory: a snapshot plus an append-only journal.
 *
 *  - `snapshot.json`: a header line `{"format":2,"seq":S,"clock":ms}`, then one line per row,
 *    `[table, id, row]`: the world as of commit S.
 *  - `journal-<first seq>.log`: one line per commit, `{"seq":N,"clear"?:true,"clock"?:ms,
 *    "rows":[[table, id, row | null], ...]}` — only the rows that commit changed (null: deleted).
 *
 *  Group commit: every commit's line is queued; one writer appends everything queued, fdatasyncs
 *  once, and then releases every commit in that batch, so concurrent requests share an fsync. A
 *  request is answered only once its commit is released.
 *
 *  Compaction runs when the journal outgrows the last snapshot: new commits go to a new journal
 *  file at once, while the snapshot of the rows as committed is written to a temporary file,
 *  fsynced, renamed over `snapshot.json` (directory fsynced), and only then are the older
 *  journal files removed. A crash at any point leaves a snapshot and journals that replay to
 *  every acknowledged commit (lines at or below the snapshot's seq are skipped).
 *
 *  Record by record: files are read and written a chunk at a time and each line is decoded on
 *  its own, so no file is ever held as one string or buffer — a directory of any size that was
 *  accepted reopens (V8 caps a string at about 512 MiB). Before anything is written, the
 *  directory's lock is checked (DataDir.assertHeld): a server whose lock was taken over stops. */
export const FORMAT = 2;
const SNAPSHOT = SNAPSHOT_FILE;
const SEGMENT = JOURNAL_SEGMENT;
const LEGACY_SNAPSHOT = LEGACY_SNAPSHOT_FILE;
const DEFAULT_COMPACT_BYTES = 8 * 1024 * 1024;
const DEFAULT_CHUNK_BYTES = 1024 * 1024;

/** What replaying the files finds, in order. */
export interface Replay {
  clear(): void;
  clock(ms: number): void;
  /** `value` undefined: the row was deleted. */
  row(table: string, id: string, value: unknown): void;
}

/** The rows as committed, for a snapshot: captured synchronously, turned into lines (a header,
 *  then one per row) only as they are written. */
export interface SnapshotSource {
  seq: number;
  lines(): Iterable<string>;
}

export interface JournalOptions {
  /** Compact once the journal files hold this many bytes (and more than the last snapshot). */
  compactBytes?: number;
  /** Where compaction failures are told (stderr in the CLI). */
  warn?: (message: string) => void;
  /** Bytes read or written at a time (default 1 MiB). Tests lower it so that lines cross chunk
   *  boundaries everywhere, as they do in a directory of gigabytes. */
  chunkBytes?: number;
}

interface Waiter {
  resolve(): void;
  reject(e: Error): void;
}

export class Journal {
  private handle!: FileHandle;
  private segments: Array<{ seq: number; file: string }> = [];
  /** Bytes in the journal files since the last snapshot, and the snapshot's own size. */
  private journalBytes = 0;
  private snapshotBytes = 0;
  /** Bytes of the open segment known to be written (a failed write is cut back to it). */
  private segmentBytes = 0;
  private queued: string[] = [];
  private waiters: Waiter[] = [];
  private batch: Promise<void> | undefined;
  private dirChanged = false;
  private compaction: Promise<void> | undefined;
  /** Set when a write failed: the files no longer follow memory, so nothing more is accepted. */
  private broken: Error | undefined;
  private readonly compactBytes: number;
  private readonly chunkBytes: number;

  private constructor(
    private readonly dir: DataDir,
    private readonly snapshotOf: () => SnapshotSource,
    private readonly options: JournalOptions,
  ) {
    this.compactBytes = options.compactBytes ?? DEFAULT_COMPACT_BYTES;
    this.chunkBytes = options.chunkBytes ?? DEFAULT_CHUNK_BYTES;
  }

  /** Replays the directory's snapshot and journals into `replay` and opens the journal for
   *  appending; `lastSeq` is the last commit found (0 for an empty directory). */
  static async open(
    dir: DataDir,
    replay: Replay,
    snapshotOf: () => SnapshotSource,
    options: JournalOptions = {},
  ): Promise<{ journal: Journal; lastSeq: number }> {
    const journal = new Journal(dir, snapshotOf, options);
    const lastSeq = await journal.load(replay);
    const last = journal.segments[journal.segments.length - 1];
    if (last) await journal.reopen(last.file);
    else await journal.openSegment(lastSeq + 1);
    return { journal, lastSeq };
  }

  /** Queues a commit's line; resolves once it is on disk. */
  append(line: string): Promise<void> {
    if (this.broken) return Promise.reject(this.broken);
    this.queued.push(line);
    const done = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
    this.batch ??= this.writeQueued();
    return done;
  }

  /** Resolves once everything appended so far is on disk. */
  flushed(): Promise<void> {
    if (this.broken) return Promise.reject(this.broken);
    if (!this.batch) return Promise.resolve();
    return new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
  }

  async close(): Promise<void> {
    await this.flushed().catch(() => undefined);
    // The writer may be starting a compaction after its last batch: wait for both.
    await this.batch;
    await this.compaction;
    await this.handle.close();
  }

  // ---- writing ----------------------------------------------------------------------------

  private async writeQueued(): Promise<void> {
    while (this.waiters.length > 0) {
      const lines = this.queued;
      const waiters = this.waiters;
      this.queued = [];
      this.waiters = [];
      let writing = false;
      try {
        if (lines.length > 0) {
          this.dir.assertHeld();
          writing = true;
          const bytes = await writeLines(this.handle, lines, this.chunkBytes);
          await this.handle.datasync();
          this.segmentBytes += bytes;
          this.journalBytes += bytes;
        }
        if (this.dirChanged) {
          this.dirChanged = false;
          await fsyncDirectoryAsync(this.dir.path);
        }
        for (const w of waiters) w.resolve();
      } catch (e) {
        this.broken = new Error(`the data directory ${this.dir.path} can no longer be written (${(e as Error).message}); restart the server`);
        // Cut a partial write back — only while the file is still this server's to write.
        if (writing) await Promise.resolve().then(() => this.dir.assertHeld()).then(() => this.handle.truncate(this.segmentBytes)).catch(() => undefined);
        for (const w of [...waiters, ...this.waiters]) w.reject(this.broken);
        this.waiters = [];
        this.queued = [];
        break;
      }
      if (!this.compaction && this.journalBytes >= this.compactBytes && this.journalBytes > this.snapshotBytes) {
        await this.startCompaction().catch((e: Error) => this.options.warn?.(`compaction of ${this.dir.path} could not start: ${e.message}`));
      }
    }
    this.batch = undefined;
  }

  private async openSegment(seq: number): Promise<void> {
    this.dir.assertHeld();
    const file = this.dir.file(`journal-${String(seq).padStart(12, "0")}.log`);
    const previous = this.handle;
    this.handle = await fs.promises.open(file, "a", FILE_MODE);
    this.segments.push({ seq, file });
    this.segmentBytes = 0;
    this.dirChanged = true;
    await previous?.close();
  }

  private async reopen(file: string): Promise<void> {
    this.handle = await fs.promises.open(file, "a", FILE_MODE);
    this.segmentBytes = (await this.handle.stat()).size;
  }

  /** Starts a new journal file for the commits after the captured rows, and writes their
   *  snapshot in the background. Called between two batches, so no line is being written. */
  private async startCompaction(): Promise<void> {
    const source = this.snapshotOf();
    const lines = source.lines();
    const older = this.segments.slice();
    await this.openSegment(source.seq + 1);
    this.journalBytes = 0;
    this.compaction = this.writeSnapshot(source.seq, lines, older)
      .catch((e: Error) => this.options.warn?.(`compaction of ${this.dir.path} failed (the journal is kept): ${e.message}`))
      .finally(() => (this.compaction = undefined));
  }

  private async writeSnapshot(seq: number, lines: Iterable<string>, older: Array<{ seq: number; file: string }>): Promise<void> {
    const target = this.dir.file(SNAPSHOT);
    const temp = `${target}.${process.pid}${TEMP_SUFFIX}`;
    this.dir.assertHeld();
    const handle = await fs.promises.open(temp, "w", FILE_MODE);
    let bytes = 0;
    try {
      bytes = await writeLines(handle, lines, this.chunkBytes);
      await handle.datasync();
    } catch (e) {
      await handle.close();
      await fs.promises.rm(temp, { force: true });
      throw e;
    }
    await handle.close();
    try {
      this.dir.assertHeld();
    } catch (e) {
      await fs.promises.rm(temp, { force: true });
      throw e;
    }
    await fs.promises.rename(temp, target);
    await fsyncDirectoryAsync(this.dir.path);
    this.snapshotBytes = bytes;
    // Only the files before the new one: every line in them is at or below `seq`.
    const obsolete = older.filter((s) => s.seq <= seq);
    this.dir.assertHeld();
    for (const s of obsolete) await fs.promises.rm(s.file, { force: true });
    this.segments = this.segments.filter((s) => !obsolete.includes(s));
    await fsyncDirectoryAsync(this.dir.path);
  }

  // ---- reading ----------------------------------------------------------------------------

  /** Applies the snapshot, then every journal line after it; cuts a torn last line (a commit
   *  that was never acknowledged) off the last journal file. */
  private async load(replay: Replay): Promise<number> {
    const names = fs.readdirSync(this.dir.path);
    const segments = names
      .map((n) => SEGMENT.exec(n))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => ({ seq: Number(m[1]), file: this.dir.file(m[0]) }))
      .sort((a, b) => a.seq - b.seq);
    if (names.includes(LEGACY_SNAPSHOT) && !names.includes(SNAPSHOT) && segments.length === 0) {
      throw new Error(
        `${this.dir.file(LEGACY_SNAPSHOT)} was written by an older dbplane-server (whole-snapshot format 1, secrets in plain text); it cannot be resumed: remove the directory to start afresh`,
      );
    }
    let seq = 0;
    if (names.includes(SNAPSHOT)) seq = await this.loadSnapshot(this.dir.file(SNAPSHOT), replay);
    const snapshotSeq = seq;
    for (const [index, segment] of segments.entries()) {
      const read = await readLines(segment.file, this.chunkBytes, (line, lineNo) => {
        let record: { seq?: unknown; clear?: unknown; clock?: unknown; rows?: unknown };
        try {
          record = JSON.parse(line);
        } catch {
          throw corrupt(segment.file, `line ${lineNo} is not JSON`);
        }
        if (typeof record.seq !== "number" || !Array.isArray(record.rows)) throw corrupt(segment.file, `line ${lineNo} is not a commit`);
        if (record.seq <= snapshotSeq) return;
        if (record.seq !== seq + 1) throw corrupt(segment.file, `line ${lineNo} is commit ${record.seq}, expected ${seq + 1}`);
        seq = record.seq;
        if (record.clear === true) replay.clear();
        if (typeof record.clock === "number") replay.clock(record.clock);
        for (const [table, id, value] of record.rows as Array<[string, string, unknown]>) replay.row(table, id, value === null ? undefined : value);
      });
      if (read.complete < read.size) {
        if (index !== segments.length - 1) throw corrupt(segment.file, "a journal file other than the last one ends in a partial line");
        this.dir.assertHeld();
        await fs.promises.truncate(segment.file, read.complete);
      }
      this.journalBytes += read.complete;
    }
    this.segments = segments;
    return seq;
  }

  private async loadSnapshot(file: string, replay: Replay): Promise<number> {
    let seq: number | undefined;
    const read = await readLines(file, this.chunkBytes, (line, lineNo) => {
      if (seq === undefined) {
        let header: { format?: unknown; seq?: unknown; clock?: unknown };
        try {
          header = JSON.parse(line);
        } catch {
          throw corrupt(file, "the header line is not JSON");
        }
        if (header.format !== FORMAT || typeof header.seq !== "number") throw corrupt(file, `unsupported format ${String(header.format)}`);
        if (typeof header.clock === "number") replay.clock(header.clock);
        seq = header.seq;
        return;
      }
      let row: unknown;
      try {
        row = JSON.parse(line);
      } catch {
        throw corrupt(file, `line ${lineNo} is not JSON`);
      }
      if (!Array.isArray(row) || row.length !== 3) throw corrupt(file, `line ${lineNo} is not a row`);
      replay.row(row[0] as string, row[1] as string, row[2]);
    });
    // Written aside and renamed into place only once whole: a partial line is damage.
    if (seq === undefined) throw corrupt(file, "the header line is missing");
    if (read.complete < read.size) throw corrupt(file, "it ends in a partial line");
    this.snapshotBytes = read.size;
    return seq;
  }
}

/** Calls `onLine` with each complete line of `file` (blank ones skipped; numbered from 1), reading
 *  `chunkBytes` at a time: a line is decoded alone, so nothing larger than one line is ever held.
 *  `complete`: the bytes up to the last line end; `size`: the bytes read (more when the file
 *  ends in a partial line). */
export async function readLines(file: string, chunkBytes: number, onLine: (line: string, lineNo: number) => void): Promise<{ complete: number; size: number }> {
  const handle = await fs.promises.open(file, "r");
  try {
    const buffer = Buffer.alloc(chunkBytes);
    let pending: Buffer[] = [];
    let offset = 0;
    let complete = 0;
    let lineNo = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, chunkBytes, offset);
      if (bytesRead === 0) break;
      const chunk = buffer.subarray(0, bytesRead);
      let start = 0;
      for (let end = chunk.indexOf(10); end !== -1; end = chunk.indexOf(10, start)) {
        const piece = chunk.subarray(start, end);
        const line = pending.length === 0 ? piece : Buffer.concat([...pending, piece]);
        pending = [];
        lineNo++;
        if (line.length > 0) onLine(line.toString("utf8"), lineNo);
        start = end + 1;
        complete = offset + start;
      }
      // The buffer is read into again: keep a copy of the line's beginning.
      if (start < bytesRead) pending.push(Buffer.from(chunk.subarray(start)));
      offset += bytesRead;
    }
    return { complete, size: offset };
  } finally {
    await handle.close();
  }
}

/** Writes `lines` (each ending in a newline) about `chunkBytes` at a time; the bytes written. */
async function writeLines(handle: FileHandle, lines: Iterable<string>, chunkBytes: number): Promise<number> {
  let bytes = 0;
  let chunk = "";
  const flush = async () => {
    const buffer = Buffer.from(chunk, "utf8");
    chunk = "";
    await writeAll(handle, buffer);
    bytes += buffer.length;
  };
  for (const line of lines) {
    if (chunk.length > 0 && chunk.length + line.length > chunkBytes) await flush();
    chunk += line;
  }
  if (chunk.length > 0) await flush();
  return bytes;
}

async function writeAll(handle: FileHandle, bytes: Buffer): Promise<void> {
  for (let offset = 0; offset < bytes.length; ) offset += (await handle.write(bytes, offset, bytes.length - offset)).bytesWritten;
}

function corrupt(file: string, why: string): Error {
  return new Error(`${file} is damaged: ${why}`);
}

/** The snapshot's header line. */
export function snapshotHeader(seq: number, clockOffsetMs: number): string {
  return `${JSON.stringify({ format: FORMAT, seq, clock: clockOffsetMs })}\n`;
}
