import fs from 'node:fs';
import path from 'node:path';
import { APPS, REMOTE_NAMES } from './platform';

const ROOT = path.resolve(__dirname, '../../..');

test('platform.data.json lists the shell first, then the remotes, each in its mfe-<name> folder', () => {
  expect(APPS[0]).toMatchObject({ name: 'shell', dir: 'shell' });
  for (const name of REMOTE_NAMES) expect(APPS.find((a) => a.name === name)?.dir).toBe(`mfe-${name}`);
});

test('every app has its own folder, with its package and webpack config, and its own port', () => {
  expect(new Set(APPS.map((a) => a.dir)).size).toBe(APPS.length);
  expect(new Set(APPS.map((a) => a.port)).size).toBe(APPS.length);
  for (const app of APPS) {
    expect(fs.existsSync(path.join(ROOT, app.dir, 'package.json'))).toBe(true);
    expect(fs.existsSync(path.join(ROOT, app.dir, 'webpack.config.cjs'))).toBe(true);
  }
});

test('every remote declares the routes it owns (src/routes.ts) and no folder mfe-* is left out of the list', () => {
  for (const name of REMOTE_NAMES) expect(fs.existsSync(path.join(ROOT, `mfe-${name}`, 'src/routes.ts'))).toBe(true);
  const folders = fs.readdirSync(ROOT).filter((entry) => entry.startsWith('mfe-') && fs.existsSync(path.join(ROOT, entry, 'package.json')));
  expect(folders.sort()).toEqual(REMOTE_NAMES.map((name) => `mfe-${name}`).sort());
});
