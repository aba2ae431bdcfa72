import * as fs from "node:fs";
import * as path from "node:path";
import { clientsFrom } from "../../provider/config";
import { ApiClient } from "../../provider/http";
import { resourceOperations } from "../../provider/operations";
import type { Props } from "../../provider/spec";
import { operationOf } from "../../schema/operations";
import type { Api } from "../../schema/model";
import { answerHasField, answerProblems, operationOfExchange, readTracked, requestProblems } from "../support/apiModel";
import { useRecordedWorld, type Lifecycle } from "./lifecycle";

/** Every resource's whole life through the provider core against the conformance server, with
 *  the traffic recorded: each request the provider sends is held to its operation in the API
 *  model (path, method, query names, media type, body), each answer the server gives to the
 *  operation's success statuses and bodies, and each field the provider reads of an answer to
 *  the fields the operation's answer has. After each step the object is read back and must plan
 *  no change. */

const lifecycles: Lifecycle[] = fs
  .readdirSync(path.join(__dirname, "lifecycles"))
  .filter((f) => f.endsWith(".ts"))
  .sort()
  .flatMap((f) => (require(path.join(__dirname, "lifecycles", f)) as { lifecycles: Lifecycle[] }).lifecycles);

const { world, exchanges, target } = useRecordedWorld();

/** The fields the provider reads of each answer: its client's answers are wrapped to report them. */
interface Read {
  api: Api;
  method: string;
  path: string;
  status: number;
  field: string;
}
const reads: Read[] = [];
const client = ApiClient.prototype as unknown as { attempt: (this: { origin: string; prefix: string }, ...args: [string, string, unknown, number]) => Promise<any> };
const attempt = client.attempt;
client.attempt = async function (method, path, opts, deadline) {
  const outcome = await attempt.call(this, method, path, opts, deadline);
  if (outcome.kind === "done" && outcome.response.body !== null && typeof outcome.response.body === "object") {
    const api: Api = this.origin === new URL(world.recorded.gatewayAdmin).origin ? "gatewayAdmin" : "management";
    const at = { api, method, path: (this.prefix + path).split("?")[0], status: outcome.response.status };
    outcome.response = { ...outcome.response, body: readTracked(outcome.response.body, (field) => reads.push({ ...at, field })) };
  }
  return outcome;
};
afterAll(() => {
  client.attempt = attempt;
});

/** Fields read that the operation's answer does not have, one line each. */
function readProblems(of: Read[]): string[] {
  const problems = new Set<string>();
  for (const r of of) {
    const op = operationOf(r.api, r.method, r.path)?.op;
    if (op && !answerHasField(op, r.status, r.field)) problems.add(`${op.id} (${r.status}) is read for '${r.field}', which its answer does not have`);
  }
  return [...problems];
}

const merged = (base: Props, change: Props): Props => {
  const out = { ...base, ...change };
  for (const [k, v] of Object.entries(change)) if (v === undefined) delete out[k];
  return out;
};

test.each(lifecycles.map((lc) => [lc.name ?? lc.spec.kind, lc] as const))("%s: every request, answer and field read is the model's; no change planned after any step", async (_name, lc) => {
  const from = exchanges.length;
  const readFrom = reads.length;
  const clients = clientsFrom(
    {
      apiUrl: world.recorded.management,
      apiToken: target.token,
      gatewayAdminUrl: world.recorded.gatewayAdmin,
      gatewayAdminUsername: target.server!.gatewayAdminUsername,
      gatewayAdminPassword: target.server!.gatewayAdminPassword,
    },
    { howToSet: () => "" },
  );
  const ops = resourceOperations(lc.spec, () => clients);
  const checked = (inputs: Props) => {
    const { inputs: valid, failures } = ops.check(inputs);
    expect(failures).toEqual([]);
    return valid;
  };
  /** Read back: the object is there and its outputs plan no change against the inputs. */
  const steady = async (id: string, inputs: Props, step: string) => {
    const read = await ops.read(id, outs);
    expect({ step, exists: read !== undefined }).toEqual({ step, exists: true });
    expect({ step, changed: ops.diff(read!.outs, inputs).changed }).toEqual({ step, changed: [] });
    outs = read!.outs;
  };

  const setup = await (lc.setup?.(world) ?? {});
  let inputs = checked(merged(setup, lc.create));
  let { id, outs } = await ops.create(inputs);
  await steady(id, inputs, "create");
  for (const [i, change] of (lc.updates ?? []).entries()) {
    const next = checked(merged(inputs, change));
    const diff = ops.diff(outs, next);
    expect({ step: `update ${i + 1}`, changes: diff.changed.length > 0, replaces: diff.replaces }).toEqual({ step: `update ${i + 1}`, changes: true, replaces: [] });
    ({ outs } = await ops.update(id, outs, next));
    inputs = next;
    await steady(id, inputs, `update ${i + 1}`);
  }
  if (lc.replace) {
    const next = checked(merged(inputs, lc.replace));
    const diff = ops.diff(outs, next);
    expect(diff.replaces).not.toEqual([]);
    if (diff.deleteBeforeReplace) {
      await ops.delete(id, outs);
      ({ id, outs } = await ops.create(next));
    } else {
      const old = { id, outs };
      ({ id, outs } = await ops.create(next));
      await ops.delete(old.id, old.outs);
    }
    inputs = next;
    await steady(id, inputs, "replace");
  }
  await ops.delete(id, outs);
  expect({ readAfterDelete: (await ops.read(id, outs)) !== undefined }).toEqual({ readAfterDelete: lc.forgotten === true });
  await lc.teardown?.(world, setup);

  const mine = exchanges.slice(from);
  expect(mine.flatMap(requestProblems)).toEqual([]);
  expect(mine.flatMap(answerProblems)).toEqual([]);
  expect(readProblems(reads.slice(readFrom))).toEqual([]);
});

test("the provider's traffic covers each resource's operations", () => {
  const used = new Set(exchanges.map(operationOfExchange).filter((op) => op !== undefined).map((op) => op!.id));
  // Every resource's lifecycle reads, creates and deletes: at least three operations each.
  expect(used.size).toBeGreaterThanOrEqual(3 * new Set(lifecycles.map((lc) => lc.spec.kind)).size);
});
