// What an editor's hover shows at each of several words of a TypeScript program that imports the
// installed package as users do: TypeScript's language service over the published declarations.
// Run as its own process (a language service over @pulumi/pulumi's declarations is three times
// slower inside jest's module system). Input on stdin: {source, words}; output: one
// {documentation, tags} per word.
const fs = require("node:fs");
const path = require("node:path");
const ts = require("typescript");

const { source, words } = JSON.parse(fs.readFileSync(0, "utf8"));
const root = path.resolve(__dirname, "..", "..");
const file = path.join(root, "test", "hover-probe.ts");
const options = {
  module: ts.ModuleKind.CommonJS,
  moduleResolution: ts.ModuleResolutionKind.Node10,
  target: ts.ScriptTarget.ES2022,
  lib: ["lib.es2022.d.ts"],
  strict: true,
  types: [],
  skipLibCheck: true,
};
const host = {
  getScriptFileNames: () => [file],
  getScriptVersion: () => "1",
  getScriptSnapshot: (name) => ts.ScriptSnapshot.fromString(name === file ? source : fs.readFileSync(name, "utf8")),
  getCurrentDirectory: () => root,
  getCompilationSettings: () => options,
  getDefaultLibFileName: ts.getDefaultLibFilePath,
  fileExists: (name) => name === file || ts.sys.fileExists(name),
  readFile: (name) => (name === file ? source : ts.sys.readFile(name)),
  readDirectory: ts.sys.readDirectory,
  directoryExists: ts.sys.directoryExists,
  getDirectories: ts.sys.getDirectories,
};
const service = ts.createLanguageService(host);
const hovers = words.map((word) => {
  const info = service.getQuickInfoAtPosition(file, source.indexOf(word) + 1);
  return {
    documentation: ts.displayPartsToString(info?.documentation),
    tags: (info?.tags ?? []).map((t) => `@${t.name} ${ts.displayPartsToString(t.text)}`),
  };
});
process.stdout.write(JSON.stringify(hovers));
