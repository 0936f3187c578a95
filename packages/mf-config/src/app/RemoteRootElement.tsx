import type { ReactNode } from 'react';

/**
 * The marker element a remote's `./App` renders in (RemoteRoot), naming the remote and the build it
 * came from; also around a request-time frame (../firstFrame/render.tsx), whose markup the shell
 * hydrates with RemoteRoot. `display: contents` keeps it out of the layout.
 */
export function RemoteRootElement({ app, buildId, children }: { app: string; buildId: string; children: ReactNode }) {
  return (
    <div data-remote-root={app} data-build-id={buildId} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
