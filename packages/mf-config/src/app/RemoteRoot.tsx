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
import { RemoteRootElement } from './RemoteRootElement';

declare const __IRONSCORE_APP__: string;
declare const __IRONSCORE_BUILD_ID__: string;

const RemoteApp = App as ComponentType<Record<string, unknown>> & PreloadableApp;

export default function RemoteRoot(props: Record<string, unknown>) {
  return (
    <RemoteRootElement app={__IRONSCORE_APP__} buildId={__IRONSCORE_BUILD_ID__}>
      <RemoteApp {...props} />
    </RemoteRootElement>
  );
}

// The App's `preload(route)` (host API), passed through: the shell awaits it before rendering the App.
if (RemoteApp.preload) RemoteRoot.preload = RemoteApp.preload;
