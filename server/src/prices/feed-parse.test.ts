/**
 * Feed parsing with hostile files (issue 25 item 3): huge, malformed, wrong types, binary, 100k
 * rows. A refused feed gives one message for the import report and no rows; values are checked
 * row by row later (feed-import), so wrong types pass parsing as raw values.
 */
import { MSG, PRICE_FEED } from '@ironscore/contract';
import { parseFeed } from './feed-parse';

const P = MSG.sourcePrices;
const csv = (text: string) => Buffer.from(text, 'utf8');

test('a CSV feed: header names in any case, BOM, quotes, ; or tab delimiters', () => {
  const parsed = parseFeed(csv('\uFEFFLink, PRICE ,Stock\n"https://shop.example/a?x=1,2",12.50,1\n\nhttps://shop.example/b,9,0\n'), 'csv');
  expect(parsed).toEqual({
    ok: true,
    rows: [
      { row: 1, values: { link: 'https://shop.example/a?x=1,2', price: '12.50', stock: '1' } },
      { row: 2, values: { link: 'https://shop.example/b', price: '9', stock: '0' } },
    ],
  });
  expect(parseFeed(csv('brand;product;price\ntitan-labs;x;3\n'), 'csv')).toMatchObject({ ok: true, rows: [{ values: { brand: 'titan-labs', product: 'x', price: '3' } }] });
  expect(parseFeed(csv('brand\tproduct\tprice\na\tb\t3\n'), 'csv')).toMatchObject({ ok: true, rows: [{ values: { brand: 'a', product: 'b' } }] });
});

test('malformed CSV is refused whole with the reason', () => {
  const unclosed = parseFeed(csv('link,price\n"https://shop.example/a,12\nhttps://shop.example/b,3\n'), 'csv');
  expect(unclosed).toMatchObject({ ok: false });
  expect((unclosed as { error: string }).error).toMatch(/^The feed is not valid CSV: /);
  const ragged = parseFeed(csv('link,price\nhttps://shop.example/a,12,extra,cells\n'), 'csv');
  expect((ragged as { error: string }).error).toMatch(/^The feed is not valid CSV: /);
  expect(parseFeed(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00, 0x01]), 'csv')).toEqual({ ok: false, error: P.feedNotCsv('it contains binary data') });
});

test('columns: a price and a link or brand + product are required', () => {
  expect(parseFeed(csv('link,cost\nhttps://a.example/x,3\n'), 'csv')).toEqual({ ok: false, error: P.feedNoPriceColumn });
  expect(parseFeed(csv('brand,price\na,3\n'), 'csv')).toEqual({ ok: false, error: P.feedNoKeyColumn });
  expect(parseFeed(csv('{"link":"x","price":3}'), 'csv')).toMatchObject({ ok: false });
});

test('JSON: an array of objects or {"offers": [...]}; anything else refused', () => {
  expect(parseFeed(csv('[{"Link":"https://a.example/x","Price":3.5,"stock":true}]'), 'json')).toEqual({
    ok: true,
    rows: [{ row: 1, values: { link: 'https://a.example/x', price: 3.5, stock: true } }],
  });
  expect(parseFeed(csv('{"offers":[{"brand":"a","product":"b","price":"2"},42,null,["x"]]}'), 'json')).toEqual({
    ok: true,
    rows: [
      { row: 1, values: { brand: 'a', product: 'b', price: '2' } },
      { row: 2, values: null },
      { row: 3, values: null },
      { row: 4, values: null },
    ],
  });
  for (const bad of ['', 'not json', '{"price": 3}', '42', '"text"', '[{"link":"x","price":3}', 'link,price\nx,3']) {
    expect(parseFeed(csv(bad), 'json')).toEqual({ ok: false, error: P.feedNotJson });
  }
  expect(parseFeed(csv('[{"sku":"x","price":3}]'), 'json')).toEqual({ ok: false, error: P.feedNoKeyColumn });
});

test('wrong types pass parsing as raw values (the import refuses them row by row)', () => {
  const parsed = parseFeed(csv('[{"link":{"a":1},"price":[1],"stock":"maybe","shipping":-1}]'), 'json');
  expect(parsed).toEqual({ ok: true, rows: [{ row: 1, values: { link: { a: 1 }, price: [1], stock: 'maybe', shipping: -1 } }] });
});

test('a huge body is refused before parsing', () => {
  const huge = Buffer.alloc(PRICE_FEED.maxBytes + 1, 'a');
  expect(parseFeed(huge, 'csv')).toEqual({ ok: false, error: P.feedTooLarge(5) });
  expect(parseFeed(huge, 'json')).toEqual({ ok: false, error: P.feedTooLarge(5) });
});

test('100,000 rows: refused as too many rows, quickly, for CSV and JSON', () => {
  const lines = ['brand,product,price,stock'];
  for (let i = 0; i < 100_000; i++) lines.push(`brand-${i % 50},product-${i},${(i % 900) + 1}.99,1`);
  const body = csv(lines.join('\n'));
  expect(body.length).toBeLessThan(PRICE_FEED.maxBytes);
  const started = Date.now();
  expect(parseFeed(body, 'csv')).toEqual({ ok: false, error: P.feedTooManyRows(PRICE_FEED.maxRows) });
  const json = csv(JSON.stringify(Array.from({ length: 100_000 }, (_, i) => ({ link: `https://s.example/${i}`, price: 1 }))));
  expect(parseFeed(json, 'json')).toEqual({ ok: false, error: P.feedTooManyRows(PRICE_FEED.maxRows) });
  expect(Date.now() - started).toBeLessThan(10_000);
  // exactly the limit passes
  expect(parseFeed(csv(lines.slice(0, PRICE_FEED.maxRows + 1).join('\n')), 'csv')).toMatchObject({ ok: true, rows: { length: PRICE_FEED.maxRows } });
});
