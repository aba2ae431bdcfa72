// `npm pack` / `npm publish` (prepack): start from an empty dist/, so the package holds exactly
// what the sources build (prepare rebuilds it right after), never a stale file.
const fs = require("node:fs");
const path = require("node:path");

fs.rmSync(path.resolve(__dirname, "..", "dist"), { recursive: true, force: true });
