/**
 * Test helpers of the profile screens: sign a fake user in, render /profile/:slug through the
 * remote's App inside a memory router, and answer `api.call` by call name.
 * Test files must `jest.mock('@ironscore/api', …)` themselves:
 *   jest.mock('@ironscore/api', () => ({ ...jest.requireActual('@ironscore/api'), api: { call: jest.fn() } }));
 */
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Envelope, LoginUser, ProfileUser, UserType } from '@ironscore/contract';
import { signIn, useSession } from '@ironscore/session';
import { publishRouteTable } from '@ironscore/host';
import { repoRouteTable } from '@ironscore/host/src/testing/routeTable';
import App, { preloadPages } from '../App';
import { answerCalls as answerCallsBy, type CallTable } from '@ironscore/api/src/testing';
export { callMock, payloadsOf, type Responder } from '@ironscore/api/src/testing';
/** Answer api.call by name (see @ironscore/api's testing helpers); unlisted calls answer ok(null). */
export const answerCalls = (table: CallTable) => answerCallsBy(table, ok(null));

// The pages are lazy chunks: load them all once, so every test renders synchronously.
beforeAll(() => preloadPages());
// The route table the shell composes (the profile menu of the frame lists every remote's pages).
beforeAll(() => publishRouteTable(repoRouteTable()));

export const ok = <D,>(data: D, extra: Record<string, unknown> = {}): Envelope<D> => ({ status: true, message: '', data, ...extra });
export const refused = (message = 'Refused', errors?: Record<string, string>): Envelope<null> => ({
  status: false,
  message,
  data: null,
  ...(errors ? { errors } : {}),
});

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function signInAs(user: Partial<LoginUser> & { user_type: UserType } = { user_type: 'member' }): void {
  const claims = { user_id: 7, user_name: 'jane', user_email: 'jane@example.com', user_verification_status: 1, exp: Math.floor(Date.now() / 1000) + 3600, ...user };
  if (!signIn(`${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}.c2ln`)) throw new Error('fake token refused');
}

export function signOutAll(): void {
  localStorage.clear();
  useSession.setState({ token: null, user: null, expiresAt: null, unread: [], chatToken: null });
}

export function profileOf(fields: Partial<ProfileUser> = {}): ProfileUser {
  return {
    user_id: 7,
    user_type: 'member',
    user_name: 'jane',
    user_fullname: 'Jane Doe',
    user_profile_image: 'default.jpg',
    user_community_image: 'default.jpg',
    user_rank: { rank_no: 1, rank_name: 'Iron Seeker' },
    user_score: 240,
    next_ranks: [
      { rank_no: 2, rank_name: 'Steel Grinder', rank_score: 500, impact: 10 },
      { rank_no: 3, rank_name: 'Muscle Architect', rank_score: 1500, impact: 20 },
    ],
    user_live_in: 'Germany',
    user_bio: '<p>Lifting since 2010.</p>',
    user_weight: '82',
    user_height: '180',
    user_body_fat: '15',
    member_since: '2024-03-01T10:00:00.000Z',
    total_follower: 12,
    total_followed: 8,
    total_comments: 3,
    total_reviews: 5,
    total_likes: 9,
    user_verification_status: 1,
    user_phone_number: '5551234',
    user_email: 'jane@example.com',
    notification_receive_message: 1,
    notification_review_comment: 1,
    notification_favorite_share: 0,
    notification_content_like: 1,
    notification_security_account: 1,
    privacy_see_profile: 'Everyone',
    privacy_see_content: 'Everyone',
    privacy_see_special_ads: 'Yes',
    privacy_holiday_mode: 'No',
    login_log: [{ created_date: '2026-11-20T08:00:00.000Z' }],
    ...fields,
  };
}

/** Render /profile/{slug}{search} through the App (the shell's route shape). */
export function renderProfile(slug: string, search = '') {
  return render(
    <MemoryRouter initialEntries={[`/profile/${slug}${search}`]}>
      <Routes>
        <Route path="/profile/:profile_slug_url" element={<App route="profile" />} />
        <Route path="/404" element={<p>not found view</p>} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

function Where() {
  const l = useLocation();
  return <output data-testid="location">{l.pathname + l.search}</output>;
}

if (typeof window !== 'undefined') {
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
  Element.prototype.scrollIntoView = Element.prototype.scrollIntoView ?? (() => undefined);
}
