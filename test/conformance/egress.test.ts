import { lookup } from "node:dns/promises";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { hostname } from "node:os";
import { client, paths } from "../support/conformance";
import { eventually, expectGatewayError, startGateway, type Gateway } from "../support/gateway";

/** Every URL the server fetches or posts to — webhooks, function URLs, OIDC discovery — obeys one
 *  rule: never the server's own ports (so a tenant cannot make it call its own control plane),
 *  never link-local or cloud-metadata addresses, loopback and private ones only when the operator
 *  allows them. Refused when configured where the URL tells already, else when the request would
 *  go (the host name resolved and every address checked). Credentials in URLs never show. */
let open: Gateway; // default rule: loopback and private refused
let lax: Gateway; // egressAllowPrivate: a receiver on this machine is fine, the server's own ports are not
let receiver: Server;
let receiverUrl: string;
const received: IncomingMessage[] = [];
const alice = { user: "alice", password: "pass-word" };

beforeAll(async () => {
  open = await startGateway();
  lax = await startGateway({ egressAllowPrivate: true });
  receiver = createServer((req, res) => {
    received.push(req);
    req.resume();
    req.on("end", () => res.writeHead(200).end());
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise((r) => receiver.close(r));
  await Promise.all([open.close(), lax.close()]);
});

const portOf = (url: string) => new URL(url).port;
const hook = (url: string, extra: Record<string, unknown> = {}) => ({ event_handlers: { document_changed: [{ handler: "webhook", url, ...extra }] } });

describe("refused when configured", () => {
  const metadata = [
    "http://169.254.169.254/latest/meta-data/",
    "http://[fd00:ec2::254]/latest/meta-data/",
    "http://100.100.100.200/latest/meta-data/",
    "http://metadata.google.internal/computeMetadata/v1/",
    "http://[::ffff:169.254.169.254]/",
    "http://[fe80::1]/",
  ];

  test.each(metadata)("link-local and cloud-metadata %s: webhook, function URL and OIDC discovery all 400, even with private addresses allowed", async (url) => {
    for (const gw of [open, lax]) {
      expectGatewayError(await gw.admin.put("/meta/", hook(url)), 400, /egress rule/);
      expectGatewayError(await gw.admin.put("/meta/", { sync: url }), 400, /egress rule/);
      const oidc = { oidc: { providers: { p: { issuer: "https://id.example.com", client_id: "app", discovery_url: url } } } };
      expectGatewayError(await gw.admin.put("/meta/", oidc), 400, /egress rule/);
      expectGatewayError(await gw.admin.get("/meta/"), 404);
    }
  });

  test("the server's own ports, under any name for this host, even with private addresses allowed", async () => {
    for (const gw of [open, lax]) {
      for (const base of [gw.t.apiUrl, gw.t.server!.gatewayAdminUrl, gw.t.server!.gatewayPublicUrl]) {
        for (const host of ["127.0.0.1", "localhost", "[::1]", "127.1.2.3", "0.0.0.0"]) {
          const url = `http://${host}:${portOf(base)}/_conformance/reset`;
          expectGatewayError(await gw.admin.put("/own/", hook(url)), 400, /egress rule/);
          expectGatewayError(await gw.admin.put("/own/", { sync: url }), 400, /egress rule/);
        }
      }
      // Another path of the API port is no issuer's discovery document.
      const oidc = { oidc: { providers: { p: { issuer: `${gw.t.apiUrl}/_conformance`, client_id: "app" } } } };
      expectGatewayError(await gw.admin.put("/own/", oidc), 400, /own port/);
    }
  });

  test("loopback and private addresses only with the flag", async () => {
    for (const url of [`${receiverUrl}/in`, "http://10.0.0.1/in", "http://192.168.1.1/in", "http://[fd12::1]/in"]) {
      expectGatewayError(await open.admin.put("/private/", hook(url)), 400, /allowed only with --egress-allow-private/);
    }
    expect((await lax.admin.put("/private/", hook(`${receiverUrl}/in`))).status).toBe(201);
  });

  test("the management API refuses such OIDC issuers too", async () => {
    const api = client(open.t);
    const { C, A } = paths(open.t);
    const svc = await api.post(`${C}/appservices`, { name: "egress-svc" });
    expect((await api.post(`${C}/buckets`, { name: "egress" })).status).toBe(201);
    await api.control("POST", "clock", { advanceMs: 10 * 60_000 });
    const endpoints = `${A(svc.body.id)}/appEndpoints`;
    const bad = { name: "egress", bucket: "egress", oidc: [{ issuer: "http://169.254.169.254/", clientId: "app" }] };
    const refused = await api.post(endpoints, bad);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/oidc\[0\]\.issuer.*egress rule/);
    expect((await api.post(endpoints, { name: "egress", bucket: "egress" })).status).toBe(201);
    const provider = await api.post(`${endpoints}/egress/oidcProviders`, { issuer: "https://id.example.com", clientId: "app", discoveryUrl: `http://127.0.0.1:${portOf(open.t.apiUrl)}/x` });
    expect(provider.status).toBe(400);
    expect(provider.body.message).toMatch(/discoveryUrl.*egress rule/);
  });
});

describe("refused when the request would go", () => {
  test("a webhook to this server's control plane under a host name resolving here: discarded with the reason; no reset happens", async () => {
    const name = hostname();
    const addresses = (await lookup(name, { all: true })).map((a) => a.address);
    // (The machine's own name resolves to one of its addresses: the test relies on it.)
    expect(addresses.length).toBeGreaterThan(0);

    for (const gw of [open, lax]) {
      const reset = `http://${name}:${portOf(gw.t.apiUrl)}/_conformance/reset`;
      expect((await gw.admin.put("/victim/", hook(reset))).status).toBe(201);
      await gw.createUser("victim", "alice", { admin_channels: ["*"] });
      expect((await gw.pub("PUT", "/victim/d", { channels: ["x"] }, alice)).status).toBe(201);
      const events = await eventually(
        async () => (await gw.control("GET", "gateway/events?db=victim")).body.data,
        (data: Array<{ state: string }>) => data.length > 0 && data[0].state === "discarded",
      );
      expect(events[0]).toMatchObject({ state: "discarded", reason: expect.stringMatching(/refused by the egress rule/) });
      // The world was not reset: the database and its document are still there.
      expect((await gw.pub("GET", "/victim/d", undefined, alice)).status).toBe(200);
    }
  });

  test("a function URL whose host name resolves here: 400", async () => {
    const url = `http://${hostname()}:${portOf(lax.t.apiUrl)}/_conformance/seed`;
    expectGatewayError(await lax.admin.put("/fnurl/", { sync: url }), 400, /egress rule/);
  });
});

describe("credentials in URLs", () => {
  test("never appear in the event list or the Event log, whatever happens to the event", async () => {
    const secret = "hunter2-webhook-password";
    const good = `http://user:${secret}@127.0.0.1:${portOf(receiverUrl)}/in`;
    const dead = `http://user:${secret}@127.0.0.1:9/in`;
    expect((await lax.admin.put("/creds/", { event_handlers: { document_changed: [{ handler: "webhook", url: good }, { handler: "webhook", url: dead }] } })).status).toBe(201);
    await lax.createUser("creds", "alice", { admin_channels: ["*"] });
    received.length = 0;
    expect((await lax.pub("PUT", "/creds/d", { channels: ["x"] }, alice)).status).toBe(201);
    const events = await eventually(
      async () => (await lax.control("GET", "gateway/events?db=creds")).body.data,
      (data: Array<{ state: string }>) => data.length === 2 && data.every((e) => e.state === "posted" || e.state === "discarded"),
    );
    expect(events.map((e: { state: string }) => e.state).sort()).toEqual(["discarded", "posted"]);
    // The receiver got the credentials (they are the receiver's), as Basic auth.
    expect(received[0]?.headers.authorization).toBe(`Basic ${Buffer.from(`user:${secret}`).toString("base64")}`);
    const log = (await lax.control("GET", "gateway/log")).body;
    const listed = JSON.stringify(events) + JSON.stringify(log);
    expect(listed).toContain("***@127.0.0.1");
    expect(listed).not.toContain(secret);
    expectGatewayError(await lax.admin.put("/creds2/", hook(`ftp://user:${secret}@example.com/`)), 400);
    expect((await lax.admin.put("/creds2/", hook(`ftp://user:${secret}@example.com/`))).text).not.toContain(secret);
  });
});
