import { useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { RemoteName } from '@ironscore/contract';
import { componentCache, componentOf, useRemoteLoader } from './loader';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteFallback } from './RemoteFallback';

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; component: ComponentType<any> }
  | { status: 'error'; error: unknown };

export interface RemoteModuleProps {
  remote: RemoteName;
  /** Exposed module without './' (e.g. 'App', 'AuthPopup'). */
  expose: string;
  /** A caught render error clears when this changes. */
  resetKey: string;
  render: (Component: ComponentType<any>) => ReactNode;
  loading: ReactNode;
  /** Wraps the fallback (e.g. in a modal). */
  renderFallback?: (fallback: ReactNode) => ReactNode;
  bareFallback?: boolean;
}

/**
 * Loads `remote/expose` and renders it; a load failure (after the loader's retries) or a render
 * error shows the fallback with Retry, which clears the runtime's failed state and loads again.
 */
export function RemoteModule({ remote, expose, resetKey, render, loading, renderFallback, bareFallback }: RemoteModuleProps) {
  const loader = useRemoteLoader();
  const cacheKey = `${remote}/${expose}`;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() => {
    const cached = componentCache(loader).get(cacheKey);
    return cached ? { status: 'ready', component: cached } : { status: 'loading' };
  });

  useEffect(() => {
    const cache = componentCache(loader);
    const cached = cache.get(cacheKey);
    if (cached) {
      setState((s) => (s.status === 'ready' && s.component === cached ? s : { status: 'ready', component: cached }));
      return;
    }
    let cancelled = false;
    setState({ status: 'loading' });
    loader
      .load(remote, expose)
      .then((module) => {
        const component = componentOf(module);
        if (!component) throw new Error(`${cacheKey} has no component as its default export.`);
        cache.set(cacheKey, component);
        if (!cancelled) setState({ status: 'ready', component });
      })
      .catch((error: unknown) => {
        console.error(`IronScore: ${cacheKey} could not be loaded`, error);
        if (!cancelled) setState({ status: 'error', error });
      });
    return () => {
      cancelled = true;
    };
  }, [loader, remote, expose, cacheKey, attempt]);

  const retry = useCallback(() => {
    componentCache(loader).delete(cacheKey);
    loader.reset(remote);
    setAttempt((n) => n + 1);
  }, [loader, remote, cacheKey]);

  const fallback = (onRetry: () => void) => {
    const node = <RemoteFallback remote={remote} onRetry={onRetry} bare={bareFallback} />;
    return renderFallback ? renderFallback(node) : node;
  };

  if (state.status === 'loading') return <>{loading}</>;
  if (state.status === 'error') return <>{fallback(retry)}</>;
  return (
    <RemoteErrorBoundary
      resetKey={resetKey}
      fallback={(reset) =>
        fallback(() => {
          reset();
          retry();
        })
      }
    >
      {render(state.component)}
    </RemoteErrorBoundary>
  );
}
