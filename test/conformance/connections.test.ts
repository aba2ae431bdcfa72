import { connect, type Socket } from "node:net";
import { startConformanceServer, type ConformanceServer } from "../../conformance";

/** Connections are bounded per client: an idle keep-alive connection is closed after
 *  --keep-alive-timeout-ms, and a client address holds at most --max-connections-per-client
 *  connections across the server's ports (one more is answered 503 and closed). */
let server: ConformanceServer;

beforeAll(async () => {
  server = await startConformanceServer({ transitionMs: 10, limits: { keepAliveTimeout: 300, connectionsPerClient: 3 } });
});
afterAll(() => server.close());

/** A raw connection to `url`, with what it receives and whether it has closed. */
async function open(url: string): Promise<{ socket: Socket; received: () => string; closed: Promise<void> }> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  let text = "";
  socket.on("data", (d) => (text += d.toString()));
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  return { socket, received: () => text, closed };
}

const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test("an idle keep-alive connection is closed after the keep-alive timeout", async () => {
  const c = await open(server.apiUrl);
  c.socket.write(get("/_conformance/health"));
  await sleep(100);
  expect(c.received()).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  const started = Date.now();
  await c.closed;
  // 300 ms idle, checked every second at most.
  expect(Date.now() - started).toBeLessThan(2500);
});

test("a client holds at most its allowance of connections across the ports; one more is answered 503 naming the option", async () => {
  const held = await Promise.all([open(server.apiUrl), open(server.gatewayAdminUrl), open(server.gatewayPublicUrl)]);
  for (const c of held) c.socket.write(get("/"));
  await sleep(50);
  const extra = await open(server.apiUrl);
  extra.socket.write(get("/_conformance/health"));
  await extra.closed;
  expect(extra.received()).toMatch(/^HTTP\/1\.1 503 /);
  expect(extra.received()).toMatch(/limit of 3 open connections per client reached \(server option --max-connections-per-client\)/);
  // The others were served; once one goes, a new connection is.
  for (const c of held) expect(c.received()).toMatch(/^HTTP\/1\.1 \d{3} /);
  held[0].socket.destroy();
  await held[0].closed;
  await sleep(20);
  const next = await open(server.apiUrl);
  next.socket.write(get("/_conformance/health"));
  await sleep(100);
  expect(next.received()).toMatch(/^HTTP\/1\.1 200 /);
  for (const c of [...held, next]) c.socket.destroy();
});
