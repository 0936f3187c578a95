/**
 * The QueryClient. The shell creates ONE (`createQueryClient`) and renders `<DataProvider
 * client={…}>` around everything, so it can prefetch what a remote reads (@tanstack/react-query is
 * a shared singleton, one context). A remote wraps its App in `<DataProvider>` too: under the shell
 * that passes the shell's client through; rendered standalone (or in a unit test) it creates its own.
 */
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, useEffect, useState, type ReactNode } from 'react';
import { on } from '@ironscore/events';
import { CACHE_TIME_MS } from '@ironscore/contract';
import { CALL_KEY_ROOT } from './calls';
import type { CallName } from '@ironscore/contract';

/**
 * Defaults of every query: no retries and no refetch on window focus (the API client never
 * retried; spec/1 §8: a failure is shown at once), replies kept for the spec's 5 minutes.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, gcTime: CACHE_TIME_MS },
      mutations: { retry: false },
    },
  });
}

/**
 * Replies that depend on the viewer are keyed by user_id; when the user changes (sign-in,
 * sign-out, token_error) those of other viewers are dropped, so nothing personal outlives its
 * session. Returns the unsubscribe function.
 */
export function forgetOtherViewers(client: QueryClient): () => void {
  return on('session:changed', ({ user }) => {
    const viewer = user?.user_id ?? 0;
    client.removeQueries({
      // By the key's viewer part (callKey): the client also holds replies of calls another app
      // registered (a remote's), whose definitions this app's copy of the data layer does not know.
      predicate: (query) => {
        const [root, , , scope] = query.queryKey as [unknown, CallName, unknown, { viewer?: number } | undefined];
        return root === CALL_KEY_ROOT && typeof scope === 'object' && scope !== null && 'viewer' in scope && scope.viewer !== viewer;
      },
    });
  });
}

export interface DataProviderProps {
  /** The shell passes its client; remotes pass nothing. */
  client?: QueryClient;
  children?: ReactNode;
}

/** Provides `client`, else the client already above (the shell's), else a client of its own. */
export function DataProvider({ client, children }: DataProviderProps) {
  const outer = useContext(QueryClientContext);
  const [own] = useState(() => (client || outer ? null : createQueryClient()));
  const chosen = client ?? outer ?? own!;
  const provides = chosen !== outer;
  useEffect(() => (provides ? forgetOtherViewers(chosen) : undefined), [provides, chosen]);
  if (!provides) return <>{children}</>;
  return <QueryClientProvider client={chosen}>{children}</QueryClientProvider>;
}
