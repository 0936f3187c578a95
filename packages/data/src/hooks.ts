/**
 * React hooks over the options of ./calls: one query or mutation per call name.
 */
import { skipToken, useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type UseMutationOptions, type UseQueryOptions } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CallName, PayloadIn } from '@ironscore/contract';
import { useSession } from '@ironscore/session';
import { callKey, callMutation, fetchCall, isPersonal, viewerQuery, type CallError, type Reply } from './calls';

export type CallQueryOptions<K extends CallName> = Omit<UseQueryOptions<Reply<K>, CallError, Reply<K>>, 'queryKey' | 'queryFn'>;

/**
 * Read a call: `data` is the reply (`data.data` typed by the contract, `data.total` for paged
 * lists), `isPending` until the first reply, `error` a CallError. Pass `null` as payload to wait
 * (e.g. for a route parameter). Re-runs when the payload changes (by value) and, for calls whose
 * reply depends on the viewer, when the signed-in user changes.
 */
export function useCallQuery<K extends CallName>(name: K, payload: PayloadIn<K> | null, options?: CallQueryOptions<K>) {
  // Subscribes the component to the viewer only where the key depends on it.
  const viewer = useSession((s) => (isPersonal(name) ? (s.user?.user_id ?? 0) : 0));
  const base = viewerQuery(name, (payload ?? {}) as PayloadIn<K>, viewer);
  return useQuery<Reply<K>, CallError, Reply<K>>({
    ...base,
    ...options,
    queryFn: payload === null ? skipToken : base.queryFn,
  });
}

export type CallMutationOptions<K extends CallName> = Omit<UseMutationOptions<Reply<K>, CallError, PayloadIn<K>>, 'mutationKey' | 'mutationFn'>;

/** Write with a call: `mutate(payload)` / `await mutateAsync(payload)` → the reply, or a CallError. */
export function useCallMutation<K extends CallName>(name: K, options?: CallMutationOptions<K>) {
  return useMutation<Reply<K>, CallError, PayloadIn<K>>({ ...callMutation(name), ...options });
}

/** Marks the replies of these calls stale (every payload): mounted queries refetch, others on next use. */
export function useInvalidateCalls(): (...names: CallName[]) => Promise<void> {
  const client = useQueryClient();
  return useCallback(
    (...names: CallName[]) => Promise.all(names.map((name) => client.invalidateQueries({ queryKey: callKey(name) }))).then(() => undefined),
    [client],
  );
}

/** The key of a paged list read by useCallInfiniteQuery (apart from useCallQuery's key of the same payload). */
export function infiniteCallKey<K extends CallName>(name: K, payload: PayloadIn<K> | object, viewer?: number) {
  return [...callKey(name, payload, viewer), 'pages'] as const;
}

/**
 * Read a list page after page (infinite scroll): `pageFields(pages)` gives the payload fields of
 * the next page from the pages loaded so far (e.g. `{ offset, before_post_id }`), or `null` when
 * everything is loaded. `data.pages` are the replies in order. Pass `null` as payload to wait.
 * Invalidation by call name (`useInvalidateCalls`) reaches these lists too.
 */
export function useCallInfiniteQuery<K extends CallName>(
  name: K,
  payload: PayloadIn<K> | null,
  pageFields: (pages: Reply<K>[]) => Partial<PayloadIn<K>> | null,
) {
  const viewer = useSession((s) => (isPersonal(name) ? (s.user?.user_id ?? 0) : 0));
  const base = (payload ?? {}) as PayloadIn<K>;
  return useInfiniteQuery<Reply<K>, CallError, InfiniteData<Reply<K>, Partial<PayloadIn<K>>>, readonly unknown[], Partial<PayloadIn<K>>>({
    queryKey: infiniteCallKey(name, base, viewer),
    queryFn:
      payload === null ? skipToken : ({ pageParam, signal }) => fetchCall(name, { ...base, ...(pageParam as object) } as PayloadIn<K>, signal),
    initialPageParam: {},
    getNextPageParam: (_last, pages) => pageFields(pages) ?? undefined,
  });
}
