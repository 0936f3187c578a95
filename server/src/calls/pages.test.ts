import { MSG } from '@ironscore/contract';
import { fileTestApp } from '../test/harness';
import { generalSettings, pages } from '../db/schema';

const t = fileTestApp();
beforeAll(async () => {
  await t.db.insert(pages).values([
    { page_name: 'Zeta test page', page_slug_url: 'zeta-test', page_content: '<p>Hello</p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>', sort_order: 99 },
    { page_name: 'Hidden test page', page_slug_url: 'hidden-test', page_content: '<p>secret</p>', page_status: 0 },
  ]);
  await t.db
    .insert(generalSettings)
    .values({ setting_key: 'general_site_title', setting_value: 'IronScore Test' })
    .onConflictDoUpdate({ target: generalSettings.setting_key, set: { setting_value: 'IronScore Test' } });
  await t.db.insert(generalSettings).values({ setting_key: 'seo_test_template', setting_value: '{source_name} on IronScore' }).onConflictDoNothing();
});

test('Get_Pages lists published pages (id, name, slug) in order', async () => {
  const res = await t.call('Get_Pages');
  expect(res.status).toBe(true);
  const list = res.data!;
  expect(list.find((p) => p.page_slug_url === 'zeta-test')).toEqual({ page_id: expect.any(Number), page_name: 'Zeta test page', page_slug_url: 'zeta-test' });
  expect(list.some((p) => p.page_slug_url === 'hidden-test')).toBe(false);
  expect(list[list.length - 1]!.page_slug_url).toBe('zeta-test');
  for (const p of list) expect(Object.keys(p).sort()).toEqual(['page_id', 'page_name', 'page_slug_url']);
});

test('Get_Page returns sanitized HTML', async () => {
  const res = await t.call('Get_Page', { page_slug_url: 'zeta-test' });
  expect(res.status).toBe(true);
  expect(res.data!.page_name).toBe('Zeta test page');
  const html = res.data!.page_content;
  expect(html).toContain('<p>Hello</p>');
  expect(html).not.toMatch(/script|onerror|javascript:/i);
});

test('Get_Page of an unknown or hidden slug fails; an empty slug fails validation', async () => {
  expect(await t.call('Get_Page', { page_slug_url: 'no-such-page' })).toEqual({ status: false, message: MSG.noContentFound, data: null });
  expect((await t.call('Get_Page', { page_slug_url: 'hidden-test' })).status).toBe(false);
  const empty = await t.call('Get_Page', { page_slug_url: '   ' });
  expect(empty.status).toBe(false);
  expect(empty.errors).toHaveProperty('page_slug_url');
});

test('Get_GeneralSettings is an object of key → value with every footer key', async () => {
  const res = await t.call('Get_GeneralSettings');
  expect(res.status).toBe(true);
  const s = res.data!;
  expect(s.general_site_title).toBe('IronScore Test');
  expect(s['seo_test_template']).toBe('{source_name} on IronScore');
  for (const key of ['general_copyright', 'social_facebook', 'social_google', 'general_site_keywords']) {
    expect(typeof (s as unknown as Record<string, unknown>)[key]).toBe('string');
  }
});
