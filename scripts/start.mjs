// `npm start`: installs what is missing, builds what changed, starts PostgreSQL (embedded), the
// API (migrations, seed on first run), the shell and every remote, prints the URL and stops it all
// on Ctrl-C. The API starts (and seeds) while the apps build; each app is served once its build is
// in. Data lives in .data/dev and is reused by the next start. The API and the chat server are
// started again when they exit (scripts/lib/stack.mjs); a start after a kill -9 cleans up what the
// killed one left running.
import path from 'node:path';
import { ROOT, ensureInstalled, log } from './lib/toolchain.mjs';
import { startBuilds } from './lib/build.mjs';
import { startStack, stopOnSignals } from './lib/stack.mjs';

const started = Date.now();
ensureInstalled();
const builds = startBuilds();
// PORT_OFFSET shifts every port (shell 3000, remotes 3001–3006, API 4000, PostgreSQL 5433), so a
// second copy of the site can run beside the first (with its own DATA_DIR).
const stack = await startStack({
  dataDir: process.env.DATA_DIR ?? path.join(ROOT, '.data/dev'),
  portOffset: Number(process.env.PORT_OFFSET ?? 0),
  builds,
});
log(`IronScore is up in ${((Date.now() - started) / 1000).toFixed(0)} s: ${stack.siteUrl}`);
log(`API ${stack.apiBase}  ·  dev inbox ${stack.apiBase}/dev/inbox  ·  Ctrl-C stops everything`);
stopOnSignals(stack);
