/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPS } from '@ironscore/contract';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { routeFileOfApp } = require('./plugin.cjs') as { routeFileOfApp: (name: string, dir: string) => { remote: string; routes: unknown[] } };

const root = path.resolve(__dirname, '../../../..');

it('publishes every remote\'s declaration (src/routes.ts) as its route file', () => {
  for (const app of APPS.filter((a) => a.name !== 'shell')) {
    expect(routeFileOfApp(app.name, path.join(root, app.dir))).toMatchObject({ version: 1, remote: app.name });
  }
});

it('fails the build of a remote without a declaration, with another remote\'s, or with a bad one', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'routes-plugin-'));
  try {
    expect(() => routeFileOfApp('deals', dir)).toThrow(/deals has no src\/routes\.ts/);
    fs.mkdirSync(path.join(dir, 'src'));
    const write = (body: string) => fs.writeFileSync(path.join(dir, 'src/routes.ts'), body);
    write(`export const ROUTES = { remote: 'catalog', label: 'X', routes: [] };`);
    expect(() => routeFileOfApp('deals', dir)).toThrow(/declares the routes of "catalog", this app is "deals"/);
    write(`export const ROUTES = { remote: 'deals', label: 'Deals', routes: [{ id: 'deals', path: 'deals', access: 'public', title: { name: 'Deals' } }] };`);
    expect(() => routeFileOfApp('deals', dir)).toThrow(/path "deals" is not a route path/);
    write(`export const ROUTES = { remote: 'deals', label: 'Deals', routes: [{ id: 'deals', path: '/deals', access: 'public', title: { name: 'Deals' } }] } as const;`);
    expect(routeFileOfApp('deals', dir).routes).toEqual([{ id: 'deals', path: '/deals', access: 'public', title: { name: 'Deals' } }]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
