/**
 * Communities on the real database: create, read, join and leave (karma and notifications for
 * the owner), edit and delete by the owner only, explore and search — bad input writes nothing,
 * concurrent joins keep the member count exact.
 */
import { KARMA, MSG } from '@ironscore/contract';
import { fileTestApp } from '../test/harness';
import { sqlNumber } from './catalog-lib/test-helpers';
import { aggregateDrift, communityWrites, join, karmaOf, newActor, newCommunity, newPost, notificationsOf, type Actor } from './community-lib/test-helpers';

const t = fileTestApp();

const get = (who: Actor, communityId: number) => t.call('Get_Community', { community_id: communityId }, { token: who.token });

describe('creating and reading', () => {
  test('a member creates a community: owner and first member, the spec message, listed in their communities', async () => {
    const owner = await newActor(t);
    const res = await t.call(
      'Set_CommunityCreateCommunity',
      { community_name: '  Kettlebell Crew ', community_style: 'bg-community-7', community_description: 'Swings, snatches and presses.' },
      { token: owner.token },
    );
    expect(res).toMatchObject({ status: true, message: MSG.success.communityCreated });
    const id = res.data!.community_id;
    const community = (await get(owner, id)).data!;
    expect(community).toEqual({
      community_id: id,
      community_name: 'Kettlebell Crew',
      community_style: 'bg-community-7',
      community_description: 'Swings, snatches and presses.',
      member_count: 1,
      total_member: 1,
      joined_status: 1,
      user_id: owner.user_id,
      community_admin: { user_name: owner.user_name, user_profile_image: 'default.jpg' },
    });
    const mine = await t.call('Get_CommunityList', {}, { token: owner.token });
    expect(mine.data!.map((c) => c.community_id)).toEqual([id]);
    const stranger = await newActor(t);
    expect((await get(stranger, id)).data!.joined_status).toBe(0);
    expect(await get(stranger, 99_999_999)).toMatchObject({ status: false, message: MSG.notFound.community });
  });

  test('bad input gets the spec messages and writes nothing; names are unique regardless of case', async () => {
    const owner = await newActor(t);
    await newCommunity(t, owner, 'Unique Lifters');
    const before = await communityWrites(t);
    const good = { community_name: 'Another Club', community_style: 'bg-community-1', community_description: 'Ten or more characters.' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, community_name: 'ab' }, MSG.validation.communityNameMin],
      [{ ...good, community_name: 'x'.repeat(26) }, MSG.validation.communityNameMax],
      [{ ...good, community_name: '   ' }, MSG.validation.fieldBlank],
      [{ ...good, community_style: 'bg-community-11' }, MSG.validation.fieldBlank],
      [{ ...good, community_description: 'too short' }, MSG.validation.communityDescriptionMin],
      [{ ...good, community_description: 'x'.repeat(501) }, MSG.validation.communityDescriptionMax],
      [{ ...good, community_name: 'UNIQUE lifters' }, MSG.community.nameTaken],
      // look-alikes and reversed text: invisible and direction characters are refused
      [{ ...good, community_name: 'Unique\u200BLifters' }, MSG.validation.nameInvisibleChars],
      [{ ...good, community_name: 'Unique Lifters\u2060' }, MSG.validation.nameInvisibleChars],
      [{ ...good, community_name: 'Club \u202Esretfil' }, MSG.validation.nameInvisibleChars],
      [{ ...good, community_name: 'Club \u2067abc\u2069' }, MSG.validation.nameInvisibleChars],
    ];
    for (const [payload, message] of cases) {
      const res = await t.call('Set_CommunityCreateCommunity', payload, { token: owner.token });
      expect({ payload, status: res.status, message: res.message }).toEqual({ payload, status: false, message });
    }
    const brand = await newActor(t, { user_type: 'brand', rank_no: 998 });
    expect(await t.call('Set_CommunityCreateCommunity', good, { token: brand.token })).toMatchObject({ status: false, message: MSG.community.membersOnly });
    expect(await communityWrites(t)).toEqual(before);
  });
});

describe('joining and leaving', () => {
  test('join: member count + 1, 5 karma and a notification for the owner; leave takes both back; the owner cannot leave', async () => {
    const owner = await newActor(t);
    const member = await newActor(t);
    const id = await newCommunity(t, owner);
    const karma = await karmaOf(t, owner);
    await join(t, member, id);
    expect((await get(member, id)).data).toMatchObject({ joined_status: 1, member_count: 2, total_member: 2 });
    expect(await karmaOf(t, owner)).toBe(karma + KARMA.communityJoin);
    expect(await notificationsOf(t, owner)).toEqual([{ notification_type: 5, actor_user_id: member.user_id, post_id: null, community_id: id }]);
    expect((await t.call('Get_CommunityList', {}, { token: member.token })).data!.map((c) => c.community_id)).toContain(id);

    await join(t, member, id); // leave
    expect((await get(member, id)).data).toMatchObject({ joined_status: 0, member_count: 1 });
    expect(await karmaOf(t, owner)).toBe(karma);
    expect(await notificationsOf(t, owner)).toEqual([]);

    const before = await communityWrites(t);
    expect(await t.call('Set_CommunityJoinOrLeave', { community_id: id }, { token: owner.token })).toMatchObject({ status: false, message: MSG.community.ownerCannotLeave });
    expect(await t.call('Set_CommunityJoinOrLeave', { community_id: 99_999_999 }, { token: member.token })).toMatchObject({ status: false, message: MSG.notFound.community });
    expect(await communityWrites(t)).toEqual(before);
    expect(await aggregateDrift(t)).toEqual([]);
  });

  test('concurrent joins and leaves keep members, count and karma exact', async () => {
    const owner = await newActor(t);
    const id = await newCommunity(t, owner);
    const karma = await karmaOf(t, owner);
    const people = await Promise.all(Array.from({ length: 10 }, () => newActor(t)));
    await Promise.all(people.map((p) => t.call('Set_CommunityJoinOrLeave', { community_id: id }, { token: p.token })));
    // the first four leave again while four toggle twice at once
    await Promise.all([
      ...people.slice(0, 4).map((p) => t.call('Set_CommunityJoinOrLeave', { community_id: id }, { token: p.token })),
      ...people.slice(4, 8).flatMap((p) => [1, 2].map(() => t.call('Set_CommunityJoinOrLeave', { community_id: id }, { token: p.token }))),
    ]);
    expect(await sqlNumber(t, 'select count(*) from community_members where community_id = $1', [id])).toBe(7);
    expect((await get(owner, id)).data!.member_count).toBe(7);
    expect(await karmaOf(t, owner)).toBe(karma + 6 * KARMA.communityJoin);
    expect(await aggregateDrift(t)).toEqual([]);
  });
});

describe('owner actions', () => {
  test('only the owner edits (the spec message), with or without community_id; bad edits change nothing', async () => {
    const owner = await newActor(t);
    const member = await newActor(t);
    const id = await newCommunity(t, owner);
    await join(t, member, id);
    const edit = { community_name: 'Renamed Club', community_style: 'bg-community-9', community_description: 'A new description here.' };
    const before = await communityWrites(t);
    expect(await t.call('Set_CommunityEdit', { ...edit, community_id: id }, { token: member.token })).toMatchObject({ status: false, message: MSG.community.ownerOnly });
    expect(await t.call('Set_CommunityEdit', edit, { token: member.token })).toMatchObject({ status: false, message: MSG.community.ownsNoCommunity });
    expect(await t.call('Set_CommunityEdit', { ...edit, community_name: 'no' }, { token: owner.token })).toMatchObject({ status: false, message: MSG.validation.communityNameMin });
    expect(await t.call('Set_CommunityEdit', { ...edit, community_name: 'Renamed\u202EbulC' }, { token: owner.token })).toMatchObject({
      status: false,
      message: MSG.validation.nameInvisibleChars,
      errors: { community_name: MSG.validation.nameInvisibleChars },
    });
    expect(await communityWrites(t)).toEqual(before);

    expect(await t.call('Set_CommunityEdit', edit, { token: owner.token })).toMatchObject({ status: true, message: MSG.success.communityEdited });
    expect((await get(member, id)).data).toMatchObject({ community_name: 'Renamed Club', community_style: 'bg-community-9', community_description: 'A new description here.' });
    const second = await newCommunity(t, owner);
    expect(await t.call('Set_CommunityEdit', edit, { token: owner.token })).toMatchObject({ status: false, message: MSG.community.chooseCommunity });
    expect(await t.call('Set_CommunityEdit', { ...edit, community_name: 'Second Club', community_id: second }, { token: owner.token })).toMatchObject({ status: true });
    expect(await t.call('Set_CommunityEdit', { ...edit, community_name: 'Second Club', community_id: id }, { token: owner.token })).toMatchObject({ status: false, message: MSG.community.nameTaken });
  });

  test('deleting takes the community with its posts; karma and counters of everyone involved follow; only the owner may delete', async () => {
    const owner = await newActor(t);
    const member = await newActor(t);
    const fan = await newActor(t);
    const id = await newCommunity(t, owner);
    await join(t, member, id);
    await join(t, fan, id);
    const memberStart = await karmaOf(t, member);
    const postId = await newPost(t, member, { post_method: 'community', post_method_community_id: id, post_content: '<p>in the club #clubtag</p>' });
    await t.call('Set_CommunityPostLike', { post_id: postId }, { token: fan.token });
    await t.call('Set_NewCommunityComment', { parent_post_id: postId, post_content: '<p>yes</p>' }, { token: fan.token });
    const outside = await newPost(t, member, { post_content: '<p>outside</p>' });

    const before = await communityWrites(t);
    expect(await t.call('Set_CommunityDelete', { community_id: id }, { token: member.token })).toMatchObject({ status: false, message: MSG.community.ownerOnly });
    expect(await communityWrites(t)).toEqual(before);

    expect(await t.call('Set_CommunityDelete', { community_id: id }, { token: owner.token })).toMatchObject({ status: true, message: MSG.success.communityDeleted });
    expect(await get(owner, id)).toMatchObject({ status: false, message: MSG.notFound.community });
    expect(await t.call('Get_CommunitySinglePost', { post_id: postId }, { token: member.token })).toMatchObject({ status: false, message: MSG.notFound.post });
    expect((await t.call('Get_CommunitySinglePost', { post_id: outside }, { token: member.token })).status).toBe(true);
    // the member keeps the 10 points of the outside post only
    expect(await karmaOf(t, member)).toBe(memberStart + KARMA.communityPost);
    expect(await notificationsOf(t, owner)).toEqual([]);
    expect(await aggregateDrift(t)).toEqual([]);
  });
});

describe('explore and search', () => {
  test('explore lists the biggest communities the viewer has not joined; search finds by name from any part, an empty text lists all', async () => {
    const viewer = await newActor(t);
    const explore = await t.call('Get_ExploreCommunities', { limit: 5 }, { token: viewer.token });
    expect(explore.data!.length).toBeLessThanOrEqual(5);
    expect(explore.data!.every((c) => c.joined_status === 0)).toBe(true);
    const sizes = explore.data!.map((c) => c.member_count);
    expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
    await join(t, viewer, explore.data![0]!.community_id);
    const again = await t.call('Get_ExploreCommunities', { limit: 5 }, { token: viewer.token });
    expect(again.data!.map((c) => c.community_id)).not.toContain(explore.data![0]!.community_id);

    const owner = await newActor(t);
    const id = await newCommunity(t, owner, 'Zebra Barbell 100%');
    const found = await t.call('Get_CommunitySearchList', { search_text: 'barbell 100%', limit: 12 }, { token: viewer.token });
    expect(found.data!.map((c) => c.community_id)).toEqual([id]);
    const literal = await t.call('Get_CommunitySearchList', { search_text: '%%%', limit: 12 }, { token: viewer.token });
    expect(literal.data!).toEqual([]);
    const all = await t.call('Get_CommunitySearchList', { search_text: '', limit: 12 }, { token: viewer.token });
    expect(all.data!.length).toBe(Math.min(12, await t.count('communities')));
    expect(await t.call('Get_CommunitySearchList', { search_text: 'nothing like this', limit: 12 }, { token: viewer.token })).toMatchObject({ status: true, data: [] });
  });
});
