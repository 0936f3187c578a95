// Deal detection (the 30-day median rule), the landed-price ranking and the price-history and
// price-drops calls with their price gate (issue 25 items 1, 2, 5), on the real database.
import { DEAL_RULES, MSG } from '@ironscore/contract';
import { fileTestApp } from '../test/harness';
import type { Tx } from '../db/executor';
import { changeOffers, type OfferChangeInput } from './offers';

/** One offer change: a batch of one. */
const changeOffer = async (tx: Tx, input: OfferChangeInput) => (await changeOffers(tx, [input]))[0]!;
import { refreshOfferDeals, refreshStaleDeals } from './deals';

const t = fileTestApp();
let demoToken: string;
/** A product with at least three offers; their sources' delivery and restricted countries are cleared (ship everywhere). */
let p: { product_id: number; brand_slug_url: string; product_slug_url: string };
let offers: { offer_id: number; source_id: number; sale_price: number }[];

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
const offerRow = async (offerId: number) =>
  (
    await t.pool.query(
      `select median_30d::float8 median, deal_percent::float8 deal, deal_day::text deal_day, stock_status from price_offers where offer_id = $1`,
      [offerId],
    )
  ).rows[0];

/** Replaces an offer's history by `points` (oldest first) and sets the offer to the last one through changeOffers. */
async function setHistory(offer: { offer_id: number; source_id: number }, points: { price: number; stock?: 0 | 1; at: Date }[]) {
  await t.pool.query(`delete from price_history where offer_id = $1`, [offer.offer_id]);
  for (const point of points) {
    await t.db.transaction((tx) =>
      changeOffer(tx, { product_id: p.product_id, source_id: offer.source_id, sale_price: point.price, stock_status: point.stock ?? 1, at: point.at }),
    );
  }
}

beforeAll(async () => {
  demoToken = (await t.loginAs('demo')).token;
  const { rows } = await t.pool.query(`
    select p.product_id, b.brand_slug_url, p.product_slug_url from products p join brands b using (brand_id)
     where p.product_status = 1 and b.brand_status = 1
       and (select count(*) from price_offers o join sources s using (source_id)
             where o.product_id = p.product_id and s.source_status = 1) >= 3
     order by p.product_id limit 1`);
  p = rows[0];
  const o = await t.pool.query(
    `select o.offer_id, o.source_id, o.sale_price::float8 sale_price from price_offers o join sources s using (source_id)
      where o.product_id = $1 and s.source_status = 1
      order by o.offer_id`,
    [p.product_id],
  );
  offers = o.rows;
  const sourceIds = offers.map((x) => x.source_id);
  await t.pool.query(`delete from source_delivery_countries where source_id = any($1::int[])`, [sourceIds]);
  await t.pool.query(`delete from source_restricted_countries where source_id = any($1::int[])`, [sourceIds]);
});

describe('the 30-day median rule', () => {
  test(`an in-stock offer ${DEAL_RULES.minPercentUnder} % or more under its own 30-day median is a good deal`, async () => {
    const offer = offers[0];
    await setHistory(offer, [
      { price: 100, at: daysAgo(40) },
      { price: 89, at: new Date() },
    ]);
    // 29 days at 100 and today at 89: the median is 100, 11 % under it
    expect(await offerRow(offer.offer_id)).toMatchObject({ median: 100, deal: 11 });
    const reply = await t.call('Get_BrandProduct', p, { token: demoToken });
    const shown = reply.data!.price_match_list.find((x) => x.sale_price === 89)!;
    expect(shown).toMatchObject({ good_deal: true, deal_percent: 11 });

    await t.db.transaction((tx) => changeOffer(tx, { product_id: p.product_id, source_id: offer.source_id, sale_price: 91 }));
    expect(await offerRow(offer.offer_id)).toMatchObject({ median: 100, deal: 9 });
    const after = await t.call('Get_BrandProduct', p, { token: demoToken });
    expect(after.data!.price_match_list.find((x) => x.sale_price === 91)!.good_deal).toBe(false);
  });

  test('out of stock is never a good deal; the median counts the end of each day, not the number of changes', async () => {
    const offer = offers[1];
    await setHistory(offer, [
      { price: 100, at: daysAgo(40) },
      { price: 80, at: daysAgo(20) },
      // many short-lived changes on one day count once (that day's closing price)
      { price: 120, at: daysAgo(5.5) },
      { price: 121, at: daysAgo(5.4) },
      { price: 80, at: daysAgo(5.3) },
      { price: 70, stock: 0, at: new Date() },
    ]);
    // 21 of the 30 day-ends at 80 (or 70 today): median 80, 12.5 % under it but out of stock
    const row = await offerRow(offer.offer_id);
    expect(row).toMatchObject({ median: 80, deal: 12.5, stock_status: 0 });
    const reply = await t.call('Get_BrandProduct', p, { token: demoToken });
    expect(reply.data!.price_match_list.find((x) => x.sale_price === 70)!.good_deal).toBe(false);
    const drops = await t.call('Get_PriceDrops', {}, { token: demoToken });
    expect(drops.data!.some((d) => d.product_id === p.product_id && d.sale_price === 70)).toBe(false);
  });

  test('the daily refresh recomputes the offers of earlier days', async () => {
    await t.pool.query(`update price_offers set deal_day = deal_day - 1, deal_percent = 0 where offer_id = any($1::int[])`, [offers.map((o) => o.offer_id)]);
    expect(await refreshStaleDeals(t.db)).toBe(offers.length);
    expect(await offerRow(offers[0].offer_id)).toMatchObject({ deal: 9 });
    expect(await refreshStaleDeals(t.db)).toBe(0);
    expect(await refreshOfferDeals(t.db, { offerIds: [] })).toBe(0);
  });
});

describe('Price drops', () => {
  test('lists in-stock drops of at least the threshold, biggest first, one per product; visitors get no price or seller', async () => {
    const offer = offers[2];
    await setHistory(offer, [
      { price: 500, at: daysAgo(60) },
      { price: 5, at: new Date() },
    ]);
    const member = await t.call('Get_PriceDrops', {}, { token: demoToken });
    expect(member.status).toBe(true);
    const list = member.data!;
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(DEAL_RULES.dropListSize);
    expect(list[0]).toMatchObject({ product_id: p.product_id, sale_price: 5, median_30d: 500, deal_percent: 99 });
    expect(list.every((d) => d.deal_percent >= DEAL_RULES.dropListMinPercent)).toBe(true);
    expect(list.map((d) => d.deal_percent)).toEqual([...list.map((d) => d.deal_percent)].sort((a, b) => b - a));
    expect(new Set(list.map((d) => d.product_id)).size).toBe(list.length);
    expect(list[0].source_name).not.toBe('');

    const visitor = await t.call('Get_PriceDrops', {});
    expect(visitor.data![0]).toMatchObject({ product_id: p.product_id, sale_price: 0, median_30d: 0, source_name: '', source_slug_url: '', deal_percent: 99 });
    expect((await t.call('Get_PriceDrops', { limit: 100 })).status).toBe(false);
  });
});

describe('price history call', () => {
  test('a member gets each seller per day, the cheapest in-stock price per day and the lowest of 30 days', async () => {
    const reply = await t.call('Get_PriceHistory', { product_id: p.product_id, days: 90 }, { token: demoToken });
    expect(reply.status).toBe(true);
    const h = reply.data!;
    expect(h.gated).toBe(false);
    expect(h.day_list).toHaveLength(90);
    expect(h.day_list.at(-1)).toBe(new Date().toISOString().slice(0, 10));
    expect(h.cheapest).toHaveLength(90);
    for (const s of h.sellers) expect(s.points).toHaveLength(90);
    // today: offers[2] at 5 (set above) is the cheapest in stock
    expect(h.cheapest.at(-1)).toBe(5);
    expect(h.lowest).toMatchObject({ price: 5, day: h.day_list.at(-1) });
    // every day's cheapest is the minimum of the sellers' in-stock prices
    for (let d = 0; d < 90; d++) {
      const prices = h.sellers.map((s) => s.points[d]).filter((x): x is number => x !== null);
      expect(h.cheapest[d]).toBe(prices.length ? Math.min(...prices) : null);
    }
    // offers[1] is out of stock today: no point for its seller today, 80 five days ago
    const seller1 = (await t.pool.query(`select source_name from sources where source_id = $1`, [offers[1].source_id])).rows[0].source_name;
    const line = h.sellers.find((s) => s.source_name === seller1)!;
    expect(line.points.at(-1)).toBeNull();
    expect(line.points.at(-3)).toBe(80);
    expect(line.points[90 - 41]).toBe(100);
  });

  test('a visitor gets the shape on a 0–100 scale, without prices or sellers; bad periods are refused', async () => {
    const reply = await t.call('Get_PriceHistory', { product_id: p.product_id, days: 180 });
    const h = reply.data!;
    expect(h.gated).toBe(true);
    expect(h.day_list).toHaveLength(180);
    const values = [...h.cheapest, ...h.sellers.flatMap((s) => s.points)].filter((x): x is number => x !== null);
    expect(Math.min(...values)).toBe(0);
    expect(Math.max(...values)).toBe(100);
    expect(h.sellers.every((s) => s.source_name === '' && s.source_slug_url === '')).toBe(true);
    expect(h.lowest).toMatchObject({ price: 0, source_name: '' });
    const bad = await t.call('Get_PriceHistory', { product_id: p.product_id, days: 45 });
    expect(bad).toMatchObject({ status: false, message: 'days must be 30, 90 or 180.' });
    const none = await t.call('Get_PriceHistory', { product_id: 2_000_000_000 });
    expect(none).toMatchObject({ status: false, message: MSG.notFound.product });
  });
});

describe('landed price', () => {
  test('a member living in a country gets price + shipping order, non-shipping sources last, marked', async () => {
    // demo lives in Germany (fixed accounts); offers[0] is the cheapest by price but has a large fee
    const germany = (await t.pool.query(`select country_id from countries where country_name = 'Germany'`)).rows[0].country_id;
    const set = (o: (typeof offers)[number], price: number, fee: number) =>
      t.db.transaction((tx) => changeOffer(tx, { product_id: p.product_id, source_id: o.source_id, sale_price: price, shipping_fee: fee, stock_status: 1 }));
    await set(offers[0], 10, 30); // landed 40
    await set(offers[1], 20, 0); // landed 20
    await set(offers[2], 15, 10); // landed 25, but restricted below
    await t.pool.query(`insert into source_restricted_countries (source_id, country_id) values ($1, $2)`, [offers[2].source_id, germany]);

    const reply = await t.call('Get_BrandProduct', p, { token: demoToken });
    const list = reply.data!.price_match_list;
    expect(reply.data!.landed_country).toBe('Germany');
    const landed = list.filter((o) => o.ships_to_member !== false).map((o) => Math.round((o.sale_price + o.shipping_fee) * 100));
    expect(landed).toEqual([...landed].sort((a, b) => a - b));
    const idx = (price: number) => list.findIndex((o) => o.sale_price === price);
    expect(idx(20)).toBeLessThan(idx(10));
    expect(list.at(-1)).toMatchObject({ sale_price: 15, ships_to_member: false });
    expect(list.filter((o) => o.ships_to_member === false).length).toBeGreaterThan(0);
    const firstNonShipping = list.findIndex((o) => o.ships_to_member === false);
    expect(list.slice(firstNonShipping).every((o) => o.ships_to_member === false)).toBe(true);

    // a member without a country, and a visitor: cheapest price first, no marks
    const other = await t.loginAs('newbie');
    await t.pool.query(`update users set user_live_in = '' where user_name = 'newbie'`);
    const plain = await t.call('Get_BrandProduct', p, { token: other.token });
    expect(plain.data!.landed_country).toBe('');
    const prices = plain.data!.price_match_list.map((o) => o.sale_price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(plain.data!.price_match_list.every((o) => o.ships_to_member === null)).toBe(true);
    const visitor = await t.call('Get_BrandProduct', p);
    expect(visitor.data!.landed_country).toBe('');
    expect(visitor.data!.price_match_list.every((o) => o.sale_price === 0 && o.shipping_fee === 0 && o.ships_to_member === null)).toBe(true);
  });
});
