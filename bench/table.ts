/** The one printer of `npm run bench`: every section prints its figures as rows of the same
 *  table, and every target as a PASS or FAIL row, counted for the summary at the end. */

const LABEL_WIDTH = 60;
const CELL_WIDTH = 22;

let failed = 0;
let checked = 0;

export function heading(title: string): void {
  process.stdout.write(`\n## ${title}\n`);
}

/** A row: what was measured, then its figures. */
export function row(label: string, ...cells: string[]): void {
  process.stdout.write(`${`${label.padEnd(LABEL_WIDTH)} ${cells.map((c) => c.padEnd(CELL_WIDTH)).join(" ")}`.trimEnd()}\n`);
}

/** A target: PASS or FAIL, saying what was expected and what was measured. */
export function target(label: string, pass: boolean, rule: string, measured: string): boolean {
  checked++;
  if (!pass) failed++;
  row(`  ${label}`, `${pass ? "PASS" : "FAIL"}  ${measured}`, `(target ${rule})`);
  return pass;
}

export function summary(): { checked: number; failed: number } {
  process.stdout.write(`\n${checked} targets checked, ${failed} failed.\n`);
  return { checked, failed };
}

/** 12345.6 → "12,346". */
export function count(n: number): string {
  return Math.round(n).toLocaleString("en-US");
}

export function ms(n: number): string {
  return `${n < 10 ? n.toFixed(2) : n.toFixed(1)} ms`;
}

export function ratio(n: number): string {
  return `${n.toFixed(2)}×`;
}
