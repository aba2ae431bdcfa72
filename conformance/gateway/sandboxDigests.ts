import { createHash } from "node:crypto";

/** The digest of each (prelude, function source) the sandbox runs, computed once per source
 *  rather than once per call (hashing a large source on every write would cost the server's own
 *  thread). A tenant admin can replace a function as often as she likes, so what is kept is
 *  bounded by the bytes of source held, not by a count: the least recently used source goes
 *  first, and a source no database uses any more (every place that ran it now runs another, or
 *  its database is gone) goes at once. */
export class DigestCache {
  /** Source → its digest under each prelude; least recently used first. */
  private readonly entries = new Map<string, { bytes: number; digests: Map<string, string> }>();
  /** `db\0use` → the source that place ran last. */
  private readonly current = new Map<string, string>();
  /** Source → how many places run it now. */
  private readonly users = new Map<string, number>();
  private held = 0;

  constructor(private readonly budgetBytes: number) {}

  /** Bytes of source the cache holds (the sources of `current` are also held by the
   *  configurations that name them). */
  get bytes(): number {
    return this.held;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The digest of `source` under `prelude`, run by database `db` as its function `use`. */
  digestOf(db: string, use: string, prelude: string, source: string): string {
    this.place(`${db}\0${use}`, source);
    let entry = this.entries.get(source);
    if (entry) {
      this.entries.delete(source);
      this.entries.set(source, entry);
    } else {
      entry = { bytes: Buffer.byteLength(source), digests: new Map() };
      this.entries.set(source, entry);
      this.held += entry.bytes;
      // The newest stays even when larger than the whole budget: hashing it at every call would
      // cost more than holding it.
      while (this.held > this.budgetBytes && this.entries.size > 1) this.drop(this.entries.keys().next().value!);
    }
    let digest = entry.digests.get(prelude);
    if (digest === undefined) {
      digest = createHash("sha256").update(prelude).update("\0").update(source).digest("base64");
      entry.digests.set(prelude, digest);
    }
    return digest;
  }

  /** Database `db` is gone: the sources only it ran go. */
  forget(db: string): void {
    for (const key of [...this.current.keys()]) if (key.startsWith(`${db}\0`)) this.place(key, undefined);
  }

  clear(): void {
    this.entries.clear();
    this.current.clear();
    this.users.clear();
    this.held = 0;
  }

  private place(key: string, source: string | undefined): void {
    const previous = this.current.get(key);
    if (previous === source) return;
    if (source === undefined) this.current.delete(key);
    else {
      this.current.set(key, source);
      this.users.set(source, (this.users.get(source) ?? 0) + 1);
    }
    if (previous === undefined) return;
    const left = this.users.get(previous)! - 1;
    if (left > 0) this.users.set(previous, left);
    else {
      this.users.delete(previous);
      this.drop(previous);
    }
  }

  private drop(source: string): void {
    const entry = this.entries.get(source);
    if (!entry) return;
    this.entries.delete(source);
    this.held -= entry.bytes;
  }
}
