import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import * as fs from "node:fs";
import * as path from "node:path";

/** A fresh project that installs dbplane from the tarball `npm pack` makes, as a user's would.
 *  Its dependencies are pinned to the versions of this repository's lock file, and its own lock
 *  file is written from that one, so `npm ci` installs from npm's cache (filled by the
 *  repository's own `npm ci`) and the registry is only asked for what the cache lacks. */

export const ROOT = path.resolve(__dirname, "..", "..");

interface LockEntry {
  version?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  [key: string]: unknown;
}

/** `npm pack` of the repository as it is built (dist/ must be current): the tarball's path. */
export function pack(into: string): string {
  const out = execFileSync("npm", ["pack", "--ignore-scripts", "--json", "--pack-destination", into], { cwd: ROOT, encoding: "utf8" });
  return path.join(into, JSON.parse(out)[0].filename);
}

/** Writes package.json and package-lock.json for a project depending on `deps` (names of
 *  packages in the repository's lock file) and on the dbplane tarball. */
export function writeProject(dir: string, tarball: string, deps: string[]): void {
  const root = JSON.parse(fs.readFileSync(path.join(ROOT, "package-lock.json"), "utf8")) as { packages: Record<string, LockEntry> };
  const own = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8"));
  const lockPackages = root.packages;
  const wanted: Record<string, string> = {};
  for (const name of [...deps, ...Object.keys(own.dependencies)]) wanted[name] = lockPackages[`node_modules/${name}`].version!;

  // The install closure: each dependency resolved as Node does, from the nested folder outwards.
  const kept: Record<string, LockEntry> = {};
  const visit = (name: string, from: string) => {
    for (let base = from; ; ) {
      const key = `${base ? `${base}/` : ""}node_modules/${name}`;
      if (lockPackages[key]) {
        if (kept[key]) return;
        const { dev: _dev, devOptional: _devOptional, ...entry } = lockPackages[key] as LockEntry & { dev?: boolean; devOptional?: boolean };
        kept[key] = entry;
        for (const dep of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies, ...entry.peerDependencies })) visit(dep, key);
        return;
      }
      if (!base) return; // an optional peer nobody installed
      const at = base.lastIndexOf("/node_modules/");
      base = at < 0 ? "" : base.slice(0, at);
    }
  };
  for (const name of Object.keys(wanted)) visit(name, "");

  const tgz = path.basename(tarball);
  fs.copyFileSync(tarball, path.join(dir, tgz));
  const dependencies = { ...wanted, dbplane: `file:${tgz}` };
  const pkg = { name: "user-project", version: "1.0.0", private: true, dependencies };
  kept["node_modules/dbplane"] = {
    version: own.version,
    resolved: `file:${tgz}`,
    integrity: `sha512-${createHash("sha512").update(fs.readFileSync(tarball)).digest("base64")}`,
    license: own.license,
    dependencies: own.dependencies,
    peerDependencies: own.peerDependencies,
    peerDependenciesMeta: own.peerDependenciesMeta,
    bin: own.bin,
    engines: own.engines,
  };
  const lock = { name: pkg.name, version: pkg.version, lockfileVersion: 3, requires: true, packages: { "": { name: pkg.name, version: pkg.version, dependencies }, ...kept } };
  fs.writeFileSync(path.join(dir, "package.json"), `${JSON.stringify(pkg, null, 2)}\n`);
  fs.writeFileSync(path.join(dir, "package-lock.json"), `${JSON.stringify(lock, null, 2)}\n`);
}

/** `npm ci` in the project, scripts on as a user's: from the cache where it can. What npm
 *  printed (warnings go to stderr). */
export function install(dir: string): string {
  const result = spawnSync("npm", ["ci", "--prefer-offline", "--no-audit", "--no-fund"], { cwd: dir, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`npm ci failed (${result.status}):\n${result.stdout}${result.stderr}`);
  return `${result.stdout}${result.stderr}`;
}

/** The package.json of every package under node_modules, nested ones included. */
export function installedPackages(nodeModules: string): string[] {
  const found: string[] = [];
  for (const entry of fs.existsSync(nodeModules) ? fs.readdirSync(nodeModules) : []) {
    if (entry.startsWith(".")) continue;
    const dirs = entry.startsWith("@") ? fs.readdirSync(path.join(nodeModules, entry)).map((name) => path.join(nodeModules, entry, name)) : [path.join(nodeModules, entry)];
    for (const dir of dirs) {
      if (fs.lstatSync(dir).isSymbolicLink() || !fs.existsSync(path.join(dir, "package.json"))) continue;
      found.push(path.join(dir, "package.json"), ...installedPackages(path.join(dir, "node_modules")));
    }
  }
  return found;
}

/** The tsconfig.json of Pulumi's TypeScript template (`pulumi new typescript`). */
export const PULUMI_TEMPLATE_TSCONFIG = {
  compilerOptions: {
    strict: true,
    outDir: "bin",
    target: "es2020",
    module: "commonjs",
    moduleResolution: "node",
    sourceMap: true,
    experimentalDecorators: true,
    pretty: true,
    noFallthroughCasesInSwitch: true,
    noImplicitReturns: true,
    forceConsistentCasingInFileNames: true,
  },
  files: ["index.ts"],
};
