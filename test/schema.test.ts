import * as fs from "node:fs";
import * as path from "node:path";
import { generatedSchemas, schemaJsonDir } from "../schema/generate";

/** schema/json is checked in (CDKTF bindings and other tools read it); it must equal what the
 *  zod specs generate. Run `npm run schema` after changing a spec. */
test("schema/json is up to date with the zod specs", () => {
  const dir = schemaJsonDir();
  const expected = generatedSchemas();
  const stale: string[] = [];
  for (const [file, text] of expected) {
    const p = path.join(dir, file);
    if (!fs.existsSync(p) || fs.readFileSync(p, "utf8") !== text) stale.push(file);
  }
  const apiDir = path.join(dir, "api");
  const extra = fs.existsSync(apiDir)
    ? fs.readdirSync(apiDir).map((f) => path.join("api", f)).filter((f) => !expected.has(f))
    : [];
  expect({ stale, extra }).toEqual({ stale: [], extra: [] });
});
