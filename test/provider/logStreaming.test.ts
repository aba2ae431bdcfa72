import * as dbplane from "dbplane";
import { paths } from "../support/conformance";
import { eventually, expectSteady, startProviderEnv, upOk, type FaultRule, type ProviderEnv } from "../support/engine";

/** The LogStreaming resource (one per App Service, set with PUT) through the real host:
 *  enabled/paused as a declarative switch, write-only credentials, drift, deletion by
 *  disabling, `errored`, adoption, check failures and faults. */

let env: ProviderEnv;
let appServiceId: string;
let L: string;

beforeAll(async () => {
  env = await startProviderEnv();
  appServiceId = await env.healthyAppService("logs-host");
  L = `${paths(env.target).A(appServiceId)}/logStreaming`;
});
afterAll(() => env?.close());
beforeEach(() => env.clearFaultsAndRequests());
afterEach(async () => {
  // Every test leaves the App Service without log streaming.
  expect((await env.api.get(L)).body.logStreamingState).toBe("disabled");
});

type Args = Partial<dbplane.LogStreamingArgs>;
const http = { generic_http: { url: "https://logs.example.com/ingest", user: "svc", password: "s3cret!" } };
const args = (extra: Args = {}): dbplane.LogStreamingArgs => ({
  organizationId: env.target.organizationId,
  projectId: env.target.projectId,
  clusterId: env.target.clusterId,
  appServiceId,
  streamingEnabled: true,
  outputType: "generic_http",
  credentials: http,
  ...extra,
});
const program = (extra: Args = {}) => () => {
  new dbplane.LogStreaming("logs", args(extra));
};
const live = async () => (await env.api.get(L)).body;
const writes = async () => (await env.requests({ writes: true })).map((r) => r.method);
const settle = (state: string) => eventually(async () => (await live()).logStreamingState, state);

describe("lifecycle", () => {
  test("create waits for enabled; credentials are a secret output, never read back; no change makes no write; delete disables", async () => {
    const engine = env.engine();
    const report = await upOk(engine, program());
    expect(report.registrations.logs.additionalSecretOutputs).toEqual(["credentials"]);
    // Given in plain text by the program, still a secret in the state's inputs and previews.
    expect(report.registrations.logs.secretInputs).toEqual(["credentials"]);
    const entry = engine.resource("logs")!;
    expect(entry.id).toBe(appServiceId);
    expect(entry.outputs).toMatchObject({
      streamingEnabled: true,
      outputType: "generic_http",
      logStreamingState: "enabled",
      disabledAppEndpoints: [],
      credentials: http,
    });
    expect(await writes()).toEqual(["PUT"]);
    expect(await live()).not.toHaveProperty("credentials");

    await expectSteady(env, engine, program());
    expect(engine.resource("logs")!.outputs.credentials).toEqual(http);

    expect((await upOk(engine, () => undefined)).deletes).toEqual(["logs"]);
    expect(await writes()).toEqual(["PUT"]);
    expect(await live()).toMatchObject({ streamingEnabled: false, outputType: "" });
  });

  test("streamingEnabled false pauses with the configuration kept; true resumes", async () => {
    const engine = env.engine();
    await upOk(engine, program());
    await env.clearRequests();
    expect((await upOk(engine, program({ streamingEnabled: false }))).updates).toEqual(["logs"]);
    expect(await writes()).toEqual(["PUT"]);
    expect(engine.resource("logs")!.outputs).toMatchObject({ streamingEnabled: false, logStreamingState: "paused" });
    expect(await live()).toMatchObject({ logStreamingState: "paused", outputType: "generic_http" });
    expect((await upOk(engine, program({ streamingEnabled: false }))).sames).toEqual(["logs"]);
    await upOk(engine, program());
    expect(await live()).toMatchObject({ logStreamingState: "enabled", streamingEnabled: true });
    await engine.destroy();
  });

  test("created paused waits for paused", async () => {
    const engine = env.engine();
    await upOk(engine, program({ streamingEnabled: false }));
    expect(engine.resource("logs")!.outputs.logStreamingState).toBe("paused");
    await engine.destroy();
  });

  test("new credentials or another output type are PUT again in place; disabled endpoints compare as a set", async () => {
    const engine = env.engine();
    await upOk(engine, program({ disabledAppEndpoints: ["a", "b"] }));
    await env.clearRequests();
    const rotated = { generic_http: { url: "https://logs.example.com/ingest", user: "svc", password: "rotated!" } };
    expect((await upOk(engine, program({ disabledAppEndpoints: ["b", "a"], credentials: rotated }))).updates).toEqual(["logs"]);
    expect(engine.resource("logs")!.outputs.credentials).toEqual(rotated);
    const collector = { collector_1: { url: "https://in.collector.example", apiKey: "k-1" } };
    await upOk(engine, program({ disabledAppEndpoints: ["a", "b"], outputType: "collector_1", credentials: collector }));
    expect(await writes()).toEqual(["PUT", "PUT"]);
    expect(await live()).toMatchObject({ outputType: "collector_1", logStreamingState: "enabled" });
    expect((await upOk(engine, program({ disabledAppEndpoints: ["b", "a"], outputType: "collector_1", credentials: collector }))).sames).toEqual([
      "logs",
    ]);
    await engine.destroy();
  });

  test("paused outside Pulumi: refresh shows the drift and the next run resumes streaming", async () => {
    const engine = env.engine();
    await upOk(engine, program());
    expect((await env.api.patch(L, { op: "update", path: "/streamingEnabled", value: false })).status).toBe(202);
    await settle("paused");
    const refresh = await engine.refresh();
    expect(refresh.updates).toEqual(["logs"]);
    expect(engine.resource("logs")!.outputs).toMatchObject({ streamingEnabled: false, logStreamingState: "paused", credentials: http });
    await env.clearRequests();
    expect((await upOk(engine, program())).updates).toEqual(["logs"]);
    expect(await writes()).toEqual(["PUT"]);
    expect((await live()).logStreamingState).toBe("enabled");
    await engine.destroy();
  });

  test("disabled outside Pulumi: refresh drops it and the next run configures it again", async () => {
    const engine = env.engine();
    await upOk(engine, program());
    await env.api.put(L, { streamingEnabled: false });
    await settle("disabled");
    expect((await engine.refresh()).deletes).toEqual(["logs"]);
    expect((await upOk(engine, program())).creates).toEqual(["logs"]);
    expect((await live()).logStreamingState).toBe("enabled");
    await engine.destroy();
  });

  test("an existing configuration is not overwritten without adopt; adopt: true takes it over and applies the inputs", async () => {
    await env.api.put(L, { streamingEnabled: true, outputType: "collector_2", credentials: { collector_2: { url: "https://c2.example", apiKey: "x" } } });
    await settle("enabled");
    const engine = env.engine();
    const refused = await engine.up(program());
    expect(refused.errors).toEqual([expect.stringMatching(/already streams logs \(enabled, outputType collector_2\); set `adopt: true`/)]);
    expect(engine.resource("logs")).toBeUndefined();
    expect((await live()).outputType).toBe("collector_2");

    await upOk(engine, program({ adopt: true }));
    expect(engine.resource("logs")!.id).toBe(appServiceId);
    expect((await live()).outputType).toBe("generic_http");
    expect((await upOk(engine, program({ adopt: true }))).sames).toEqual(["logs"]);
    await engine.destroy();
  });
});

describe("failures", () => {
  test("errored is a clear error; the configuration stays in the state and destroy disables it", async () => {
    await env.api.control("POST", "simulate/failure", { kind: "logStreaming", operation: "enable" });
    const engine = env.engine();
    const report = await engine.up(program());
    expect(report.errors).toEqual([expect.stringMatching(/^logs: dbplane: LogStreaming '[0-9a-f-]+' \(id [0-9a-f-]+\) reached state errored while waiting for enabled\.$/)]);
    expect(engine.resource("logs")!.id).toBe(appServiceId);
    expect((await engine.destroy()).errors).toEqual([]);
  });

  test("errored is recorded without a switch position: the next up alone configures it again", async () => {
    await env.api.control("POST", "simulate/failure", { kind: "logStreaming", operation: "pause" });
    const engine = env.engine();
    expect((await engine.up(program({ streamingEnabled: false }))).errors).toEqual([expect.stringMatching(/reached state errored while waiting for paused\.$/)]);
    expect(engine.resource("logs")!.outputs).toMatchObject({ logStreamingState: "errored", credentials: http });
    expect(engine.resource("logs")!.outputs.streamingEnabled).toBeUndefined();
    await env.clearRequests();
    expect((await upOk(engine, program({ streamingEnabled: false }))).updates).toEqual(["logs"]);
    expect(await writes()).toEqual(["PUT"]);
    expect(await live()).toMatchObject({ logStreamingState: "paused", streamingEnabled: false });
    await engine.destroy();
  });

  test("a failed disable is a clear error and keeps it in the state", async () => {
    const engine = env.engine();
    await upOk(engine, program());
    await env.api.control("POST", "simulate/failure", { kind: "logStreaming", operation: "disable" });
    const report = await engine.destroy();
    expect(report.errors).toEqual([expect.stringMatching(/reached state errored while waiting for disabled\.$/)]);
    expect(engine.resource("logs")).toBeDefined();
    expect((await engine.destroy()).errors).toEqual([]);
  });

  test("an API refusal surfaces in one line naming the field (collector_3 needs version 8)", async () => {
    const engine = env.engine();
    const report = await engine.up(
      program({ outputType: "collector_3", credentials: { collector_3: { url: "https://c3.example", apiKey: "k" } } }),
    );
    expect(report.errors).toEqual([expect.stringMatching(/^logs: dbplane: PUT .*\/logStreaming failed: 400 \(code 1000\) Field 'outputType' collector_3 needs App Service version 8/)]);
    expect(engine.resource("logs")).toBeUndefined();
  });

  test.each<[string, Partial<FaultRule>]>([
    ["429 with Retry-After", { status: 429, retryAfterSeconds: 1 }],
    ["503", { status: 503 }],
    ["latency", { latencyMs: 300 }],
  ])("create survives %s on the PUT", async (_label, rule) => {
    await env.fault({ method: "PUT", path: "/logStreaming$", times: 1, ...rule });
    const engine = env.engine();
    await upOk(engine, program());
    expect((await live()).logStreamingState).toBe("enabled");
    await engine.destroy();
  });
});

describe("check", () => {
  test("credentials for another output type: the missing entry and the stray one both fail check", async () => {
    const engine = env.engine();
    const report = await engine.preview(program({ credentials: { collector_1: { url: "https://x.example", apiKey: "k" } } }));
    expect(report.failures).toEqual([
      { name: "logs", property: "credentials.collector_1", reason: "does not match outputType 'generic_http'" },
      { name: "logs", property: "credentials.generic_http", reason: "required for outputType 'generic_http'" },
    ]);
  });

  test.each<[string, Args, string, RegExp]>([
    ["a stray credentials entry", { credentials: { ...http, collector_1: { url: "https://x.example", apiKey: "k" } } }, "credentials.collector_1", /does not match/],
    ["a bad URL", { credentials: { generic_http: { url: "ftp://x" } } }, "credentials.generic_http.url", /http\(s\) URL/],
    ["an unknown output type", { outputType: "syslog" as never }, "outputType", /collector_1/],
    ["a missing output type", { outputType: undefined }, "outputType", /^required$/],
  ])("%s fails check with the property path", async (_label, change, property, reason) => {
    const engine = env.engine();
    const report = await engine.preview(program(change));
    expect(report.failures).toEqual([{ name: "logs", property, reason: expect.stringMatching(reason) }]);
    expect(await env.requests()).toEqual([]);
  });
});
