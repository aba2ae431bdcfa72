import { client, paths, startTarget, type Target } from "../support/conformance";
import { describeWithTerraform, plannedChange, providerConfig, ref, resource, TerraformWorkdir, type PlanJson } from "../support/terraform";

/** The jobs through the real `terraform` (reattached to the provider in debug mode) against the conformance server,
 *  in one configuration (a bucket with an on-demand backup, a restore of it, a flush, a cluster
 *  audit log export): created, each waiting for its outcome; planned with no change; run again
 *  through a `triggers` change (a replacement, one more job on the server); imported where an
 *  import can know the job (a backup, an export) and refused, saying why, where it can't (a
 *  restore); destroyed, which forgets the jobs (no API call) and deletes the bucket. */

// Each step is several terraform runs (a few seconds each, more on a loaded machine).
jest.setTimeout(180_000);

let t: Target;
let api: ReturnType<typeof client>;
let tf: TerraformWorkdir;
let C: string;

beforeAll(async () => {
  t = await startTarget({ transitionMs: 20 });
  api = client(t);
  ({ C } = paths(t));
  tf = await TerraformWorkdir.reattached();
});
afterAll(async () => {
  await tf?.close();
  await t?.close();
});

const cluster = () => ({ organization_id: t.organizationId, project_id: t.projectId, cluster_id: t.clusterId });
const at = (ms: number) => new Date(Date.now() + ms).toISOString().replace(/\.\d+Z$/, "Z");
let period: { start: string; end: string };

function write(run: { backup?: string; flush?: string; restore?: string }): void {
  const triggers = (value?: string) => (value === undefined ? {} : { triggers: { run: value } });
  tf.write(
    "main.tf",
    [
      providerConfig(t.apiUrl, t.token),
      resource("dbplane_bucket", "data", { ...cluster(), name: "tf-jobs", flush_enabled: true }),
      resource("dbplane_backup", "nightly", { ...cluster(), bucket_id: ref("dbplane_bucket.data.id"), ...triggers(run.backup) }),
      resource("dbplane_restore", "back", { ...cluster(), backup_id: ref("dbplane_backup.nightly.id"), target_cluster_id: t.clusterId, services: ["data"], ...triggers(run.restore) }),
      resource("dbplane_bucket_flush", "wipe", { ...cluster(), bucket_id: ref("dbplane_bucket.data.id"), ...triggers(run.flush) }),
      resource("dbplane_cluster_audit_log_export", "audit", { ...cluster(), ...period }),
    ].join("\n"),
  );
}

const requests = async () => ((await api.control("GET", "requests")).body.data as Array<{ method: string; path: string }>).filter((r) => !r.path.startsWith("/_conformance"));
const writes = async () => (await requests()).filter((r) => r.method !== "GET").map((r) => `${r.method} ${r.path}`);
const actionsOf = (plan: PlanJson) => Object.fromEntries((plan.resource_changes ?? []).map((r) => [r.address, r.change.actions.join(",")]));
const bucketId = Buffer.from("tf-jobs").toString("base64url");

async function expectNoChangePlan(): Promise<void> {
  await api.control("DELETE", "requests");
  const plan = await tf.run(["plan", "-detailed-exitcode"]);
  expect({ code: plan.code, stderr: plan.stderr }).toEqual({ code: 0, stderr: "" });
  expect(await writes()).toEqual([]);
}

let state: Record<string, Record<string, any>>;

describeWithTerraform("jobs through terraform", () => {
  test("apply runs every job and waits for its outcome: a ready backup, a requested restore, a flushed bucket, a completed export with its download URL", async () => {
    expect((await api.put(`${C}/auditLog`, { auditEnabled: true, disabledUsers: [], enabledEventIDs: [] })).status).toBe(204);
    period = { start: at(-3_600_000), end: at(3_600_000) };
    write({ backup: "1", flush: "1", restore: "1" });
    await api.control("DELETE", "requests");
    await tf.ok(["apply", "-auto-approve"]);
    state = await tf.state();
    expect(state["dbplane_backup.nightly"]).toMatchObject({ bucket_id: bucketId, status: "ready", method: "full", delete_on_destroy: false, triggers: { run: "1" } });
    expect((await api.get(`${C}/backups/${state["dbplane_backup.nightly"].id}`)).body.status).toBe("ready");
    expect(state["dbplane_restore.back"]).toMatchObject({ backup_id: state["dbplane_backup.nightly"].id, services: ["data"] });
    expect(state["dbplane_bucket_flush.wipe"]).toMatchObject({ id: bucketId });
    expect(state["dbplane_cluster_audit_log_export.audit"]).toMatchObject({ ...period, status: "Completed", audit_log_download_url: expect.stringMatching(/^https:\/\//) });
    const made = await writes();
    for (const job of [`POST ${C}/buckets/${bucketId}/backups`, `POST ${C}/backups/${state["dbplane_backup.nightly"].id}/restore`, `PUT ${C}/buckets/${bucketId}/flush`, `POST ${C}/auditLogExports`]) {
      expect(made.filter((w) => w === job)).toEqual([job]);
    }
  });

  test("a second plan finds no change and writes nothing", async () => {
    await expectNoChangePlan();
  });

  test("a triggers change runs the job again: the plan replaces it (and what takes its id), the apply makes one more job", async () => {
    write({ backup: "2", flush: "2", restore: "1" });
    const plan = await tf.planJson();
    expect(actionsOf(plan)).toEqual({
      "dbplane_bucket.data": "no-op",
      "dbplane_backup.nightly": "delete,create",
      "dbplane_restore.back": "delete,create",
      "dbplane_bucket_flush.wipe": "delete,create",
      "dbplane_cluster_audit_log_export.audit": "no-op",
    });
    const replaced = (address: string) => (plan.resource_changes!.find((r) => r.address === address)!.change.replace_paths ?? []).map((p) => p.join("."));
    expect([replaced("dbplane_backup.nightly"), replaced("dbplane_bucket_flush.wipe"), replaced("dbplane_restore.back")]).toEqual([["triggers"], ["triggers"], ["backup_id"]]);
    expect(plannedChange(plan, "dbplane_backup.nightly").changed).toContain("triggers");
    await api.control("DELETE", "requests");
    await tf.ok(["apply", "-auto-approve", "tfplan"]);
    const before = state;
    state = await tf.state();
    expect(state["dbplane_backup.nightly"].id).not.toBe(before["dbplane_backup.nightly"].id);
    // Forgotten, not deleted: the last backup is kept.
    expect((await api.get(`${C}/backups/${before["dbplane_backup.nightly"].id}`)).status).toBe(200);
    expect((await api.get(`${C}/buckets/${bucketId}/backup/cycles`)).body.data).toHaveLength(2);
    const made = await writes();
    expect(made.filter((w) => w.startsWith("DELETE"))).toEqual([]);
    expect(made.filter((w) => w === `PUT ${C}/buckets/${bucketId}/flush`)).toHaveLength(1);
    expect(made.filter((w) => w.endsWith("/restore"))).toEqual([`POST ${C}/backups/${state["dbplane_backup.nightly"].id}/restore`]);
    await expectNoChangePlan();
  });

  test("import: a backup and an export by their documented ids plan no change; a restore can't be imported, and the error says why", async () => {
    const ids = {
      "dbplane_backup.nightly": `${t.organizationId}/${t.projectId}/${t.clusterId}/${bucketId}/${state["dbplane_backup.nightly"].id}`,
      "dbplane_cluster_audit_log_export.audit": `${t.organizationId}/${t.projectId}/${t.clusterId}/${state["dbplane_cluster_audit_log_export.audit"].id}`,
    };
    await tf.ok(["state", "rm", ...Object.keys(ids), "dbplane_restore.back"]);
    // The import can't know the triggers: they are added after it.
    write({ flush: "2", restore: "1" });
    tf.write("imports.tf", Object.entries(ids).map(([to, id]) => `import {\n  to = ${to}\n  id = ${JSON.stringify(id)}\n}\n`).join("\n"));
    tf.write("restore-import.tf", `import {\n  to = dbplane_restore.back\n  id = "${t.organizationId}/${t.projectId}/${t.clusterId}/${state["dbplane_backup.nightly"].id}"\n}\n`);
    const failed = await tf.run(["plan"]);
    expect(failed.code).not.toBe(0);
    expect(failed.stderr.replace(/\s+/g, " ")).toMatch(/Cannot import dbplane_restore .*Restore can't be imported: the API keeps no record of a restore to read back\./);
    tf.remove("restore-import.tf");
    const plan = await tf.planJson();
    const changes = Object.fromEntries((plan.resource_changes ?? []).map((r) => [r.address, `${r.change.actions.join(",")}${r.change.importing ? " (importing)" : ""}`]));
    expect(changes).toEqual({
      "dbplane_bucket.data": "no-op",
      "dbplane_backup.nightly": "no-op (importing)",
      "dbplane_cluster_audit_log_export.audit": "no-op (importing)",
      "dbplane_bucket_flush.wipe": "no-op",
      // Out of the state: requested again.
      "dbplane_restore.back": "create",
    });
    await tf.ok(["apply", "-auto-approve", "tfplan"]);
    tf.remove("imports.tf");
    const imported = await tf.state();
    expect(imported["dbplane_backup.nightly"]).toMatchObject({ id: state["dbplane_backup.nightly"].id, status: "ready", bucket_id: bucketId });
    expect(imported["dbplane_cluster_audit_log_export.audit"]).toMatchObject({ id: state["dbplane_cluster_audit_log_export.audit"].id, ...period, status: "Completed" });
    await expectNoChangePlan();
  });

  test("destroy forgets the jobs (no API call for them) and deletes the bucket", async () => {
    await api.control("DELETE", "requests");
    await tf.ok(["destroy", "-auto-approve"]);
    expect(await tf.state()).toEqual({});
    expect(await writes()).toEqual([`DELETE ${C}/buckets/${bucketId}`]);
    expect((await api.get(`${C}/auditLogExports/${state["dbplane_cluster_audit_log_export.audit"].id}`)).status).toBe(200);
  });
});
