/**
 * The pages the profile remote owns (issue 23): the member area's /profile/{slug} pages and the
 * messages page of every account type (one owner for a page all types share). Published as
 * routes.json next to its mf-manifest.json by its build; the shell composes the profile view's
 * dispatch and the profile menu from it at run time. The numbers are each type's menu positions
 * (spec/1 §2: the business remote's pages sit around Messages). Format: packages/contract/src/routeTable.mjs.
 */
import { defineRoutes } from '@ironscore/contract';

export const ROUTES = defineRoutes({
  remote: 'profile',
  label: 'Your profile area',
  routes: [],
  profile: [
    { slug: 'my-profile', label: 'My Profile', marker: 'verify', types: { member: 10 } },
    { slug: 'my-reviews', label: 'My Reviews', types: { member: 20 } },
    { slug: 'messages', label: 'Messages', marker: 'unread', types: { member: 30, source: 30, brand: 50 } },
    { slug: 'favorites', label: 'Favorites', types: { member: 40 } },
    // issue 25 item 4: the member's price watches
    { slug: 'price-alerts', label: 'Price Alerts', types: { member: 45 } },
    { slug: 'settings', label: 'Settings', types: { member: 50 } },
  ],
});
