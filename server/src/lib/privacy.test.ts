import { sql } from 'drizzle-orm';
import { fileTestApp } from '../test/harness';
import { insertUser } from '../test/fixtures';
import { userFollows } from '../db/schema';
import { areFriends, canSee, contentVisibleSql } from './privacy';

const t = fileTestApp();

async function follow(a: number, b: number) {
  await t.db.insert(userFollows).values({ follower_id: a, followed_id: b });
}

test('friends follow each other; one-way following is not friendship', async () => {
  const a = await insertUser(t.db);
  const b = await insertUser(t.db);
  await follow(a.user_id, b.user_id);
  expect(await areFriends(t.db, a.user_id, b.user_id)).toBe(false);
  await follow(b.user_id, a.user_id);
  expect(await areFriends(t.db, a.user_id, b.user_id)).toBe(true);
  expect(await areFriends(t.db, b.user_id, a.user_id)).toBe(true);
  expect(await areFriends(t.db, a.user_id, a.user_id)).toBe(false);
});

test('"Friends" hides profile and content from visitors, strangers and one-way followers; the owner and friends see them', async () => {
  const owner = await insertUser(t.db, { privacy_see_profile: 'Friends', privacy_see_content: 'Everyone' });
  const friend = await insertUser(t.db);
  const fan = await insertUser(t.db);
  const stranger = await insertUser(t.db);
  await follow(owner.user_id, friend.user_id);
  await follow(friend.user_id, owner.user_id);
  await follow(fan.user_id, owner.user_id);

  expect(await canSee(t.db, null, owner.user_id, 'profile')).toBe(false);
  expect(await canSee(t.db, stranger.user_id, owner.user_id, 'profile')).toBe(false);
  expect(await canSee(t.db, fan.user_id, owner.user_id, 'profile')).toBe(false);
  expect(await canSee(t.db, friend.user_id, owner.user_id, 'profile')).toBe(true);
  expect(await canSee(t.db, owner.user_id, owner.user_id, 'profile')).toBe(true);
  // content stays public for this owner
  expect(await canSee(t.db, null, owner.user_id, 'content')).toBe(true);
  expect(await canSee(t.db, stranger.user_id, 999_999_999, 'content')).toBe(false);
});

test('contentVisibleSql filters rows by the author\'s content audience', async () => {
  const open = await insertUser(t.db, { privacy_see_content: 'Everyone' });
  const closed = await insertUser(t.db, { privacy_see_content: 'Friends' });
  const friend = await insertUser(t.db);
  const stranger = await insertUser(t.db);
  await follow(closed.user_id, friend.user_id);
  await follow(friend.user_id, closed.user_id);
  const visible = async (viewer: number | null) => {
    const cond = contentVisibleSql(viewer, sql.raw('u.user_id'), sql.raw('u.privacy_see_content'));
    const result = await t.db.execute(
      sql`select u.user_id from users u where u.user_id in (${open.user_id}, ${closed.user_id}) and ${cond} order by u.user_id`,
    );
    return result.rows.map((r) => Number((r as { user_id: number }).user_id));
  };
  expect(await visible(null)).toEqual([open.user_id]);
  expect(await visible(stranger.user_id)).toEqual([open.user_id]);
  expect(await visible(friend.user_id)).toEqual([open.user_id, closed.user_id]);
  expect(await visible(closed.user_id)).toEqual([open.user_id, closed.user_id]);
});
