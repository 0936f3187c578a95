const base = require('../../jest.base.cjs')(__dirname);
module.exports = { ...base, setupFiles: [...(base.setupFiles ?? []), require.resolve('../ui/jest.polyfills.cjs')] };
