/** The request log behind `GET /_conformance/requests`: tests count API calls with it. */
export interface LoggedRequest {
  api: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  at: string;
}

/** As recorded: the time as a number, made into text only when the log is read. */
type Entry = Omit<LoggedRequest, "at"> & { atMs: number };

export const MAX_LOGGED_REQUESTS = 20_000;

/** A ring buffer of the last `capacity` requests: recording one costs the same however full
 *  the log is (the oldest entry is overwritten, never shifted out). */
export class RequestLog {
  private readonly entries: Array<Entry | undefined>;
  /** Where the next entry goes. */
  private next = 0;
  private size = 0;

  constructor(private readonly capacity = MAX_LOGGED_REQUESTS) {
    this.entries = new Array<Entry | undefined>(capacity);
  }

  add(entry: Entry): void {
    this.entries[this.next] = entry;
    this.next = (this.next + 1) % this.capacity;
    if (this.size < this.capacity) this.size++;
  }

  /** Oldest first. */
  list(): LoggedRequest[] {
    const out: LoggedRequest[] = [];
    const first = (this.next - this.size + this.capacity) % this.capacity;
    for (let i = 0; i < this.size; i++) {
      const { atMs, ...rest } = this.entries[(first + i) % this.capacity]!;
      out.push({ ...rest, at: new Date(atMs).toISOString() });
    }
    return out;
  }

  clear(): void {
    this.entries.fill(undefined);
    this.next = 0;
    this.size = 0;
  }
}
