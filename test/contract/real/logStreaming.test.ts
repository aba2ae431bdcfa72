import { appServiceLogStreamingSpec } from "../../../resources/appServiceLogStreaming";
import { auditLogStreamingSpec } from "../../../resources/auditLogStreaming";
import { answerProblems, requestProblems } from "../../support/apiModel";
import { startStub, type StubApi } from "../../support/stubApi";
import { checked, createAndRead, stubbedOperations } from "./stubbed";

/** Both log streams against answers shaped as the real API gives them: audit log streaming on
 *  `A/auditLogStreaming` (PUT the configuration, read `logStreamingState`, fields left out of
 *  the answer), App Service log streaming on `A/logStreaming` (POST `{outputType, credentials}`,
 *  read `configState` and `streamingState`, pause and resume on `activationState`); the real
 *  collector names and credential shapes; `errored` ending a wait. */

const scope = {
  organizationId: "00000000-0000-4000-8000-000000000001",
  projectId: "00000000-0000-4000-8000-000000000002",
  clusterId: "00000000-0000-4000-8000-000000000003",
  appServiceId: "00000000-0000-4000-8000-000000000004",
};
const datadog = { outputType: "datadog", credentials: { apiKey: "dd-key", url: "https://http-intake.logs.datadoghq.com" } };

let stub: StubApi | undefined;
afterEach(() => stub?.close());

/** States a read answers in turn (the last one stays). */
const sequence = <T>(...answers: T[]) => () => (answers.length > 1 ? answers.shift()! : answers[0]);

describe("AuditLogStreaming", () => {
  /** A stand-in that accepts the PUT and answers reads from `reads`. */
  async function auditApi(reads: () => Record<string, unknown>): Promise<StubApi> {
    return (await startStub("management"))
      .on("setAuditLogStreaming", () => ({ status: 202 }))
      .on("getAuditLogStreaming", () => ({ status: 200, body: reads() }));
  }

  test("PUTs the real body to A/auditLogStreaming (flat credentials) and waits for enabled; a read without disabledAppEndpoints plans no change", async () => {
    stub = await auditApi(sequence({ logStreamingState: "disabled" }, { streamingEnabled: true, logStreamingState: "enabling", outputType: "datadog" }, { streamingEnabled: true, logStreamingState: "enabled", outputType: "datadog" }));
    const ops = stubbedOperations(auditLogStreamingSpec, { management: stub });
    const inputs = checked(ops, { ...scope, streamingEnabled: true, ...datadog });
    const { refreshed } = await createAndRead(ops, inputs);
    expect(refreshed).toMatchObject({ logStreamingState: "enabled", credentials: datadog.credentials });
    expect(ops.diff(refreshed, inputs)).toEqual({ changed: [], replaces: [], deleteBeforeReplace: false });
    const put = stub.exchanges.find((e) => e.method === "PUT")!;
    expect(put.path).toBe(`/v4/organizations/${scope.organizationId}/projects/${scope.projectId}/clusters/${scope.clusterId}/appservices/${scope.appServiceId}/auditLogStreaming`);
    expect(JSON.parse(put.requestBody)).toEqual({ streamingEnabled: true, ...datadog });
    expect(stub.exchanges.flatMap(requestProblems)).toEqual([]);
    expect(stub.exchanges.flatMap(answerProblems)).toEqual([]);
  });

  test("errored ends the wait at once, naming the state", async () => {
    stub = await auditApi(sequence({ logStreamingState: "disabled" }, { streamingEnabled: true, logStreamingState: "enabling" }, { streamingEnabled: false, logStreamingState: "errored", outputType: "datadog" }));
    const ops = stubbedOperations(auditLogStreamingSpec, { management: stub });
    const started = Date.now();
    await expect(ops.create(checked(ops, { ...scope, streamingEnabled: true, ...datadog, timeouts: { create: "1m" } }))).rejects.toThrow(/reached state errored while waiting for enabled/);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  test("delete PUTs {streamingEnabled: false} alone and waits for disabled", async () => {
    stub = await auditApi(sequence({ streamingEnabled: false, logStreamingState: "disabling" }, { streamingEnabled: false, logStreamingState: "disabled", disabledAppEndpoints: [] }));
    const ops = stubbedOperations(auditLogStreamingSpec, { management: stub });
    await ops.delete(scope.appServiceId, { ...scope, streamingEnabled: true, ...datadog });
    expect(stub.exchanges.filter((e) => e.method === "PUT").map((e) => JSON.parse(e.requestBody))).toEqual([{ streamingEnabled: false }]);
    expect(stub.exchanges.flatMap(requestProblems)).toEqual([]);
  });
});

describe("AppServiceLogStreaming", () => {
  /** A stand-in of `A/logStreaming`: POST enables, pause and resume move `configState`, DELETE
   *  disables; each change shows its transitional state on the first read after it. */
  async function serviceApi(opts: { failOn?: string; streamingState?: string } = {}) {
    let state = "disabled";
    let outputType: string | undefined;
    let pending: string | undefined;
    const moveTo = (via: string, to: string) => {
      state = via;
      pending = opts.failOn === to ? "errored" : to;
    };
    return (await startStub("management"))
      .on("configureAppServiceLogStreaming", ({ body }) => {
        outputType = body.outputType;
        moveTo("enabling", "enabled");
        return { status: 202 };
      })
      .on("pauseAppServiceLogStreaming", () => (moveTo("pausing", "paused"), { status: 202 }))
      .on("resumeAppServiceLogStreaming", () => (moveTo("enabling", "enabled"), { status: 202 }))
      .on("deleteAppServiceLogStreaming", () => (moveTo("disabling", "disabled"), { status: 202 }))
      .on("getAppServiceLogStreaming", () => {
        const body = {
          ...(state === "disabled" ? {} : { outputType }),
          configState: state,
          streamingState: state === "enabled" ? (opts.streamingState ?? "healthy") : "unknown",
        };
        if (pending) [state, pending] = [pending, undefined];
        return { status: 200, body };
      });
  }

  const splunk = { outputType: "splunk", credentials: { splunkToken: "tok", url: "https://splunk.example.com:8088" } };

  test("POSTs {outputType, credentials} to A/logStreaming, waits for configState enabled; no change planned, whatever streamingState says", async () => {
    stub = await serviceApi({ streamingState: "degraded" });
    const ops = stubbedOperations(appServiceLogStreamingSpec, { management: stub });
    const inputs = checked(ops, { ...scope, ...splunk, paused: false });
    const { refreshed } = await createAndRead(ops, inputs);
    expect(refreshed).toMatchObject({ outputType: "splunk", configState: "enabled", streamingState: "degraded", paused: false, credentials: splunk.credentials });
    expect(ops.diff(refreshed, inputs).changed).toEqual([]);
    const post = stub.exchanges.find((e) => e.method === "POST")!;
    expect(post.path).toMatch(/\/appservices\/[0-9a-f-]+\/logStreaming$/);
    expect(JSON.parse(post.requestBody)).toEqual(splunk);
    expect(stub.exchanges.flatMap(requestProblems)).toEqual([]);
    expect(stub.exchanges.flatMap(answerProblems)).toEqual([]);
  });

  test("paused: true pauses (DELETE activationState) once enabled and waits for paused; false resumes (POST activationState)", async () => {
    stub = await serviceApi();
    const ops = stubbedOperations(appServiceLogStreamingSpec, { management: stub });
    const inputs = checked(ops, { ...scope, ...splunk, paused: true });
    const { id, refreshed } = await createAndRead(ops, inputs);
    expect(refreshed).toMatchObject({ configState: "paused", paused: true });
    expect(stub.exchanges.filter((e) => e.method !== "GET").map((e) => `${e.method} ${e.path.replace(/.*\/logStreaming/, "logStreaming")}`)).toEqual([
      "POST logStreaming",
      "DELETE logStreaming/activationState",
    ]);
    const resumed = checked(ops, { ...inputs, paused: false });
    const { outs } = await ops.update(id, refreshed, resumed);
    expect(outs).toMatchObject({ configState: "enabled", paused: false });
    expect(stub.exchanges.filter((e) => e.method !== "GET").pop()!.path).toMatch(/\/logStreaming\/activationState$/);
    expect(stub.exchanges.flatMap(requestProblems)).toEqual([]);
  });

  test("a pause made elsewhere reads as paused: true, a change the next run undoes", async () => {
    stub = await serviceApi();
    const ops = stubbedOperations(appServiceLogStreamingSpec, { management: stub });
    const inputs = checked(ops, { ...scope, ...splunk, paused: false });
    const { id, outs } = await ops.create(inputs);
    const pause = `/v4/organizations/${scope.organizationId}/projects/${scope.projectId}/clusters/${scope.clusterId}/appservices/${scope.appServiceId}/logStreaming/activationState`;
    expect((await fetch(stub.url + pause, { method: "DELETE" })).status).toBe(202);
    await ops.read(id, outs); // pausing
    const read = await ops.read(id, outs);
    expect(read!.outs.paused).toBe(true);
    expect(ops.diff(read!.outs, inputs).changed).toEqual(["paused"]);
  });

  test("errored ends the wait at once, naming the state", async () => {
    stub = await serviceApi({ failOn: "enabled" });
    const ops = stubbedOperations(appServiceLogStreamingSpec, { management: stub });
    const started = Date.now();
    await expect(ops.create(checked(ops, { ...scope, ...splunk, paused: false, timeouts: { create: "1m" } }))).rejects.toThrow(/reached state errored while waiting for enabled/);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  test("delete sends DELETE and waits for disabled; disabled reads as gone", async () => {
    stub = await serviceApi();
    const ops = stubbedOperations(appServiceLogStreamingSpec, { management: stub });
    const { id, outs } = await ops.create(checked(ops, { ...scope, ...splunk, paused: false }));
    await ops.delete(id, outs);
    expect(await ops.read(id, outs)).toBeUndefined();
    expect(stub.exchanges.filter((e) => e.method === "DELETE").map((e) => e.path)).toEqual([expect.stringMatching(/\/logStreaming$/)]);
  });
});

describe("check: the real collectors and their credentials", () => {
  const both = [auditLogStreamingSpec, appServiceLogStreamingSpec];
  const base = (spec: (typeof both)[number]) => (spec === auditLogStreamingSpec ? { ...scope, streamingEnabled: true } : { ...scope });

  test.each(both.map((s) => [s.kind, s] as const))("%s: the old neutral output types are refused, naming the real one", (_kind, spec) => {
    const ops = stubbedOperations(spec, {});
    const olds = { collector_1: "datadog", collector_2: "sumologic", collector_3: "loki", collector_4: "elastic", collector_5: "splunk", collector_6: "dynatrace" };
    for (const [old, real] of Object.entries(olds)) {
      expect(ops.check({ ...base(spec), outputType: old, credentials: { url: "https://x.example.com" } }).failures).toEqual([
        { path: ["outputType"], reason: `'${old}' is now spelled as the API spells it: write '${real}'` },
      ]);
    }
  });

  test.each(both.map((s) => [s.kind, s] as const))("%s: each collector takes its own fields, and only those", (_kind, spec) => {
    const ops = stubbedOperations(spec, {});
    const good: Record<string, Record<string, string>> = {
      datadog: { apiKey: "k", url: "https://u" },
      generic_http: { url: "https://u" },
      sumologic: { url: "https://u" },
      loki: { user: "u", password: "p", url: "https://u" },
      elastic: { user: "u", password: "p", url: "https://u" },
      splunk: { splunkToken: "t", url: "https://u" },
      dynatrace: { apiToken: "t", url: "https://u" },
    };
    for (const [outputType, credentials] of Object.entries(good)) {
      expect({ outputType, failures: ops.check({ ...base(spec), outputType, credentials }).failures }).toEqual({ outputType, failures: [] });
    }
    expect(ops.check({ ...base(spec), outputType: "generic_http", credentials: { url: "https://u", user: "u", password: "p" } }).failures).toEqual([]);
    expect(ops.check({ ...base(spec), outputType: "datadog", credentials: { url: "https://u" } }).failures).toEqual([
      { path: ["credentials", "apiKey"], reason: "required for outputType 'datadog'" },
    ]);
    expect(ops.check({ ...base(spec), outputType: "sumologic", credentials: { url: "https://u", apiKey: "k" } }).failures).toEqual([
      { path: ["credentials", "apiKey"], reason: "not taken by outputType 'sumologic' (it takes url)" },
    ]);
    // The old shape, keyed by output type, is not the API's.
    const keyed = ops.check({ ...base(spec), outputType: "generic_http", credentials: { generic_http: { url: "https://u" } } }).failures;
    expect(keyed).toEqual(expect.arrayContaining([{ path: ["credentials", "generic_http"], reason: "unknown property 'generic_http'" }]));
  });
});
