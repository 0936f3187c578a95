/**
 * The routes the catalog remote owns (issue 23): published as routes.json next to its
 * mf-manifest.json by its build; the shell composes its router from it at run time. The page map of
 * src/App.tsx is checked against these ids at compile time. Format: packages/contract/src/routeTable.mjs.
 */
import { defineRoutes } from '@ironscore/contract';

export const ROUTES = defineRoutes({
  remote: 'catalog',
  label: 'This page',
  routes: [
    { id: 'home', path: '/', access: 'public', title: { seo: 'seo_home' } },
    { id: 'sources', path: '/sources', access: 'public', title: { seo: 'seo_source_list', name: 'Sources' } },
    { id: 'source', path: '/source/:source_slug_url', access: 'public', title: { seo: 'seo_source_detail' } },
    { id: 'brands', path: '/brands', access: 'public', title: { seo: 'seo_brand_list', name: 'Brands' } },
    { id: 'brand', path: '/brand/:brand_slug_url', access: 'public', title: { seo: 'seo_brand_detail' } },
    { id: 'product', path: '/brand/:brand_slug_url/:product_slug_url', access: 'public', title: { seo: 'seo_product_detail' } },
    { id: 'promos', path: '/promos', access: 'public', title: { seo: 'seo_promo_list', name: 'Promos' } },
    { id: 'promo', path: '/promo/:promo_slug_url', access: 'public', title: { seo: 'seo_promo_detail' } },
    { id: 'promo-alias', path: '/promos/:promo_slug_url', access: 'public', title: { seo: 'seo_promo_detail' } },
    { id: 'news-list', path: '/news', access: 'public', title: { seo: 'seo_news_list', name: 'News' } },
    { id: 'news', path: '/news/:news_slug_url', access: 'public', title: { seo: 'seo_news_detail' } },
    { id: 'page', path: '/page/:page_slug_url', access: 'public', title: { seo: 'seo_page_detail' } },
    { id: 'product-categories', path: '/product-categories', access: 'public', title: { seo: 'seo_product_categories', name: 'Product Categories' } },
    { id: 'products-by-category', path: '/products/:category_slug_url', access: 'public', title: { seo: 'seo_product_list' } },
    { id: 'price-matcher', path: '/product-price-matcher', access: 'public', title: { seo: 'seo_product_price_matcher', name: 'Price Matcher' } },
    { id: 'search', path: '/search', access: 'public', title: { seo: 'seo_search', name: 'Search' } },
  ],
});
