/**
 * Karma earned per member, kind and UTC day is capped (KARMA_DAILY_CAP): the formula counts at
 * most `cap` actions of a kind per day, from the rows and their days, so the score stays exactly
 * what recomputing from the rows gives. The farm (a burst of posts and 300 follows) is
 * refused by the write limits and what gets through earns at most the day's caps.
 */
import { KARMA, KARMA_DAILY_CAP } from '@ironscore/contract';
import { WRITE_LIMITS } from '../limits';
import { fileTestApp } from '../test/harness';
import { newActor, sqlNumber, sqlRow, type Actor } from '../calls/catalog-lib/test-helpers';
import { recomputeAllAggregates, refreshAggregates } from './index';

const t = fileTestApp({ poolSize: 20 });

const score = (who: Actor) => sqlNumber(t, 'select user_score from users where user_id = $1', [who.user_id]);
const counters = (who: Actor) =>
  sqlRow<{ user_score: number; total_posts: number; total_followed: number }>(t, 'select user_score, total_posts, total_followed from users where user_id = $1', [who.user_id]);
const post = (who: Actor, i: number) =>
  t.call('Set_NewCommunityPost', { post_type: 'text', post_method: 'everyone', post_content: `<p>Day ${i}</p>` }, { token: who.token });

/** Recomputing every aggregate from the rows changes no member's score. */
async function expectScoresEqualRows(): Promise<void> {
  const fingerprint = () => sqlRow<{ s: string }>(t, `select md5(string_agg(concat_ws(',', user_id, user_score, rank_no), '|' order by user_id)) s from users`);
  const before = (await fingerprint()).s;
  await recomputeAllAggregates(t.db);
  expect((await fingerprint()).s).toBe(before);
}

test('posts: only the day cap earns karma; every post still counts in total_posts; a delete over the cap takes nothing back', async () => {
  const author = await newActor(t);
  const cap = KARMA_DAILY_CAP.communityPost;
  const ids: number[] = [];
  for (let i = 0; i < cap + 2; i++) {
    const res = await post(author, i);
    expect(res.status).toBe(true);
    ids.push(res.data!.post_id);
  }
  expect(await counters(author)).toMatchObject({ user_score: KARMA.communityPost * cap, total_posts: cap + 2 });
  expect((await t.call('Set_CommunityPostDelete', { post_id: ids[0]!, post_type: 'post' }, { token: author.token })).status).toBe(true);
  expect(await counters(author)).toMatchObject({ user_score: KARMA.communityPost * cap, total_posts: cap + 1 });
  await expectScoresEqualRows();
});

test('follows: capped per UTC day; actions of another day count under that day’s cap', async () => {
  const follower = await newActor(t);
  const cap = KARMA_DAILY_CAP.friendAdd;
  const people = await Promise.all(Array.from({ length: cap + 10 }, () => newActor(t)));
  for (const p of people) expect((await t.call('Set_FollowUnFollowUser', { user_id: p.user_id }, { token: follower.token })).status).toBe(true);
  expect(await counters(follower)).toMatchObject({ user_score: KARMA.friendAdd * cap, total_followed: cap + 10 });

  // Ten of the follows were made yesterday: yesterday's ten and today's cap both count.
  await t.pool.query(
    `update user_follows set created_date = created_date - interval '1 day'
     where follower_id = $1 and followed_id in (select followed_id from user_follows where follower_id = $1 order by followed_id limit 10)`,
    [follower.user_id],
  );
  await refreshAggregates(t.db, 'users', [follower.user_id]);
  expect(await score(follower)).toBe(KARMA.friendAdd * (cap + 10));
  await expectScoresEqualRows();
});

test('received karma is capped too: useful votes on one review from more voters than the cap in a day', async () => {
  const author = await newActor(t);
  const source = await sqlNumber(t, 'select source_id from sources where source_status = 1 order by source_id desc offset 5 limit 1');
  const review = {
    source_id: source,
    review_comment: '<p>Great shop</p>',
    contact_rating: 5,
    delivery_rating: 5,
    quality_rating: 5,
    pricing_rating: 5,
    support_rating: 5,
  };
  expect((await t.call('Set_SourceNewReview', review, { token: author.token })).status).toBe(true);
  const ratingId = await sqlNumber(t, 'select rating_id from reviews where user_id = $1', [author.user_id]);
  const cap = KARMA_DAILY_CAP.reviewUseful;
  const voters = await Promise.all(Array.from({ length: cap + 5 }, () => newActor(t)));
  for (const v of voters) expect((await t.call('Set_SourceReviewUseful', { source_id: source, rating_id: ratingId }, { token: v.token })).status).toBe(true);
  expect(await sqlNumber(t, 'select useful_count from reviews where rating_id = $1', [ratingId])).toBe(cap + 5);
  expect(await score(author)).toBe(KARMA.review + KARMA.reviewUseful * cap);
  await expectScoresEqualRows();
});

test('the issue’s farm: 200 posts and 300 follows in a burst earn at most the day caps', async () => {
  const farmer = await newActor(t);
  const start = await score(farmer);
  const targets = (await t.pool.query<{ user_id: number }>("select user_id from users where user_type = 'member' and user_id > 1 and user_id <> $1 order by user_id limit 300", [farmer.user_id])).rows;
  let posts = 0;
  for (let i = 0; i < 200; i++) if ((await post(farmer, i)).status) posts++;
  for (let i = 0; i < 300; i++) await t.call('Set_FollowUnFollowUser', { user_id: targets[i % targets.length]!.user_id }, { token: farmer.token });
  const follows = await sqlNumber(t, 'select count(*) from user_follows where follower_id = $1', [farmer.user_id]);
  const gained = (await score(farmer)) - start;
  expect({ posts, follows }).toEqual({ posts: WRITE_LIMITS.posts.max, follows: WRITE_LIMITS.follows.max });
  expect(gained).toBeLessThanOrEqual(KARMA.communityPost * KARMA_DAILY_CAP.communityPost + KARMA.friendAdd * KARMA_DAILY_CAP.friendAdd);
  expect(gained).toBe(KARMA.communityPost * Math.min(posts, KARMA_DAILY_CAP.communityPost) + KARMA.friendAdd * Math.min(follows, KARMA_DAILY_CAP.friendAdd));
}, 120_000);
