/**
 * Source price and price alert calls on the real database (issue 25 items 3 and 4): who may change a source's prices,
 * validation, offer changes with the product's aggregates, the feed import through the SSRF-safe
 * fetcher with its report, price watches (verified members, limit, pause) and the price-drop
 * e-mail: one per watch and UTC day.
 */
import { MSG, PRICE_FEED, PRICE_WATCH_LIMIT } from '@ironscore/contract';
import { createTestApp, type TestApp } from '../test/harness';
import { startLocalSite, type LocalSite } from '../test/local-site';
import { DEMO_SOURCE } from '../seed/fixed-accounts';
import { importFeed } from '../prices/feed-service';

const P = MSG.sourcePrices;
const A = MSG.priceAlerts;
let t: TestApp;
let site: LocalSite;
const tok: Record<'member' | 'newbie' | 'source' | 'brand' | 'otherSource', string> = {} as never;
let demoEmail: string;
/** An offer of the demo source: its product and id. */
let offer: { offer_id: number; product_id: number; product_name: string; sale_price: number };
let otherOfferId: number;

const q = async <T,>(text: string, params: unknown[] = []) => (await t.pool.query(text, params)).rows as T[];
const deps = () => ({ db: t.db, mailer: t.mails, siteUrl: t.config.siteUrl, policy: { allowOrigins: [site.allow] } });

beforeAll(async () => {
  site = await startLocalSite();
  t = await createTestApp();
  tok.member = (await t.loginAs('demo')).token;
  tok.newbie = (await t.loginAs('newbie')).token;
  tok.source = (await t.loginAs('sourceowner')).token;
  tok.brand = (await t.loginAs('brandowner')).token;
  const [other] = await q<{ user_name: string; source_id: number }>(
    `select u.user_name, s.source_id from sources s join users u on u.user_id = s.user_id
     where u.user_type = 'source' and s.source_id <> $1 and s.source_status = 1 and u.user_approval_status = 'approved' order by s.source_id limit 1`,
    [DEMO_SOURCE.source_id],
  );
  tok.otherSource = (await t.loginAs(other!.user_name)).token;
  offer = (
    await q<typeof offer>(
    `select o.offer_id, o.product_id, p.product_name, o.sale_price::float8 as sale_price from price_offers o join products p using (product_id)
     where o.source_id = $1 and p.product_status = 1 order by o.offer_id limit 1`,
    [DEMO_SOURCE.source_id],
  )
  )[0]!;
  [{ offer_id: otherOfferId }] = await q<{ offer_id: number }>(`select offer_id from price_offers where source_id = $1 limit 1`, [other!.source_id]);
  [{ user_email: demoEmail }] = await q<{ user_email: string }>(`select user_email from users where user_name = 'demo'`);
});
afterAll(async () => {
  await t?.close();
  await site?.close();
});

describe('source prices', () => {
  test('only the source owner reads its offers', async () => {
    expect(await t.call('Get_SourcePricesPagination', {})).toMatchObject({ status: false, token_error: true });
    expect(await t.call('Get_SourcePricesPagination', {}, { token: tok.member })).toMatchObject({ status: false, message: MSG.business.onlyBusiness });
    expect(await t.call('Get_SourcePricesPagination', {}, { token: tok.brand })).toMatchObject({ status: false, message: MSG.business.onlyBusiness });
    const mine = await t.call('Get_SourcePricesPagination', { limit: 100 }, { token: tok.source });
    const [{ n }] = await q<{ n: number }>(`select count(*)::int as n from price_offers where source_id = $1`, [DEMO_SOURCE.source_id]);
    expect(mine).toMatchObject({ status: true, totalData: n });
    expect(mine.data!.length).toBe(Math.min(n, 100));
    expect(mine.data!.find((r) => r.offer_id === offer.offer_id)).toMatchObject({ product_id: offer.product_id, product_name: offer.product_name });
  });

  test('bad prices are refused and change nothing', async () => {
    const before = await q(`select sale_price, stock_status, updated_date from price_offers where offer_id = $1`, [offer.offer_id]);
    for (const sale_price of ['0', '-3', 'abc', '1.234', '', '1e3', String(2_000_000), ' ', 'NaN']) {
      const reply = await t.call('Set_SourcePrice', { offer_id: offer.offer_id, sale_price, stock_status: 1 }, { token: tok.source });
      expect(reply.status).toBe(false);
      expect(reply.message).toBe(P.priceInvalid);
    }
    expect(await t.call('Set_SourcePrice', { offer_id: offer.offer_id, sale_price: '5', stock_status: 2 }, { token: tok.source })).toMatchObject({ status: false, message: P.stockInvalid });
    expect(await t.call('Set_SourcePrice', { offer_id: otherOfferId, sale_price: '5', stock_status: 1 }, { token: tok.source })).toMatchObject({ status: false, message: P.offerNotFound });
    expect(await t.call('Set_SourcePrice', { offer_id: offer.offer_id, sale_price: '5', stock_status: 1 }, { token: tok.otherSource })).toMatchObject({ status: false, message: P.offerNotFound });
    expect(await t.call('Set_SourcePrice', { offer_id: offer.offer_id, sale_price: '5', stock_status: 1 }, { token: tok.member })).toMatchObject({ status: false, message: MSG.business.onlyBusiness });
    expect(await q(`select sale_price, stock_status, updated_date from price_offers where offer_id = $1`, [offer.offer_id])).toEqual(before);
  });

  test('an unpublished source cannot change its prices or its feed', async () => {
    await q(`update sources set source_status = 0 where source_id = $1`, [DEMO_SOURCE.source_id]);
    try {
      expect(await t.call('Set_SourcePrice', { offer_id: offer.offer_id, sale_price: '5', stock_status: 1 }, { token: tok.source })).toMatchObject({ status: false, message: P.notPublished });
      expect(await t.call('Set_SourcePriceFeed', { feed_url: site.url('/feed.csv'), feed_format: 'csv' }, { token: tok.source })).toMatchObject({ status: false, message: P.notPublished });
      expect(await t.count('source_price_feeds')).toBe(0);
    } finally {
      await q(`update sources set source_status = 1 where source_id = $1`, [DEMO_SOURCE.source_id]);
    }
  });

  test('a pending business account is refused by the approval gate', async () => {
    await q(`update users set user_approval_status = 'pending' where user_name = 'sourceowner'`);
    try {
      const reply = await t.call('Set_SourcePrice', { offer_id: offer.offer_id, sale_price: '5', stock_status: 1 }, { token: tok.source });
      expect(reply.status).toBe(false);
      expect(await q(`select sale_price::float8 as p from price_offers where offer_id = $1`, [offer.offer_id])).toEqual([{ p: offer.sale_price }]);
    } finally {
      await q(`update users set user_approval_status = 'approved' where user_name = 'sourceowner'`);
    }
  });

  test('an edit changes the offer and the product price aggregates', async () => {
    const reply = await t.call('Set_SourcePrice', { offer_id: offer.offer_id, sale_price: '0.99', stock_status: '1' }, { token: tok.source });
    expect(reply).toMatchObject({ status: true, message: P.priceSaved, data: { offer_id: offer.offer_id, sale_price: 0.99, stock_status: 1 } });
    expect(await q(`select min_price::float8 as min_price from products where product_id = $1`, [offer.product_id])).toEqual([{ min_price: 0.99 }]);
    expect(await q(`select sale_price::float8 as p from price_history where offer_id = $1 order by recorded_at desc, history_id desc limit 1`, [offer.offer_id])).toEqual([{ p: 0.99 }]);
    await t.call('Set_SourcePrice', { offer_id: offer.offer_id, sale_price: offer.sale_price, stock_status: 1 }, { token: tok.source });
  });
});

describe('price feed', () => {
  test('validation of the form', async () => {
    expect((await t.call('Set_SourcePriceFeed', { feed_url: 'ftp://x.example/feed', feed_format: 'csv' }, { token: tok.source })).status).toBe(false);
    expect(await t.call('Set_SourcePriceFeed', { feed_url: 'https://x.example/feed', feed_format: 'xml' }, { token: tok.source })).toMatchObject({ status: false, message: P.formatInvalid });
    expect(await t.count('source_price_feeds')).toBe(0);
  });

  test('an import matches rows by link and by brand + product, writes changes and reports the rest', async () => {
    const [own] = await q<{ link: string; product_id: number; brand: string; product: string }>(
      `select o.matching_product_link as link, o.product_id, b.brand_slug_url as brand, p.product_slug_url as product
       from price_offers o join products p using (product_id) join brands b using (brand_id)
       where o.source_id = $1 and o.offer_id <> $2 and o.matching_product_link <> '' order by o.offer_id limit 1`,
      [DEMO_SOURCE.source_id, offer.offer_id],
    );
    const [fresh] = await q<{ product_id: number; brand: string; product: string }>(
      `select p.product_id, b.brand_slug_url as brand, p.product_slug_url as product from products p join brands b using (brand_id)
       where p.product_status = 1 and not exists (select 1 from price_offers o where o.product_id = p.product_id and o.source_id = $1) order by p.product_id limit 1`,
      [DEMO_SOURCE.source_id],
    );
    const [target] = await q<{ brand: string; product: string }>(
      `select b.brand_slug_url as brand, p.product_slug_url as product from products p join brands b using (brand_id) where p.product_id = $1`,
      [offer.product_id],
    );
    const feed = [
      'link,brand,product,price,stock,shipping',
      `${own!.link},,,7.25,0,`, // 1 matched by link
      `https://irondepot.example/new,${fresh!.brand},${fresh!.product},19.90,yes,4.5`, // 2 new offer
      `,${target!.brand},${target!.product},${offer.sale_price},1,`, // 3 matched, unchanged
      `https://irondepot.example/unknown,,,3,1,`, // 4 unmatched link
      `,no-such-brand,no-such-product,3,1,`, // 5 unmatched slugs
      `,${target!.brand},${target!.product},2,1,`, // 6 duplicate
      `${own!.link},,,-1,1,`, // 7 bad price
      `${own!.link},,,abc,1,`, // 8 bad price
      `${own!.link},,,3,maybe,`, // 9 bad stock
      `${own!.link},,,3,1,-2`, // 10 bad shipping
      `javascript:alert(1),,,3,1,`, // 11 bad link
      `,,,3,1,`, // 12 no key
    ].join('\n');
    site.set('/feed.csv', { body: feed, type: 'text/csv' });
    const saved = await t.call('Set_SourcePriceFeed', { feed_url: site.url('/feed.csv'), feed_format: 'csv' }, { token: tok.source });
    expect(saved).toMatchObject({ status: true, message: P.feedSaved, data: { feed_url: site.url('/feed.csv'), feed_format: 'csv', importing: true, last_report: null } });

    const report = await importFeed(deps(), DEMO_SOURCE.source_id);
    expect(report).toMatchObject({ status: 'ok', rows: 12, matched: 3, changed: 2, created: 1, unmatched_count: 2, refused_count: 7 });
    expect(report!.unmatched).toEqual([
      { row: 4, key: 'https://irondepot.example/unknown', reason: P.rowNoOffer },
      { row: 5, key: 'no-such-brand/no-such-product', reason: P.rowNoProduct },
    ]);
    expect(report!.refused.map((r) => [r.row, r.reason])).toEqual([
      [6, P.rowDuplicate],
      [7, P.rowPrice],
      [8, P.rowPrice],
      [9, P.rowStock],
      [10, P.rowShipping],
      [11, P.rowLink],
      [12, P.rowNoKey],
    ]);
    expect(await q(`select sale_price::float8 as p, stock_status from price_offers where source_id = $1 and product_id = $2`, [DEMO_SOURCE.source_id, own!.product_id])).toEqual([{ p: 7.25, stock_status: 0 }]);
    expect(
      await q(`select sale_price::float8 as p, shipping_fee::float8 as fee, matching_product_link as link from price_offers where source_id = $1 and product_id = $2`, [
        DEMO_SOURCE.source_id,
        fresh!.product_id,
      ]),
    ).toEqual([{ p: 19.9, fee: 4.5, link: 'https://irondepot.example/new' }]);
    // each change is in the price history (changeOffers), the unchanged row is not
    expect(
      await q(
        `select o.product_id, h.sale_price::float8 as p, h.stock_status from price_history h join price_offers o using (offer_id)
         where o.source_id = $1 and h.recorded_at >= $2 order by o.product_id`,
        [DEMO_SOURCE.source_id, report!.started_at],
      ),
    ).toEqual(
      [
        { product_id: own!.product_id, p: 7.25, stock_status: 0 },
        { product_id: fresh!.product_id, p: 19.9, stock_status: 1 },
      ].sort((a, b) => a.product_id - b.product_id),
    );
    expect(await q(`select price_count from products where product_id = $1`, [fresh!.product_id])).toEqual([
      { price_count: Number((await q<{ n: number }>(`select count(*)::int as n from price_offers where product_id = $1`, [fresh!.product_id]))[0]!.n) },
    ]);
    const read = await t.call('Get_SourcePriceFeed', {}, { token: tok.source });
    // (the job the save queued still waits: no worker runs in this file; importFeed ran the import directly)
    expect(read).toMatchObject({ status: true, data: { importing: true, last_report: { status: 'ok', matched: 3, refused_count: 7 } } });
  });

  test('a hostile feed is refused whole: nothing changes, the report says why', async () => {
    const before = await q(`select offer_id, sale_price, stock_status from price_offers where source_id = $1 order by offer_id`, [DEMO_SOURCE.source_id]);
    const cases: [string, { body: string | Buffer; status?: number }, string][] = [
      ['/malformed.csv', { body: 'link,price\n"unclosed,1\n' }, 'The feed is not valid CSV: '],
      ['/nocolumns.csv', { body: 'sku,cost\na,1\n' }, P.feedNoPriceColumn],
      ['/binary.csv', { body: Buffer.from([0, 1, 2, 3, 0xff, 0xfe]) }, P.feedNotCsv('it contains binary data')],
      ['/many.csv', { body: ['link,price', ...Array.from({ length: 100_000 }, (_, i) => `https://s.example/${i},1`)].join('\n') }, P.feedTooManyRows(PRICE_FEED.maxRows)],
      ['/huge.csv', { body: Buffer.alloc(PRICE_FEED.maxBytes + 1024, 'x') }, P.feedTooLarge(5)],
      ['/missing.csv', { body: 'gone', status: 404 }, P.feedHttpStatus(404)],
    ];
    for (const [path, page, error] of cases) {
      site.set(path, { ...page, type: 'text/csv' });
      await t.call('Set_SourcePriceFeed', { feed_url: site.url(path), feed_format: 'csv' }, { token: tok.source });
      const report = await importFeed(deps(), DEMO_SOURCE.source_id);
      expect(report).toMatchObject({ status: 'failed', rows: 0, matched: 0 });
      expect(report!.error.startsWith(error)).toBe(true);
    }
    expect(await q(`select offer_id, sale_price, stock_status from price_offers where source_id = $1 order by offer_id`, [DEMO_SOURCE.source_id])).toEqual(before);
  });

  test('JSON rows of wrong types are refused row by row with the reason; the good rows apply', async () => {
    const [own] = await q<{ link: string; product_id: number }>(
      `select matching_product_link as link, product_id from price_offers where source_id = $1 and matching_product_link <> '' order by offer_id desc limit 1`,
      [DEMO_SOURCE.source_id],
    );
    const rows = [
      { link: own!.link, price: 12.5, stock: true }, // 1 good (a JSON boolean stock)
      'not an object', // 2
      null, // 3
      { link: own!.link, price: true, stock: 1 }, // 4 price a boolean
      { link: own!.link, price: [1], stock: 1 }, // 5 price an array
      { link: own!.link, price: { amount: 1 }, stock: 1 }, // 6 price an object
      { link: own!.link, price: 1, stock: { x: 1 } }, // 7 stock an object
      { link: 12345, price: 1, stock: 1 }, // 8 link a number
      { link: own!.link, price: 1, stock: 1, shipping: 'free' }, // 9 shipping a word
      { link: own!.link, price: 1e12, stock: 1 }, // 10 price too large
    ];
    site.set('/types.json', { body: JSON.stringify({ offers: rows }), type: 'application/json' });
    await t.call('Set_SourcePriceFeed', { feed_url: site.url('/types.json'), feed_format: 'json' }, { token: tok.source });
    const report = await importFeed(deps(), DEMO_SOURCE.source_id);
    expect(report).toMatchObject({ status: 'ok', rows: 10, matched: 1, changed: 1, unmatched_count: 0, refused_count: 9 });
    expect(report!.refused.map((r) => [r.row, r.reason])).toEqual([
      [2, P.rowNotObject],
      [3, P.rowNotObject],
      [4, P.rowPrice],
      [5, P.rowPrice],
      [6, P.rowPrice],
      [7, P.rowStock],
      [8, P.rowLink],
      [9, P.rowShipping],
      [10, P.rowPrice],
    ]);
    expect(await q(`select sale_price::float8 as p, stock_status from price_offers where source_id = $1 and product_id = $2`, [DEMO_SOURCE.source_id, own!.product_id])).toEqual([
      { p: 12.5, stock_status: 1 },
    ]);
  });

  test('only an approved, published source changes its prices by feed: a rejected, pending or suspended owner or an unpublished source changes nothing', async () => {
    const [own] = await q<{ link: string; product_id: number; p: number }>(
      `select matching_product_link as link, product_id, sale_price::float8 as p from price_offers where source_id = $1 and matching_product_link <> '' order by offer_id limit 1`,
      [DEMO_SOURCE.source_id],
    );
    site.set('/gate.csv', { body: `link,price,stock\n${own!.link},${(own!.p + 1.11).toFixed(2)},1\n`, type: 'text/csv' });
    await t.call('Set_SourcePriceFeed', { feed_url: site.url('/gate.csv'), feed_format: 'csv' }, { token: tok.source });
    const owner = `(select user_id from sources where source_id = ${DEMO_SOURCE.source_id})`;
    const cases: [string, string, string][] = [
      [`update users set user_approval_status = 'pending' where user_id = ${owner}`, `update users set user_approval_status = 'approved' where user_id = ${owner}`, MSG.auth.businessAwaitingApproval],
      [`update users set user_approval_status = 'rejected' where user_id = ${owner}`, `update users set user_approval_status = 'approved' where user_id = ${owner}`, MSG.auth.businessRejected],
      [`update users set suspended_at = now() where user_id = ${owner}`, `update users set suspended_at = null where user_id = ${owner}`, MSG.manage.accountSuspended],
      [`update sources set source_status = 0 where source_id = ${DEMO_SOURCE.source_id}`, `update sources set source_status = 1 where source_id = ${DEMO_SOURCE.source_id}`, P.notPublished],
    ];
    const history0 = await t.count('price_history');
    for (const [block, unblock, reason] of cases) {
      await q(block);
      try {
        expect(await importFeed(deps(), DEMO_SOURCE.source_id)).toMatchObject({ status: 'failed', error: reason, matched: 0, changed: 0 });
      } finally {
        await q(unblock);
      }
    }
    expect(await t.count('price_history')).toBe(history0);
    expect(await q(`select sale_price::float8 as p from price_offers where source_id = $1 and product_id = $2`, [DEMO_SOURCE.source_id, own!.product_id])).toEqual([{ p: own!.p }]);
    // approved and published again: the same feed applies
    expect(await importFeed(deps(), DEMO_SOURCE.source_id)).toMatchObject({ status: 'ok', matched: 1, changed: 1 });
  });

  test('an unreachable or private address fails the import (for a retry) and is reported', async () => {
    await t.call('Set_SourcePriceFeed', { feed_url: 'http://127.0.0.1:9/feed.csv', feed_format: 'csv' }, { token: tok.source });
    await expect(importFeed({ ...deps(), policy: {} }, DEMO_SOURCE.source_id)).rejects.toThrow(/could not be fetched/);
    const read = await t.call('Get_SourcePriceFeed', {}, { token: tok.source });
    expect(read.data!.last_report).toMatchObject({ status: 'failed', error: P.feedFetchFailed('this address cannot be reached from the internet') });
  });

  test('an empty address removes the feed', async () => {
    expect(await t.call('Set_SourcePriceFeed', { feed_url: '', feed_format: 'csv' }, { token: tok.source })).toMatchObject({ status: true, message: P.feedRemoved, data: { feed_url: '' } });
    expect(await t.count('source_price_feeds')).toBe(0);
  });
});

describe('price watches and alerts', () => {
  // each test starts with no watch, also after a failed one
  afterEach(() => q(`delete from price_watches`));

  test('members only, verified only, on an existing product, valid target', async () => {
    expect(await t.call('Set_PriceWatch', { product_id: offer.product_id, target_price: '5' }, { token: tok.source })).toMatchObject({ status: false, message: A.watchOnlyMembers });
    expect(await t.call('Set_PriceWatch', { product_id: offer.product_id, target_price: '5' }, { token: tok.newbie })).toMatchObject({ status: false, message: A.watchOnlyVerified });
    expect(await t.call('Set_PriceWatch', { product_id: 99_999_999, target_price: '5' }, { token: tok.member })).toMatchObject({ status: false, message: A.watchProductNotFound });
    expect(await t.call('Set_PriceWatch', { product_id: offer.product_id, target_price: '-1' }, { token: tok.member })).toMatchObject({ status: false, message: P.priceInvalid });
    expect(await t.count('price_watches')).toBe(0);
  });

  test(`at most ${PRICE_WATCH_LIMIT} watches per member, also under concurrent requests`, async () => {
    const ids = (await q<{ product_id: number }>(`select product_id from products where product_status = 1 and product_id <> $1 order by product_id limit $2`, [offer.product_id, PRICE_WATCH_LIMIT + 5])).map((r) => r.product_id);
    const replies = await Promise.all(ids.map((product_id) => t.call('Set_PriceWatch', { product_id, target_price: '10' }, { token: tok.member })));
    expect(replies.filter((r) => r.status).length).toBe(PRICE_WATCH_LIMIT);
    expect(replies.filter((r) => !r.status).every((r) => r.message === A.watchLimit(PRICE_WATCH_LIMIT))).toBe(true);
    // editing an existing watch still works at the limit
    const first = replies.find((r) => r.status)!.data!;
    expect(await t.call('Set_PriceWatch', { product_id: first.product_id, target_price: '11' }, { token: tok.member })).toMatchObject({ status: true, data: { target_price: 11 } });
    await q(`delete from price_watches`);
  });

  test('a price drop to the target sends one e-mail per watch and day, marks the watch unread; paused watches get none', async () => {
    const target = Math.max(1, Math.floor(offer.sale_price) - 1);
    const watch = await t.call('Set_PriceWatch', { product_id: offer.product_id, target_price: String(target) }, { token: tok.member });
    expect(watch).toMatchObject({ status: true, message: A.watchSaved, data: { product_id: offer.product_id, target_price: target, paused: false, unread: false } });
    const watchId = watch.data!.watch_id;
    const mailsTo = () => t.mails.mails.filter((m) => m.to === demoEmail && m.subject === A.mailSubject(offer.product_name));

    // above the target: nothing
    await t.call('Set_SourcePrice', { offer_id: offer.offer_id, sale_price: String(target + 0.5), stock_status: 1 }, { token: tok.source });
    expect(mailsTo()).toHaveLength(0);
    // at the target but out of stock: nothing
    await t.call('Set_SourcePrice', { offer_id: offer.offer_id, sale_price: String(target), stock_status: 0 }, { token: tok.source });
    expect(mailsTo()).toHaveLength(0);
    // in stock at the target: one e-mail
    await t.call('Set_SourcePrice', { offer_id: offer.offer_id, sale_price: String(target), stock_status: 1 }, { token: tok.source });
    expect(mailsTo()).toHaveLength(1);
    expect(mailsTo()[0]!.text).toContain(`$${target.toFixed(2)}`);
    expect(mailsTo()[0]!.text).toContain(DEMO_SOURCE.source_name);
    expect(mailsTo()[0]!.text).toMatch(/\/brand\/[^/]+\/[^/\s]+/);
    const listed = await t.call('Get_PriceWatches', {}, { token: tok.member });
    expect(listed.data).toEqual([expect.objectContaining({ watch_id: watchId, unread: true, last_alert_price: target })]);
    // an outbox row for it
    expect(await q(`select count(*)::int as n from mail_outbox where mail_to = $1 and subject = $2`, [demoEmail, A.mailSubject(offer.product_name)])).toEqual([{ n: 1 }]);

    // more drops the same day: still one
    await t.call('Set_SourcePrice', { offer_id: offer.offer_id, sale_price: String(target - 0.5), stock_status: 1 }, { token: tok.source });
    await t.call('Set_SourcePrice', { offer_id: offer.offer_id, sale_price: String(target - 0.75), stock_status: 1 }, { token: tok.source });
    expect(mailsTo()).toHaveLength(1);

    // seen clears the marker
    expect(await t.call('Set_PriceWatchSeen', { watch_id: watchId }, { token: tok.member })).toMatchObject({ status: true });
    expect((await t.call('Get_PriceWatches', { product_id: offer.product_id }, { token: tok.member })).data![0]!.unread).toBe(false);

    // the next day (the last alert moved to yesterday): one more
    await q(`update price_watches set last_alert_day = last_alert_day - 1 where watch_id = $1`, [watchId]);
    await t.call('Set_SourcePrice', { offer_id: offer.offer_id, sale_price: String(target - 0.8), stock_status: 1 }, { token: tok.source });
    expect(mailsTo()).toHaveLength(2);

    // paused: none
    await q(`update price_watches set last_alert_day = last_alert_day - 1 where watch_id = $1`, [watchId]);
    expect(await t.call('Set_PriceWatchPause', { watch_id: watchId, paused: true }, { token: tok.member })).toMatchObject({ status: true, message: A.watchPaused, data: { paused: true } });
    await t.call('Set_SourcePrice', { offer_id: offer.offer_id, sale_price: String(target - 0.9), stock_status: 1 }, { token: tok.source });
    expect(mailsTo()).toHaveLength(2);

    // someone else's watch cannot be touched
    const [other] = await q<{ user_name: string }>(`select user_name from users where user_type = 'member' and user_verification_status = 1 and user_name <> 'demo' order by user_id limit 1`);
    const otherTok = (await t.loginAs(other!.user_name)).token;
    expect(await t.call('Set_PriceWatchDelete', { watch_id: watchId }, { token: otherTok })).toMatchObject({ status: false, message: A.watchNotFound });
    expect(await t.call('Set_PriceWatchPause', { watch_id: watchId, paused: false }, { token: otherTok })).toMatchObject({ status: false, message: A.watchNotFound });
    expect(await t.call('Set_PriceWatchDelete', { watch_id: watchId }, { token: tok.member })).toMatchObject({ status: true, message: A.watchRemoved });
    expect(await t.count('price_watches')).toBe(0);
  });

  test('concurrent drops on two offers send one e-mail', async () => {
    const [two] = await q<{ product_id: number; a: number; b: number; sa: number; sb: number }>(
      `select o1.product_id, o1.offer_id as a, o2.offer_id as b, o1.source_id as sa, o2.source_id as sb from price_offers o1
       join price_offers o2 on o2.product_id = o1.product_id and o2.offer_id > o1.offer_id order by o1.product_id limit 1`,
    );
    await t.call('Set_PriceWatch', { product_id: two!.product_id, target_price: '1' }, { token: tok.member });
    const before = t.mails.mails.length;
    const { applyOfferChanges } = await import('../prices/offers');
    await Promise.all(
      [two!.sa, two!.sb].map((sourceId) => applyOfferChanges(deps(), [{ product_id: two!.product_id, source_id: sourceId, sale_price: 0.5, stock_status: 1 }])),
    );
    expect(t.mails.mails.length - before).toBe(1);
    await q(`delete from price_watches`);
  });
});
