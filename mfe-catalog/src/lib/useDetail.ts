import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CallName, DataOf, PayloadIn } from '@ironscore/contract';
import { useCallQuery } from '@ironscore/data';
import { paths } from './links';

export interface Detail<K extends CallName> {
  /** The item once loaded (kept while it reloads), else null. */
  data: DataOf<K> | null;
  /** Ask again (after a review changed the item's rating and counts); the same function on every render. */
  reload: () => void;
}

/**
 * A detail page's item (spec/1 §4 "Page loading"): loading, then loaded — or, when the item is
 * missing or the call fails, a replace-navigation to the not-found view. A payload of null (a
 * missing route parameter) counts as missing.
 */
export function useDetail<K extends CallName>(name: K, payload: PayloadIn<K> | null): Detail<K> {
  const navigate = useNavigate();
  const query = useCallQuery(name, payload);
  const missing = payload === null || query.isError || (query.isSuccess && query.data.data === null);
  useEffect(() => {
    if (missing) navigate(paths.notFound(), { replace: true });
  }, [missing, navigate]);
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  return { data: query.data?.data ?? null, reload };
}
