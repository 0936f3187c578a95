import { Suspense, createContext, createElement, use, useContext, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import type { PreloadableApp } from '@ironscore/host';
import { Placeholder } from '@ironscore/ui';
import { enableFrameControls, firstFrameHtml, hydrated, hydratesFrame } from './firstFrame';
import { RemoteLoadError, loadPrepared, useRemoteLoader } from './loader';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteModule } from './RemoteModule';
import styles from './RemoteArea.module.css';

export interface RemoteAreaProps {
  remote: string;
  /** The remote's own id of the route, passed to its App (the `route` prop of RemoteAppProps). */
  route: string;
}

/**
 * The first frame (src/firstFrame.tsx, rendered at build time) marks the remote's part of the page
 * by wrapping it in this element; the frame has it as comments the server replaces with the
 * remote's own frame. Nothing in the browser.
 */
export const RemoteSlotTag = createContext<string | null>(null);

function RemoteLoading({ route }: { route: string }) {
  const slotTag = useContext(RemoteSlotTag);
  // The page's first frame from the HTML (same markup: nothing moves), else a placeholder.
  const frame = firstFrameHtml(route);
  if (frame != null) return <div data-first-frame={route} style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: frame }} />;
  const loading = (
    <div className={styles.loading}>
      <Placeholder variant="line" count={3} />
    </div>
  );
  return slotTag ? createElement(slotTag, null, loading) : loading;
}

/** The remote's App over the page's request-time frame: suspends until the code is in, then React hydrates the markup. */
function HydratingApp({ remote, route, area }: RemoteAreaProps & { area: RefObject<HTMLDivElement | null> }) {
  const App = use(loadPrepared(useRemoteLoader(), `${remote}/App`, route, (component) => (component as PreloadableApp).preload?.(route)));
  // The hydrated markup keeps the frame's inert controls: live now.
  useLayoutEffect(() => enableFrameControls(area.current), [area]);
  return <App route={route} />;
}

/**
 * The area of the page a remote renders: loads `<remote>/App` and renders `<App route={route} />`.
 * Keyed by remote + route, so navigating to another route (or remote) starts clean; a render error
 * also clears when the pathname changes. The first area of a page served with its request-time
 * frame hydrates that markup (a Suspense boundary of the server's markup, see ./firstFrame.ts). If
 * the code does not load there (after the federation runtime's retries), the area shows the fallback
 * at once; if the App throws while hydrating, the remote is rendered afresh.
 */
export function RemoteArea({ remote, route }: RemoteAreaProps) {
  const { pathname } = useLocation();
  const area = useRef<HTMLDivElement>(null);
  const [hydrate] = useState(() => hydratesFrame(route));
  useEffect(() => {
    if (hydrate) hydrated();
  }, [hydrate]);
  const module = (failed?: unknown) => (
    <RemoteModule
      key={`${remote}:${route}`}
      id={`${remote}/App`}
      resetKey={pathname}
      loading={<RemoteLoading route={route} />}
      prepare={(App) => (App as PreloadableApp).preload?.(route)}
      render={(App) => <App route={route} />}
      failed={failed}
    />
  );
  return (
    <div ref={area} className={styles.area} data-remote={remote} data-route={route}>
      {hydrate ? (
        <Suspense fallback={<RemoteLoading route={route} />}>
          <RemoteErrorBoundary resetKey={pathname} fallback={(_reset, error) => module(error instanceof RemoteLoadError ? error : undefined)}>
            <HydratingApp remote={remote} route={route} area={area} />
          </RemoteErrorBoundary>
        </Suspense>
      ) : (
        module()
      )}
    </div>
  );
}
