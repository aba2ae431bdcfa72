import * as fs from "node:fs";
import * as path from "node:path";
import * as ts from "typescript";
import { bodyFields, computedFields, inputFields, secretInputFields } from "../provider/spec";
import { specs } from "../resources";

/** Rules every spec keeps, whoever writes the next one. */
describe.each(specs.map((spec) => [spec.kind, spec] as const))("%s", (_kind, spec) => {
  test("every write-only or secret value it takes as an input is a secret input (never in plain text in a state or a preview)", () => {
    const inputs = new Set(inputFields(spec));
    const secret = [...(spec.writeOnly ?? []), ...(spec.secretOutputs ?? [])].filter((f) => inputs.has(f));
    expect(secretInputFields(spec)).toEqual(expect.arrayContaining(secret));
  });

  test("every write-only value is a secret output", () => {
    expect(spec.secretOutputs ?? []).toEqual(expect.arrayContaining(spec.writeOnly ?? []));
  });

  test("when it can change in place and has computed outputs, it says which of them a change moves, each a computed output or a member of one", () => {
    const inPlace = Object.keys(spec.actions ?? {}).length > 0 || (spec.api.update !== undefined && spec.immutable !== "all" && bodyFields(spec).some((f) => !spec.immutable.includes(f)));
    if (inPlace && computedFields(spec).length > 0) expect(spec.movedByUpdate).toBeDefined();
    const isMember = (schema: any, path: string[]): boolean => path.length === 0 || (schema?.shape !== undefined && path[0] in schema.shape && isMember(schema.shape[path[0]], path.slice(1)));
    for (const path of spec.movedByUpdate ?? []) expect([path, isMember({ shape: spec.computed }, path.split("."))]).toEqual([path, true]);
  });
});

/** test/fixtures/typedSpec.ts marks each misspelling with `// @ts-expect-error: <name>`. Checked
 *  with the markers taken out, the file must fail exactly on each marked line, naming the misspelt
 *  field, and nowhere else (so the correct spec in it compiles). */
test("a misspelt field in a spec's hooks or field lists fails to compile", () => {
  const file = path.resolve(__dirname, "fixtures/typedSpec.ts");
  const text = fs.readFileSync(file, "utf8");
  const marked = [...text.split("\n").entries()].flatMap(([i, line]) => {
    const name = /\/\/ @ts-expect-error: (\w+)$/.exec(line)?.[1];
    return name ? [{ line: i + 2, name }] : [];
  });
  expect(marked.length).toBeGreaterThanOrEqual(10);
  const config = ts.getParsedCommandLineOfConfigFile(path.resolve(__dirname, "../tsconfig.json"), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined })!;
  const options = { ...config.options, noEmit: true, incremental: false, types: ["node"] };
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile;
  host.getSourceFile = (name, language, ...rest) =>
    path.resolve(name) === file ? ts.createSourceFile(name, text.replaceAll("// @ts-expect-error", "// (misspelt)"), language) : read.call(host, name, language, ...rest);
  const program = ts.createProgram([file], options, host);
  const source = program.getSourceFile(file)!;
  const errors = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map((d) => ({
    line: source.getLineAndCharacterOfPosition(d.start!).line + 1,
    message: ts.flattenDiagnosticMessageText(d.messageText, "\n"),
  }));
  expect(errors.map((e) => e.line)).toEqual(marked.map((m) => m.line));
  for (const [i, { name }] of marked.entries()) expect(errors[i].message).toContain(name);
});
