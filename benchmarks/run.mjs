// `npm run bench`: every benchmark, printing numbers.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
for (const script of ['js-budget.mjs', 'lighthouse.mjs', 'images.mjs', 'api.mjs', 'api-mix.mjs', 'member.mjs', 'community.mjs', 'review-writes.mjs', 'image-uploads.mjs', 'business.mjs', 'read-replica.mjs', 'instances.mjs']) {
  console.log(`\n===== ${script}`);
  const result = spawnSync(process.execPath, [path.join(here, script), ...process.argv.slice(2)], { stdio: 'inherit' });
  if (result.status !== 0) process.exitCode = 1;
}
