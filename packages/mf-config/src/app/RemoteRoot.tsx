/**
 * What every remote exposes as `./App`: the remote's own App inside a marker element naming the
 * remote and the build it came from (`data-remote-root`, `data-build-id`), so operators and the
 * e2e suite can tell which deployed version of a remote is on the page. `display: contents` keeps
 * it out of the layout. Compiled into each remote's own bundle (the alias points at its App).
 */
import type { ComponentType } from 'react';
import type { PreloadableApp } from '@ironscore/host';
// Resolved per remote by createConfig (resolve.alias) to the remote's src/App.tsx.
import App from '@ironscore-remote/App';

declare const __IRONSCORE_APP__: string;
declare const __IRONSCORE_BUILD_ID__: string;

const RemoteApp = App as ComponentType<Record<string, unknown>> & PreloadableApp;

export default function RemoteRoot(props: Record<string, unknown>) {
  return (
    <div data-remote-root={__IRONSCORE_APP__} data-build-id={__IRONSCORE_BUILD_ID__} style={{ display: 'contents' }}>
      <RemoteApp {...props} />
    </div>
  );
}

// The App's `preload(route)` (host API), passed through: the shell awaits it before rendering the App.
if (RemoteApp.preload) RemoteRoot.preload = RemoteApp.preload;
