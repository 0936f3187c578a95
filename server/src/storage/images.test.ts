import sharp from 'sharp';
import { IMAGE, MSG } from '@ironscore/contract';
import { DECODE_CONCURRENCY, imageSignature, processImage } from './images';
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
