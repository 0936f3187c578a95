// Production build of the shell (Module Federation host 'shell'). No remote URL is built in: the
// shell reads /remotes.json at boot and registers the remotes with the federation runtime.
// Entry, index.html and favicon come from packages/mf-config; the boot is the shell's own.
const { createConfig } = require('@ironscore/mf-config');

module.exports = createConfig({
  name: 'shell',
  dir: __dirname,
  isHost: true,
  bootstrap: './src/bootstrap.tsx',
  description: 'IronScore: reviews and price comparison for fitness and supplement sellers, brands and products.',
});
