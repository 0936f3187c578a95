// Production build of the community remote (Module Federation name 'community'; port in packages/contract/src/platform.data.json).
// Every exposed module is listed here; the shell loads them as 'community/<expose>'. Entry, standalone
// bootstrap and index.html come from packages/mf-config.
const { createConfig } = require('@ironscore/mf-config');

module.exports = createConfig({
  name: 'community',
  dir: __dirname,
  exposes: {
    './App': './src/App.tsx',
  },
});
