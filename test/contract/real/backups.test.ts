import { backupScheduleSpec } from "../../../resources/backupSchedule";
import { RETENTION_TIMES } from "../../../schema/api/backups";
import { requestProblems } from "../../support/apiModel";
import { startStub, type StubApi } from "../../support/stubApi";
import { checked, createAndRead, stubbedOperations } from "./stubbed";

/** Backup schedules against answers shaped as the real API gives them: `dayOfWeek` in another
 *  case than sent, `type` filled in, the retention times of years. */

const scope = {
  organizationId: "00000000-0000-4000-8000-000000000001",
  projectId: "00000000-0000-4000-8000-000000000002",
  clusterId: "00000000-0000-4000-8000-000000000003",
  bucketId: "b3JkZXJz",
};
const weekly = { dayOfWeek: "monday", startAt: 2, incrementalEvery: 12, retentionTime: "30days", costOptimizedRetention: false };

/** A stand-in bucket whose schedule reads `dayOfWeek` as `spell` writes it. */
async function bucket(spell: (day: string) => string): Promise<StubApi> {
  let schedule: Record<string, any> | undefined;
  const stub = await startStub("management");
  const set = ({ body }: { body: Record<string, any> }) => {
    schedule = { type: body.type ?? "weekly", clusterID: scope.clusterId, bucketId: scope.bucketId, weeklySchedule: { ...body.weeklySchedule, dayOfWeek: spell(body.weeklySchedule.dayOfWeek) } };
  };
  return stub
    .on("createBackupSchedule", (req) => (set(req), { status: 202 }))
    .on("updateBackupSchedule", (req) => (set(req), { status: 204 }))
    .on("getBackupSchedule", () => (schedule ? { status: 200, body: schedule } : { status: 404, body: { code: 404, hint: "", httpStatusCode: 404, message: "none" } }));
}

let stub: StubApi | undefined;
afterEach(() => stub?.close());

test.each([
  ["capitalized", (d: string) => d[0].toUpperCase() + d.slice(1)],
  ["upper case", (d: string) => d.toUpperCase()],
])("dayOfWeek read back %s, type left to the API: no change planned", async (_case, spell) => {
  stub = await bucket(spell);
  const ops = stubbedOperations(backupScheduleSpec, { management: stub });
  const inputs = checked(ops, { ...scope, weeklySchedule: weekly });
  const { id, refreshed } = await createAndRead(ops, inputs);
  const answered = JSON.parse(stub.exchanges.filter((e) => e.method === "GET").at(-1)!.responseBody).weeklySchedule.dayOfWeek;
  expect(answered).toBe(spell("monday"));
  // The outputs keep the spelling given while the API means the same day.
  expect(refreshed.weeklySchedule.dayOfWeek).toBe("monday");
  expect(refreshed.type).toBe("weekly");
  // Read with nothing to go by (an import): the API's spelling, still no change.
  const imported = await ops.read(id, { ...scope });
  expect(imported!.outs.weeklySchedule.dayOfWeek).toBe(answered);
  expect(ops.diff(imported!.outs, inputs).changed).toEqual([]);
  expect(ops.diff(refreshed, inputs)).toEqual({ changed: [], replaces: [], deleteBeforeReplace: false });
  expect(ops.diff(refreshed, checked(ops, { ...inputs, type: "weekly" })).changed).toEqual([]);
  expect(stub.exchanges.flatMap(requestProblems)).toEqual([]);
});

test("another day, or another retention, is an update in place", async () => {
  stub = await bucket((d) => d.toUpperCase());
  const ops = stubbedOperations(backupScheduleSpec, { management: stub });
  const inputs = checked(ops, { ...scope, weeklySchedule: weekly });
  const { id, refreshed } = await createAndRead(ops, inputs);
  const next = checked(ops, { ...inputs, weeklySchedule: { ...weekly, dayOfWeek: "friday", retentionTime: "3years" } });
  expect(ops.diff(refreshed, next)).toEqual({ changed: ["weeklySchedule"], replaces: [], deleteBeforeReplace: false });
  const { outs } = await ops.update(id, refreshed, next);
  expect(outs.weeklySchedule).toMatchObject({ dayOfWeek: "friday", retentionTime: "3years" });
  expect(JSON.parse(stub.exchanges.filter((e) => e.method === "GET").at(-1)!.responseBody).weeklySchedule.dayOfWeek).toBe("FRIDAY");
  expect(ops.diff(outs, next).changed).toEqual([]);
  expect(stub.exchanges.flatMap(requestProblems)).toEqual([]);
});

test("every retention time of the API passes check, the years among them; a schedule needs its weeklySchedule", () => {
  const ops = stubbedOperations(backupScheduleSpec, {});
  expect(RETENTION_TIMES).toEqual(expect.arrayContaining(["2years", "3years", "4years", "5years"]));
  for (const retentionTime of RETENTION_TIMES) expect(ops.check({ ...scope, weeklySchedule: { ...weekly, retentionTime } }).failures).toEqual([]);
  expect(ops.check({ ...scope, weeklySchedule: { ...weekly, retentionTime: "6years" } }).failures.map((f) => f.path)).toEqual([["weeklySchedule", "retentionTime"]]);
  expect(ops.check({ ...scope }).failures).toEqual([{ path: ["weeklySchedule"], reason: "required" }]);
});
