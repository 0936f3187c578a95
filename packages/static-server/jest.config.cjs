// The server is plain ESM (.mjs, run by node as is); the shared swc transform also takes .mjs.
module.exports = require('../../jest.base.cjs')(__dirname, { environment: 'node' });
