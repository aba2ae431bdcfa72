/** `npx jest` in this directory (the repository's own `npm test` runs it too). */
module.exports = {
  testEnvironment: "node",
  transform: { "^.+\\.ts$": ["ts-jest", { diagnostics: false }] },
  testTimeout: 60000,
};
