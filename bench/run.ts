/** `npm run bench`: the figures dbplane's speed is judged by, each section a module of its own
 *  printing through table.ts. Targets live here, not in timed unit tests: a regression shows as
 *  a worse figure and a FAIL line. `npm run bench -- gateway webhooks` runs only those sections.
 *
 *  Every server under load runs in a process of its own (processes.ts), the load comes from
 *  autocannon in this one, and each server figure is printed beside its ceiling — a bare fastify
 *  server started here, checking the same credentials and answering a same-sized body —
 *  measured in the same run. The management API and its ceilings run pinned to a core of their
 *  own (cores.ts). */
import { placement } from "./cores";
import { durabilitySection } from "./durability";
import { engineSection } from "./engine";
import { fairnessSection } from "./fairness";
import { gatewaySection } from "./gateway";
import { managementSection } from "./management";
import { providerSection } from "./provider";
import { sandboxSection } from "./sandbox";
import { summary } from "./table";
import { terraformSection } from "./terraform";
import { webhooksSection } from "./webhooks";

const sections: Record<string, () => Promise<void>> = {
  management: managementSection,
  gateway: gatewaySection,
  webhooks: webhooksSection,
  fairness: fairnessSection,
  durability: durabilitySection,
  sandbox: sandboxSection,
  provider: providerSection,
  engine: engineSection,
  terraform: terraformSection,
};

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const unknown = only.filter((name) => !(name in sections));
  if (unknown.length > 0) throw new Error(`unknown bench section(s) ${unknown.join(", ")}; sections: ${Object.keys(sections).join(", ")}`);
  const started = Date.now();
  process.stdout.write(`Placement: ${placement()}.\n`);
  for (const [name, section] of Object.entries(sections)) if (only.length === 0 || only.includes(name)) await section();
  summary();
  process.stdout.write(`(${((Date.now() - started) / 1000).toFixed(0)} s)\n`);
}

main().catch((e) => {
  process.stderr.write(`${(e as Error).stack}\n`);
  process.exit(1);
});
