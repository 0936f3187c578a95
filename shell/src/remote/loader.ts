/**
 * How remote areas obtain a remote's exposed module. The browser uses the federation loader
 * (runtime/federation.ts); tests provide their own through RemoteLoaderProvider.
 */
import { createContext, useContext, type ComponentType } from 'react';
import type { RemoteName } from '@ironscore/contract';

export interface RemoteLoader {
  /** Resolves with the exposed module (its namespace object) or rejects after its own retries. */
  load(remote: RemoteName, expose: string): Promise<unknown>;
  /** Drop cached failures of a remote so the next load starts fresh. */
  reset(remote: RemoteName): void;
}

const unconfigured: RemoteLoader = {
  load: (remote, expose) => Promise.reject(new Error(`No remote loader for ${remote}/${expose}.`)),
  reset: () => undefined,
};

export const RemoteLoaderContext = createContext<RemoteLoader>(unconfigured);
export const RemoteLoaderProvider = RemoteLoaderContext.Provider;
export const useRemoteLoader = () => useContext(RemoteLoaderContext);

/** The component of an exposed module: its default export (or the module itself if it is one). */
export function componentOf(module: unknown): ComponentType<any> | null {
  const candidate =
    module && typeof module === 'object' && 'default' in module ? (module as { default: unknown }).default : module;
  if (typeof candidate === 'function') return candidate as ComponentType<any>;
  // memo / forwardRef / lazy components are objects with $$typeof.
  if (candidate && typeof candidate === 'object' && '$$typeof' in candidate) return candidate as ComponentType<any>;
  return null;
}

/** Components loaded once stay cached for the session (per loader, so tests stay isolated). */
const caches = new WeakMap<RemoteLoader, Map<string, ComponentType<any>>>();

export function componentCache(loader: RemoteLoader): Map<string, ComponentType<any>> {
  let cache = caches.get(loader);
  if (!cache) {
    cache = new Map();
    caches.set(loader, cache);
  }
  return cache;
}
