// The API calls an app's build uses, recorded next to its mf-manifest.json as `calls.json` when it is
// built (scripts/lib/build.mjs), for the deployment check (scripts/check-deploy.mjs, README "QA").
//
// An app calls the API by name (`useCallQuery('Get_SourcePagination', …)`, `api.call('Sign_In')`):
// the calls it uses are the contract's call names that its sources, and the sources of the workspace
// packages it bundles, name as string literals (as packages/api `unregisteredCallsIn` reads them;
// tests and test helpers left out). The contract itself (the definitions) and the API client are not
// users of calls.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './toolchain.mjs';

export const CALLS_FILE = 'calls.json';
const NOT_USERS = new Set(['@ironscore/contract', '@ironscore/api', '@ironscore/mf-config', '@ironscore/static-server']);

/** Every call name of the contract (packages/contract `CALL_NAMES`, its TypeScript run through tsx). */
export function contractCallNames() {
  const entry = path.join(ROOT, 'packages/contract/src/index.ts');
  const script = `process.stdout.write(JSON.stringify(require(${JSON.stringify(entry)}).CALL_NAMES))`;
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--eval', script], { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`reading the contract's call names failed:\n${result.stderr}`);
  return JSON.parse(result.stdout);
}

const isSource = (name) => /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name) && !/^testing\.tsx?$/.test(name);

/** The names of `known` that the sources under `dirs` name as string literals, sorted. */
export function callsNamedIn(dirs, known) {
  const names = new Set(known);
  const found = new Set();
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'testing' && entry.name !== 'node_modules') walk(file);
      } else if (isSource(entry.name)) {
        for (const [, name] of readFileSync(file, 'utf8').matchAll(/['"`]([A-Za-z_]+)['"`]/g)) if (names.has(name)) found.add(name);
      }
    }
  };
  for (const dir of dirs) if (existsSync(dir)) walk(dir);
  return [...found].sort();
}

/** The source folders an app bundles: its own src and those of the workspace packages it depends on, transitively. */
export function appSourceDirs(appDir) {
  const dirs = [path.join(ROOT, appDir, 'src')];
  const seen = new Set();
  const visit = (packageJson) => {
    const pkg = JSON.parse(readFileSync(packageJson, 'utf8'));
    for (const name of Object.keys(pkg.dependencies ?? {})) {
      if (!name.startsWith('@ironscore/') || seen.has(name)) continue;
      seen.add(name);
      const dir = path.join(ROOT, 'packages', name.slice('@ironscore/'.length));
      if (!existsSync(path.join(dir, 'package.json'))) continue;
      visit(path.join(dir, 'package.json'));
      if (!NOT_USERS.has(name)) dirs.push(path.join(dir, 'src'));
    }
  };
  visit(path.join(ROOT, appDir, 'package.json'));
  return dirs;
}

/** Writes `<app>/dist/calls.json`: { app, calls }. */
export function recordAppCalls(app, known) {
  const calls = callsNamedIn(appSourceDirs(app.dir), known ?? contractCallNames());
  writeFileSync(path.join(ROOT, app.dir, 'dist', CALLS_FILE), `${JSON.stringify({ app: app.name, calls }, null, 2)}\n`);
  return calls;
}
