// `npm run scale`: the whole site as `npm start` serves it, but with N API instances (default 2;
// `npm run scale -- 3` or SCALE_INSTANCES=3) behind HAProxy from Debian's packages (installed with
// apt when missing, root only) on the API's usual port, sharing one PostgreSQL (embedded, its own
// process, data in DATA_DIR/pg; or DATABASE_URL). Every instance runs a job-queue worker; each
// job runs once. Ctrl-C stops everything. See scripts/lib/stack.mjs and scripts/lib/balancer.mjs.
import { log } from './lib/toolchain.mjs';
import { startSite, stopOnSignals } from './lib/stack.mjs';

const instances = Number(process.argv[2] ?? process.env.SCALE_INSTANCES ?? 2);
if (!Number.isInteger(instances) || instances < 2 || instances > 16) {
  console.error(`npm run scale: the number of API instances must be a whole number from 2 to 16 (got ${process.argv[2] ?? process.env.SCALE_INSTANCES})`);
  process.exit(1);
}

const { stack, seconds } = await startSite('scale', { apiInstances: instances });
log(`IronScore is up in ${seconds} s with ${instances} API instances: ${stack.siteUrl}`);
log(`API (HAProxy) ${stack.apiBase}  ·  instances ${Object.entries(stack.apiInstances).map(([n, p]) => `${n} :${p}`).join(', ')}  ·  Ctrl-C stops everything`);
stopOnSignals(stack);
