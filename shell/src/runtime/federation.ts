/**
 * Module Federation at runtime: the shell registers the remotes read from /remotes.json with the
 * federation runtime (the instance the host build created), with `shareStrategy: 'loaded-first'`
 * so one dead remote never blocks the others, and loads exposed modules with retries.
 */
import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@ironscore/contract';
import type { RemoteLoader } from '../remote/loader';

let entries: Partial<Record<RemoteName, string>> = {};

export function initFederation(remotes: Partial<Record<RemoteName, string>>): void {
  entries = { ...remotes };
  init({
    name: 'shell',
    remotes: Object.entries(entries).map(([name, entry]) => ({ name, entry: entry as string })),
    shareStrategy: 'loaded-first',
  });
}

/**
 * Forget everything the runtime cached about a remote (manifest, remoteEntry, container, module
 * cache), so the next load fetches it again. Used after a failure: a remote that loaded stays cached
 * for the session.
 */
export function resetRemote(remote: RemoteName): void {
  const entry = entries[remote];
  if (!entry) return;
  registerRemotes([{ name: remote, entry }], { force: true });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface LoadOptions {
  /** Extra attempts after the first. Default 2. */
  retries?: number;
  /** First back-off delay; doubles each retry. Default 400 ms. */
  backoffMs?: number;
}

/** Load `remote/expose` (e.g. 'catalog', 'App'), retrying with back-off; rejects when every attempt failed. */
export async function loadRemoteExpose(remote: RemoteName, expose: string, options: LoadOptions = {}): Promise<unknown> {
  const { retries = 2, backoffMs = 400 } = options;
  if (!entries[remote]) throw new Error(`The ${remote} remote is not configured in /remotes.json.`);
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt++) {
    try {
      const module = await loadRemote<unknown>(`${remote}/${expose}`);
      if (module == null) throw new Error(`${remote}/${expose} resolved to nothing.`);
      return module;
    } catch (error) {
      lastError = error;
      resetRemote(remote);
      if (attempt < retries) await sleep(backoffMs * 2 ** attempt);
    }
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}

/** The loader RemoteArea uses in the browser. */
export const federationLoader: RemoteLoader = {
  load: (remote, expose) => loadRemoteExpose(remote, expose),
  reset: resetRemote,
};
