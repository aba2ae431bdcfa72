import { Ring } from "./ring";

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

export const DEFAULT_LOGGED_REQUESTS = 20_000;

/** The last `capacity` requests, in a ring: logging one costs the same however full the log is. */
export class RequestLog {
  private readonly entries: Ring<Entry>;

  constructor(capacity = DEFAULT_LOGGED_REQUESTS) {
    this.entries = new Ring(capacity);
  }

  add(entry: Entry): void {
    this.entries.push(entry);
  }

  /** Oldest first. */
  list(): LoggedRequest[] {
    return this.entries.toArray().map(({ atMs, ...rest }) => ({ ...rest, at: new Date(atMs).toISOString() }));
  }

  clear(): void {
    this.entries.clear();
  }
}
