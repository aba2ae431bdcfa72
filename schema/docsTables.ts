import * as fs from "node:fs";
import * as path from "node:path";
import type { z } from "zod";
import { changeSentence, defaultText, fieldNotes, fieldsOf, type FieldModel } from "../provider/fields";
import type { Lookup } from "../provider/lookups";
import type { ResourceSpec } from "../provider/spec";
import { specs } from "../resources";
import { lookups } from "../resources/lookups";
import { dataSourceTypeName } from "../terraform/names";
import { descriptionOf } from "./docs";
import { packageRoot } from "./packageRoot";

/** The inputs and outputs tables of docs/resources/*.md, printed from the field model between
 *  markers; the prose around them stays hand-written. A page documents the specs whose kind is
 *  its file name or is named in its first heading (AllowedCidr.md: both allow-lists). `npm run
 *  generate` rewrites them; a test fails when one is stale. */

export const BEGIN = "<!-- fields:begin: generated from the spec by `npm run generate`; edit the spec, not this table -->";
export const END = "<!-- fields:end -->";
export const LOOKUPS_BEGIN = "<!-- lookups:begin: generated from the lookups by `npm run generate`; edit the lookup, not this text -->";
export const LOOKUPS_END = "<!-- lookups:end -->";

export const resourceDocsDir = (): string => path.join(packageRoot(), "docs", "resources");

/** A field's type in a few words. */
export function typeText(schema: z.core.$ZodType): string {
  const def: any = (schema as any)._zod.def;
  switch (def.type) {
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "nonoptional":
    case "readonly":
    case "catch":
      return typeText(def.innerType);
    case "pipe":
      return typeText(def.in);
    case "lazy":
      return typeText(def.getter());
    case "enum":
      return Object.values(def.entries as Record<string, unknown>).map((v) => JSON.stringify(v)).join(" | ");
    case "literal":
      return (def.values as unknown[]).map((v) => JSON.stringify(v)).join(" | ");
    case "number":
    case "int":
      return "number";
    case "string":
    case "template_literal":
      return "string";
    case "boolean":
      return "boolean";
    case "array": {
      const element = typeText(def.element);
      return element.includes(" ") ? `(${element})[]` : `${element}[]`;
    }
    case "record":
      return `map of ${typeText(def.valueType)}`;
    case "object":
      return "object";
    case "union":
      return [...new Set((def.options as z.core.$ZodType[]).map(typeText))].join(" | ");
    default:
      return "any";
  }
}

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");

function inputNotes(spec: ResourceSpec, f: FieldModel): string {
  return [
    f.required ? "**Required.**" : undefined,
    f.description,
    ...fieldNotes(f),
    f.default ? `Default: \`${defaultText(f.default.value)}\`.` : undefined,
    f.change === "in place" ? undefined : `**${changeSentence(spec, f)}**`,
  ]
    .filter(Boolean)
    .join(" ");
}

/** The tables of one spec: its inputs (the common `timeouts` and `adopt` are in docs/provider.md)
 *  and its outputs beyond them. */
export function specTables(spec: ResourceSpec): string {
  const fields = fieldsOf(spec);
  const inputs = fields.filter((f) => f.role !== "computed" && f.role !== "common");
  const outputs = fields.filter((f) => f.role === "computed");
  const lines = ["| Input | Type | Notes |", "|---|---|---|", ...inputs.map((f) => `| \`${f.key}\` | ${cell(typeText(f.schema))} | ${cell(inputNotes(spec, f))} |`)];
  if (outputs.length) {
    lines.push("", "| Output | Type | Notes |", "|---|---|---|", ...outputs.map((f) => `| \`${f.key}\` | ${cell(typeText(f.schema))} | ${cell([f.description, ...fieldNotes(f)].join(" "))} |`));
  }
  return lines.join("\n");
}

/** A lookup's section: its names in each front end, what it is, its arguments and its results
 *  (those of a resource kind are its outputs, said once on the kind's page). */
export function lookupSection(lookup: Lookup): string {
  const optional = (schema: z.ZodType) => (schema as any)._zod.optin === "optional";
  const row = (key: string, schema: z.ZodType, notes: string) => `| \`${key}\` | ${cell(typeText(schema))} | ${cell(notes)} |`;
  const args = Object.entries(lookup.arguments).map(([key, schema]) => row(key, schema, [optional(schema) ? undefined : "**Required.**", descriptionOf(schema)].filter(Boolean).join(" ")));
  const lines = [
    `### ${lookup.name}: \`get${lookup.name}\` · \`data "${dataSourceTypeName(lookup.name)}"\``,
    "",
    lookup.description,
    "",
    "| Argument | Type | Notes |",
    "|---|---|---|",
    ...args,
    "",
  ];
  if (lookup.resultsOf && lookup.form === "singular") lines.push(`Results: the outputs of the ${lookup.resultsOf} (the tables above) that a read answers, and its \`id\`.`);
  else if (lookup.resultsOf) lines.push(`Results: \`items\`, a list (empty when none is found), each with the outputs of the ${lookup.resultsOf} that a read answers and its \`id\`.`);
  else {
    const secret = new Set(lookup.secretResults);
    lines.push("| Result | Type | Notes |", "|---|---|---|", ...Object.entries(lookup.results).map(([key, schema]) => row(key, schema, [descriptionOf(schema), secret.has(key) ? "Secret." : undefined].filter(Boolean).join(" "))));
  }
  return lines.join("\n");
}

/** The lookups a page documents: its own, and those of the kinds it documents. */
export function lookupsOf(page: string, text: string): Lookup[] {
  const kinds = new Set([page, ...specsOf(page, text).map((s) => s.kind)]);
  return lookups.filter((l) => kinds.has(l.page));
}

/** A page with its lookups' sections between the markers, or (a page without them yet) at its
 *  end under a "Lookups" heading. */
function withLookups(page: string, text: string): string {
  const mine = lookupsOf(page, text);
  if (mine.length === 0) return text;
  const block = `${LOOKUPS_BEGIN}\n${mine.map(lookupSection).join("\n\n")}\n${LOOKUPS_END}`;
  const begin = text.indexOf(LOOKUPS_BEGIN);
  if (begin >= 0) return text.slice(0, begin) + block + text.slice(text.indexOf(LOOKUPS_END, begin) + LOOKUPS_END.length);
  return `${text.trimEnd()}\n\n## Lookups\n\n${block}\n`;
}

/** The specs a page documents. */
function specsOf(page: string, text: string): ResourceSpec[] {
  const heading = /^## (.*)$/m.exec(text)?.[1] ?? "";
  const named = new Set(heading.split(/[^A-Za-z]+/));
  return specs.filter((s) => s.kind === page || named.has(s.kind));
}

/** A page with its tables as the specs print them: between the markers, or (a page without
 *  them yet) in place of its first inputs table. */
export function pageWithTables(page: string, text: string): string {
  return withLookups(page, withFieldTables(page, text));
}

function withFieldTables(page: string, text: string): string {
  const mine = specsOf(page, text);
  if (mine.length === 0) return text;
  const tables = mine.length === 1 ? specTables(mine[0]) : mine.map((s) => `**${s.kind}**\n\n${specTables(s)}`).join("\n\n");
  const block = `${BEGIN}\n${tables}\n${END}`;
  const begin = text.indexOf(BEGIN);
  if (begin >= 0) return text.slice(0, begin) + block + text.slice(text.indexOf(END, begin) + END.length);
  const table = /^\| Input \|[^\n]*\n(\|[^\n]*\n)*/m.exec(text);
  if (table) return text.slice(0, table.index) + `${block}\n` + text.slice(table.index + table[0].length);
  const afterIntro = text.indexOf("\n\n", text.indexOf("\n\n") + 2);
  return `${text.slice(0, afterIntro)}\n\n${block}${text.slice(afterIntro)}`;
}

/** Every page, as it should be: file name → text. */
export function generatedPages(): Map<string, string> {
  const dir = resourceDocsDir();
  return new Map(
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith(".md"))
      .sort()
      .map((f) => [f, pageWithTables(path.basename(f, ".md"), fs.readFileSync(path.join(dir, f), "utf8"))]),
  );
}

if (require.main === module) {
  for (const [file, text] of generatedPages()) fs.writeFileSync(path.join(resourceDocsDir(), file), text);
  process.stdout.write(`wrote the field tables of ${resourceDocsDir()}\n`);
}
