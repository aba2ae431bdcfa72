// Preloaded (NODE_OPTIONS=--require) into a process under test: appends every module it loads
// to the file named by DBPLANE_MODULE_LOG, so a test can tell what a program loads.
const fs = require("node:fs");
const Module = require("node:module");
const load = Module._load;
Module._load = function (request, ...rest) {
  fs.appendFileSync(process.env.DBPLANE_MODULE_LOG, `${request}\n`);
  return load.call(this, request, ...rest);
};
