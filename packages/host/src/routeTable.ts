/**
 * The composed route table of the page (issue 23), one for the shell and every remote: the shell
 * composes it at boot from the remotes' published routes.json (packages/contract routeTable.mjs)
 * and publishes it here; a remote reads it (the profile menu of its profile frame shows the pages
 * every remote declares, not the ones it was built with). Shared as a singleton with the rest of the
 * host API (packages/mf-config). A remote opened standalone publishes its own declaration.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { composeRoutes, profileMenu, type ComposedRoutes, type MenuItem } from '@ironscore/contract';

let table: ComposedRoutes = composeRoutes([]);
const listeners = new Set<() => void>();

/** Sets the page's route table (the shell at boot, a standalone remote, tests). */
export function publishRouteTable(next: ComposedRoutes): void {
  table = next;
  for (const listener of listeners) listener();
}

export const getRouteTable = (): ComposedRoutes => table;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The page's route table, re-rendering when it is published again. */
export function useRouteTable(): ComposedRoutes {
  return useSyncExternalStore(subscribe, getRouteTable, getRouteTable);
}

/** The profile menu of a signed-in user (none without one): the profile pages of the type, then the routes' entries. */
export function useProfileMenu(user: { user_type: string; manager: boolean } | null): MenuItem[] {
  const current = useRouteTable();
  const userType = user?.user_type ?? null;
  const manager = user?.manager ?? false;
  return useMemo(() => (userType ? profileMenu(current, { userType, manager }) : []), [current, userType, manager]);
}
