/**
 * The route table the repository's remotes compose: each remote's declaration (its src/routes.ts,
 * as its build publishes it) in the order of platform.data.json, composed as the shell composes the
 * published files at boot. For the tests of the shell and of the remotes whose pages read the
 * composed table (the profile menu): `publishRouteTable(repoRouteTable())`, as the shell's boot does.
 */
import { APPS, composeRoutes, routeFileOf, type ComposedRoutes, type RemoteRoutes, type RouteFile } from '@ironscore/contract';

/** Every remote's published file, in the order of platform.data.json. */
export function repoRouteFiles(): RouteFile[] {
  return APPS.filter((app) => app.name !== 'shell').map((app) => {
    // The remotes are data (platform.data.json): their declarations are found, not imported by name.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { ROUTES } = require(`../../../../${app.dir}/src/routes`) as { ROUTES: RemoteRoutes };
    return routeFileOf(ROUTES);
  });
}

/** The repository's files and `extra` (remotes listed after them), composed. */
export function repoRouteTable(extra: RouteFile[] = [], files = repoRouteFiles()): ComposedRoutes {
  return composeRoutes([...files, ...extra].map((file) => ({ remote: file.remote, file })));
}
