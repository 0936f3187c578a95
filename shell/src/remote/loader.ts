/**
 * How the shell obtains a remote's exposed module. The browser uses the federation loader
 * (runtime/federation.ts); tests provide their own through RemoteLoaderProvider. `loadExpose` is
 * the typed entry point: an expose id of the host API's map in, a component taking its props out.
 */
import { createContext, useContext, type ComponentType } from 'react';
import { splitExposeId, type ExposeId, type ExposeProps } from '@ironscore/host';

export interface RemoteLoader {
  /** Resolves with the exposed module (its namespace object) or rejects after its own retries. */
  load(remote: string, expose: string): Promise<unknown>;
  /** Drop cached failures of a remote so the next load starts fresh. */
  reset(remote: string): void;
}

const unconfigured: RemoteLoader = {
  load: (remote, expose) => Promise.reject(new Error(`No remote loader for ${remote}/${expose}.`)),
  reset: () => undefined,
};

export const RemoteLoaderContext = createContext<RemoteLoader>(unconfigured);
export const RemoteLoaderProvider = RemoteLoaderContext.Provider;
export const useRemoteLoader = () => useContext(RemoteLoaderContext);

/** The component of an exposed module: its default export (or the module itself if it is one). */
export function componentOf(module: unknown): ComponentType<never> | null {
  const candidate =
    module && typeof module === 'object' && 'default' in module ? (module as { default: unknown }).default : module;
  if (typeof candidate === 'function') return candidate as ComponentType<never>;
  // memo / forwardRef / lazy components are objects with $$typeof.
  if (candidate && typeof candidate === 'object' && '$$typeof' in candidate) return candidate as ComponentType<never>;
  return null;
}

/** Components loaded once stay cached for the session (per loader, so tests stay isolated). */
const caches = new WeakMap<RemoteLoader, Map<ExposeId, ComponentType<never>>>();

function componentCache(loader: RemoteLoader): Map<ExposeId, ComponentType<never>> {
  let cache = caches.get(loader);
  if (!cache) {
    cache = new Map();
    caches.set(loader, cache);
  }
  return cache;
}

/** The typed loader: the component of expose `id`, taking the props the host API's map gives it. */
export async function loadExpose<K extends ExposeId>(loader: RemoteLoader, id: K): Promise<ComponentType<ExposeProps<K>>> {
  const { remote, expose } = splitExposeId(id);
  const component = componentOf(await loader.load(remote, expose));
  if (!component) throw new Error(`${id} has no component as its default export.`);
  componentCache(loader).set(id, component);
  return component as ComponentType<ExposeProps<K>>;
}

/** The component of `id` if it was loaded before. */
export function loadedExpose<K extends ExposeId>(loader: RemoteLoader, id: K): ComponentType<ExposeProps<K>> | undefined {
  return componentCache(loader).get(id) as ComponentType<ExposeProps<K>> | undefined;
}

/** Forget a loaded (or failed) expose so the next load starts fresh. */
export function forgetExpose(loader: RemoteLoader, id: ExposeId): void {
  componentCache(loader).delete(id);
  const loads = preparedLoads.get(loader);
  for (const key of loads?.keys() ?? []) if (key.startsWith(`${id}:`)) loads!.delete(key);
}

/** The exposed module did not load (after the federation runtime's retries): not a render error. */
export class RemoteLoadError extends Error {
  constructor(
    readonly id: ExposeId,
    cause: unknown,
  ) {
    super(`${id} could not be loaded`, { cause });
  }
}

/** Loads of `id` followed by the route's preload, per loader: one promise for every render until it fails. */
const preparedLoads = new WeakMap<RemoteLoader, Map<string, Promise<ComponentType<never>>>>();

/**
 * The component of `id` once it and `prepare(component)` are in (a failed prepare is ignored), as a
 * promise cached per loader and `key` that React's `use` can wait on across renders; a failed load
 * rejects with a RemoteLoadError, and stays failed until forgetExpose (React renders a boundary
 * whose hydration failed once more on the client: that render must not load the remote again).
 */
export function loadPrepared<K extends ExposeId>(
  loader: RemoteLoader,
  id: K,
  key: string,
  prepare: (component: ComponentType<ExposeProps<K>>) => Promise<unknown> | undefined,
): Promise<ComponentType<ExposeProps<K>>> {
  let loads = preparedLoads.get(loader);
  if (!loads) {
    loads = new Map();
    preparedLoads.set(loader, loads);
  }
  const cacheKey = `${id}:${key}`;
  let load = loads.get(cacheKey) as Promise<ComponentType<ExposeProps<K>>> | undefined;
  if (!load) {
    load = loadExpose(loader, id).then(
      async (component) => {
        await Promise.resolve(prepare(component)).catch(() => undefined);
        return component;
      },
      (error: unknown) => {
        throw new RemoteLoadError(id, error);
      },
    );
    load.catch(() => undefined);
    loads.set(cacheKey, load as Promise<ComponentType<never>>);
  }
  return load;
}
