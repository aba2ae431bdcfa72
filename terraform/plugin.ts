import * as grpc from "@grpc/grpc-js";
import { generateCertificate } from "./certificate";
import { loadProtocol } from "./protocol";

/** The plugin side of HashiCorp's go-plugin, as Terraform starts a provider: check the magic
 *  cookie, agree on protocol 6, listen on loopback (within PLUGIN_MIN_PORT..PLUGIN_MAX_PORT),
 *  do AutoMTLS (trust exactly the client certificate Terraform gives in PLUGIN_CLIENT_CERT,
 *  present our own), print the one handshake line on stdout, and serve the provider with the
 *  services go-plugin expects next to it: the health check, GRPCController (Shutdown) and
 *  GRPCStdio. */

export const MAGIC_COOKIE_KEY = "TF_PLUGIN_MAGIC_COOKIE";
export const MAGIC_COOKIE_VALUE = "d602bf8f470bc67ca7faa0386276bbdd4330efaf76d1a219cb4d6991ca9872b2";
export const PROTOCOL_VERSION = 6;
/** go-plugin's own protocol version, the first field of the handshake line. */
const CORE_PROTOCOL_VERSION = 1;

export class HandshakeError extends Error {}

/** Why this environment can't run the plugin (a person started it, or a host we can't talk to). */
export function checkEnvironment(env: NodeJS.ProcessEnv): void {
  if (env[MAGIC_COOKIE_KEY] !== MAGIC_COOKIE_VALUE) {
    throw new HandshakeError(
      "This is a Terraform provider plugin (dbplane/dbplane): Terraform (or OpenTofu) runs it, people don't.\n" +
        "To use it, declare `dbplane = { source = \"dbplane/dbplane\" }` in required_providers and install it as docs/terraform.md says.\n" +
        "To debug it, run it with --debug: Terraform then reattaches to this process (docs/terraform.md, Debug mode).",
    );
  }
  const versions = (env.PLUGIN_PROTOCOL_VERSIONS ?? String(PROTOCOL_VERSION)).split(",").map((v) => Number(v.trim()));
  if (!versions.includes(PROTOCOL_VERSION)) {
    throw new HandshakeError(`dbplane: this provider speaks plugin protocol ${PROTOCOL_VERSION}; the host offers ${env.PLUGIN_PROTOCOL_VERSIONS} (Terraform 1.0 or later speaks 6).`);
  }
}

export interface RunningPlugin {
  server: grpc.Server;
  port: number;
  /** The line printed for the host. */
  handshake: string;
  /** Resolves when the host asked the plugin to stop (GRPCController.Shutdown). */
  shutdown: Promise<void>;
}

export async function servePlugin(provider: grpc.UntypedServiceImplementation, env: NodeJS.ProcessEnv = process.env): Promise<RunningPlugin> {
  checkEnvironment(env);
  return serve(provider, env);
}

/** The provider in debug mode: started by a person (no magic cookie, no TLS: go-plugin does no
 *  AutoMTLS when it reattaches), serving every Terraform or OpenTofu run that names it in
 *  `TF_REATTACH_PROVIDERS` until the process is stopped. Terraform then neither starts nor stops
 *  it, so a debugger (`node --inspect`) stays attached across runs, and no run pays for a start.
 *  `provider` is called once per connection: each provider instance Terraform makes (one per
 *  `provider` block, and per phase of a run) is a connection of its own and gets its own
 *  configuration, as a process of its own would. */
export async function serveDebug(provider: () => grpc.UntypedServiceImplementation, addresses: string[]): Promise<RunningPlugin & { reattach: string }> {
  const perConnection = new ConnectionScoped(provider);
  const plugin = await serve(perConnection.service(Object.keys(provider())), {}, { keepServing: true });
  // Test: Terraform neither stops nor kills a provider it reattached to in test mode.
  const config = { Protocol: "grpc", ProtocolVersion: PROTOCOL_VERSION, Pid: process.pid, Test: true, Addr: { Network: "tcp", String: `127.0.0.1:${plugin.port}` } };
  const reattach = JSON.stringify(Object.fromEntries(addresses.map((address) => [address, config])));
  return { ...plugin, reattach };
}

/** Handlers made per gRPC connection (the peer's address and port), the least recently used
 *  forgotten past `max` (Terraform never uses an instance's connection again once done with it). */
class ConnectionScoped {
  private readonly byPeer = new Map<string, grpc.UntypedServiceImplementation>();

  constructor(
    private readonly make: () => grpc.UntypedServiceImplementation,
    private readonly max = 64,
  ) {}

  service(methods: string[]): grpc.UntypedServiceImplementation {
    return Object.fromEntries(
      methods.map((name) => [name, ((call: grpc.ServerUnaryCall<any, any>, callback: grpc.sendUnaryData<any>) => (this.for(call.getPeer())[name] as grpc.handleUnaryCall<any, any>)(call, callback)) as grpc.UntypedHandleCall]),
    );
  }

  private for(peer: string): grpc.UntypedServiceImplementation {
    let handlers = this.byPeer.get(peer);
    if (handlers) this.byPeer.delete(peer);
    else handlers = this.make();
    this.byPeer.set(peer, handlers);
    if (this.byPeer.size > this.max) this.byPeer.delete(this.byPeer.keys().next().value!);
    return handlers;
  }
}

async function serve(provider: grpc.UntypedServiceImplementation, env: NodeJS.ProcessEnv, opts: { keepServing?: boolean } = {}): Promise<RunningPlugin> {
  const proto = loadProtocol() as any;
  const server = new grpc.Server();
  let stop!: () => void;
  const shutdown = new Promise<void>((resolve) => (stop = resolve));
  const stdioStreams = new Set<grpc.ServerWritableStream<any, any>>();

  server.addService(proto.tfplugin6.Provider.service, provider);
  server.addService(proto.grpc.health.v1.Health.service, {
    Check: (_call: unknown, callback: grpc.sendUnaryData<object>) => callback(null, { status: "SERVING" }),
    Watch: (call: grpc.ServerWritableStream<any, any>) => call.write({ status: "SERVING" }),
  });
  server.addService(proto.plugin.GRPCController.service, {
    Shutdown: (_call: unknown, callback: grpc.sendUnaryData<object>) => {
      callback(null, {});
      // In debug mode the process serves run after run: one run's end is not the process's.
      if (opts.keepServing) return;
      for (const stream of stdioStreams) stream.end();
      stop();
    },
  });
  // Our output goes to stderr, which Terraform reads itself: the stream stays open and quiet.
  server.addService(proto.plugin.GRPCStdio.service, {
    StreamStdio: (call: grpc.ServerWritableStream<any, any>) => {
      stdioStreams.add(call);
      call.on("cancelled", () => stdioStreams.delete(call));
    },
  });

  const clientCert = env.PLUGIN_CLIENT_CERT;
  const certificate = clientCert ? generateCertificate() : undefined;
  const credentials = certificate
    ? grpc.ServerCredentials.createSsl(Buffer.from(clientCert!), [{ private_key: Buffer.from(certificate.keyPem), cert_chain: Buffer.from(certificate.pem) }], true)
    : grpc.ServerCredentials.createInsecure();
  const port = await bindInRange(server, credentials, Number(env.PLUGIN_MIN_PORT) || 0, Number(env.PLUGIN_MAX_PORT) || 0);
  // go-plugin reads the certificate as base64 without padding (RawStdEncoding).
  const cert = certificate ? `|${certificate.der.toString("base64").replace(/=+$/, "")}` : "";
  return { server, port, handshake: `${CORE_PROTOCOL_VERSION}|${PROTOCOL_VERSION}|tcp|127.0.0.1:${port}|grpc${cert}`, shutdown };
}

/** Binds 127.0.0.1 on the first free port of min..max, or any free port without a range. */
async function bindInRange(server: grpc.Server, credentials: grpc.ServerCredentials, min: number, max: number): Promise<number> {
  const bind = (port: number) =>
    new Promise<number>((resolve, reject) => server.bindAsync(`127.0.0.1:${port}`, credentials, (e, bound) => (e ? reject(e) : resolve(bound))));
  if (!min || !max) return bind(0);
  let last: unknown;
  for (let port = min; port <= max; port++) {
    try {
      return await bind(port);
    } catch (e) {
      last = e;
    }
  }
  throw new HandshakeError(`dbplane: no free port between PLUGIN_MIN_PORT ${min} and PLUGIN_MAX_PORT ${max}: ${(last as Error)?.message}`);
}
