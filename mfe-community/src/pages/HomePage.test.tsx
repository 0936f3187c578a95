import '../testing/polyfills';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, NOTIFICATION_POLL_MS } from '@ironscore/contract';
import { on } from '@ironscore/events';
import { answerCalls, callMock, fakeIntersectionObserver, makePost, ok, payloadsOf, renderRoute, signedIn } from '../testing/helpers';

jest.mock('@ironscore/api', () => ({ ...jest.requireActual('@ironscore/api'), api: { call: jest.fn() } }));
jest.mock('../lib/useStartLoader', () => ({ useStartLoader: () => false }));
// Typing through userEvent is slow on a loaded machine; these flows type a lot.
jest.setTimeout(90_000);

const render = (url = '/community/home') => renderRoute('home', '/community/home', url);

/** 25 posts (ids 125 … 101), answered the way the server pages them (keyset, total = loaded + 1 while more follow). */
function feedOf(count = 25) {
  const posts = Array.from({ length: count }, (_, i) => makePost(100 + count - i));
  return (p: Record<string, unknown>) => {
    const before = Number(p.before_post_id ?? 0) || Infinity;
    const rest = posts.filter((x) => x.post_id < before);
    const page = rest.slice(0, Number(p.limit ?? 10));
    return ok(page, Number(p.offset ?? 0) + page.length + (rest.length > page.length ? 1 : 0));
  };
}

const side = {
  Get_UserCommunityToken: ok({ user_id: 42, user_name: 'member42', user_fullname: 'Mia Member', user_profile_image: '', user_rank: { rank_no: 1, rank_name: 'Rookie' }, user_score: 3, hashtags: ['protein'] }),
  Get_CommunityList: ok([{ community_id: 7, community_name: 'Iron Club', community_style: 'bg-community-2' }]),
  Get_CommunityNotificationCount: ok({ notification_count: 3 }),
  Get_CommunityHighlights: ok([{ tag: 'creatine' }, { tag: 'whey' }]),
  Get_WhoToFollow: ok([{ user_id: 9, user_name: 'lifter9', user_profile_image: 'default.jpg' }]),
  Get_ExploreCommunities: ok([]),
  Get_NewsPagination: ok([{ news_id: 1, news_name: 'Creatine study', news_slug_url: 'creatine-study' }], 1),
};

beforeEach(() => callMock().mockClear());
afterEach(() => jest.useRealTimers());

test('greeting, menu row (Home, joined communities, hashtags, notification count), composer, feed and side column', async () => {
  signedIn();
  answerCalls({ ...side, Get_CommunityPostList: feedOf(3) });
  render();
  expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Mia Member!' })).toBeInTheDocument();
  const menu = screen.getByRole('navigation', { name: 'Community menu' });
  expect(within(menu).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/community/home');
  expect(await within(menu).findByRole('link', { name: 'Iron Club' })).toHaveAttribute('href', '/community/page/7');
  expect(await within(menu).findByRole('link', { name: '#protein' })).toHaveAttribute('href', '/community/home?hashtag=protein');
  expect(await within(menu).findByRole('link', { name: `${MSG.labels.notifications}, 3 new` })).toHaveAttribute('href', '/community/notification');
  expect(screen.getByRole('region', { name: 'Create a post' })).toBeInTheDocument();
  expect(await screen.findAllByRole('article')).toHaveLength(3);
  expect(await screen.findByRole('link', { name: '#creatine' })).toHaveAttribute('href', '/community/home?hashtag=creatine');
  expect(await screen.findByRole('link', { name: 'lifter9' })).toHaveAttribute('href', '/community/profile/lifter9');
  expect(await screen.findByText(MSG.empty.noCommunityToRecommend)).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Creatine study' })).toHaveAttribute('href', '/news/creatine-study');
});

test('the notification count is asked again every 60 seconds', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
  signedIn();
  let count = 1;
  answerCalls({ ...side, Get_CommunityNotificationCount: () => ok({ notification_count: count }), Get_CommunityPostList: feedOf(1) });
  render();
  expect(await screen.findByRole('link', { name: `${MSG.labels.notifications}, 1 new` })).toBeInTheDocument();
  const asked = payloadsOf('Get_CommunityNotificationCount').length;
  count = 5;
  await act(async () => void jest.advanceTimersByTime(NOTIFICATION_POLL_MS - 1000));
  expect(payloadsOf('Get_CommunityNotificationCount')).toHaveLength(asked);
  await act(async () => void jest.advanceTimersByTime(1000));
  expect(await screen.findByRole('link', { name: `${MSG.labels.notifications}, 5 new` })).toBeInTheDocument();
});

test('infinite scroll: the next page loads at the bottom anchor with the keyset cursor, then "No more content."', async () => {
  const io = fakeIntersectionObserver();
  signedIn();
  answerCalls({ ...side, Get_CommunityPostList: feedOf(25) });
  render();
  expect(await screen.findAllByRole('article')).toHaveLength(10);
  expect(screen.queryByText(MSG.empty.noMoreContent)).not.toBeInTheDocument();
  act(() => io.scrollToBottom());
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
  act(() => io.scrollToBottom());
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(25));
  expect(screen.getByText(MSG.empty.noMoreContent)).toBeInTheDocument();
  act(() => io.scrollToBottom());
  expect(payloadsOf('Get_CommunityPostList')).toEqual([
    { limit: 10, hashtag_name: '' },
    { limit: 10, hashtag_name: '', offset: 10, before_post_id: 116 },
    { limit: 10, hashtag_name: '', offset: 20, before_post_id: 106 },
  ]);
});

test('an empty feed reads the spec message', async () => {
  signedIn();
  answerCalls({ ...side, Get_CommunityPostList: ok([], 0) });
  render();
  expect(await screen.findByText(MSG.empty.communityFeedEmpty)).toBeInTheDocument();
});

test('?hashtag= shows that hashtag’s feed; hashtags in posts link to it', async () => {
  signedIn();
  answerCalls({ ...side, Get_CommunityPostList: ok([makePost(5, { post_content: '<p>Leg day #Squat and <a href="https://x.example/#nope">a link</a></p>' })], 1) });
  render('/community/home?hashtag=squat');
  const post = await screen.findByRole('article');
  expect(within(post).getByRole('link', { name: '#Squat' })).toHaveAttribute('href', '/community/home?hashtag=squat');
  expect(within(post).getByRole('link', { name: 'a link' })).toHaveAttribute('href', 'https://x.example/#nope');
  expect(payloadsOf('Get_CommunityPostList')[0]).toEqual({ limit: 10, hashtag_name: 'squat' });
  expect(screen.getByText(/Posts with/)).toHaveTextContent('Posts with #squat');
  expect(screen.queryByRole('region', { name: 'Create a post' })).not.toBeInTheDocument();
});

test('visitors see blurred placeholders and a prompt that opens the sign-in popup; nothing personal is asked', async () => {
  signedIn(null);
  answerCalls(side);
  const opened = jest.fn();
  const off = on('auth:open', opened);
  render();
  expect(await screen.findByText(MSG.gating.loginToViewMore)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(opened).toHaveBeenCalled();
  expect(await screen.findByRole('link', { name: 'Creatine study' })).toBeInTheDocument();
  expect(payloadsOf('Get_CommunityPostList')).toEqual([]);
  expect(payloadsOf('Get_CommunityNotificationCount')).toEqual([]);
  off();
});

test('who to follow: from Follow until the list is read again the button is busy and disabled (a second click would unfollow)', async () => {
  signedIn();
  let followed = false;
  let release: () => void = () => undefined;
  answerCalls({
    ...side,
    Get_CommunityPostList: feedOf(1),
    Get_WhoToFollow: () => {
      const reply = ok(followed ? [] : [{ user_id: 9, user_name: 'lifter9', user_profile_image: 'default.jpg' }]);
      return followed ? new Promise((resolve) => (release = () => resolve(reply))) : reply;
    },
    Set_FollowUnFollowUser: () => {
      followed = true;
      return ok({ message: MSG.community.userFollowed });
    },
  });
  render();
  const follow = await screen.findByRole('button', { name: 'Follow lifter9' });
  await userEvent.click(follow);
  await waitFor(() => expect(payloadsOf('Get_WhoToFollow').length).toBeGreaterThanOrEqual(2));
  expect(follow).toBeDisabled();
  expect(follow).toHaveAttribute('aria-busy', 'true');
  await userEvent.click(follow);
  expect(payloadsOf('Set_FollowUnFollowUser')).toEqual([{ user_id: 9 }]);
  await act(async () => release());
  expect(await screen.findByText(MSG.empty.noUsersToRecommend)).toBeInTheDocument();
});
