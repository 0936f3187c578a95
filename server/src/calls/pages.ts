/** Pages and general settings (spec/3 §7 "Pages and general"). */
import { and, asc, eq } from 'drizzle-orm';
import { MSG, type GeneralSettings } from '@ironscore/contract';
import { generalSettings, pages } from '../db/schema';
import { prepared } from '../db/prepared';
import { sanitizeCached } from './catalog-lib/format';
import { fail, ok, type Handler } from './types';

/** Pages are edited in the database only (the answer is kept by the API cache until the table changes). */
export const Get_Pages: Handler<'Get_Pages'> = async ({ db }) => {
  const rows = await prepared(db, 'pages_list', () =>
    db
      .select({ page_id: pages.page_id, page_name: pages.page_name, page_slug_url: pages.page_slug_url })
      .from(pages)
      .where(eq(pages.page_status, 1))
      .orderBy(asc(pages.sort_order), asc(pages.page_id))
      .prepare('pages_list'),
  ).execute();
  return ok(rows);
};

export const Get_Page: Handler<'Get_Page'> = async ({ db, payload }) => {
  const [row] = await db
    .select({ page_id: pages.page_id, page_name: pages.page_name, page_slug_url: pages.page_slug_url, page_content: pages.page_content })
    .from(pages)
    .where(and(eq(pages.page_slug_url, payload.page_slug_url), eq(pages.page_status, 1)))
    .limit(1);
  if (!row) return fail(MSG.noContentFound);
  return ok({ ...row, page_content: sanitizeCached(row.page_content) });
};

/** Keys the client always reads; missing rows answer ''. */
const REQUIRED_SETTINGS = [
  'general_site_title',
  'general_site_description',
  'general_site_keywords',
  'general_copyright',
  'social_facebook',
  'social_twitter',
  'social_instagram',
  'social_youtube',
  'social_pinterest',
  'social_linkedin',
  'social_google',
] as const;

/** Settings are edited in the database only (the answer is kept by the API cache until the table changes). */
export const Get_GeneralSettings: Handler<'Get_GeneralSettings'> = async ({ db }) => {
  const rows = await prepared(db, 'general_settings', () =>
    db.select({ key: generalSettings.setting_key, value: generalSettings.setting_value }).from(generalSettings).prepare('general_settings'),
  ).execute();
  const record: Record<string, string> = {};
  for (const key of REQUIRED_SETTINGS) record[key] = '';
  for (const r of rows) record[r.key] = r.value;
  return ok(record as unknown as GeneralSettings);
};
