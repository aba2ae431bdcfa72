import * as fs from "node:fs";
import * as path from "node:path";

/** The whole emulated world as one plain JSON document: tables of records keyed by id, plus
 *  the seeded identifiers and the clock offset. Area modules own their tables by name.
 *
 *  Durability (`--data-dir`): after every request that may have written, the server calls
 *  `flush()` before the answer leaves, which writes the snapshot to a temporary file, fsyncs it
 *  and renames it over `world.json` — so an acknowledged write survives SIGKILL, and a torn
 *  write can never replace the last good snapshot. */
export interface WorldData {
  format: 1;
  clockOffsetMs: number;
  tables: Record<string, Record<string, unknown>>;
}

export class Table<T> {
  constructor(private readonly rows: Record<string, T>, private readonly onWrite: () => void) {}

  get(id: string): T | undefined {
    return Object.prototype.hasOwnProperty.call(this.rows, id) ? this.rows[id] : undefined;
  }

  has(id: string): boolean {
    return this.get(id) !== undefined;
  }

  set(id: string, row: T): T {
    this.rows[id] = row;
    this.onWrite();
    return row;
  }

  /** Marks a row changed after it was mutated in place. */
  touch(): void {
    this.onWrite();
  }

  delete(id: string): boolean {
    const had = this.has(id);
    delete this.rows[id];
    if (had) this.onWrite();
    return had;
  }

  values(): T[] {
    return Object.values(this.rows);
  }

  entries(): Array<[string, T]> {
    return Object.entries(this.rows);
  }

  filter(pred: (row: T) => boolean): T[] {
    return this.values().filter(pred);
  }

  find(pred: (row: T) => boolean): T | undefined {
    return this.values().find(pred);
  }

  get size(): number {
    return Object.keys(this.rows).length;
  }
}

export class Store {
  private data: WorldData;
  private dirty = false;

  constructor(private readonly file: string | undefined) {
    this.data = { format: 1, clockOffsetMs: 0, tables: {} };
  }

  /** Loads the snapshot from the data directory; false when there is none yet. */
  load(): boolean {
    if (!this.file || !fs.existsSync(this.file)) return false;
    const parsed = JSON.parse(fs.readFileSync(this.file, "utf8")) as WorldData;
    if (parsed.format !== 1) throw new Error(`unsupported data format ${String(parsed.format)} in ${this.file}`);
    this.data = parsed;
    return true;
  }

  table<T>(name: string): Table<T> {
    const rows = (this.data.tables[name] ??= {}) as Record<string, T>;
    return new Table<T>(rows, () => (this.dirty = true));
  }

  get clockOffsetMs(): number {
    return this.data.clockOffsetMs;
  }

  set clockOffsetMs(ms: number) {
    this.data.clockOffsetMs = ms;
    this.dirty = true;
  }

  /** Empties every table (the clock offset is kept: time never runs backwards). */
  clear(): void {
    this.data.tables = {};
    this.dirty = true;
  }

  markDirty(): void {
    this.dirty = true;
  }

  flush(): void {
    if (!this.dirty) return;
    this.dirty = false;
    if (!this.file) return;
    const tmp = `${this.file}.${process.pid}.tmp`;
    const fd = fs.openSync(tmp, "w");
    try {
      fs.writeSync(fd, JSON.stringify(this.data));
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(tmp, this.file);
  }

  static inDirectory(dir: string | undefined): Store {
    if (!dir) return new Store(undefined);
    fs.mkdirSync(dir, { recursive: true });
    return new Store(path.join(dir, "world.json"));
  }
}
