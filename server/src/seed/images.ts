/**
 * Seed images: a modest pool per upload folder drawn as SVG and rendered with sharp, assigned
 * round-robin by the generator. Existing files are kept (re-seeding is cheap). Each folder also
 * gets a neutral `default.jpg` (the spec's "no image" file name). Pool images get their WebP
 * variants like uploads do (storage/images.ts encodeVariants); flags and payment icons (60–160 px)
 * do not need them (a request for one makes it on demand).
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE, imageVariantName } from '@ironscore/contract';
import { encodeVariants } from '../storage/images';
import { COUNTRIES } from './countries';
import type { SeedScale } from './generate';
import { PAYMENT_METHODS, slugify } from './words';

type PoolFolder =
  | 'sources/profile'
  | 'sources/screenshots'
  | 'brands/profile'
  | 'brands/screenshots'
  | 'brands/products'
  | 'users/profile'
  | 'users/community'
  | 'promos'
  | 'news'
  | 'reviews/source'
  | 'reviews/brand'
  | 'reviews/product'
  | 'community/posts';

interface Pool {
  prefix: string;
  ext: 'png' | 'jpg';
  count: Record<SeedScale, number>;
  draw: (i: number, n: number) => { svg: string; width: number; height: number };
}

const hue = (i: number, n: number, offset = 0) => Math.round(((i * 360) / Math.max(1, n) + offset) % 360);
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
const gradient = (id: string, h1: number, h2: number, l = 45) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h1},65%,${l}%)"/><stop offset="1" stop-color="hsl(${h2},70%,${l - 18}%)"/></linearGradient></defs>`;
const FONT = `font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold"`;

function logo(i: number, n: number, round: boolean) {
  const letter = String.fromCharCode(65 + (i % 26));
  const h = hue(i, n, round ? 20 : 200);
  const shape = round
    ? `<circle cx="100" cy="100" r="96" fill="url(#g)"/><circle cx="100" cy="100" r="80" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="4"/>`
    : `<rect x="4" y="4" width="192" height="192" rx="36" fill="url(#g)"/><path d="M20 150 L180 150" stroke="#fff" stroke-opacity=".3" stroke-width="6"/>`;
  return { width: 200, height: 200, svg: svg(200, 200, `${gradient('g', h, h + 40)}${shape}<text x="100" y="128" font-size="88" ${FONT} text-anchor="middle" fill="#fff">${letter}</text>`) };
}

function screenshot(i: number, n: number) {
  const h = hue(i, n, 90);
  const blocks = Array.from({ length: 6 }, (_, k) => `<rect x="${24 + (k % 3) * 160}" y="${230 + Math.floor(k / 3) * 130}" width="140" height="110" rx="8" fill="hsl(${h},30%,${88 - k * 2}%)"/>`).join('');
  return {
    width: 512,
    height: 512,
    svg: svg(
      512,
      512,
      `<rect width="512" height="512" fill="#f4f5f7"/><rect width="512" height="36" fill="#d9dce1"/><circle cx="20" cy="18" r="6" fill="#ef5350"/><circle cx="40" cy="18" r="6" fill="#ffca28"/><circle cx="60" cy="18" r="6" fill="#66bb6a"/><rect x="90" y="9" width="380" height="18" rx="9" fill="#fff"/>${gradient('g', h, h + 30)}<rect y="36" width="512" height="170" fill="url(#g)"/><rect x="24" y="80" width="260" height="26" rx="6" fill="#fff" fill-opacity=".9"/><rect x="24" y="120" width="180" height="16" rx="6" fill="#fff" fill-opacity=".6"/><rect x="24" y="150" width="110" height="32" rx="16" fill="#fff"/>${blocks}`,
    ),
  };
}

function productImage(i: number, n: number) {
  const third = Math.max(1, Math.floor(n / 3));
  const kind = Math.min(2, Math.floor(i / third));
  const h = hue(i, n, 10);
  let body: string;
  if (kind === 0) {
    // vial + box
    body = `<rect x="70" y="90" width="150" height="230" rx="10" fill="hsl(${h},55%,40%)"/><rect x="80" y="150" width="130" height="90" fill="#fff"/><rect x="92" y="170" width="106" height="14" fill="hsl(${h},55%,40%)"/><rect x="92" y="196" width="70" height="10" fill="#999"/>
      <rect x="245" y="150" width="80" height="170" rx="14" fill="#e8f1f8" stroke="#9ab" stroke-width="3"/><rect x="255" y="118" width="60" height="36" rx="4" fill="#bbb"/><rect x="250" y="200" width="70" height="60" fill="hsl(${h},55%,45%)"/>`;
  } else if (kind === 1) {
    // pill bottle
    body = `<rect x="115" y="80" width="170" height="50" rx="8" fill="#fafafa" stroke="#ccc" stroke-width="3"/><rect x="100" y="125" width="200" height="210" rx="26" fill="hsl(${h},60%,42%)"/><rect x="112" y="175" width="176" height="100" rx="6" fill="#fff"/><rect x="128" y="195" width="144" height="18" fill="hsl(${h},60%,42%)"/><rect x="128" y="225" width="96" height="12" fill="#999"/><rect x="128" y="246" width="120" height="10" fill="#bbb"/>`;
  } else {
    // protein tub
    body = `<rect x="85" y="70" width="230" height="45" rx="10" fill="#222"/><path d="M95 112 L305 112 L290 340 Q200 352 110 340 Z" fill="hsl(${h},70%,45%)"/><rect x="112" y="170" width="176" height="110" rx="8" fill="#111" fill-opacity=".75"/><text x="200" y="218" font-size="34" ${FONT} text-anchor="middle" fill="#fff">WHEY</text><rect x="140" y="238" width="120" height="12" fill="hsl(${h},70%,60%)"/>`;
  }
  return { width: 400, height: 400, svg: svg(400, 400, `<rect width="400" height="400" fill="#f7f7f9"/><ellipse cx="200" cy="350" rx="150" ry="14" fill="#000" fill-opacity=".08"/>${body}`) };
}

function avatar(i: number, n: number) {
  const h = hue(i, n, 30);
  return {
    width: 200,
    height: 200,
    svg: svg(200, 200, `<rect width="200" height="200" fill="hsl(${h},45%,80%)"/><circle cx="100" cy="78" r="38" fill="hsl(${h},35%,35%)"/><path d="M30 200 Q30 128 100 128 Q170 128 170 200 Z" fill="hsl(${h},35%,35%)"/>`),
  };
}

function cover(i: number, n: number) {
  const h = hue(i, n, 180);
  const stripes = Array.from({ length: 14 }, (_, k) => `<path d="M${k * 110 - 200} 250 L${k * 110} 0" stroke="#fff" stroke-opacity=".08" stroke-width="40"/>`).join('');
  return { width: 1280, height: 250, svg: svg(1280, 250, `${gradient('g', h, h + 60)}<rect width="1280" height="250" fill="url(#g)"/>${stripes}`) };
}

const PROMO_WORDS = ['SALE', '-20%', 'COUPON', 'FREE SHIP', '-15%', 'BULK DEAL', '-30%', 'NEW', '2 FOR 1', '-10%', 'FLASH', 'PROMO'];
function promo(i: number, n: number) {
  const h = hue(i, n, 330);
  const word = PROMO_WORDS[i % PROMO_WORDS.length];
  return {
    width: 800,
    height: 400,
    svg: svg(
      800,
      400,
      `${gradient('g', h, h + 50, 50)}<rect width="800" height="400" fill="url(#g)"/><circle cx="680" cy="70" r="150" fill="#fff" fill-opacity=".1"/><circle cx="90" cy="380" r="120" fill="#000" fill-opacity=".1"/><text x="400" y="230" font-size="110" ${FONT} text-anchor="middle" fill="#fff">${esc(word)}</text><text x="400" y="300" font-size="30" ${FONT} text-anchor="middle" fill="#fff" fill-opacity=".85">IRONSCORE PROMOTIONS</text>`,
    ),
  };
}

function barbellScene(i: number, n: number, w: number, h: number, offset: number) {
  const hh = hue(i, n, offset);
  const cy = h / 2 + ((i % 3) - 1) * 30;
  const plates = (x: number) =>
    `<rect x="${x}" y="${cy - 90}" width="34" height="180" rx="6" fill="#222"/><rect x="${x + (x < w / 2 ? 38 : -30)}" y="${cy - 65}" width="26" height="130" rx="5" fill="#333"/>`;
  return {
    width: w,
    height: h,
    svg: svg(
      w,
      h,
      `${gradient('g', hh, hh + 40, 55)}<rect width="${w}" height="${h}" fill="url(#g)"/><rect x="0" y="${h * 0.78}" width="${w}" height="${h * 0.22}" fill="#000" fill-opacity=".18"/><rect x="${w * 0.12}" y="${cy - 7}" width="${w * 0.76}" height="14" rx="7" fill="#cfd3d8"/>${plates(w * 0.2)}${plates(w * 0.8 - 34)}`,
    ),
  };
}

function parcel(i: number, n: number) {
  const h = hue(i, n, 40);
  return {
    width: 600,
    height: 450,
    svg: svg(
      600,
      450,
      `<rect width="600" height="450" fill="hsl(${h},20%,88%)"/><path d="M150 170 L300 110 L450 170 L450 340 L300 400 L150 340 Z" fill="#c8a06a"/><path d="M150 170 L300 230 L450 170" fill="none" stroke="#a07c48" stroke-width="6"/><path d="M300 230 L300 400" stroke="#a07c48" stroke-width="6"/><rect x="190" y="250" width="80" height="50" fill="#fff" transform="skewY(22) translate(0 -80)"/><rect x="330" y="160" width="60" height="150" rx="8" fill="hsl(${h},60%,45%)"/>`,
    ),
  };
}

export const IMAGE_POOLS: Record<PoolFolder, Pool> = {
  'sources/profile': { prefix: 'source-logo', ext: 'png', count: { full: 26, test: 6 }, draw: (i, n) => logo(i, n, false) },
  'sources/screenshots': { prefix: 'source-site', ext: 'jpg', count: { full: 12, test: 3 }, draw: screenshot },
  'brands/profile': { prefix: 'brand-logo', ext: 'png', count: { full: 26, test: 6 }, draw: (i, n) => logo(i, n, true) },
  'brands/screenshots': { prefix: 'brand-site', ext: 'jpg', count: { full: 12, test: 3 }, draw: screenshot },
  'brands/products': { prefix: 'product', ext: 'png', count: { full: 36, test: 6 }, draw: productImage },
  'users/profile': { prefix: 'avatar', ext: 'png', count: { full: 40, test: 6 }, draw: avatar },
  'users/community': { prefix: 'cover', ext: 'jpg', count: { full: 16, test: 3 }, draw: cover },
  promos: { prefix: 'promo', ext: 'jpg', count: { full: 24, test: 4 }, draw: promo },
  news: { prefix: 'news', ext: 'jpg', count: { full: 24, test: 4 }, draw: (i, n) => barbellScene(i, n, 800, 450, 200) },
  'reviews/source': { prefix: 'review-source', ext: 'jpg', count: { full: 12, test: 3 }, draw: parcel },
  'reviews/brand': { prefix: 'review-brand', ext: 'jpg', count: { full: 12, test: 3 }, draw: (i, n) => productImage(i, n) },
  'reviews/product': { prefix: 'review-product', ext: 'jpg', count: { full: 12, test: 3 }, draw: (i, n) => productImage((i * 7) % n, n) },
  'community/posts': { prefix: 'post', ext: 'jpg', count: { full: 24, test: 4 }, draw: (i, n) => barbellScene(i, n, 800, 600, 120) },
};

/** The file name of pool image i of a folder. */
export function imageName(folder: PoolFolder, i: number): string {
  const p = IMAGE_POOLS[folder];
  return `${p.prefix}-${String(i + 1).padStart(2, '0')}.${p.ext}`;
}

export const flagFile = (countryCode: string) => `${countryCode.toLowerCase()}.png`;
export const paymentMethodFile = (name: string) => `${slugify(name)}.png`;

function flag(code: string) {
  let hsh = 0;
  for (const ch of code) hsh = (hsh * 31 + ch.charCodeAt(0)) >>> 0;
  const c = [0, 1, 2].map((k) => `hsl(${(hsh >> (k * 7)) % 360},${55 + ((hsh >> k) % 30)}%,${35 + ((hsh >> (k + 3)) % 35)}%)`);
  const vertical = hsh % 2 === 0;
  const stripes = c
    .map((col, k) => (vertical ? `<rect x="${k * 20}" y="0" width="20" height="40" fill="${col}"/>` : `<rect x="0" y="${(k * 40) / 3}" width="60" height="${40 / 3 + 0.5}" fill="${col}"/>`))
    .join('');
  return svg(60, 40, `${stripes}<rect width="60" height="40" fill="none" stroke="#000" stroke-opacity=".15"/>`);
}

function paymentIcon(name: string, i: number) {
  const h = hue(i, PAYMENT_METHODS.length, 210);
  const size = name.length > 12 ? 13 : name.length > 8 ? 16 : 20;
  return svg(160, 80, `<rect x="2" y="2" width="156" height="76" rx="12" fill="hsl(${h},55%,42%)"/><text x="80" y="${40 + size / 3}" font-size="${size}" ${FONT} text-anchor="middle" fill="#fff">${esc(name)}</text>`);
}

const DEFAULT_SVG = svg(
  400,
  400,
  `<rect width="400" height="400" fill="#e9ecef"/><rect x="120" y="130" width="160" height="130" rx="12" fill="none" stroke="#adb5bd" stroke-width="10"/><circle cx="165" cy="175" r="15" fill="#adb5bd"/><path d="M130 250 L190 195 L230 230 L250 212 L275 250 Z" fill="#adb5bd"/>`,
);

interface Job {
  file: string;
  svg: string;
  ext: 'png' | 'jpg';
  variants?: boolean;
}

const hasVariants = (file: string) => IMAGE.variantWidths.every((w) => fs.existsSync(imageVariantName(file, w)));

/** Writes the image pools for a scale into uploadsDir; returns the number of files written. */
export async function generateSeedImages(uploadsDir: string, scale: SeedScale, folders: readonly string[]): Promise<number> {
  const jobs: Job[] = [];
  for (const folder of folders) fs.mkdirSync(path.join(uploadsDir, folder), { recursive: true });
  for (const folder of folders) jobs.push({ file: path.join(uploadsDir, folder, 'default.jpg'), svg: DEFAULT_SVG, ext: 'jpg', variants: true });
  for (const [folder, p] of Object.entries(IMAGE_POOLS) as [PoolFolder, Pool][]) {
    const n = p.count[scale];
    for (let i = 0; i < n; i++) jobs.push({ file: path.join(uploadsDir, folder, imageName(folder, i)), svg: p.draw(i, n).svg, ext: p.ext, variants: true });
  }
  for (const c of COUNTRIES) jobs.push({ file: path.join(uploadsDir, 'countries', flagFile(c.code)), svg: flag(c.code), ext: 'png' });
  PAYMENT_METHODS.forEach((name, i) => jobs.push({ file: path.join(uploadsDir, 'payment-methods', paymentMethodFile(name)), svg: paymentIcon(name, i), ext: 'png' }));

  // A data directory seeded before variants existed gets them now (its originals are kept).
  const todo = jobs.filter((j) => !fs.existsSync(j.file) || (j.variants && !hasVariants(j.file)));
  let next = 0;
  const worker = async () => {
    while (next < todo.length) {
      const job = todo[next++];
      fs.mkdirSync(path.dirname(job.file), { recursive: true });
      if (!fs.existsSync(job.file)) {
        const img = sharp(Buffer.from(job.svg));
        await (job.ext === 'png' ? img.png({ compressionLevel: 6 }) : img.flatten({ background: '#ffffff' }).jpeg({ quality: 80 })).toFile(job.file);
      }
      if (job.variants) {
        const original = fs.readFileSync(job.file);
        for (const v of await encodeVariants(path.basename(job.file), () => sharp(original))) fs.writeFileSync(path.join(path.dirname(job.file), v.name), v.data);
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return todo.length;
}
