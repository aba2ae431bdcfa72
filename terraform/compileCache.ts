/** Imported first by the provider's entry point: on Node 22.1 and later, modules compiled by one
 *  start of the provider are cached on disk for the next ones (Node's own compile cache, in the
 *  system's temporary directory), as `tsc` does for itself. Terraform starts the provider three
 *  times for a plan, and compiling its modules is about a quarter of a start. Node 20 has no
 *  such cache: nothing happens there. */
import * as nodeModule from "node:module";

const { enableCompileCache } = nodeModule as { enableCompileCache?: () => unknown };
try {
  enableCompileCache?.();
} catch {
  // A cache that cannot be opened only costs the speed-up.
}
