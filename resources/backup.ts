import { z } from "zod";
import { defineSpec, listOperation, type HookContext, type Props, type SpecInputs } from "../provider";
import { backupOperations as ops, backupStates } from "../schema/api/backups";
import { doc } from "../schema/docs";
import { nextPollMs, waitUntilGone } from "../provider/wait";

/** An on-demand backup of a bucket: a job. Creating one asks for a (full) backup and waits until
 *  it is `ready` (`failed` is an error); its id is the backup's. The API answers the request with
 *  no body, so the backup is found as the bucket's newest in the latest-backup listing (which
 *  leaves queued ones out) once it appears there.
 *
 *  Deleting the resource forgets the backup by default: it stays until its retention ends
 *  (`restoreBefore`), so a `triggers` change (a replacement) takes another backup and keeps the
 *  last. With `deleteOnDestroy`, deleting (or replacing) it deletes the backup, and with it every
 *  backup of its cycle, as the API's delete does. */
const extraInputs = {
  deleteOnDestroy: doc(
    z.boolean().optional(),
    "Whether deleting (or replacing) the resource deletes the backup, and with it every backup of its cycle; otherwise the backup is kept until its retention ends.",
  ),
};

const body = z.strictObject({});
type Inputs = SpecInputs<typeof body, "organizationId" | "projectId" | "clusterId" | "bucketId", typeof extraInputs>;

/** How long a create whose answer was lost looks for the backup it may have made (a queued one is
 *  not listed yet) before asking again. */
const LOST_ANSWER_LOOK_MS = 30_000;

/** Polls `lookup` (the core's: the bucket's backups not known before the request) until it finds
 *  one, or until `until`. */
async function newBackup(lookup: (deadline: number) => Promise<string | undefined>, until: number): Promise<string | undefined> {
  const started = Date.now();
  for (;;) {
    const found = await lookup(until);
    if (found !== undefined) return found;
    const delay = nextPollMs(Date.now() - started);
    if (Date.now() + delay > until) return undefined;
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

async function deleteIfAsked({ client, id, inputs, deadline, read, what }: HookContext<Inputs>): Promise<void> {
  if (!inputs.deleteOnDestroy) return;
  await client.delete(ops.deleteBackupCycle.url({ ...inputs, backupId: id }), { deadline, accept: [404] });
  await waitUntilGone(read, what, deadline);
}

/** The backup as outputs; an imported one is kept on delete until said otherwise. (Typed as
 *  props: the empty body's inputs type has no room for the provider-only input.) */
const outputsOf = (live: Props, props: Props): Props => ({
  deleteOnDestroy: props.deleteOnDestroy ?? false,
  status: live.status,
  bucketName: live.bucketName,
  cycleID: live.cycleID,
  date: live.date,
  restoreBefore: live.restoreBefore,
  method: live.method,
  source: live.source,
  elapsedTimeInSeconds: live.elapsedTimeInSeconds,
});

export const backupSpec = defineSpec({
  kind: "Backup",
  description: "An on-demand (full) backup of a bucket: created, it runs and waits until the backup is ready; `triggers` take another. Kept when the resource is deleted, unless `deleteOnDestroy`.",
  body,
  scope: ["organizationId", "projectId", "clusterId", "bucketId"],
  extraInputs,
  inputDefaults: { deleteOnDestroy: false },
  immutable: "all",
  job: true,
  computed: {
    status: doc(z.string(), `The backup's status: ${backupStates.all.map((s) => `\`${s}\``).join(", ")}.`),
    bucketName: doc(z.string(), "The name of the bucket backed up."),
    cycleID: doc(z.string(), "The backup cycle it starts (an on-demand backup is a full one)."),
    date: doc(z.string(), "When the backup was taken (RFC 3339)."),
    restoreBefore: doc(z.string(), "When the backup expires (RFC 3339): it can be restored until then."),
    method: doc(z.string(), "`full` (an on-demand backup) or `incremental`."),
    source: doc(z.string(), "`manual` (on demand) or `scheduled`."),
    elapsedTimeInSeconds: doc(z.int(), "How long the backup took."),
  },
  // A bucket has many backups: each run of the job is one.
  naturalKey: "bucketId",
  naturalKeyUnique: false,
  api: {
    collection: (s) => ops.listLatestBackups.url(s),
    item: (s, id) => ops.getBackup.url({ ...s, backupId: id }),
    list: async (client, s, deadline) => (await listOperation(client, ops.listLatestBackups, s, deadline)).map((b) => ({ ...b, bucketId: b.bucketID })),
    createBody: () => undefined,
    createRequest: async (client, inputs, opts) => {
      const until = () => Math.min(opts.deadline ?? Infinity, Date.now() + LOST_ANSWER_LOOK_MS);
      const sent = await client.create(ops.createBackup.url(inputs), { ...opts, lookup: (deadline) => newBackup(opts.lookup, Math.min(deadline, until())) });
      if (sent.recoveredId !== undefined) return sent;
      const id = await newBackup(opts.lookup, opts.deadline ?? Infinity);
      if (id === undefined) throw new Error(`dbplane: the backup of bucket ${inputs.bucketId} was accepted but never appeared among the cluster's backups.`);
      return { recoveredId: id };
    },
    createdId: (res) => res.body.id,
    outputs: outputsOf,
    deleteRequest: deleteIfAsked,
  },
  wait: { create: { state: (live) => live.status, ready: ["ready"], failed: backupStates.isFailed } },
});
