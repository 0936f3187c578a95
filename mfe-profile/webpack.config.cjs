// Production build of the profile remote (Module Federation name 'profile'; port in packages/contract/src/platform.data.json).
// Every exposed module is listed here; the shell loads them as 'profile/<expose>'. Entry, standalone
// bootstrap and index.html come from packages/mf-config.
const { createConfig } = require('@ironscore/mf-config');

module.exports = createConfig({
  name: 'profile',
  dir: __dirname,
  exposes: {
    './App': './src/App.tsx',
    './SecuritySettings': './src/SecuritySettings.tsx',
    './PrivacySettings': './src/PrivacySettings.tsx',
  },
});
