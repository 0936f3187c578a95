// Production build of the managers' console (Module Federation name 'manage'; port in packages/contract/src/platform.data.json).
// Entry, standalone bootstrap and index.html come from packages/mf-config.
const { createConfig } = require('@ironscore/mf-config');

module.exports = createConfig({
  name: 'manage',
  dir: __dirname,
  exposes: {
    './App': './src/App.tsx',
  },
});
