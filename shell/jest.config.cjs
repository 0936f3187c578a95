const path = require('node:path');
const base = require('../jest.base.cjs')(__dirname);

module.exports = {
  ...base,
  testEnvironment: path.join(__dirname, 'jest.environment.cjs'),
  // The route table of the repository's remotes, published as the boot does (src/test/setupRoutes.ts).
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, path.join(__dirname, 'src/test/setupRoutes.ts')],
};
