/** Tests run from the TypeScript sources (ts-jest, transpile only: `npm run build` type-checks).
 *  Provider tests also need dist/, because Pulumi's dynamic-provider host requires the installed
 *  package by name; `npm test` builds first. */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/test", "<rootDir>/examples"],
  testMatch: ["**/*.test.ts"],
  transform: { "^.+\\.ts$": ["ts-jest", { diagnostics: false }] },
  globalSetup: "<rootDir>/test/support/global-setup.js",
  testTimeout: 30000,
  maxWorkers: 2,
  // A worker that has run many suites holds 1-1.5 GB (each suite loads its own module graph),
  // and a process that size takes longer to free than the 500 ms jest waits for a worker to
  // exit: measured 520-650 ms after its 'exit' event, with no handle left open, so jest killed it
  // and printed "A worker process has failed to exit gracefully". Past 512 MB after a suite the
  // worker is replaced: measured exits of 90-260 ms, and no slower run.
  workerIdleMemoryLimit: "512MB",
};
