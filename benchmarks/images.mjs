// Image bytes per page (issue 9 item 3, "images sized to their slot"): a phone (390 px wide, 3 device
// pixels per CSS pixel) and a desktop (1280 px) scroll through each page; the script adds up what the
// browser fetched from /uploads (encoded bodies) beside what the same images weigh as their stored
// originals — what the page fetched before srcset and the WebP variants. Starts the site from the
// production builds (build first: npm run build), full seed, ports 3250/4250 (BENCH_PORT_OFFSET=n).
//
// Usage: node benchmarks/images.mjs [path …]     default pages: /, /sources, /brand/titan-labs
//   BENCH_LIGHTHOUSE=1 also prints Lighthouse's (default mobile emulation) "Properly size images"
//   and "Serve images in modern formats" savings per page.
import { execSync } from 'node:child_process';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { ROOT } from './lib.mjs';

const { startStack } = await import(path.join(ROOT, 'scripts/lib/stack.mjs'));
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/sources', '/brand/titan-labs'];
const stack = await startStack({
  dataDir: path.join(ROOT, '.data/bench-images'),
  portOffset: Number(process.env.BENCH_PORT_OFFSET ?? 250),
  seedScale: 'full',
  stdio: 'ignore',
});
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const uptime = () => execSync('uptime').toString().trim().replace(/^.*load/, 'load');
const kb = (bytes) => (bytes / 1024).toFixed(1);
const VARIANT = /\.w\d+\.webp$/;

const SCREENS = [
  { name: '390 px (DPR 3)', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  { name: '1280 px (DPR 1)', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
];

const originalSizes = new Map();
/** Bytes of the stored original of an /uploads URL (a variant's original, or the file itself). */
async function originalSize(url) {
  const original = url.replace(VARIANT, '');
  if (!originalSizes.has(original)) originalSizes.set(original, (await (await fetch(original)).arrayBuffer()).byteLength);
  return originalSizes.get(original);
}

async function measure(browser, screen, route) {
  const context = await browser.newContext({ viewport: screen.viewport, deviceScaleFactor: screen.deviceScaleFactor, isMobile: screen.isMobile, hasTouch: screen.hasTouch });
  const page = await context.newPage();
  const fetched = [];
  page.on('requestfinished', async (request) => {
    if (!request.url().includes('/uploads/')) return;
    fetched.push(request.sizes().then((s) => ({ url: request.url(), bytes: s.responseBodySize })));
  });
  await page.goto(stack.siteUrl + route, { waitUntil: 'networkidle' });
  const height = await page.evaluate("document.documentElement.scrollHeight");
  for (let y = 0; y < height; y += screen.viewport.height / 2) {
    await page.evaluate(`window.scrollTo(0, ${y})`);
    await page.waitForTimeout(150);
  }
  await page.waitForLoadState('networkidle');
  const rows = await Promise.all(fetched);
  await context.close();
  const bytes = rows.reduce((sum, r) => sum + r.bytes, 0);
  const originals = [...new Set(rows.map((r) => r.url.replace(VARIANT, '')))];
  const asOriginals = (await Promise.all(originals.map(originalSize))).reduce((a, b) => a + b, 0);
  return { count: rows.length, variants: rows.filter((r) => VARIANT.test(r.url)).length, bytes, asOriginals };
}

try {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  try {
    console.log('\nImages fetched from /uploads after scrolling through the page (encoded bytes), beside the same images as their stored originals\n');
    console.log('| page | screen | images fetched | of which WebP variants | KB fetched | KB as originals | saved | load |\n|---|---|---|---|---|---|---|---|');
    for (const route of pages) {
      for (const screen of SCREENS) {
        await measure(browser, screen, route); // warm-up: variants of pre-existing files are made on their first request
        const r = await measure(browser, screen, route);
        const saved = r.asOriginals ? `${Math.round((1 - r.bytes / r.asOriginals) * 100)} %` : '–';
        console.log(`| ${route} | ${screen.name} | ${r.count} | ${r.variants} | ${kb(r.bytes)} | ${kb(r.asOriginals)} | ${saved} | ${uptime()} |`);
      }
    }
  } finally {
    await browser.close();
  }

  if (process.env.BENCH_LIGHTHOUSE) {
    const { default: lighthouse } = await import('lighthouse');
    const chromeLauncher = await import('chrome-launcher');
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    });
    try {
      console.log('\nLighthouse (default mobile emulation) image savings: "Properly size images" (uses-responsive-images), "Serve images in modern formats" (modern-image-formats)\n');
      console.log('| page | properly size images | modern formats | load |\n|---|---|---|---|');
      for (const route of pages) {
        const { lhr } = await lighthouse(stack.siteUrl + route, { port: chrome.port, output: 'json', logLevel: 'error', onlyAudits: ['uses-responsive-images', 'modern-image-formats'] });
        const saving = (id) => {
          const audit = lhr.audits[id];
          const bytes = audit?.details?.overallSavingsBytes ?? 0;
          return `${kb(bytes)} KB (${audit?.details?.items?.length ?? 0} images)`;
        };
        console.log(`| ${route} | ${saving('uses-responsive-images')} | ${saving('modern-image-formats')} | ${uptime()} |`);
      }
    } finally {
      await chrome.kill();
    }
  }
} finally {
  await stack.stop();
}
