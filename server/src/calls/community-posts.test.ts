/**
 * Community posts on the real database: creating (text, image, poll, audiences), the visibility
 * matrix of every read and action, keyset paging, hashtags, likes, poll votes, comments, edits,
 * deletes and reports — with karma, counters and notifications kept in the same transaction and
 * equal to the recompute of src/aggregates/formulas.ts, also under concurrent writes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { KARMA, MSG, POST_LIMITS } from '@ironscore/contract';
import { createTestApp, fileTestApp } from '../test/harness';
import { fakeImage, jpegFile, pngFile, bytesFile } from '../test/fixtures';
import { sqlNumber, sqlRow } from './catalog-lib/test-helpers';
import {
  aggregateDrift,
  befriend,
  communityWrites,
  follows,
  join,
  karmaOf,
  newActor,
  newCommunity,
  newPost,
  notificationsOf,
  userRow,
  type Actor,
} from './community-lib/test-helpers';

const t = fileTestApp();

const postFolder = () => path.join(t.config.uploadsDir, 'community/posts');
const feed = (who: Actor, payload: Record<string, unknown> = {}) => t.call('Get_CommunityPostList', { limit: 10, offset: 0, ...payload }, { token: who.token });
const single = (who: Actor, postId: number) => t.call('Get_CommunitySinglePost', { post_id: postId }, { token: who.token });

describe('creating posts', () => {
  test('a text post is shared: 10 karma, total_posts + 1, hashtags indexed, sanitized HTML, newest first in the feed', async () => {
    const author = await newActor(t);
    const before = await userRow(t, author);
    const res = await t.call(
      'Set_NewCommunityPost',
      { post_type: 'text', post_method: 'everyone', post_content: '<p>Leg day #Squats and #deadlift_pr <img src=x onerror="alert(1)"><script>alert(2)</script></p>' },
      { token: author.token },
    );
    expect(res).toMatchObject({ status: true, message: MSG.success.postShared });
    const postId = res.data!.post_id;
    const after = await userRow(t, author);
    expect(after.user_score - before.user_score).toBe(KARMA.communityPost);
    expect(after.total_posts - before.total_posts).toBe(1);

    const post = (await single(author, postId)).data!;
    expect(post).toMatchObject({ post_id: postId, user_id: author.user_id, user_name: author.user_name, post_type: 'text', post_method: 'everyone', content_edited: 0, like_count: 0, post_liked: 0, post_image: 'default.jpg', post_poll: null, comments: [] });
    expect(post.post_content).not.toMatch(/script|onerror/);
    expect(post.post_content).toContain('#Squats');
    expect(post.user_rank).toEqual({ rank_no: expect.any(Number), rank_name: expect.any(String) });
    const tags = await t.pool.query('select h.hashtag_name from post_hashtags ph join hashtags h using (hashtag_id) where ph.post_id = $1 order by 1', [postId]);
    expect(tags.rows.map((r) => r.hashtag_name)).toEqual(['deadlift_pr', 'squats']);

    const home = await feed(author);
    expect(home.data![0]!.post_id).toBe(postId);
    const byTag = await feed(author, { hashtag_name: 'SQUATS' });
    expect(byTag.data!.map((p) => p.post_id)).toEqual([postId]);
    expect(byTag.totalData).toBe(1);
  });

  test('an image post stores the re-encoded image; a poll post keeps its title and answers (empty extra answers dropped)', async () => {
    const author = await newActor(t);
    const image = await t.call('Set_NewCommunityPost', { post_type: 'image', post_method: 'everyone', post_content: '<p>New PR</p>', post_image: await jpegFile(2400, 1200) }, { token: author.token });
    expect(image.status).toBe(true);
    const imagePost = (await single(author, image.data!.post_id)).data!;
    expect(imagePost.post_image).toMatch(/^[0-9a-f]{32}\.jpg$/);
    const stored = await t.storage.open('community/posts', imagePost.post_image);
    expect(stored?.size).toBeGreaterThan(0);

    const poll = await t.call(
      'Set_NewCommunityPost',
      { post_type: 'poll', post_method: 'everyone', post_content: '<p>Best split?</p>', post_poll: { poll_title: 'Best split?', answers: ['PPL', ' Upper/Lower ', '', 'Full body'] } },
      { token: author.token },
    );
    expect(poll.status).toBe(true);
    const pollPost = (await single(author, poll.data!.post_id)).data!;
    expect(pollPost.post_poll).toEqual({ poll_title: 'Best split?', answers: ['PPL', 'Upper/Lower', 'Full body'] });
    expect(pollPost.post_poll_answers).toEqual([
      { answer_no: 1, count: 0 },
      { answer_no: 2, count: 0 },
      { answer_no: 3, count: 0 },
    ]);
    expect(pollPost.post_poll_voted).toBe(0);
  });

  test('bad input is refused with the spec message and writes nothing', async () => {
    const author = await newActor(t);
    const community = await newCommunity(t, await newActor(t));
    const before = await communityWrites(t);
    const files = () => (fs.existsSync(postFolder()) ? fs.readdirSync(postFolder()).length : 0);
    const filesBefore = files();
    const cases: [Record<string, unknown>, string][] = [
      [{ post_type: 'text', post_method: 'everyone', post_content: '' }, MSG.validation.fieldBlank],
      [{ post_type: 'text', post_method: 'everyone', post_content: '<p><br></p>' }, MSG.validation.fieldBlank],
      [{ post_type: 'text', post_method: 'everyone', post_content: '<script>alert(1)</script>' }, MSG.validation.fieldBlank],
      [{ post_type: 'text', post_method: 'everyone', post_content: `<p>${'x'.repeat(POST_LIMITS.htmlMax)}</p>` }, MSG.community.contentTooLong],
      [{ post_type: 'poll', post_method: 'everyone', post_content: '<p>Q</p>' }, MSG.validation.pollAnswersRequired],
      [{ post_type: 'poll', post_method: 'everyone', post_content: '<p>Q</p>', post_poll: { poll_title: 'Q', answers: ['Yes', ''] } }, MSG.validation.pollAnswersRequired],
      [{ post_type: 'poll', post_method: 'everyone', post_content: '<p>Q</p>', post_poll: { poll_title: 'Q', answers: ['Yes'] } }, MSG.validation.pollAnswersRequired],
      [{ post_type: 'poll', post_method: 'everyone', post_content: '<p>Q</p>', post_poll: { poll_title: '', answers: ['a', 'b'] } }, MSG.validation.fieldBlank],
      [{ post_type: 'poll', post_method: 'everyone', post_content: '<p>Q</p>', post_poll: 'not json' }, MSG.validation.pollAnswersRequired],
      [{ post_type: 'image', post_method: 'everyone', post_content: '<p>Q</p>' }, MSG.community.imageRequired],
      [{ post_type: 'text', post_method: 'everyone', post_content: '<p>Q</p>', post_image: await pngFile(10, 10) }, MSG.community.imageOnImagePostsOnly],
      [{ post_type: 'image', post_method: 'everyone', post_content: '<p>Q</p>', post_image: fakeImage() }, MSG.validation.imageType],
      [{ post_type: 'image', post_method: 'everyone', post_content: '<p>Q</p>', post_image: bytesFile(2 * 1024 * 1024 + 1) }, MSG.validation.imageSize],
      [{ post_type: 'video', post_method: 'everyone', post_content: '<p>Q</p>' }, "post_type must be 'text', 'image' or 'poll'."],
      [{ post_type: 'text', post_method: 'community', post_content: '<p>Q</p>' }, 'A valid post_method_community_id is expected.'],
      [{ post_type: 'text', post_method: 'community', post_method_community_id: community, post_content: '<p>Q</p>' }, MSG.community.joinToPost],
      [{ post_type: 'text', post_method: 'community', post_method_community_id: 99_999_999, post_content: '<p>Q</p>' }, MSG.notFound.community],
    ];
    for (const [payload, message] of cases) {
      const res = await t.call('Set_NewCommunityPost', payload, { token: author.token });
      expect({ payload: Object.keys(payload), status: res.status, message: res.message }).toEqual({ payload: Object.keys(payload), status: false, message });
    }
    expect(await communityWrites(t)).toEqual(before);
    expect(files()).toBe(filesBefore);
  });

  test('source and brand accounts cannot post; a missing token is a session failure', async () => {
    const source = await newActor(t, { user_type: 'source', rank_no: 999 });
    const res = await t.call('Set_NewCommunityPost', { post_type: 'text', post_method: 'everyone', post_content: '<p>Buy now</p>' }, { token: source.token });
    expect(res).toMatchObject({ status: false, message: MSG.community.membersOnly });
    const visitor = await t.call('Get_CommunityPostList', { limit: 10 });
    expect(visitor).toMatchObject({ status: false, token_error: true });
  });
});

describe('visibility matrix', () => {
  let author: Actor, friend: Actor, fan: Actor, stranger: Actor, member: Actor, closed: Actor;
  let everyonePost: number, friendsPost: number, communityPost: number, closedPost: number, community: number;
  beforeAll(async () => {
    [author, friend, fan, stranger, member] = await Promise.all([newActor(t), newActor(t), newActor(t), newActor(t), newActor(t)]);
    closed = await newActor(t);
    await t.pool.query(`update users set privacy_see_content = 'Friends' where user_id = $1`, [closed.user_id]);
    await befriend(t, author, friend);
    await befriend(t, closed, friend);
    await follows(t, fan, author); // one way: not a friend
    await follows(t, fan, closed);
    community = await newCommunity(t, author);
    await join(t, member, community);
    everyonePost = await newPost(t, author, { post_content: '<p>for everyone #matrixtag</p>' });
    friendsPost = await newPost(t, author, { post_method: 'friends', post_content: '<p>for friends #matrixtag</p>' });
    communityPost = await newPost(t, author, { post_method: 'community', post_method_community_id: community, post_content: '<p>for members #matrixtag</p>' });
    closedPost = await newPost(t, closed, { post_content: '<p>public post of a private member #matrixtag</p>' });
  });

  const who = () => ({ author, friend, fan, stranger, member, closed });
  // who sees which post (true) — the same answer from the feed, the hashtag feed, the profile feed and the single post
  const expected: Record<string, Record<string, boolean>> = {
    author: { everyone: true, friends: true, community: true, closed: false },
    friend: { everyone: true, friends: true, community: false, closed: true },
    fan: { everyone: true, friends: false, community: false, closed: false },
    stranger: { everyone: true, friends: false, community: false, closed: false },
    member: { everyone: true, friends: false, community: true, closed: false },
    closed: { everyone: true, friends: false, community: false, closed: true },
  };

  test.each(Object.keys(expected))('%s sees exactly the posts the rules allow, in every read', async (name) => {
    const viewer = who()[name as keyof ReturnType<typeof who>];
    const ids = { everyone: everyonePost, friends: friendsPost, community: communityPost, closed: closedPost };
    const visible = Object.entries(ids)
      .filter(([kind]) => expected[name]![kind])
      .map(([, id]) => id)
      .sort((a, b) => b - a);
    const tagFeed = await feed(viewer, { hashtag_name: 'matrixtag' });
    expect(tagFeed.data!.map((p) => p.post_id)).toEqual(visible);
    expect(tagFeed.totalData).toBe(visible.length);
    const authorFeed = await feed(viewer, { user_id: author.user_id });
    expect(authorFeed.data!.map((p) => p.post_id)).toEqual(visible.filter((id) => id !== closedPost));
    for (const [kind, id] of Object.entries(ids)) {
      const res = await single(viewer, id);
      expect({ kind, status: res.status }).toEqual({ kind, status: expected[name]![kind] });
      if (!res.status) expect(res.message).toBe(MSG.notFound.post);
      const like = await t.call('Set_CommunityPostLike', { post_id: id }, { token: viewer.token });
      expect({ kind, like: like.status }).toEqual({ kind, like: expected[name]![kind] });
      if (like.status) await t.call('Set_CommunityPostLike', { post_id: id }, { token: viewer.token }); // undo
      const comment = await t.call('Set_NewCommunityComment', { parent_post_id: id, post_content: '<p>hi</p>' }, { token: viewer.token });
      expect({ kind, comment: comment.status }).toEqual({ kind, comment: expected[name]![kind] });
    }
  });

  test('the community feed is for members only; a missing community is reported', async () => {
    const forMember = await feed(member, { community_id: community });
    expect(forMember.data!.map((p) => p.post_id)).toEqual([communityPost]);
    expect(forMember.data![0]!.community_info).toEqual({ community_name: expect.any(String), community_style: 'bg-community-3' });
    expect(forMember.data![0]!.post_method_community_id).toBe(community);
    expect(await feed(stranger, { community_id: community })).toMatchObject({ status: false, message: MSG.gating.joinToView });
    expect(await feed(stranger, { community_id: 99_999_999 })).toMatchObject({ status: false, message: MSG.notFound.community });
  });

  test('a deleted post disappears for everyone, its author included', async () => {
    const id = await newPost(t, author, { post_content: '<p>soon gone #matrixtag</p>' });
    expect((await single(friend, id)).status).toBe(true);
    expect(await t.call('Set_CommunityPostDelete', { post_id: id, post_type: 'post' }, { token: author.token })).toMatchObject({ status: true, message: MSG.success.postDeleted });
    expect(await single(author, id)).toMatchObject({ status: false, message: MSG.notFound.post });
    expect((await feed(friend, { hashtag_name: 'matrixtag' })).data!.map((p) => p.post_id)).not.toContain(id);
  });
});

describe('keyset paging', () => {
  test('pages follow each other by before_post_id without gaps or repeats; offset without a cursor is refused', async () => {
    const author = await newActor(t);
    const ids: number[] = [];
    for (let i = 0; i < 23; i++) ids.push(await newPost(t, author, { post_content: `<p>post ${i} #pagingtag</p>` }));
    const seen: number[] = [];
    let cursor = 0;
    const totals: number[] = [];
    for (let page = 0; page < 4; page++) {
      const res = await feed(author, { user_id: author.user_id, limit: 10, offset: seen.length, before_post_id: cursor });
      expect(res.status).toBe(true);
      seen.push(...res.data!.map((p) => p.post_id));
      totals.push(res.totalData!);
      if (seen.length >= res.totalData!) break; // "No more content."
      cursor = res.data![res.data!.length - 1]!.post_id;
    }
    expect(seen).toEqual([...ids].reverse());
    // loaded so far, plus one while more follow
    expect(totals).toEqual([11, 21, 23]);
    const refused = await feed(author, { user_id: author.user_id, offset: 10 });
    expect(refused).toMatchObject({ status: false, message: MSG.community.pagingNeedsCursor });
  });

  test('the home feed of a seeded member pages through everything visible, newest first', async () => {
    const demo = await t.loginAs('demo');
    const viewer = { token: demo.token, user_id: demo.user.user_id, user_name: 'demo' };
    const first = await feed(viewer);
    expect(first.data!.length).toBe(10);
    expect(first.totalData).toBe(11);
    const all: number[] = [];
    let cursor = 0;
    let total = 1;
    while (all.length < total) {
      const res = await feed(viewer, { limit: 50, offset: all.length, before_post_id: cursor });
      all.push(...res.data!.map((p) => p.post_id));
      total = res.totalData!;
      cursor = all[all.length - 1]!;
    }
    expect(all.length).toBe(total);
    const beyond = await feed(viewer, { limit: 50, offset: all.length, before_post_id: cursor });
    expect(beyond).toMatchObject({ status: true, data: [], totalData: all.length });
    expect([...all].sort((a, b) => b - a)).toEqual(all);
    expect(new Set(all).size).toBe(all.length);
    const invisible = await sqlNumber(
      t,
      `select count(*) from community_posts p where p.post_id = any($1::int[]) and p.post_method = 'community'
       and not exists (select 1 from community_members m where m.community_id = p.community_id and m.user_id = $2) and p.user_id <> $2`,
      [all, viewer.user_id],
    );
    expect(invisible).toBe(0);
  });
});

describe('likes', () => {
  test('a like toggles: type positive/negative, 1 karma to the author, a notification that goes away on unlike; none for a self-like', async () => {
    const author = await newActor(t);
    const fan = await newActor(t);
    const postId = await newPost(t, author);
    const before = await karmaOf(t, author);
    const liked = await t.call('Set_CommunityPostLike', { post_id: postId }, { token: fan.token });
    expect(liked).toMatchObject({ status: true, type: 'positive', data: { post_id: postId, like_count: 1, post_liked: 1 } });
    expect(await karmaOf(t, author)).toBe(before + KARMA.postLike);
    const post = (await single(fan, postId)).data!;
    expect(post).toMatchObject({ like_count: 1, post_liked: 1 });
    expect(await notificationsOf(t, author)).toEqual([{ notification_type: 1, actor_user_id: fan.user_id, post_id: postId, community_id: null }]);

    const unliked = await t.call('Set_CommunityPostLike', { post_id: postId }, { token: fan.token });
    expect(unliked).toMatchObject({ status: true, type: 'negative', data: { post_id: postId, like_count: 0, post_liked: 0 } });
    expect(await karmaOf(t, author)).toBe(before);
    expect((await single(fan, postId)).data).toMatchObject({ like_count: 0, post_liked: 0 });
    expect(await notificationsOf(t, author)).toEqual([]);

    const self = await t.call('Set_CommunityPostLike', { post_id: postId }, { token: author.token });
    expect(self).toMatchObject({ status: true, type: 'positive' });
    expect(await karmaOf(t, author)).toBe(before);
    expect(await notificationsOf(t, author)).toEqual([]);
    expect(await aggregateDrift(t)).toEqual([]);
  });

  test('concurrent likes of many members and concurrent toggles of one member keep the counter, karma and notifications exact', async () => {
    const author = await newActor(t);
    const fans = await Promise.all(Array.from({ length: 12 }, () => newActor(t)));
    const postId = await newPost(t, author);
    const before = await karmaOf(t, author);
    const results = await Promise.all(fans.map((f) => t.call('Set_CommunityPostLike', { post_id: postId }, { token: f.token })));
    expect(results.every((r) => r.status && r.type === 'positive')).toBe(true);
    // Serialised by the post's row lock: each like answers the count it left, 1 to 12 once each.
    expect(results.map((r) => r.data!.like_count).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    // one member toggling 6 times at once ends where they started
    const toggles = await Promise.all(Array.from({ length: 6 }, () => t.call('Set_CommunityPostLike', { post_id: postId }, { token: fans[0]!.token })));
    expect(toggles.every((r) => r.status)).toBe(true);
    const likes = await sqlNumber(t, 'select count(*) from community_post_likes where post_id = $1', [postId]);
    expect(likes).toBe(12);
    expect((await single(author, postId)).data!.like_count).toBe(12);
    expect(await karmaOf(t, author)).toBe(before + 12 * KARMA.postLike);
    expect((await notificationsOf(t, author)).filter((n) => n.notification_type === 1)).toHaveLength(12);
    expect(await aggregateDrift(t)).toEqual([]);
  });
});

describe('polls', () => {
  test('one vote per member: counts and the voter’s answer come back, 1 karma and a notification for the author, a second vote is refused', async () => {
    const author = await newActor(t);
    const voter = await newActor(t);
    const postId = await newPost(t, author, { post_type: 'poll', post_content: '<p>Cut or bulk?</p>', post_poll: { poll_title: 'Cut or bulk?', answers: ['Cut', 'Bulk', 'Maintain'] } });
    const before = await karmaOf(t, author);
    expect(await t.call('Set_CommunityPollAnswer', { post_id: postId, answer_no: 2 }, { token: voter.token })).toMatchObject({ status: true });
    const post = (await single(voter, postId)).data!;
    expect(post.post_poll_voted).toBe(2);
    expect(post.post_poll_answers).toEqual([
      { answer_no: 1, count: 0 },
      { answer_no: 2, count: 1 },
      { answer_no: 3, count: 0 },
    ]);
    expect(await karmaOf(t, author)).toBe(before + KARMA.pollVote);
    expect((await notificationsOf(t, author)).map((n) => n.notification_type)).toEqual([3]);

    const snapshot = await communityWrites(t);
    expect(await t.call('Set_CommunityPollAnswer', { post_id: postId, answer_no: 1 }, { token: voter.token })).toMatchObject({ status: false, message: MSG.community.alreadyVoted });
    expect(await t.call('Set_CommunityPollAnswer', { post_id: postId, answer_no: 4 }, { token: author.token })).toMatchObject({ status: false, message: MSG.community.answerOutOfRange });
    expect(await t.call('Set_CommunityPollAnswer', { post_id: postId, answer_no: 0 }, { token: author.token })).toMatchObject({ status: false, message: 'A valid answer_no is expected.' });
    const text = await newPost(t, author);
    const afterText = await communityWrites(t);
    expect(await t.call('Set_CommunityPollAnswer', { post_id: text, answer_no: 1 }, { token: voter.token })).toMatchObject({ status: false, message: MSG.community.notAPoll });
    expect(await communityWrites(t)).toEqual(afterText);
    expect(snapshot.votes).toBe(afterText.votes);
  });

  test('concurrent double votes of one member count once; the author’s own vote earns nothing', async () => {
    const author = await newActor(t);
    const voter = await newActor(t);
    const postId = await newPost(t, author, { post_type: 'poll', post_content: '<p>?</p>', post_poll: { poll_title: '?', answers: ['a', 'b'] } });
    const before = await karmaOf(t, author);
    const results = await Promise.all(Array.from({ length: 5 }, () => t.call('Set_CommunityPollAnswer', { post_id: postId, answer_no: 1 }, { token: voter.token })));
    expect(results.filter((r) => r.status)).toHaveLength(1);
    expect(results.filter((r) => !r.status).every((r) => r.message === MSG.community.alreadyVoted)).toBe(true);
    await t.call('Set_CommunityPollAnswer', { post_id: postId, answer_no: 2 }, { token: author.token });
    expect(await karmaOf(t, author)).toBe(before + KARMA.pollVote);
    expect((await single(author, postId)).data!.post_poll_answers).toEqual([
      { answer_no: 1, count: 1 },
      { answer_no: 2, count: 1 },
    ]);
    expect(await aggregateDrift(t)).toEqual([]);
  });
});

describe('comments, edits, deletes and reports', () => {
  test('a comment is shared (5 karma to the commenter, a notification to the author) and deleted only by its writer (karma back)', async () => {
    const author = await newActor(t);
    const commenter = await newActor(t);
    const other = await newActor(t);
    const postId = await newPost(t, author);
    const before = await karmaOf(t, commenter);
    const res = await t.call('Set_NewCommunityComment', { parent_post_id: postId, post_content: '<p>Nice <b>lift</b><script>x</script></p>' }, { token: commenter.token });
    expect(res).toMatchObject({ status: true, message: MSG.success.commentShared });
    expect(await karmaOf(t, commenter)).toBe(before + KARMA.postComment);
    const post = (await single(other, postId)).data!;
    expect(post.comments).toHaveLength(1);
    expect(post.comments[0]).toMatchObject({ user_id: commenter.user_id, user_name: commenter.user_name, post_id: expect.any(Number) });
    expect(post.comments[0]!.post_content).not.toContain('script');
    expect((await notificationsOf(t, author)).map((n) => n.notification_type)).toEqual([2]);
    const commentId = post.comments[0]!.post_id;

    // own comment on own post: no karma, no notification
    const authorBefore = await karmaOf(t, author);
    await t.call('Set_NewCommunityComment', { parent_post_id: postId, post_content: '<p>thanks</p>' }, { token: author.token });
    expect(await karmaOf(t, author)).toBe(authorBefore);
    expect(await notificationsOf(t, author)).toHaveLength(1);

    const snapshot = await communityWrites(t);
    expect(await t.call('Set_CommunityPostDelete', { post_id: commentId, post_type: 'comment' }, { token: other.token })).toMatchObject({ status: false, message: MSG.community.ownCommentsOnly });
    expect(await t.call('Set_CommunityPostDelete', { post_id: commentId, post_type: 'comment' }, { token: author.token })).toMatchObject({ status: false, message: MSG.community.ownCommentsOnly });
    expect(await t.call('Set_CommunityPostDelete', { post_id: commentId, post_type: 'post' }, { token: commenter.token })).toMatchObject({ status: false, message: MSG.notFound.post });
    expect(await t.call('Set_NewCommunityComment', { parent_post_id: postId, post_content: '<p> </p>' }, { token: commenter.token })).toMatchObject({ status: false, message: MSG.validation.fieldBlank });
    expect(await t.call('Set_NewCommunityComment', { parent_post_id: commentId, post_content: '<p>reply</p>' }, { token: commenter.token })).toMatchObject({ status: false, message: MSG.notFound.post });
    expect(await communityWrites(t)).toEqual(snapshot);

    expect(await t.call('Set_CommunityPostDelete', { post_id: commentId, post_type: 'comment' }, { token: commenter.token })).toMatchObject({ status: true, message: MSG.success.postDeleted });
    expect(await karmaOf(t, commenter)).toBe(before);
    expect((await single(other, postId)).data!.comments.map((c) => c.user_id)).toEqual([author.user_id]);
    expect(await notificationsOf(t, author)).toEqual([]);
    expect(await aggregateDrift(t)).toEqual([]);
  });

  test('only the author edits a post (edited flag, hashtags re-indexed); bad edits change nothing', async () => {
    const author = await newActor(t);
    const other = await newActor(t);
    const postId = await newPost(t, author, { post_content: '<p>#oldtag</p>' });
    const snapshot = await communityWrites(t);
    expect(await t.call('Set_CommunityPostEdit', { post_id: postId, post_content: '<p>hijack</p>' }, { token: other.token })).toMatchObject({ status: false, message: MSG.community.ownPostsOnly });
    expect(await t.call('Set_CommunityPostEdit', { post_id: postId, post_content: '' }, { token: author.token })).toMatchObject({ status: false, message: MSG.validation.fieldBlank });
    expect(await t.call('Set_CommunityPostEdit', { post_id: 99_999_999, post_content: '<p>x</p>' }, { token: author.token })).toMatchObject({ status: false, message: MSG.notFound.post });
    expect(await communityWrites(t)).toEqual(snapshot);
    expect(await t.call('Set_CommunityPostEdit', { post_id: postId, post_content: '<p>now #newtag</p>' }, { token: author.token })).toMatchObject({ status: true, message: MSG.success.postEdited });
    const post = (await single(author, postId)).data!;
    expect(post).toMatchObject({ content_edited: 1, post_content: '<p>now #newtag</p>' });
    expect((await feed(author, { hashtag_name: 'oldtag' })).data!.map((p) => p.post_id)).not.toContain(postId);
    expect((await feed(author, { hashtag_name: 'newtag' })).data!.map((p) => p.post_id)).toContain(postId);
  });

  test('deleting a post takes back its 10 points and what others’ likes and votes gave; only the author may delete', async () => {
    const author = await newActor(t);
    const [a, b] = [await newActor(t), await newActor(t)];
    const start = await userRow(t, author);
    const postId = await newPost(t, author, { post_type: 'poll', post_content: '<p>?</p>', post_poll: { poll_title: '?', answers: ['x', 'y'] } });
    await t.call('Set_CommunityPostLike', { post_id: postId }, { token: a.token });
    await t.call('Set_CommunityPostLike', { post_id: postId }, { token: b.token });
    await t.call('Set_CommunityPostLike', { post_id: postId }, { token: author.token });
    await t.call('Set_CommunityPollAnswer', { post_id: postId, answer_no: 1 }, { token: a.token });
    expect((await userRow(t, author)).user_score).toBe(start.user_score + KARMA.communityPost + 2 * KARMA.postLike + KARMA.pollVote);
    expect(await t.call('Set_CommunityPostDelete', { post_id: postId, post_type: 'post' }, { token: a.token })).toMatchObject({ status: false, message: MSG.community.ownPostsOnly });
    expect(await t.call('Set_CommunityPostDelete', { post_id: postId, post_type: 'post' }, { token: author.token })).toMatchObject({ status: true });
    expect(await userRow(t, author)).toMatchObject({ user_score: start.user_score, total_posts: start.total_posts });
    expect(await notificationsOf(t, author)).toEqual([]);
    // a second delete finds nothing
    expect(await t.call('Set_CommunityPostDelete', { post_id: postId, post_type: 'post' }, { token: author.token })).toMatchObject({ status: false, message: MSG.notFound.post });
    expect(await aggregateDrift(t)).toEqual([]);
  });

  test('a report is sent once per member, never on one’s own post', async () => {
    const author = await newActor(t);
    const reporter = await newActor(t);
    const postId = await newPost(t, author);
    expect(await t.call('Set_CommunityPostReason', { post_id: postId, report_reason: 'Spam or Promotion' }, { token: reporter.token })).toMatchObject({
      status: true,
      message: MSG.review.reportThanks,
    });
    expect(await t.call('Set_CommunityPostReason', { post_id: postId, report_reason: 'Spam or Promotion' }, { token: reporter.token })).toMatchObject({ status: false, message: MSG.community.alreadyReported });
    expect(await t.call('Set_CommunityPostReason', { post_id: postId, report_reason: 'Off-Topic' }, { token: author.token })).toMatchObject({ status: false, message: MSG.community.ownPostReport });
    expect(await t.call('Set_CommunityPostReason', { post_id: postId, report_reason: 'Because' }, { token: reporter.token })).toMatchObject({ status: false });
    expect(await t.call('Set_CommunityPostReason', { post_id: postId, report_reason: '' }, { token: reporter.token })).toMatchObject({ status: false, message: MSG.validation.reportReasonRequired });
    expect(await sqlNumber(t, 'select count(*) from community_post_reports where post_id = $1', [postId])).toBe(1);
  });
});

describe('highlights', () => {
  test('the most used hashtags of the last month, most used first', async () => {
    const author = await newActor(t);
    for (let i = 0; i < 3; i++) await newPost(t, author, { post_content: '<p>#zzhighlight</p>' });
    const fresh = await createTestApp(); // the highlights are cached for a minute per app
    try {
      const demo = await fresh.loginAs('demo');
      const res = await fresh.call('Get_CommunityHighlights', { month: 1, limit: 10 }, { token: demo.token });
      expect(res.status).toBe(true);
      expect(res.data!.length).toBeGreaterThan(0);
      expect(res.data!.length).toBeLessThanOrEqual(10);
      const counts = await Promise.all(
        res.data!.map((h) =>
          sqlRow<{ n: number }>(
            fresh,
            `select count(*)::int n from post_hashtags ph join hashtags h using (hashtag_id) join community_posts p using (post_id) join users a on a.user_id = p.user_id
             where h.hashtag_name = $1 and ph.created_date > now() - interval '1 month'
               and p.post_method = 'everyone' and p.post_status = 1 and a.privacy_see_content = 'Everyone'`,
            [h.tag],
          ),
        ),
      );
      const ns = counts.map((c) => c.n);
      expect([...ns].sort((x, y) => y - x)).toEqual(ns);
    } finally {
      await fresh.close();
    }
    const own = await t.call('Get_CommunityHighlights', { month: 1, limit: 50 }, { token: author.token });
    expect(own.data!.map((h) => h.tag)).toContain('zzhighlight');
  });

  test('only tags every member may see count: none from friends-only, community or hidden posts, nor from authors who keep their content for friends', async () => {
    const open = await newActor(t);
    const shy = await newActor(t);
    await t.pool.query(`update users set privacy_see_content = 'Friends' where user_id = $1`, [shy.user_id]);
    const club = await newCommunity(t, open);
    const tag = (s: string) => `zzpriv${s}${Date.now().toString(36)}`;
    const tags = { everyone: tag('everyone'), friends: tag('friends'), community: tag('community'), shy: tag('shy'), hidden: tag('hidden') };
    for (let i = 0; i < 5; i++) {
      await newPost(t, open, { post_content: `<p>#${tags.everyone}</p>` });
      await newPost(t, open, { post_method: 'friends', post_content: `<p>#${tags.friends}</p>` });
      await newPost(t, open, { post_method: 'community', post_method_community_id: club, post_content: `<p>#${tags.community}</p>` });
      await newPost(t, shy, { post_content: `<p>#${tags.shy}</p>` });
      const hidden = await newPost(t, open, { post_content: `<p>#${tags.hidden}</p>` });
      await t.pool.query('update community_posts set post_status = 0 where post_id = $1', [hidden]);
    }
    const viewer = await newActor(t);
    const seen = (await t.call('Get_CommunityHighlights', { month: 1, limit: 50 }, { token: viewer.token })).data!.map((h) => h.tag);
    expect(seen).toContain(tags.everyone);
    for (const withheld of [tags.friends, tags.community, tags.shy, tags.hidden]) expect(seen).not.toContain(withheld);
  });
});
