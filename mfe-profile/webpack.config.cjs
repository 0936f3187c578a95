// Production build of the profile remote (Module Federation name 'profile', port 3004).
// Every exposed module is listed here; the shell loads them as 'profile/<expose>'.
const { createConfig } = require('@ironscore/mf-config');

module.exports = createConfig({
  name: 'profile',
  dir: __dirname,
  port: 3004,
  exposes: {
    './App': './src/App.tsx',
    './SecuritySettings': './src/SecuritySettings.tsx',
    './PrivacySettings': './src/PrivacySettings.tsx',
  },
});
