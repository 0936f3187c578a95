/**
 * The catalog's first frames (packages/mf-config, `first-frame.json` of the build): each public
 * catalog route's page as `<App route={id} />` renders it before any data arrives. The shell's
 * server puts a frame into the shell's remote area. The pages of one item (source, brand, product,
 * promo, news, page, a category's products) are also rendered per request with the item's data
 * (their largest element is the item's), by the catalog's own server.
 */
import { publicFrameRoutes, type FirstFrameApp } from '@ironscore/mf-config/src/firstFrame/render';
import App from './App';
import { ROUTES } from './routes';

const firstFrame: FirstFrameApp = {
  frames: publicFrameRoutes(ROUTES),
  routes: (route) => [{ path: route.path, element: <App route={route.id} /> }],
  perRequest: (route) => route.path.includes('/:'),
  // The other pages' titles and descriptions: the general settings' templates (lib/seo.ts).
  metaCalls: ['Get_GeneralSettings'],
};

export default firstFrame;
