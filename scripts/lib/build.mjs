// Production builds of the shell and the remotes. An app is rebuilt only when a source it depends
// on (its own folder, the shared packages, the shared config) changed since its last build. Each
// build records the API calls it uses in dist/calls.json (scripts/lib/app-calls.mjs).
import { existsSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { APPS } from './apps.mjs';
import { CALLS_FILE, contractCallNames, recordAppCalls } from './app-calls.mjs';
import { ROOT, log, pnpm, runCapture } from './toolchain.mjs';

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'dist-server' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function isStale(app) {
  const stamp = path.join(ROOT, app.dir, 'dist/.build-stamp');
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  const inputs = [path.join(ROOT, app.dir), path.join(ROOT, 'packages'), path.join(ROOT, 'pnpm-lock.yaml')];
  return inputs.some((input) => (statSync(input).isDirectory() ? newestMtime(input) : statSync(input).mtimeMs) > built);
}

/** Builds the given apps (default: all), two at a time. `force` ignores the stamps. */
export async function buildApps(options = {}) {
  await startBuilds(options).done;
}

/**
 * Starts the builds of the given apps (default: all), two at a time, and returns at once:
 * `built` has a promise per selected app that settles when that app's build is usable (at once
 * for an app that is up to date), `done` settles when every build has (rejecting with the apps
 * that failed). `npm start` serves each app as its build finishes, while the API seeds.
 */
export function startBuilds({ names, force = false } = {}) {
  const selected = APPS.filter((a) => !names || names.includes(a.name));
  const apps = selected.filter((a) => force || isStale(a));
  // read when first needed (a tsx run of the contract: seconds), not before the builds start
  let known;
  const knownCalls = () => (known ??= contractCallNames());
  // An up-to-date build made before builds recorded their calls: its sources are those it was built from.
  for (const app of selected) {
    if (!apps.includes(app) && !existsSync(path.join(ROOT, app.dir, 'dist', CALLS_FILE))) recordAppCalls(app, knownCalls());
  }
  const settle = new Map();
  const built = new Map(selected.map((app) => {
    if (!apps.includes(app)) return [app.name, Promise.resolve()];
    const promise = new Promise((resolve, reject) => settle.set(app.name, { resolve, reject }));
    promise.catch(() => {}); // a failure is reported through `done`
    return [app.name, promise];
  }));
  if (apps.length === 0) {
    log('builds are up to date');
    return { built, done: Promise.resolve() };
  }
  const queue = [...apps];
  const failures = [];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      const started = Date.now();
      log(`building ${app.dir}`);
      const { code, output } = await runCapture([...pnpm(), '--filter', `@ironscore/${app.dir}`, 'build'], { echo: false });
      if (code !== 0) {
        process.stderr.write(output);
        failures.push(app.dir);
        settle.get(app.name).reject(new Error(`build failed: ${app.dir}`));
      } else {
        recordAppCalls(app, knownCalls());
        // The stamp carries the time the build started: an edit made during the build is newer.
        const stamp = path.join(ROOT, app.dir, 'dist/.build-stamp');
        writeFileSync(stamp, new Date(started).toISOString());
        utimesSync(stamp, new Date(started), new Date(started));
        log(`built ${app.dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        settle.get(app.name).resolve();
      }
    }
  };
  const done = Promise.all([worker(), worker()]).then(() => {
    if (failures.length) throw new Error(`build failed: ${failures.join(', ')}`);
  });
  return { built, done };
}
