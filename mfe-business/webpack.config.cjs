// Production build of the business remote (Module Federation name 'business', port 3005).
// Every exposed module is listed here; the shell loads them as 'business/<expose>'.
const { createConfig } = require('@ironscore/mf-config');

module.exports = createConfig({
  name: 'business',
  dir: __dirname,
  port: 3005,
  exposes: {
    './App': './src/App.tsx',
  },
});
