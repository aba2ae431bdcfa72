import * as dbplane from "dbplane";
import { paths } from "../support/conformance";
import { CREATE_FAULTS, errorLines, expectSteady, ofName, startProviderEnv, UNKNOWN, upOk, type ProviderEnv } from "../support/engine";

/** The BackupSchedule resource (one per bucket, the bucket is its id) through Pulumi's real
 *  dynamic-provider host against the conformance server: fed by a Bucket's id, in-place PUT,
 *  a new bucket replaces, the delete waits until gone, validation, drift, faults. */

let env: ProviderEnv;
let C: string;

beforeAll(async () => {
  env = await startProviderEnv();
  C = paths(env.target).C;
});
afterAll(() => env?.close());
beforeEach(() => env.clearFaultsAndRequests());

type Weekly = dbplane.BackupScheduleArgs["weeklySchedule"];
const weekly = (extra: Partial<Awaited<Weekly>> = {}): Weekly => ({
  dayOfWeek: "sunday",
  startAt: 2,
  incrementalEvery: 4,
  retentionTime: "30days",
  costOptimizedRetention: false,
  ...extra,
});
const scope = () => ({ organizationId: env.target.organizationId, projectId: env.target.projectId, clusterId: env.target.clusterId });
const bucketIdOf = (name: string) => Buffer.from(name).toString("base64url");
const schedulePath = (bucket: string) => `${C}/buckets/${bucketIdOf(bucket)}/backup/schedules`;
const live = (bucket: string) => env.api.get(schedulePath(bucket));
const writes = async () => (await env.requests({ writes: true })).map((r) => `${r.method} ${r.path}`);

/** A bucket made through the API (the schedule tests don't need it in the program). */
async function bucket(name: string) {
  expect((await env.api.post(`${C}/buckets`, { name })).status).toBe(201);
  return bucketIdOf(name);
}

/** A schedule on an existing bucket. */
const onBucket = (bucketName: string, extra: Partial<dbplane.BackupScheduleArgs> = {}) => () => {
  new dbplane.BackupSchedule("schedule", { ...scope(), bucketId: bucketIdOf(bucketName), type: "weekly", weeklySchedule: weekly(), ...extra });
};

describe("lifecycle", () => {
  test("create fed by a Bucket's id: the bucket, then one POST [202] and one GET; the bucket is the id", async () => {
    const engine = env.engine();
    const program = () => {
      const b = new dbplane.Bucket("data", { ...scope(), name: "sched-data" });
      new dbplane.BackupSchedule("data-backups", { ...scope(), bucketId: b.id, type: "weekly", weeklySchedule: weekly({ dayOfWeek: "friday" }) });
    };
    const preview = await engine.preview(program);
    expect(preview).toMatchObject({ creates: ["data", "data-backups"], failures: [], errors: [] });
    const report = await upOk(engine, program);
    expect(report.creates).toEqual(["data", "data-backups"]);
    const entry = engine.resource("data-backups")!;
    expect(entry.id).toBe(bucketIdOf("sched-data"));
    // The API reads the day back capitalized: the same day, kept as declared.
    expect(entry.outputs).toMatchObject({ bucketId: entry.id, type: "weekly", weeklySchedule: weekly({ dayOfWeek: "friday" }) });
    expect((await env.requests()).map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST ${C}/buckets`,
      `GET ${C}/buckets/${entry.id}`,
      `POST ${schedulePath("sched-data")}`,
      `GET ${schedulePath("sched-data")}`,
    ]);
    expect((await live("sched-data")).body.weeklySchedule.dayOfWeek).toBe("Friday");
    expect((await engine.preview(program)).sames).toEqual(["data", "data-backups"]);
    // Destroy removes the schedule before its bucket.
    await env.clearRequests();
    expect((await engine.destroy()).errors).toEqual([]);
    expect(await writes()).toEqual([`DELETE ${schedulePath("sched-data")}`, `DELETE ${C}/buckets/${entry.id}`]);
  });

  test("a second run and a refresh with no change report no change and make no write", async () => {
    await bucket("sched-same");
    const engine = env.engine();
    await upOk(engine, onBucket("sched-same"));
    await expectSteady(env, engine, onBucket("sched-same"));
    await engine.destroy();
  });

  test("a change to the schedule is one PUT [204], in place", async () => {
    await bucket("sched-update");
    const engine = env.engine();
    await upOk(engine, onBucket("sched-update"));
    const changed = weekly({ dayOfWeek: "wednesday", startAt: 23, incrementalEvery: 12, retentionTime: "5years", costOptimizedRetention: true });
    await env.clearRequests();
    expect((await engine.preview(onBucket("sched-update", { weeklySchedule: changed }))).updates).toEqual(["schedule"]);
    const report = await upOk(engine, onBucket("sched-update", { weeklySchedule: changed }));
    expect(report).toMatchObject({ updates: ["schedule"], replaces: [], creates: [], deletes: [] });
    expect(await writes()).toEqual([`PUT ${schedulePath("sched-update")}`]);
    expect((await live("sched-update")).body.weeklySchedule).toEqual({ ...changed, dayOfWeek: "Wednesday" });
    expect(engine.resource("schedule")!.outputs.weeklySchedule).toEqual(changed);
    expect((await upOk(engine, onBucket("sched-update", { weeklySchedule: changed }))).sames).toEqual(["schedule"]);
    await engine.destroy();
  });

  test("another bucket replaces the schedule: the new one is created, then the old one deleted (and awaited)", async () => {
    await bucket("sched-one");
    await bucket("sched-two");
    const engine = env.engine();
    await upOk(engine, onBucket("sched-one"));
    expect((await engine.preview(onBucket("sched-two"))).replaces).toEqual(["schedule"]);
    await env.clearRequests();
    expect((await upOk(engine, onBucket("sched-two"))).replaces).toEqual(["schedule"]);
    expect(await writes()).toEqual([`POST ${schedulePath("sched-two")}`, `DELETE ${schedulePath("sched-one")}`]);
    // The delete [202] is followed by a read until the schedule is gone.
    expect((await env.requests()).slice(-1)).toEqual([expect.objectContaining({ method: "GET", path: schedulePath("sched-one"), status: 404 })]);
    expect((await live("sched-one")).status).toBe(404);
    expect(engine.resource("schedule")!.id).toBe(bucketIdOf("sched-two"));
    await engine.destroy();
    expect((await live("sched-two")).status).toBe(404);
  });

  test("refresh shows a schedule changed outside Pulumi; the next run puts the declared one back", async () => {
    await bucket("sched-drift");
    const engine = env.engine();
    await upOk(engine, onBucket("sched-drift"));
    await env.api.put(schedulePath("sched-drift"), { type: "weekly", weeklySchedule: weekly({ startAt: 9 }) });
    expect((await engine.refresh()).updates).toEqual(["schedule"]);
    expect(engine.resource("schedule")!.outputs.weeklySchedule.startAt).toBe(9);
    expect((await upOk(engine, onBucket("sched-drift"))).updates).toEqual(["schedule"]);
    expect((await live("sched-drift")).body.weeklySchedule.startAt).toBe(2);
    await engine.destroy();
  });

  test("deleting the bucket outside Pulumi takes its schedule along: refresh drops it; a delete of it is no error", async () => {
    await bucket("sched-gone");
    const engine = env.engine();
    await upOk(engine, onBucket("sched-gone"));
    const state = structuredClone(engine.state);
    await env.api.delete(`${C}/buckets/${bucketIdOf("sched-gone")}`);
    expect((await engine.refresh()).deletes).toEqual(["schedule"]);
    const other = env.engine(state);
    expect((await upOk(other, () => undefined)).deletes).toEqual(["schedule"]);
  });

  test("adopt: true takes over the bucket's existing schedule; without it the create is a conflict", async () => {
    await bucket("sched-adopt");
    await env.api.post(schedulePath("sched-adopt"), { type: "weekly", weeklySchedule: weekly() });
    const failed = await env.engine().up(onBucket("sched-adopt"));
    expect(errorLines(failed)).toEqual([expect.stringMatching(/^BackupSchedule schedule: dbplane: POST .*\/backup\/schedules failed: 409 .*already has a backup schedule/)]);
    const engine = env.engine();
    await env.clearRequests();
    await upOk(engine, onBucket("sched-adopt", { adopt: true }));
    expect(engine.resource("schedule")!.id).toBe(bucketIdOf("sched-adopt"));
    expect(await env.requests({ writes: true })).toEqual([]);
    expect((await upOk(engine, onBucket("sched-adopt", { adopt: true }))).sames).toEqual(["schedule"]);
    await engine.destroy();
    expect((await live("sched-adopt")).status).toBe(404);
  });
});

describe("check", () => {
  test.each<[string, Record<string, unknown>, string, RegExp]>([
    ["an hour past 23", { weeklySchedule: weekly({ startAt: 24 }) }, "weeklySchedule.startAt", /<=23|too big/i],
    ["3 hours between incrementals", { weeklySchedule: weekly({ incrementalEvery: 3 as never }) }, "weeklySchedule.incrementalEvery", /1.*24/],
    ["an unknown retention", { weeklySchedule: weekly({ retentionTime: "7days" as never }) }, "weeklySchedule.retentionTime", /30days/],
    ["a capitalised day", { weeklySchedule: weekly({ dayOfWeek: "Monday" as never }) }, "weeklySchedule.dayOfWeek", /monday/],
    ["a daily type", { type: "daily" }, "type", /weekly/],
    ["no weekly schedule", { weeklySchedule: undefined }, "weeklySchedule", /^required$/],
    ["an empty bucket id", { bucketId: "" }, "bucketId", />=1|too small/i],
  ])("%s fails check with the property path and the rule, before any API call", async (_label, change, property, reason) => {
    const report = await env.engine().up(() => {
      new dbplane.BackupSchedule("bad", { ...scope(), bucketId: "eA", type: "weekly", weeklySchedule: weekly(), ...change } as dbplane.BackupScheduleArgs);
    });
    expect(report.failures).toEqual([expect.objectContaining({ name: "bad", property, reason: expect.stringMatching(reason) })]);
    expect(await env.requests()).toEqual([]);
  });

  test("an unknown bucket id in preview means a replacement", async () => {
    await bucket("sched-unknown");
    const engine = env.engine();
    await upOk(engine, onBucket("sched-unknown"));
    const program = () => {
      const b = new dbplane.Bucket("new-bucket", { ...scope(), name: "sched-unknown-2" });
      new dbplane.BackupSchedule("schedule", { ...scope(), bucketId: b.id, type: "weekly", weeklySchedule: weekly() });
    };
    const preview = await engine.preview(program);
    expect(preview).toMatchObject({ creates: ["new-bucket"], replaces: ["schedule"], failures: [], errors: [] });
    expect(ofName(preview.registrations, "schedule").inputs.bucketId).toBe(UNKNOWN);
    const up = await upOk(engine, program);
    expect(up).toMatchObject({ creates: ["new-bucket"], replaces: ["schedule"] });
    expect((await live("sched-unknown-2")).status).toBe(200);
    expect((await live("sched-unknown")).status).toBe(404);
    await engine.destroy();
  });
});

describe("faults", () => {
  test.each(CREATE_FAULTS)("a create survives %s on the POST and creates exactly one schedule", async (label, rule) => {
    const name = `sched-fault-${label.split(" ")[0]}`;
    await bucket(name);
    await env.fault({ method: "POST", path: "/backup/schedules$", times: 1, ...rule });
    const engine = env.engine();
    await env.clearRequests();
    expect((await upOk(engine, onBucket(name))).creates).toEqual(["schedule"]);
    const [post, get] = [`POST ${schedulePath(name)}`, `GET ${schedulePath(name)}`];
    // After a 502 the bucket's schedule is looked up before the POST is repeated.
    const expected = rule.status === 502 ? [post, get, post, get] : rule.status ? [post, post, get] : [post, get];
    expect((await env.requests()).map((r) => `${r.method} ${r.path}`)).toEqual(expected);
    expect((await live(name)).status).toBe(200);
    await engine.destroy();
  });

  test("updates, reads and deletes are retried on 429, 503 and 504", async () => {
    await bucket("sched-fault-rw");
    const engine = env.engine();
    await upOk(engine, onBucket("sched-fault-rw"));
    await env.fault({ method: "PUT", path: "/backup/schedules$", status: 429, retryAfterSeconds: 0, times: 1 });
    await env.fault({ method: "GET", path: "/backup/schedules$", status: 503, times: 1 });
    await upOk(engine, onBucket("sched-fault-rw", { weeklySchedule: weekly({ startAt: 5 }) }));
    expect((await live("sched-fault-rw")).body.weeklySchedule.startAt).toBe(5);
    await env.fault({ method: "DELETE", path: "/backup/schedules$", status: 504, times: 1 });
    expect((await engine.destroy()).errors).toEqual([]);
    expect((await live("sched-fault-rw")).status).toBe(404);
  });

  test("a failed read after the POST still records the schedule, so it is not orphaned", async () => {
    await bucket("sched-partial");
    await env.fault({ method: "GET", path: "/backup/schedules$", status: 403, code: 1002, times: 1 });
    const engine = env.engine();
    const report = await engine.up(onBucket("sched-partial"));
    expect(errorLines(report)).toEqual([expect.stringMatching(/^BackupSchedule schedule: dbplane: GET .* failed: 403 \(code 1002\)/)]);
    expect(engine.resource("schedule")!.id).toBe(bucketIdOf("sched-partial"));
    expect((await upOk(engine, onBucket("sched-partial"))).sames).toEqual(["schedule"]);
    await engine.destroy();
    expect((await live("sched-partial")).status).toBe(404);
  });
});
