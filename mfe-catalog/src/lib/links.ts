/** Site paths of the catalog (spec/3 §2.1). */
const seg = (s: string | number | null | undefined) => encodeURIComponent(String(s ?? ''));

export const paths = {
  home: () => '/',
  sources: () => '/sources',
  source: (slug: string) => `/source/${seg(slug)}`,
  brands: () => '/brands',
  brand: (slug: string) => `/brand/${seg(slug)}`,
  product: (brandSlug: string, productSlug: string) => `/brand/${seg(brandSlug)}/${seg(productSlug)}`,
  promos: () => '/promos',
  promo: (slug: string) => `/promo/${seg(slug)}`,
  newsList: () => '/news',
  news: (slug: string) => `/news/${seg(slug)}`,
  productCategories: () => '/product-categories',
  productsByCategory: (slug: string) => `/products/${seg(slug)}`,
  priceMatcher: () => '/product-price-matcher',
  search: (q: string) => `/search?q=${encodeURIComponent(q)}`,
  communityProfile: (userName: string) => `/community/profile/${seg(userName)}`,
  notFound: () => '/404',
} as const;

/** A site-relative link as given by the API (search results) — or an absolute one, unchanged. */
export function isExternal(url: string): boolean {
  return /^(https?:)?\/\//i.test(url);
}

/** `https://www.example.com/path` → `www.example.com` (for display). */
export function hostOf(url: string | null | undefined): string {
  if (!url) return '';
  try {
    return new URL(/^https?:\/\//i.test(url) ? url : `https://${url}`).host;
  } catch {
    return url;
  }
}

/** An absolute http(s) URL for an external website value (adds https:// when missing). */
export function websiteHref(url: string | null | undefined): string | null {
  if (!url || !url.trim()) return null;
  const t = url.trim();
  return /^https?:\/\//i.test(t) ? t : `https://${t}`;
}
