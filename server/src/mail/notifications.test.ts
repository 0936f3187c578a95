/** The notification e-mails of the site honour the recipient's five switches (spec/2 §2.1 Settings). */
import { fileTestApp } from '../test/harness';
import { newActor, sqlRow, type Actor } from '../calls/catalog-lib/test-helpers';
import { DEMO_SOURCE, SOURCE_OWNER } from '../seed/fixed-accounts';

const t = fileTestApp();

const emailOf = async (id: number) => (await sqlRow<{ user_email: string }>(t, 'select user_email from users where user_id = $1', [id])).user_email;

/** A source review written by a fresh member, and that member. */
async function reviewBy(): Promise<{ author: Actor; ratingId: number }> {
  const author = await newActor(t);
  const res = await t.call(
    'Set_SourceNewReview',
    { source_id: DEMO_SOURCE.source_id, review_comment: 'Solid shop', contact_rating: 4, delivery_rating: 4, quality_rating: 4, pricing_rating: 4, support_rating: 4 },
    { token: author.token },
  );
  expect(res.status).toBe(true);
  const row = await sqlRow<{ rating_id: number }>(t, 'select rating_id from reviews where user_id = $1', [author.user_id]);
  return { author, ratingId: row.rating_id };
}

test('a comment on one’s review, and a useful vote: e-mail while the switch is on, none when off', async () => {
  const { author, ratingId } = await reviewBy();
  const email = await emailOf(author.user_id);
  const commenter = await newActor(t);
  await t.call('Set_SourceNewComment', { source_id: DEMO_SOURCE.source_id, parent_rating_id: ratingId, review_comment: 'Agreed' }, { token: commenter.token });
  expect(t.mails.last(email)?.subject).toMatch(new RegExp(`${commenter.user_name} commented on your review`));

  const voter = await newActor(t);
  await t.call('Set_SourceReviewUseful', { source_id: DEMO_SOURCE.source_id, rating_id: ratingId }, { token: voter.token });
  expect(t.mails.last(email)?.subject).toMatch(/found your review useful/);

  await t.call('Set_Profile', { notification_review_comment: 0, notification_content_like: 0 }, { token: author.token });
  const count = (await t.mails.list(email)).length;
  const other = await newActor(t);
  await t.call('Set_SourceNewComment', { source_id: DEMO_SOURCE.source_id, parent_rating_id: ratingId, review_comment: 'Me too' }, { token: other.token });
  await t.call('Set_SourceReviewUseful', { source_id: DEMO_SOURCE.source_id, rating_id: ratingId }, { token: other.token });
  expect((await t.mails.list(email)).length).toBe(count);

  // one's own comment on one's own review sends nothing
  await t.call('Set_Profile', { notification_review_comment: 1 }, { token: author.token });
  await t.call('Set_SourceNewComment', { source_id: DEMO_SOURCE.source_id, parent_rating_id: ratingId, review_comment: 'Thanks all' }, { token: author.token });
  expect((await t.mails.list(email)).length).toBe(count);
});

test('favourites: the owner of the source is told, unless the switch is off', async () => {
  const email = await emailOf(SOURCE_OWNER.user_id);
  const fan = await newActor(t);
  await t.call('Set_UserFavoriteList', { item_type: 'source', item_id: DEMO_SOURCE.source_id }, { token: fan.token });
  expect(t.mails.last(email)?.subject).toMatch(/added to a favourites list/);
  const owner = await t.loginAs(SOURCE_OWNER.user_name);
  await t.call('Set_Profile', { notification_favorite_share: 0 }, { token: owner.token });
  const count = (await t.mails.list(email)).length;
  const fan2 = await newActor(t);
  await t.call('Set_UserFavoriteList', { item_type: 'source', item_id: DEMO_SOURCE.source_id }, { token: fan2.token });
  expect((await t.mails.list(email)).length).toBe(count);
});

test('Get_User: "Friends" hides the personal fields from everyone but mutual followers and the owner', async () => {
  const owner = await newActor(t);
  await t.pool.query("update users set user_bio = '<p>hi</p>', user_weight = '90', privacy_see_profile = 'Friends' where user_id = $1", [owner.user_id]);
  const stranger = await newActor(t);
  const friend = await newActor(t);
  await t.pool.query('insert into user_follows (follower_id, followed_id) values ($1, $2), ($2, $1)', [owner.user_id, friend.user_id]);
  const fan = await newActor(t);
  await t.pool.query('insert into user_follows (follower_id, followed_id) values ($1, $2)', [fan.user_id, owner.user_id]);

  const as = async (token?: string) => (await t.call('Get_User', { user_name: owner.user_name }, token ? { token } : {})).data!;
  expect(await as()).toMatchObject({ user_bio: '', user_weight: '' });
  expect(await as(stranger.token)).toMatchObject({ user_bio: '', user_weight: '' });
  expect(await as(fan.token)).toMatchObject({ user_bio: '', user_weight: '' });
  expect(await as(friend.token)).toMatchObject({ user_bio: '<p>hi</p>', user_weight: '90' });
  expect(await as(owner.token)).toMatchObject({ user_bio: '<p>hi</p>', user_weight: '90' });
  await t.pool.query("update users set privacy_see_profile = 'Everyone' where user_id = $1", [owner.user_id]);
  expect(await as()).toMatchObject({ user_bio: '<p>hi</p>', user_weight: '90' });
});
