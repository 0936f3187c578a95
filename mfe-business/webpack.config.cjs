// Production build of the business remote (Module Federation name 'business'; port in packages/contract/src/platform.data.json).
// Every exposed module is listed here; the shell loads them as 'business/<expose>'. Entry, standalone
// bootstrap and index.html come from packages/mf-config.
const { createConfig } = require('@ironscore/mf-config');

module.exports = createConfig({
  name: 'business',
  dir: __dirname,
  exposes: {
    './App': './src/App.tsx',
  },
});
