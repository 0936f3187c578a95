/**
 * Test helpers of the community screens: render a community route inside a memory router (with a
 * stand-in not-found view and the page title outlet) and answer `api.call` by call name. Test
 * files `jest.mock('@ironscore/api', …)` themselves and import ./polyfills first.
 */
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Envelope, LoginUser, PageKeysOf, Post } from '@ironscore/contract';
import { PageMetaOutlet } from '@ironscore/host';
import { useSession } from '@ironscore/session';
import App, { preloadPages } from '../App';
import type { ROUTES } from '../routes';
export { answerCalls, callMock, payloadsOf, type Responder } from '@ironscore/api/src/testing';

type CommunityRoute = PageKeysOf<typeof ROUTES>;

// The pages are lazy chunks: load them all once, so every test renders synchronously.
beforeAll(() => preloadPages());

export const ok = <D,>(data: D, totalData?: number, extra: Record<string, unknown> = {}): Envelope<D> => ({
  status: true,
  message: '',
  data,
  ...(totalData !== undefined ? { totalData } : {}),
  ...extra,
});

export const MEMBER: LoginUser = { user_id: 42, user_email: 'm@example.com', user_name: 'member42', user_verification_status: 1, user_type: 'member' } as LoginUser;

export function signedIn(user: LoginUser | null = MEMBER) {
  useSession.setState({ user, token: user ? 'token' : null });
}

export function renderRoute(route: CommunityRoute, path: string, url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={path} element={<App route={route} />} />
        <Route path="/404" element={<p>not found view</p>} />
      </Routes>
      <PageMetaOutlet fallbackTitle="IronScore" />
    </MemoryRouter>,
  );
}

/** A post as the server answers it (text by MEMBER's friend 'writer7' unless overridden). */
export function makePost(id: number, extra: Partial<Post> = {}): Post {
  return {
    post_id: id,
    user_id: 7,
    user_name: 'writer7',
    user_profile_image: 'default.jpg',
    user_rank: { rank_no: 1, rank_name: 'Rookie' } as Post['user_rank'],
    user_score: 12,
    post_method: 'everyone',
    created_date: new Date(Date.now() - id * 60_000).toISOString(),
    content_edited: 0,
    post_content: `<p>Post number ${id}</p>`,
    post_type: 'text',
    post_image: 'default.jpg',
    post_poll: null,
    post_poll_answers: [],
    post_poll_voted: 0,
    like_count: 0,
    post_liked: 0,
    comments: [],
    ...extra,
  };
}

/** IntersectionObserver for jsdom: `scrollToBottom()` makes every observed anchor visible. */
export function fakeIntersectionObserver() {
  const observers = new Set<{ cb: IntersectionObserverCallback; els: Element[] }>();
  (globalThis as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    private entry: { cb: IntersectionObserverCallback; els: Element[] };
    constructor(cb: IntersectionObserverCallback) {
      this.entry = { cb, els: [] };
      observers.add(this.entry);
    }
    observe(el: Element) {
      this.entry.els.push(el);
    }
    unobserve() {}
    disconnect() {
      observers.delete(this.entry);
    }
  };
  return {
    scrollToBottom() {
      for (const o of observers) o.cb(o.els.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry), {} as IntersectionObserver);
    },
  };
}
