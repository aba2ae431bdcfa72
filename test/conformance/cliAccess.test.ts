import * as fs from "node:fs";
import { call, expectError } from "../support/conformance";
import { kill, startCli, type RunningCli } from "../support/cli";
import { basic, gateway } from "../support/gateway";

/** Who may use what the CLI serves: the control plane (reset, faults, token minting...) needs a
 *  token on any interface but loopback — generated and printed in the ready line, or fixed with
 *  `--control-token`; the bootstrap gateway admin's password is generated when not given, and
 *  can come from the environment rather than the (world-readable) command line. */
const running: RunningCli[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((c) => kill(c)));
});

async function start(args: string[], env: NodeJS.ProcessEnv = {}): Promise<RunningCli> {
  const cli = await startCli(args, env);
  running.push(cli);
  return cli;
}

/** The URL to reach a port bound to every interface. */
const local = (url: string) => url.replace("://0.0.0.0:", "://127.0.0.1:");

test("bound beyond loopback, the control plane answers only with the token it printed", async () => {
  const cli = await start(["--host", "0.0.0.0"]);
  const token = cli.ready.controlToken as string;
  expect(token).toMatch(/^[A-Za-z0-9_-]{24,}$/);
  const api = local(cli.ready.apiUrl);
  const O = `/v4/organizations/${cli.ready.organizationId}`;
  expect((await call(api, cli.ready.apiToken, "POST", `${O}/apikeys`, { name: "kept", organizationRoles: ["organizationMember"] })).status).toBe(201);

  for (const [method, path, body] of [
    ["POST", "/_conformance/reset", undefined],
    ["GET", "/_conformance/seed", undefined],
    ["POST", "/_conformance/faults", { path: ".*", status: 500 }],
    ["POST", "/_conformance/oidc/token", { sub: "me", aud: "app" }],
    ["POST", "/_conformance/clock", { advanceMs: 1 }],
    // The router decodes the path: percent-encoded, they are the same routes, and need the token.
    ["GET", "/%5Fconformance/requests", undefined],
    ["POST", "/%5Fconformance/reset", undefined],
    ["POST", "/%5Fconformance/oidc/token", { sub: "me", aud: "app" }],
    ["POST", "/_c%6Fnformance/clock", { advanceMs: 1 }],
    ["GET", "/%5F%63onformance/seed", undefined],
  ] as const) {
    expectError(await call(api, undefined, method, path, body), 401, undefined, /control plane needs its token/);
    expectError(await call(api, "wrong-token-wrong-token-wrong", method, path, body), 401);
    expectError(await call(api, cli.ready.apiToken, method, path, body), 401);
  }
  // Nothing happened: no reset, no fault rule.
  const names = (await call(api, cli.ready.apiToken, "GET", `${O}/apikeys`)).body.data.map((k: { name: string }) => k.name);
  expect(names).toContain("kept");
  // Liveness and the test issuer's public documents stay open; with the token, everything works.
  expect((await call(api, undefined, "GET", "/_conformance/health")).status).toBe(200);
  expect((await call(api, undefined, "GET", "/_conformance/oidc/jwks")).status).toBe(200);
  expect((await call(api, token, "GET", "/_conformance/faults")).body).toEqual({ data: [] });
  expect((await call(api, token, "GET", "/%5Fconformance/faults")).body).toEqual({ data: [] });
  expect((await call(api, token, "POST", "/_conformance/reset")).status).toBe(200);
  expect((await call(api, cli.ready.apiToken, "GET", `${O}/apikeys`)).body.data.map((k: { name: string }) => k.name)).not.toContain("kept");
});

test("--control-token fixes the token (on loopback too); without it a loopback server's control plane is open", async () => {
  const fixed = "a-control-token-of-my-own";
  const cli = await start(["--control-token", fixed]);
  expect(cli.ready.controlToken).toBe(fixed);
  expectError(await call(cli.ready.apiUrl, undefined, "GET", "/_conformance/seed"), 401);
  expect((await call(cli.ready.apiUrl, fixed, "GET", "/_conformance/seed")).status).toBe(200);
  await expect(startCli(["--control-token", "short"])).rejects.toThrow(/exited with 2.*at least 16 characters/s);

  const open = await start([]);
  expect(open.ready).not.toHaveProperty("controlToken");
  expect((await call(open.ready.apiUrl, undefined, "GET", "/_conformance/seed")).status).toBe(200);
});

test("the bootstrap gateway admin's password is generated unless given, and can be given by environment, out of argv", async () => {
  const a = await start([]);
  const b = await start([]);
  for (const cli of [a, b]) {
    expect(cli.ready.gatewayAdminPassword).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect((await gateway(cli.ready.gatewayAdminUrl, basic("admin", "password")).get("/x/_config")).status).toBe(401);
    expect((await gateway(cli.ready.gatewayAdminUrl, basic("admin", cli.ready.gatewayAdminPassword)).get("/x/_config")).status).toBe(404);
  }
  expect(a.ready.gatewayAdminPassword).not.toBe(b.ready.gatewayAdminPassword);

  const secret = "from-the-environment-42";
  const c = await start([], { DBPLANE_GATEWAY_ADMIN_PASSWORD: secret });
  expect(c.ready.gatewayAdminPassword).toBe(secret);
  expect((await gateway(c.ready.gatewayAdminUrl, basic("admin", secret)).get("/x/_config")).status).toBe(404);
  expect(fs.readFileSync(`/proc/${c.child.pid}/cmdline`, "utf8")).not.toContain(secret);
});
