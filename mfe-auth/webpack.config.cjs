// Production build of the auth remote (Module Federation name 'auth'; port in packages/contract/src/platform.data.json).
// Every exposed module is listed here; the shell loads them as 'auth/<expose>'. Entry, standalone
// bootstrap and index.html come from packages/mf-config.
const { createConfig } = require('@ironscore/mf-config');

module.exports = createConfig({
  name: 'auth',
  dir: __dirname,
  title: 'Accounts',
  exposes: {
    './App': './src/App.tsx',
    './AuthPopup': './src/AuthPopup.tsx',
    './VerifyDialog': './src/VerifyDialog.tsx',
    './ClaimDialog': './src/ClaimDialogExpose.tsx',
  },
});
