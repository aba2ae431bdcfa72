import { randomBytes } from "node:crypto";
import * as fs from "node:fs";
import * as path from "node:path";

/** Mode of a file that may hold secrets (a stack state holds tokens and passwords). */
export const PRIVATE_FILE_MODE = 0o600;

/** Writes `text` to `file`, readable by its owner only, whole or not at all: written under a
 *  temporary name made 0600, then renamed over the file, so a crash never leaves half a state
 *  and a file that existed with a wider mode ends up 0600 too (the rename replaces it). */
export function writePrivateFile(file: string, text: string): void {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`);
  try {
    const fd = fs.openSync(temp, "wx", PRIVATE_FILE_MODE);
    try {
      // The umask may have narrowed the mode open gave it: set it exactly.
      fs.fchmodSync(fd, PRIVATE_FILE_MODE);
      fs.writeSync(fd, text);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(temp, file);
  } finally {
    fs.rmSync(temp, { force: true });
  }
}
