#!/usr/bin/env node
// `npm run generate`: every generated file, from the sources (built into dist/ first), in the
// order they depend on each other; then the build again, so dist/ holds what they generated.
// Each generated file has a test that fails when it is stale.
const { execFileSync } = require("node:child_process");
const path = require("node:path");

const root = path.resolve(__dirname, "..");
const GENERATORS = [
  "terraform/protocol.js", // terraform/proto/protocol.json, from the .proto files
  "schema/generate.js", // schema/json: JSON Schema of the request bodies and resources
  "conformance/referenceDoc.js", // docs/api-reference.md
  "conformance/limitsDoc.js", // the limits table of docs/conformance-server.md
  "pulumi/typesGenerator.js", // pulumi/types.ts: the Pulumi inputs and outputs, documented
  "pulumi/classesGenerator.js", // pulumi/classes.ts and pulumi/functions.ts: the Pulumi resource classes and lookup functions
  "schema/terraform/generate.js", // schema/terraform/provider.json: the Terraform schema
  "cdk/generate.js", // cdk/cdktf, cdk/cdktn: the bindings, from provider.json
  "schema/docsTables.js", // the inputs and outputs tables of docs/resources/*.md
];

const run = (file, args) => execFileSync(process.execPath, [file, ...args], { cwd: root, stdio: "inherit" });
for (const generator of GENERATORS) run(path.join(root, "dist", generator), []);
const tsc = require.resolve("typescript/bin/tsc", { paths: [root] });
run(tsc, ["-p", "tsconfig.json"]);
run(tsc, ["-p", "cdk/tsconfig.json"]);
