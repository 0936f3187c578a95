// Production build of the auth remote (Module Federation name 'auth', port 3002).
// Every exposed module is listed here; the shell loads them as 'auth/<expose>'.
const { createConfig } = require('@ironscore/mf-config');

module.exports = createConfig({
  name: 'auth',
  dir: __dirname,
  port: 3002,
  exposes: {
    './App': './src/App.tsx',
    './AuthPopup': './src/AuthPopup.tsx',
    './VerifyDialog': './src/VerifyDialog.tsx',
    './ClaimDialog': './src/ClaimDialogExpose.tsx',
  },
});
