import { spawn, type ChildProcess } from "node:child_process";
import * as path from "node:path";
import * as grpc from "@grpc/grpc-js";
import * as structproto from "google-protobuf/google/protobuf/struct_pb";
import * as provrpc from "@pulumi/pulumi/proto/provider_grpc_pb";
import * as provproto from "@pulumi/pulumi/proto/provider_pb";
import * as statusproto from "@pulumi/pulumi/proto/status_pb";

/** Pulumi's real dynamic-provider host (`@pulumi/pulumi/cmd/dynamic-provider`), started as a
 *  child process and driven over gRPC exactly as the Pulumi engine drives it. */

export type Props = Record<string, any>;

export interface DiffResult {
  changes: "none" | "some" | "unknown";
  replaces: string[];
  deleteBeforeReplace: boolean;
}

/** A failed Create/Update; `id`/`properties` set when the host reported the object as created
 *  but not initialized (ErrorResourceInitFailed), as the engine then records it. */
export class HostError extends Error {
  constructor(
    message: string,
    readonly id?: string,
    readonly properties?: Props,
  ) {
    super(message);
  }
}

export interface HostOptions {
  /** Directory the host runs in: `require("dbplane")` in the shim resolves from here. */
  cwd?: string;
  env?: Record<string, string | undefined>;
}

/** How the Pulumi wire format marks a secret: `{[SECRET_SIG_KEY]: SECRET_SIG, value}`. */
export const SECRET_SIG_KEY = "4dabf18193072939515e22adb298388d";
export const SECRET_SIG = "1b47061264138c4ac30d75fd1eb44270";
const struct = (value: Props) => structproto.Struct.fromJavaScript(value as never);

export class ProviderHost {
  private constructor(
    private readonly child: ChildProcess,
    private readonly client: provrpc.ResourceProviderClient,
    readonly cwd: string,
  ) {}

  static async start(opts: HostOptions = {}): Promise<ProviderHost> {
    const cwd = opts.cwd ?? process.cwd();
    // The host is resolved from `cwd`, like the Pulumi CLI finds it in the program's node_modules.
    const entry = require.resolve("@pulumi/pulumi/cmd/dynamic-provider/index.js", { paths: [cwd] });
    const env: Record<string, string | undefined> = { ...process.env, ...opts.env };
    for (const [k, v] of Object.entries(env)) if (v === undefined) delete env[k];
    const child = spawn(process.execPath, [entry, "127.0.0.1:0"], { cwd, env: env as NodeJS.ProcessEnv, stdio: ["ignore", "pipe", "pipe"] });
    let stderr = "";
    child.stderr!.on("data", (d) => (stderr += d));
    const port = await new Promise<string>((resolve, reject) => {
      let out = "";
      child.stdout!.on("data", (d) => {
        out += d;
        const line = out.split("\n")[0];
        if (out.includes("\n")) resolve(line.trim());
      });
      child.on("exit", (code) => reject(new Error(`dynamic-provider host exited (${code}): ${stderr}`)));
    });
    const client = new provrpc.ResourceProviderClient(`127.0.0.1:${port}`, grpc.credentials.createInsecure());
    return new ProviderHost(child, client, path.resolve(cwd));
  }

  /** The stack config, as the engine sends it: secret values wrapped as secrets. */
  async configure(config: Record<string, string>, secretKeys: string[] = []): Promise<void> {
    const args: Props = {};
    for (const [k, v] of Object.entries(config)) args[k] = secretKeys.includes(k) ? { [SECRET_SIG_KEY]: SECRET_SIG, value: v } : v;
    const req = new provproto.ConfigureRequest();
    req.setArgs(struct(args));
    req.setAcceptsecrets(true);
    await this.call("configure", req);
  }

  async check(urn: string, olds: Props, news: Props): Promise<{ inputs: Props; failures: Array<{ property: string; reason: string }> }> {
    const req = new provproto.CheckRequest();
    req.setUrn(urn);
    req.setOlds(struct(olds));
    req.setNews(struct(news));
    const res = await this.call<provproto.CheckResponse>("check", req);
    return {
      inputs: res.getInputs()?.toJavaScript() ?? {},
      failures: res.getFailuresList().map((f) => ({ property: f.getProperty(), reason: f.getReason() })),
    };
  }

  async diff(urn: string, id: string, olds: Props, news: Props, oldInputs: Props): Promise<DiffResult> {
    const req = new provproto.DiffRequest();
    req.setUrn(urn);
    req.setId(id);
    req.setOlds(struct(olds));
    req.setNews(struct(news));
    req.setOldInputs(struct(oldInputs));
    const res = await this.call<provproto.DiffResponse>("diff", req);
    const kinds = provproto.DiffResponse.DiffChanges;
    const changes = res.getChanges() === kinds.DIFF_SOME ? "some" : res.getChanges() === kinds.DIFF_NONE ? "none" : "unknown";
    return { changes, replaces: res.getReplacesList(), deleteBeforeReplace: res.getDeletebeforereplace() };
  }

  async create(urn: string, properties: Props): Promise<{ id: string; outputs: Props }> {
    const req = new provproto.CreateRequest();
    req.setUrn(urn);
    req.setProperties(struct(properties));
    const res = await this.call<provproto.CreateResponse>("create", req);
    return { id: res.getId(), outputs: res.getProperties()?.toJavaScript() ?? {} };
  }

  async read(urn: string, id: string, properties: Props, inputs: Props): Promise<{ id: string; outputs: Props; inputs?: Props }> {
    const req = new provproto.ReadRequest();
    req.setUrn(urn);
    req.setId(id);
    req.setProperties(struct(properties));
    req.setInputs(struct(inputs));
    const res = await this.call<provproto.ReadResponse>("read", req);
    return { id: res.getId(), outputs: res.getProperties()?.toJavaScript() ?? {}, inputs: res.getInputs()?.toJavaScript() };
  }

  async update(urn: string, id: string, olds: Props, news: Props, oldInputs: Props): Promise<Props> {
    const req = new provproto.UpdateRequest();
    req.setUrn(urn);
    req.setId(id);
    req.setOlds(struct(olds));
    req.setNews(struct(news));
    req.setOldInputs(struct(oldInputs));
    const res = await this.call<provproto.UpdateResponse>("update", req);
    return res.getProperties()?.toJavaScript() ?? {};
  }

  async delete(urn: string, id: string, properties: Props, oldInputs: Props): Promise<void> {
    const req = new provproto.DeleteRequest();
    req.setUrn(urn);
    req.setId(id);
    req.setProperties(struct(properties));
    req.setOldInputs(struct(oldInputs));
    await this.call("delete", req);
  }

  async close(): Promise<void> {
    this.client.close();
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once("exit", resolve));
    this.child.kill();
    await exited;
  }

  private call<T>(method: string, req: unknown): Promise<T> {
    return new Promise((resolve, reject) => {
      (this.client as any)[method](req, (err: grpc.ServiceError | null, res: T) => (err ? reject(hostError(err)) : resolve(res)));
    });
  }
}

/** Unpacks ErrorResourceInitFailed from `grpc-status-details-bin`, as the engine does. */
function hostError(err: grpc.ServiceError): HostError {
  const message = err.details || err.message;
  const raw = err.metadata?.get("grpc-status-details-bin")?.[0];
  if (raw) {
    const status = statusproto.Status.deserializeBinary(new Uint8Array(raw as Buffer));
    for (const detail of status.getDetailsList()) {
      if (!detail.getTypeUrl().endsWith("pulumirpc.ErrorResourceInitFailed")) continue;
      const init = provproto.ErrorResourceInitFailed.deserializeBinary(detail.getValue_asU8());
      return new HostError(message, init.getId(), init.getProperties()?.toJavaScript() ?? {});
    }
  }
  return new HostError(message);
}

