import * as fs from "node:fs";
import * as path from "node:path";
import { REFERENCE_DOC, renderReference } from "./core/apiReference";
import { routeIndexOf } from "./core/http";
import { buildApps, openWorld } from "./world";
import { packageRoot } from "../schema/packageRoot";

/** docs/api-reference.md as the current routes and schemas render it (an in-memory server's
 *  apps, no port bound). `npm run generate` writes it; a test compares it with the checked-in file. */
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

/** The API reference in the package root. */
export function referencePath(): string {
  return path.join(packageRoot(), REFERENCE_DOC);
}

if (require.main === module) {
  void currentReference().then((text) => {
    const file = referencePath();
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    process.stdout.write(`wrote ${file}\n`);
  });
}
