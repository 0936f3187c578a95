import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE, imageVariantName } from '@ironscore/contract';
import { generateSeedImages, imageName } from './images';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ironscore-seed-images-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test('seed images come with their WebP variants; a directory seeded before variants gets them on the next run', async () => {
  await generateSeedImages(dir, 'test', ['news', 'promos']);
  const promo = path.join(dir, 'promos', imageName('promos', 0));
  const widths = await Promise.all(IMAGE.variantWidths.map(async (w) => (await sharp(imageVariantName(promo, w)).metadata()).width));
  expect(widths).toEqual([160, 320, 640, 800]); // the promo art is 800 px wide: never enlarged
  expect((await sharp(imageVariantName(path.join(dir, 'news', 'default.jpg'), 160)).metadata()).format).toBe('webp');

  // An older data directory: originals only.
  for (const w of IMAGE.variantWidths) fs.rmSync(imageVariantName(promo, w));
  const before = fs.statSync(promo).mtimeMs;
  expect(await generateSeedImages(dir, 'test', ['news', 'promos'])).toBe(1);
  expect(IMAGE.variantWidths.every((w) => fs.existsSync(imageVariantName(promo, w)))).toBe(true);
  expect(fs.statSync(promo).mtimeMs).toBe(before);
});
