/**
 * The bootstrap of every remote: what runs when the remote's own index.html is opened directly
 * (`http://127.0.0.1:3001/page/about-us`). In the platform the shell loads the remote's exposes
 * instead and this never runs. What differs per remote (frame title, routes) comes from its
 * webpack config (createConfig `standalone`).
 */
import App from '@ironscore-remote/App';
import { startStandalone, type StandaloneOptions } from '@ironscore/ui';
import '@ironscore/ui/tokens.css';

declare const __IRONSCORE_STANDALONE__: StandaloneOptions;

void startStandalone(App, __IRONSCORE_STANDALONE__);
