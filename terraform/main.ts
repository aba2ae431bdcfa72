#!/usr/bin/env node
/** `terraform-provider-dbplane`: the Terraform (and OpenTofu) provider for every dbplane resource.
 *  Terraform starts it; stdout carries the go-plugin handshake line and nothing else. */
import "./compileCache";
import { specs } from "../resources";
import { lookups } from "../resources/lookups";
import { checkEnvironment, HandshakeError, servePlugin } from "./plugin";
import { Provider } from "./provider";

// Anything printed by mistake goes where Terraform logs it, never before the handshake line.
console.log = console.info = console.error;
/** Terraform: when this process is handed to another parent, Terraform is gone. */
const parent = process.ppid;

async function main(): Promise<void> {
  checkEnvironment(process.env);
  const provider = new Provider(specs, lookups);
  const plugin = await servePlugin(provider.handlers());
  process.stdout.write(`${plugin.handshake}\n`);
  // Interrupts go to Terraform's whole process group: Terraform handles them (StopProvider).
  process.on("SIGINT", () => undefined);
  // Terraform gone without a Shutdown (killed).
  setInterval(() => process.ppid !== parent && process.exit(0), 1000).unref();
  await plugin.shutdown;
  // Answer the Shutdown call, then go: Terraform kills a plugin still there after 2 s.
  setTimeout(() => process.exit(0), 200).unref();
  plugin.server.tryShutdown(() => process.exit(0));
}

main().catch((e) => {
  process.stderr.write(`${e instanceof HandshakeError ? e.message : (e as Error).stack}\n`);
  process.exit(1);
});
