// changeOffers: the one path of an offer's price / stock / shipping change, with its history row
// in the same transaction (issue 25 item 1).
import { fileTestApp } from '../test/harness';
import { CallFailure } from '../calls/types';
import type { Tx } from '../db/executor';
import { changeOffers, type OfferChangeInput } from './offers';

/** One offer change: a batch of one. */
const changeOffer = async (tx: Tx, input: OfferChangeInput) => (await changeOffers(tx, [input]))[0]!;

const t = fileTestApp();
/** An offer of the seed and a published source that has no offer for its product. */
let offer: { offer_id: number; product_id: number; source_id: number; sale_price: number; stock_status: number };
let newSourceId: number;

const history = async (offerId: number) =>
  (
    await t.pool.query(
      `select sale_price::float8 price, stock_status stock, shipping_fee::float8 fee, recorded_at from price_history
        where offer_id = $1 order by recorded_at, history_id`,
      [offerId],
    )
  ).rows as { price: number; stock: number; fee: number; recorded_at: Date }[];

const product = async (productId: number) =>
  (await t.pool.query(`select price_count, min_price::float8 min_price from products where product_id = $1`, [productId])).rows[0];

beforeAll(async () => {
  const { rows } = await t.pool.query(
    `select offer_id, product_id, source_id, sale_price::float8 sale_price, stock_status from price_offers order by offer_id limit 1`,
  );
  offer = rows[0];
  const free = await t.pool.query(
    `select s.source_id from sources s where s.source_status = 1
       and not exists (select 1 from price_offers o where o.source_id = s.source_id and o.product_id = $1)
     order by s.source_id limit 1`,
    [offer.product_id],
  );
  newSourceId = free.rows[0].source_id;
});

test('the seed gives every offer a history whose newest row equals the offer', async () => {
  const { rows } = await t.pool.query(`
    select count(*)::int n from price_offers o
     where (select (h.sale_price, h.stock_status, h.shipping_fee) from price_history h
             where h.offer_id = o.offer_id order by h.recorded_at desc, h.history_id desc limit 1)
           is distinct from (o.sale_price, o.stock_status, o.shipping_fee)`);
  expect(rows[0].n).toBe(0);
  const spread = await t.pool.query(`
    select count(distinct offer_id)::int offers, min(recorded_at) oldest, count(*)::int n from price_history`);
  expect(spread.rows[0].n).toBeGreaterThan(spread.rows[0].offers * 3);
  expect(Date.now() - new Date(spread.rows[0].oldest).getTime()).toBeGreaterThan(150 * 86_400_000);
});

test('a price change updates the offer, writes one history row and the product aggregates, all in one transaction', async () => {
  const before = await history(offer.offer_id);
  const newPrice = Math.round((offer.sale_price - 1.23) * 100) / 100;
  const change = await t.db.transaction((tx) => changeOffer(tx, { product_id: offer.product_id, source_id: offer.source_id, sale_price: newPrice }));
  expect(change).toMatchObject({
    offer_id: offer.offer_id,
    created: false,
    priceChanged: true,
    priceDropped: true,
    stockChanged: false,
    shippingChanged: false,
    recorded: true,
    before: { sale_price: offer.sale_price },
    after: { sale_price: newPrice },
  });
  const after = await history(offer.offer_id);
  expect(after).toHaveLength(before.length + 1);
  expect(after.at(-1)).toMatchObject({ price: newPrice, stock: change.after.stock_status });
  const { rows } = await t.pool.query(`select sale_price::float8 p from price_offers where offer_id = $1`, [offer.offer_id]);
  expect(rows[0].p).toBe(newPrice);
  const { rows: minRows } = await t.pool.query(`select min(sale_price)::float8 m from price_offers where product_id = $1`, [offer.product_id]);
  expect((await product(offer.product_id)).min_price).toBe(minRows[0].m);
});

test('stock and shipping changes are recorded; a name-only change and a no-op are not', async () => {
  const n0 = (await history(offer.offer_id)).length;
  const stock = await t.db.transaction((tx) =>
    changeOffer(tx, { product_id: offer.product_id, source_id: offer.source_id, stock_status: 0, shipping_fee: 6.5 }),
  );
  expect(stock).toMatchObject({ stockChanged: true, shippingChanged: true, priceChanged: false, recorded: true, after: { stock_status: 0, shipping_fee: 6.5 } });
  const same = await t.db.transaction((tx) =>
    changeOffer(tx, { product_id: offer.product_id, source_id: offer.source_id, stock_status: 0, matching_product_name: 'Renamed offer' }),
  );
  expect(same).toMatchObject({ recorded: false, priceChanged: false, stockChanged: false });
  const h = await history(offer.offer_id);
  expect(h).toHaveLength(n0 + 1);
  expect(h.at(-1)).toMatchObject({ stock: 0, fee: 6.5 });
  const { rows } = await t.pool.query(`select matching_product_name from price_offers where offer_id = $1`, [offer.offer_id]);
  expect(rows[0].matching_product_name).toBe('Renamed offer');
});

test('a new offer is created with its first history row and counted on the product', async () => {
  const count0 = (await product(offer.product_id)).price_count;
  const change = await t.db.transaction((tx) =>
    changeOffer(tx, {
      product_id: offer.product_id,
      source_id: newSourceId,
      sale_price: 10.005,
      matching_product_name: 'New offer',
      matching_product_link: 'https://shop.example/new',
    }),
  );
  expect(change).toMatchObject({ created: true, before: null, recorded: true, after: { sale_price: 10.01, stock_status: 1, shipping_fee: 0 } });
  expect(await history(change.offer_id)).toEqual([expect.objectContaining({ price: 10.01, stock: 1, fee: 0 })]);
  expect((await product(offer.product_id)).price_count).toBe(count0 + 1);
});

test('bad values and an incomplete new offer are refused and change nothing', async () => {
  const offers0 = await t.count('price_offers');
  const history0 = await t.count('price_history');
  const base = { product_id: offer.product_id, source_id: offer.source_id };
  for (const bad of [{ sale_price: 0 }, { sale_price: -5 }, { sale_price: Number.NaN }, { sale_price: 1e9 }, { shipping_fee: -1 }, { stock_status: 2 as 0 }]) {
    await expect(t.db.transaction((tx) => changeOffer(tx, { ...base, ...bad }))).rejects.toBeInstanceOf(CallFailure);
  }
  await expect(
    t.db.transaction((tx) => changeOffer(tx, { product_id: offer.product_id, source_id: newSourceId + 1_000_000, sale_price: 5 })),
  ).rejects.toBeInstanceOf(CallFailure);
  // a failure after the write rolls the offer and its history back together
  await expect(
    t.db.transaction(async (tx) => {
      await changeOffer(tx, { ...base, sale_price: 1.11 });
      throw new Error('later step failed');
    }),
  ).rejects.toThrow('later step failed');
  expect(await t.count('price_offers')).toBe(offers0);
  expect(await t.count('price_history')).toBe(history0);
  const { rows } = await t.pool.query(`select sale_price::float8 p from price_offers where offer_id = $1`, [offer.offer_id]);
  expect(rows[0].p).not.toBe(1.11);
});

test('concurrent changes of one offer each leave a history row, the newest equal to the offer', async () => {
  const n0 = (await history(offer.offer_id)).length;
  const prices = [21.5, 22.5, 23.5, 24.5];
  await Promise.all(
    prices.map((p) => t.db.transaction((tx) => changeOffer(tx, { product_id: offer.product_id, source_id: offer.source_id, sale_price: p }))),
  );
  const h = await history(offer.offer_id);
  expect(h).toHaveLength(n0 + prices.length);
  const { rows } = await t.pool.query(`select sale_price::float8 p from price_offers where offer_id = $1`, [offer.offer_id]);
  expect(h.at(-1)!.price).toBe(rows[0].p);
});

/** `tx` counting the statements sent through it. */
function counting(tx: Tx): { tx: Tx; statements: () => number } {
  let n = 0;
  const proxy = new Proxy(tx, {
    get(target, key, receiver) {
      if (key === 'execute') return (...args: Parameters<Tx['execute']>) => (n++, target.execute(...args));
      if (key === 'select' || key === 'insert' || key === 'update' || key === 'delete') throw new Error(`changeOffers used tx.${String(key)}: count it here`);
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { tx: proxy, statements: () => n };
}

describe('a batch', () => {
  /** 3,000 active products of their own (the test seed is smaller), without offers. */
  let ids: number[];
  beforeAll(async () => {
    const { rows } = await t.pool.query(
      `insert into products (brand_id, product_name, product_slug_url, product_description)
       select (select min(brand_id) from brands), 'Batch product ' || i, 'batch-product-' || i, '' from generate_series(1, 3000) i
       returning product_id`,
    );
    ids = rows.map((r: { product_id: number }) => r.product_id).sort((a: number, b: number) => a - b);
  });

  test('3,000 changes (new offers, price, stock and fee changes, no-ops) take as many statements as one, and each is recorded as one would be', async () => {
    // a published source and the 3,000 products: 1,000 get a new offer first, then the batch mixes
    // 1,000 more new offers, 500 price changes, 250 stock changes, 250 fee changes and 1,000 no-ops
    const fresh = (id: number) => ({ product_id: id, source_id: newSourceId, sale_price: 30 + (id % 7), matching_product_name: `Batch ${id}`, matching_product_link: `https://shop.example/b/${id}` });

    const one = await t.db.transaction(async (tx) => {
      const c = counting(tx);
      await changeOffers(c.tx, [fresh(ids[0]!)]);
      return c.statements();
    });
    const first = await t.db.transaction(async (tx) => {
      const c = counting(tx);
      await changeOffers(c.tx, ids.slice(1, 1000).map(fresh));
      return c.statements();
    });
    expect(first).toBe(one);

    const history0 = await t.count('price_history');
    const inputs: OfferChangeInput[] = ids.map((id, i) => {
      if (i >= 1000 && i < 2000) return fresh(id);
      if (i < 500) return { product_id: id, source_id: newSourceId, sale_price: 20 + (id % 7) };
      if (i < 750) return { product_id: id, source_id: newSourceId, stock_status: 0 };
      if (i < 1000) return { product_id: id, source_id: newSourceId, shipping_fee: 4.5 };
      return { product_id: id, source_id: newSourceId, sale_price: 30 + (id % 7), stock_status: 1 }; // i ≥ 2000: the values it has
    });
    // the last 1,000 get their offer now, with the values the batch gives again (no-ops)
    await t.db.transaction((tx) => changeOffers(tx, ids.slice(2000).map(fresh)));
    const history1 = await t.count('price_history');
    const { changes, statements } = await t.db.transaction(async (tx) => {
      const c = counting(tx);
      const result = await changeOffers(c.tx, inputs);
      return { changes: result, statements: c.statements() };
    });
    expect(statements).toBe(one + 1); // the UPDATE of the changed offers (a batch of new offers has none)
    expect(changes).toHaveLength(3000);
    expect(changes.map((c) => c.product_id)).toEqual(ids);
    expect(changes.slice(0, 500).every((c) => c.priceChanged && c.priceDropped && c.recorded)).toBe(true);
    expect(changes.slice(500, 750).every((c) => c.stockChanged && !c.priceChanged && c.after.stock_status === 0)).toBe(true);
    expect(changes.slice(750, 1000).every((c) => c.shippingChanged && c.after.shipping_fee === 4.5)).toBe(true);
    expect(changes.slice(1000, 2000).every((c) => c.created && c.recorded && c.offer_id > 0)).toBe(true);
    expect(changes.slice(2000).every((c) => !c.recorded && !c.created)).toBe(true);
    expect(history1 - history0).toBe(1000);
    expect((await t.count('price_history')) - history1).toBe(2000);

    // every offer equals its newest history row; the products' aggregates follow
    const { rows: mismatched } = await t.pool.query(
      `select count(*)::int n from price_offers o
        where o.source_id = $1 and (select (h.sale_price, h.stock_status, h.shipping_fee) from price_history h
               where h.offer_id = o.offer_id order by h.recorded_at desc, h.history_id desc limit 1)
              is distinct from (o.sale_price, o.stock_status, o.shipping_fee)`,
      [newSourceId],
    );
    expect(mismatched[0].n).toBe(0);
    const { rows: aggregates } = await t.pool.query(
      `select count(*)::int n from products p
        where p.product_id = any($1::int[])
          and (p.price_count, p.min_price) is distinct from ((select count(*)::int from price_offers o where o.product_id = p.product_id),
                                                         (select min(sale_price) from price_offers o where o.product_id = p.product_id))`,
      [ids],
    );
    expect(aggregates[0].n).toBe(0);
    const { rows: deals } = await t.pool.query(
      `select count(*)::int n from price_offers where source_id = $1 and deal_day is distinct from (now() at time zone 'UTC')::date`,
      [newSourceId],
    );
    expect(deals[0].n).toBe(0);
    await t.pool.query(`delete from price_offers where source_id = $1 and product_id = any($2::int[])`, [newSourceId, ids]);
  }, 120_000);

  test('one bad input refuses the whole batch; the same offer twice is a programming error', async () => {
    const offers0 = await t.count('price_offers');
    const history0 = await t.count('price_history');
    const base = { product_id: offer.product_id, source_id: offer.source_id };
    await expect(
      t.db.transaction((tx) =>
        changeOffers(tx, [
          { ...base, sale_price: 3.33 },
          { product_id: ids[0]!, source_id: newSourceId, sale_price: 4, matching_product_name: 'No link' },
        ]),
      ),
    ).rejects.toBeInstanceOf(CallFailure);
    await expect(t.db.transaction((tx) => changeOffers(tx, [{ ...base, sale_price: 3.33 }, { ...base, sale_price: 1e12 }]))).rejects.toBeInstanceOf(CallFailure);
    await expect(t.db.transaction((tx) => changeOffers(tx, [{ ...base, sale_price: 3.33 }, { ...base, sale_price: 3.34 }]))).rejects.toThrow('twice in one batch');
    expect(await t.count('price_offers')).toBe(offers0);
    expect(await t.count('price_history')).toBe(history0);
  });
});
