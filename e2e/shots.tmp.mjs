import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3650';
const api = 'http://127.0.0.1:4650';
const res = await fetch(`${api}/api/Sign_In`, { method: 'POST', headers: { 'x-api-key': 'ironscore-dev-key', 'content-type': 'application/x-www-form-urlencoded' }, body: 'user_name=demo&user_password=demo1234' });
const token = (await res.json()).data;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const pages = (process.argv[2] ?? 'my-profile,my-reviews,messages?message_id=1,favorites,settings,settings?tab=security,settings?tab=privacy').split(',');
for (const width of [1280, 390]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  await ctx.addInitScript((t) => localStorage.setItem('ironscore.token', t), token);
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  for (const slug of pages) {
    await page.goto(`${base}/profile/${slug}`);
    await page.waitForTimeout(2500);
    const name = `${slug.replace(/[?=&]/g, '_')}-${width}.png`;
    await page.screenshot({ path: `/tmp/shots/${name}`, fullPage: true });
    console.log('shot', name);
  }
  await ctx.close();
}
await browser.close();
