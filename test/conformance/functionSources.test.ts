import { execFileSync } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import * as path from "node:path";
import { startConformanceServer, type ConformanceServer } from "../../conformance";
import { basic, expectGatewayError, gateway } from "../support/gateway";

/** A JavaScript function given as a file path is read only from the directory the operator
 *  named (`--functions-dir`), never from the data directory; every refusal is the same error,
 *  telling nothing about the file system. (A gateway admin could otherwise read the data
 *  directory back through `GET _config/sync` and become the management API's owner.) */
let root: string;
let dataDir: string;
let functionsDir: string;
const servers: ConformanceServer[] = [];
const SYNC = "function (doc) { channel(doc.channels); }";

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "dbplane-fn-"));
  dataDir = path.join(root, "data");
  functionsDir = path.join(root, "functions");
  fs.mkdirSync(functionsDir);
  fs.writeFileSync(path.join(functionsDir, "sync.js"), SYNC);
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  fs.rmSync(root, { recursive: true, force: true });
});

async function adminOf(opts: Parameters<typeof startConformanceServer>[0]) {
  const server = await startConformanceServer(opts);
  servers.push(server);
  return gateway(server.gatewayAdminUrl, basic(server.gatewayAdminUsername, server.gatewayAdminPassword));
}

test("without --functions-dir a file path is refused, naming the flag", async () => {
  const admin = await adminOf({});
  expectGatewayError(await admin.put("/db/", { sync: path.join(functionsDir, "sync.js") }), 400, /--functions-dir/);
  expectGatewayError(await admin.get("/db/"), 404);
});

test("with it: files under it are read; anything else is one and the same refusal, and nothing is stored", async () => {
  const admin = await adminOf({ dataDir, functionsDir });
  expect((await admin.put("/ok/", { sync: path.join(functionsDir, "sync.js") })).status).toBe(201);
  expect((await admin.get("/ok/_config/sync")).text).toBe(SYNC);

  // The data directory's own files, directly and through a symlink planted in the functions dir.
  const journal = fs.readdirSync(dataDir).find((n) => n.startsWith("journal-"))!;
  fs.symlinkSync(path.join(dataDir, journal), path.join(functionsDir, "innocent.js"));
  fs.symlinkSync("/etc/passwd", path.join(functionsDir, "passwd.js"));
  fs.mkdirSync(path.join(functionsDir, "a-directory.js"));
  execFileSync("mkfifo", [path.join(functionsDir, "fifo.js")]);
  fs.writeFileSync(path.join(functionsDir, "huge.js"), `function (doc) {}${" ".repeat(2 * 1024 * 1024)}`);
  const refused = [
    path.join(dataDir, journal),
    path.join(dataDir, "secret.key"),
    path.join(functionsDir, "innocent.js"),
    path.join(functionsDir, "passwd.js"),
    path.join(functionsDir, "..", "data", journal),
    "/etc/passwd",
    path.join(functionsDir, "does-not-exist.js"),
    "/does/not/exist.js",
    path.join(functionsDir, "a-directory.js"),
    path.join(functionsDir, "fifo.js"),
    path.join(functionsDir, "huge.js"),
    "/dev/zero",
  ];
  const reasons = new Set<string>();
  for (const file of refused) {
    const res = await admin.put("/leak/", { sync: file });
    expectGatewayError(res, 400, /not a function file this server may read/);
    reasons.add(res.body.reason.replace(file, "<path>"));
    expectGatewayError(await admin.get("/leak/_config/sync"), 404);
  }
  expect([...reasons]).toHaveLength(1);
});

test("the functions directory may not hold the data directory, nor the other way round", async () => {
  await expect(startConformanceServer({ dataDir: path.join(root, "functions", "nested-data"), functionsDir })).rejects.toThrow(/must not contain one another/);
  await expect(startConformanceServer({ dataDir: path.join(root, "outer"), functionsDir: root })).rejects.toThrow(/must not contain one another/);
});

test("function URLs: whether the host answers 404, 500, garbage or nothing, the refusal is the same (no port scanning)", async () => {
  const admin = await adminOf({ egressAllowPrivate: true });
  const server = createServer((req, res) => {
    if (req.url === "/404") res.writeHead(404).end("no");
    else if (req.url === "/500") res.writeHead(500).end("boom");
    else req.socket.end("HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\n"); // truncated
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const reasons = new Set<string>();
    for (const url of [`${base}/404`, `${base}/500`, `${base}/truncated`, "http://127.0.0.1:9/closed-port.js"]) {
      const res = await admin.put("/probe/", { sync: url });
      expectGatewayError(res, 400, /cannot fetch the function/);
      reasons.add(res.body.reason.replace(url, "<url>"));
    }
    expect([...reasons]).toHaveLength(1);
  } finally {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
});
