import { client, expectError, paths, useTarget } from "../support/conformance";

/** Backups as the management API's v4 specification has them (schedules, on-demand backups, their
 *  cycles, restores); document 3's rules where it is silent. An on-demand backup is queued for one
 *  step (read as `pending`, left out of the latest-backups list), pending for two, then `ready`.
 *  Schedules read `dayOfWeek` back capitalized. */
/** One transition step: far longer than the few ms between a test's requests, so states move
 *  only when the test moves the clock, however loaded the machine. */
const T = 60_000;
const t = useTarget({ transitionMs: T });
const api = client(t);
let C: string;

beforeAll(() => {
  ({ C } = paths(t));
});

const idOf = (name: string) => Buffer.from(name, "utf8").toString("base64url");
const UNKNOWN = "6f1d1c7e-3b1a-4c59-9f0e-1d2c3b4a5e6f";
const schedule = (over: Record<string, unknown> = {}) => ({
  type: "weekly",
  weeklySchedule: { dayOfWeek: "sunday", startAt: 10, incrementalEvery: 4, retentionTime: "90days", costOptimizedRetention: false, ...over },
});
const advance = (steps: number) => api.control("POST", "clock", { advanceMs: steps * T });

async function bucket(name: string): Promise<string> {
  const res = await api.post(`${C}/buckets`, { name });
  expect(res.status).toBe(201);
  return `${C}/buckets/${res.body.id}`;
}

/** The backups of a bucket's only (or newest) cycle. */
async function newestCycle(b: string) {
  const cycles = await api.get(`${b}/backup/cycles`);
  expect(cycles.status).toBe(200);
  const cycle = cycles.body.data[cycles.body.data.length - 1];
  const backups = await api.get(`${b}/backup/cycles/${cycle.cycleID}`);
  return { cycleID: cycle.cycleID as string, backups: backups.body.data as Array<Record<string, any>> };
}

describe("backup schedules", () => {
  test("create answers 202 with no body; get shows the schedule with its bucket and cluster", async () => {
    const b = await bucket("sched");
    const res = await api.post(`${b}/backup/schedules`, schedule());
    expect(res.status).toBe(202);
    expect(res.text).toBe("");
    const read = await api.get(`${b}/backup/schedules`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ clusterID: t.clusterId, bucketId: idOf("sched"), type: "weekly", weeklySchedule: { ...schedule().weeklySchedule, dayOfWeek: "Sunday" } });
  });

  test("type may be left out (weekly); every retention time, in days or years, is taken", async () => {
    const b = await bucket("years");
    expect((await api.post(`${b}/backup/schedules`, { weeklySchedule: schedule({ retentionTime: "2years" }).weeklySchedule })).status).toBe(202);
    expect((await api.get(`${b}/backup/schedules`)).body).toMatchObject({ type: "weekly", weeklySchedule: { retentionTime: "2years" } });
    for (const retentionTime of ["30days", "60days", "90days", "180days", "1year", "2years", "3years", "4years", "5years"]) {
      expect((await api.put(`${b}/backup/schedules`, schedule({ retentionTime }))).status).toBe(204);
      expect((await api.get(`${b}/backup/schedules`)).body.weeklySchedule.retentionTime).toBe(retentionTime);
    }
  });

  test("one schedule per bucket: a second create is 409", async () => {
    const b = await bucket("once");
    expect((await api.post(`${b}/backup/schedules`, schedule())).status).toBe(202);
    expectError(await api.post(`${b}/backup/schedules`, schedule({ dayOfWeek: "monday" })), 409);
    expect((await api.get(`${b}/backup/schedules`)).body.weeklySchedule.dayOfWeek).toBe("Sunday");
  });

  test("update answers 204 and replaces the schedule; without a schedule it is 404", async () => {
    const b = await bucket("upd");
    expectError(await api.put(`${b}/backup/schedules`, schedule()), 404);
    await api.post(`${b}/backup/schedules`, schedule());
    const res = await api.put(`${b}/backup/schedules`, schedule({ dayOfWeek: "friday", startAt: 23, incrementalEvery: 24, retentionTime: "1year", costOptimizedRetention: true }));
    expect(res.status).toBe(204);
    expect((await api.get(`${b}/backup/schedules`)).body.weeklySchedule).toEqual({
      dayOfWeek: "Friday",
      startAt: 23,
      incrementalEvery: 24,
      retentionTime: "1year",
      costOptimizedRetention: true,
    });
  });

  test("delete answers 202; afterwards get and delete are 404 and a new schedule may be created", async () => {
    const b = await bucket("del");
    await api.post(`${b}/backup/schedules`, schedule());
    expect((await api.delete(`${b}/backup/schedules`)).status).toBe(202);
    expectError(await api.get(`${b}/backup/schedules`), 404);
    expectError(await api.delete(`${b}/backup/schedules`), 404);
    expect((await api.post(`${b}/backup/schedules`, schedule())).status).toBe(202);
  });

  test("deleting the bucket drops its schedule", async () => {
    const b = await bucket("dropped");
    await api.post(`${b}/backup/schedules`, schedule());
    expect((await api.delete(b)).status).toBe(204);
    expectError(await api.get(`${b}/backup/schedules`), 404);
    await bucket("dropped");
    expectError(await api.get(`${b}/backup/schedules`), 404);
  });

  test("an unknown bucket is 404 on every schedule operation", async () => {
    const b = `${C}/buckets/${idOf("no-such-bucket")}`;
    expectError(await api.post(`${b}/backup/schedules`, schedule()), 404);
    expectError(await api.get(`${b}/backup/schedules`), 404);
    expectError(await api.put(`${b}/backup/schedules`, schedule()), 404);
    expectError(await api.delete(`${b}/backup/schedules`), 404);
  });

  test.each([
    [{ ...schedule(), type: "daily" }, /'type' must be "weekly"/],
    [{ type: "weekly" }, /'weeklySchedule' is required/],
    [schedule({ dayOfWeek: "Sunday" }), /'weeklySchedule.dayOfWeek' must be one of/],
    [schedule({ startAt: 24 }), /'weeklySchedule.startAt'/],
    [schedule({ startAt: -1 }), /'weeklySchedule.startAt'/],
    [schedule({ startAt: "10" }), /'weeklySchedule.startAt'/],
    [schedule({ incrementalEvery: 3 }), /'weeklySchedule.incrementalEvery' must be one of/],
    [schedule({ retentionTime: "45days" }), /'weeklySchedule.retentionTime' must be one of/],
    [schedule({ retentionTime: "6years" }), /'weeklySchedule.retentionTime' must be one of/],
    [schedule({ costOptimizedRetention: "no" }), /'weeklySchedule.costOptimizedRetention'/],
    [schedule({ hourOfDay: 3 }), /'weeklySchedule.hourOfDay' is not allowed/],
    [{ ...schedule(), bucketId: "x" }, /'bucketId' is not allowed/],
  ])("create and update reject %j with 400 code 1000 naming the field", async (body, message) => {
    const b = `${C}/buckets/${idOf("sched")}`;
    expectError(await api.post(`${b}/backup/schedules`, body), 400, 1000, message);
    expectError(await api.put(`${b}/backup/schedules`, body), 400, 1000, message);
  });

  test("a schedule without costOptimizedRetention is incomplete", async () => {
    const { weeklySchedule } = schedule();
    const { costOptimizedRetention: _, ...rest } = weeklySchedule;
    expectError(await api.post(`${C}/buckets/${idOf("sched")}/backup/schedules`, { type: "weekly", weeklySchedule: rest }), 400, 1000, /'weeklySchedule.costOptimizedRetention' is required/);
  });

  test("malformed JSON is 400 on every write", async () => {
    const raw = { raw: "{\"type\":", headers: { "content-type": "application/json" } };
    const b = `${C}/buckets/${idOf("sched")}`;
    expectError(await api.post(`${b}/backup/schedules`, undefined, raw), 400, 1000, /JSON/);
    expectError(await api.put(`${b}/backup/schedules`, undefined, raw), 400, 1000, /JSON/);
    expectError(await api.post(`${b}/backups`, undefined, raw), 400, 1000, /JSON/);
  });
});

describe("backups", () => {
  test("an on-demand backup answers 202, is a full backup starting a cycle, and is pending (queued, then running), then ready", async () => {
    const b = await bucket("ondemand");
    const res = await api.post(`${b}/backups`);
    expect(res.status).toBe(202);
    const { cycleID, backups } = await newestCycle(b);
    expect(backups).toHaveLength(1);
    const backup = backups[0];
    expect(backup).toMatchObject({
      clusterID: t.clusterId,
      tenantID: t.organizationId,
      projectID: t.projectId,
      cycleID,
      status: "pending",
      method: "full",
      source: "manual",
      bucketName: "ondemand",
      bucketID: idOf("ondemand"),
      provider: "aws",
      stats: { sizeInMb: 0, items: 0, mutations: 0, tombstones: 0, gsi: 0, fts: 0, cbas: 0, event: 0 },
      scheduleInfo: { backupType: "full", retention: "30days" },
    });
    await advance(1);
    expect((await api.get(`${C}/backups/${backup.id}`)).body.status).toBe("pending");
    await advance(2);
    const done = await api.get(`${C}/backups/${backup.id}`);
    expect(done.body).toMatchObject({ status: "ready", elapsedTimeInSeconds: (3 * T) / 1000 });
    expect(Date.parse(done.body.restoreBefore) - Date.parse(done.body.date)).toBe(30 * 86_400_000);
  });

  test("the latest-backup listing leaves out queued backups and shows the newest per bucket", async () => {
    const b = await bucket("latest");
    await api.post(`${b}/backups`);
    const forBucket = async () => (await api.get(`${C}/backups`)).body.data.filter((x: { bucketName: string }) => x.bucketName === "latest");
    expect(await forBucket()).toEqual([]);
    await advance(1);
    const pending = await forBucket();
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ status: "pending", bucketDownloadsCount: 0 });
    await advance(2);
    expect((await api.post(`${b}/backups`)).status).toBe(202);
    // the new one is queued: the listing still shows the ready one
    expect((await forBucket()).map((x: { status: string }) => x.status)).toEqual(["ready"]);
    await advance(1);
    const newest = await forBucket();
    expect(newest).toHaveLength(1);
    expect(newest[0]).toMatchObject({ status: "pending" });
    expect(newest[0].id).not.toBe(pending[0].id);
  });

  test("a second on-demand backup while one is under way is 409", async () => {
    const b = await bucket("busy");
    await api.post(`${b}/backups`);
    expectError(await api.post(`${b}/backups`), 409);
    await advance(1);
    expectError(await api.post(`${b}/backups`), 409);
    await advance(2);
    expect((await api.post(`${b}/backups`)).status).toBe(202);
    const cycles = await api.get(`${b}/backup/cycles`);
    expect(cycles.body.data).toHaveLength(2);
  });

  test("backups carry the bucket schedule's retention", async () => {
    const b = await bucket("retained");
    await api.post(`${b}/backup/schedules`, schedule({ retentionTime: "90days", incrementalEvery: 6 }));
    await api.post(`${b}/backups`);
    const [backup] = (await newestCycle(b)).backups;
    expect(backup.scheduleInfo).toMatchObject({ retention: "90days", increment: 6 });
    expect(Date.parse(backup.restoreBefore) - Date.parse(backup.date)).toBe(90 * 86_400_000);
  });

  test("a failure asked for through the control plane ends the backup as failed", async () => {
    const b = await bucket("failing");
    expect((await api.control("POST", "simulate/failure", { kind: "backup", operation: "create" })).status).toBe(200);
    await api.post(`${b}/backups`);
    const [backup] = (await newestCycle(b)).backups;
    await advance(3);
    expect((await api.get(`${C}/backups/${backup.id}`)).body.status).toBe("failed");
    // the rule is used up
    await api.post(`${b}/backups`);
    await advance(3);
    expect((await newestCycle(b)).backups[0].status).toBe("ready");
  });

  test("delete answers 202 and removes every record of the backup's cycle", async () => {
    const b = await bucket("deleted");
    await api.post(`${b}/backups`);
    const { cycleID, backups } = await newestCycle(b);
    await advance(3);
    expect((await api.delete(`${C}/backups/${backups[0].id}`)).status).toBe(202);
    expectError(await api.get(`${C}/backups/${backups[0].id}`), 404);
    expectError(await api.get(`${b}/backup/cycles/${cycleID}`), 404);
    expect((await api.get(`${b}/backup/cycles`)).body.data).toEqual([]);
    expectError(await api.delete(`${C}/backups/${backups[0].id}`), 404);
  });

  test("cycles are filtered by startDate and endDate (YYYY-MM-DD, inclusive)", async () => {
    const b = await bucket("cycles");
    await api.post(`${b}/backups`);
    const today = (await api.control("GET", "health")).body.now.slice(0, 10);
    const all = await api.get(`${b}/backup/cycles`);
    expect(all.body.data).toEqual([{ cycleID: expect.any(String), createdAt: expect.any(String) }]);
    expect((await api.get(`${b}/backup/cycles?startDate=${today}&endDate=${today}`)).body.data).toHaveLength(1);
    expect((await api.get(`${b}/backup/cycles?startDate=2999-01-01`)).body.data).toEqual([]);
    expect((await api.get(`${b}/backup/cycles?endDate=2000-01-01`)).body.data).toEqual([]);
    expectError(await api.get(`${b}/backup/cycles?startDate=yesterday`), 400, 1000, /'startDate'/);
    expectError(await api.get(`${b}/backup/cycles?endDate=2024-13-40`), 400, 1000, /'endDate'/);
  });

  test("unknown buckets, backups and cycles are 404", async () => {
    const missing = `${C}/buckets/${idOf("no-such-bucket")}`;
    expectError(await api.post(`${missing}/backups`), 404);
    expectError(await api.get(`${missing}/backup/cycles`), 404);
    expectError(await api.get(`${missing}/backup/cycles/${UNKNOWN}`), 404);
    const b = await bucket("known");
    expectError(await api.get(`${b}/backup/cycles/${UNKNOWN}`), 404);
    expectError(await api.get(`${C}/backups/${UNKNOWN}`), 404);
    expectError(await api.delete(`${C}/backups/${UNKNOWN}`), 404);
    expectError(await api.get(`${paths(t, UNKNOWN).C}/backups`), 404);
  });

  test("malformed backup and cycle ids are 400 naming the parameter (document 3: they are uuids)", async () => {
    const b = await bucket("malformed-ids");
    expectError(await api.get(`${C}/backups/not-a-uuid`), 400, 1000, /backupId/);
    expectError(await api.delete(`${C}/backups/not-a-uuid`), 400, 1000, /backupId/);
    expectError(await api.get(`${b}/backup/cycles/not-a-uuid`), 400, 1000, /cycleId/);
  });

  test("a backup is only visible in its own cluster", async () => {
    const b = await bucket("scoped");
    await api.post(`${b}/backups`);
    const [backup] = (await newestCycle(b)).backups;
    const other = paths(t, t.clusters.find((c) => c.id !== t.clusterId)!.id).C;
    expectError(await api.get(`${other}/backups/${backup.id}`), 404);
    expectError(await api.delete(`${other}/backups/${backup.id}`), 404);
  });
});

describe("restore", () => {
  let badBodies = 0;
  /** A ready backup of a new bucket, and the restore request for it. */
  async function readyBackup(name: string) {
    const b = await bucket(name);
    await api.post(`${b}/backups`);
    const [backup] = (await newestCycle(b)).backups;
    await advance(3);
    const request = { targetClusterID: t.clusterId, sourceClusterID: t.clusterId, backupID: backup.id, services: ["data"] };
    return { url: `${C}/backups/${backup.id}/restore`, request };
  }

  test("a ready backup restores (202, no body) into its cluster or another cluster of the organization", async () => {
    const { url, request } = await readyBackup("restored");
    const res = await api.post(url, request);
    expect(res.status).toBe(202);
    expect(res.text).toBe("");
    const other = t.clusters.find((c) => c.id !== t.clusterId)!.id;
    const full = { ...request, targetClusterID: other, services: ["data", "query"], forceUpdates: true, autoRemoveCollections: true, filterKeys: "^user::", replaceTTL: "all", replaceTTLWith: "2030-01-01T00:00:00Z" };
    expect((await api.post(url, full)).status).toBe(202);
  });

  test("only a ready backup can be restored (409)", async () => {
    const b = await bucket("not-yet");
    await api.post(`${b}/backups`);
    const [backup] = (await newestCycle(b)).backups;
    const request = { targetClusterID: t.clusterId, sourceClusterID: t.clusterId, backupID: backup.id, services: ["data"] };
    expectError(await api.post(`${C}/backups/${backup.id}/restore`, request), 409, 1004, /pending/);
  });

  test("the body must name the path's backup and its cluster; the target must be a cluster of the organization", async () => {
    const { url, request } = await readyBackup("mismatch");
    expectError(await api.post(url, { ...request, backupID: UNKNOWN }), 400, 1000, /'backupID'/);
    const other = t.clusters.find((c) => c.id !== t.clusterId)!.id;
    expectError(await api.post(url, { ...request, sourceClusterID: other }), 400, 1000, /'sourceClusterID'/);
    expectError(await api.post(url, { ...request, targetClusterID: UNKNOWN }), 404, 1003, /'targetClusterID'/);
    expectError(await api.post(`${C}/backups/${UNKNOWN}/restore`, { ...request, backupID: UNKNOWN }), 404);
  });

  test.each([
    [{ services: undefined }, /'services' is required/],
    [{ services: [] }, /'services'/],
    [{ services: ["indexes"] }, /'services\[0\]' must be one of/],
    [{ targetClusterID: "nope" }, /'targetClusterID'/],
    [{ replaceTTL: "some" }, /'replaceTTL' must be one of/],
    [{ forceUpdates: "yes" }, /'forceUpdates'/],
    [{ filterKeys: "(" }, /'filterKeys' is not a valid regular expression/],
    [{ overwrite: true }, /'overwrite' is not allowed/],
  ])("rejects %j with 400 code 1000 naming the field", async (change, message) => {
    const { url, request } = await readyBackup(`bad-body-${++badBodies}`);
    expectError(await api.post(url, { ...request, ...change }), 400, 1000, message);
  });
});
