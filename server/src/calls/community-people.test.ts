/**
 * People in the community on the real database: follow toggles (karma, counters, notification;
 * concurrent follows both ways), followers and followed lists, who to follow, the community
 * profile with the privacy settings, the community token, and notifications (count, list, seen,
 * delete all).
 */
import { KARMA, MSG } from '@ironscore/contract';
import { fileTestApp } from '../test/harness';
import { sqlNumber } from './catalog-lib/test-helpers';
import { aggregateDrift, befriend, communityWrites, follows, join, newActor, newCommunity, newPost, userRow, type Actor } from './community-lib/test-helpers';

const t = fileTestApp();

const profile = (viewer: Actor, of: Actor) => t.call('Get_UserProfileToken', { user_name: of.user_name }, { token: viewer.token });

describe('follows', () => {
  test('one toggle: follow (2 karma to the follower, counters, a notification) and unfollow ("User unfollowed.", all reversed)', async () => {
    const a = await newActor(t);
    const b = await newActor(t);
    const [a0, b0] = [await userRow(t, a), await userRow(t, b)];
    const res = await t.call('Set_FollowUnFollowUser', { user_id: b.user_id }, { token: a.token });
    expect(res).toMatchObject({ status: true, data: { message: MSG.community.userFollowed } });
    expect(await userRow(t, a)).toMatchObject({ user_score: a0.user_score + KARMA.friendAdd, total_followed: a0.total_followed + 1 });
    expect(await userRow(t, b)).toMatchObject({ user_score: b0.user_score, total_follower: b0.total_follower + 1 });
    expect((await t.call('Get_CommunityNotificationCount', {}, { token: b.token })).data).toEqual({ notification_count: 1 });
    expect(await profile(a, b)).toMatchObject({ data: { profile_follow_button: false, profile_unfollow_button: true, followers_count: 1 } });

    const undo = await t.call('Set_FollowUnFollowUser', { user_id: b.user_id }, { token: a.token });
    expect(undo).toMatchObject({ status: true, data: { message: MSG.success.userUnfollowed } });
    expect(await userRow(t, a)).toEqual(a0);
    expect(await userRow(t, b)).toEqual(b0);
    expect((await t.call('Get_CommunityNotificationCount', {}, { token: b.token })).data).toEqual({ notification_count: 0 });
  });

  test('refused: oneself, unknown users, business accounts, and business accounts as followers — nothing written', async () => {
    const a = await newActor(t);
    const brand = await newActor(t, { user_type: 'brand', rank_no: 998 });
    const before = await communityWrites(t);
    expect(await t.call('Set_FollowUnFollowUser', { user_id: a.user_id }, { token: a.token })).toMatchObject({ status: false, message: MSG.community.cannotFollowSelf });
    expect(await t.call('Set_FollowUnFollowUser', { user_id: 99_999_999 }, { token: a.token })).toMatchObject({ status: false, message: MSG.notFound.user });
    expect(await t.call('Set_FollowUnFollowUser', { user_id: brand.user_id }, { token: a.token })).toMatchObject({ status: false, message: MSG.notFound.user });
    expect(await t.call('Set_FollowUnFollowUser', { user_id: a.user_id }, { token: brand.token })).toMatchObject({ status: false, message: MSG.community.membersOnly });
    expect(await t.call('Set_FollowUnFollowUser', { user_id: 'abc' }, { token: a.token })).toMatchObject({ status: false, message: 'A valid user_id is expected.' });
    expect(await communityWrites(t)).toEqual(before);
  });

  test('members following each other at the same moment (many pairs, both ways) keep counters and karma exact', async () => {
    const people = await Promise.all(Array.from({ length: 6 }, () => newActor(t)));
    const calls: Promise<unknown>[] = [];
    for (const a of people) for (const b of people) if (a !== b) calls.push(t.call('Set_FollowUnFollowUser', { user_id: b.user_id }, { token: a.token }));
    const results = (await Promise.all(calls)) as { status: boolean }[];
    expect(results.every((r) => r.status)).toBe(true);
    for (const p of people) expect(await userRow(t, p)).toMatchObject({ total_follower: 5, total_followed: 5, user_score: 5 * KARMA.friendAdd });
    expect(await aggregateDrift(t)).toEqual([]);
  });

  test('followers and followed lists: 10 per page with the total, newest first', async () => {
    const star = await newActor(t);
    const fans: Actor[] = [];
    for (let i = 0; i < 12; i++) {
      const fan = await newActor(t);
      await follows(t, fan, star);
      fans.push(fan);
    }
    const page1 = await t.call('Get_CommunityUserFollowersList', { user_id: star.user_id, limit: 10, offset: 0 }, { token: fans[0]!.token });
    expect(page1).toMatchObject({ status: true, totalData: 12 });
    expect(page1.data!.map((u) => u.user_id)).toEqual(fans.slice(2).reverse().map((f) => f.user_id));
    expect(page1.data![0]).toEqual({ user_id: fans[11]!.user_id, user_name: fans[11]!.user_name, user_profile_image: 'default.jpg', user_fullname: '', user_rank: { rank_no: 0, rank_name: 'Newcomer' } });
    const page2 = await t.call('Get_CommunityUserFollowersList', { user_id: star.user_id, limit: 10, offset: 10 }, { token: fans[0]!.token });
    expect(page2.data!.map((u) => u.user_id)).toEqual([fans[1]!.user_id, fans[0]!.user_id]);
    const followed = await t.call('Get_CommunityUserFollowedList', { user_id: fans[3]!.user_id, limit: 10, offset: 0 }, { token: star.token });
    expect(followed).toMatchObject({ totalData: 1, data: [{ user_id: star.user_id }] });
    expect(await t.call('Get_CommunityUserFollowersList', { user_id: 99_999_999, limit: 10, offset: 0 }, { token: star.token })).toMatchObject({ status: false, message: MSG.notFound.user });
  });

  test('a "Friends" profile: its lists only for itself and its friends; listed "Friends" members show no full name to others', async () => {
    const owner = await newActor(t);
    const friend = await newActor(t);
    const stranger = await newActor(t);
    const fan = await newActor(t);
    await befriend(t, owner, friend);
    await follows(t, fan, owner);
    await t.pool.query(`update users set privacy_see_profile = 'Friends' where user_id = $1`, [owner.user_id]);
    await t.pool.query(`update users set privacy_see_profile = 'Friends', user_fullname = 'Fanny Fan' where user_id = $1`, [fan.user_id]);
    await t.pool.query(`update users set user_fullname = 'Fred Friend' where user_id = $1`, [friend.user_id]);
    const list = (which: 'Get_CommunityUserFollowersList' | 'Get_CommunityUserFollowedList', viewer: Actor) =>
      t.call(which, { user_id: owner.user_id, limit: 10, offset: 0 }, { token: viewer.token });

    for (const which of ['Get_CommunityUserFollowersList', 'Get_CommunityUserFollowedList'] as const) {
      expect(await list(which, stranger)).toMatchObject({ status: false, message: MSG.community.followListPrivate });
      expect(await list(which, fan)).toMatchObject({ status: false, message: MSG.community.followListPrivate }); // following alone is not friendship
      expect(await list(which, friend)).toMatchObject({ status: true });
      expect(await list(which, owner)).toMatchObject({ status: true });
    }
    const names = async (viewer: Actor) =>
      Object.fromEntries((await list('Get_CommunityUserFollowersList', viewer)).data!.map((u) => [u.user_id, u.user_fullname]));
    // The friend sees the fan (a "Friends" member they are not friends with) without a full name, and themself with theirs.
    expect(await names(friend)).toEqual({ [fan.user_id]: '', [friend.user_id]: 'Fred Friend' });
    expect(await names(owner)).toEqual({ [fan.user_id]: '', [friend.user_id]: 'Fred Friend' });
    await befriend(t, fan, friend);
    expect((await names(friend))[fan.user_id]).toBe('Fanny Fan');
  });

  test('who to follow: members with the most karma the viewer does not follow, never the viewer', async () => {
    const viewer = await newActor(t);
    const first = await t.call('Get_WhoToFollow', { limit: 5 }, { token: viewer.token });
    expect(first.data!).toHaveLength(5);
    expect(first.data!.map((u) => u.user_id)).not.toContain(viewer.user_id);
    expect(Object.keys(first.data![0]!).sort()).toEqual(['user_id', 'user_name', 'user_profile_image']);
    const top = first.data![0]!;
    await t.call('Set_FollowUnFollowUser', { user_id: top.user_id }, { token: viewer.token });
    const next = await t.call('Get_WhoToFollow', { limit: 5 }, { token: viewer.token });
    expect(next.data!.map((u) => u.user_id)).not.toContain(top.user_id);
    const types = await sqlNumber(t, `select count(*) from users where user_id = any($1::int[]) and user_type <> 'member'`, [next.data!.map((u) => u.user_id)]);
    expect(types).toBe(0);
  });
});

describe('community profile and token', () => {
  test('counters, buttons by viewer, and bio/body stats hidden from non-friends when the member chose "Friends"', async () => {
    const owner = await newActor(t);
    await t.pool.query(
      `update users set user_bio = '<p>Coach</p>', user_weight = '90', user_height = '180', user_body_fat = '12', user_live_in = 'Norway', user_fullname = 'Ola Nordmann', privacy_see_profile = 'Friends' where user_id = $1`,
      [owner.user_id],
    );
    const friend = await newActor(t);
    const stranger = await newActor(t);
    await befriend(t, owner, friend);
    await newPost(t, owner);
    await t.pool.query(`insert into favourites (user_id, item_type, source_id) select $1, 'source', source_id from sources order by source_id limit 2`, [owner.user_id]);
    await t.pool.query(`insert into favourites (user_id, item_type, brand_id) select $1, 'brand', brand_id from brands order by brand_id limit 1`, [owner.user_id]);

    const own = (await profile(owner, owner)).data!;
    expect(own).toMatchObject({
      user_id: owner.user_id,
      user_fullname: 'Ola Nordmann',
      posts_count: 1,
      followers_count: 1,
      followed_count: 1,
      fav_source_count: 2,
      fav_brand_count: 1,
      user_bio: '<p>Coach</p>',
      user_weight: '90',
      profile_follow_button: false,
      profile_unfollow_button: false,
      profile_settings_button: true,
      create_post: true,
    });
    expect(own.private).toBe(false);
    expect((await profile(friend, owner)).data).toMatchObject({
      private: false,
      user_fullname: 'Ola Nordmann',
      followers_count: 1,
      fav_source_count: 2,
      user_bio: '<p>Coach</p>',
      user_height: '180',
      user_live_in: 'Norway',
      profile_unfollow_button: true,
      profile_settings_button: false,
    });
    // A non-friend: what "Friends" withholds is withheld, and the reply says so; name, picture, rank and karma stay.
    await t.pool.query(`update users set user_community_image = 'cover-of-ola.jpg', user_profile_image = 'face-of-ola.jpg' where user_id = $1`, [owner.user_id]);
    const seen = (await profile(stranger, owner)).data!;
    expect(seen).toMatchObject({
      private: true,
      user_name: owner.user_name,
      user_profile_image: 'face-of-ola.jpg',
      user_community_image: 'default.jpg',
      user_fullname: '',
      posts_count: 0,
      followers_count: 0,
      followed_count: 0,
      fav_source_count: 0,
      fav_brand_count: 0,
      user_bio: '',
      user_weight: '',
      user_height: '',
      user_body_fat: '',
      user_live_in: '',
      profile_follow_button: true,
      profile_unfollow_button: false,
      create_post: false,
    });
    expect(JSON.stringify(seen)).not.toMatch(/Ola Nordmann|Coach|Norway|cover-of-ola/);
    // "Everyone" again: the stranger sees it all.
    await t.pool.query(`update users set privacy_see_profile = 'Everyone' where user_id = $1`, [owner.user_id]);
    expect((await profile(stranger, owner)).data).toMatchObject({ private: false, user_fullname: 'Ola Nordmann', user_community_image: 'cover-of-ola.jpg', followers_count: 1 });
    expect(await t.call('Get_UserProfileToken', { user_name: 'nobody-here' }, { token: owner.token })).toMatchObject({ status: false, message: MSG.notFound.user });
    expect(await t.call('Get_UserProfileToken', { user_name: 'sourceowner' }, { token: owner.token })).toMatchObject({ status: false, message: MSG.notFound.user });
  });

  test('the community token carries the greeting data, rank and the menu hashtags', async () => {
    const demo = await t.loginAs('demo');
    const res = await t.call('Get_UserCommunityToken', {}, { token: demo.token });
    expect(res.status).toBe(true);
    expect(res.data).toMatchObject({ user_id: demo.user.user_id, user_name: 'demo', user_rank: { rank_no: expect.any(Number), rank_name: expect.any(String) } });
    expect(res.data!.hashtags.length).toBe(await sqlNumber(t, 'select count(*) from user_hashtags where user_id = $1', [demo.user.user_id]));
  });
});

describe('notifications', () => {
  test('the five actions notify; count of unseen, 20 per page newest first, mark seen, delete all', async () => {
    const me = await newActor(t);
    const other = await newActor(t);
    const communityId = await newCommunity(t, me);
    const postId = await newPost(t, me);
    const pollId = await newPost(t, me, { post_type: 'poll', post_content: '<p>?</p>', post_poll: { poll_title: '?', answers: ['a', 'b'] } });
    await t.call('Set_CommunityPostLike', { post_id: postId }, { token: other.token });
    await t.call('Set_NewCommunityComment', { parent_post_id: postId, post_content: '<p>c</p>' }, { token: other.token });
    await t.call('Set_CommunityPollAnswer', { post_id: pollId, answer_no: 1 }, { token: other.token });
    await follows(t, other, me);
    await join(t, other, communityId);

    expect((await t.call('Get_CommunityNotificationCount', {}, { token: me.token })).data).toEqual({ notification_count: 5 });
    const list = await t.call('Get_CommunityNotificationList', { limit: 20, offset: 0 }, { token: me.token });
    expect(list.totalData).toBe(5);
    expect(list.data!.map((n) => n.notification_type)).toEqual([5, 4, 3, 2, 1]);
    expect(list.data![0]).toMatchObject({ user_name: other.user_name, community_id: communityId, community_name: expect.any(String), seen: 0, post_id: null });
    expect(list.data![4]).toMatchObject({ post_id: postId, user_name: other.user_name });
    expect((await t.call('Get_CommunityNotificationList', { limit: 2, offset: 4 }, { token: me.token })).data!.map((n) => n.notification_type)).toEqual([1]);

    expect((await t.call('Set_CommunityNotificationSeen', {}, { token: me.token })).status).toBe(true);
    expect((await t.call('Get_CommunityNotificationCount', {}, { token: me.token })).data).toEqual({ notification_count: 0 });
    expect((await t.call('Get_CommunityNotificationList', { limit: 20, offset: 0 }, { token: me.token })).data!.every((n) => n.seen === 1)).toBe(true);
    // someone else's notifications are untouched
    const otherCount = await sqlNumber(t, 'select count(*) from community_notifications where user_id <> $1', [me.user_id]);
    expect((await t.call('Set_CommunityDeleteAllNotification', {}, { token: me.token })).status).toBe(true);
    expect(await t.call('Get_CommunityNotificationList', { limit: 20, offset: 0 }, { token: me.token })).toMatchObject({ data: [], totalData: 0 });
    expect(await sqlNumber(t, 'select count(*) from community_notifications where user_id <> $1', [me.user_id])).toBe(otherCount);
  });
});
