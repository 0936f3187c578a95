/**
 * Business calls: who may call what (owner / other owner / member / visitor), dashboards from real
 * rows, setup and account edits through manager approval, received reviews, official sellers, brand
 * products (and their public read paths), site screenshots. Bad input changes nothing.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { BAD_REVIEW_BELOW, MSG, WEBSITE_EXAMPLE, type CallName } from '@ironscore/contract';
import { createTestApp, type TestApp } from '../test/harness';
import { brandOfficialResellers, brands, products, sources } from '../db/schema';
import { DEMO_BRAND, DEMO_SOURCE } from '../seed/fixed-accounts';
import { brandSetupPayload, latestSubmission, setupRefs, sourceSetupPayload } from '../listings/test-helpers';
import { approveSubmission, rejectSubmission } from '../listings/submissions';
import { pngFile } from '../test/fixtures';
import { startLocalSite, type LocalSite } from '../test/local-site';
import { ScreenshotService } from '../screenshots/service';
import { sourceRankSql } from '../aggregates';

let t: TestApp;
let site: LocalSite;
type Who = 'visitor' | 'member' | 'source' | 'otherSource' | 'brand' | 'otherBrand';
const tokens = {} as Record<Exclude<Who, 'visitor'>, string>;
let otherSourceId: number;
let otherBrandId: number;

async function ownerOf(type: 'source' | 'brand', notId: number) {
  const r = await t.pool.query<{ user_name: string; id: number }>(
    `select u.user_name, l.${type}_id as id from ${type}s l join users u on u.user_id = l.user_id
     where u.user_type = '${type}' and l.${type}_id <> ${notId} and l.${type}_status = 1 order by l.${type}_id limit 1`,
  );
  return r.rows[0]!;
}

beforeAll(async () => {
  site = await startLocalSite({ '/': { body: '<html><body style="background:#0a0"><h1>Local shop</h1></body></html>' } });
  t = await createTestApp({
    services: () => ({
      screenshots: new ScreenshotService({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', policy: { allowOrigins: [site.allow] } }),
    }),
  });
  tokens.member = (await t.loginAs('demo')).token;
  tokens.source = (await t.loginAs('sourceowner')).token;
  tokens.brand = (await t.loginAs('brandowner')).token;
  const os = await ownerOf('source', DEMO_SOURCE.source_id);
  const ob = await ownerOf('brand', DEMO_BRAND.brand_id);
  otherSourceId = os.id;
  otherBrandId = ob.id;
  tokens.otherSource = (await t.loginAs(os.user_name)).token;
  tokens.otherBrand = (await t.loginAs(ob.user_name)).token;
});
afterAll(async () => {
  await t?.close();
  await site?.close();
});

const as = (who: Who) => (who === 'visitor' ? {} : { token: tokens[who] });

describe('who may call the business area', () => {
  const sourceCalls: [CallName, Record<string, unknown>][] = [
    ['Get_SourceDashboard', {}],
    ['Get_SourceToken', {}],
    ['Get_SourceReviewPaginationToken', { limit: 20, offset: 0 }],
  ];
  const brandCalls: [CallName, Record<string, unknown>][] = [
    ['Get_BrandDashboard', {}],
    ['Get_BrandToken', {}],
    ['Get_BrandReviewPaginationToken', { limit: 20, offset: 0 }],
    ['Get_BrandOfficalSellerList', {}],
    ['Get_BrandProductsPaginationToken', { limit: 20, offset: 0 }],
  ];
  test.each(sourceCalls)('%s: source owners only', async (name, payload) => {
    expect(await t.call(name, payload)).toMatchObject({ status: false, token_error: true });
    expect(await t.call(name, payload, as('member'))).toMatchObject({ status: false, message: MSG.business.onlyBusiness });
    expect(await t.call(name, payload, as('brand'))).toMatchObject({ status: false, message: MSG.business.onlyBusiness });
    expect(await t.call(name, payload, as('source'))).toMatchObject({ status: true });
  });
  test.each(brandCalls)('%s: brand owners only', async (name, payload) => {
    expect(await t.call(name, payload)).toMatchObject({ status: false, token_error: true });
    expect(await t.call(name, payload, as('member'))).toMatchObject({ status: false, message: MSG.business.onlyBusiness });
    expect(await t.call(name, payload, as('source'))).toMatchObject({ status: false, message: MSG.business.onlyBusiness });
    expect(await t.call(name, payload, as('brand'))).toMatchObject({ status: true });
  });

  test('each owner sees only their own listing', async () => {
    const mine = await t.call('Get_SourceToken', {}, as('source'));
    const theirs = await t.call('Get_SourceToken', {}, as('otherSource'));
    expect(mine.data!.source_id).toBe(DEMO_SOURCE.source_id);
    expect(theirs.data!.source_id).toBe(otherSourceId);
    expect((await t.call('Get_BrandToken', {}, as('otherBrand'))).data!.brand_id).toBe(otherBrandId);
  });
});

describe('dashboards', () => {
  test('source dashboard counters come from the rows', async () => {
    const d = (await t.call('Get_SourceDashboard', {}, as('source'))).data!;
    const r = await t.pool.query(
      `select count(*)::int n, (count(*) filter (where rating < ${BAD_REVIEW_BELOW}))::int bad, coalesce(sum(comment_count), 0)::int comments
       from reviews where review_type = 'source' and source_id = $1 and review_status = 1`,
      [DEMO_SOURCE.source_id],
    );
    const views = await t.pool.query(`select count(*)::int n from page_views where view_type = 'source' and parent_id = $1`, [DEMO_SOURCE.source_id]);
    const favs = await t.pool.query(`select count(*)::int n from favourites where source_id = $1`, [DEMO_SOURCE.source_id]);
    const threads = await t.pool.query(`select count(*)::int n from message_threads where user1_id = 4 or user2_id = 4`);
    const [s] = await t.db.select({ badge_hash: sources.badge_hash, source_ranked: sourceRankSql }).from(sources).where(eq(sources.source_id, DEMO_SOURCE.source_id));
    expect(d).toMatchObject({
      source_setup_status: 1,
      source_status: 1,
      all_reviews: r.rows[0].n,
      bad_reviews: r.rows[0].bad,
      all_comments: r.rows[0].comments,
      total_views: views.rows[0].n,
      all_favourited: favs.rows[0].n,
      all_messages: threads.rows[0].n,
      ranking: s!.source_ranked,
      badgeCode: s!.badge_hash,
      source_name: DEMO_SOURCE.source_name,
      approval: { account: 'approved', submission: null },
    });
    expect(d.all_reviews).toBeGreaterThan(0);
    expect(d.countries.length).toBeGreaterThan(200);
    expect(d.countries[0]).toEqual(expect.objectContaining({ continent_name: expect.any(String), country_id: expect.any(Number) }));
    expect(d.payment_methods.length).toBeGreaterThan(0);
    expect(d.source_categories.length).toBeGreaterThan(0);
  });

  test('brand dashboard counters come from the rows', async () => {
    const d = (await t.call('Get_BrandDashboard', {}, as('brand'))).data!;
    const r = await t.pool.query(
      `select count(*)::int n, (count(*) filter (where rating < 3))::int bad from reviews where review_type = 'brand' and brand_id = 1 and review_status = 1`,
    );
    expect(d).toMatchObject({ brand_setup_status: 1, brand_status: 1, all_reviews: r.rows[0].n, bad_reviews: r.rows[0].bad, brand_name: DEMO_BRAND.brand_name });
  });

  test('a new business: setup 0, unpublished, account pending', async () => {
    const name = `dash${Date.now().toString(36)}`;
    const res = await t.call('Sign_UpBusiness', {
      user_type: 'source', user_name: name, source_or_brand_name: `${name}.shop`, offical_email: `o@${name}.example`,
      offical_website: `https://${name}.example`, user_password: 'secret123',
    });
    const d = (await t.call('Get_SourceDashboard', {}, { token: res.data! })).data!;
    expect(d).toMatchObject({ source_setup_status: 0, source_status: 0, source_verification_status: 0, all_reviews: 0, ranking: 0, approval: { account: 'pending', submission: null } });
  });
});

describe('received reviews and the READ modal', () => {
  test('the owner pages through every review of the source, 20 per page', async () => {
    const res = await t.call('Get_SourceReviewPaginationToken', { limit: 20, offset: 0 }, as('source'));
    const pub = await t.call('Get_SourceReviewsPagination', { limit: 20, offset: 0, source_id: DEMO_SOURCE.source_id });
    expect(res.totalData).toBe(pub.totalData);
    expect(res.data!.length).toBe(Math.min(20, res.totalData!));
    expect(res.data![0]).toEqual(expect.objectContaining({ contact_rating: expect.any(Number), comments: expect.any(Array), user_rank: expect.any(Object) }));
    const other = await t.call('Get_SourceReviewPaginationToken', { limit: 20, offset: 0 }, as('otherSource'));
    expect(other.data!.every((r) => r.source_id === otherSourceId)).toBe(true);
  });

  test('Get_*ReviewSingle answers the listing owner and the review author only', async () => {
    for (const [kind, call, owner, otherOwner] of [
      ['source', 'Get_SourceReviewSingle', 'source', 'otherSource'],
      ['brand', 'Get_BrandReviewSingle', 'brand', 'otherBrand'],
      ['product', 'Get_BrandProductReviewSingle', 'brand', 'otherBrand'],
    ] as const) {
      const where = kind === 'source' ? 'source_id = 1' : 'brand_id = 1';
      const r = await t.pool.query<{ rating_id: number; user_name: string }>(
        `select r.rating_id, u.user_name from reviews r join users u on u.user_id = r.user_id
         where r.review_type = '${kind}' and r.${where} and r.review_status = 1 and u.user_name <> 'demo' order by r.rating_id limit 1`,
      );
      const { rating_id, user_name } = r.rows[0]!;
      const author = await t.loginAs(user_name);
      expect(await t.call(call, { rating_id })).toMatchObject({ token_error: true });
      expect(await t.call(call, { rating_id }, as(owner))).toMatchObject({ status: true, data: { rating_id } });
      expect(await t.call(call, { rating_id }, { token: author.token })).toMatchObject({ status: true });
      expect(await t.call(call, { rating_id }, as('member'))).toMatchObject({ status: false, message: MSG.notFound.review });
      expect(await t.call(call, { rating_id }, as(otherOwner))).toMatchObject({ status: false, message: MSG.notFound.review });
    }
  });

  test('the owner comments on and reports a received review', async () => {
    const [review] = (await t.call('Get_SourceReviewPaginationToken', { limit: 1, offset: 0 }, as('source'))).data!;
    const comment = await t.call(
      'Set_SourceNewComment',
      { source_id: DEMO_SOURCE.source_id, parent_rating_id: review!.rating_id, review_comment: '<p>Thank you for the review!</p>', user_id: 0 },
      as('source'),
    );
    expect(comment).toMatchObject({ status: true, message: MSG.review.commentSubmitted });
    const single = await t.call('Get_SourceReviewSingle', { rating_id: review!.rating_id }, as('source'));
    expect(single.data!.comments.at(-1)).toMatchObject({ user_name: 'sourceowner', review_comment: '<p>Thank you for the review!</p>' });
    const report = await t.call(
      'Set_SourceReviewReport',
      { source_id: DEMO_SOURCE.source_id, rating_id: review!.rating_id, report_reason: 'Spam or Promotion', user_id: 0 },
      as('source'),
    );
    expect(report).toMatchObject({ status: true, message: MSG.review.reportThanks });
  });
});

describe('setup and account edit wait for a manager', () => {
  test('an account edit of a published source: the public page keeps the approved values until approval', async () => {
    const before = (await t.call('Get_Source', { source_slug_url: DEMO_SOURCE.source_slug_url })).data!;
    const payload = await sourceSetupPayload(t, {
      source_description: '<p>Brand new description.</p>',
      source_website: 'https://irondepot.example/',
      source_email: 'contact@irondepot.example',
    });
    const res = await t.call('Set_SourceSetup', payload, as('source'));
    expect(res).toMatchObject({ status: true, message: MSG.informationUpdated, data: { source_name: 'irondepot' } });
    const after = (await t.call('Get_Source', { source_slug_url: DEMO_SOURCE.source_slug_url })).data!;
    expect(after.source_description).toBe(before.source_description);
    const account = (await t.call('Get_SourceToken', {}, as('source'))).data!;
    expect(account).toMatchObject({ source_description: '<p>Brand new description.</p>', source_email: 'contact@irondepot.example' });
    expect(account.approval.submission).toMatchObject({ kind: 'edit', status: 'pending' });
    expect(account.source_profile_image).toBe(res.data!.source_profile_image);

    const submission = await latestSubmission(t, 'source', DEMO_SOURCE.source_id);
    await approveSubmission(t.db, submission!.submission_id, { mailer: t.mails });
    const published = (await t.call('Get_Source', { source_slug_url: DEMO_SOURCE.source_slug_url })).data!;
    expect(published.source_description).toBe('<p>Brand new description.</p>');
    expect(published.source_profile_image).toBe(res.data!.source_profile_image);
    expect(published.source_delivery_countries.length).toBe(3);
    expect((await t.call('Get_SourceDashboard', {}, as('source'))).data!.approval.submission).toMatchObject({ kind: 'edit', status: 'approved' });
    expect(t.mails.last('owner@irondepot.example')!.subject).toMatch(/approved/);
  });

  test('a rejected edit keeps the published values and tells the owner why', async () => {
    const res = await t.call('Set_SourceSetup', await sourceSetupPayload(t, { source_description: '<p>Rejected text</p>', source_main_logo: '' }), as('source'));
    expect(res.status).toBe(true);
    const submission = await latestSubmission(t, 'source', DEMO_SOURCE.source_id);
    await rejectSubmission(t.db, submission!.submission_id, { reason: 'Misleading claims' });
    expect((await t.call('Get_Source', { source_slug_url: DEMO_SOURCE.source_slug_url })).data!.source_description).not.toBe('<p>Rejected text</p>');
    const d = (await t.call('Get_SourceDashboard', {}, as('source'))).data!;
    expect(d.approval.submission).toMatchObject({ status: 'rejected', reason: 'Misleading claims' });
    expect(d.source_setup_status).toBe(1);
  });

  test('a second save replaces the pending one (one pending submission per listing)', async () => {
    await t.call('Set_SourceSetup', await sourceSetupPayload(t, { source_description: '<p>One</p>' }), as('source'));
    await t.call('Set_SourceSetup', await sourceSetupPayload(t, { source_description: '<p>Two</p>' }), as('source'));
    const r = await t.pool.query(`select status, data->>'description' d from listing_submissions where business_type = 'source' and business_id = 1 order by submission_id desc limit 2`);
    expect(r.rows).toEqual([{ status: 'pending', d: '<p>Two</p>' }, { status: 'superseded', d: '<p>One</p>' }]);
  });

  test('a rejected setup asks for the setup again', async () => {
    const name = `rej${Date.now().toString(36)}`;
    const res = await t.call('Sign_UpBusiness', {
      user_type: 'brand', user_name: name, source_or_brand_name: `${name} labs`, offical_email: `o@${name}.example`,
      offical_website: `https://${name}.example`, user_password: 'secret123',
    });
    expect(await t.call('Set_BrandSetup', await brandSetupPayload(t), { token: res.data! })).toMatchObject({ status: true });
    let d = (await t.call('Get_BrandDashboard', {}, { token: res.data! })).data!;
    expect(d).toMatchObject({ brand_setup_status: 1, brand_status: 0, approval: { submission: { kind: 'setup', status: 'pending' } } });
    const [b] = await t.db.select().from(brands).where(eq(brands.user_id, (await t.pool.query(`select user_id from users where user_name = $1`, [name])).rows[0].user_id));
    await rejectSubmission(t.db, (await latestSubmission(t, 'brand', b!.brand_id))!.submission_id, { reason: 'Logo unreadable' });
    d = (await t.call('Get_BrandDashboard', {}, { token: res.data! })).data!;
    expect(d).toMatchObject({ brand_setup_status: 0, brand_status: 0, approval: { submission: { kind: 'setup', status: 'rejected', reason: 'Logo unreadable' } } });
  });

  test('the brand wizard sets the official sellers; the account edit leaves them', async () => {
    const name = `wiz${Date.now().toString(36)}`;
    const res = await t.call('Sign_UpBusiness', {
      user_type: 'brand', user_name: name, source_or_brand_name: `${name} labs`, offical_email: `o@${name}.example`,
      offical_website: `https://${name}.example`, user_password: 'secret123',
    });
    const token = res.data!;
    expect(await t.call('Set_BrandSetup', await brandSetupPayload(t, { brand_offical_resellers: JSON.stringify([DEMO_SOURCE.source_id]) }), { token })).toMatchObject({ status: true });
    expect((await t.call('Get_BrandOfficalSellerList', {}, { token })).data).toEqual([{ source_id: DEMO_SOURCE.source_id, source_name: DEMO_SOURCE.source_name }]);
    const edit = await brandSetupPayload(t, { brand_website: 'https://new.example', brand_email: 'x@new.example' });
    delete (edit as Record<string, unknown>).brand_offical_resellers;
    expect(await t.call('Set_BrandSetup', edit, { token })).toMatchObject({ status: true });
    expect((await t.call('Get_BrandOfficalSellerList', {}, { token })).data!.length).toBe(1);
  });

  describe('bad input: the spec message, nothing written', () => {
    async function expectNothingWritten(payload: Record<string, unknown>, message: string, token = tokens.source, call: CallName = 'Set_SourceSetup') {
      const before = await t.count('listing_submissions');
      const res = await t.call(call, payload, { token });
      expect(res).toMatchObject({ status: false, message });
      expect(await t.count('listing_submissions')).toBe(before);
    }
    test('unknown payment methods, countries, category, country', async () => {
      const S = MSG.sourceSetup;
      await expectNothingWritten(await sourceSetupPayload(t, { payment_methods: '[99999]' }), S.paymentMethods);
      await expectNothingWritten(await sourceSetupPayload(t, { payment_methods: '[]' }), S.paymentMethods);
      await expectNothingWritten(await sourceSetupPayload(t, { continents_can_ship: '[99999]' }), S.shipTo);
      await expectNothingWritten(await sourceSetupPayload(t, { continents_cannot_ship: '[]' }), S.cannotShipTo);
      await expectNothingWritten(await sourceSetupPayload(t, { source_category: 99999 }), S.category);
      await expectNothingWritten(await sourceSetupPayload(t, { source_country: 'Atlantis' }), S.country);
      await expectNothingWritten(await sourceSetupPayload(t, { source_since: '15' }), S.yearDigits);
      await expectNothingWritten(await sourceSetupPayload(t, { source_since: '' }), S.yearRequired);
      await expectNothingWritten(await sourceSetupPayload(t, { source_delivery_time: '2 Days' }), S.deliveryTime);
      await expectNothingWritten(await sourceSetupPayload(t, { source_description: '<p> </p>' }), S.description);
      await expectNothingWritten(await sourceSetupPayload(t, { source_website: 'ftp://x' }), MSG.validation.websiteInvalid(WEBSITE_EXAMPLE));
    });
    test('a country both in "ship to" and "cannot ship to" is refused (wizards and account edits, source and brand)', async () => {
      const r = await setupRefs(t);
      const overlap = JSON.stringify([r.cannotShip[0], ...r.ship]);
      await expectNothingWritten(await sourceSetupPayload(t, { continents_can_ship: overlap }), MSG.business.shipListsOverlap);
      await expectNothingWritten(
        await sourceSetupPayload(t, { continents_cannot_ship: JSON.stringify([r.ship[1]]), source_website: 'https://iron.example', source_email: 'o@iron.example' }),
        MSG.business.shipListsOverlap,
      );
      await expectNothingWritten(await brandSetupPayload(t, { continents_can_ship: overlap }), MSG.business.shipListsOverlap, tokens.brand, 'Set_BrandSetup');
      const edit = await brandSetupPayload(t, { continents_cannot_ship: JSON.stringify(r.ship), brand_website: 'https://new.example', brand_email: 'x@new.example' });
      delete (edit as Record<string, unknown>).brand_offical_resellers;
      await expectNothingWritten(edit, MSG.business.shipListsOverlap, tokens.brand, 'Set_BrandSetup');
    });
    test('the brand wizard without an official seller is refused (step 5)', async () => {
      await expectNothingWritten(await brandSetupPayload(t, { brand_offical_resellers: '[]' }), MSG.brandSetup.officialSellers, tokens.brand, 'Set_BrandSetup');
      // a new brand's first setup without the list, while its Official Sellers page is empty
      const name = `nosell${Date.now().toString(36)}`;
      const res = await t.call('Sign_UpBusiness', {
        user_type: 'brand', user_name: name, source_or_brand_name: `${name} labs`, offical_email: `o@${name}.example`,
        offical_website: `https://${name}.example`, user_password: 'secret123',
      });
      const setup = await brandSetupPayload(t);
      delete (setup as Record<string, unknown>).brand_offical_resellers;
      await expectNothingWritten(setup, MSG.brandSetup.officialSellers, res.data!, 'Set_BrandSetup');
    });
    test('images: another listing\'s file name, a non-image, and a missing logo on a new listing', async () => {
      const [other] = await t.db.select({ img: sources.source_profile_image }).from(sources).where(eq(sources.source_id, otherSourceId));
      await expectNothingWritten(await sourceSetupPayload(t, { source_main_logo: other!.img }), MSG.business.storedImageUnknown);
      await expectNothingWritten(await sourceSetupPayload(t, { source_site_logo_file: 'not-mine.png' }), MSG.business.storedImageUnknown);
      await expectNothingWritten(
        await sourceSetupPayload(t, { source_main_logo: { filename: 'x.png', mimetype: 'image/png', data: Buffer.from('not an image at all') } }),
        MSG.validation.imageType,
      );
      const name = `nologo${Date.now().toString(36)}`;
      const res = await t.call('Sign_UpBusiness', {
        user_type: 'source', user_name: name, source_or_brand_name: `${name}.shop`, offical_email: `o@${name}.example`,
        offical_website: `https://${name}.example`, user_password: 'secret123',
      });
      await expectNothingWritten(await sourceSetupPayload(t, { source_main_logo: '' }), MSG.sourceSetup.logo, res.data!);
      await expectNothingWritten(await sourceSetupPayload(t, { source_site_logo_file: '' }), MSG.sourceSetup.externalView, res.data!);
    });
    test('a member and the other business type cannot save a setup', async () => {
      await expectNothingWritten(await sourceSetupPayload(t), MSG.business.onlyBusiness, tokens.member);
      await expectNothingWritten(await sourceSetupPayload(t), MSG.business.onlyBusiness, tokens.brand);
      await expectNothingWritten(await brandSetupPayload(t), MSG.business.onlyBusiness, tokens.source, 'Set_BrandSetup');
    });
  });
});

describe('official sellers', () => {
  test('add (no duplicates), shown on the public brand page, remove', async () => {
    const [candidate] = (
      await t.pool.query<{ source_id: number; source_name: string }>(
        `select source_id, source_name from sources where source_status = 1 and source_id not in (select source_id from brand_official_resellers where brand_id = 1) order by source_id limit 1`,
      )
    ).rows;
    const add = { type: 'insert', source_id: candidate!.source_id };
    expect(await t.call('Set_BrandOfficalSellerUpdate', add, as('brand'))).toMatchObject({ status: true, message: MSG.success.transactionSuccessful });
    expect(await t.call('Set_BrandOfficalSellerUpdate', add, as('brand'))).toMatchObject({ status: false, message: MSG.business.sellerAlreadyAdded });
    expect((await t.call('Get_BrandOfficalSellerList', {}, as('brand'))).data).toContainEqual(candidate);
    expect((await t.call('Get_Brand', { brand_slug_url: DEMO_BRAND.brand_slug_url })).data!.brand_offical_resellers).toContainEqual({ source_name: candidate!.source_name });
    expect((await t.call('Get_BrandOfficalSellerList', {}, as('otherBrand'))).data).not.toContainEqual(candidate);
    // the other brand's owner cannot remove it from brand 1
    expect(await t.call('Set_BrandOfficalSellerUpdate', { type: 'delete', source_id: candidate!.source_id }, as('otherBrand'))).toMatchObject({ status: false });
    expect(await t.call('Set_BrandOfficalSellerUpdate', { type: 'delete', source_id: candidate!.source_id }, as('brand'))).toMatchObject({ status: true });
    expect((await t.db.select().from(brandOfficialResellers).where(eq(brandOfficialResellers.source_id, candidate!.source_id))).filter((r) => r.brand_id === 1)).toEqual([]);
  });
  test('bad input', async () => {
    const before = await t.count('brand_official_resellers');
    expect(await t.call('Set_BrandOfficalSellerUpdate', { type: 'insert', source_id: 9_999_999 }, as('brand'))).toMatchObject({ status: false, message: MSG.business.sellerNotFound });
    expect(await t.call('Set_BrandOfficalSellerUpdate', { type: 'upsert', source_id: 2 }, as('brand'))).toMatchObject({ status: false });
    expect(await t.call('Set_BrandOfficalSellerUpdate', { type: 'insert', source_id: 2 }, as('member'))).toMatchObject({ status: false });
    expect(await t.call('Set_BrandOfficalSellerUpdate', { type: 'insert', source_id: 2 })).toMatchObject({ token_error: true });
    expect(await t.count('brand_official_resellers')).toBe(before);
  });
});

describe('brand products', () => {
  const features = {
    product_features_acne: 'LOW',
    product_features_waterretention: 'HIGH',
    product_features_hepatotoxicity: 'NO',
    product_features_aromatization: 'YES',
    product_features_activehalflife: '8 hours',
    product_features_classification: 'Peptide',
    product_features_hbr: '3',
    product_features_form: 'Capsule',
    product_features_dosage: '1 capsule\n2 times a day',
    product_features_activesubstance: 'Zyxomaltine',
  };
  const categoryOf = async () => (await t.pool.query<{ category_id: number; category_slug_url: string; product_count: number }>(
    `select category_id, category_slug_url, product_count from product_categories order by category_id limit 1`)).rows[0]!;

  test('a saved active product appears on the brand page, in its category and in search; delete removes it', async () => {
    const cat = await categoryOf();
    const [brandBefore] = await t.db.select({ n: brands.total_product }).from(brands).where(eq(brands.brand_id, 1));
    const name = `Zyxomaltine Max ${Date.now().toString(36)}`;
    const saved = await t.call(
      'Set_BrandProductSave',
      {
        product_id: 0, category_id: cat.category_id, product_name: name, product_description: '<p>Strong stuff.</p>',
        product_type: 'Oral', product_status: '1', product_features: JSON.stringify(features), product_image: await pngFile(768, 768),
      },
      as('brand'),
    );
    expect(saved).toMatchObject({ status: true, message: MSG.success.productSaved });
    const productId = saved.data!.product_id;
    const [row] = await t.db.select().from(products).where(eq(products.product_id, productId));
    expect(row).toMatchObject({ brand_id: 1, product_status: 1, product_type: 'Oral', product_features: features });

    const detail = await t.call('Get_BrandProduct', { brand_slug_url: DEMO_BRAND.brand_slug_url, product_slug_url: row!.product_slug_url });
    expect(detail).toMatchObject({ status: true, data: { product_name: name } });
    // Every page of a public list (100 at most per call).
    const allOf = async (filter: { brand_id: number; category_id: number }) => {
      const ids: number[] = [];
      for (let offset = 0; ; offset += 100) {
        const page = await t.call('Get_BrandProductPagination', { limit: 100, offset, ...filter });
        ids.push(...page.data!.map((p) => p.product_id));
        if (offset + 100 >= (page.totalData ?? 0)) return { ids, total: page.totalData };
      }
    };
    const inCategory = await allOf({ brand_id: 0, category_id: cat.category_id });
    expect(inCategory.total).toBe(cat.product_count + 1);
    expect((await allOf({ brand_id: 1, category_id: 0 })).ids).toContain(productId);
    expect(inCategory.ids).toContain(productId);
    const search = await t.call('Get_SearchText', { searchText: name });
    expect(search.data!.map((r) => r.name)).toContain(name);
    expect((await categoryOf()).product_count).toBe(cat.product_count + 1);
    expect((await t.db.select({ n: brands.total_product }).from(brands).where(eq(brands.brand_id, 1)))[0]!.n).toBe(brandBefore!.n + 1);
    const mine = await t.call('Get_BrandProductsPaginationToken', { limit: 20, offset: 0 }, as('brand'));
    expect(mine.data![0]).toMatchObject({ product_id: productId, product_status: '1', product_features: features, reviews: [] });

    // passive: gone from the public pages, still in the owner's table
    expect(await t.call('Set_BrandProductSave', { product_id: productId, category_id: cat.category_id, product_name: name, product_description: '<p>x</p>', product_type: 'Oral', product_status: '0' }, as('brand'))).toMatchObject({ status: true });
    expect((await t.call('Get_BrandProduct', { brand_slug_url: DEMO_BRAND.brand_slug_url, product_slug_url: row!.product_slug_url })).status).toBe(false);
    expect((await categoryOf()).product_count).toBe(cat.product_count);

    // another brand cannot touch it
    expect(await t.call('Set_BrandProductDelete', { product_id: productId }, as('otherBrand'))).toMatchObject({ status: false, message: MSG.business.productNotFound });
    expect(await t.call('Set_BrandProductSave', { product_id: productId, category_id: cat.category_id, product_name: 'Hijack', product_description: '<p>x</p>', product_type: 'Oral', product_status: '1' }, as('otherBrand'))).toMatchObject({ status: false, message: MSG.business.productNotFound });
    expect(await t.call('Set_BrandProductDelete', { product_id: productId }, as('brand'))).toMatchObject({ status: true });
    expect(await t.db.select().from(products).where(eq(products.product_id, productId))).toEqual([]);
  });

  test('deleting a reviewed product updates its reviewers\' counters', async () => {
    const r = await t.pool.query<{ product_id: number; user_id: number }>(
      `select r.product_id, r.user_id from reviews r join products p on p.product_id = r.product_id where p.brand_id = 1 and r.review_type = 'product' limit 1`,
    );
    const { product_id, user_id } = r.rows[0]!;
    const before = (await t.pool.query(`select total_reviews from users where user_id = $1`, [user_id])).rows[0].total_reviews;
    expect(await t.call('Set_BrandProductDelete', { product_id }, as('brand'))).toMatchObject({ status: true });
    const after = (await t.pool.query(`select total_reviews from users where user_id = $1`, [user_id])).rows[0].total_reviews;
    expect(after).toBe(before - 1);
  });

  test('a new product image deletes the replaced one after the save; deleting the product deletes its image; shared images stay', async () => {
    const cat = await categoryOf();
    const exists = (name: string) => existsSync(path.join(t.config.uploadsDir, 'brands/products', name));
    const base = { category_id: cat.category_id, product_name: `Imagetest ${Date.now().toString(36)}`, product_description: '<p>x</p>', product_type: 'Oral', product_status: '1' };
    const saved = await t.call('Set_BrandProductSave', { ...base, product_id: 0, product_image: await pngFile(600, 600) }, as('brand'));
    const productId = saved.data!.product_id;
    const imageOf = async () => (await t.db.select({ image: products.product_image }).from(products).where(eq(products.product_id, productId)))[0]!.image;
    const first = await imageOf();
    expect(exists(first)).toBe(true);
    // A save without a new image keeps it.
    expect((await t.call('Set_BrandProductSave', { ...base, product_id: productId }, as('brand'))).status).toBe(true);
    expect(exists(first)).toBe(true);
    expect((await t.call('Set_BrandProductSave', { ...base, product_id: productId, product_image: await pngFile(640, 640) }, as('brand'))).status).toBe(true);
    const second = await imageOf();
    expect([exists(first), exists(first + '.w320.webp'), exists(second)]).toEqual([false, false, true]);
    // Another product showing the same file keeps it alive through the delete.
    const [other] = await t.db.select({ id: products.product_id, image: products.product_image }).from(products).where(eq(products.brand_id, 1)).limit(1);
    await t.db.update(products).set({ product_image: second }).where(eq(products.product_id, other!.id));
    expect((await t.call('Set_BrandProductDelete', { product_id: productId }, as('brand'))).status).toBe(true);
    expect(exists(second)).toBe(true);
    await t.db.update(products).set({ product_image: other!.image }).where(eq(products.product_id, other!.id));
    const third = await t.call('Set_BrandProductSave', { ...base, product_name: `${base.product_name} b`, product_id: 0, product_image: await pngFile(600, 600) }, as('brand'));
    const thirdImage = (await t.db.select({ image: products.product_image }).from(products).where(eq(products.product_id, third.data!.product_id)))[0]!.image;
    expect((await t.call('Set_BrandProductDelete', { product_id: third.data!.product_id }, as('brand'))).status).toBe(true);
    expect(exists(thirdImage)).toBe(false);
  });

  test('bad input: blank fields, bad feature values, a non-image — nothing written', async () => {
    const cat = await categoryOf();
    const base = { product_id: 0, category_id: cat.category_id, product_name: 'Valid', product_description: '<p>ok</p>', product_type: 'Oral', product_status: '1' };
    const before = await t.count('products');
    for (const [patch, field] of [
      [{ product_name: '' }, 'product_name'],
      [{ product_description: '<p></p>' }, 'product_description'],
      [{ category_id: 0 }, 'category_id'],
      [{ category_id: 999999 }, 'category_id'],
      [{ product_type: 'Powder' }, 'product_type'],
      [{ product_status: '2' }, 'product_status'],
    ] as const) {
      const res = await t.call('Set_BrandProductSave', { ...base, ...patch }, as('brand'));
      expect([field, res.status, res.message]).toEqual([field, false, MSG.validation.fieldBlank]);
    }
    expect((await t.call('Set_BrandProductSave', { ...base, product_features: JSON.stringify({ product_features_acne: 'MAYBE' }) }, as('brand'))).status).toBe(false);
    expect((await t.call('Set_BrandProductSave', { ...base, product_image: { filename: 'a.png', mimetype: 'image/png', data: Buffer.from('nope') } }, as('brand'))).message).toBe(MSG.validation.imageType);
    expect((await t.call('Set_BrandProductSave', { ...base, product_name: 'Whey \u202Etsoob' }, as('brand'))).errors).toEqual({ product_name: MSG.validation.nameInvisibleChars });
    expect((await t.call('Set_BrandProductSave', { ...base, product_name: 'Wh\u200Bey' }, as('brand'))).message).toBe(MSG.validation.nameInvisibleChars);
    expect((await t.call('Set_BrandProductSave', { ...base, product_id: 999999 }, as('brand'))).message).toBe(MSG.business.productNotFound);
    expect((await t.call('Set_BrandProductSave', base, as('member'))).message).toBe(MSG.business.onlyBusiness);
    expect(await t.count('products')).toBe(before);
  });
});

describe('Get_SiteScreenshot', () => {
  test('visitor, member and the wrong type are refused', async () => {
    const payload = { website_url: site.url('/'), type: 'source' };
    expect(await t.call('Get_SiteScreenshot', payload)).toMatchObject({ token_error: true });
    expect(await t.call('Get_SiteScreenshot', payload, as('member'))).toMatchObject({ status: false, message: MSG.business.onlyBusiness });
    expect(await t.call('Get_SiteScreenshot', payload, as('brand'))).toMatchObject({ status: false, message: MSG.business.onlyBusiness });
  });

  test('a screenshot of the local test site is stored and usable as the site image', async () => {
    const res = await t.call('Get_SiteScreenshot', { website_url: site.url('/'), type: 'source' }, as('source'));
    expect(res).toMatchObject({ status: true, data: { screenshot: expect.stringMatching(/\.(png|jpg)$/) } });
    const file = await t.storage.open('sources/screenshots', res.data!.screenshot);
    expect(file).not.toBeNull();
    const saved = await t.call('Set_SourceSetup', await sourceSetupPayload(t, { source_site_logo_file: res.data!.screenshot }), as('source'));
    expect(saved.status).toBe(true);
    // another source cannot use it
    const theirs = await t.call('Set_SourceSetup', await sourceSetupPayload(t, { source_site_logo_file: res.data!.screenshot }), as('otherSource'));
    expect(theirs).toMatchObject({ status: false, message: MSG.business.storedImageUnknown });
  });

  test.each(['http://127.0.0.1:5433/', 'http://10.0.0.1/', 'http://169.254.169.254/latest/meta-data/', 'http://[::1]/'])(
    'internal address %s: the firewall message, nothing stored',
    async (website_url) => {
      const before = await t.count('site_screenshots');
      expect(await t.call('Get_SiteScreenshot', { website_url, type: 'source' }, as('source'))).toMatchObject({ status: false, message: MSG.screenshotFailure });
      expect(await t.count('site_screenshots')).toBe(before);
    },
  );

  test('file: and other schemes are refused by the contract', async () => {
    const res = await t.call('Get_SiteScreenshot', { website_url: 'file:///etc/passwd', type: 'source' }, as('source'));
    expect(res.status).toBe(false);
  });
});

test('setup refs are real', async () => {
  const r = await setupRefs(t);
  expect(r.ship.length).toBe(3);
  expect(await t.db.execute(sql`select 1`)).toBeTruthy();
});
