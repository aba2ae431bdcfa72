import * as fs from "node:fs";
import type { FileHandle } from "node:fs/promises";
import { type DataDir, FILE_MODE, fsyncDirectoryAsync, TEMP_SUFFIX } from "./dataDir";

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
 *  every acknowledged commit (lines at or below the snapshot's seq are skipped). */
export const FORMAT = 2;
const SNAPSHOT = "snapshot.json";
const SEGMENT = /^journal-(\d{12})\.log$/;
const LEGACY_SNAPSHOT = "world.json";
const DEFAULT_COMPACT_BYTES = 8 * 1024 * 1024;
const SNAPSHOT_CHUNK_BYTES = 1024 * 1024;

/** What replaying the files finds, in order. */
export interface Replay {
  clear(): void;
  clock(ms: number): void;
  /** `value` undefined: the row was deleted. */
  row(table: string, id: string, value: unknown): void;
}

/** The rows as committed, for a snapshot: a header and row lines, captured synchronously. */
export interface SnapshotSource {
  seq: number;
  lines(): string[];
}

export interface JournalOptions {
  /** Compact once the journal files hold this many bytes (and more than the last snapshot). */
  compactBytes?: number;
  /** Where compaction failures are told (stderr in the CLI). */
  warn?: (message: string) => void;
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

  private constructor(
    private readonly dir: DataDir,
    private readonly snapshotOf: () => SnapshotSource,
    private readonly options: JournalOptions,
  ) {
    this.compactBytes = options.compactBytes ?? DEFAULT_COMPACT_BYTES;
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
    const lastSeq = journal.load(replay);
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
      const text = this.queued.join("");
      const waiters = this.waiters;
      this.queued = [];
      this.waiters = [];
      try {
        if (text) {
          const bytes = Buffer.from(text, "utf8");
          await writeAll(this.handle, bytes);
          await this.handle.datasync();
          this.segmentBytes += bytes.length;
          this.journalBytes += bytes.length;
        }
        if (this.dirChanged) {
          this.dirChanged = false;
          await fsyncDirectoryAsync(this.dir.path);
        }
        for (const w of waiters) w.resolve();
      } catch (e) {
        this.broken = new Error(`the data directory ${this.dir.path} can no longer be written (${(e as Error).message}); restart the server`);
        await this.handle.truncate(this.segmentBytes).catch(() => undefined);
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

  private async writeSnapshot(seq: number, lines: string[], older: Array<{ seq: number; file: string }>): Promise<void> {
    const target = this.dir.file(SNAPSHOT);
    const temp = `${target}.${process.pid}${TEMP_SUFFIX}`;
    const handle = await fs.promises.open(temp, "w", FILE_MODE);
    let bytes = 0;
    try {
      for (let i = 0; i < lines.length; ) {
        let chunk = "";
        while (i < lines.length && chunk.length < SNAPSHOT_CHUNK_BYTES) chunk += lines[i++];
        const buffer = Buffer.from(chunk, "utf8");
        await writeAll(handle, buffer);
        bytes += buffer.length;
      }
      await handle.datasync();
    } catch (e) {
      await handle.close();
      await fs.promises.rm(temp, { force: true });
      throw e;
    }
    await handle.close();
    await fs.promises.rename(temp, target);
    await fsyncDirectoryAsync(this.dir.path);
    this.snapshotBytes = bytes;
    // Only the files before the new one: every line in them is at or below `seq`.
    const obsolete = older.filter((s) => s.seq <= seq);
    for (const s of obsolete) await fs.promises.rm(s.file, { force: true });
    this.segments = this.segments.filter((s) => !obsolete.includes(s));
    await fsyncDirectoryAsync(this.dir.path);
  }

  // ---- reading ----------------------------------------------------------------------------

  /** Applies the snapshot, then every journal line after it; cuts a torn last line (a commit
   *  that was never acknowledged) off the last journal file. */
  private load(replay: Replay): number {
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
    if (names.includes(SNAPSHOT)) seq = this.loadSnapshot(this.dir.file(SNAPSHOT), replay);
    const snapshotSeq = seq;
    segments.forEach((segment, index) => {
      const text = fs.readFileSync(segment.file, "utf8");
      this.journalBytes += Buffer.byteLength(text, "utf8");
      const end = text.lastIndexOf("\n") + 1;
      if (end < text.length) {
        if (index !== segments.length - 1) throw corrupt(segment.file, "a journal file other than the last one ends in a partial line");
        fs.truncateSync(segment.file, Buffer.byteLength(text.slice(0, end), "utf8"));
      }
      let lineNo = 0;
      for (const line of text.slice(0, end).split("\n")) {
        lineNo++;
        if (line === "") continue;
        let record: { seq?: unknown; clear?: unknown; clock?: unknown; rows?: unknown };
        try {
          record = JSON.parse(line);
        } catch {
          throw corrupt(segment.file, `line ${lineNo} is not JSON`);
        }
        if (typeof record.seq !== "number" || !Array.isArray(record.rows)) throw corrupt(segment.file, `line ${lineNo} is not a commit`);
        if (record.seq <= snapshotSeq) continue;
        if (record.seq !== seq + 1) throw corrupt(segment.file, `line ${lineNo} is commit ${record.seq}, expected ${seq + 1}`);
        seq = record.seq;
        if (record.clear === true) replay.clear();
        if (typeof record.clock === "number") replay.clock(record.clock);
        for (const [table, id, value] of record.rows as Array<[string, string, unknown]>) replay.row(table, id, value === null ? undefined : value);
      }
    });
    this.segments = segments;
    return seq;
  }

  private loadSnapshot(file: string, replay: Replay): number {
    const text = fs.readFileSync(file, "utf8");
    this.snapshotBytes = Buffer.byteLength(text, "utf8");
    const lines = text.split("\n");
    let header: { format?: unknown; seq?: unknown; clock?: unknown };
    try {
      header = JSON.parse(lines[0]);
    } catch {
      throw corrupt(file, "the header line is not JSON");
    }
    if (header.format !== FORMAT || typeof header.seq !== "number") throw corrupt(file, `unsupported format ${String(header.format)}`);
    if (typeof header.clock === "number") replay.clock(header.clock);
    for (let i = 1; i < lines.length; i++) {
      if (lines[i] === "") continue;
      const [table, id, value] = JSON.parse(lines[i]) as [string, string, unknown];
      replay.row(table, id, value);
    }
    return header.seq;
  }
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
