// Preloaded (NODE_OPTIONS=--require) into a process under test, after recordModules.js: stands in
// for Node's module.enableCompileCache (Node 20 has none) and records its call in
// DBPLANE_MODULE_LOG among the modules loaded, so a test can tell when a program asks for it.
const fs = require("node:fs");
require("node:module").enableCompileCache = () => {
  fs.appendFileSync(process.env.DBPLANE_MODULE_LOG, "enableCompileCache()\n");
  return { status: 0 };
};
