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
};
