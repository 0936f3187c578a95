/**
 * Uploads in an S3-compatible bucket: the real @aws-sdk/client-s3 against s3rver (a local
 * S3-compatible server from npm), through the real app — upload, serve, replace, refuse.
 */
import { mkdtempSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { IMAGE, MSG, imageVariantName } from '@ironscore/contract';
import { createTestApp, type TestApp } from '../test/harness';
import { TEST_ENV } from '../test/env';
import { jpegFile, pngFile } from '../test/fixtures';
import { newActor, sqlRow } from '../calls/catalog-lib/test-helpers';
import { S3Storage, copyUploadTree } from './s3';

const BUCKET = 'ironscore-test';
let server: S3rver;
let endpoint: string;
let storage: S3Storage;
let t: TestApp;

beforeAll(async () => {
  const dir = mkdtempSync(path.join(process.env[TEST_ENV.root]!, 's3rver-'));
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  // s3rver accepts the fixed key pair S3RVER/S3RVER.
  const make = (prefix: string) =>
    new S3Storage({
      bucket: BUCKET,
      endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
      prefix,
      publicBase: 'http://127.0.0.1:4000',
    });
  storage = make('uploads/');
  t = await createTestApp({ storage: () => storage });
});

afterAll(async () => {
  await t?.close();
  storage?.client.destroy();
  await server?.close();
});

/** Every key in the bucket under the prefix. */
async function keys(prefix = 'uploads/'): Promise<string[]> {
  const out = await storage.client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
  return (out.Contents ?? []).map((o) => o.Key!).sort();
}

const withVariants = (folder: string, name: string) =>
  [name, ...IMAGE.variantWidths.map((w) => imageVariantName(name, w))].map((n) => `uploads/${folder}/${n}`);

test('the bucket is reachable; put, open, delete round-trip bytes under the prefix; missing is null', async () => {
  await storage.check();
  const bytes = Buffer.from('some bytes \u0000\u00ff');
  await storage.put('news', 'a-file.png', bytes);
  expect(await keys('uploads/news/')).toEqual(['uploads/news/a-file.png']);
  const opened = await storage.open('news', 'a-file.png');
  expect(opened?.size).toBe(bytes.length);
  const chunks: Buffer[] = [];
  for await (const c of opened!.body as AsyncIterable<Buffer>) chunks.push(c);
  expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
  expect(await storage.open('news', 'other.png')).toBeNull();
  await storage.delete('news', 'a-file.png');
  await storage.delete('news', 'a-file.png'); // deleting a missing file is fine
  expect(await storage.open('news', 'a-file.png')).toBeNull();
});

test('unsafe folders and names are refused before anything reaches the bucket', async () => {
  const before = await keys('');
  await expect(storage.put('../..', 'x.png', Buffer.from('x'))).rejects.toThrow(/Unsafe/);
  await expect(storage.put('news', '../x.png', Buffer.from('x'))).rejects.toThrow(/Unsafe/);
  await expect(storage.delete('news/..', 'x.png')).rejects.toThrow(/Unsafe/);
  expect(await storage.open('news', '..')).toBeNull();
  expect(await keys('')).toEqual(before);
});

test('an upload through a call lands in the bucket with its variants and is served by the API from there', async () => {
  const m = await newActor(t);
  const res = await t.call('Set_Profile', { user_profile_image: await pngFile(600, 300) }, { token: m.token });
  expect(res.status).toBe(true);
  const { user_profile_image: name } = await sqlRow<{ user_profile_image: string }>(t, 'select user_profile_image from users where user_id = $1', [m.user_id]);
  expect(name).toMatch(/^[0-9a-f]{32}\.png$/);
  expect(await keys('uploads/users/profile/')).toEqual(withVariants('users/profile', name).sort());

  const served = await t.app.inject({ method: 'GET', url: `/uploads/users/profile/${name}` });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/png');
  expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await sharp(served.rawPayload).metadata()).width).toBe(600);
  const variant = await t.app.inject({ method: 'GET', url: `/uploads/users/profile/${imageVariantName(name, 320)}` });
  expect([variant.statusCode, variant.headers['content-type']]).toEqual([200, 'image/webp']);
  expect((await sharp(variant.rawPayload).metadata()).width).toBe(320);
  // conditional GET from the stored object's size and date
  const again = await t.app.inject({ method: 'GET', url: `/uploads/users/profile/${name}`, headers: { 'if-none-match': String(served.headers.etag) } });
  expect(again.statusCode).toBe(304);
  expect((await t.app.inject({ method: 'GET', url: '/uploads/users/profile/0123456789abcdef0123456789abcdef.png' })).statusCode).toBe(404);
});

test('a variant of an original stored before variants existed is made from the bucket and kept there', async () => {
  await storage.put('news', 'legacy.jpg', (await jpegFile(800, 400)).data);
  const res = await t.app.inject({ method: 'GET', url: '/uploads/news/legacy.jpg.w160.webp' });
  expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'image/webp']);
  expect(await keys('uploads/news/legacy')).toEqual(['uploads/news/legacy.jpg', 'uploads/news/legacy.jpg.w160.webp']);
});

test('a replaced picture is deleted from the bucket with its variants; a refused upload writes nothing', async () => {
  const m = await newActor(t);
  const row = () => sqlRow<{ user_profile_image: string }>(t, 'select user_profile_image from users where user_id = $1', [m.user_id]);
  expect((await t.call('Set_Profile', { user_profile_image: await jpegFile(300, 300) }, { token: m.token })).status).toBe(true);
  const first = (await row()).user_profile_image;
  const all = await keys();
  for (const key of withVariants('users/profile', first)) expect(all).toContain(key);

  const fake = { filename: 'x.png', mimetype: 'image/png', data: new Uint8Array(Buffer.from('not an image at all')) };
  expect(await t.call('Set_Profile', { user_profile_image: fake }, { token: m.token })).toMatchObject({ status: false, message: MSG.validation.imageType });
  const tooBig = { filename: 'big.jpg', mimetype: 'image/jpeg', data: new Uint8Array(IMAGE.maxBytes + 1).fill(0xff) };
  expect((await t.call('Set_Profile', { user_profile_image: tooBig }, { token: m.token })).status).toBe(false);
  expect(await keys()).toEqual(all);
  expect((await row()).user_profile_image).toBe(first);

  expect((await t.call('Set_Profile', { user_profile_image: await jpegFile(310, 310) }, { token: m.token })).status).toBe(true);
  const second = (await row()).user_profile_image;
  expect(second).not.toBe(first);
  const now = await keys();
  for (const key of withVariants('users/profile', first)) expect(now).not.toContain(key);
  for (const key of withVariants('users/profile', second)) expect(now).toContain(key);
});

test('copyUploadTree puts a local upload tree (the seed\'s images) into the bucket once', async () => {
  const root = mkdtempSync(path.join(process.env[TEST_ENV.root]!, 'tree-'));
  await mkdir(path.join(root, 'promos'), { recursive: true });
  await writeFile(path.join(root, 'promos', 'seed-1.jpg'), Buffer.from('one'));
  await writeFile(path.join(root, 'promos', 'seed-2.jpg'), Buffer.from('two'));
  await writeFile(path.join(root, 'promos', 'half.jpg.1a2b.tmp'), Buffer.from('partial'));
  expect(await copyUploadTree(root, storage)).toBe(2);
  expect(await keys('uploads/promos/')).toEqual(['uploads/promos/seed-1.jpg', 'uploads/promos/seed-2.jpg']);
  expect(await copyUploadTree(root, storage)).toBe(0);
});

test('a bucket the store does not have fails the start check and every write', async () => {
  const wrong = new S3Storage({
    bucket: 'no-such-bucket',
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
    prefix: 'uploads/',
    publicBase: 'http://127.0.0.1:4000',
  });
  try {
    await expect(wrong.check()).rejects.toThrow();
    await expect(wrong.put('news', 'x.png', Buffer.from('x'))).rejects.toThrow();
  } finally {
    wrong.client.destroy();
  }
});
