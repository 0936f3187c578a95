// Production build of the catalog remote (Module Federation name 'catalog', port 3001).
// Every exposed module is listed here; the shell loads them as 'catalog/<expose>'.
const { createConfig } = require('@ironscore/mf-config');

module.exports = createConfig({
  name: 'catalog',
  dir: __dirname,
  port: 3001,
  exposes: {
    './App': './src/App.tsx',
  },
});
