/**
 * The bootstrap of every remote: what runs when the remote's own index.html is opened directly
 * (`http://127.0.0.1:3001/page/about-us`). In the platform the shell loads the remote's exposes
 * instead and this never runs. The frame's title comes from its webpack config (createConfig), the
 * routes from its own declaration (src/routes.ts), which is also the route table its pages see
 * (the profile menu of its profile pages).
 */
import App from '@ironscore-remote/App';
import { ROUTES } from '@ironscore-remote/routes';
import { composeRoutes, routeFileOf } from '@ironscore/contract';
import { publishRouteTable } from '@ironscore/host';
import { startStandalone } from '@ironscore/ui';
import '@ironscore/ui/tokens.css';

declare const __IRONSCORE_STANDALONE__: { title: string };

publishRouteTable(composeRoutes([{ remote: ROUTES.remote, file: routeFileOf(ROUTES) }]));
void startStandalone(App, { title: __IRONSCORE_STANDALONE__.title, routes: ROUTES });
