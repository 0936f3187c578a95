// Production build of the catalog remote (Module Federation name 'catalog'; port in packages/contract/src/platform.data.json).
// Every exposed module is listed here; the shell loads them as 'catalog/<expose>'. Entry, standalone
// bootstrap and index.html come from packages/mf-config.
const { createConfig } = require('@ironscore/mf-config');

module.exports = createConfig({
  name: 'catalog',
  dir: __dirname,
  exposes: {
    './App': './src/App.tsx',
  },
});
