import type { DataDir } from "./dataDir";
import { Journal, type JournalOptions, snapshotHeader } from "./journal";

/** Something derived from a table's rows (rows by parent, in some order; grants...), kept up
 *  to date by the table itself: whatever way a row changes — set, touch, delete, a reset, rows
 *  replayed from the data directory — its indexes hear of it, so a read never scans the table. */
export interface TableIndex<T> {
  /** Row `id` holds `row` now: a new row, a replaced one, or one touched after a change. */
  put(id: string, row: T): void;
  /** Row `id` is gone. */
  remove(id: string): void;
  /** Every row is gone. */
  clear(): void;
}

/** The emulated world: tables of records keyed by id, plus the clock offset. Area modules own
 *  their tables by name.
 *
 *  Every change is tracked by row: `set`, `delete` and `touch(id)` (after mutating a row in
 *  place) mark the row changed. Before any answer leaves, the server calls `commit()`, which
 *  turns the rows changed since the last commit into one journal line and resolves once that
 *  line — and every earlier one — is on disk (`--data-dir`; see journal.ts). A request that
 *  changed nothing writes nothing, and a write costs the size of what it changed, not of the
 *  world. A row mutated in place without `touch(id)` is not persisted: always touch. */
export class Table<T> {
  private readonly indexes = new Map<string, TableIndex<T>>();

  constructor(
    private readonly name: string,
    private readonly rows: Map<string, T>,
    private readonly changed: (table: string, id: string) => void,
  ) {}

  /** The index called `name`: made by `make` and given every row on first use, then told of
   *  every change. One per table and name, however many modules ask for it. */
  index<I extends TableIndex<T>>(name: string, make: () => I): I {
    let index = this.indexes.get(name);
    if (!index) {
      index = make();
      for (const [id, row] of this.rows) index.put(id, row);
      this.indexes.set(name, index);
    }
    return index as I;
  }

  get(id: string): T | undefined {
    return this.rows.get(id);
  }

  has(id: string): boolean {
    return this.rows.has(id);
  }

  set(id: string, row: T): T {
    this.rows.set(id, row);
    this.changed(this.name, id);
    for (const index of this.indexes.values()) index.put(id, row);
    return row;
  }

  /** Marks row `id` changed after it was mutated in place. */
  touch(id: string): void {
    const row = this.rows.get(id);
    if (row === undefined) return;
    this.changed(this.name, id);
    for (const index of this.indexes.values()) index.put(id, row);
  }

  delete(id: string): boolean {
    const had = this.rows.delete(id);
    if (had) {
      this.changed(this.name, id);
      for (const index of this.indexes.values()) index.remove(id);
    }
    return had;
  }

  /** The store was emptied (its rows are already gone). */
  cleared(): void {
    for (const index of this.indexes.values()) index.clear();
  }

  values(): T[] {
    return [...this.rows.values()];
  }

  entries(): Array<[string, T]> {
    return [...this.rows.entries()];
  }

  filter(pred: (row: T) => boolean): T[] {
    const out: T[] = [];
    for (const row of this.rows.values()) if (pred(row)) out.push(row);
    return out;
  }

  find(pred: (row: T) => boolean): T | undefined {
    for (const row of this.rows.values()) if (pred(row)) return row;
    return undefined;
  }

  get size(): number {
    return this.rows.size;
  }
}

export type StoreOptions = JournalOptions;

export class Store {
  private readonly rows = new Map<string, Map<string, unknown>>();
  private readonly tables = new Map<string, Table<unknown>>();
  private changed = new Map<string, Set<string>>();
  private clockChanged = false;
  private cleared = false;
  private offset = 0;
  private seq = 0;
  private journal: Journal | undefined;
  /** With a journal: each row's JSON as last committed, what a snapshot is made of. */
  private readonly committed = new Map<string, Map<string, string>>();

  private constructor() {}

  static inMemory(): Store {
    return new Store();
  }

  /** The store of a data directory, with everything it holds replayed; `resumed` is false for a
   *  directory that holds nothing yet. */
  static async open(dir: DataDir, options: StoreOptions = {}): Promise<{ store: Store; resumed: boolean }> {
    const store = new Store();
    const { journal, lastSeq } = await Journal.open(
      dir,
      {
        clear: () => {
          for (const rows of store.rows.values()) rows.clear();
          store.committed.clear();
        },
        clock: (ms) => (store.offset = ms),
        row: (table, id, value) => {
          if (value === undefined) {
            store.rowsOf(table).delete(id);
            store.committed.get(table)?.delete(id);
          } else {
            store.rowsOf(table).set(id, value);
            store.committedOf(table).set(id, JSON.stringify(value));
          }
        },
      },
      () => store.snapshot(),
      options,
    );
    store.journal = journal;
    store.seq = lastSeq;
    return { store, resumed: lastSeq > 0 };
  }

  table<T>(name: string): Table<T> {
    let table = this.tables.get(name);
    if (!table) {
      table = new Table<unknown>(name, this.rowsOf(name), (t, id) => this.markChanged(t, id));
      this.tables.set(name, table);
    }
    return table as Table<T>;
  }

  get clockOffsetMs(): number {
    return this.offset;
  }

  set clockOffsetMs(ms: number) {
    if (ms === this.offset) return;
    this.offset = ms;
    this.clockChanged = true;
  }

  /** Empties every table (the clock offset is kept: time never runs backwards). */
  clear(): void {
    for (const rows of this.rows.values()) rows.clear();
    for (const table of this.tables.values()) table.cleared();
    this.changed.clear();
    this.cleared = true;
  }

  /** Makes every change so far durable; resolves once it (and everything committed before it)
   *  is on disk. Without a data directory there is nothing to wait for: undefined. */
  commit(): Promise<void> | undefined {
    if (!this.journal) return undefined;
    if (this.changed.size === 0 && !this.clockChanged && !this.cleared) return this.journal.flushed();
    const changed = this.changed;
    const clear = this.cleared;
    const clock = this.clockChanged;
    this.changed = new Map();
    this.cleared = false;
    this.clockChanged = false;

    if (clear) this.committed.clear();
    const rows: string[] = [];
    for (const [table, ids] of changed) {
      const live = this.rowsOf(table);
      const json = this.committedOf(table);
      for (const id of ids) {
        const row = live.get(id);
        const text = row === undefined ? null : JSON.stringify(row);
        if (text === null) json.delete(id);
        else json.set(id, text);
        rows.push(`[${JSON.stringify(table)},${JSON.stringify(id)},${text ?? "null"}]`);
      }
    }
    this.seq += 1;
    const line = `{"seq":${this.seq}${clear ? ',"clear":true' : ""}${clock ? `,"clock":${this.offset}` : ""},"rows":[${rows.join(",")}]}\n`;
    return this.journal.append(line);
  }

  /** Commits what is left and closes the journal. */
  async close(): Promise<void> {
    await this.commit()?.catch(() => undefined);
    await this.journal?.close();
  }

  private snapshot() {
    const seq = this.seq;
    const offset = this.offset;
    return {
      seq,
      lines: () => {
        // The rows' committed JSON, by reference (no copy of any text): lines are made as the
        // snapshot is written, while later commits go on changing `committed`.
        const tables = [...this.committed].map(([table, rows]) => [JSON.stringify(table), [...rows]] as const);
        return (function* () {
          yield snapshotHeader(seq, offset);
          for (const [t, rows] of tables) for (const [id, text] of rows) yield `[${t},${JSON.stringify(id)},${text}]\n`;
        })();
      },
    };
  }

  private markChanged(table: string, id: string): void {
    if (!this.journal) return; // in memory: nothing to persist
    let ids = this.changed.get(table);
    if (!ids) this.changed.set(table, (ids = new Set()));
    ids.add(id);
  }

  private rowsOf(table: string): Map<string, unknown> {
    let rows = this.rows.get(table);
    if (!rows) this.rows.set(table, (rows = new Map()));
    return rows;
  }

  private committedOf(table: string): Map<string, string> {
    let rows = this.committed.get(table);
    if (!rows) this.committed.set(table, (rows = new Map()));
    return rows;
  }
}
