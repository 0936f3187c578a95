import { useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { ToastHost } from '@ironscore/ui';
import { AuthHost } from '../auth/AuthHost';
import { AlertHostSlot } from './AlertHostSlot';
import { SessionEffects } from '../session/SessionEffects';
import { MessageStart } from '../session/MessageStart';
import { Footer } from './Footer';
import { TitleManager } from './TitleManager';
import { PageViewReporter } from '../analytics/PageViewReporter';
import { TopBar } from './TopBar';
import { enableFrameControls } from '../remote/firstFrame';
import styles from './Layout.module.css';

/**
 * The page frame: top bar, the routed area (full width; remotes centre their own content with
 * --content-max-width), footer, and the hosts every remote relies on (auth popup, toasts, alerts).
 * Scrolling (spec/3 §2.2) is the router's ScrollRestoration: a new page opens at the top (at the
 * anchor of a hash link), back/forward restores the position the page had.
 */
export function Layout() {
  // Hydrated over the first frame, the top bar's and footer's controls are live now (a remote's
  // area makes its own live when its App is in).
  useLayoutEffect(() => enableFrameControls(document.getElementById('root'), '[data-remote]'), []);
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <TopBar />
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
      <Footer />
      <AuthHost />
      <ToastHost />
      <AlertHostSlot />
      <SessionEffects />
      <MessageStart />
      <TitleManager />
      <PageViewReporter />
      <ScrollRestoration />
    </div>
  );
}
