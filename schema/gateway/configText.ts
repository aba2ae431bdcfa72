/** The gateway's configuration parser: what happens to the bytes of a database configuration
 *  (`PUT /{db}/`, `PUT|POST /{db}/_config`) before they are decoded as JSON (the gateway's
 *  rest/config.go sanitiseConfig and expandEnv, base/util.go ConvertBackQuotedStrings), in order:
 *
 *  1. Environment expansion, on the raw text, strings included: `$NAME` (letters, digits, `_`),
 *     `${NAME}` and `${NAME:-default}` become the variable's value; a variable that is undefined
 *     or empty is an error, unless a default is given. The shell's special names (`$1`, `$*`,
 *     `$#`, `$@`, `$!`, `$?`, `$-`) are looked up too (and are errors when undefined); `$$`
 *     stands for `$`; a `$` followed by anything else stays as it is; `${}` is dropped, and so is
 *     a `${` never closed.
 *  2. Backtick quoting: text from a backtick to the next backtick not preceded by a backslash
 *     (at least one character in between) becomes a JSON string: backslashes, double quotes,
 *     newlines and tabs inside are escaped, carriage returns dropped.
 *
 *  So a JSON string holding `$` or a backtick can come out changed, or break the JSON. Written
 *  as JSON escapes (`\u0024`, `\u0060`) those characters survive both passes, which see no `$`
 *  or backtick: `configSafeJson` is how dbplane encodes every body it sends to the gateway. */

export class ConfigTextError extends Error {}

const SPECIAL = new Set(["*", "#", "$", "@", "!", "?", "-", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]);
const isNameChar = (c: string) => /^[A-Za-z0-9_]$/.test(c);

/** The name after a `$` at the start of `s`, and how many characters it takes ("" with a width:
 *  bad syntax, eaten; "" with width 0: no name, the `$` stays). */
function shellName(s: string): [string, number] {
  if (s[0] === "{") {
    if (s.length > 2 && SPECIAL.has(s[1]) && s[2] === "}") return [s[1], 3];
    const close = s.indexOf("}", 1);
    if (close === 1) return ["", 2];
    if (close < 0) return ["", 1];
    return [s.slice(1, close), close + 1];
  }
  if (SPECIAL.has(s[0])) return [s[0], 1];
  let i = 0;
  while (i < s.length && isNameChar(s[i])) i++;
  return [s.slice(0, i), i];
}

/** Step 1: `$` expansion from `env` (a variable's value, or undefined). */
export function expandVariables(text: string, env: (name: string) => string | undefined): string {
  const errors: string[] = [];
  let out = "";
  let from = 0;
  for (let j = 0; j < text.length; j++) {
    if (text[j] !== "$" || j + 1 >= text.length) continue;
    out += text.slice(from, j);
    const [name, width] = shellName(text.slice(j + 1));
    if (name === "" && width === 0) out += "$";
    else if (name !== "") out += valueOf(name, env, errors);
    j += width;
    from = j + 1;
  }
  if (errors.length > 0) throw new ConfigTextError(`${errors.length} errors:\n${errors.join("\n")}`);
  return from === 0 ? text : out + text.slice(from);
}

function valueOf(expression: string, env: (name: string) => string | undefined, errors: string[]): string {
  if (expression === "$") return "$";
  const sep = expression.indexOf(":-");
  const name = sep < 0 ? expression : expression.slice(0, sep);
  const value = env(name) ?? "";
  if (value !== "") return value;
  if (sep >= 0) return expression.slice(sep + 2);
  errors.push(`undefined environment variable '\${${name}}' is specified in the config without default value`);
  return "";
}

const BACKQUOTED = /`([\s\S]*?)[^\\]`/g;

/** Step 2: backtick-quoted text to JSON strings. */
export function convertBackQuoted(text: string): string {
  return text.replace(BACKQUOTED, (match) => {
    const inner = match
      .slice(1, -1)
      .replace(/\\/g, "\\\\")
      .replace(/\r/g, "")
      .replace(/\n/g, "\\n")
      .replace(/\t/g, "\\t")
      .replace(/"/g, '\\"');
    return `"${inner}"`;
  });
}

/** Both steps, as the gateway applies them to a configuration body. */
export function parseConfigText(text: string, env: (name: string) => string | undefined): string {
  return convertBackQuoted(expandVariables(text, env));
}

/** JSON that the parser leaves as it is: `$` and backticks (which JSON has only inside strings)
 *  written as `\u0024` and `\u0060`. */
export function configSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/\$/g, "\\u0024").replace(/`/g, "\\u0060");
}
