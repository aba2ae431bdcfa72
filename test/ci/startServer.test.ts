import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { eventually } from "../support/gateway";
import { runProcess } from "../support/process";

/** `dbplane-ci-server`, as a CI job runs it: `npx dbplane-ci-server > s.env && . ./s.env` in a POSIX shell,
 *  or `--dotenv "$GITHUB_ENV"`; the server it starts answers on the exported URLs with the
 *  exported credentials, outlives the command, and stops on `kill $DBPLANE_SERVER_PID`. */

const BIN = path.resolve(__dirname, "..", "..", "dist", "ci", "startServer.js");

let dir: string;
const started: number[] = [];

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "dbplane-ci-server-"));
});
afterAll(() => {
  for (const pid of started) {
    try {
      process.kill(pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

const run = (command: string, args: string[], env: NodeJS.ProcessEnv = {}) => runProcess(command, args, { cwd: dir, env: { ...process.env, ...env } });

const refused = (url: string) =>
  fetch(url).then(
    () => false,
    () => true,
  );

test("starts the server on free loopback ports and exports its ready line: the variables work in the job's shell and in a dotenv file", async () => {
  const dotenv = path.join(dir, "github.env");
  // The job's shell: the exports sourced, then a later command of the same job reads them.
  const log = path.join(dir, "server.log");
  const shell = await run("sh", ["-c", `${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)} --dotenv ${JSON.stringify(dotenv)} --log ${JSON.stringify(log)} > s.env && . ./s.env && env`]);
  expect({ code: shell.code, stderr: shell.stderr }).toEqual({ code: 0, stderr: expect.stringContaining("dbplane-ci-server: the conformance server runs") });
  const env = Object.fromEntries(
    shell.stdout
      .split("\n")
      .filter((l) => l.startsWith("DBPLANE_"))
      .map((l) => [l.slice(0, l.indexOf("=")), l.slice(l.indexOf("=") + 1)]),
  );
  started.push(Number(env.DBPLANE_SERVER_PID));

  expect(Object.keys(env).sort()).toEqual(
    [
      "DBPLANE_API_KEY_ID",
      "DBPLANE_API_TOKEN",
      "DBPLANE_API_URL",
      "DBPLANE_CLUSTER_ID",
      "DBPLANE_GATEWAY_ADMIN_PASSWORD",
      "DBPLANE_GATEWAY_ADMIN_URL",
      "DBPLANE_GATEWAY_ADMIN_USERNAME",
      "DBPLANE_GATEWAY_PUBLIC_URL",
      "DBPLANE_OIDC_ISSUER",
      "DBPLANE_ORGANIZATION_ID",
      "DBPLANE_PROJECT_ID",
      "DBPLANE_SERVER_LOG",
      "DBPLANE_SERVER_PID",
    ].sort(),
  );
  const ports = [env.DBPLANE_API_URL, env.DBPLANE_GATEWAY_ADMIN_URL, env.DBPLANE_GATEWAY_PUBLIC_URL].map((url) => {
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    return Number(new URL(url).port);
  });
  expect(new Set(ports).size).toBe(3);
  expect(ports.filter((p) => [8080, 4984, 4985].includes(p))).toEqual([]);
  // GitHub Actions' $GITHUB_ENV: the same values, NAME=value.
  const lines = fs.readFileSync(dotenv, "utf8").split("\n").filter(Boolean);
  expect(lines.sort()).toEqual(Object.entries(env).map(([k, v]) => `${k}=${v}`).sort());
  // It holds the token and the password: made readable by its owner only.
  expect(fs.statSync(dotenv).mode & 0o777).toBe(0o600);

  // The command has exited; the server answers, with the exported credentials.
  const cluster = `${env.DBPLANE_API_URL}/v4/organizations/${env.DBPLANE_ORGANIZATION_ID}/projects/${env.DBPLANE_PROJECT_ID}/clusters/${env.DBPLANE_CLUSTER_ID}`;
  expect((await fetch(`${cluster}/buckets`, { headers: { authorization: `Bearer ${env.DBPLANE_API_TOKEN}` } })).status).toBe(200);
  expect((await fetch(`${cluster}/buckets`, { headers: { authorization: "Bearer nope" } })).status).toBe(401);
  const basic = Buffer.from(`${env.DBPLANE_GATEWAY_ADMIN_USERNAME}:${env.DBPLANE_GATEWAY_ADMIN_PASSWORD}`).toString("base64");
  expect((await fetch(`${env.DBPLANE_GATEWAY_ADMIN_URL}/`, { headers: { authorization: `Basic ${basic}` } })).status).toBe(200);
  expect((await fetch(`${env.DBPLANE_OIDC_ISSUER}/.well-known/openid-configuration`)).status).toBe(200);
  expect(env.DBPLANE_SERVER_LOG).toBe(log);
  expect(fs.readFileSync(log, "utf8")).toContain("dbplane-server: management API");

  // kill $DBPLANE_SERVER_PID stops it and frees its ports.
  process.kill(Number(env.DBPLANE_SERVER_PID), "SIGTERM");
  expect(await eventually(() => refused(env.DBPLANE_API_URL), (gone) => gone, 10_000)).toBe(true);
});

test("a server that can't start: exit 1 with dbplane-server's own message, no exports", async () => {
  const failed = await run(process.execPath, [BIN, "--log", path.join(dir, "failed.log"), "--", "--transition-ms", "soon"]);
  expect(failed.code).toBe(1);
  expect(failed.stdout).toBe("");
  expect(failed.stderr).toContain("dbplane-server exited (code 2) before it was ready");
  expect(failed.stderr).toContain("--transition-ms must be a whole number of milliseconds; got 'soon'");
});

test("bad input is a usage error, before any server starts", async () => {
  const unknown = await run(process.execPath, [BIN, "--port", "8080"]);
  expect({ code: unknown.code, stdout: unknown.stdout }).toEqual({ code: 1, stdout: "" });
  expect(unknown.stderr).toMatch(/^dbplane-ci-server: Unknown option '--port'/);
  expect(unknown.stderr).toContain("Usage: dbplane-ci-server");

  const nowhere = await run(process.execPath, [BIN, "--dotenv", path.join(dir, "missing", "env")]);
  expect({ code: nowhere.code, stdout: nowhere.stdout }).toEqual({ code: 1, stdout: "" });
  expect(nowhere.stderr).toContain("its directory does not exist");

  const unwritable = await run(process.execPath, [BIN, "--log", path.join(dir, "missing", "server.log")]);
  expect({ code: unwritable.code, stdout: unwritable.stdout }).toEqual({ code: 1, stdout: "" });
  expect(unwritable.stderr).toMatch(/--log .*server\.log: can't write it \(ENOENT\)/);
});

test("in GitHub Actions, the token and the passwords are masked in the log before anything shows them", async () => {
  const result = await run(process.execPath, [BIN, "--log", path.join(dir, "masked.log")], { GITHUB_ACTIONS: "true" });
  expect(result.code).toBe(0);
  const lines = result.stdout.trim().split("\n");
  const pid = lines.find((l) => l.startsWith("export DBPLANE_SERVER_PID="))!;
  started.push(Number(/'(\d+)'/.exec(pid)![1]));
  const value = (name: string) => /'(.*)'$/.exec(lines.find((l) => l.startsWith(`export ${name}=`))!)![1];
  const masks = lines.filter((l) => l.startsWith("::add-mask::")).map((l) => l.slice("::add-mask::".length));
  expect(masks.sort()).toEqual([value("DBPLANE_API_TOKEN"), value("DBPLANE_GATEWAY_ADMIN_PASSWORD")].sort());
  // The masks come first.
  expect(lines.slice(0, masks.length).every((l) => l.startsWith("::add-mask::"))).toBe(true);
});
