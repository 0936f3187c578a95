// `npm run check-deploy -- --remote NAME --api-url URL [--remote-url URL]`: before a remote goes live
// (remotes.json switched to it), checks that the API it will talk to answers every call the remote's
// build uses. The calls come from the build's calls.json (recorded next to its mf-manifest.json,
// scripts/lib/app-calls.mjs): from the deployed preview at --remote-url, or from the local build
// (<app>/dist). The API's calls come from its catalogue (GET /api). Refuses (exit 1, the missing
// calls named) when the API lacks one. README, "QA".
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APPS } from './lib/apps.mjs';
import { CALLS_FILE } from './lib/app-calls.mjs';
import { ROOT } from './lib/toolchain.mjs';

const USAGE = `usage: npm run check-deploy -- --remote ${APPS.map((a) => a.name).join('|')} --api-url URL [--remote-url URL]`;

function parseArgs(argv) {
  const names = { '--remote': 'remote', '--api-url': 'apiUrl', '--remote-url': 'remoteUrl' };
  const options = {};
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const key = names[flag];
    if (!key) throw new Error(`${argv[i]}: unknown option`);
    const value = inline ?? argv[++i];
    if (value === undefined || value === '' || value.startsWith('--')) throw new Error(`${flag}: needs a value`);
    options[key] = value.replace(/\/+$/, '');
  }
  if (!options.remote || !options.apiUrl) throw new Error('--remote and --api-url are required');
  if (!APPS.some((a) => a.name === options.remote)) throw new Error(`--remote ${options.remote}: not one of ${APPS.map((a) => a.name).join(', ')}`);
  return options;
}

async function getJson(url, what) {
  let res;
  try {
    res = await fetch(url, { headers: { accept: 'application/json' } });
  } catch (error) {
    throw new Error(`${what} at ${url} does not answer: ${error.cause?.message ?? error.message}`);
  }
  if (!res.ok) throw new Error(`${what} at ${url} answered ${res.status}`);
  try {
    return await res.json();
  } catch {
    throw new Error(`${what} at ${url} is not JSON`);
  }
}

/** The calls the remote's build uses: its deployed calls.json, or the local build's. */
async function usedCalls({ remote, remoteUrl }) {
  let record;
  if (remoteUrl) record = await getJson(`${remoteUrl}/${CALLS_FILE}`, `the ${remote} build's call list`);
  else {
    const app = APPS.find((a) => a.name === remote);
    const file = path.join(ROOT, app.dir, 'dist', CALLS_FILE);
    try {
      record = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      throw new Error(`no ${path.relative(ROOT, file)}: build the remote first (node scripts/build.mjs ${remote}) or give --remote-url of its deployment`);
    }
  }
  if (!Array.isArray(record?.calls) || record.calls.some((name) => typeof name !== 'string')) throw new Error(`the ${remote} build's ${CALLS_FILE} holds no call list`);
  if (record.app && record.app !== remote) throw new Error(`the ${CALLS_FILE} found is the build of ${record.app}, not of ${remote}`);
  return record.calls;
}

let options;
try {
  options = parseArgs(process.argv.slice(2));
} catch (error) {
  console.error(`${error.message}\n${USAGE}`);
  process.exit(2);
}

try {
  const used = await usedCalls(options);
  const reply = await getJson(`${options.apiUrl}/api`, 'the API catalogue');
  const catalogue = reply?.data;
  if (!Array.isArray(catalogue?.calls)) throw new Error(`the API at ${options.apiUrl} answered GET /api without a call catalogue`);
  const answered = new Set(catalogue.calls.map((call) => call.name));
  const missing = used.filter((name) => !answered.has(name));
  const api = `the API at ${options.apiUrl} (version ${catalogue.version ?? '?'}${catalogue.build ? `, build ${catalogue.build}` : ''})`;
  if (missing.length) {
    console.error(`check-deploy: refused: ${api} lacks ${missing.length} of the ${used.length} calls ${options.remote} uses: ${missing.join(', ')}`);
    process.exit(1);
  }
  console.log(`check-deploy: ${api} answers all ${used.length} calls ${options.remote} uses`);
} catch (error) {
  console.error(`check-deploy: ${error.message}`);
  process.exit(1);
}
