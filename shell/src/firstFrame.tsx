/**
 * The shell's first frames (packages/mf-config, `first-frame.json` of the build): for every public
 * route, the page as a signed-out visitor sees it before any data arrives and before the route's
 * remote has loaded (top bar, the remote area, footer); the remote's part is marked for the server,
 * which puts the remote's own frame there.
 */
import '@ironscore/ui/tokens.css';
import { REMOTE_SLOT_TAG, type FirstFrameApp } from '@ironscore/mf-config/src/firstFrame/render';
import { RemoteLoaderProvider, type RemoteLoader } from './remote/loader';
import { RemoteSlotTag } from './remote/RemoteArea';
import { createRoutes } from './routes/routes';

/** No remote arrives while the frame renders: every remote area shows its loading state. */
const pendingLoader: RemoteLoader = {
  load: () => new Promise<never>(() => undefined),
  reset: () => undefined,
};

const firstFrame: FirstFrameApp = {
  routes: () => createRoutes(),
  wrap: (router) => (
    <RemoteLoaderProvider value={pendingLoader}>
      <RemoteSlotTag value={REMOTE_SLOT_TAG}>{router}</RemoteSlotTag>
    </RemoteLoaderProvider>
  ),
};

export default firstFrame;
