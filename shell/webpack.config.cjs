// Production build of the shell (Module Federation host 'shell', port 3000). No remote URL is built
// in: the shell reads /remotes.json at boot and registers the remotes with the federation runtime.
const { createConfig } = require('@ironscore/mf-config');

module.exports = createConfig({ name: 'shell', dir: __dirname, port: 3000, isHost: true, title: 'IronScore' });
