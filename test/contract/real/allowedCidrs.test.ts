import { allowedCidrSpec, appServiceAllowedCidrSpec } from "../../../resources/allowedCidr";
import type { ResourceSpec } from "../../../provider/spec";
import { requestProblems } from "../../support/apiModel";
import { startStub, type StubApi } from "../../support/stubApi";
import { checked, createAndRead, stubbedOperations } from "./stubbed";

/** Allowed CIDRs against answers shaped as the real API gives them: `expiresAt` read back as the
 *  same instant spelled another way (UTC, fractional seconds), and entries shown `expired` once
 *  their time has passed. */

const scope = {
  organizationId: "00000000-0000-4000-8000-000000000001",
  projectId: "00000000-0000-4000-8000-000000000002",
  clusterId: "00000000-0000-4000-8000-000000000003",
};
const appServiceId = "00000000-0000-4000-8000-000000000004";
const audit = { createdBy: "u", createdAt: "2026-01-01T00:00:00Z", modifiedBy: "u", modifiedAt: "2026-01-01T00:00:00Z", version: 1 };
const notFound = { status: 404, body: { code: 404, hint: "", httpStatusCode: 404, message: "gone" } };

/** The entries of the stand-in allow-list, by id. */
let entries: Map<string, Record<string, unknown>>;

/** A stand-in allow-list that spells `expiresAt` as `spell` does. */
async function allowList(spell: (at: string) => string): Promise<StubApi> {
  entries = new Map();
  const stub = await startStub("management");
  const create = ({ body }: { body: Record<string, string> }) => {
    const id = `00000000-0000-4000-8000-${String(entries.size + 1).padStart(12, "0")}`;
    entries.set(id, {
      id,
      cidr: body.cidr,
      comment: body.comment ?? "",
      ...(body.expiresAt ? { expiresAt: spell(body.expiresAt) } : {}),
      status: "active",
      type: body.expiresAt ? "temporary" : "permanent",
      audit,
    });
    return { status: 201, body: { id } };
  };
  const list = () => ({
    status: 200,
    body: { data: [...entries.values()], cursor: { pages: { page: 1, last: 1, perPage: 100, totalItems: entries.size }, hrefs: { first: "https://api.example/c", last: "https://api.example/c", next: "", previous: "" } } },
  });
  return stub
    .on("createAllowedCidr", create)
    .on("createAppServiceAllowedCidr", create)
    .on("getAllowedCidr", ({ params }) => (entries.has(params.allowedCidrId) ? { status: 200, body: entries.get(params.allowedCidrId) } : notFound))
    .on("listAllowedCidrs", list)
    .on("listAppServiceAllowedCidrs", list);
}

const utc = (at: string) => new Date(at).toISOString();
const specs: Array<[string, ResourceSpec, Record<string, string>]> = [
  ["AllowedCidr", allowedCidrSpec, scope],
  ["AppServiceAllowedCidr", appServiceAllowedCidrSpec, { ...scope, appServiceId }],
];

let stub: StubApi | undefined;
afterEach(() => stub?.close());

describe.each(specs)("%s", (_kind, spec, where) => {
  test.each([
    ["an offset, read back in UTC with milliseconds", "2031-06-01T14:00:00+02:00", utc],
    ["whole seconds, read back with nanoseconds", "2031-06-01T12:00:00Z", (at: string) => at.replace("Z", ".000000000Z")],
    ["UTC, read back at +00:00", "2031-06-01T12:00:00.5Z", (at: string) => utc(at).replace("Z", "+00:00")],
  ])("expiresAt with %s: no change planned", async (_case, expiresAt, spell) => {
    stub = await allowList(spell);
    const ops = stubbedOperations(spec, { management: stub });
    const inputs = checked(ops, { ...where, cidr: "203.0.113.0/24", expiresAt });
    const { id, refreshed } = await createAndRead(ops, inputs);
    const answered = [...entries.values()][0].expiresAt;
    expect(answered).not.toBe(expiresAt);
    // The outputs keep the spelling given while the API means the same instant.
    expect(refreshed.expiresAt).toBe(expiresAt);
    expect(ops.diff(refreshed, inputs)).toEqual({ changed: [], replaces: [], deleteBeforeReplace: false });
    // Read with nothing to go by (an import): the API's spelling, still no change.
    const imported = await ops.read(id, { ...where });
    expect(imported!.outs.expiresAt).toBe(answered);
    expect(ops.diff(imported!.outs, inputs).changed).toEqual([]);
    expect(stub.exchanges.flatMap(requestProblems)).toEqual([]);
  });

  test("the same instant re-spelled in the program plans nothing; another instant, or none, replaces", async () => {
    stub = await allowList(utc);
    const ops = stubbedOperations(spec, { management: stub });
    const inputs = checked(ops, { ...where, cidr: "203.0.113.0/24", expiresAt: "2031-06-01T12:00:00Z" });
    const { refreshed } = await createAndRead(ops, inputs);
    expect(ops.diff(refreshed, { ...inputs, expiresAt: "2031-06-01T08:00:00-04:00" }).changed).toEqual([]);
    expect(ops.diff(refreshed, { ...inputs, expiresAt: "2031-06-01T12:00:01Z" })).toEqual({ changed: ["expiresAt"], replaces: ["expiresAt"], deleteBeforeReplace: true });
    const { expiresAt: _dropped, ...permanent } = inputs;
    expect(ops.diff(refreshed, permanent)).toEqual({ changed: ["expiresAt"], replaces: ["expiresAt"], deleteBeforeReplace: true });
  });

  test("an entry the API shows expired is gone: a refresh drops it, adopting does not take it", async () => {
    stub = await allowList(utc);
    const ops = stubbedOperations(spec, { management: stub });
    const inputs = checked(ops, { ...where, cidr: "203.0.113.0/24", expiresAt: "2031-06-01T12:00:00Z" });
    const { id, outs } = await ops.create(inputs);
    expect(await ops.read(id, outs)).toBeDefined();
    entries.get(id)!.status = "expired";
    expect(await ops.read(id, outs)).toBeUndefined();
    expect(await ops.find(inputs)).toBeUndefined();
  });
});
