import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.storage.put('brands/profile', 'logo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
});
afterAll(() => t?.close());

test('serves a stored image with caching headers, cross-origin embeddable', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/uploads/brands/profile/logo.png' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/png');
  expect(res.headers['cache-control']).toMatch(/public, max-age=\d+/);
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
