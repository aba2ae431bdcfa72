import * as fs from "node:fs";
import * as path from "node:path";
import { packageRoot } from "../schema/packageRoot";
import { LIMIT_SPECS, type LimitSpec } from "./core/limits";

/** The limits table of docs/conformance-server.md, printed from core/limits.ts between markers.
 *  `npm run generate` rewrites it; a test fails when it is stale. */

const BEGIN = "<!-- limits:begin: generated from conformance/core/limits.ts by `npm run generate` -->";
const END = "<!-- limits:end -->";

export const limitsDocPath = (): string => path.join(packageRoot(), "docs", "conformance-server.md");

const amount = (l: LimitSpec): string => (l.unit === "count" ? `${l.default.toLocaleString("en-US")}` : l.unit === "bytes" ? bytes(l.default) : `${l.default} ${l.unit}`);

function bytes(n: number): string {
  for (const [unit, size] of [["GiB", 1024 ** 3], ["MiB", 1024 ** 2], ["KiB", 1024]] as const) if (n >= size && n % size === 0) return `${n / size} ${unit}`;
  return `${n} bytes`;
}

export function limitsTable(): string {
  const rows = (Object.values(LIMIT_SPECS) as LimitSpec[]).map((l) => `| \`--${l.option}\` | ${amount(l)} | ${l.per} | ${l.description.replace(/\|/g, "\\|")} |`);
  return ["| Option | Default | Per | What it bounds |", "|---|---|---|---|", ...rows].join("\n");
}

/** The page with its table as core/limits.ts prints it (the markers must be in the page). */
export function pageWithLimits(text: string): string {
  const begin = text.indexOf(BEGIN);
  const end = text.indexOf(END, begin);
  if (begin < 0 || end < 0) throw new Error(`${limitsDocPath()} has no ${BEGIN} … ${END} markers`);
  return `${text.slice(0, begin)}${BEGIN}\n${limitsTable()}\n${text.slice(end)}`;
}

if (require.main === module) {
  const file = limitsDocPath();
  fs.writeFileSync(file, pageWithLimits(fs.readFileSync(file, "utf8")));
  process.stdout.write(`wrote the limits table of ${file}\n`);
}
