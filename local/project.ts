import * as fs from "node:fs";
import * as path from "node:path";

/** The Pulumi project a program belongs to, found as the Pulumi CLI finds it: the nearest
 *  `Pulumi.yaml` (or `.yml`, `.json`) in the directory or one of its parents. Its `name` is the
 *  namespace of `new pulumi.Config()` and part of every URN. */

const PROJECT_FILES = ["Pulumi.yaml", "Pulumi.yml", "Pulumi.json"];

/** What the CLI accepts as a project name. */
const PROJECT_NAME = /^[A-Za-z0-9_.-]{1,100}$/;

/** A project file that can't be read, or whose `name` the CLI would refuse. */
export class ProjectFileError extends Error {}

/** The `name` of the project file nearest to `dir` (upwards); undefined when there is none. */
export function findProjectName(dir: string): string | undefined {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    const file = PROJECT_FILES.map((f) => path.join(at, f)).find((f) => fs.statSync(f, { throwIfNoEntry: false })?.isFile());
    if (file) return projectNameOf(file, fs.readFileSync(file, "utf8"));
    if (path.dirname(at) === at) return undefined;
  }
}

/** The project name a project file's text declares. */
export function projectNameOf(file: string, text: string): string {
  const name = file.endsWith(".json") ? jsonName(file, text) : topLevelYamlString(file, text, "name");
  if (name === undefined) throw new ProjectFileError(`${file}: no project name (a top-level \`name:\`)`);
  if (!PROJECT_NAME.test(name)) {
    throw new ProjectFileError(`${file}: project name '${name}' may only contain letters, digits, '-', '_' and '.' (at most 100 characters)`);
  }
  return name;
}

function jsonName(file: string, text: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    throw new ProjectFileError(`${file}: not JSON (${(e as Error).message})`);
  }
  const name = (parsed as { name?: unknown } | null)?.name;
  if (name !== undefined && typeof name !== "string") throw new ProjectFileError(`${file}: \`name\` must be a string`);
  return name;
}

/** The string value of a top-level key of a YAML mapping in block style (what a Pulumi.yaml is):
 *  plain, single- or double-quoted on the key's line, a trailing comment ignored. Anything else
 *  (a block scalar, an alias, a tag, a flow collection, a value on the following lines) is
 *  refused rather than guessed. */
export function topLevelYamlString(file: string, text: string, key: string): string | undefined {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  const keyPattern = new RegExp(`^(?:${escapeRegExp(key)}|"${escapeRegExp(key)}"|'${escapeRegExp(key)}')[ \\t]*:(?:[ \\t]+|$)`);
  for (let i = 0; i < lines.length; i++) {
    const match = keyPattern.exec(lines[i]);
    if (!match) continue;
    const where = `${file}:${i + 1}`;
    // An indented line after it continues the value (or nests under it): not one line.
    const next = lines.slice(i + 1).find((l) => !/^[ \t]*(#.*)?$/.test(l));
    if (next !== undefined && /^[ \t]/.test(next)) throw new ProjectFileError(`${where}: \`${key}\` must be a string on one line (e.g. \`${key}: my-project\`)`);
    const rest = lines[i].slice(match[0].length);
    if (rest.startsWith('"')) return doubleQuoted(where, rest);
    if (rest.startsWith("'")) return singleQuoted(where, rest);
    const value = rest.replace(/(^|[ \t])#.*$/, "").trim();
    if (value === "" || /^[|>&*!\[{@`%]/.test(value) || (value.startsWith("-") && /^-( |$)/.test(value))) {
      throw new ProjectFileError(`${where}: \`${key}\` must be a string on one line (e.g. \`${key}: my-project\`)`);
    }
    return value;
  }
  return undefined;
}

function doubleQuoted(where: string, rest: string): string {
  // The quoted part, up to the first unescaped quote; YAML's escapes JSON shares are read as JSON.
  const quoted = /^"((?:[^"\\]|\\.)*)"/.exec(rest);
  if (!quoted) throw new ProjectFileError(`${where}: unterminated "…" string`);
  expectNothingAfter(where, rest.slice(quoted[0].length));
  try {
    return JSON.parse(`"${quoted[1]}"`);
  } catch {
    throw new ProjectFileError(`${where}: unsupported escape in "${quoted[1]}"`);
  }
}

function singleQuoted(where: string, rest: string): string {
  // '' is a quote inside a single-quoted string.
  const quoted = /^'((?:[^']|'')*)'/.exec(rest);
  if (!quoted) throw new ProjectFileError(`${where}: unterminated '…' string`);
  expectNothingAfter(where, rest.slice(quoted[0].length));
  return quoted[1].replace(/''/g, "'");
}

function expectNothingAfter(where: string, after: string): void {
  if (!/^([ \t]+(#.*)?)?$/.test(after)) throw new ProjectFileError(`${where}: unexpected text after the quoted string: ${after.trim()}`);
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
