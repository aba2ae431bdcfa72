// Pulumi's dynamic-provider host loads dbplane's provider shim, which requires the installed
// package by name ("dbplane"). In this repository the package is the repository itself: link it
// into node_modules so `require("dbplane")` resolves exactly as in a user's project.
// Used by `npm start` (prestart) and by jest's globalSetup.
const fs = require("node:fs");
const path = require("node:path");

function linkSelf() {
  const root = path.resolve(__dirname, "..");
  const link = path.join(root, "node_modules", "dbplane");
  try {
    if (fs.realpathSync(link) === root) return;
  } catch {
    // not there yet, or a link to a directory that is gone (removed below)
  }
  fs.rmSync(link, { recursive: true, force: true });
  fs.symlinkSync(root, link, "dir");
}

module.exports = linkSelf;
if (require.main === module) linkSelf();
