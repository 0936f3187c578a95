/**
 * Route-level data prefetch: at boot the shell asks for what the current page's remote reads
 * first, in parallel with loading the remote, into the one QueryClient the remote reads through
 * (@tanstack/react-query is a shared singleton). The remote's `useCallQuery` then finds the reply
 * in the cache instead of asking after its code has arrived.
 *
 * The payloads must equal the remote's (same query key, packages/data `callKey`): they mirror
 * mfe-catalog's pages (HomePage, SourcesPage, BrandDetailPage, ProductDetailPage, SourceDetailPage).
 * A payload that drifts apart costs one wasted request, never a wrong page. Only calls whose reply
 * stays fresh for a while (`cached: true` in the contract, 5 minutes) are prefetched: the page
 * would ask again for any other call as soon as it mounts.
 *
 * A page of one item may come with its answers already: the catalog's server rendered it with its
 * data (packages/static-server request-frame.mjs) and the shell's server put the answers into the
 * page (`#ironscore-state`). They go into the cache first (`hydrateServedData`), with the time they
 * were fetched, so the remote's first render is the page the visitor already sees.
 */
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { CALL_KEY_ROOT, callQuery } from '@ironscore/data';
import { routeOf } from './routeRemote';

/** The queries the page at `pathname` starts with (empty when the shell does not know them). */
export function routeQueries(pathname: string) {
  const found = routeOf(pathname);
  if (!found || found.route.access !== 'public') return [];
  switch (found.route.key) {
    case 'catalog:home':
      return [
        callQuery('Get_SourceCategories', {}),
        callQuery('Get_TopSources', { category_id: 0 }),
        callQuery('Get_LastSourceReviews', {}),
        callQuery('Get_LastBrandReviews', {}),
        callQuery('Get_TopBrands', {}),
        callQuery('Get_LastTopComments', {}),
      ];
    case 'catalog:sources':
      return [callQuery('Get_SourceCategories', {})];
    default:
      return [];
  }
}

/** Starts the current page's queries (failures are left to the page, which asks again). */
export function prefetchRouteData(client: QueryClient, pathname: string): void {
  for (const query of routeQueries(pathname)) void client.prefetchQuery(query as Parameters<QueryClient['prefetchQuery']>[0]);
}

/** The element the shell's server puts a request-time frame's answers in (packages/static-server first-frame.mjs). */
export const SERVED_STATE_ID = 'ironscore-state';

/** Puts the answers the page was served with into `client` (the calls' keys only); a bad element is ignored. */
export function hydrateServedData(client: QueryClient, doc: Document = document): void {
  const element = doc.getElementById(SERVED_STATE_ID);
  if (!element?.textContent) return;
  try {
    const state = JSON.parse(element.textContent) as DehydratedState;
    const queries = Array.isArray(state.queries) ? state.queries.filter((q) => Array.isArray(q.queryKey) && q.queryKey[0] === CALL_KEY_ROOT) : [];
    hydrate(client, { mutations: [], queries });
  } catch {
    // Not JSON: the page asks for its data as usual.
  }
}
