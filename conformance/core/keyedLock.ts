/** Runs async critical sections one at a time per key (others run freely). A write that awaits
 *  (hashing, compiling functions in the sandbox) reads its precondition inside the section, so
 *  two writers of the same thing cannot both pass an If-Match and one lose the other's change. */
export class KeyedLock {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, section: () => Promise<T>): Promise<T> {
    const before = this.tails.get(key) ?? Promise.resolve();
    const result = before.then(section, section);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    // The last one out removes the key: the map holds only keys with a writer queued.
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}
