/**
 * Test helpers of the catalog screens: render a catalog route inside a memory router (with a
 * location probe and a stand-in not-found view) and answer `api.call` by call name.
 * Test files must `jest.mock('@ironscore/api', ...)` themselves (see mockApiModule).
 */
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { PageMetaOutlet } from '@ironscore/host';
import type { Envelope, PageKeysOf } from '@ironscore/contract';
import App, { preloadPages } from '../App';
import type { ROUTES } from '../routes';
export { answerCalls, callMock, payloadsOf, type Responder } from '@ironscore/api/src/testing';

type CatalogRoute = PageKeysOf<typeof ROUTES>;

export const ok = <D,>(data: D, totalData?: number): Envelope<D> => ({
  status: true,
  message: '',
  data,
  ...(totalData !== undefined ? { totalData } : {}),
});
export const refused = (message = 'Not found'): Envelope<null> => ({ status: false, message, data: null });

// Pages other than home are lazy chunks: load them all once, so every test renders synchronously.
beforeAll(() => preloadPages());

/** Render `route` (mounted at `path`) at `url`. */
export function renderRoute(route: CatalogRoute, path: string, url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={path} element={<App route={route} />} />
        <Route path="/404" element={<p>not found view</p>} />
      </Routes>
      <LocationProbeOutside />
      <PageMetaOutlet fallbackTitle="IronScore" />
    </MemoryRouter>,
  );
}

/** Location as seen outside the page routes (also after a redirect to /404). */
function LocationProbeOutside() {
  const location = useLocation();
  return <output data-testid="final-location">{location.pathname + location.search}</output>;
}

/** The current address (path + query) of the memory router. */
export const currentUrl = (container: { getByTestId: (id: string) => HTMLElement }) =>
  container.getByTestId('final-location').textContent ?? '';

// jsdom has no scrolling: the list screens scroll to the top on a page change.
if (typeof window !== 'undefined') window.scrollTo = (() => undefined) as typeof window.scrollTo;
