import { spawnSync } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import * as semver from "semver";
import { runProcess } from "../support/process";
import { listFiles } from "../../cdk/generate";
import { eventually } from "../support/gateway";
import { githubCommands, githubJobs, gitlabCommands, gitlabJob, gitlabJobs, readYaml, type Json } from "../support/pipelines";

/** The GitOps pipelines of examples/gitops, for GitHub Actions and GitLab CI and for both front
 *  ends, read as their platforms read them: each parses; every `npm run`, `npx` and program path
 *  they call exists (scripts in the example project they run in, bins of this package with the
 *  options they pass); the jobs each event runs are the GitOps loop (check and preview/plan on a
 *  pull request, check then apply on a merge to main, drift on a schedule); applies never
 *  overlap; credentials come from the CI's secret store; and the Pulumi check job's script runs,
 *  as written, against the bundled server. */

const ROOT = path.resolve(__dirname, "..", "..");
const GITOPS = path.join(ROOT, "examples", "gitops");
const PACKAGE = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8"));
/** How docs/install.md tells a project to depend on dbplane from git. */
const INSTALL_SPEC = fs.readFileSync(path.join(ROOT, "docs", "install.md"), "utf8").match(/"dbplane": "(git\+https:[^"]+)"/)![1];

type Platform = "github" | "gitlab";
type FrontEnd = "pulumi" | "cdktf";

interface Pipeline {
  file: string;
  platform: Platform;
  frontEnd: FrontEnd;
  /** The example project the pipeline is written for (at the root of the user's repository). */
  project: string;
}

const PIPELINES: Pipeline[] = [
  { file: "github/pulumi.yml", platform: "github", frontEnd: "pulumi", project: "examples/quickstart" },
  { file: "github/cdktf.yml", platform: "github", frontEnd: "cdktf", project: "examples/cdktf" },
  { file: "gitlab/pulumi.gitlab-ci.yml", platform: "gitlab", frontEnd: "pulumi", project: "examples/quickstart" },
  { file: "gitlab/cdktf.gitlab-ci.yml", platform: "gitlab", frontEnd: "cdktf", project: "examples/cdktf" },
];

/** The events of the GitOps loop, in each platform's terms. */
const EVENTS = {
  pullRequest: { github: { event_name: "pull_request", ref: "refs/pull/7/merge", branch: "main" }, gitlab: { CI_PIPELINE_SOURCE: "merge_request_event", CI_DEFAULT_BRANCH: "main" } },
  mergeToMain: { github: { event_name: "push", ref: "refs/heads/main", branch: "main" }, gitlab: { CI_PIPELINE_SOURCE: "push", CI_COMMIT_BRANCH: "main", CI_DEFAULT_BRANCH: "main" } },
  pushToBranch: { github: { event_name: "push", ref: "refs/heads/feature", branch: "feature" }, gitlab: { CI_PIPELINE_SOURCE: "push", CI_COMMIT_BRANCH: "feature", CI_DEFAULT_BRANCH: "main" } },
  schedule: { github: { event_name: "schedule", ref: "refs/heads/main", branch: "main" }, gitlab: { CI_PIPELINE_SOURCE: "schedule", CI_COMMIT_BRANCH: "main", CI_DEFAULT_BRANCH: "main" } },
};

/** The options a bin of this package documents in its --help. */
const helpOf = (bin: string): string => spawnSync(process.execPath, [path.join(ROOT, PACKAGE.bin[bin]), "--help"], { encoding: "utf8" }).stdout;

/** `true` when the patterns occur in the commands in this order. */
function inOrder(commands: string[], patterns: RegExp[]): boolean {
  let from = 0;
  for (const pattern of patterns) {
    const at = commands.findIndex((c, i) => i >= from && pattern.test(c));
    if (at < 0) return false;
    from = at + 1;
  }
  return true;
}

test("examples/gitops holds a pipeline per platform and front end", () => {
  expect(listFiles(GITOPS)).toEqual(PIPELINES.map((p) => p.file).sort());
});

describe.each(PIPELINES)("$file", ({ file, platform, frontEnd, project }) => {
  const doc: Json = readYaml(path.join(GITOPS, file));
  const jobNames = platform === "github" ? Object.keys(doc.jobs) : Object.keys(doc).filter((k) => !k.startsWith(".") && !["workflow", "stages", "default", "variables"].includes(k));
  const jobsFor = (event: keyof typeof EVENTS) => (platform === "github" ? githubJobs(doc, EVENTS[event].github) : gitlabJobs(doc, EVENTS[event].gitlab));
  const commands = (job: string) => (platform === "github" ? githubCommands(doc.jobs[job]) : gitlabCommands(doc, job));
  const job = (name: string): Json => (platform === "github" ? doc.jobs[name] : gitlabJob(doc, name));
  const review = frontEnd === "pulumi" ? "preview" : "plan";
  const apply = frontEnd === "pulumi" ? "up" : "apply";
  const projectPackage = JSON.parse(fs.readFileSync(path.join(ROOT, project, "package.json"), "utf8"));

  test("every npm script, package bin (with its options) and program path it calls exists", () => {
    const calls: string[] = [];
    for (const name of jobNames) {
      for (const command of commands(name)) {
        for (const [, script] of command.matchAll(/\bnpm run ([\w:-]+)/g)) {
          calls.push(script);
          expect({ job: name, script, inPackageJson: script in (projectPackage.scripts ?? {}) }).toEqual({ job: name, script, inPackageJson: true });
        }
        for (const [, bin, args] of command.matchAll(/\bnpx ([\w-]+)([^|;&)]*)/g)) {
          calls.push(bin);
          expect({ job: name, bin, isDbplaneBin: bin in PACKAGE.bin }).toEqual({ job: name, bin, isDbplaneBin: true });
          const options = [...args.matchAll(/--[a-z-]+/g)].map((m) => m[0]);
          if (options.length === 0) continue;
          const help = helpOf(bin);
          for (const option of options) expect({ bin, option, documented: help.includes(option) }).toEqual({ bin, option, documented: true });
        }
        for (const [, program] of command.matchAll(/--program (\S+)/g)) {
          // What `npm run build` (tsc) makes of the project's entry point.
          const tsconfig = JSON.parse(fs.readFileSync(path.join(ROOT, project, "tsconfig.json"), "utf8"));
          expect(projectPackage.scripts.build).toBe("tsc");
          expect(tsconfig.files).toContain("index.ts");
          expect(program).toBe(`${tsconfig.compilerOptions.outDir}/index.js`);
        }
      }
    }
    expect(calls).toEqual(expect.arrayContaining(frontEnd === "pulumi" ? ["build", "dbplane-ci-server", "dbplane-test-stack"] : ["synth", "dbplane-ci-server", "dbplane-terraform-mirror"]));
  });

  test("the example project it is written for is copyable as it is: dbplane as docs/install.md says, versions that agree with the package, nothing outside it", () => {
    const dependencies: Record<string, string> = { ...projectPackage.dependencies, ...projectPackage.devDependencies };
    expect(dependencies.dbplane).toBe(INSTALL_SPEC);
    // Where the user must change something, package.json says so.
    expect(projectPackage["//"]).toMatch(/change the tag after #.*docs\/install\.md/);
    expect(Object.entries(dependencies).filter(([, spec]) => /^(file|link):|^\.{0,2}\//.test(spec))).toEqual([]);
    for (const peer of Object.keys(PACKAGE.peerDependencies).filter((name) => name in dependencies)) {
      expect({ peer, pinned: dependencies[peer], satisfies: semver.satisfies(semver.minVersion(dependencies[peer])!, PACKAGE.peerDependencies[peer]) }).toEqual({ peer, pinned: dependencies[peer], satisfies: true });
    }
    const sources = fs.readdirSync(path.join(ROOT, project)).filter((file) => file.endsWith(".ts"));
    const outside = sources.flatMap((file) => [...fs.readFileSync(path.join(ROOT, project, file), "utf8").matchAll(/from "(\.\.\/[^"]*)"/g)].map((m) => `${file}: ${m[1]}`));
    expect(outside).toEqual([]);
    if (frontEnd === "pulumi" && platform === "gitlab") {
      // The Pulumi CLI it installs is no older than the SDK dbplane needs, and is the example's.
      expect(semver.satisfies(doc.variables.PULUMI_VERSION, PACKAGE.peerDependencies["@pulumi/pulumi"])).toBe(true);
      expect(doc.variables.PULUMI_VERSION).toBe(dependencies["@pulumi/pulumi"]);
    }
  });

  test(`the jobs each event runs: check and ${review} on a pull request, check then ${apply} on a merge to main, drift on a schedule`, () => {
    expect(jobsFor("pullRequest")).toEqual(["check", review].sort());
    expect(jobsFor("mergeToMain")).toEqual([apply, "check"].sort());
    expect(jobsFor("schedule")).toEqual(["drift"]);
    expect(jobsFor("pushToBranch")).toEqual([]);
    // The apply waits for the check of the same commit.
    expect([job(apply).needs].flat()).toEqual(["check"]);
  });

  // GitLab gives a project's variables to every job unless they are scoped to an environment.
  if (platform === "gitlab") test("the jobs that reach production name its environment (where the secrets are scoped); the check job does not", () => {
    const environmentOf = (name: string) => {
      const env = job(name).environment;
      return typeof env === "string" ? env : env?.name;
    };
    const others = jobNames.filter((name) => name !== "check");
    expect(Object.fromEntries(others.map((name) => [name, environmentOf(name)]))).toEqual(Object.fromEntries(others.map((name) => [name, "production"])));
    expect(environmentOf("check")).toBeUndefined();
  });

  test("the check job runs the same program against the bundled server it starts, with no secret", () => {
    const check = commands("check");
    const start = platform === "github" ? /^npx dbplane-ci-server --dotenv "\$GITHUB_ENV"$/ : /^npx dbplane-ci-server > \.dbplane-ci\.env$/;
    // Built (or synthesized) and the server started, in either order; then deployed to it.
    const build = frontEnd === "pulumi" ? [/^npm run build$/] : [/dbplane-terraform-mirror/, /^npm run synth$/];
    const deploy =
      frontEnd === "pulumi"
        ? [/^npx dbplane-test-stack up --program /, /^npx dbplane-test-stack drift /, /^npx dbplane-test-stack destroy$/]
        : [/^terraform init /, /^terraform apply -auto-approve /, /^terraform plan -detailed-exitcode /, /^terraform destroy -auto-approve /];
    expect({ check, inOrder: inOrder(check, [...build, ...deploy]) && inOrder(check, [start, ...deploy]) }).toEqual({ check, inOrder: true });
    expect(JSON.stringify(job("check"))).not.toMatch(/secrets\.|\$(DBPLANE_API_TOKEN|PULUMI_ACCESS_TOKEN|QUICKSTART_\w+PASSWORD)\b/);
  });

  test(`${review} on a pull request: its output is posted to the pull request`, () => {
    const reviewJob = job(review);
    const run = commands(review);
    if (frontEnd === "pulumi" && platform === "github") {
      const step = reviewJob.steps.find((s: Json) => s.with?.command === "preview");
      expect(step).toMatchObject({ uses: expect.stringMatching(/^pulumi\/actions@v\d+$/), with: { diff: true, "comment-on-pr": true } });
    } else {
      const produce = frontEnd === "pulumi" ? /^pulumi preview --diff .*\| tee preview\.txt$/ : /terraform plan -detailed-exitcode .*-out=tfplan > plan\.txt/;
      const output = frontEnd === "pulumi" ? "preview.txt" : "plan.txt";
      const post = platform === "github" ? /^gh pr comment "\$PR" .*--body-file comment\.md/ : /^curl .*--data-urlencode "body@comment\.md" "\$CI_API_V4_URL\/projects\/\$CI_PROJECT_ID\/merge_requests\/\$CI_MERGE_REQUEST_IID\/notes"/;
      const quote = new RegExp(`tail -c 60000 ${output.replace(".", "\\.")}.*> comment\\.md$`);
      expect({ run, inOrder: inOrder(run, [...(frontEnd === "cdktf" ? [/^npm run synth$/] : []), produce, quote, post]) }).toEqual({ run, inOrder: true });
    }
    if (platform === "github") expect(reviewJob.permissions).toEqual({ contents: "read", "pull-requests": "write" });
  });

  test(`${apply} on a merge to main${frontEnd === "cdktf" ? " applies the saved plan" : ""}; two applies never overlap`, () => {
    const applyJob = job(apply);
    const run = commands(apply);
    if (frontEnd === "pulumi") {
      if (platform === "github") expect(applyJob.steps.find((s: Json) => s.with?.command)).toMatchObject({ uses: expect.stringMatching(/^pulumi\/actions@v\d+$/), with: { command: "up" } });
      else expect(run).toContainEqual(expect.stringMatching(/^pulumi up --yes /));
    } else {
      expect({ run, inOrder: inOrder(run, [/^npm run synth$/, /^terraform init /, /^terraform plan .*-out=tfplan$/, /^terraform apply -input=false tfplan$/]) }).toEqual({ run, inOrder: true });
      expect(run.filter((c) => /terraform apply/.test(c) && !/ tfplan$/.test(c))).toEqual([]);
    }
    if (platform === "github") {
      expect(applyJob.concurrency).toEqual({ group: expect.stringMatching(/^dbplane-/), "cancel-in-progress": false });
      expect(applyJob.environment).toBe("production");
    } else {
      expect(applyJob.resource_group).toBe("production");
    }
  });

  test("drift on a schedule fails the job when the stack drifted", () => {
    const drift = job("drift");
    const run = commands("drift");
    if (frontEnd === "pulumi" && platform === "github") {
      expect(drift.steps.find((s: Json) => s.with?.command)).toMatchObject({ with: { command: "preview", refresh: true, "expect-no-changes": true } });
    } else if (frontEnd === "pulumi") {
      expect(run).toContainEqual(expect.stringMatching(/^pulumi preview --refresh --expect-no-changes /));
    } else {
      // Exit 2 (changes) reaches the runner: nothing after the plan masks it.
      expect(run[run.length - 1]).toMatch(/^terraform plan -detailed-exitcode /);
      expect(run.filter((c) => /set \+e|\|\|/.test(c))).toEqual([]);
    }
    if (platform === "gitlab") expect(drift.resource_group).toBe("production");
  });

  test("credentials and secrets come from the CI's secret store, never from the file", () => {
    const secretName = /TOKEN|PASSWORD|SECRET|ACCESS_KEY/;
    if (platform === "github") {
      const cloudJobs = jobNames.filter((n) => n !== "check");
      for (const name of cloudJobs) {
        const envs = [doc.jobs[name].env ?? {}, ...doc.jobs[name].steps.map((s: Json) => s.env ?? {})];
        const secrets = envs.flatMap((env) => Object.entries(env)).filter(([key]) => secretName.test(key));
        expect(secrets.length).toBeGreaterThanOrEqual(3);
        for (const [key, value] of secrets) expect({ job: name, key, value }).toEqual({ job: name, key, value: expect.stringMatching(/^\$\{\{ (secrets\.[A-Z_]+|github\.token) \}\}$/) });
        expect(doc.jobs[name].env.DBPLANE_API_TOKEN).toBe("${{ secrets.DBPLANE_API_TOKEN }}");
      }
    } else {
      // Project CI/CD variables supply them: the file only refers to them.
      const blocks = [doc.variables ?? {}, ...Object.keys(doc).filter((k) => doc[k]?.variables).map((k) => doc[k].variables)];
      const assigned = blocks.flatMap((b) => Object.entries(b)).filter(([key]) => secretName.test(key));
      for (const [key, value] of assigned) expect({ key, value }).toEqual({ key, value: expect.stringMatching(/^\$[A-Z_]+$/) });
      for (const name of ["DBPLANE_API_URL", "DBPLANE_API_TOKEN", "PULUMI_ACCESS_TOKEN"]) expect(Object.keys(doc.variables)).not.toContain(name);
    }
    const cloud = JSON.stringify(jobNames.filter((n) => n !== "check").map(job));
    // (On GitLab, the CLIs read PULUMI_ACCESS_TOKEN and DBPLANE_API_TOKEN from the job's
    // environment themselves; the passwords are handed on by name.)
    const names = frontEnd === "pulumi" && platform === "github" ? ["PULUMI_ACCESS_TOKEN", "QUICKSTART_ADMIN_PASSWORD", "QUICKSTART_AGENT_PASSWORD"] : ["QUICKSTART_ADMIN_PASSWORD", "QUICKSTART_AGENT_PASSWORD"];
    for (const name of names) expect({ name, used: cloud.includes(platform === "github" ? `secrets.${name}` : `$${name}`) }).toEqual({ name, used: true });
  });
});

describe("the Pulumi check job's script, as written, from a copy of examples/quickstart", () => {
  const pipeline = readYaml(path.join(GITOPS, "gitlab", "pulumi.gitlab-ci.yml"));
  // A new repository holding the example's files as they are, and the pipeline. Its
  // node_modules is this checkout's (where dbplane and the Pulumi SDK resolve from): it stands
  // in for `npm ci`, which would clone and build dbplane from its git URL.
  const project = fs.mkdtempSync(path.join(os.tmpdir(), "dbplane-gitlab-check-"));
  for (const file of fs.readdirSync(path.join(ROOT, "examples", "quickstart"))) fs.copyFileSync(path.join(ROOT, "examples", "quickstart", file), path.join(project, file));
  fs.copyFileSync(path.join(GITOPS, "gitlab", "pulumi.gitlab-ci.yml"), path.join(project, ".gitlab-ci.yml"));
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(project, "node_modules"), "dir");
  let serverPid: number | undefined;
  let logDir: string | undefined;

  afterAll(() => {
    fs.rmSync(project, { recursive: true, force: true });
    if (logDir) fs.rmSync(logDir, { recursive: true, force: true });
    if (serverPid) {
      try {
        process.kill(serverPid, "SIGTERM");
      } catch {
        // gone
      }
    }
  });

  test("builds the copy, starts the bundled server, applies the program to it, finds no drift and destroys it", async () => {
    // The job's lines after `npm ci`: `npm run build` compiles the copy's program into bin/;
    // `npx` runs this package's bins (this checkout links dbplane in, not its bins).
    const script = gitlabCommands(pipeline, "check")
      .filter((line) => line !== "npm ci")
      .map((line) => line.replace(/\bnpx ([\w-]+)/g, (_, bin: string) => `node ${JSON.stringify(path.join(ROOT, PACKAGE.bin[bin]))}`));
    expect(script).toHaveLength(6);
    expect(script[0]).toBe("npm run build");
    // The server's pid and URL however the script ends, so it is always stopped.
    const shell = `trap 'echo "pid=$DBPLANE_SERVER_PID url=$DBPLANE_API_URL log=$DBPLANE_SERVER_LOG"' EXIT\nset -e\n${script.join("\n")}\n`;
    const result = await runProcess("sh", ["-c", shell], { cwd: project });
    const [, pid, apiUrl, log] = result.stdout.match(/^pid=(\d+) url=(\S+) log=(\S+)$/m) ?? [];
    serverPid = Number(pid) || undefined;
    if (log) logDir = path.dirname(log);
    expect({ code: result.code, stdout: result.stdout, stderr: result.stderr.replace(/^dbplane-ci-server: the conformance server runs .*\n/m, "") }).toEqual({ code: 0, stdout: expect.any(String), stderr: "" });
    expect(fs.existsSync(path.join(project, "bin", "index.js"))).toBe(true);
    const lines = result.stdout.split("\n");
    expect(lines.filter((l) => l.startsWith("create "))).toHaveLength(12);
    expect(lines).toContain("no drift: 12 resources as the program declares them");
    expect(lines.filter((l) => l.startsWith("delete "))).toHaveLength(12);

    // The server outlived the script's commands; `kill $DBPLANE_SERVER_PID` stops it.
    expect((await fetch(`${apiUrl}/_conformance/health`)).status).toBe(200);
    process.kill(serverPid!, "SIGTERM");
    const refused = () => fetch(apiUrl).then(() => false, () => true);
    expect(await eventually(refused, (gone) => gone, 10_000)).toBe(true);
    serverPid = undefined;
  }, 120_000);
});
