import * as dbplane from "dbplane";
import { paths } from "../support/conformance";
import { errorLines, eventually, expectSteady, ofName, startProviderEnv, upOk, type Engine, type ProviderEnv } from "../support/engine";

/** The jobs (ClusterAuditLogExport, AppServiceAuditLogExport, Backup, Restore, BucketFlush,
 *  AppEndpointResync) through Pulumi's real dynamic-provider host against the conformance server:
 *  each create runs the job and waits for its outcome, which the outputs hold; a second run and a
 *  refresh change nothing; a `triggers` change runs it again (a replacement: one more job on the
 *  server); deleting one forgets it (no API call), except a Backup with `deleteOnDestroy`. */

let env: ProviderEnv;
let C: string;

beforeAll(async () => {
  env = await startProviderEnv();
  C = paths(env.target).C;
});
afterAll(() => env?.close());
beforeEach(() => env.clearFaultsAndRequests());

const cluster = () => ({ organizationId: env.target.organizationId, projectId: env.target.projectId, clusterId: env.target.clusterId });
const bucketIdOf = (name: string) => Buffer.from(name).toString("base64url");
const writes = async () => (await env.requests({ writes: true })).map((r) => `${r.method} ${r.path}`);
const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString().replace(/\.\d+Z$/, "Z");
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString().replace(/\.\d+Z$/, "Z");

/** The App Service the App Service tests share (a cluster has one). */
let appService: Promise<string> | undefined;
const sharedAppService = () => (appService ??= env.healthyAppService("jobs"));

async function bucket(name: string, extra: Record<string, unknown> = {}) {
  expect((await env.api.post(`${C}/buckets`, { name, ...extra })).status).toBe(201);
  return bucketIdOf(name);
}

/** A triggers change plans and applies a replacement of `name` (the new job made before the old
 *  one is forgotten), and no delete request reaches the API. */
async function rerun(engine: Engine, name: string, program: () => void): Promise<void> {
  expect((await engine.preview(program)).replaces).toEqual([name]);
  const report = await upOk(engine, program);
  expect(report).toMatchObject({ replaces: [name], creates: [], deletes: [] });
  expect((await env.requests({ writes: true })).filter((r) => r.method === "DELETE")).toEqual([]);
}

/** A second run and a refresh report no change and write nothing (a Restore reads nothing). */
async function expectNoChange(engine: Engine, program: () => void): Promise<void> {
  const names = engine.state.resources.map((r) => r.name).sort();
  await env.clearRequests();
  expect((await upOk(engine, program)).sames.sort()).toEqual(names);
  const refresh = await engine.refresh();
  expect(refresh).toMatchObject({ updates: [], deletes: [], errors: [] });
  expect(refresh.sames.sort()).toEqual(names);
  expect(await env.requests({ writes: true })).toEqual([]);
}

/** Destroy calls nothing. */
async function forgotten(engine: Engine): Promise<void> {
  await env.clearRequests();
  expect((await engine.destroy()).errors).toEqual([]);
  expect(engine.state.resources).toEqual([]);
  expect(await env.requests()).toEqual([]);
}

describe("ClusterAuditLogExport", () => {
  test("create waits for the export to complete; its outputs are the download URL (a secret) and its expiry; no change; triggers run it again; destroy forgets it", async () => {
    expect((await env.api.put(`${C}/auditLog`, { auditEnabled: true, disabledUsers: [], enabledEventIDs: [] })).status).toBe(204);
    const count = async () => (await env.api.get(`${C}/auditLogExports?perPage=100`)).body.data.length as number;
    const before = await count();
    const [start, end] = [hourAgo(), inAnHour()];
    const program = (run: string) => () => {
      new dbplane.ClusterAuditLogExport("export", { ...cluster(), start, end, triggers: { run } });
    };
    const engine = env.engine();
    const report = await upOk(engine, program("1"));
    expect(ofName(report.registrations, "export").additionalSecretOutputs).toEqual(["auditLogDownloadURL"]);
    const first = engine.resource("export")!;
    expect(first.outputs).toMatchObject({ start, end, status: "Completed", triggers: { run: "1" }, auditLogDownloadURL: expect.stringMatching(/^https:\/\/.*signature=/), expiration: expect.any(String) });
    expect((await env.api.get(`${C}/auditLogExports/${first.id}`)).body.status).toBe("Completed");
    expect(await count()).toBe(before + 1);
    await expectSteady(env, engine, program("1"));
    expect(await count()).toBe(before + 1);
    await env.clearRequests();
    await rerun(engine, "export", program("2"));
    expect(await count()).toBe(before + 2);
    const second = engine.resource("export")!;
    expect(second.id).not.toBe(first.id);
    expect(second.outputs.auditLogDownloadURL).not.toBe(first.outputs.auditLogDownloadURL);
    await forgotten(engine);
    expect((await env.api.get(`${C}/auditLogExports/${second.id}`)).status).toBe(200);
  });

  test("a period the API refuses fails the create with its message; an export that fails is not recorded, so the next up runs it again", async () => {
    const failed = await env.engine().up(() => {
      new dbplane.ClusterAuditLogExport("old", { ...cluster(), start: "2020-01-01T00:00:00Z", end: "2020-01-02T00:00:00Z" });
    });
    expect(errorLines(failed)).toEqual([expect.stringMatching(/^ClusterAuditLogExport old: dbplane: POST .*\/auditLogExports failed: 400 .*'start'.*30 days/)]);
    expect((await env.api.control("POST", "simulate/failure", { kind: "clusterAuditExport", operation: "request" })).status).toBeLessThan(300);
    const engine = env.engine();
    const program = () => {
      new dbplane.ClusterAuditLogExport("failing", { ...cluster(), start: hourAgo(), end: inAnHour() });
    };
    expect(errorLines(await engine.up(program))).toEqual([expect.stringMatching(/^ClusterAuditLogExport failing: dbplane: ClusterAuditLogExport .* reached state Failed while waiting for Completed/)]);
    expect(engine.resource("failing")).toBeUndefined();
    expect((await upOk(engine, program)).creates).toEqual(["failing"]);
    expect(engine.resource("failing")!.outputs.status).toBe("Completed");
    await engine.destroy();
  });
});

describe("AppServiceAuditLogExport", () => {
  test("create waits until the export is ready; outputs the download URL and its expiry; triggers run it again", async () => {
    const appServiceId = await sharedAppService();
    const exports = `${paths(env.target).A(appServiceId)}/auditLogExports`;
    const [start, end] = [hourAgo(), inAnHour()];
    const program = (run: string) => () => {
      new dbplane.AppServiceAuditLogExport("export", { ...cluster(), appServiceId, start, end, triggers: { run } });
    };
    const engine = env.engine();
    await upOk(engine, program("a"));
    const first = engine.resource("export")!;
    expect(first.outputs).toMatchObject({ start, end, status: "Ready", downloadUrl: expect.stringMatching(/^https:\/\//), downloadExpires: expect.any(String) });
    await expectSteady(env, engine, program("a"));
    await env.clearRequests();
    await rerun(engine, "export", program("b"));
    expect((await env.api.get(exports)).body.data.length).toBe(2);
    await forgotten(engine);
  });
});

describe("Backup and Restore", () => {
  test("a backup waits until ready, its id the backup's; a restore of it is requested; no change; triggers take another backup (the last kept) and restore again; destroy forgets both", async () => {
    const bucketId = await bucket("jobs-backup");
    const restores = async () => (await env.requests({ writes: true })).filter((r) => r.method === "POST" && r.path.endsWith("/restore")).length;
    const program = (backupRun: string, restoreRun: string) => () => {
      const backup = new dbplane.Backup("backup", { ...cluster(), bucketId, triggers: { run: backupRun } });
      new dbplane.Restore("restore", { ...cluster(), backupID: backup.id, targetClusterID: env.target.clusterId, services: ["data"], triggers: { run: restoreRun } });
    };
    const engine = env.engine();
    await upOk(engine, program("1", "1"));
    const first = engine.resource("backup")!;
    expect(first.outputs).toMatchObject({ bucketId, status: "ready", method: "full", source: "manual", bucketName: "jobs-backup", deleteOnDestroy: false });
    expect((await env.api.get(`${C}/backups/${first.id}`)).body.status).toBe("ready");
    expect(engine.resource("restore")!.outputs).toMatchObject({ backupID: first.id, services: ["data"] });
    expect(await restores()).toBe(1);
    await expectNoChange(engine, program("1", "1"));

    // Restoring again alone: one more restore request, the backup untouched.
    await env.clearRequests();
    await rerun(engine, "restore", program("1", "2"));
    expect(await restores()).toBe(1);
    expect(engine.resource("backup")!.id).toBe(first.id);

    // Another backup: a new cycle; the last backup is kept; the restore follows the new id.
    await env.clearRequests();
    const report = await upOk(engine, program("2", "2"));
    expect(report.replaces.sort()).toEqual(["backup", "restore"]);
    const second = engine.resource("backup")!;
    expect(second.id).not.toBe(first.id);
    expect(engine.resource("restore")!.outputs.backupID).toBe(second.id);
    expect((await env.api.get(`${C}/buckets/${bucketId}/backup/cycles`)).body.data).toHaveLength(2);
    expect((await env.api.get(`${C}/backups/${first.id}`)).status).toBe(200);
    expect(await restores()).toBe(1);
    await forgotten(engine);
    expect((await env.api.get(`${C}/backups/${second.id}`)).status).toBe(200);
  });

  test("with deleteOnDestroy, destroy deletes the backup (its cycle) and waits until it is gone; changing deleteOnDestroy alone calls nothing", async () => {
    const bucketId = await bucket("jobs-delete");
    const program = (deleteOnDestroy: boolean) => () => {
      new dbplane.Backup("backup", { ...cluster(), bucketId, deleteOnDestroy });
    };
    const engine = env.engine();
    await upOk(engine, program(false));
    const id = engine.resource("backup")!.id;
    await env.clearRequests();
    expect((await upOk(engine, program(true))).updates).toEqual(["backup"]);
    expect(await writes()).toEqual([]);
    await env.clearRequests();
    expect((await engine.destroy()).errors).toEqual([]);
    expect(await writes()).toEqual([`DELETE ${C}/backups/${id}`]);
    expect((await env.api.get(`${C}/backups/${id}`)).status).toBe(404);
  });

  test("a backup that fails is an error and is not recorded; a restore of a backup not ready is the API's 409, named", async () => {
    const bucketId = await bucket("jobs-failed");
    expect((await env.api.control("POST", "simulate/failure", { kind: "backup", operation: "create" })).status).toBeLessThan(300);
    const engine = env.engine();
    const failed = await engine.up(() => {
      new dbplane.Backup("backup", { ...cluster(), bucketId });
    });
    expect(errorLines(failed)).toEqual([expect.stringMatching(/^Backup backup: dbplane: Backup '.*' \(id [0-9a-f-]+\) reached state failed while waiting for ready\.$/)]);
    expect(engine.resource("backup")).toBeUndefined();
    const id = (await env.api.get(`${C}/backups`)).body.data.find((b: { bucketName: string }) => b.bucketName === "jobs-failed").id;
    const report = await env.engine().up(() => {
      new dbplane.Restore("restore", { ...cluster(), backupID: id, targetClusterID: env.target.clusterId, services: ["data"] });
    });
    expect(errorLines(report)).toEqual([expect.stringMatching(/^Restore restore: dbplane: POST .*\/restore failed: 409 .*is failed: only a ready backup can be restored/)]);
  });
});

describe("BucketFlush", () => {
  test("create flushes the bucket (one PUT); no change; triggers flush it again; destroy forgets it", async () => {
    const bucketId = await bucket("jobs-flush", { flushEnabled: true });
    await env.clearRequests();
    const flushes = async () => (await writes()).filter((w) => w === `PUT ${C}/buckets/${bucketId}/flush`).length;
    const program = (run: string) => () => {
      new dbplane.BucketFlush("flush", { ...cluster(), bucketId, triggers: { run } });
    };
    const engine = env.engine();
    await upOk(engine, program("1"));
    expect(await writes()).toEqual([`PUT ${C}/buckets/${bucketId}/flush`]);
    expect(engine.resource("flush")!.id).toBe(bucketId);
    await expectSteady(env, engine, program("1"));
    await env.clearRequests();
    await rerun(engine, "flush", program("2"));
    expect(await flushes()).toBe(1);
    await forgotten(engine);
  });

  test("a bucket without flushEnabled: the create fails with the API's refusal, naming the resource; a deleted bucket drops the flush on refresh", async () => {
    const bucketId = await bucket("jobs-noflush");
    const report = await env.engine().up(() => {
      new dbplane.BucketFlush("flush", { ...cluster(), bucketId });
    });
    expect(errorLines(report)).toEqual([expect.stringMatching(/^BucketFlush flush: dbplane: PUT .*\/flush failed: 422 \(code 1000\) Bucket 'jobs-noflush' can't be flushed: flush is not enabled/)]);
    const enabled = await bucket("jobs-gone", { flushEnabled: true });
    const engine = env.engine();
    await upOk(engine, () => {
      new dbplane.BucketFlush("flush", { ...cluster(), bucketId: enabled });
    });
    await env.api.delete(`${C}/buckets/${enabled}`);
    expect((await engine.refresh()).deletes).toEqual(["flush"]);
  });
});

describe("AppEndpointResync", () => {
  test("create starts a resync of a paused endpoint and waits until it completes; outputs its status; triggers run it again; an online endpoint is refused", async () => {
    const appServiceId = await sharedAppService();
    const A = paths(env.target).A(appServiceId);
    expect((await env.api.post(`${A}/appEndpoints`, { name: "resynced", bucket: (await bucket("jobs-resync"), "jobs-resync"), scopes: { inventory: { collections: { items: {} } } } })).status).toBe(201);
    const E = `${A}/appEndpoints/resynced`;
    const state = async () => (await env.api.get(E)).body.state;
    await eventually(state, "Online");
    const program = (run: string) => () => {
      new dbplane.AppEndpointResync("resync", { ...cluster(), appServiceId, appEndpointName: "resynced", scopes: { inventory: ["items"] }, triggers: { run } });
    };
    const online = await env.engine().up(program("0"));
    expect(errorLines(online)).toEqual([expect.stringMatching(/^AppEndpointResync resync: dbplane: POST .*\/resync failed: 409 .*pause it/)]);

    expect((await env.api.delete(`${E}/activationStatus`)).status).toBe(202);
    await eventually(state, "Offline");
    const starts = async () => (await writes()).filter((w) => w === `POST ${E}/resync`).length;
    const engine = env.engine();
    await env.clearRequests();
    await upOk(engine, program("1"));
    expect(await starts()).toBe(1);
    const first = engine.resource("resync")!;
    expect(first.id).toBe("resynced");
    expect(first.outputs).toMatchObject({ scopes: { inventory: ["items"] }, state: "completed", lastError: "", docsProcessed: expect.any(Number) });
    expect(first.outputs.startTime).not.toBe("0001-01-01T00:00:00Z");
    expect((await env.api.get(`${E}/resync`)).body.state).toBe("completed");
    await expectSteady(env, engine, program("1"));
    await env.clearRequests();
    await rerun(engine, "resync", program("2"));
    expect(await starts()).toBe(1);
    expect(engine.resource("resync")!.outputs.startTime > first.outputs.startTime).toBe(true);
    await forgotten(engine);
  });
});

describe("check", () => {
  test.each<[string, Record<string, unknown>, string, RegExp]>([
    ["a trigger that is not a string", { triggers: { run: 1 } }, "triggers.run", /string/],
    ["a period that is no date-time", { start: "yesterday" }, "start", /RFC 3339/],
  ])("%s fails check, before any API call", async (_label, change, property, reason) => {
    const report = await env.engine().up(() => {
      new dbplane.ClusterAuditLogExport("bad", { ...cluster(), start: hourAgo(), end: inAnHour(), ...change } as dbplane.ClusterAuditLogExportArgs);
    });
    expect(report.failures).toEqual([expect.objectContaining({ name: "bad", property, reason: expect.stringMatching(reason) })]);
    expect(await env.requests()).toEqual([]);
  });
});
