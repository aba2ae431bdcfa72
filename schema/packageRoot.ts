import * as fs from "node:fs";
import * as path from "node:path";

/** The package root (where package.json is), whether running from the sources (ts-jest) or from
 *  dist/: what the generators write into and the checked-in generated files are read from. */
export function packageRoot(): string {
  let dir = __dirname;
  while (!fs.existsSync(path.join(dir, "package.json"))) dir = path.dirname(dir);
  return dir;
}
