import * as fs from "node:fs";
import * as yaml from "js-yaml";

/** Reading CI pipeline files the way their platforms do, enough to check them in tests: which
 *  jobs a GitHub Actions workflow or a GitLab CI pipeline runs for an event, and the shell
 *  commands each job runs. */

export type Json = Record<string, any>;

export const readYaml = (file: string): Json => yaml.load(fs.readFileSync(file, "utf8")) as Json;

/** Evaluates a condition of the small language both platforms share for this purpose:
 *  `==`, `!=`, `&&`, `||`, parentheses, string literals ('…' or "…"), and names looked up in
 *  `vars` (`github.event_name`, `$CI_PIPELINE_SOURCE`); an unknown name is empty. */
export function evaluate(expression: string, vars: Record<string, string | undefined>): boolean {
  const raw = expression.match(/\s*(\|\||&&|==|!=|\(|\)|'[^']*'|"[^"]*"|[$A-Za-z_][\w.]*)\s*/g) ?? [];
  if (raw.join("") !== expression) throw new Error(`can't read the condition: ${expression}`);
  const tokens = raw.map((t) => t.trim());
  let at = 0;
  const value = (): string | boolean => {
    const token = tokens[at++];
    if (token === "(") {
      const inner = or();
      if (tokens[at++] !== ")") throw new Error(`unbalanced parentheses: ${expression}`);
      return inner;
    }
    if (/^['"]/.test(token)) return token.slice(1, -1);
    return vars[token.replace(/^\$/, "")] ?? "";
  };
  const comparison = (): string | boolean => {
    const left = value();
    if (tokens[at] !== "==" && tokens[at] !== "!=") return left;
    const op = tokens[at++];
    const right = value();
    return op === "==" ? left === right : left !== right;
  };
  const and = (): boolean => {
    let result = Boolean(comparison());
    while (tokens[at] === "&&") {
      at++;
      result = Boolean(comparison()) && result;
    }
    return result;
  };
  const or = (): boolean => {
    let result = and();
    while (tokens[at] === "||") {
      at++;
      result = and() || result;
    }
    return result;
  };
  const result = or();
  if (at !== tokens.length) throw new Error(`can't read the condition: ${expression}`);
  return result;
}

/** A GitHub Actions event: its name, the ref it runs on, and the branch its `branches` filter
 *  is held against (a pull request's base branch, a push's branch). */
export interface GitHubEvent {
  event_name: string;
  ref: string;
  branch: string;
}

/** The jobs a workflow runs for an event: its `on` names the event (with its branch filter), a
 *  job's `if` holds, and every job it `needs` runs too. */
export function githubJobs(workflow: Json, event: GitHubEvent): string[] {
  const trigger = workflow.on?.[event.event_name];
  if (trigger === undefined) return [];
  if (trigger?.branches && !trigger.branches.includes(event.branch)) return [];
  const vars = { "github.event_name": event.event_name, "github.ref": event.ref };
  const runs = (name: string): boolean => {
    const job = workflow.jobs[name];
    const condition = job.if === undefined || evaluate(String(job.if).replace(/^\$\{\{|\}\}$/g, ""), vars);
    const needs: string[] = [job.needs ?? []].flat();
    return condition && needs.every(runs);
  };
  return Object.keys(workflow.jobs).filter(runs).sort();
}

/** Every shell command of a GitHub Actions job (its steps' `run`), one per line. */
export function githubCommands(job: Json): string[] {
  return (job.steps as Json[]).filter((s) => s.run).flatMap((s) => shellLines(String(s.run)));
}

/** A GitLab CI pipeline's variables for a pipeline source and branch. */
export interface GitLabPipeline {
  CI_PIPELINE_SOURCE: string;
  CI_COMMIT_BRANCH?: string;
  CI_DEFAULT_BRANCH: string;
}

const GITLAB_KEYWORDS = new Set(["workflow", "stages", "default", "variables", "include", "image", "services", "cache", "before_script", "after_script"]);

/** A GitLab job with its `extends` applied (one level of hidden templates, as used here). */
export function gitlabJob(pipeline: Json, name: string): Json {
  const job = pipeline[name];
  const bases: string[] = [job.extends ?? []].flat();
  return Object.assign({}, ...bases.map((b) => pipeline[b]), job);
}

/** The jobs a pipeline runs: `workflow:rules` let the pipeline run, and one of the job's rules
 *  holds (a job without rules always runs). Hidden jobs (`.name`) are templates. */
export function gitlabJobs(pipeline: Json, vars: GitLabPipeline): string[] {
  const holds = (rules: Json[] | undefined) => rules === undefined || rules.some((r) => r.if === undefined || evaluate(String(r.if), { ...vars }));
  if (!holds(pipeline.workflow?.rules)) return [];
  return Object.keys(pipeline)
    .filter((name) => !GITLAB_KEYWORDS.has(name) && !name.startsWith("."))
    .filter((name) => holds(gitlabJob(pipeline, name).rules))
    .sort();
}

/** Every shell command a GitLab job runs: the default `before_script` unless the job has its
 *  own, then its `script`. */
export function gitlabCommands(pipeline: Json, name: string): string[] {
  const job = gitlabJob(pipeline, name);
  const before: string[] = job.before_script ?? pipeline.default?.before_script ?? [];
  return [...before, ...(job.script ?? [])].flatMap((line: string) => shellLines(line));
}

/** The command lines of a shell script: continuation lines joined, comments and blanks left out. */
export function shellLines(script: string): string[] {
  return script
    .replace(/\s*\\\n\s*/g, " ")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"));
}
