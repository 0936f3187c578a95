// The route table of the built site: every remote's published routes (its build's dist/routes.json,
// in the order of platform.data.json), composed as the shell composes them at boot
// (packages/contract routeTable.mjs, plain JavaScript the suite can import).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import platform from '../../packages/contract/src/platform.data.json' with { type: 'json' };
import { composeRoutes, readRouteFile, type ComposedRoutes } from '../../packages/contract/src/routeTable.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Whether every remote has been built (the suite is also listed before the builds, e.g. by the tag check). */
export function routeTableBuilt(): boolean {
  return platform.apps.filter((app) => app.name !== 'shell').every((app) => existsSync(path.join(ROOT, app.dir, 'dist', 'routes.json')));
}

export function builtRouteTable(): ComposedRoutes {
  return composeRoutes(
    platform.apps
      .filter((app) => app.name !== 'shell')
      .map((app) => {
        const file = path.join(ROOT, app.dir, 'dist', 'routes.json');
        return { remote: app.name, file: readRouteFile(JSON.parse(readFileSync(file, 'utf8')), app.name) };
      }),
  );
}
