// Production build of the community remote (Module Federation name 'community', port 3003).
// Every exposed module is listed here; the shell loads them as 'community/<expose>'.
const { createConfig } = require('@ironscore/mf-config');

module.exports = createConfig({
  name: 'community',
  dir: __dirname,
  port: 3003,
  exposes: {
    './App': './src/App.tsx',
  },
});
