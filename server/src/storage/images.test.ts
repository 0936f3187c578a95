import sharp from 'sharp';
import { IMAGE, MSG } from '@ironscore/contract';
import { DECODE_CONCURRENCY, deleteImage, imageSignature, openVariant, processImage, storeImage } from './images';
import { MemoryStorage } from './memory';
import { bytesFile, fakeImage, jpegFile, pngFile } from '../test/fixtures';

test('signatures: JPEG and PNG by their first bytes, not by name or type', async () => {
  expect(imageSignature((await jpegFile(10, 10)).data)).toBe('jpeg');
  expect(imageSignature((await pngFile(10, 10)).data)).toBe('png');
  expect(imageSignature(fakeImage('x.png').data)).toBeNull();
  expect(imageSignature(Buffer.from('GIF89a......'))).toBeNull();
  expect(imageSignature(new Uint8Array())).toBeNull();
});

test('refuses more than 2 MB and non-images with the spec messages', async () => {
  expect(await processImage(bytesFile(2 * 1024 * 1024 + 1))).toEqual({ ok: false, message: 'File size must be no more than 2 MB!' });
  expect(await processImage(fakeImage('photo.jpg'))).toEqual({ ok: false, message: 'Only JPG, JPEG, and PNG files are allowed!' });
  // a JPEG signature with garbage after it
  expect(await processImage(bytesFile(5000))).toEqual({ ok: false, message: MSG.validation.imageUnreadable });
});

test('re-encodes: longest side at most 1024 (1280 for covers), random name, no metadata', async () => {
  const big = await jpegFile(3000, 1500);
  const out = await processImage(big);
  if (!out.ok) throw new Error(out.message);
  expect(out.name).toMatch(/^[a-f0-9]{32}\.jpg$/);
  expect([out.width, out.height]).toEqual([1024, 512]);
  const meta = await sharp(out.data).metadata();
  expect(meta.format).toBe('jpeg');
  expect(meta.exif).toBeUndefined();
  expect(out.data.length).toBeLessThanOrEqual(1024 * 1024);

  const cover = await processImage(big, { maxSide: 1280 });
  if (!cover.ok) throw new Error(cover.message);
  expect(cover.width).toBe(1280);
  expect(cover.name).not.toBe(out.name);

  const small = await processImage(await pngFile(200, 100));
  if (!small.ok) throw new Error(small.message);
  expect([small.width, small.height, small.mimetype]).toEqual([200, 100, 'image/png']);
});

test('auto-rotates by EXIF orientation', async () => {
  // orientation 6 = rotate 90° clockwise to display: a 400x200 stored image shows as 200x400
  const out = await processImage(await jpegFile(400, 200, { orientation: 6 }));
  if (!out.ok) throw new Error(out.message);
  expect([out.width, out.height]).toEqual([200, 400]);
  const meta = await sharp(out.data).metadata();
  expect(meta.orientation ?? 1).toBe(1);
});

test('more pixels than IMAGE.maxInputPixels are refused from the header; the limit itself is accepted', async () => {
  const side = Math.sqrt(IMAGE.maxInputPixels);
  const over = await sharp({ create: { width: side + 1, height: side, channels: 3, background: '#336699' } }).png().toBuffer();
  expect(await processImage({ filename: 'bomb.png', mimetype: 'image/png', data: new Uint8Array(over) })).toEqual({
    ok: false,
    message: MSG.validation.imageTooManyPixels,
  });
  const at = await processImage(await jpegFile(side, side));
  if (!at.ok) throw new Error(at.message);
  expect([at.width, at.height]).toEqual([1024, 1024]);
});

test('more uploads at once than DECODE_CONCURRENCY all finish, each with its own result', async () => {
  const files = await Promise.all(Array.from({ length: DECODE_CONCURRENCY * 3 }, (_, i) => pngFile(100 + i, 50)));
  const outs = await Promise.all(files.map((f) => processImage(f)));
  expect(outs.map((o) => o.ok && o.width)).toEqual(files.map((_, i) => 100 + i));
});

test('an upload carries WebP variants at IMAGE.variantWidths, never enlarged; storeImage and deleteImage keep them with the original', async () => {
  const out = await processImage(await jpegFile(1600, 800));
  if (!out.ok) throw new Error(out.message);
  expect(out.variants.map((v) => v.name)).toEqual(IMAGE.variantWidths.map((w) => `${out.name}.w${w}.webp`));
  const sizes = await Promise.all(out.variants.map(async (v) => sharp(v.data).metadata()));
  expect(sizes.map((m) => [m.format, m.width, m.height])).toEqual([
    ['webp', 160, 80],
    ['webp', 320, 160],
    ['webp', 640, 320],
    ['webp', 1024, 512],
  ]);

  const small = await processImage(await pngFile(200, 100));
  if (!small.ok) throw new Error(small.message);
  const smallWidths = await Promise.all(small.variants.map(async (v) => (await sharp(v.data).metadata()).width));
  expect(smallWidths).toEqual([160, 200, 200, 200]);

  const storage = new MemoryStorage();
  await storeImage(storage, 'brands/profile', out);
  expect([...storage.files.keys()].sort()).toEqual([out.name, ...out.variants.map((v) => v.name)].map((n) => `brands/profile/${n}`).sort());
  await deleteImage(storage, 'brands/profile', out.name);
  expect(storage.files.size).toBe(0);
});

describe('openVariant (images stored before variants existed)', () => {
  const folder = 'brands/products';
  let storage: MemoryStorage;
  beforeEach(async () => {
    storage = new MemoryStorage();
    await storage.put(folder, 'old.jpg', (await jpegFile(900, 600)).data);
  });

  test('makes a missing variant from the original once and keeps it', async () => {
    const first = await openVariant(storage, folder, 'old.jpg.w320.webp');
    if (first.found !== 'variant') throw new Error(first.found);
    const meta = await sharp(first.file.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 213]);
    expect(storage.files.has(`${folder}/old.jpg.w320.webp`)).toBe(true);
    const put = jest.spyOn(storage, 'put');
    // Requested at once by many pages: one encode, the same bytes for all.
    const again = await Promise.all([1, 2, 3].map(() => openVariant(storage, folder, 'old.jpg.w640.webp')));
    expect(put).toHaveBeenCalledTimes(1);
    const bodies = again.map((r) => (r.found === 'variant' ? (r.file.body as Buffer).toString('base64') : r.found));
    expect(new Set(bodies).size).toBe(1);
    expect((await sharp(Buffer.from(bodies[0]!, 'base64')).metadata()).width).toBe(640);
    expect((await openVariant(storage, folder, 'old.jpg.w640.webp')).found).toBe('variant');
    expect(put).toHaveBeenCalledTimes(1);
  });

  test('refuses other widths, unknown originals and non-images, and creates nothing', async () => {
    await storage.put(folder, 'fake.png', fakeImage('fake.png').data);
    await storage.put(folder, 'garbage.jpg', bytesFile(3000).data);
    const before = [...storage.files.keys()].sort();
    const cases: [string, string | number][] = [
      ['old.jpg.w300.webp', 400],
      ['old.jpg.w99999.webp', 400],
      ['missing.jpg.w320.webp', 404],
      ['fake.png.w320.webp', 422],
      ['garbage.jpg.w320.webp', 422],
      ['old.gif.w320.webp', 404],
      ['old.jpg.w320.webp.w160.webp', 404],
    ];
    for (const [name, status] of cases) {
      const r = await openVariant(storage, folder, name);
      expect([name, r.found === 'none' ? r.status : r.found]).toEqual([name, status]);
    }
    expect([...storage.files.keys()].sort()).toEqual(before);
  });

  test('serves the original when the variant cannot be stored', async () => {
    jest.spyOn(storage, 'put').mockRejectedValueOnce(new Error('disk full'));
    const r = await openVariant(storage, folder, 'old.jpg.w160.webp');
    expect(r.found === 'original' && r.original).toBe('old.jpg');
  });
});
