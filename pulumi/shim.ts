import type * as pulumi from "@pulumi/pulumi";

/** The provider object Pulumi serializes into the stack state (`__provider`). It captures only
 *  the resource kind and `require`s the installed `dbplane` package by name when it runs, so
 *  the stored text is a few hundred bytes, holds no paths or clients, and keeps working when
 *  the program moves or the package is upgraded. Keep this function free of imports: anything
 *  it referenced from a module would be serialized along with it. */
export function shimFor(kind: string): pulumi.dynamic.ResourceProvider {
  const run = (method: string, args: unknown[]) => require("dbplane").__providers[kind][method](...args);
  return {
    configure: (...args) => run("configure", args),
    check: (...args) => run("check", args),
    diff: (...args) => run("diff", args),
    create: (...args) => run("create", args),
    read: (...args) => run("read", args),
    update: (...args) => run("update", args),
    delete: (...args) => run("delete", args),
  };
}

const shims = new Map<string, pulumi.dynamic.ResourceProvider>();

/** The shim of a kind, one object per kind: Pulumi's closure serializer caches by object, so the
 *  text is serialized once per kind and program instead of once per resource (~14 ms each). */
export function shimOf(kind: string): pulumi.dynamic.ResourceProvider {
  let shim = shims.get(kind);
  if (!shim) shims.set(kind, (shim = shimFor(kind)));
  return shim;
}
