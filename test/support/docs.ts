import * as fs from "node:fs";
import * as path from "node:path";
import * as ts from "typescript";
import type { Program } from "./engine";

/** A Pulumi program printed in the documentation, run exactly as printed: the ```ts block that
 *  follows `<!-- marker -->` in `file` (relative to the repository root), transpiled to CommonJS
 *  and run with this process's `dbplane` and `@pulumi/pulumi`. */
export function programFromDocs(file: string, marker: string): Program {
  const text = fs.readFileSync(path.resolve(__dirname, "..", "..", file), "utf8");
  const at = text.indexOf(`<!-- ${marker}`);
  if (at < 0) throw new Error(`${file} has no <!-- ${marker} --> marker`);
  const block = /```ts\n([\s\S]*?)\n```/.exec(text.slice(at));
  if (!block) throw new Error(`${file}: no \`\`\`ts block after <!-- ${marker} -->`);
  const js = ts.transpileModule(block[1], { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true } }).outputText;
  return () => {
    const module = { exports: {} };
    new Function("require", "module", "exports", js)(require, module, module.exports);
  };
}
