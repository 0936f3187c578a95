/**
 * The shell's first frames (packages/mf-config, `first-frame.json` of the build): the page as a
 * signed-out visitor sees it before any data arrives and before the route's remote has loaded (top
 * bar, the remote area, footer). The routes are composed at run time, so the frames are not per
 * route but per state of the top bar: one per link of the top bar shown active, and one with none
 * (any other path). The remote's area holds FRAME_STAND_IN's remote and route, which the shell's
 * server replaces with the composed route's; the remote's part is marked for the server, which puts
 * the remote's own frame there.
 */
import '@ironscore/ui/tokens.css';
import { FRAME_STAND_IN, REMOTE_SLOT_TAG, type FirstFrameApp } from '@ironscore/mf-config/src/firstFrame/render';
import { NAV_LINKS } from './layout/menu';
import { RemoteLoaderProvider, type RemoteLoader } from './remote/loader';
import { RemoteSlotTag } from './remote/RemoteArea';
import { createRoutes } from './routes/routes';

/** No remote arrives while the frame renders: every remote area shows its loading state. */
const pendingLoader: RemoteLoader = {
  load: () => new Promise<never>(() => undefined),
  reset: () => undefined,
};

/** The path of the frame with no link of the top bar active (no link leads there). */
export const NO_NAV_PATH = '/first-frame';

const firstFrame: FirstFrameApp = {
  // id: the link shown active ('' for none), rendered at its path.
  frames: [...NAV_LINKS.map((link) => ({ id: link.to, path: link.to })), { id: '', path: NO_NAV_PATH }],
  routes: (frame) =>
    createRoutes({
      routes: [{ key: 'frame', id: FRAME_STAND_IN.route, remote: FRAME_STAND_IN.remote, path: frame.path, access: 'public', title: {} }],
    }),
  wrap: (router) => (
    <RemoteLoaderProvider value={pendingLoader}>
      <RemoteSlotTag value={REMOTE_SLOT_TAG}>{router}</RemoteSlotTag>
    </RemoteLoaderProvider>
  ),
};

export default firstFrame;
