import * as dbplane from "dbplane";
import { paths } from "../support/conformance";
import { errorLines, eventually, expectSteady, ofName, startProviderEnv, upOk, type FaultRule, type ProviderEnv } from "../support/engine";

/** An App Service's two log streams through the real host: AuditLogStreaming (one per App
 *  Service, set with PUT on A/auditLogStreaming; enabled/paused as a declarative switch) and
 *  AppServiceLogStreaming (POST on A/logStreaming, paused/resumed on its activationState);
 *  write-only credentials, drift, deletion by disabling, `errored`, adoption, check failures
 *  and faults. */

let env: ProviderEnv;
let appServiceId: string;
let S: string;
let L: string;

beforeAll(async () => {
  env = await startProviderEnv();
  appServiceId = await env.healthyAppService("logs-host");
  S = `${paths(env.target).A(appServiceId)}/auditLogStreaming`;
  L = `${paths(env.target).A(appServiceId)}/logStreaming`;
});
afterAll(() => env?.close());
beforeEach(() => env.clearFaultsAndRequests());
afterEach(async () => {
  // Every test leaves the App Service without either stream.
  expect((await env.api.get(S)).body.logStreamingState).toBe("disabled");
  expect((await env.api.get(L)).body.configState).toBe("disabled");
});

const scope = () => ({ organizationId: env.target.organizationId, projectId: env.target.projectId, clusterId: env.target.clusterId, appServiceId });
const writes = async () => (await env.requests({ writes: true })).map((r) => `${r.method} ${r.path.replace(/.*\/appservices\/[^/]+\//, "")}`);
const http = { url: "https://logs.example.com/ingest", user: "svc", password: "s3cret!" };

describe("AuditLogStreaming", () => {
  type Args = Partial<dbplane.AuditLogStreamingArgs>;
  const args = (extra: Args = {}): dbplane.AuditLogStreamingArgs => ({ ...scope(), streamingEnabled: true, outputType: "generic_http", credentials: http, ...extra });
  const program = (extra: Args = {}) => () => {
    new dbplane.AuditLogStreaming("audit", args(extra));
  };
  const live = async () => (await env.api.get(S)).body;
  const settle = (state: string) => eventually(async () => (await live()).logStreamingState, state);

  describe("lifecycle", () => {
    test("create PUTs A/auditLogStreaming and waits for enabled; credentials are a secret output, never read back; delete disables", async () => {
      const engine = env.engine();
      const report = await upOk(engine, program());
      expect(ofName(report.registrations, "audit").additionalSecretOutputs).toEqual(["credentials"]);
      expect(ofName(report.registrations, "audit").secretInputs).toEqual(["credentials"]);
      const entry = engine.resource("audit")!;
      expect(entry.id).toBe(appServiceId);
      expect(entry.outputs).toMatchObject({ streamingEnabled: true, outputType: "generic_http", logStreamingState: "enabled", disabledAppEndpoints: [], credentials: http });
      expect(await writes()).toEqual(["PUT auditLogStreaming"]);
      expect(await live()).not.toHaveProperty("credentials");

      await expectSteady(env, engine, program());
      expect(engine.resource("audit")!.outputs.credentials).toEqual(http);

      expect((await upOk(engine, () => undefined)).deletes).toEqual(["audit"]);
      expect(await writes()).toEqual(["PUT auditLogStreaming"]);
      expect(await live()).toEqual({ streamingEnabled: false, logStreamingState: "disabled", disabledAppEndpoints: [] });
    });

    test("streamingEnabled false pauses with the configuration kept; true resumes", async () => {
      const engine = env.engine();
      await upOk(engine, program());
      await env.clearRequests();
      expect((await upOk(engine, program({ streamingEnabled: false }))).updates).toEqual(["audit"]);
      expect(await writes()).toEqual(["PUT auditLogStreaming"]);
      expect(engine.resource("audit")!.outputs).toMatchObject({ streamingEnabled: false, logStreamingState: "paused" });
      expect(await live()).toMatchObject({ logStreamingState: "paused", outputType: "generic_http" });
      expect((await upOk(engine, program({ streamingEnabled: false }))).sames).toEqual(["audit"]);
      await upOk(engine, program());
      expect(await live()).toMatchObject({ logStreamingState: "enabled", streamingEnabled: true });
      await engine.destroy();
    });

    test("new credentials or another collector are PUT again in place; disabled endpoints compare as a set", async () => {
      const engine = env.engine();
      await upOk(engine, program({ disabledAppEndpoints: ["a", "b"] }));
      await env.clearRequests();
      const rotated = { ...http, password: "rotated!" };
      expect((await upOk(engine, program({ disabledAppEndpoints: ["b", "a"], credentials: rotated }))).updates).toEqual(["audit"]);
      expect(engine.resource("audit")!.outputs.credentials).toEqual(rotated);
      const dynatrace = { apiToken: "dt-1", url: "https://abc.live.dynatrace.com" };
      await upOk(engine, program({ disabledAppEndpoints: ["a", "b"], outputType: "dynatrace", credentials: dynatrace }));
      expect(await writes()).toEqual(["PUT auditLogStreaming", "PUT auditLogStreaming"]);
      expect(await live()).toMatchObject({ outputType: "dynatrace", logStreamingState: "enabled" });
      expect((await upOk(engine, program({ disabledAppEndpoints: ["b", "a"], outputType: "dynatrace", credentials: dynatrace }))).sames).toEqual(["audit"]);
      await engine.destroy();
    });

    test("paused outside Pulumi: refresh shows the drift and the next run resumes streaming", async () => {
      const engine = env.engine();
      await upOk(engine, program());
      expect((await env.api.patch(S, { op: "update", path: "/streamingEnabled", value: false })).status).toBe(202);
      await settle("paused");
      expect((await engine.refresh()).updates).toEqual(["audit"]);
      expect(engine.resource("audit")!.outputs).toMatchObject({ streamingEnabled: false, logStreamingState: "paused", credentials: http });
      await env.clearRequests();
      expect((await upOk(engine, program())).updates).toEqual(["audit"]);
      expect(await writes()).toEqual(["PUT auditLogStreaming"]);
      expect((await live()).logStreamingState).toBe("enabled");
      await engine.destroy();
    });

    test("disabled outside Pulumi: refresh drops it and the next run configures it again", async () => {
      const engine = env.engine();
      await upOk(engine, program());
      await env.api.put(S, { streamingEnabled: false });
      await settle("disabled");
      const refreshed = await engine.refresh();
      expect(refreshed.errors).toEqual([]);
      expect(refreshed.deletes).toEqual(["audit"]);
      expect((await upOk(engine, program())).creates).toEqual(["audit"]);
      expect((await live()).logStreamingState).toBe("enabled");
      await engine.destroy();
    });

    test("an existing configuration is not overwritten without adopt; adopt: true takes it over and applies the inputs", async () => {
      await env.api.put(S, { streamingEnabled: true, outputType: "sumologic", credentials: { url: "https://collectors.sumologic.com/receiver/v1/http/x" } });
      await settle("enabled");
      const engine = env.engine();
      const refused = await engine.up(program());
      expect(errorLines(refused)).toEqual([expect.stringMatching(/already streams audit logs \(enabled, outputType sumologic\); set `adopt: true`/)]);
      expect(engine.resource("audit")).toBeUndefined();
      expect((await live()).outputType).toBe("sumologic");

      await upOk(engine, program({ adopt: true }));
      expect(engine.resource("audit")!.id).toBe(appServiceId);
      expect((await live()).outputType).toBe("generic_http");
      expect((await upOk(engine, program({ adopt: true }))).sames).toEqual(["audit"]);
      await engine.destroy();
    });
  });

  describe("stacks of earlier versions", () => {
    test("a LogStreaming left in a stack still runs: up drops it without calling the API (what it set is AuditLogStreaming's to adopt)", async () => {
      const current = env.engine();
      await upOk(current, program());
      try {
        // The same entry as an earlier version wrote it: kind LogStreaming, its shim asking for it.
        const earlier = JSON.stringify(current.state).replaceAll("AuditLogStreaming", "LogStreaming");
        expect(earlier).toContain('kind: \\"LogStreaming\\"');
        const engine = env.engine(JSON.parse(earlier));
        await env.clearRequests();
        const refreshed = await engine.refresh();
        expect(refreshed.errors).toEqual([]);
        expect(refreshed.deletes).toEqual(["audit"]);
        expect((await upOk(engine, () => undefined)).deletes).toEqual([]);
        const again = env.engine(JSON.parse(earlier));
        const report = await upOk(again, () => undefined);
        expect(report.deletes).toEqual(["audit"]);
        expect(await env.requests()).toEqual([]);
        expect((await live()).logStreamingState).toBe("enabled");
      } finally {
        await current.destroy();
      }
    });

    test("a program declaring a LogStreaming is told to declare an AuditLogStreaming", async () => {
      const retired = (dbplane as unknown as { __providers: Record<string, { check(olds: object, news: object): Promise<unknown> }> }).__providers.LogStreaming;
      await expect(retired.check({}, {})).rejects.toThrow(/^dbplane: LogStreaming is now AuditLogStreaming: declare AuditLogStreaming instead/);
    });
  });

  describe("failures", () => {
    test("errored is a clear error; the configuration stays in the state and destroy disables it", async () => {
      await env.api.control("POST", "simulate/failure", { kind: "auditLogStreaming", operation: "enable" });
      const engine = env.engine();
      const report = await engine.up(program());
      expect(errorLines(report)).toEqual([expect.stringMatching(/^AuditLogStreaming audit: dbplane: AuditLogStreaming '[0-9a-f-]+' \(id [0-9a-f-]+\) reached state errored while waiting for enabled\.$/)]);
      expect(engine.resource("audit")!.id).toBe(appServiceId);
      expect((await engine.destroy()).errors).toEqual([]);
    });

    test("errored is recorded without a switch position: the next up alone configures it again", async () => {
      await env.api.control("POST", "simulate/failure", { kind: "auditLogStreaming", operation: "pause" });
      const engine = env.engine();
      expect(errorLines(await engine.up(program({ streamingEnabled: false })))).toEqual([expect.stringMatching(/reached state errored while waiting for paused\.$/)]);
      expect(engine.resource("audit")!.outputs).toMatchObject({ logStreamingState: "errored", credentials: http });
      expect(engine.resource("audit")!.outputs.streamingEnabled).toBeUndefined();
      await env.clearRequests();
      expect((await upOk(engine, program({ streamingEnabled: false }))).updates).toEqual(["audit"]);
      expect(await writes()).toEqual(["PUT auditLogStreaming"]);
      expect(await live()).toMatchObject({ logStreamingState: "paused", streamingEnabled: false });
      await engine.destroy();
    });

    test("a failed disable is a clear error and keeps it in the state", async () => {
      const engine = env.engine();
      await upOk(engine, program());
      await env.api.control("POST", "simulate/failure", { kind: "auditLogStreaming", operation: "disable" });
      const report = await engine.destroy();
      expect(errorLines(report)).toEqual([expect.stringMatching(/reached state errored while waiting for disabled\.$/)]);
      expect(engine.resource("audit")).toBeDefined();
      expect((await engine.destroy()).errors).toEqual([]);
    });

    test.each<[string, Partial<FaultRule>]>([
      ["429 with Retry-After", { status: 429, retryAfterSeconds: 1 }],
      ["503", { status: 503 }],
      ["latency", { latencyMs: 300 }],
    ])("create survives %s on the PUT", async (_label, rule) => {
      await env.fault({ method: "PUT", path: "/auditLogStreaming$", times: 1, ...rule });
      const engine = env.engine();
      await upOk(engine, program());
      expect((await live()).logStreamingState).toBe("enabled");
      await engine.destroy();
    });
  });

  describe("check", () => {
    test.each<[string, Args, string, RegExp]>([
      ["an old neutral output type", { outputType: "collector_1" as never, credentials: { apiKey: "k", url: "https://x.example" } }, "outputType", /^'collector_1' is now spelled as the API spells it: write 'datadog'$/],
      ["a field another collector takes", { credentials: { ...http, apiKey: "k" } }, "credentials.apiKey", /^not taken by outputType 'generic_http' \(it takes url, user, password\)$/],
      ["a field the collector needs, missing", { outputType: "splunk", credentials: { url: "https://splunk.example" } }, "credentials.splunkToken", /^required for outputType 'splunk'$/],
      ["an unknown output type", { outputType: "syslog" as never }, "outputType", /datadog/],
      ["a missing output type", { outputType: undefined }, "outputType", /^required$/],
    ])("%s fails check with the property path", async (_label, change, property, reason) => {
      const engine = env.engine();
      const report = await engine.preview(program(change));
      expect(report.failures).toEqual([expect.objectContaining({ name: "audit", property, reason: expect.stringMatching(reason) })]);
      expect(await env.requests()).toEqual([]);
    });
  });
});

describe("AppServiceLogStreaming", () => {
  type Args = Partial<dbplane.AppServiceLogStreamingArgs>;
  const datadog = { apiKey: "dd-secret-key", url: "https://http-intake.logs.datadoghq.com" };
  const args = (extra: Args = {}): dbplane.AppServiceLogStreamingArgs => ({ ...scope(), outputType: "datadog", credentials: datadog, ...extra });
  const program = (extra: Args = {}) => () => {
    new dbplane.AppServiceLogStreaming("logs", args(extra));
  };
  const live = async () => (await env.api.get(L)).body;
  const settle = (state: string) => eventually(async () => (await live()).configState, state);

  describe("lifecycle", () => {
    test("create POSTs {outputType, credentials} to A/logStreaming and waits for enabled; credentials are a secret, never read back; delete DELETEs", async () => {
      const engine = env.engine();
      const report = await upOk(engine, program());
      expect(ofName(report.registrations, "logs").additionalSecretOutputs).toEqual(["credentials"]);
      expect(ofName(report.registrations, "logs").secretInputs).toEqual(["credentials"]);
      const entry = engine.resource("logs")!;
      expect(entry.id).toBe(appServiceId);
      expect(entry.outputs).toMatchObject({ outputType: "datadog", credentials: datadog, paused: false, configState: "enabled", streamingState: "healthy" });
      expect(await writes()).toEqual(["POST logStreaming"]);
      expect(JSON.stringify(await live())).not.toContain(datadog.apiKey);

      await expectSteady(env, engine, program());

      expect((await upOk(engine, () => undefined)).deletes).toEqual(["logs"]);
      expect(await writes()).toEqual(["DELETE logStreaming"]);
    });

    test("paused: true pauses (DELETE activationState), false resumes (POST activationState); created paused waits for paused", async () => {
      const engine = env.engine();
      await upOk(engine, program({ paused: true }));
      expect(await writes()).toEqual(["POST logStreaming", "DELETE logStreaming/activationState"]);
      expect(engine.resource("logs")!.outputs).toMatchObject({ paused: true, configState: "paused" });
      await env.clearRequests();
      expect((await upOk(engine, program())).updates).toEqual(["logs"]);
      expect(await writes()).toEqual(["POST logStreaming/activationState"]);
      expect(await live()).toMatchObject({ configState: "enabled" });
      await env.clearRequests();
      expect((await upOk(engine, program({ paused: true }))).updates).toEqual(["logs"]);
      expect(await writes()).toEqual(["DELETE logStreaming/activationState"]);
      await engine.destroy();
    });

    test("new credentials or another collector are POSTed again in place; a paused stream stays paused", async () => {
      const engine = env.engine();
      await upOk(engine, program({ paused: true }));
      await env.clearRequests();
      const rotated = { ...datadog, apiKey: "dd-rotated" };
      expect((await upOk(engine, program({ paused: true, credentials: rotated }))).updates).toEqual(["logs"]);
      expect(await writes()).toEqual(["POST logStreaming", "DELETE logStreaming/activationState"]);
      expect(engine.resource("logs")!.outputs).toMatchObject({ credentials: rotated, configState: "paused" });
      await env.clearRequests();
      const elastic = { user: "elastic", password: "pw", url: "https://es.example.com" };
      expect((await upOk(engine, program({ outputType: "elastic", credentials: elastic }))).updates).toEqual(["logs"]);
      expect(await writes()).toEqual(["POST logStreaming"]);
      expect(await live()).toMatchObject({ outputType: "elastic", configState: "enabled" });
      await expectSteady(env, engine, program({ outputType: "elastic", credentials: elastic }));
      await engine.destroy();
    });

    test("paused outside Pulumi: refresh shows the drift and the next run resumes", async () => {
      const engine = env.engine();
      await upOk(engine, program());
      expect((await env.api.delete(`${L}/activationState`)).status).toBe(202);
      await settle("paused");
      expect((await engine.refresh()).updates).toEqual(["logs"]);
      expect(engine.resource("logs")!.outputs).toMatchObject({ paused: true, configState: "paused", credentials: datadog });
      await env.clearRequests();
      expect((await upOk(engine, program())).updates).toEqual(["logs"]);
      expect(await writes()).toEqual(["POST logStreaming/activationState"]);
      expect((await live()).configState).toBe("enabled");
      await engine.destroy();
    });

    test("disabled outside Pulumi: refresh drops it and the next run configures it again", async () => {
      const engine = env.engine();
      await upOk(engine, program());
      await env.api.delete(L);
      await settle("disabled");
      expect((await engine.refresh()).deletes).toEqual(["logs"]);
      expect((await upOk(engine, program())).creates).toEqual(["logs"]);
      expect((await live()).configState).toBe("enabled");
      await engine.destroy();
    });

    test("an existing configuration is not overwritten without adopt; adopt: true takes it over", async () => {
      await env.api.post(L, { outputType: "sumologic", credentials: { url: "https://collectors.sumologic.com/receiver/v1/http/x" } });
      await settle("enabled");
      const engine = env.engine();
      const refused = await engine.up(program());
      expect(errorLines(refused)).toEqual([expect.stringMatching(/already streams logs \(enabled, outputType sumologic\); set `adopt: true`/)]);
      expect((await live()).outputType).toBe("sumologic");
      await upOk(engine, program({ adopt: true }));
      expect((await live()).outputType).toBe("datadog");
      await engine.destroy();
    });

    test("the two streams are apart: each reads and writes its own path", async () => {
      const engine = env.engine();
      await upOk(engine, () => {
        new dbplane.AppServiceLogStreaming("logs", args());
        new dbplane.AuditLogStreaming("audit", { ...scope(), streamingEnabled: false, outputType: "generic_http", credentials: http });
      });
      expect(await live()).toMatchObject({ outputType: "datadog", configState: "enabled" });
      expect((await env.api.get(S)).body).toMatchObject({ outputType: "generic_http", logStreamingState: "paused" });
      await engine.destroy();
    });
  });

  describe("failures", () => {
    test("create survives a 503 on the POST", async () => {
      await env.fault({ method: "POST", path: "/logStreaming$", times: 1, status: 503 });
      const engine = env.engine();
      await upOk(engine, program());
      expect((await live()).configState).toBe("enabled");
      await engine.destroy();
    });

    test("errored is a clear error; the API takes no change from there, so destroy reports its 409", async () => {
      // On an App Service of its own: an errored stream stays errored.
      const otherId = await env.healthyAppService("errored-host", env.clusterOn("gcp"));
      const other = { ...scope(), clusterId: env.clusterOn("gcp"), appServiceId: otherId };
      await env.api.control("POST", "simulate/failure", { kind: "logStreaming", operation: "enable" });
      const engine = env.engine();
      const report = await engine.up(() => {
        new dbplane.AppServiceLogStreaming("logs", { ...other, outputType: "datadog", credentials: datadog });
      });
      expect(errorLines(report)).toEqual([expect.stringMatching(/^AppServiceLogStreaming logs: dbplane: AppServiceLogStreaming '[0-9a-f-]+' \(id [0-9a-f-]+\) reached state errored while waiting for enabled\.$/)]);
      expect(engine.resource("logs")!.outputs).toMatchObject({ configState: "errored" });
      const destroy = await engine.destroy();
      expect(errorLines(destroy)).toEqual([expect.stringMatching(/DELETE .*\/logStreaming failed: 409 \(code 1004\) Log streaming of App Service [0-9a-f-]+ is errored: it can be disabled only while enabled, paused\./)]);
      expect(engine.resource("logs")).toBeDefined();
    });
  });

  describe("check", () => {
    test.each<[string, Args, string, RegExp]>([
      ["an old neutral output type", { outputType: "collector_5" as never, credentials: { splunkToken: "t", url: "https://x.example" } }, "outputType", /^'collector_5' is now spelled as the API spells it: write 'splunk'$/],
      ["credentials keyed by output type (the old shape)", { credentials: { datadog } as never }, "credentials.datadog", /^unknown property 'datadog'$/],
      ["a field the collector needs, missing", { outputType: "loki", credentials: { url: "https://loki.example", user: "u" } }, "credentials.password", /^required for outputType 'loki'$/],
      ["a paused that is not a boolean", { paused: "yes" as never }, "paused", /boolean/],
    ])("%s fails check with the property path", async (_label, change, property, reason) => {
      const engine = env.engine();
      const report = await engine.preview(program(change));
      expect(report.failures).toEqual(expect.arrayContaining([expect.objectContaining({ name: "logs", property, reason: expect.stringMatching(reason) })]));
      expect(await env.requests()).toEqual([]);
    });
  });
});
