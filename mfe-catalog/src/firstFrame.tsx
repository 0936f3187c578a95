/**
 * The catalog's first frames (packages/mf-config, `first-frame.json` of the build): each public
 * catalog route's page as `<App route={id} />` renders it before any data arrives. The shell's
 * server puts a frame into the shell's remote area. The pages whose largest element is data are
 * also rendered per request with their data, by the catalog's own server: the pages of one item
 * (source, brand, product, promo, news, page, a category's products) and the lists whose first
 * screen is their answers (`DATA_FIRST_LISTS`).
 */
import { publicFrameRoutes, type FirstFrameApp } from '@ironscore/mf-config/src/firstFrame/render';
import App from './App';
import { ROUTES } from './routes';

/**
 * Lists whose first screen on a phone is their data (issue 27: their largest element, a promo's or a
 * news item's card, a price drop, came 4.5 s after the page): /promos, /news and the price matcher.
 * The others' largest element is their static text (the home hero, the lists' subtitles): their
 * build-time frame paints it.
 */
export const DATA_FIRST_LISTS: ReadonlySet<string> = new Set(['promos', 'news-list', 'price-matcher']);

const firstFrame: FirstFrameApp = {
  frames: publicFrameRoutes(ROUTES),
  routes: (route) => [{ path: route.path, element: <App route={route.id} /> }],
  perRequest: (route) => route.path.includes('/:') || DATA_FIRST_LISTS.has(route.id),
  // The other pages' titles and descriptions: the general settings' templates (lib/seo.ts).
  metaCalls: ['Get_GeneralSettings'],
};

export default firstFrame;
