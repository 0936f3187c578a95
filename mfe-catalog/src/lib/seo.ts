/**
 * Page titles and meta descriptions from the general-settings SEO templates (spec/1 §3, spec/2 §3):
 * `seo_{page}` is the title template and `seo_{page}_description` the description template, with
 * placeholders such as {source_name}, {brand_name}, {product_name}, {promo_name}, {news_name},
 * {page_name}, {category_name} and {site_title}. A missing template falls back to
 * "{fallback} | {site title}" and the site description.
 */
import { useMemo } from 'react';
import { usePageMeta } from '@ironscore/host';
import { useCallQuery } from '@ironscore/data';

export type SeoKey =
  | 'seo_home'
  | 'seo_source_list'
  | 'seo_source_detail'
  | 'seo_brand_list'
  | 'seo_brand_detail'
  | 'seo_product_detail'
  | 'seo_promo_list'
  | 'seo_promo_detail'
  | 'seo_news_list'
  | 'seo_news_detail'
  | 'seo_product_categories'
  | 'seo_product_list'
  | 'seo_product_price_matcher'
  | 'seo_search'
  | 'seo_page_detail';

export const DEFAULT_SITE_TITLE = 'IronScore';

/** Replace `{name}` placeholders; unknown placeholders are left out. */
export function fillTemplate(template: string, vars: Record<string, string | number | null | undefined>): string {
  return template
    .replace(/\{([a-z_]+)\}/gi, (_, name: string) => {
      const value = vars[name];
      return value === undefined || value === null ? '' : String(value);
    })
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** Title and description for a page from the settings (pure, for tests). */
export function seoText(
  settings: Record<string, unknown> | null | undefined,
  key: SeoKey,
  vars: Record<string, string | number | null | undefined>,
  fallback: string,
): { title: string; description: string } {
  const s = (settings ?? {}) as Record<string, unknown>;
  const str = (k: string) => (typeof s[k] === 'string' ? (s[k] as string).trim() : '');
  const siteTitle = str('general_site_title') || DEFAULT_SITE_TITLE;
  const allVars = { site_title: siteTitle, ...vars };
  const titleTemplate = str(key);
  const descriptionTemplate = str(`${key}_description`);
  const title = titleTemplate ? fillTemplate(titleTemplate, allVars) : fallback ? `${fallback} | ${siteTitle}` : siteTitle;
  const description = descriptionTemplate ? fillTemplate(descriptionTemplate, allVars) : str('general_site_description');
  return { title: title || siteTitle, description };
}

/**
 * The page's title and description, sent to the shell through the host API (`usePageMeta`), with
 * the page's schema.org data when it has some (lib/structuredData.ts). While `ready` is false (the
 * item is still loading) nothing is sent, so the title never shows an empty placeholder.
 */
export function useSeo(
  key: SeoKey,
  vars: Record<string, string | number | null | undefined>,
  fallback: string,
  ready = true,
  structuredData: object | null = null,
): void {
  const settings = useCallQuery('Get_GeneralSettings', {});
  const data = settings.data?.data ?? null;
  const varsKey = JSON.stringify(vars);
  const meta = useMemo(
    () => seoText(data as Record<string, unknown> | null, key, JSON.parse(varsKey), fallback),
    [data, key, varsKey, fallback],
  );
  usePageMeta({ ...meta, structuredData }, ready && !settings.isPending);
}
