import sharp from 'sharp';
import { createTestApp, fileTestApp } from '../test/harness';
import { jpegFile } from '../test/fixtures';
import { processImage, storeImage } from '../storage/images';
import { MemoryStorage } from '../storage/memory';

const t = fileTestApp();
beforeAll(async () => {
  await t.storage.put('brands/profile', 'logo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
});

test('serves a stored image with caching headers, cross-origin embeddable', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/uploads/brands/profile/logo.png' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/png');
  // A fixed (seed) name may be replaced by a re-seed: cached for a week, not immutable.
  expect(res.headers['cache-control']).toBe('public, max-age=604800');
  expect(res.headers['etag']).toBeDefined();
  expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  expect(res.rawPayload.length).toBe(7);

  const again = await t.app.inject({ method: 'GET', url: '/uploads/brands/profile/logo.png', headers: { 'if-none-match': String(res.headers['etag']) } });
  expect(again.statusCode).toBe(304);
  expect(t.storage.url('brands/profile', 'logo.png')).toBe('http://127.0.0.1:4000/uploads/brands/profile/logo.png');
});

test('unknown files, other types and path traversal are 404', async () => {
  const urls = [
    '/uploads/brands/profile/missing.png',
    '/uploads/brands/profile/../../../../etc/passwd',
    '/uploads/brands/profile/%2e%2e%2f%2e%2e%2fsecret.png',
    '/uploads/..%2f..%2fjwt-secret.png',
    '/uploads/logo.png',
    '/uploads/brands/profile/logo.svg',
    '/uploads/%00/x.png',
  ];
  for (const url of urls) {
    const res = await t.app.inject({ method: 'GET', url });
    expect([url, res.statusCode]).toEqual([url, 404]);
  }
});

test('a write outside the uploads folder is impossible', async () => {
  await expect(t.storage.put('../..', 'x.png', Buffer.from('x'))).rejects.toThrow();
  await expect(t.storage.put('brands/profile', '../x.png', Buffer.from('x'))).rejects.toThrow();
});

test('an upload is served with its WebP variants; random names are immutable', async () => {
  const image = await processImage(await jpegFile(1200, 600));
  if (!image.ok) throw new Error(image.message);
  await storeImage(t.storage, 'promos', image);
  const original = await t.app.inject({ method: 'GET', url: `/uploads/promos/${image.name}` });
  expect([original.statusCode, original.headers['content-type'], original.headers['cache-control']]).toEqual([200, 'image/jpeg', 'public, max-age=31536000, immutable']);
  const variant = await t.app.inject({ method: 'GET', url: `/uploads/promos/${image.name}.w320.webp` });
  expect([variant.statusCode, variant.headers['content-type'], variant.headers['cache-control']]).toEqual([200, 'image/webp', 'public, max-age=31536000, immutable']);
  expect((await sharp(variant.rawPayload).metadata()).width).toBe(320);
  expect(variant.rawPayload.length).toBeLessThan(original.rawPayload.length / 4);
});

test('a file stored before variants existed gets its variant on the first request, kept for the next', async () => {
  await t.storage.put('news', 'legacy-photo.jpg', (await jpegFile(800, 400)).data);
  const first = await t.app.inject({ method: 'GET', url: '/uploads/news/legacy-photo.jpg.w160.webp' });
  expect([first.statusCode, first.headers['content-type'], first.headers['cache-control']]).toEqual([200, 'image/webp', 'public, max-age=604800']);
  expect((await sharp(first.rawPayload).metadata()).width).toBe(160);
  const kept = await t.storage.open('news', 'legacy-photo.jpg.w160.webp');
  expect(kept?.size).toBe(first.rawPayload.length);
  if (kept && !Buffer.isBuffer(kept.body)) kept.body.destroy();
  const again = await t.app.inject({ method: 'GET', url: '/uploads/news/legacy-photo.jpg.w160.webp' });
  expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  expect(again.headers['etag']).toBeDefined();
});

test('variant requests for a bad width, a missing original, a non-image or a path traversal are refused; nothing is created', async () => {
  await t.storage.put('news', 'notes.png', Buffer.from('not an image at all'));
  const cases: [string, number, string][] = [
    ['/uploads/brands/profile/logo.png.w300.webp', 400, 'Image width must be one of 160, 320, 640, 1280'],
    ['/uploads/brands/profile/missing.png.w320.webp', 404, 'Not found'],
    ['/uploads/news/notes.png.w320.webp', 422, 'Not an image'],
    ['/uploads/brands/profile/..%2f..%2fsecret.png.w320.webp', 404, 'Not found'],
  ];
  for (const [url, status, body] of cases) {
    const res = await t.app.inject({ method: 'GET', url });
    expect([url, res.statusCode, res.body, res.headers['cache-control']]).toEqual([url, status, body, 'no-store']);
  }
  expect(await t.storage.open('news', 'notes.png.w320.webp')).toBeNull();
  expect(await t.storage.open('brands/profile', 'logo.png.w300.webp')).toBeNull();
});

test('an unreachable store answers 503 with Retry-After, not a server error', async () => {
  const down = await createTestApp({
    storage: () => {
      const store = new MemoryStorage();
      store.open = () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:9000'));
      return store;
    },
  });
  try {
    for (const url of ['/uploads/brands/profile/logo.png', '/uploads/promos/x.png.w320.webp']) {
      const res = await down.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.payload).toBe('Image storage is unavailable, please try again shortly');
    }
  } finally {
    await down.close();
  }
});
