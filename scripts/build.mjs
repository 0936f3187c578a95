// `npm run build [-- --force] [app …]`: production builds of the shell and remotes.
import { ensureInstalled } from './lib/toolchain.mjs';
import { buildApps } from './lib/build.mjs';

const args = process.argv.slice(2);
ensureInstalled();
await buildApps({ force: args.includes('--force'), names: args.filter((a) => !a.startsWith('--')).length ? args.filter((a) => !a.startsWith('--')) : undefined });
