import * as vm from "node:vm";

/** How the gateway compiles a JavaScript function property (a database's sync function and
 *  import filter, a webhook filter, an App Endpoint's access-control function and import
 *  filter): as one function expression, the source in parentheses. Each parenthesis is on a line
 *  of its own, so that a trailing line comment can't swallow the closing one and the source's
 *  lines keep their columns (one line down); statements after the function are refused, never
 *  run. */
export const FUNCTION_WRAPPER = { before: "(\n", after: "\n)" } as const;

export const wrapFunction = (source: string): string => `${FUNCTION_WRAPPER.before}${source}${FUNCTION_WRAPPER.after}`;

/** A syntax error where the user wrote it: line and column (from 1) within the source, and the
 *  source's text there. */
export interface SourceSyntaxError {
  line: number;
  /** Unknown when the engine gave none. */
  column?: number;
  message: string;
  text: string;
}

/** Places an error an engine reported at `line` and `column` of `wrapFunction(source)` in the
 *  source. One found in the closing parenthesis is at the end of the source, and gets a message
 *  of its own (the engine's would name that parenthesis, which the user never wrote): either the
 *  source ends inside the function, or a `)` of the source closed the opening one early. */
export function placeSyntaxError(source: string, line: number, column: number | undefined, message: string): SourceSyntaxError {
  const lines = source.split("\n");
  const beforeLines = FUNCTION_WRAPPER.before.split("\n").length - 1;
  const at = line - beforeLines;
  if (at < 1) return { line: 1, column: 1, message, text: excerpt(lines[0], 1) };
  if (at <= lines.length) return { line: at, column, message, text: excerpt(lines[at - 1], column) };
  const kept = source.trimEnd().split("\n");
  const last = kept[kept.length - 1];
  const closedEarly = compiles(`${FUNCTION_WRAPPER.before}${source}\n`);
  return {
    line: kept.length,
    column: last.length + 1,
    message: closedEarly
      ? "a ')' closes the function expression before the source ends (one ')' too many?)"
      : "the source ends inside the function (a closing '}' or ')' missing?)",
    text: excerpt(last, last.length + 1),
  };
}

/** `line 3, column 13 ("if (doc.y {"): expecting ')'` — for an API's error message. */
export function describeSyntaxError(e: SourceSyntaxError): string {
  const where = e.column === undefined ? `line ${e.line}` : `line ${e.line}, column ${e.column}`;
  return `${where}${e.text ? ` (${JSON.stringify(e.text)})` : ""}: ${e.message}`;
}

/** Compiles the source as the gateway does, with Node's engine, never running it: its syntax
 *  error, placed in the source, or undefined. */
export function nodeSyntaxError(source: string): SourceSyntaxError | undefined {
  try {
    new vm.Script(wrapFunction(source), { filename: FILENAME });
    return undefined;
  } catch (e) {
    const err = e as Error;
    // The stack starts `function.js:<line>`, then that line's text, then a caret under the error.
    const [head = "", , caret = ""] = (err.stack ?? "").split("\n");
    const line = Number(new RegExp(`^${FILENAME.replace(".", "\\.")}:(\\d+)`).exec(head)?.[1] ?? 1);
    const column = caret.includes("^") ? caret.indexOf("^") + 1 : undefined;
    return placeSyntaxError(source, line, column, err.message);
  }
}

const FILENAME = "function.js";

function compiles(text: string): boolean {
  try {
    new vm.Script(text, { filename: FILENAME });
    return true;
  } catch {
    return false;
  }
}

/** The line, or, when long, what precedes `column` (up to 40 characters) and a little of what
 *  follows (its start, when the column is not known), "…" where cut. */
function excerpt(line: string, column: number | undefined): string {
  if (line.length <= 60) return line.trim();
  const at = column === undefined ? 0 : column - 1;
  const start = Math.max(0, at - 40);
  const end = Math.min(line.length, column === undefined ? 60 : at + 20);
  return `${start > 0 ? "…" : ""}${line.slice(start, end).trim()}${end < line.length ? "…" : ""}`;
}
