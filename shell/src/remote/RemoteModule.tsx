import { startTransition, useCallback, useEffect, useEffectEvent, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { splitExposeId, type ExposeId, type ExposeProps } from '@ironscore/host';
import { forgetExpose, loadExpose, loadedExpose, useRemoteLoader } from './loader';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteFallback } from './RemoteFallback';

type LoadState<K extends ExposeId> =
  | { status: 'loading' }
  | { status: 'ready'; component: ComponentType<ExposeProps<K>> }
  | { status: 'error'; error: unknown };

export interface RemoteModuleProps<K extends ExposeId> {
  /** The exposed module, e.g. 'catalog/App', 'auth/AuthPopup'. */
  id: K;
  /** A caught render error clears when this changes. */
  resetKey: string;
  render: (Component: ComponentType<ExposeProps<K>>) => ReactNode;
  loading: ReactNode;
  /** Runs once the module is loaded, before it replaces `loading` (awaited; its failure is ignored). */
  prepare?: (Component: ComponentType<ExposeProps<K>>) => Promise<unknown> | undefined;
  /** Wraps the fallback (e.g. in a modal). */
  renderFallback?: (fallback: ReactNode) => ReactNode;
  bareFallback?: boolean;
  /** The module already failed to load (e.g. while hydrating): start at the fallback, load on Retry. */
  failed?: unknown;
}

/**
 * Loads the exposed module `id` through the typed loader and renders it; a load failure (after the
 * federation runtime's retries) or a render error shows the fallback with Retry, which clears the
 * runtime's failed state and loads again.
 */
export function RemoteModule<K extends ExposeId>({ id, resetKey, render, loading, prepare, renderFallback, bareFallback, failed }: RemoteModuleProps<K>) {
  const loader = useRemoteLoader();
  const { remote } = splitExposeId(id);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState<K>>(() => {
    const cached = loadedExpose(loader, id);
    if (cached) return { status: 'ready', component: cached };
    return failed === undefined ? { status: 'loading' } : { status: 'error', error: failed };
  });

  const startedFailed = useRef(failed !== undefined);
  const prepareLoaded = useEffectEvent((component: ComponentType<ExposeProps<K>>) => Promise.resolve(prepare?.(component)).catch(() => undefined));

  useEffect(() => {
    const cached = loadedExpose(loader, id);
    if (cached) {
      setState((s) => (s.status === 'ready' && s.component === cached ? s : { status: 'ready', component: cached }));
      return;
    }
    if (attempt === 0 && startedFailed.current) return;
    let cancelled = false;
    setState({ status: 'loading' });
    loadExpose(loader, id)
      .then(async (component) => {
        await prepareLoaded(component);
        if (!cancelled) startTransition(() => setState({ status: 'ready', component }));
      })
      .catch((error: unknown) => {
        console.error(`IronScore: ${id} could not be loaded`, error);
        if (!cancelled) setState({ status: 'error', error });
      });
    return () => {
      cancelled = true;
    };
  }, [loader, id, attempt]);

  const retry = useCallback(() => {
    forgetExpose(loader, id);
    loader.reset(remote);
    setAttempt((n) => n + 1);
  }, [loader, id, remote]);

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
