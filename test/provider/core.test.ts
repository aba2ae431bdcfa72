import { z } from "zod";
import { checkInputs } from "../../provider/check";
import { listAll } from "../../provider/listing";
import { changedInputs } from "../../provider/diff";
import { dynamicProvider } from "../../pulumi/dynamicProvider";
import { UNKNOWN as PULUMI_UNKNOWN } from "../../pulumi/wire";
import type { Props, ResourceSpec } from "../../provider/spec";
import { durationMs, unknown } from "../../provider/values";
import { MIN_POLL_MS, nextPollMs, POLL_CAP_MS, POLL_LATENESS, waitForState } from "../../provider/wait";
import { startTarget, type Target } from "../support/conformance";

/** The provider core on its own: waiting on states, exact diffs with defaults and unknowns,
 *  check paths, and an App Service-like spec (waits, If-Match) against the conformance server. */

describe("waiting", () => {
  const wait = { state: (live: Props) => live.s as string, ready: ["healthy"] };

  test("polls until the ready state", async () => {
    const states = ["pending", "deploying", "healthy"];
    const live = await waitForState(async () => ({ s: states.shift()! }), wait, "AppService 'a'", Date.now() + 5000);
    expect(live).toEqual({ s: "healthy" });
    expect(states).toEqual([]);
  });

  test("a *Failed state is an error naming the resource, the state reached and the one awaited", async () => {
    const states = ["deploying", "deploymentFailed"];
    await expect(waitForState(async () => ({ s: states.shift()! }), wait, "AppService 'a' (id 1)", Date.now() + 5000)).rejects.toThrow(
      "dbplane: AppService 'a' (id 1) reached state deploymentFailed while waiting for healthy.",
    );
  });

  test("the deadline is an error with the last state", async () => {
    await expect(waitForState(async () => ({ s: "deploying" }), wait, "AppService 'a'", Date.now() + 300)).rejects.toThrow(
      "dbplane: AppService 'a' timed out waiting for state healthy; last state deploying.",
    );
  });

  test("durations", () => {
    expect(durationMs("20m")).toBe(1_200_000);
    expect(durationMs("1h30m")).toBe(5_400_000);
    expect(durationMs("500ms")).toBe(500);
  });
});

/** A spec shaped like an App Service: mutable nodes/compute with defaults, an immutable
 *  `loadBalancerCidr` the API allocates when unset, a state to wait for, ETags. */
const appServiceLike: ResourceSpec = {
  kind: "TestAppService",
  body: z.strictObject({
    name: z.string().min(1),
    description: z.string().optional(),
    nodes: z.number().int().min(2).max(12).optional(),
    compute: z.strictObject({ cpu: z.number().int(), ram: z.number().int() }).optional(),
    loadBalancerCidr: z.string().optional(),
  }),
  scope: ["organizationId", "projectId", "clusterId"],
  immutable: ["name", "loadBalancerCidr"],
  defaults: { description: "", nodes: 2, compute: { cpu: 2, ram: 4 } },
  computed: { currentState: z.string() },
  naturalKey: "name",
  etag: true,
  api: {
    collection: (s) => `/v4/organizations/${s.organizationId}/projects/${s.projectId}/clusters/${s.clusterId}/appservices`,
    item: (s, id) => `/v4/organizations/${s.organizationId}/projects/${s.projectId}/clusters/${s.clusterId}/appservices/${id}`,
    createdId: (res) => res.body.id,
    list: async (client, s, deadline) =>
      (await listAll(client, `/v4/organizations/${s.organizationId}/appservices?projectId=${s.projectId}`, deadline)).filter((svc) => svc.clusterId === s.clusterId),
    update: { method: "PUT", body: (i) => ({ nodes: i.nodes ?? 2, compute: i.compute ?? { cpu: 2, ram: 4 } }) },
  },
  wait: {
    create: { state: (l) => l.currentState, ready: ["healthy"] },
    update: { state: (l) => l.currentState, ready: ["healthy"] },
    delete: "gone",
  },
};

describe("diff", () => {
  const olds = { organizationId: "o", projectId: "p", clusterId: "c", name: "a", description: "", nodes: 2, compute: { cpu: 2, ram: 4 }, loadBalancerCidr: "10.1.0.0/24", currentState: "healthy" };
  const news = { organizationId: "o", projectId: "p", clusterId: "c", name: "a" };

  test("API defaults and API-allocated values for unset inputs are no change", () => {
    expect(changedInputs(appServiceLike, olds, news)).toEqual({ changed: [], replaces: [] });
  });

  test("a mutable field changes in place; an immutable one replaces; removing a set field is a change", () => {
    expect(changedInputs(appServiceLike, olds, { ...news, nodes: 3 })).toEqual({ changed: ["nodes"], replaces: [] });
    expect(changedInputs(appServiceLike, olds, { ...news, loadBalancerCidr: "10.2.0.0/24" })).toEqual({
      changed: ["loadBalancerCidr"],
      replaces: ["loadBalancerCidr"],
    });
    expect(changedInputs(appServiceLike, { ...olds, nodes: 4 }, news)).toEqual({ changed: ["nodes"], replaces: [] });
    expect(changedInputs(appServiceLike, olds, { ...news, clusterId: "d" }).replaces).toEqual(["clusterId"]);
  });

  test("unknown values are changes, and replacements on immutable fields", () => {
    expect(changedInputs(appServiceLike, olds, { ...news, nodes: unknown })).toEqual({ changed: ["nodes"], replaces: [] });
    expect(changedInputs(appServiceLike, olds, { ...news, name: unknown }).replaces).toEqual(["name"]);
    expect(changedInputs(appServiceLike, olds, { ...news, compute: { cpu: unknown, ram: 4 } }).changed).toEqual(["compute"]);
  });

  test("check: unknowns pass, nested paths are named", () => {
    expect(checkInputs(appServiceLike, { ...news, nodes: unknown, compute: unknown })).toEqual([]);
    expect(checkInputs(appServiceLike, { ...news, compute: { cpu: "x", ram: 4 } })).toEqual([
      { path: ["compute", "cpu"], reason: expect.stringMatching(/number/) },
    ]);
    expect(checkInputs(appServiceLike, { ...news, nodez: 3 })).toEqual([{ path: ["nodez"], reason: "unknown property 'nodez'" }]);
  });

  test("check: a union holding unknowns passes when one alternative fails only on them", () => {
    const accessLike: ResourceSpec = {
      ...appServiceLike,
      kind: "TestAccess",
      scope: [],
      body: z.strictObject({ access: z.union([z.strictObject({ all: z.literal(true) }), z.strictObject({ endpoints: z.array(z.string()) })]) }),
      immutable: "all",
      naturalKey: "access",
    };
    expect(checkInputs(accessLike, { access: { endpoints: ["a", unknown] } })).toEqual([]);
    expect(checkInputs(accessLike, { access: { all: unknown } })).toEqual([]);
    expect(checkInputs(accessLike, { access: { endpoints: [unknown], extra: 1 } })).toEqual([{ path: ["access"], reason: expect.stringMatching(/^must be one of: /) }]);
  });

  test("the Pulumi front end translates Pulumi's unknown marker both ways and keeps `__provider` from the core", async () => {
    const provider = dynamicProvider(appServiceLike);
    // The body is strict: `__provider` reaching the core would be an unknown property.
    const given = { ...news, nodes: PULUMI_UNKNOWN, compute: { cpu: PULUMI_UNKNOWN, ram: 4 }, __provider: "shim" };
    expect(await provider.check({}, given)).toEqual({ inputs: given, failures: [] });
    const diff = await provider.diff("id", { ...olds, __provider: "shim" }, { ...news, name: PULUMI_UNKNOWN, __provider: "shim" });
    expect(diff).toEqual({ changes: true, replaces: ["name"], deleteBeforeReplace: false });
  });
});

describe("an App Service-like spec against the conformance server", () => {
  let target: Target;
  const provider = dynamicProvider(appServiceLike);
  const inputs = () => ({ organizationId: target.organizationId, projectId: target.projectId, clusterId: target.clusterId, name: "svc", __provider: "shim" });

  beforeAll(async () => {
    target = await startTarget({ transitionMs: 100 });
    process.env.DBPLANE_API_URL = target.apiUrl;
    process.env.DBPLANE_API_TOKEN = target.token;
  });
  afterAll(async () => {
    delete process.env.DBPLANE_API_URL;
    delete process.env.DBPLANE_API_TOKEN;
    await target?.close();
  });

  test("create waits until healthy; update sends If-Match; a stale ETag is a clear error; delete waits until gone", async () => {
    const created = await provider.create(inputs());
    expect(created.outs).toMatchObject({ currentState: "healthy", nodes: 2, etag: expect.stringMatching(/^"/) });
    const news = { ...inputs(), nodes: 3 };
    const updated = await provider.update(created.id, created.outs, news);
    expect(updated.outs).toMatchObject({ nodes: 3, currentState: "healthy" });
    expect(updated.outs!.etag).not.toBe(created.outs.etag);
    // The first ETag is stale now.
    await expect(provider.update(created.id, created.outs, { ...inputs(), nodes: 4 })).rejects.toThrow(
      /failed: 412 .*changed outside this program since it was last read: refresh the state \(`pulumi refresh`/,
    );
    await provider.delete(created.id, updated.outs);
    expect((await provider.read(created.id, updated.outs)).id).toBe("");
  });

  test("a failed deployment is an error that still records the App Service (id and outputs)", async () => {
    await fetch(`${target.apiUrl}/_conformance/simulate/failure`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ kind: "appService", operation: "create" }),
    });
    const error = await provider.create({ ...inputs(), name: "svc-fails" }).then(
      () => undefined,
      (e) => e,
    );
    expect(error?.message).toMatch(/^dbplane: TestAppService 'svc-fails' \(id [0-9a-f-]+\) reached state \w+Failed while waiting for healthy\.$/);
    expect(error.id).toEqual(expect.any(String));
    expect(error.properties).toMatchObject({ name: "svc-fails", __provider: "shim" });
    await provider.delete(error.id, error.properties); // (one App Service per cluster)
  });

  describe("a server that never answers, or trickles its answer, is given up on at the deadline", () => {
    const fault = (rule: object) =>
      fetch(`${target.apiUrl}/_conformance/faults`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(rule) });
    const failure = async (op: Promise<unknown>) => {
      const started = Date.now();
      const error = await op.then(() => undefined, (e) => e as Error & { id?: string; properties?: Props });
      return { error, ms: Date.now() - started };
    };
    afterEach(() => fetch(`${target.apiUrl}/_conformance/faults`, { method: "DELETE" }));

    test("a POST never answered: the create fails within timeouts.create + 1 s, saying so; nothing was made", async () => {
      await fault({ method: "POST", path: "/appservices$", hang: true, times: 1 });
      const { error, ms } = await failure(provider.create({ ...inputs(), name: "svc-hangs", timeouts: { create: "2s" } }));
      expect(error?.message).toMatch(/^dbplane: POST \/v4\/.*\/appservices failed: no complete answer before the operation's deadline \(its `timeouts`\), 2\.\d s into this attempt$/);
      expect(ms).toBeLessThan(3000);
      expect(error!.id).toBeUndefined();
    });

    test("a POST answered a byte at a time: given up on at the deadline, and the App Service it made is recorded, not orphaned", async () => {
      await fault({ method: "POST", path: "/appservices$", trickleMs: 200, times: 1 });
      const { error, ms } = await failure(provider.create({ ...inputs(), name: "svc-trickles", timeouts: { create: "2s" } }));
      expect(ms).toBeLessThan(3000);
      expect(error?.message).toMatch(/deadline \(its `timeouts`\)/);
      expect(error!.id).toEqual(expect.any(String));
      expect(error!.properties).toMatchObject({ name: "svc-trickles", __provider: "shim" });
      await provider.delete(error!.id!, error!.properties!);
    });

    test("an answer past the size cap is an error naming its size and the cap, read no further", async () => {
      const created = await provider.create({ ...inputs(), name: "svc-large" });
      await fault({ method: "GET", path: `/appservices/${created.id}$`, answerBytes: 40 * 1024 * 1024, times: 1 });
      const { error } = await failure(provider.read(created.id, created.outs));
      expect(error?.message).toMatch(/failed: its 200 answer is 41943040 bytes long \(Content-Length\), over the provider's cap of 33554432 bytes \(32 MiB\)/);
      await provider.delete(created.id, created.outs);
    });
  });
});

describe("the poll schedule", () => {
  /** Read times of a wait `totalMs` long under the schedule (the reads themselves take no time). */
  const reads = (totalMs: number, capMs?: number) => {
    const at = [0];
    while (at[at.length - 1] < totalMs) at.push(at[at.length - 1] + nextPollMs(at[at.length - 1], capMs));
    return at;
  };

  test("starts at 200 ms and never polls sooner", () => {
    expect(nextPollMs(0)).toBe(MIN_POLL_MS);
    for (const at of reads(60_000).slice(1)) expect(nextPollMs(at)).toBeGreaterThanOrEqual(MIN_POLL_MS);
  });

  test("a transition is seen at most 5 % (or 200 ms) after it happened, up to the cap", () => {
    for (const totalMs of [150, 900, 2_000, 4_000, 6_100, 30_000]) {
      const seenAt = reads(totalMs).find((t) => t >= totalMs)!;
      expect(seenAt - totalMs).toBeLessThanOrEqual(Math.max(MIN_POLL_MS, totalMs * POLL_LATENESS) + 1);
    }
  });

  test("the cap of the transition's kind bounds each pause, and so the reads of a long wait", () => {
    for (const cap of Object.values(POLL_CAP_MS)) {
      const at = reads(600_000, cap);
      const pauses = at.slice(1).map((t, i) => t - at[i]);
      expect(Math.max(...pauses)).toBeCloseTo(cap, 6);
    }
    // Ten minutes of an App Service deployment: far fewer reads than a fixed 3 s poll (200).
    expect(reads(600_000, POLL_CAP_MS.minutes).length).toBeLessThan(150);
  });
});
