/**
 * Module Federation at runtime: the shell registers the remotes read from /remotes.json with the
 * federation runtime (the instance the host build created), with `shareStrategy: 'loaded-first'`
 * so one dead remote never blocks the others. Failed loads are retried by the runtime's own retry
 * plugin (@module-federation/retry-plugin): the manifest fetch, the remoteEntry script and the
 * exposed module's chunks. When every attempt failed the area shows its fallback; its Retry button
 * resets the remote (below) and loads it again.
 */
import { init, loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { RemoteLoader } from '../remote/loader';
import { routeRemote } from './routeRemote';

/**
 * Attempts after the first failure. The plugin waits 1 s between manifest fetches (its fixed
 * delay) and `SCRIPT_RETRY_DELAY_MS` between script/chunk loads, so a remote that is down shows
 * its fallback after about 2 s.
 */
export const RETRY_TIMES = 2;
export const SCRIPT_RETRY_DELAY_MS = 500;

let entries: Record<string, string> = {};

export function initFederation(remotes: Record<string, string>): void {
  entries = { ...remotes };
  init({
    name: 'shell',
    remotes: Object.entries(entries).map(([name, entry]) => ({ name, entry })),
    shareStrategy: 'loaded-first',
    plugins: [
      RetryPlugin({
        fetch: { retryTimes: RETRY_TIMES },
        script: { retryTimes: RETRY_TIMES, retryDelay: SCRIPT_RETRY_DELAY_MS },
      }),
    ],
  });
}

/**
 * Start loading the current route's remote (its manifest, remoteEntry.js and the chunks of its
 * App) at boot, in parallel with the shell's own render, instead of after it. A failed preload is
 * ignored: the area's own load retries and shows the fallback.
 */
export function preloadRouteRemote(pathname: string): void {
  const remote = routeRemote(pathname);
  if (!remote || !entries[remote]) return;
  preloadRemote([{ nameOrAlias: remote, exposes: ['App'], resourceCategory: 'sync' }]).catch(() => undefined);
}

/**
 * Forget everything the runtime cached about a remote (manifest, remoteEntry, container, module
 * cache), so the next load fetches it again. Used by Retry after a failure: a remote that loaded
 * stays cached for the session.
 */
export function resetRemote(remote: string): void {
  const entry = entries[remote];
  if (!entry) return;
  registerRemotes([{ name: remote, entry }], { force: true });
}

/** Load `remote/expose` (e.g. 'catalog', 'App'); rejects when the retry plugin's attempts all failed. */
export async function loadRemoteExpose(remote: string, expose: string): Promise<unknown> {
  if (!entries[remote]) throw new Error(`The ${remote} remote is not configured in /remotes.json.`);
  const module = await loadRemote<unknown>(`${remote}/${expose}`);
  if (module == null) throw new Error(`${remote}/${expose} resolved to nothing.`);
  return module;
}

/** The loader RemoteArea uses in the browser. */
export const federationLoader: RemoteLoader = {
  load: loadRemoteExpose,
  reset: resetRemote,
};
