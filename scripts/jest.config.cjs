// The repository scripts' tests (npm run e2e's tags, npm run check-deploy): they run the scripts as a user does.
const base = require('../jest.base.cjs')(__dirname, { environment: 'node' });

module.exports = { ...base, testMatch: ['<rootDir>/**/*.test.ts'] };
