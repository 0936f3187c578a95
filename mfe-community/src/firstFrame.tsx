/**
 * The community's first frames (packages/mf-config, `first-frame.json` of the build): each public
 * community route's page as `<App route={id} />` renders it. Every one is also rendered per request
 * by the community's own server with its data (the home's latest news, a hashtag's title), as a
 * visitor sees it: the shell's server sends it in the HTML and the shell hydrates it, so the page
 * paints before any JavaScript has run (issue 27: the community home's largest element came 4.3 s
 * after the page). The build-time frame is what the page shows when that render is not there in time.
 */
import { publicFrameRoutes, type FirstFrameApp } from '@ironscore/mf-config/src/firstFrame/render';
import App from './App';
import { ROUTES } from './routes';

const firstFrame: FirstFrameApp = {
  frames: publicFrameRoutes(ROUTES),
  routes: (route) => [{ path: route.path, element: <App route={route.id} /> }],
  perRequest: () => true,
};

export default firstFrame;
