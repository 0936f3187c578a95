// `npm start`: installs what is missing, builds what changed, starts PostgreSQL (embedded), the
// API (migrations, seed on first run), the shell and every remote, prints the URL and stops it all
// on Ctrl-C. The API starts (and seeds) while the apps build; each app is served once its build is
// in. Data lives in .data/dev and is reused by the next start. The API and the chat server are
// started again when they exit (scripts/lib/stack.mjs); a start after a kill -9 cleans up what the
// killed one left running.
import { log } from './lib/toolchain.mjs';
import { startSite, stopOnSignals } from './lib/stack.mjs';

const { stack, seconds } = await startSite('dev');
log(`IronScore is up in ${seconds} s: ${stack.siteUrl}`);
log(`API ${stack.apiBase}  ·  dev inbox ${stack.apiBase}/dev/inbox  ·  Ctrl-C stops everything`);
stopOnSignals(stack);
