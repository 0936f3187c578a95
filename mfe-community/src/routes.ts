/**
 * The routes the community remote owns (issue 23): published as routes.json next to its
 * mf-manifest.json by its build; the shell composes its router from it at run time. The page map of
 * src/App.tsx is checked against these ids at compile time. Format: packages/contract/src/routeTable.mjs.
 * spec/3 §2.1's /community/{page} is one route per page (home, communitys, search, notification,
 * and home-reset, the feed's reload), so each has its own title rule and any other page is the 404.
 */
import { defineRoutes } from '@ironscore/contract';

export const ROUTES = defineRoutes({
  remote: 'community',
  label: 'The community',
  routes: [
    { id: 'home', path: '/community/home', access: 'public', title: { seo: 'seo_community', name: 'Community' } },
    { id: 'home-reset', path: '/community/home-reset', access: 'public', title: { seo: 'seo_community', name: 'Community' } },
    { id: 'communitys', path: '/community/communitys', access: 'public', title: { name: 'Communities' } },
    { id: 'search', path: '/community/search', access: 'public', title: { name: 'Community search' } },
    { id: 'notification', path: '/community/notification', access: 'public', title: { name: 'Notifications' } },
    { id: 'community-profile', path: '/community/profile/:username', access: 'signed-in', title: { seo: 'seo_community_profile', name: 'Community' } },
    { id: 'community-post', path: '/community/post/:post_id', access: 'signed-in', title: { seo: 'seo_community_post', name: 'Community' } },
    { id: 'community-page', path: '/community/page/:community_id', access: 'signed-in', title: { name: 'Community' } },
  ],
});
