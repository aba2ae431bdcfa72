import * as fs from "node:fs";
import * as path from "node:path";
import { load } from "js-yaml";
import { TestStack } from "dbplane/testing";

/** The repository is a Pulumi project whose program is the quickstart: what `pulumi preview` at
 *  the root would run, with the config keys Pulumi.yaml declares, previews the whole stack. */

const ROOT = path.resolve(__dirname, "..", "..");

interface Project {
  name: string;
  runtime: { name: string; options?: { typescript?: boolean } };
  main: string;
  config: Record<string, { type: string; description: string; secret?: boolean }>;
}

test("Pulumi.yaml names a nodejs program that exists after the build and previews the quickstart with the declared config", async () => {
  const project = load(fs.readFileSync(path.join(ROOT, "Pulumi.yaml"), "utf8")) as Project;
  expect(project.runtime).toEqual({ name: "nodejs", options: { typescript: false } });
  const main = path.join(ROOT, project.main);
  expect(fs.existsSync(main)).toBe(true);
  expect(Object.keys(project.config).sort()).toEqual(["adminPassword", "agentPassword", "clusterId", "oidcIssuer", "organizationId", "projectId"]);
  expect([project.config.adminPassword.secret, project.config.agentPassword.secret]).toEqual([true, true]);

  let stack: TestStack | undefined;
  try {
    stack = await TestStack.create({
      projectName: project.name,
      // The program as the Pulumi CLI loads it: the module at `main`, run for its side effects.
      program: () => {
        delete require.cache[require.resolve(main)];
        return require(main);
      },
    });
    const ids = { organizationId: stack.server.organizationId, projectId: stack.server.projectId, clusterId: stack.server.clusterId };
    for (const [key, value] of Object.entries({ ...ids, oidcIssuer: `${stack.server.apiUrl}/_conformance/oidc` })) {
      stack.setConfig(`${project.name}:${key}`, value);
    }
    stack.setConfig(`${project.name}:adminPassword`, { value: "Admin-pass-1!", secret: true });
    stack.setConfig(`${project.name}:agentPassword`, { value: "agent-pass", secret: true });
    const preview = await stack.preview();
    expect(preview.changeSummary).toEqual({ create: 12 });
    expect(preview.steps.map((s) => s.name)).toEqual(expect.arrayContaining(["mobile-backend", "travel", "travel-data"]));
  } finally {
    await stack?.dispose();
  }
});
