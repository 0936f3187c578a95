/**
 * React hooks over the options of ./calls: one query or mutation per call name.
 */
import { skipToken, useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { CallName, PayloadIn } from '@ironscore/contract';
import { useSession } from '@ironscore/session';
import { CallError, callKey, callMutation, fetchCall, isCallError, isPersonal, viewerQuery, type Reply } from './calls';
import { dropRemovedItem, invalidateDeclared, itemSnapshot, putChangedItem, putItem, showCallError, type Feedback, type Item } from './writes';

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

export interface CallMutationOptions<K extends CallName> {
  /** How a failure is shown (see `showCallError`); default 'dialog'. */
  feedback?: Feedback;
  /**
   * For calls that return the changed item: the item as it will be after the write, shown in the
   * cache at once (TanStack's `onMutate`) and put back as it was if the write fails.
   */
  optimistic?: (payload: PayloadIn<K>, client: QueryClient) => Item | null;
  /**
   * For calls whose reply says how the item changed without returning it (a useful vote answers
   * whether it was added or taken back): the item as it is after the write, put into the cache
   * like a returned item.
   */
  changed?: (reply: Reply<K>, payload: PayloadIn<K>) => Item | null;
  /** After the reply is in the cache and the declared reads are stale. */
  onSuccess?: (reply: Reply<K>, payload: PayloadIn<K>) => unknown;
  /**
   * After `send` showed a failure (e.g. a refusal closes the dialog, a network failure keeps it
   * open); an error thrown by something other than the API arrives as a CallError of kind 'network'.
   */
  onFailure?: (error: CallError) => void;
}

type Snapshot = Array<[QueryKey, unknown]>;

/**
 * Write with a call. What the write changes comes from its contract declaration (`WRITES`): the
 * returned item is merged into the cache and the named reads are marked stale (after a success or
 * a refusal) before the write settles, whatever the screen. `send(payload, feedback?)` resolves with the reply, or with null
 * after showing the failure as `feedback` says (this send's, else the hook's, else 'dialog'; any
 * thrown error counts as a failure); `mutateAsync(payload)` rejects with the CallError instead.
 */
export function useCallMutation<K extends CallName>(name: K, options: CallMutationOptions<K> = {}) {
  const client = useQueryClient();
  const latest = useRef(options);
  latest.current = options;
  const mutation = useMutation<Reply<K>, CallError, PayloadIn<K>, Snapshot>({
    ...callMutation(name),
    onMutate: async (payload) => {
      const item = latest.current.optimistic?.(payload, client);
      if (!item) return [];
      const snapshot = itemSnapshot(client, name);
      await Promise.all(snapshot.map(([queryKey]) => client.cancelQueries({ queryKey, exact: true })));
      putItem(client, name, item);
      return snapshot;
    },
    onError: (_error, _payload, snapshot) => {
      for (const [queryKey, data] of snapshot ?? []) client.setQueryData(queryKey, data);
    },
    onSuccess: async (reply, payload) => {
      dropRemovedItem(client, name, payload as object);
      const changed = latest.current.changed?.(reply, payload);
      if (changed) putItem(client, name, changed);
      else await putChangedItem(client, name, payload as object, reply.data);
      await latest.current.onSuccess?.(reply, payload);
    },
    onSettled: () => invalidateDeclared(client, name),
  });
  const { mutateAsync } = mutation;
  const send = useCallback(
    async (payload: PayloadIn<K>, feedback?: Feedback): Promise<Reply<K> | null> => {
      try {
        return await mutateAsync(payload);
      } catch (thrown) {
        const error = thrown instanceof Error ? thrown : new Error(String(thrown));
        showCallError(error, feedback ?? latest.current.feedback ?? 'dialog');
        latest.current.onFailure?.(isCallError(error) ? error : new CallError(name, 'network', null));
        return null;
      }
    },
    [mutateAsync, name],
  );
  return { ...mutation, send };
}

/** The key of a paged list read by useCallInfiniteQuery (apart from useCallQuery's key of the same payload). */
export function infiniteCallKey<K extends CallName>(name: K, payload: PayloadIn<K> | object, viewer?: number) {
  return [...callKey(name, payload, viewer), 'pages'] as const;
}

/**
 * Read a list page after page (infinite scroll): `pageFields(pages)` gives the payload fields of
 * the next page from the pages loaded so far (e.g. `{ offset, before_post_id }`), or `null` when
 * everything is loaded. `data.pages` are the replies in order. Pass `null` as payload to wait.
 * A write's declared invalidations (contract `WRITES`) reach these lists too.
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
