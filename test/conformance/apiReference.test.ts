import * as fs from "node:fs";
import * as path from "node:path";
import { currentReference, referencePath } from "../../conformance/referenceDoc";
import { client, useTarget } from "../support/conformance";

/** docs/api-reference.md (issue 7): checked in, shipped with the package, named by every 400's
 *  hint. It must be what the current routes and schemas render (`npm run schema` writes it), and
 *  it must document every route each port answers. */
const t = useTarget();
const api = client(t);
const text = () => fs.readFileSync(referencePath(), "utf8");

test("docs/api-reference.md is up to date with the routes and schemas (run `npm run schema`)", async () => {
  const checkedIn = text().split("\n");
  const current = (await currentReference()).split("\n");
  const first = current.findIndex((line, i) => line !== checkedIn[i]);
  expect({ firstStaleLine: first < 0 && checkedIn.length === current.length ? null : first + 1 }).toEqual({ firstStaleLine: null });
});

test("every route the server lists has an operation under its own anchor", async () => {
  const routes: Record<string, string[]> = (await api.control("GET", "routes")).body;
  const doc = text();
  const anchors = [...doc.matchAll(/<a id="([^"]+)"><\/a>\n\n### `([^`]+)`/g)];
  expect(new Set(anchors.map((a) => a[1])).size).toBe(anchors.length);
  const headings = (prefix: string) => new Set(anchors.filter((a) => a[1].startsWith(prefix)).map((a) => a[2]));
  const documented = {
    management: headings("management-"),
    gatewayPublic: headings("gateway-public-"),
    gatewayAdmin: headings("gateway-admin-"),
  };
  for (const [port, list] of Object.entries(routes) as Array<[keyof typeof documented, string[]]>) {
    expect(list.length).toBeGreaterThan(5);
    const missing = list.map((r) => r.replace(/:([A-Za-z0-9_]+)/g, "{$1}")).filter((r) => !documented[port].has(r));
    expect({ port, missing }).toEqual({ port, missing: [] });
  }
});

test("it states the rules of the fields in words, never as a regex", () => {
  const doc = text();
  const dir = path.resolve(__dirname, "..", "..", "schema", "json", "api");
  const patterns = new Set<string>();
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) k === "pattern" && typeof x === "string" ? patterns.add(x) : walk(x);
  };
  for (const f of fs.readdirSync(dir)) walk(JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")));
  expect(patterns.size).toBeGreaterThan(5);
  expect([...patterns].filter((p) => doc.includes(p))).toEqual([]);
  // The rules a user meets first, as the 400 messages say them.
  expect(doc).toMatch(/\| `cidr` \| string \| yes \| must be an IPv4 address or CIDR range such as 10\.0\.0\.0\/16 \|/);
  expect(doc).toMatch(/\| `expiry` \| number \|  \| must be -1 \(never expires\) or a number of days of at least 0\.01 \|/);
});
