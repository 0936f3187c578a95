/**
 * The pages the business remote owns (issue 23): the source-* and brand-* /profile/{slug} pages.
 * Published as routes.json next to its mf-manifest.json by its build; the shell composes the
 * profile view's dispatch and the profile menu from it at run time. The numbers are each type's
 * menu positions (Messages, of the profile remote, is at 30 for sources and 50 for brands).
 * Format: packages/contract/src/routeTable.mjs.
 */
import { defineRoutes } from '@ironscore/contract';

export const ROUTES = defineRoutes({
  remote: 'business',
  label: 'Your business area',
  routes: [],
  profile: [
    { slug: 'source-dashboard', label: 'Dashboard', marker: 'verify', types: { source: 10 } },
    { slug: 'source-reviews', label: 'Reviews', types: { source: 20 } },
    // issue 25 item 3: the source's prices and price feed
    { slug: 'source-prices', label: 'Prices', types: { source: 35 } },
    { slug: 'source-advertisement', label: 'Advertisement', types: { source: 40 } },
    { slug: 'source-settings', label: 'Settings', types: { source: 50 } },
    { slug: 'brand-dashboard', label: 'Dashboard', marker: 'verify', types: { brand: 10 } },
    { slug: 'brand-reviews', label: 'Reviews', types: { brand: 20 } },
    { slug: 'brand-products', label: 'Products', types: { brand: 30 } },
    { slug: 'brand-offical-sellers', label: 'Official Sellers', types: { brand: 40 } },
    { slug: 'brand-advertisement', label: 'Advertisement', types: { brand: 60 } },
    { slug: 'brand-settings', label: 'Settings', types: { brand: 70 } },
  ],
});
