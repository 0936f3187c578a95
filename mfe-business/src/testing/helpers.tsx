/**
 * Test helpers of the business screens: render a /profile/{slug} page through the remote's App,
 * signed in as a source or brand owner, and answer `api.call` by call name.
 * Test files must `jest.mock('@ironscore/api', ...)` themselves:
 *   jest.mock('@ironscore/api', () => ({ ...jest.requireActual('@ironscore/api'), api: { call: jest.fn() } }));
 */
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Envelope } from '@ironscore/contract';
import { HostProvider } from '@ironscore/host';
import { useSession } from '@ironscore/session';
import { AlertHost, ToastHost } from '@ironscore/ui';
import { publishRouteTable } from '@ironscore/host';
import { repoRouteTable } from '@ironscore/host/src/testing/routeTable';
import App, { preloadPages } from '../App';
import type { BusinessType } from '../business';
import { answerCalls as answerApiCalls } from '@ironscore/api/src/testing';
export { callMock, payloadsOf, type Responder } from '@ironscore/api/src/testing';

/**
 * Answers `api.call` by call name (packages/api's answerCalls); Get_Profile, the profile sidebar's
 * user, stays pending unless the table answers it (the sidebar then shows its placeholder).
 */
export const answerCalls: typeof answerApiCalls = (table, unlisted) => answerApiCalls({ Get_Profile: 'pending', ...table }, unlisted);

export const ok = <D,>(data: D, totalData?: number): Envelope<D> => ({
  status: true,
  message: '',
  data,
  ...(totalData !== undefined ? { totalData } : {}),
});
export const refused = (message = 'Refused'): Envelope<null> => ({ status: false, message, data: null });

// The pages are lazy chunks: load them all once, so every test renders synchronously.
beforeAll(() => preloadPages());
// The route table the shell composes (the profile menu of the frame lists every remote's pages).
beforeAll(() => publishRouteTable(repoRouteTable()));

/** Render /profile/{slug} signed in as an owner of `type` (or a member). */
export function renderPage(slug: string, type: BusinessType | 'member' = 'source') {
  useSession.setState({
    user: { user_id: 4, user_name: 'owner', user_email: 'o@x.example', user_verification_status: 1, user_type: type },
  });
  const renderExpose = jest.fn((id: string) => <p>expose {id}</p>);
  const view = render(
    <HostProvider value={{ renderExpose: renderExpose as never }}>
      <MemoryRouter initialEntries={[`/profile/${slug}`]}>
        <Routes>
          <Route path="/profile/:profile_slug_url" element={<App route="profile" />} />
          <Route path="/source/:slug" element={<p>public source page</p>} />
          <Route path="/brand/:slug" element={<p>public brand page</p>} />
        </Routes>
      </MemoryRouter>
      <ToastHost />
      <AlertHost />
    </HostProvider>,
  );
  return { ...view, renderExpose };
}
