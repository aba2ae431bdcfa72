#!/usr/bin/env node
/** `terraform-provider-dbplane`: the Terraform (and OpenTofu) provider for every dbplane resource.
 *  Terraform starts it; stdout carries the go-plugin handshake line and nothing else. With
 *  `--debug` a person starts it instead, and Terraform reattaches to it (plugin.ts, serveDebug). */
import "./compileCache";
import { specs } from "../resources";
import { lookups } from "../resources/lookups";
import { REGISTRY_HOSTS } from "./mirror";
import { checkEnvironment, HandshakeError, serveDebug, servePlugin } from "./plugin";
import { Provider } from "./provider";

// Anything printed by mistake goes where Terraform logs it, never before the handshake line.
const print = console.log.bind(console);
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

async function debug(): Promise<void> {
  const plugin = await serveDebug(() => new Provider(specs, lookups).handlers(), REGISTRY_HOSTS.map((host) => `${host}/dbplane/dbplane`));
  print(`dbplane provider in debug mode (pid ${process.pid}). Run Terraform or OpenTofu with this variable set, in any number of shells:\n`);
  print(`TF_REATTACH_PROVIDERS='${plugin.reattach}'\n`);
  print("Stop it with Ctrl-C.");
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => plugin.server.tryShutdown(() => process.exit(0)));
}

const args = process.argv.slice(2);
(args.length === 1 && args[0] === "--debug" ? debug() : main()).catch((e) => {
  process.stderr.write(`${e instanceof HandshakeError ? e.message : (e as Error).stack}\n`);
  process.exit(1);
});
