import '../testing/polyfills';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, type CommunityProfile } from '@ironscore/contract';
import { on } from '@ironscore/events';
import { MEMBER, answerCalls, callMock, makePost, ok, payloadsOf, renderRoute, signedIn } from '../testing/helpers';

jest.mock('@ironscore/api', () => ({ ...jest.requireActual('@ironscore/api'), api: { call: jest.fn() } }));
jest.mock('../lib/useStartLoader', () => ({ useStartLoader: () => false }));
// Typing through userEvent is slow on a loaded machine; these flows type a lot.
jest.setTimeout(90_000);

const render = (name: string) => renderRoute('community-profile', '/community/profile/:username', `/community/profile/${name}`);

const profile = (extra: Partial<CommunityProfile> = {}): CommunityProfile => ({
  user_id: 7,
  user_name: 'writer7',
  private: false,
  user_fullname: 'Wanda Writer',
  user_profile_image: 'default.jpg',
  user_community_image: 'default.jpg',
  user_rank: { rank_no: 2, rank_name: 'Athlete' } as CommunityProfile['user_rank'],
  user_score: 120,
  posts_count: 14,
  followers_count: 3,
  followed_count: 2,
  fav_source_count: 5,
  fav_brand_count: 1,
  user_bio: 'Powerlifter.',
  user_weight: '82',
  user_height: '180',
  user_body_fat: '',
  user_live_in: 'Leeds',
  profile_follow_button: true,
  profile_unfollow_button: false,
  profile_settings_button: false,
  create_post: false,
  ...extra,
});

beforeEach(() => callMock().mockClear());

test("another member's profile: counters, bio and stats, follow toggles, SEND MESSAGE emits message:start, their feed", async () => {
  signedIn();
  let following = false;
  answerCalls({
    Get_UserProfileToken: () => ok(profile({ profile_follow_button: !following, profile_unfollow_button: following, followers_count: following ? 4 : 3 })),
    Set_FollowUnFollowUser: () => {
      following = !following;
      return ok({ message: following ? MSG.community.userFollowed : MSG.success.userUnfollowed });
    },
    Get_CommunityPostList: ok([makePost(3)], 1),
  });
  const started: unknown[] = [];
  const off = on('message:start', (d) => started.push(d));
  render('writer7');
  expect(await screen.findByRole('heading', { level: 1, name: 'Wanda Writer' })).toBeInTheDocument();
  const header = screen.getByRole('region', { name: 'Profile of writer7' });
  expect(within(header).getByText('Favourite sources').nextSibling).toHaveTextContent('5');
  expect(header).toHaveTextContent('Powerlifter.');
  expect(header).toHaveTextContent('Live inLeeds');
  expect(header).not.toHaveTextContent(MSG.profile.bodyFat);
  expect(within(header).queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
  expect(await screen.findAllByRole('article')).toHaveLength(1);
  expect(payloadsOf('Get_CommunityPostList')[0]).toEqual({ limit: 10, hashtag_name: '', user_id: 7 });

  await userEvent.click(within(header).getByRole('button', { name: MSG.labels.follow }));
  expect(await within(header).findByRole('button', { name: MSG.labels.unfollow })).toBeInTheDocument();
  expect(within(header).getByText(MSG.profile.followers).nextSibling).toHaveTextContent('4');
  expect(payloadsOf('Set_FollowUnFollowUser')).toEqual([{ user_id: 7 }]);

  await userEvent.click(within(header).getByRole('button', { name: MSG.labels.sendMessage }));
  expect(started).toEqual([{ user_id: 7 }]);
  off();
});

test('from Follow until the profile is read again the button shows no state: neutral and disabled', async () => {
  signedIn();
  let following = false;
  let release: () => void = () => undefined;
  answerCalls({
    Get_UserProfileToken: () => {
      const reply = ok(profile({ profile_follow_button: !following, profile_unfollow_button: following }));
      return following ? new Promise((resolve) => (release = () => resolve(reply))) : reply;
    },
    Set_FollowUnFollowUser: () => {
      following = true;
      return ok({ message: MSG.community.userFollowed });
    },
  });
  render('writer7');
  const header = await screen.findByRole('region', { name: 'Profile of writer7' });
  await userEvent.click(within(header).getByRole('button', { name: MSG.labels.follow }));
  await waitFor(() => expect(payloadsOf('Get_UserProfileToken')).toHaveLength(2));
  expect(within(header).getByRole('button', { busy: true })).toBeDisabled();
  expect(within(header).queryByRole('button', { name: MSG.labels.follow })).not.toBeInTheDocument();
  expect(within(header).queryByRole('button', { name: MSG.labels.unfollow })).not.toBeInTheDocument();
  act(() => release());
  expect(await within(header).findByRole('button', { name: MSG.labels.unfollow })).toBeEnabled();
});

test('own profile: settings, no SEND MESSAGE; the followed list (10 per page) offers Unfollow with "User unfollowed."', async () => {
  signedIn();
  let followed = [
    { user_id: 7, user_name: 'writer7', user_profile_image: '' },
    { user_id: 8, user_name: 'lifter8', user_profile_image: '' },
  ];
  answerCalls({
    Get_UserProfileToken: ok(profile({ user_id: MEMBER.user_id, user_name: MEMBER.user_name, profile_follow_button: false, profile_settings_button: true })),
    Get_CommunityUserFollowedList: () => ok(followed, followed.length),
    Get_CommunityUserFollowersList: ok([{ user_id: 9, user_name: 'fan9', user_profile_image: '' }], 1),
    Set_FollowUnFollowUser: (p: Record<string, unknown>) => {
      followed = followed.filter((u) => u.user_id !== p.user_id);
      return ok({ message: MSG.success.userUnfollowed });
    },
    Get_CommunityPostList: ok([], 0),
  });
  const toasts: string[] = [];
  const off = on('toast', (t) => toasts.push(t.text));
  render(MEMBER.user_name);
  const header = await screen.findByRole('region', { name: `Profile of ${MEMBER.user_name}` });
  expect(within(header).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/profile/my-profile');
  expect(within(header).queryByRole('button', { name: MSG.labels.sendMessage })).not.toBeInTheDocument();
  expect(await screen.findByText(MSG.empty.communityFeedEmpty)).toBeInTheDocument();

  await userEvent.click(screen.getByRole('tab', { name: MSG.profile.followers }));
  expect(await screen.findByRole('link', { name: 'fan9' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Unfollow/ })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('tab', { name: MSG.profile.followed }));
  await userEvent.click(await screen.findByRole('button', { name: 'Unfollow lifter8' }));
  await waitFor(() => expect(screen.queryByRole('link', { name: 'lifter8' })).not.toBeInTheDocument());
  expect(toasts).toContain(MSG.success.userUnfollowed);
  expect(payloadsOf('Get_CommunityUserFollowedList')[0]).toEqual({ user_id: MEMBER.user_id, limit: 10, offset: 0 });
  off();
});

test('an unknown member goes to the not-found view', async () => {
  signedIn();
  answerCalls({ Get_UserProfileToken: { status: false, message: 'User not found.', data: null } });
  render('nobody');
  expect(await screen.findByText('not found view')).toBeInTheDocument();
});
