/**
 * Test helpers of the business screens: render a /profile/{slug} page through the remote's App,
 * signed in as a source or brand owner, and answer `api.call` by call name.
 * Test files must `jest.mock('@ironscore/api', ...)` themselves:
 *   jest.mock('@ironscore/api', () => ({ ...jest.requireActual('@ironscore/api'), api: { call: jest.fn() } }));
 */
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { api } from '@ironscore/api';
import type { Envelope } from '@ironscore/contract';
import { HostProvider } from '@ironscore/host';
import { useSession } from '@ironscore/session';
import { AlertHost, ToastHost } from '@ironscore/ui';
import App from '../App';
import type { BusinessType } from '../business';

export const ok = <D,>(data: D, totalData?: number): Envelope<D> => ({
  status: true,
  message: '',
  data,
  ...(totalData !== undefined ? { totalData } : {}),
});
export const refused = (message = 'Refused'): Envelope<null> => ({ status: false, message, data: null });

export type Responder = (payload: Record<string, unknown>) => unknown;

export const callMock = () => api.call as unknown as jest.Mock;

/** Answer api.call by name (a value, a function of the payload, or 'pending'); others answer an empty list. */
export function answerCalls(table: Record<string, unknown | Responder | 'pending'>) {
  callMock().mockImplementation((name: string, payload: Record<string, unknown> = {}) => {
    if (!(name in table)) return Promise.resolve(ok([], 0));
    const entry = table[name];
    if (entry === 'pending') return new Promise(() => undefined);
    const value = typeof entry === 'function' ? (entry as Responder)(payload) : entry;
    return value instanceof Promise ? value : Promise.resolve(value);
  });
}

/** Payloads of every call of `name` so far. */
export const payloadsOf = (name: string): Record<string, unknown>[] =>
  callMock()
    .mock.calls.filter((c: unknown[]) => c[0] === name)
    .map((c: unknown[]) => (c[1] ?? {}) as Record<string, unknown>);

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
