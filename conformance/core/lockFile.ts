import { randomBytes } from "node:crypto";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { Worker } from "node:worker_threads";

/** The lock that keeps a directory (the server's data directory) to one process at a time, even
 *  when the processes cannot see each other: two containers sharing a volume live in different
 *  PID namespaces, where `kill(pid, 0)` says nothing about the other's holder. Needs nothing
 *  but Node: `npm start` loads this source before it builds anything (scripts/start.js).
 *
 *  A lease, not `flock`: Node has no flock, and a native addon (a compiler at install time, a
 *  prebuilt binary per platform) is a heavy price for one call; flock also fails open on some
 *  network file systems. So the lock file is created with exclusive creation (written under a
 *  temporary name, then hard-linked into place, which fails if it exists — no one reads a lock
 *  being made as empty), names its holder (host, pid, start time, PID namespace, boot) and a
 *  lease, and the holder renews the lease by touching the file every fifth of it. A lock is
 *  stale once its file has gone a whole lease unrenewed — or at once when it was written in this
 *  very PID namespace and boot and its process is gone (a SIGKILLed server restarted on the same
 *  machine). A stale lock is taken over by one starting process at a time, under a takeover guard
 *  made the same way, and removed only while it is still the stale one.
 *
 *  Fail closed: a holder that finds its lock file no longer its own, or its own lease unrenewed
 *  for half a lease (its event loop stalled — before anyone else could judge it stale), holds
 *  nothing any more and must not write (`HeldLock.assertHeld`). Renewal checks that first and
 *  then touches the file, so a lapsed holder never revives a lock another process is taking. */
export const LOCK_FILE = "lock";
export const TAKEOVER_FILE = `${LOCK_FILE}.takeover`;
export const FILE_MODE = 0o600;
/** Files under this suffix are temporary: a crash may leave them behind, for the holder to clear. */
export const TEMP_SUFFIX = ".tmp";
/** How long a lock lives unrenewed; renewed every fifth of it. */
export const DEFAULT_LEASE_MS = 20_000;

/** Who holds a lock, as its file says. */
export interface LockHolder {
  pid: number;
  /** Absent in a lock written by an older version (its file held the pid alone). */
  host?: string;
  /** When the holding process started (ISO 8601). */
  started?: string;
  /** How long ago the lease was last renewed. */
  renewedMsAgo?: number;
}

/** What a lock file holds (one JSON line). */
interface LockRecord {
  host: string;
  pid: number;
  started: string;
  leaseMs: number;
  /** The PID namespace and boot the pid means something in (Linux; absent elsewhere). */
  pidNamespace?: string;
  boot?: string;
  /** Tells this holder's file from a successor's with the same pid in another namespace. */
  token: string;
}

/** "process 12 on host vm (started 2026-…)": how refusals name a holder. */
export function describeHolder(holder: LockHolder): string {
  const where = holder.host === undefined ? "" : ` on host ${holder.host}`;
  const facts = [holder.started && `started ${holder.started}`, holder.renewedMsAgo !== undefined && `lease renewed ${Math.round(holder.renewedMsAgo / 1000)} s ago`].filter(Boolean);
  return `process ${holder.pid}${where}${facts.length ? ` (${facts.join(", ")})` : ""}`;
}

/** A holder unrenewed for this share of its lease stops writing: before anyone else, who waits a
 *  whole lease, may judge it stale — the rest is the margin for a write under way. */
const LAPSE = 0.5;
const LOST = { lapsed: 1, takenOver: 2, unrenewable: 3, released: 4 } as const;

/** Renews a held lock from a worker thread, so that a busy main thread (a synchronous start,
 *  a long request) does not let the lease lapse; only a process stopped whole (SIGSTOP, a frozen
 *  container, a suspended machine) does, and then the main thread sees it before writing.
 *  Plain JavaScript: it runs as is in the worker, whatever compiled this module. `state`:
 *  [when last renewed (epoch ms, the file's mtime), why lost (0: held)]. */
const RENEWER = `
const { workerData: { file, token, leaseMs, shared }, parentPort } = require("node:worker_threads");
const fs = require("node:fs");
const state = new Float64Array(shared);
const lose = (code, detail) => { state[1] = code; clearInterval(timer); parentPort.postMessage({ code, detail }); };
const timer = setInterval(() => {
  if (state[1] !== 0) return clearInterval(timer);
  const idle = Date.now() - state[0];
  if (idle >= leaseMs * ${LAPSE}) return lose(${LOST.lapsed}, idle);
  let content;
  try { content = fs.readFileSync(file, "utf8"); } catch { content = undefined; }
  let mine = false;
  try { mine = JSON.parse(content).token === token; } catch {}
  if (!mine) return lose(${LOST.takenOver}, content ?? null);
  try { const now = new Date(); fs.utimesSync(file, now, now); state[0] = now.getTime(); }
  catch (e) { lose(${LOST.unrenewable}, e.message); }
}, Math.max(1, Math.floor(leaseMs / 5)));
`;
/** A lock this process holds: renewed in the background until released or lost. */
export class HeldLock {
  private readonly state = new Float64Array(new SharedArrayBuffer(16));
  private readonly renewer: Worker;
  private lost: string | undefined;

  constructor(
    private readonly file: string,
    private readonly record: LockRecord,
    private readonly onLost: (why: string) => void,
  ) {
    this.state[0] = Date.now();
    this.renewer = new Worker(RENEWER, {
      eval: true,
      workerData: { file, token: record.token, leaseMs: record.leaseMs, shared: this.state.buffer },
    });
    this.renewer.on("message", (m: { code: number; detail: unknown }) => this.lose(m.code, m.detail));
    this.renewer.on("error", (e) => this.lose(LOST.unrenewable, e.message));
    this.renewer.unref();
  }

  /** Throws unless this process still holds the lock: call before every write. */
  assertHeld(): void {
    if (this.state[1] === 0) {
      const idle = Date.now() - this.state[0];
      if (idle < this.record.leaseMs * LAPSE) return;
      this.state[1] = LOST.lapsed;
      this.lose(LOST.lapsed, idle);
    }
    this.lose(this.state[1], undefined);
    throw new Error(this.lost);
  }

  /** Gives the lock back, if it is still this process's. */
  release(): void {
    const held = this.state[1] === 0 && recordIn(readContent(this.file))?.token === this.record.token;
    this.state[1] = LOST.released;
    void this.renewer.terminate();
    if (held) fs.rmSync(this.file, { force: true });
    this.lost ??= `the lock of ${path.dirname(this.file)} was released`;
  }

  /** Says why the lock was lost, once (`detail`: what the renewer found, when it told). */
  private lose(code: number, detail: unknown): void {
    if (this.lost) return;
    const dir = path.dirname(this.file);
    let why: string;
    if (code === LOST.lapsed) {
      why = `its lease on ${dir} went unrenewed for ${typeof detail === "number" ? `${Math.round(detail)} ms` : "too long"} (the process was stopped), so another server may have taken the directory over`;
    } else if (code === LOST.takenOver) {
      const content = typeof detail === "string" ? detail : readContent(this.file);
      why = `another server took ${dir} over (${content === undefined ? "its lock file is gone" : `the lock is now held by ${describeHolder(holderOf(content, undefined))}`})`;
    } else if (code === LOST.released) {
      why = `the lock of ${dir} was released`;
    } else {
      why = `its lease on ${dir} could not be renewed (${String(detail ?? "unknown error")})`;
    }
    this.lost = `this server no longer holds its data directory: ${why}; it writes nothing more: restart it once the directory is free`;
    if (code !== LOST.released) this.onLost(this.lost);
  }
}

export interface LockOptions {
  /** The lease (default DEFAULT_LEASE_MS); tests shorten it. */
  leaseMs?: number;
  /** Told once if the lock is lost while held. */
  onLost?: (why: string) => void;
}

/** Takes `dir`'s lock for this process, or says who holds it instead. */
export function takeLock(dir: string, options: LockOptions = {}): { lock: HeldLock } | { holder: LockHolder } {
  const file = path.join(dir, LOCK_FILE);
  const record: LockRecord = { ...identity(), leaseMs: options.leaseMs ?? DEFAULT_LEASE_MS, token: randomBytes(12).toString("hex") };
  for (let attempt = 0; attempt < 3; attempt++) {
    if (createWhole(file, record)) return { lock: new HeldLock(file, record, options.onLost ?? (() => undefined)) };
    const seen = readLock(file);
    if (seen === undefined) continue; // released meanwhile
    const holder = liveHolder(seen);
    if (holder !== undefined) return { holder };
    const taker = takeOver(file, seen, record);
    if (taker !== undefined) return { holder: taker };
  }
  const seen = readLock(file);
  return { holder: seen ? holderOf(seen.content, seen.mtimeMs) : { pid: 0 } };
}

/** Who holds `dir`'s lock, by the rule `takeLock` applies (a stale lock holds nothing). */
export function lockHolder(dir: string): LockHolder | undefined {
  const seen = readLock(path.join(dir, LOCK_FILE));
  return seen && liveHolder(seen);
}

// ---- judging a lock ---------------------------------------------------------------------------

interface Seen {
  content: string;
  mtimeMs: number;
}

/** The holder, if the lock `seen` is live. */
function liveHolder(seen: Seen): LockHolder | undefined {
  const record = recordIn(seen.content);
  if (record === undefined) {
    // An older version's lock (its pid alone, never renewed), or an empty or garbled one: by its
    // process, as that version judged it.
    const pid = Number.parseInt(seen.content, 10);
    return Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid) ? { pid } : undefined;
  }
  if (sameNamespace(record) && (record.pid === process.pid || !alive(record.pid))) return undefined;
  if (Date.now() - seen.mtimeMs > record.leaseMs) return undefined;
  return holderOf(seen.content, seen.mtimeMs);
}

function holderOf(content: string, mtimeMs: number | undefined): LockHolder {
  const record = recordIn(content);
  const renewedMsAgo = mtimeMs === undefined ? undefined : Math.max(0, Date.now() - mtimeMs);
  if (record) return { pid: record.pid, host: record.host, started: record.started, renewedMsAgo };
  const pid = Number.parseInt(content, 10);
  return { pid: Number.isInteger(pid) ? pid : 0 };
}

function recordIn(content: string | undefined): LockRecord | undefined {
  if (!content?.startsWith("{")) return undefined;
  try {
    const r = JSON.parse(content) as LockRecord;
    return Number.isInteger(r.pid) && typeof r.leaseMs === "number" && typeof r.token === "string" ? r : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `record`'s pid can be checked from here: the same host, PID namespace and boot. */
function sameNamespace(record: LockRecord): boolean {
  const me = identity();
  return record.host === me.host && record.pidNamespace === me.pidNamespace && record.boot === me.boot;
}

let me: Omit<LockRecord, "leaseMs" | "token"> | undefined;
function identity(): Omit<LockRecord, "leaseMs" | "token"> {
  return (me ??= {
    host: os.hostname(),
    pid: process.pid,
    started: new Date(Math.round(Date.now() - process.uptime() * 1000)).toISOString(),
    pidNamespace: readLink("/proc/self/ns/pid"),
    boot: readContent("/proc/sys/kernel/random/boot_id")?.trim(),
  });
}

// ---- files ------------------------------------------------------------------------------------

/** Creates `file` holding `record`, whole or not at all; false when it exists. */
function createWhole(file: string, record: LockRecord): boolean {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString("hex")}${TEMP_SUFFIX}`;
  try {
    const fd = fs.openSync(temp, "wx", FILE_MODE);
    try {
      fs.writeSync(fd, `${JSON.stringify(record)}\n`);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.linkSync(temp, file);
    return true;
  } catch (e) {
    // ENOENT: the holder cleared stale temporary files, this one among them.
    const code = (e as NodeJS.ErrnoException).code;
    if (code === "EEXIST" || code === "ENOENT") return false;
    throw e;
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

/** Removes the stale lock `stale`, unless another starting process is doing so: then that one. */
function takeOver(file: string, stale: Seen, record: LockRecord): LockHolder | undefined {
  const guardFile = path.join(path.dirname(file), TAKEOVER_FILE);
  if (!createWhole(guardFile, record)) {
    // A guard lives for a moment; one a whole lease old (or of a dead process here) was left by
    // a taker that died in the middle: it goes, and the next attempt starts over.
    const guard = readLock(guardFile);
    const taker = guard && liveHolder(guard);
    if (taker !== undefined) return taker;
    fs.rmSync(guardFile, { force: true });
    return undefined;
  }
  try {
    // Still the stale lock — same content, not renewed since — or left alone.
    const now = readLock(file);
    if (now?.content === stale.content && now.mtimeMs === stale.mtimeMs) fs.rmSync(file, { force: true });
  } finally {
    fs.rmSync(guardFile, { force: true });
  }
  return undefined;
}

function readLock(file: string): Seen | undefined {
  try {
    const fd = fs.openSync(file, "r");
    try {
      return { mtimeMs: fs.fstatSync(fd).mtimeMs, content: fs.readFileSync(fd, "utf8") };
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    return undefined;
  }
}

function readContent(file: string): string | undefined {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

function readLink(file: string): string | undefined {
  try {
    return fs.readlinkSync(file);
  } catch {
    return undefined;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}
