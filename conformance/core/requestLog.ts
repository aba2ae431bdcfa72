/** The request log behind `GET /_conformance/requests`: tests count API calls with it. */
export interface LoggedRequest {
  api: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  at: string;
}

const MAX_ENTRIES = 20000;

export class RequestLog {
  private entries: LoggedRequest[] = [];

  add(entry: LoggedRequest): void {
    this.entries.push(entry);
    if (this.entries.length > MAX_ENTRIES) this.entries.splice(0, this.entries.length - MAX_ENTRIES);
  }

  list(): LoggedRequest[] {
    return [...this.entries];
  }

  clear(): void {
    this.entries = [];
  }
}
