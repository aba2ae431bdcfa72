import * as grpc from "@grpc/grpc-js";
import { decode, encode, ExtData } from "@msgpack/msgpack";
import { spawn, type ChildProcess } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import * as readline from "node:readline";
import { generateCertificate } from "../../terraform/certificate";
import { providerBin } from "../../terraform/mirror";
import { loadProtocol } from "../../terraform/protocol";

/** Speaks the plugin protocol to the built bin directly, as Terraform does, for what the CLI
 *  can't show precisely: starts `dist/terraform/main.js` with go-plugin's environment (magic
 *  cookie, protocol versions, port range, a client certificate for AutoMTLS) from a directory
 *  that is not the repository, reads the handshake line, and connects over mutual TLS trusting
 *  only the certificate the line carries. Values are msgpack as Terraform encodes cty values:
 *  `UNKNOWN` (extension 0) and `refinedUnknown()` (extension 12) stand for unknowns. */

// go-plugin's cookie for Terraform, written out here rather than imported: a wrong constant in
// the provider must fail these tests as it would fail Terraform.
export const MAGIC_COOKIE = "d602bf8f470bc67ca7faa0386276bbdd4330efaf76d1a219cb4d6991ca9872b2";

export const UNKNOWN = new ExtData(0, new Uint8Array([0]));
/** An unknown known not to be null (cty refinements: key 1 = "not null"), as Terraform sends one. */
export const refinedUnknown = () => new ExtData(12, encode({ 1: true }));

export const mp = (value: unknown): Buffer => Buffer.from(encode(value));
export const unmp = (bytes: Uint8Array): any => (bytes.length ? decode(bytes) : null);
export const dyn = (value: unknown) => ({ msgpack: mp(value) });

export interface Started {
  child: ChildProcess;
  handshake: string;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

/** Starts the bin with `env` (the go-plugin variables are the caller's to give). */
export function startBin(env: NodeJS.ProcessEnv): Promise<Started> {
  const bin = providerBin();
  const cwd = fs.mkdtempSync(path.join(os.tmpdir(), "dbplane-plugin-cwd-"));
  const child = spawn(process.execPath, [bin], { cwd, env: { PATH: process.env.PATH, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  let err = "";
  child.stdout!.on("data", (d) => (out += String(d)));
  child.stderr!.on("data", (d) => (err += String(d)));
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      fs.rmSync(cwd, { recursive: true, force: true });
      resolve(code);
    }),
  );
  const handshake = new Promise<string>((resolve) => {
    readline.createInterface({ input: child.stdout! }).once("line", resolve);
    void exited.then(() => resolve(""));
  });
  return handshake.then((line) => ({ child, handshake: line, stdout: () => out, stderr: () => err, exited }));
}

export interface Plugin extends Started {
  /** Unary call of `tfplugin6.Provider`. */
  call(method: string, request?: object): Promise<any>;
  health(service: string): Promise<any>;
  shutdown(): Promise<void>;
  /** The server certificate (DER) from the handshake line. */
  serverCert: Buffer;
  port: number;
  close(): Promise<void>;
}

/** The protocol's services, loaded from the .proto files as the provider loads them. */
export const loadProto = (): any => loadProtocol();

/** The plugin started as Terraform starts it, connected over mutual TLS. */
export async function startPlugin(extraEnv: NodeJS.ProcessEnv = {}): Promise<Plugin> {
  const client = generateCertificate();
  const started = await startBin({
    TF_PLUGIN_MAGIC_COOKIE: MAGIC_COOKIE,
    PLUGIN_PROTOCOL_VERSIONS: "5,6",
    PLUGIN_MIN_PORT: "10000",
    PLUGIN_MAX_PORT: "25000",
    PLUGIN_CLIENT_CERT: client.pem,
    ...extraEnv,
  });
  const parts = started.handshake.split("|");
  if (parts.length !== 6) throw new Error(`bad handshake line '${started.handshake}'; stderr: ${started.stderr()}`);
  const serverCert = Buffer.from(parts[5], "base64");
  const serverPem = `-----BEGIN CERTIFICATE-----\n${serverCert.toString("base64")}\n-----END CERTIFICATE-----\n`;
  const credentials = grpc.credentials.createSsl(Buffer.from(serverPem), Buffer.from(client.keyPem), Buffer.from(client.pem));
  const proto = loadProto();
  const options = { "grpc.ssl_target_name_override": "localhost", "grpc.default_authority": "localhost" };
  const provider = new proto.tfplugin6.Provider(parts[3], credentials, options);
  const health = new proto.grpc.health.v1.Health(parts[3], credentials, options);
  const controller = new proto.plugin.GRPCController(parts[3], credentials, options);
  const unary = (stub: any, method: string, request: object) =>
    new Promise<any>((resolve, reject) => stub[method](request, { deadline: Date.now() + 60_000 }, (e: Error | null, res: any) => (e ? reject(e) : resolve(res))));
  return {
    ...started,
    serverCert,
    port: Number(parts[3].split(":")[1]),
    call: (method, request = {}) => unary(provider, method, request),
    health: (service) => unary(health, "Check", { service }),
    shutdown: async () => {
      await unary(controller, "Shutdown", {});
    },
    close: async () => {
      provider.close();
      health.close();
      controller.close();
      if (started.child.exitCode === null) started.child.kill("SIGKILL");
      await started.exited;
    },
  };
}

/** A full object of a resource type's schema (as GetProviderSchema gives it): every attribute
 *  and block present, null unless given. */
export function objectOf(schema: any, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const a of schema.block.attributes) out[a.name] = values[a.name] ?? null;
  for (const b of schema.block.block_types) out[b.type_name] = values[b.type_name] ?? null;
  for (const key of Object.keys(values)) if (!(key in out)) throw new Error(`no attribute ${key} in the schema`);
  return out;
}
