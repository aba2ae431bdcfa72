import { createHmac } from "node:crypto";
import * as fs from "node:fs";
import * as path from "node:path";
import { sortedJson } from "../../conformance/core/secrets";

/** Reading a `--data-dir` as the server left it (conformance/core/journal.ts): a row as last
 *  committed, replaying `snapshot.json` and the journal files; and what the server keeps of a
 *  write-only secret (core/secrets.ts `seal`), computed with the directory's own key. */
export function storedRow(dir: string, table: string, id: string): unknown {
  let row: unknown;
  let snapshotSeq = 0;
  const snapshot = path.join(dir, "snapshot.json");
  if (fs.existsSync(snapshot)) {
    const [header, ...lines] = fs.readFileSync(snapshot, "utf8").split("\n");
    snapshotSeq = JSON.parse(header).seq;
    for (const line of lines.filter(Boolean)) {
      const [t, i, value] = JSON.parse(line);
      if (t === table && i === id) row = value;
    }
  }
  const journals = fs.readdirSync(dir).filter((n) => /^journal-\d+\.log$/.test(n)).sort();
  for (const name of journals) {
    for (const line of fs.readFileSync(path.join(dir, name), "utf8").split("\n").filter(Boolean)) {
      const commit = JSON.parse(line) as { seq: number; clear?: boolean; rows: Array<[string, string, unknown]> };
      if (commit.seq <= snapshotSeq) continue;
      if (commit.clear) row = undefined;
      for (const [t, i, value] of commit.rows) if (t === table && i === id) row = value ?? undefined;
    }
  }
  return row;
}

export function sealed(dir: string, value: unknown): string {
  const key = Buffer.from(fs.readFileSync(path.join(dir, "secret.key"), "utf8").trim(), "hex");
  return `hmac-sha256:${createHmac("sha256", key).update(sortedJson(value), "utf8").digest("hex")}`;
}
