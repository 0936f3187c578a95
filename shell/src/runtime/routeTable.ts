/**
 * The route table of the page, composed at boot from what the remotes publish (issue 23): every
 * remote of /remotes.json publishes `routes.json` next to its mf-manifest.json (the routes and
 * /profile/{slug} pages it owns, packages/contract routeTable.mjs). The shell fetches them all at
 * once, composes the table (conflicts: the remote listed first in /remotes.json keeps the path;
 * each one is reported on the console and in the composition report) and publishes it for the
 * page (packages/host: the router, the profile menu of the shell and of the remotes' frames).
 *
 * A remote whose file cannot be read (down, slow, broken) keeps its paths reserved with the copy
 * /remotes.json carries (`routes`, written at deploy time from the remote's published file): its
 * routes render its area, which shows the remote's fallback, not the 404. Without such a copy its
 * paths are unknown and go to the 404.
 */
import { composeRoutes, describeConflict, readRouteFile, ROUTE_FILE, type ComposedRoutes, type ReadRouteFile, type RuntimeConfig } from '@ironscore/contract';
import { publishRouteTable } from '@ironscore/host';

/** How long boot waits for a remote's routes.json before it takes the copy of /remotes.json. */
export const ROUTE_FILE_TIMEOUT_MS = 3_000;

/** The id of the composition report: `<script type="application/json">` in the page's head. */
export const COMPOSITION_REPORT_ID = 'ironscore-composition';

/** The URL of a remote's routes.json: next to the manifest /remotes.json names. */
export function routeFileUrl(entry: string): string | null {
  try {
    return new URL(ROUTE_FILE, new URL(entry, window.location.href)).href;
  } catch {
    return null;
  }
}

async function fetchRouteFile(remote: string, entry: string, fetchImpl: typeof fetch): Promise<ReadRouteFile | null> {
  const url = routeFileUrl(entry);
  if (!url) return null;
  try {
    const response = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(ROUTE_FILE_TIMEOUT_MS) });
    return response.ok ? readRouteFile(await response.json(), remote) : null;
  } catch {
    return null;
  }
}

/**
 * The composed table of the deployment `config`: every remote's published file, else the copy of
 * /remotes.json. Published for the page and reported (console, COMPOSITION_REPORT_ID).
 */
export async function loadRouteTable(config: RuntimeConfig, fetchImpl: typeof fetch = fetch): Promise<ComposedRoutes> {
  const names = Object.keys(config.remotes);
  const live = await Promise.all(names.map((name) => fetchRouteFile(name, config.remotes[name]!, fetchImpl)));
  const table = composeRoutes(
    names.map((remote, i) => {
      if (live[i]) return { remote, file: live[i], from: 'live' as const };
      const snapshot = readRouteFile(config.routes[remote], remote);
      return { remote, file: snapshot, from: 'snapshot' as const };
    }),
  );
  report(table);
  publishRouteTable(table);
  return table;
}

/** Conflicts and remotes served from the copy on the console; the whole composition in the page's head. */
function report(table: ComposedRoutes): void {
  for (const conflict of table.conflicts) console.warn(`IronScore routes: ${describeConflict(conflict)}`);
  for (const [remote, { from, dropped }] of Object.entries(table.remotes)) {
    if (from === 'snapshot') console.warn(`IronScore routes: the routes.json of ${remote} could not be read; its paths are kept from /remotes.json`);
    if (from === 'none') console.error(`IronScore routes: no routes known for ${remote} (its routes.json could not be read and /remotes.json has no copy)`);
    if (dropped.length) console.warn(`IronScore routes: entries of ${remote} left out as invalid: ${dropped.join(', ')}`);
  }
  document.getElementById(COMPOSITION_REPORT_ID)?.remove();
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = COMPOSITION_REPORT_ID;
  element.textContent = JSON.stringify({
    remotes: table.remotes,
    conflicts: table.conflicts.map((conflict) => ({ ...conflict, text: describeConflict(conflict) })),
    routes: table.routes.map(({ remote, id, path, access }) => ({ remote, id, path, access })),
    profile: table.profile.map(({ remote, slug, types }) => ({ remote, slug, types })),
  });
  document.head.append(element);
}
