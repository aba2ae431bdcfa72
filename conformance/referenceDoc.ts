import * as fs from "node:fs";
import * as path from "node:path";
import { REFERENCE_DOC, renderReference } from "./core/apiReference";
import { routeIndexOf } from "./core/http";
import { buildApps, openWorld } from "./world";

/** docs/api-reference.md as the current routes and schemas render it (an in-memory server's
 *  apps, no port bound). `npm run schema` writes it; a test compares it with the checked-in file. */
export async function currentReference(): Promise<string> {
  const world = await openWorld({ bootstrapToken: "reference", gatewayAdminPassword: "reference" });
  try {
    const apps = buildApps(world.ctx);
    return renderReference({
      management: routeIndexOf(apps.api),
      gatewayPublic: routeIndexOf(apps.gatewayPublic),
      gatewayAdmin: routeIndexOf(apps.gatewayAdmin),
    });
  } finally {
    await world.close();
  }
}

/** The package root, whether running from sources (ts-jest) or from dist/. */
export function referencePath(): string {
  let dir = __dirname;
  while (!fs.existsSync(path.join(dir, "package.json"))) dir = path.dirname(dir);
  return path.join(dir, REFERENCE_DOC);
}

if (require.main === module) {
  void currentReference().then((text) => {
    const file = referencePath();
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    process.stdout.write(`wrote ${file}\n`);
  });
}
