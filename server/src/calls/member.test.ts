import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE, MSG, LIVE_IN_OPTIONS, imageVariantName } from '@ironscore/contract';
import { fileTestApp } from '../test/harness';
import { pngFile } from '../test/fixtures';
import { hashPassword } from '../auth/passwords';
import { DEMO_MEMBER, SOURCE_OWNER } from '../seed/fixed-accounts';
import { newActor, rankMismatches, sqlNumber, sqlRow, type Actor } from './catalog-lib/test-helpers';

const t = fileTestApp();

/** A fresh verified member with a known password. */
async function memberWithPassword(password = 'secret123'): Promise<Actor> {
  const actor = await newActor(t);
  await t.pool.query('update users set user_password_hash = $1 where user_id = $2', [await hashPassword(password), actor.user_id]);
  return actor;
}

const userRow = (id: number) => sqlRow<Record<string, unknown>>(t, 'select * from users where user_id = $1', [id]);

describe('Get_Profile', () => {
  test('the signed-in user with next ranks above the karma and the newest sign-ins', async () => {
    const signIn = await t.call('Sign_In', { user_name: DEMO_MEMBER.user_name, user_password: DEMO_MEMBER.password });
    expect(signIn.status).toBe(true);
    const res = await t.call('Get_Profile', {}, { token: signIn.data as string });
    expect(res.status).toBe(true);
    const p = res.data!;
    expect(p).toMatchObject({ user_id: DEMO_MEMBER.user_id, user_name: 'demo', user_email: DEMO_MEMBER.user_email, user_type: 'member' });
    expect(p.next_ranks.length).toBeGreaterThan(0);
    for (const r of p.next_ranks) expect(r.rank_score).toBeGreaterThan(p.user_score);
    expect(p.next_ranks.map((r) => r.rank_score)).toEqual([...p.next_ranks.map((r) => r.rank_score)].sort((a, b) => a - b));
    expect(p.next_ranks[0]).toEqual(expect.objectContaining({ rank_name: expect.any(String), impact: expect.any(Number) }));
    expect(p.login_log.length).toBeGreaterThan(0);
    expect(Date.now() - Date.parse(p.login_log[0]!.created_date)).toBeLessThan(60_000);
    expect(p.privacy_see_profile).toMatch(/^(Everyone|Friends)$/);
  });

  test('a business account has no next ranks; no token is a token error', async () => {
    const owner = await t.loginAs(SOURCE_OWNER.user_name);
    const res = await t.call('Get_Profile', {}, { token: owner.token });
    expect(res.data!.next_ranks).toEqual([]);
    expect(res.data!.user_rank.rank_no).toBe(999);
    const anon = await t.call('Get_Profile');
    expect(anon).toMatchObject({ status: false, token_error: true });
  });
});

describe('Get_LastActivity and Get_FavoriteList', () => {
  test('the member’s own reviews, comments, likes and favourites', async () => {
    const demo = await t.loginAs('demo');
    const activity = await t.call('Get_LastActivity', {}, { token: demo.token });
    expect(activity.status).toBe(true);
    const reviews = await sqlNumber(t, 'select count(*) from reviews where user_id = $1 and review_status = 1', [DEMO_MEMBER.user_id]);
    expect(activity.data!.reviews.length).toBe(Math.min(10, reviews));
    for (const item of activity.data!.reviews) {
      expect(['source', 'brand', 'product']).toContain(item.type);
      expect(item.review_comment).not.toMatch(/<[a-z]/i);
    }
    const favourites = await t.call('Get_FavoriteList', {}, { token: demo.token });
    const count = await sqlNumber(t, 'select count(*) from favourites where user_id = $1', [DEMO_MEMBER.user_id]);
    expect(favourites.data!.sources.length + favourites.data!.brands.length).toBe(count);

    const fresh = await newActor(t);
    const empty = await t.call('Get_LastActivity', {}, { token: fresh.token });
    expect(empty.data).toEqual({ reviews: [], comments: [], likes: [] });
  });

  test('favourites page removal never adds back', async () => {
    const member = await newActor(t);
    const add = await t.call('Set_UserFavoriteList', { item_type: 'source', item_id: 1 }, { token: member.token });
    expect(add.status).toBe(true);
    const list = await t.call('Get_FavoriteList', {}, { token: member.token });
    expect(list.data!.sources.map((s) => s.source_id)).toEqual([1]);
    const remove = await t.call('Set_UserFavoriteList', { item_type: 'source', item_id: 1, action: 'remove' }, { token: member.token });
    expect(remove).toMatchObject({ status: true, message: MSG.favorites.removed });
    const again = await t.call('Set_UserFavoriteList', { item_type: 'source', item_id: 1, action: 'remove' }, { token: member.token });
    expect(again.status).toBe(true);
    expect((await t.call('Get_FavoriteList', {}, { token: member.token })).data!.sources).toEqual([]);
  });
});

describe('Set_Profile', () => {
  test('writes only the fields sent, Turkish letters included; survives a reload', async () => {
    const m = await newActor(t);
    await t.pool.query("update users set user_weight = '80', user_bio = '<p>old</p>' where user_id = $1", [m.user_id]);
    const res = await t.call('Set_Profile', { user_fullname: 'Çağrı Öztürk', user_height: '181', user_live_in: 'Turkey' }, { token: m.token });
    expect(res).toMatchObject({ status: true, message: MSG.informationUpdated });
    const row = await userRow(m.user_id);
    expect(row).toMatchObject({ user_fullname: 'Çağrı Öztürk', user_height: '181', user_live_in: 'Turkey', user_weight: '80', user_bio: '<p>old</p>' });
    const profile = await t.call('Get_Profile', {}, { token: m.token });
    expect(profile.data).toMatchObject({ user_fullname: 'Çağrı Öztürk', user_live_in: 'Turkey' });
    expect(LIVE_IN_OPTIONS[0]).toBe('Unspecified');
    await t.call('Set_Profile', { user_live_in: 'Unspecified' }, { token: m.token });
    expect((await userRow(m.user_id)).user_live_in).toBe('');
  });

  test.each([
    [{ user_fullname: 'Jo' }, 'user_fullname', MSG.validation.fullNameMin],
    [{ user_fullname: 'A'.repeat(21) }, 'user_fullname', MSG.validation.fullNameMax],
    [{ user_fullname: 'R2 D2' }, 'user_fullname', MSG.validation.fullNameChars],
    [{ user_weight: '80kg' }, 'user_weight', MSG.validation.weightChars],
    [{ user_body_fat: '1.5' }, 'user_body_fat', MSG.validation.bodyFatChars],
    [{ user_bio: 'x'.repeat(251) }, 'user_bio', MSG.validation.bioMax],
    [{ user_phone_number: '12a45' }, 'user_phone_number', MSG.validation.phoneChars],
    [{ user_phone_number: '1234' }, 'user_phone_number', MSG.validation.phoneMin],
    [{ user_live_in: 'Atlantis' }, 'user_live_in', MSG.profile.liveInUnknown],
    [{ privacy_see_profile: 'Nobody' }, 'privacy_see_profile', undefined],
  ])('bad input %j → the field message, nothing written', async (payload, field, message) => {
    const m = await newActor(t);
    const before = await userRow(m.user_id);
    const res = await t.call('Set_Profile', { user_height: '190', ...payload }, { token: m.token });
    expect(res.status).toBe(false);
    if (message) expect(res.errors?.[field]).toBe(message);
    else expect(res.errors?.[field]).toBeTruthy();
    expect(await userRow(m.user_id)).toEqual(before);
  });

  test('a refused image writes nothing; a good one goes through the upload pipeline', async () => {
    const m = await newActor(t);
    const before = await userRow(m.user_id);
    const fake = { filename: 'x.png', mimetype: 'image/png', data: new Uint8Array(Buffer.from('not an image at all')) };
    const bad = await t.call('Set_Profile', { user_fullname: 'New Name', user_profile_image: fake }, { token: m.token });
    expect(bad).toMatchObject({ status: false, message: MSG.validation.imageType });
    expect(await userRow(m.user_id)).toEqual(before);

    const good = await t.call('Set_Profile', { user_community_image: await pngFile(2000, 400) }, { token: m.token });
    expect(good.status).toBe(true);
    const name = (await userRow(m.user_id)).user_community_image as string;
    expect(name).not.toBe('default.jpg');
    const meta = await sharp(path.join(t.config.uploadsDir, 'users/community', name)).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(1280);
  });

  test('a new picture or cover deletes the replaced file and its variants after the save; a shared or default one is kept', async () => {
    const exists = (folder: string, name: string) => existsSync(path.join(t.config.uploadsDir, folder, name));
    const withVariants = (name: string) => [name, ...IMAGE.variantWidths.map((w) => imageVariantName(name, w))];
    const m = await newActor(t);
    expect((await userRow(m.user_id)).user_profile_image).toBe('default.jpg');
    expect(await t.call('Set_Profile', { user_profile_image: await pngFile(300, 300), user_community_image: await pngFile(1400, 300) }, { token: m.token })).toMatchObject({ status: true });
    const first = await userRow(m.user_id);
    const [pictureA, coverA] = [first.user_profile_image as string, first.user_community_image as string];
    for (const n of withVariants(pictureA)) expect(exists('users/profile', n)).toBe(true);

    // A refused save replaces nothing: the current files stay.
    const fake = { filename: 'x.png', mimetype: 'image/png', data: new Uint8Array(Buffer.from('not an image at all')) };
    expect((await t.call('Set_Profile', { user_profile_image: fake }, { token: m.token })).status).toBe(false);
    expect(exists('users/profile', pictureA)).toBe(true);

    expect(await t.call('Set_Profile', { user_profile_image: await pngFile(320, 320) }, { token: m.token })).toMatchObject({ status: true });
    const pictureB = (await userRow(m.user_id)).user_profile_image as string;
    expect(pictureB).not.toBe(pictureA);
    for (const n of withVariants(pictureA)) expect(exists('users/profile', n)).toBe(false);
    for (const n of withVariants(pictureB)) expect(exists('users/profile', n)).toBe(true);
    expect(exists('users/community', coverA)).toBe(true); // untouched

    expect(await t.call('Set_Profile', { user_community_image: await pngFile(1400, 320) }, { token: m.token })).toMatchObject({ status: true });
    const coverB = (await userRow(m.user_id)).user_community_image as string;
    for (const n of withVariants(coverA)) expect(exists('users/community', n)).toBe(false);
    expect(exists('users/community', coverB)).toBe(true);

    // A file another account still shows (as the seed's shared images) is kept until none does.
    const other = await newActor(t);
    await t.pool.query('update users set user_profile_image = $1 where user_id = $2', [pictureB, other.user_id]);
    expect((await t.call('Set_Profile', { user_profile_image: await pngFile(330, 330) }, { token: m.token })).status).toBe(true);
    expect(exists('users/profile', pictureB)).toBe(true);
    expect((await t.call('Set_Profile', { user_profile_image: await pngFile(340, 340) }, { token: other.token })).status).toBe(true);
    expect(exists('users/profile', pictureB)).toBe(false);
  });

  test('a seed image shared by several members survives one of them changing picture', async () => {
    const shared = await sqlRow<{ name: string; n: number }>(
      t,
      `select user_profile_image as name, count(*)::int as n from users where user_profile_image <> 'default.jpg'
       group by 1 having count(*) > 1 order by 2 desc limit 1`,
    );
    expect(shared.n).toBeGreaterThan(1);
    const holder = await sqlRow<{ user_name: string }>(t, 'select user_name from users where user_profile_image = $1 order by user_id limit 1', [shared.name]);
    const { token } = await t.loginAs(holder.user_name);
    // The seed's files are read from the shared seed folder, which deletes never reach: watch the calls.
    const deletes = jest.spyOn(t.storage, 'delete');
    try {
      expect((await t.call('Set_Profile', { user_profile_image: await pngFile(300, 300) }, { token })).status).toBe(true);
      expect(deletes.mock.calls.filter(([, name]) => name.startsWith(shared.name))).toEqual([]);
      // The last holder's change does remove it.
      await t.pool.query('update users set user_profile_image = $1 where user_profile_image = $2 and user_name <> $3', ['default.jpg', shared.name, holder.user_name]);
      await t.pool.query('update users set user_profile_image = $1 where user_name = $2', [shared.name, holder.user_name]);
      expect((await t.call('Set_Profile', { user_profile_image: await pngFile(310, 310) }, { token })).status).toBe(true);
      expect(deletes.mock.calls.filter(([, name]) => name.startsWith(shared.name)).map(([folder, name]) => `${folder}/${name}`)).toContain(`users/profile/${shared.name}`);
    } finally {
      deletes.mockRestore();
    }
  });

  test('switches and privacy are saved and survive a reload', async () => {
    const m = await newActor(t);
    const res = await t.call(
      'Set_Profile',
      { notification_content_like: 0, notification_receive_message: '0', privacy_see_profile: 'Friends', privacy_holiday_mode: 'Yes', user_phone_number: '5551234' },
      { token: m.token },
    );
    expect(res.status).toBe(true);
    const p = (await t.call('Get_Profile', {}, { token: m.token })).data!;
    expect(p).toMatchObject({
      notification_content_like: 0,
      notification_receive_message: 0,
      notification_review_comment: 1,
      privacy_see_profile: 'Friends',
      privacy_see_content: 'Everyone',
      privacy_holiday_mode: 'Yes',
      user_phone_number: '5551234',
    });
  });

  test('password change: current checked, other sessions revoked, security e-mail sent', async () => {
    const m = await memberWithPassword('secret123');
    const other = await t.loginAs(m.user_name);
    const hash = (await userRow(m.user_id)).user_password_hash;

    const wrong = await t.call('Set_Profile', { user_password: 'nope1234', user_new_password: 'newpass99' }, { token: m.token });
    expect(wrong).toMatchObject({ status: false, message: MSG.profile.currentPasswordWrong });
    expect((await userRow(m.user_id)).user_password_hash).toBe(hash);
    const half = await t.call('Set_Profile', { user_new_password: 'newpass99' }, { token: m.token });
    expect(half.status).toBe(false);

    const email = (await userRow(m.user_id)).user_email as string;
    const ok = await t.call('Set_Profile', { user_password: 'secret123', user_new_password: 'newpass99' }, { token: m.token });
    expect(ok.status).toBe(true);
    expect((await t.call('Get_Profile', {}, { token: m.token })).status).toBe(true);
    expect(await t.call('Get_Profile', {}, { token: other.token })).toMatchObject({ status: false, token_error: true });
    expect(t.mails.last(email)?.subject).toMatch(/password was changed/);
    const login = await t.call('Sign_In', { user_name: m.user_name, user_password: 'newpass99' });
    expect(login.status).toBe(true);

    // with the security switch off no mail is sent
    const quiet = await memberWithPassword('secret123');
    await t.call('Set_Profile', { notification_security_account: 0 }, { token: quiet.token });
    const quietEmail = (await userRow(quiet.user_id)).user_email as string;
    await t.call('Set_Profile', { user_password: 'secret123', user_new_password: 'newpass99' }, { token: quiet.token });
    expect(t.mails.last(quietEmail)).toBeUndefined();
  });
});

describe('Get_MyReviewList and Set_EditMyReview', () => {
  async function demoReview(type: 'source' | 'brand' | 'product') {
    return sqlRow<{ rating_id: number; source_id: number | null; brand_id: number | null; product_id: number | null }>(
      t,
      'select rating_id, source_id, brand_id, product_id from reviews where user_id = $1 and review_type = $2 and review_status = 1 order by created_date desc limit 1',
      [DEMO_MEMBER.user_id, type],
    );
  }

  test('own reviews by type, 10 per page, with the total', async () => {
    const demo = await t.loginAs('demo');
    for (const type of ['source', 'brand', 'product'] as const) {
      const total = await sqlNumber(t, 'select count(*) from reviews where user_id = $1 and review_type = $2 and review_status = 1', [DEMO_MEMBER.user_id, type]);
      const res = await t.call('Get_MyReviewList', { type, limit: 10, offset: 0 }, { token: demo.token });
      expect(res.status).toBe(true);
      expect(res.totalData).toBe(total);
      expect(res.data!.length).toBe(Math.min(10, total));
      if (type === 'source' && res.data![0]) expect(res.data![0]).toEqual(expect.objectContaining({ source_name: expect.any(String), contact_rating: expect.any(Number) }));
      if (type === 'product' && res.data![0]) expect(res.data![0]).toEqual(expect.objectContaining({ product_name: expect.any(String), brand_name: expect.any(String) }));
    }
    const bad = await t.call('Get_MyReviewList', { type: 'promo' }, { token: demo.token });
    expect(bad.status).toBe(false);
  });

  test('edit: aggregates and ranks in the same write, amended note, only own reviews', async () => {
    const demo = await t.loginAs('demo');
    const review = await demoReview('source');
    const sourceId = review.source_id!;
    const res = await t.call(
      'Set_EditMyReview',
      { type: 'source', rating_id: review.rating_id, review_comment: '<p>Edited: fast delivery</p>', contact_rating: 5, delivery_rating: 5, quality_rating: 4, pricing_rating: 4, support_rating: 2 },
      { token: demo.token },
    );
    expect(res).toMatchObject({ status: true, message: MSG.success.reviewEdited });
    const row = await sqlRow<{ rating: string; updated_review: number; review_comment: string }>(t, 'select rating, updated_review, review_comment from reviews where rating_id = $1', [review.rating_id]);
    expect(Number(row.rating)).toBe(4);
    expect(row.updated_review).toBe(1);
    const agg = await sqlRow<{ stored: string; computed: string; support: string; computed_support: string }>(
      t,
      `select s.source_rating stored, (select round(avg(rating), 1) from reviews where review_type = 'source' and source_id = $1 and review_status = 1) computed,
              s.support_rating_total support, (select round(avg(support_rating), 1) from reviews where review_type = 'source' and source_id = $1 and review_status = 1) computed_support
       from sources s where s.source_id = $1`,
      [sourceId],
    );
    expect(Number(agg.stored)).toBe(Number(agg.computed));
    expect(Number(agg.support)).toBe(Number(agg.computed_support));
    expect(await rankMismatches(t, 'source')).toEqual([]);

    // the public page shows the new rating and the amended flag
    const page = await t.call('Get_SourceReviewsPagination', { source_id: sourceId, limit: 100, offset: 0 });
    const shown = page.data!.find((r) => r.rating_id === review.rating_id)!;
    expect(shown).toMatchObject({ updated_review: 1 });
    expect(Number(shown.rating)).toBe(4);

    // someone else's review, a wrong type, a blank comment, a business account: refused, nothing changed
    const other = await newActor(t);
    const before = await sqlRow(t, 'select * from reviews where rating_id = $1', [review.rating_id]);
    expect((await t.call('Set_EditMyReview', { type: 'source', rating_id: review.rating_id, review_comment: 'mine now' }, { token: other.token })).message).toBe(MSG.profile.reviewNotFound);
    expect((await t.call('Set_EditMyReview', { type: 'brand', rating_id: review.rating_id, review_comment: 'x' }, { token: demo.token })).status).toBe(false);
    const blank = await t.call('Set_EditMyReview', { type: 'source', rating_id: review.rating_id, review_comment: '<p><br></p>' }, { token: demo.token });
    expect(blank).toMatchObject({ status: false, message: MSG.validation.fieldBlank });
    const owner = await t.loginAs(SOURCE_OWNER.user_name);
    expect((await t.call('Set_EditMyReview', { type: 'source', rating_id: review.rating_id, review_comment: 'x' }, { token: owner.token })).message).toBe(MSG.gating.cannotReviewSourceOrBrand);
    expect((await t.call('Set_EditMyReview', { type: 'source', rating_id: review.rating_id, review_comment: 'ok', contact_rating: 9 }, { token: demo.token })).status).toBe(false);
    expect(await sqlRow(t, 'select * from reviews where rating_id = $1', [review.rating_id])).toEqual(before);
  });

  test('brand and product edits recompute their item', async () => {
    const demo = await t.loginAs('demo');
    for (const type of ['brand', 'product'] as const) {
      const review = await demoReview(type);
      const res = await t.call('Set_EditMyReview', { type, rating_id: review.rating_id, review_comment: 'Changed my mind', rating: 1 }, { token: demo.token });
      expect(res.status).toBe(true);
      const [table, key, col, id] = type === 'brand' ? ['brands', 'brand_id', 'brand_rating', review.brand_id] : ['products', 'product_id', 'product_rating', review.product_id];
      const agg = await sqlRow<{ stored: string; computed: string }>(
        t,
        `select ${col} stored, (select round(avg(rating), 1) from reviews where review_type = $2 and ${key} = $1 and review_status = 1) computed from ${table} where ${key} = $1`,
        [id, type],
      );
      expect(Number(agg.stored)).toBe(Number(agg.computed));
    }
  });
});
