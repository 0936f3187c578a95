// The server is plain ESM (.mjs, run by node as is); its tests load it through the same swc
// transform as the TypeScript of the other packages.
const base = require('../../jest.base.cjs')(__dirname, { environment: 'node' });
const swc = base.transform['^.+\\.(t|j)sx?$'];
module.exports = { ...base, transform: { ...base.transform, '^.+\\.mjs$': swc } };
